/**
 * The contract is checked by the compiler: `npm run check` (svelte-check) type-checks this file,
 * and each `@ts-expect-error` below must meet an error — were a missing log sentence or refusal
 * text ever to compile, the directive would be unused and the check would fail.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { refuse } from '$lib/core/events';
import { defineSystem } from './define';

const events = {
	'demo/rolled': v.strictObject({ total: v.number() }),
	'demo/passed': v.strictObject({})
} as const;
const base = {
	id: 'demo',
	names: { ja: 'デモ', en: 'Demo' },
	blurb: { ja: '型の検査', en: 'type checks' },
	stateVersion: 1,
	initialState: () => ({ total: 0 }),
	events,
	reduce: (s: { total: number }) => s,
	commands: {},
	screen: (): never => {
		throw new Error('no screen');
	}
};

describe('defineSystem’s types', () => {
	it('a system whose describe misses an event type does not compile', () => {
		const make = () =>
			defineSystem({
				...base,
				// @ts-expect-error — 'demo/passed' has no log sentence
				describe: { 'demo/rolled': (p: { total: number }) => `${p.total}` },
				refusals: {}
			});
		expect(typeof make).toBe('function');
	});

	it('a refusal code the reducer returns without a text does not compile', () => {
		const make = () =>
			defineSystem({
				...base,
				reduce: (s: { total: number }) => (s.total < 0 ? refuse('demo/negative') : s),
				describe: { 'demo/rolled': () => '', 'demo/passed': () => '' },
				// @ts-expect-error — 'demo/negative' has no text
				refusals: {}
			});
		expect(typeof make).toBe('function');
	});

	it('a describe sentence reads the payload as its schema gives it', () => {
		const make = () =>
			defineSystem({
				...base,
				describe: {
					// @ts-expect-error — 'demo/rolled' has no field `name`
					'demo/rolled': (p) => p.name,
					'demo/passed': () => ''
				},
				refusals: {}
			});
		expect(typeof make).toBe('function');
	});
});

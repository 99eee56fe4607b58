import { describe, expect, it } from 'vitest';
import { isRefusal, type Refusal } from '$lib/core/events';
import { seededRandom } from '$tests/factories/session.svelte';
import { countersCommands, nextCounterId } from './commands';
import { reduceCounters, type CountersState } from './reducer';
import type { CommandContext } from '../types';

const ctx: CommandContext = { random: seededRandom(1), tables: {}, readings: {} };
const life = { id: 'c1', name: 'ライフ', value: 3, initial: 20, min: 0, max: 40, step: 1 };
const state: CountersState = { counters: [life] };

type Draft = Parameters<typeof reduceCounters>[1];

/** Runs a command and folds what it returns through the real reducer. */
function run<K extends keyof typeof countersCommands>(
	s: CountersState,
	name: K,
	intent: Parameters<(typeof countersCommands)[K]>[1]
) {
	const command = countersCommands[name] as (
		s: CountersState,
		i: typeof intent,
		c: CommandContext
	) => Draft[] | Refusal;
	const drafts = command(s, intent, ctx);
	if (isRefusal(drafts)) return drafts;
	let next: ReturnType<typeof reduceCounters> = s;
	for (const d of drafts) if (!isRefusal(next)) next = reduceCounters(next, d);
	return { drafts, state: next };
}

describe('counters commands', () => {
	it('add takes a free id derived from the state, so a preview and the record agree', () => {
		// Arrange
		const s: CountersState = { counters: [{ ...life, id: 'c2' }] };
		// Act
		const r = run(s, 'add', { name: '毒', initial: 0, min: 0, max: null, step: 1 });
		// Assert
		expect(nextCounterId(s)).toBe('c3');
		expect(!isRefusal(r) && r.drafts).toEqual([
			{ type: 'counters/counterAdded', payload: { id: 'c3', name: '毒', initial: 0, min: 0, max: null, step: 1 } }
		]);
	});

	it('adjust records the change and the total after it, stopping at the bound', () => {
		const r = run(state, 'adjust', { id: 'c1', by: -5 });
		expect(!isRefusal(r) && r.drafts).toEqual([
			{ type: 'counters/counterAdjusted', payload: { id: 'c1', name: 'ライフ', by: -5, to: 0 } }
		]);
		expect(!isRefusal(r) && !isRefusal(r.state) && r.state.counters[0]!.value).toBe(0);
	});

	it('set, reset and remove name the counter as it is called now', () => {
		for (const [name, intent, type] of [
			['set', { id: 'c1', value: 9 }, 'counters/counterSet'],
			['reset', { id: 'c1' }, 'counters/counterReset'],
			['remove', { id: 'c1' }, 'counters/counterRemoved']
		] as const) {
			const r = run(state, name, intent as never);
			expect(!isRefusal(r) && r.drafts[0]).toMatchObject({ type, payload: { id: 'c1', name: 'ライフ' } });
		}
	});

	it('a command on a counter that is gone is refused with its code', () => {
		for (const name of ['adjust', 'set', 'reset', 'remove', 'edit'] as const)
			expect(
				run(state, name, { id: 'zz', by: 1, value: 1, name: 'x', min: null, max: null, step: 1 } as never)
			).toEqual({
				refusal: 'counters/unknown_counter',
				params: { id: 'zz' }
			});
	});

	it('a forged total that the rules do not give is refused', () => {
		const forged = reduceCounters(state, {
			type: 'counters/counterAdjusted',
			payload: { id: 'c1', name: 'ライフ', by: -1, to: 1 }
		});
		expect(forged).toEqual({ refusal: 'counters/total_mismatch', params: { to: 1, value: 2 } });
	});
});

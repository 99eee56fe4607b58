/**
 * GK exact odds for tests: the sample fighters as the odds see them, the engagements a property
 * test draws (HPs, 体当たり on either side, counters, rounds left, settings), and the odds worker
 * for a component test.
 */
import { fc } from '@fast-check/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { SAMPLE_TECHNIQUES } from '$lib/systems/gk/data/sample-techniques';
import { fighterFromStats } from '$lib/systems/gk/fighter';
import type { OddsFighter } from '$lib/systems/gk/odds';
import { answerOdds } from '$lib/systems/gk/odds-answer';
import { stopOddsWorkers, type OddsRequest, type WorkerLike } from '$lib/systems/gk/odds-client';

const tech = (id: string) => SAMPLE_TECHNIQUES.find((t) => t.id === id)!;

/** The sample fighters' stats and faces; `tackle`: 体当たり (HP ÷ 10) on three of the faces. */
export const oddsFighter = (side: 'a' | 'b', hp: number, counter: boolean, tackle: boolean): OddsFighter =>
	fighterFromStats(
		side === 'a'
			? { ATK: 12, DEF: 6, VIT: 5, MND: 4, FS: 5, REA: 8, HP: hp }
			: { ATK: 10, DEF: 9, VIT: 6, MND: 5, FS: 4, REA: 6, HP: hp },
		(tackle
			? ['tackle', 'tackle', 'tackle', 'light', 'defend', 'evade']
			: side === 'a'
				? ['light', 'heavy', 'throw', 'godspeed', 'defend', 'evade']
				: ['light', 'light', 'choke', 'ki-blast', 'defend', 'evade']
		).map(tech),
		'floor',
		counter
	);

/** hpA, hpB (1–60), counterA, counterB, tackleA, tackleB, roundsLeft (0–25), settings. */
export const smallEngagements = [
	fc.integer({ min: 1, max: 60 }),
	fc.integer({ min: 1, max: 60 }),
	fc.boolean(),
	fc.boolean(),
	fc.boolean(),
	fc.boolean(),
	fc.integer({ min: 0, max: 25 }),
	fc.record({
		counterSameRound: fc.boolean(),
		criticalDamage: fc.constantFrom('plain' as const, 'double' as const)
	})
] as const;

/**
 * The odds worker run in the test's own thread (jsdom has no Worker): what it is sent is copied as
 * a message would be, and it answers in a later task, as the worker does.
 */
export class InProcessOddsWorker implements WorkerLike {
	onmessage: WorkerLike['onmessage'] = null;
	postMessage(request: OddsRequest): void {
		const copy = structuredClone(request);
		setTimeout(() => this.onmessage?.({ data: answerOdds(copy) }));
	}
	terminate(): void {
		this.onmessage = null;
	}
}

/**
 * For the tests of a describe block: the odds worker in the test's thread (jsdom has none; every
 * fight's odds run in a worker), stopped after each test so the next starts with its own.
 */
export function useInProcessOddsWorker(): void {
	beforeEach(() => {
		vi.stubGlobal('Worker', InProcessOddsWorker);
	});
	afterEach(() => {
		stopOddsWorkers();
		vi.unstubAllGlobals();
	});
}

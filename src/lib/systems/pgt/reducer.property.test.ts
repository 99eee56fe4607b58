import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isRefusal, type EventDraft } from '$lib/core/events';
import { initialPgtState, reducePgt, type PgtState } from './reducer';
import { SLOT_NAMES } from './rules';

/** The app's default readings (the session's open points untouched). */
const NO_READINGS = { readings: {} };

const side = fc.constantFrom('a' as const, 'b' as const);
const slot = fc.constantFrom(...SLOT_NAMES);
const faces = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 });
const draft: fc.Arbitrary<EventDraft> = fc.oneof(
	fc.constant({ type: 'pgt/gameStarted', payload: { firstPlayer: 'a', rolls: null } }),
	fc
		.record({
			side,
			slot,
			cost: fc.integer({ min: 0, max: 4 }),
			pDef: fc.integer({ min: 0, max: 9 }),
			mDef: fc.integer({ min: 0, max: 9 })
		})
		.map(({ side, slot, cost, pDef, mDef }) => ({
			type: 'pgt/characterPlaced',
			payload: { side, slot, card: { id: 'x', name: 'x', cost, pDef, mDef, attribute: '', abilities: [] } }
		})),
	fc.record({ side, slot }).map((payload) => ({ type: 'pgt/characterRevealed', payload })),
	fc.record({ side, slot }).map((payload) => ({ type: 'pgt/characterReturned', payload })),
	fc.record({ side, slot, tapped: fc.boolean() }).map((payload) => ({ type: 'pgt/characterTapped', payload })),
	fc.record({ side, slot }).map((payload) => ({ type: 'pgt/characterRetired', payload })),
	fc.constant({ type: 'pgt/roundStarted', payload: {} }),
	fc
		.record({
			attacker: slot,
			target: slot,
			guard: fc.option(slot, { nil: null }),
			range: fc.integer({ min: 1, max: 3 }),
			faces,
			kind: fc.constantFrom('P', 'M'),
			revealed: fc.boolean()
		})
		.map((a) => ({
			type: 'pgt/attackResolved',
			payload: {
				attacker: a.attacker,
				ability: 'A: x',
				target: a.target,
				innocence: null,
				source: 'table',
				guard: a.guard,
				check: `${a.kind}3D`,
				range: a.range,
				faces: a.faces,
				fumbleAtOrBelow: 1,
				criticalFaces: [6],
				conflictAs: null,
				targetRevealed: a.revealed
			}
		})),
	fc.record({ ability: fc.constantFrom('counter', 'kirikaeshi'), faces }).map((r) => ({
		type: 'pgt/returnAttackResolved',
		payload: {
			ability: r.ability,
			check: r.ability === 'counter' ? 'P3D' : 'M3D',
			source: 'app',
			faces: r.faces,
			fumbleAtOrBelow: 1,
			criticalFaces: [6],
			conflictAs: null
		}
	})),
	fc
		.record({ side, slot, by: fc.integer({ min: -2, max: 2 }).filter((n) => n !== 0) })
		.map((r) => ({ type: 'pgt/cntAdjusted', payload: { ...r, name: 'cnt' } })),
	fc.constant({ type: 'pgt/attackPassed', payload: {} }),
	fc.constant({ type: 'pgt/turnEnded', payload: {} })
);

const start: EventDraft = { type: 'pgt/matchStarted', payload: { players: { a: 'A', b: 'B' } } };

test.prop([fc.array(draft, { maxLength: 120 })])(
	'any sequence of events: refusals change nothing, and the state stays consistent',
	(drafts) => {
		let state: PgtState = reducePgt(initialPgtState(), start, NO_READINGS) as PgtState;
		for (const d of drafts) {
			const before = JSON.stringify(state);
			const next = reducePgt(state, d, NO_READINGS);
			if (isRefusal(next)) {
				expect(JSON.stringify(state)).toBe(before); // nothing mutated
				continue;
			}
			state = next;
			// Scores are the costs in each side's score pile.
			for (const s of ['a', 'b'] as const)
				expect(state.scores[s]).toBe(state.scorePiles[s].reduce((n, c) => n + c.cost, 0));
			// During a round no two consecutive passes have been recorded (that would have ended it).
			if (state.phase === 'turn') expect(state.passes.some((p, k) => p && k > 0 && state.passes[k - 1])).toBe(false);
			// Nothing stays tapped across a round's end.
			if (state.phase === 'regrouping')
				for (const s of ['a', 'b'] as const)
					for (const n of SLOT_NAMES) expect(state.fields[s][n]?.tapped ?? false).toBe(false);
			expect(state.games.length).toBeLessThanOrEqual(3);
			for (const s of ['a', 'b'] as const)
				for (const n of SLOT_NAMES)
					for (const k of Object.values(state.fields[s][n]?.cnt ?? {})) expect(k).toBeGreaterThan(0);
		}
	}
);

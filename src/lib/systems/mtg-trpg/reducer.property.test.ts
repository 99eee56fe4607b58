import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { TestSession } from '$tests/factories/session.svelte';
import { mtgTrpg } from '.';
import { reduceMtg } from './reducer';
import { envWith } from '$tests/factories/mtg-trpg';
import type { MtgState } from './state';

const RED = '24 land R\n8 R 1\n12 R 2\n8 R 3\n6 R 4\n2 R 5 *';
const who = fc.constantFrom('p1', 'p2', 'p3', 'enemy');
const by = fc.integer({ min: -25, max: 25 }).filter((n) => n !== 0);
const card = fc.record({
	mv: fc.integer({ min: 0, max: 16 }),
	colours: fc.subarray(['W', 'U', 'B', 'R', 'G'] as const),
	designated: fc.boolean()
});
const action = fc.oneof(
	fc.record({ kind: fc.constant('life' as const), who, by }),
	fc.record({ kind: fc.constant('poison' as const), who, by: fc.integer({ min: -3, max: 4 }).filter((n) => n !== 0) }),
	fc.record({ kind: fc.constant('turn' as const) }),
	fc.record({ kind: fc.constant('defeat' as const), who: fc.constantFrom('p1', 'p2', 'p3') }),
	fc.record({ kind: fc.constant('check' as const), who: fc.constantFrom('p1', 'p2', 'p3'), first: card, second: card })
);

async function game() {
	const s = new TestSession(mtgTrpg);
	for (const name of ['A', 'B', 'C']) await s.dispatch('addPc', { name, deckText: RED });
	await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false });
	await s.dispatch('reset', { hands: {} });
	await s.dispatch('chooseParticipants', { pcs: ['p1', 'p2', 'p3'], npcs: [] });
	await s.dispatch('enemiesAppear', { enemies: [{ kind: 'deck', name: 'E' }] });
	return s;
}

test.prop([fc.array(action, { maxLength: 40 })], { numRuns: 60 })(
	'in any sequence of play: a defeated PC never changes, poison stays ≥ 0, one check per PC per turn, and the log replays to the state',
	async (actions) => {
		const s = await game();
		for (const a of actions) {
			const before: MtgState = s.state;
			if (a.kind === 'life') await s.dispatch('adjustLife', { who: a.who, by: a.by });
			else if (a.kind === 'poison') await s.dispatch('adjustPoison', { who: a.who, by: a.by });
			else if (a.kind === 'turn') await s.dispatch('nextTurn', {});
			else if (a.kind === 'defeat') await s.dispatch('defeatPc', { id: a.who });
			else
				await s.dispatch('check', {
					pc: a.who,
					purpose: 'check',
					colour: 'R',
					difficulty: 2,
					source: 'table',
					first: { ...a.first, colours: [...a.first.colours] },
					second: { ...a.second, colours: [...a.second.colours] }
				});
			for (const p of before.pcs.filter((x) => x.defeated)) {
				const now = s.state.pcs.find((x) => x.id === p.id)!;
				expect([now.life, now.poison, now.defeated]).toEqual([p.life, p.poison, true]);
			}
			for (const p of s.state.pcs) expect(p.poison).toBeGreaterThanOrEqual(0);
		}
		const perTurn = new Map<string, number>();
		let turn = s.state.combat!.turn - s.events.filter((e) => e.type === 'mtg-trpg/turnAdvanced').length;
		for (const e of s.events) {
			if (e.type === 'mtg-trpg/turnAdvanced') turn++;
			if (e.type !== 'mtg-trpg/checkMade') continue;
			const key = `${(e.payload as { pc: string }).pc}@${turn}`;
			perTurn.set(key, (perTurn.get(key) ?? 0) + 1);
		}
		for (const n of perTurn.values()) expect(n).toBe(1);
		let replay: MtgState = mtgTrpg.initialState();
		for (const e of s.events) replay = reduceMtg(replay, e, envWith(s.readings)) as MtgState;
		expect(replay).toEqual(s.state);
	}
);

/**
 * Every refusal code the system declares, each produced by the command a player would send (the
 * reducer's check or the command's), writing nothing; and every event type recorded by a command.
 */
import { describe, expect, it } from 'vitest';
import { isRefusal, type Refusal } from '$lib/core/events';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { pgt } from './index';
import { attackIntent, cardIntent } from '$tests/factories/pgt';
import { pgtEvents } from './events';
import { libraryText } from './commands';
import { MAX_LIBRARY, type PgtState } from './reducer';
import type { PgtRefusal } from './describe';

type S = TestSession<PgtState, typeof pgt.commands>;

const card = cardIntent;
const attack = attackIntent;
const face = { fumbleAtOrBelow: 1, criticalFaces: [6], conflictAs: null, source: 'table' as const };
/** 剣士's card names no イノセンス / カウンター: the players declare it (a card typed in other words). */
const said = { ...face, declared: true };

async function matchStarted(): Promise<S> {
	const s = new TestSession(pgt, { random: seededRandom(2) });
	await s.dispatch('startMatch', { a: '桜', b: '空' });
	await s.dispatch('saveCard', card('剣士', { abilities: ['A: P2D', '常在', 'T: M2D'] }));
	return s;
}
async function forming(): Promise<S> {
	const s = await matchStarted();
	await s.dispatch('startGame', { firstPlayer: 'a' });
	for (const slot of ['F1', 'F2', 'B1'] as const) {
		await s.dispatch('place', { side: 'a', slot, cardId: 'c1' });
		await s.dispatch('place', { side: 'b', slot, cardId: 'c1' });
	}
	return s;
}
async function turn(): Promise<S> {
	const s = await forming();
	await s.dispatch('startRound', {});
	return s;
}
async function attacked(faces = [1, 2], targetRevealed = true): Promise<S> {
	const s = await turn();
	await s.dispatch('attack', attack({ roll: { faces, source: 'table' }, targetRevealed }));
	return s;
}
async function regrouping(): Promise<S> {
	const s = await turn();
	await s.dispatch('pass', {});
	await s.dispatch('pass', {});
	return s;
}

const cases: [PgtRefusal, () => Promise<{ s: S; run: (s: S) => Promise<Refusal | null> }>][] = [
	['pgt/already_attacked', async () => ({ s: await attacked(), run: (s) => s.dispatch('pass', {}) })],
	[
		'pgt/already_face_up',
		async () => {
			const s = await turn();
			await s.dispatch('reveal', { side: 'a', slot: 'F1' });
			return { s, run: (x) => x.dispatch('reveal', { side: 'a', slot: 'F1' }) };
		}
	],
	[
		'pgt/attack_voided',
		async () => ({
			s: await turn(),
			run: (s) => s.dispatch('attack', attack({ innocence: { check: 'M2D', faces: [6, 6], ...said } }))
		})
	],
	[
		'pgt/attacker_tapped',
		async () => {
			const s = await turn();
			await s.dispatch('setTapped', { side: 'a', slot: 'F1', tapped: true });
			return { s, run: (x) => x.dispatch('attack', attack()) };
		}
	],
	[
		'pgt/bad_ability',
		async () => ({ s: await matchStarted(), run: (s) => s.dispatch('saveCard', card('x', { abilities: ['A: 攻撃'] })) })
	],
	['pgt/bad_check', async () => ({ s: await turn(), run: (s) => s.dispatch('attack', attack({ addOns: ['+D'] })) })],
	[
		'pgt/bad_import',
		async () => ({
			s: await matchStarted(),
			run: (s) => s.dispatch('importCards', { text: '[{"name":"x","cost":100,"pDef":1,"mDef":1}]' })
		})
	],
	[
		'pgt/nothing_new',
		async () => {
			const s = await matchStarted();
			const text = libraryText(s.state.library);
			return { s, run: (x) => x.dispatch('importCards', { text }) };
		}
	],
	[
		'pgt/bad_stat',
		async () => ({ s: await matchStarted(), run: (s) => s.dispatch('saveCard', card('x', { mDef: 1.5 })) })
	],
	[
		'pgt/party_missing',
		async () => {
			const s = await matchStarted();
			await s.dispatch('startGame', { firstPlayer: 'a' });
			return { s, run: (x) => x.dispatch('startRound', {}) };
		}
	],
	[
		'pgt/not_on_card',
		async () => ({
			s: await attacked(),
			run: (s) => s.dispatch('returnAttack', { ability: 'counter', check: 'P2D', faces: [3, 3], ...face })
		})
	],
	[
		'pgt/over_cost_cap',
		async () => {
			const s = await forming(); // 3 × cost 2 on each side
			await s.chooseReadings({ party_cost_cap: { reading: 'cap-10' } });
			await s.dispatch('place', { side: 'a', slot: 'F3', cardId: 'c1' });
			await s.dispatch('place', { side: 'a', slot: 'B2', cardId: 'c1' });
			return { s, run: (x) => x.dispatch('place', { side: 'a', slot: 'B3', cardId: 'c1' }) };
		}
	],
	[
		'pgt/regrouping_off',
		async () => {
			const s = await regrouping();
			await s.chooseReadings({ round_end_regrouping: { reading: 'untap-only' } });
			return { s, run: (x) => x.dispatch('place', { side: 'a', slot: 'B3', cardId: 'c1' }) };
		}
	],
	[
		'pgt/loser_chooses',
		async () => {
			const s = new TestSession(pgt, { random: seededRandom(2) });
			await s.chooseReadings({ game_first_player: { reading: 'loser-chooses' } });
			await s.dispatch('startMatch', { a: '桜', b: '空' });
			await s.dispatch('startGame', { firstPlayer: 'a' });
			await s.dispatch('saveCard', card('大将', { cost: 10 }));
			await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
			await s.dispatch('place', { side: 'b', slot: 'F1', cardId: 'c1' });
			await s.dispatch('startRound', {});
			await s.dispatch('attack', attack({ roll: { faces: [6, 6], source: 'table' } })); // 10 points: game 1 won
			return { s, run: (x) => x.dispatch('startGame', { rolls: { a: 5, b: 2 } }) };
		}
	],
	[
		'pgt/unknown_setting',
		async () => ({
			// Only an old log's match start records readings of its own (today's reads the session's).
			s: new TestSession(pgt),
			run: async (s) => {
				const payload = { players: { a: '桜', b: '空' }, settings: { party_cost_cap: 'cap-99' } };
				const env = { tables: { current: {}, byHash: {} }, readings: s.readings };
				const r = pgt.reduce(s.state, { type: 'pgt/matchStarted', payload }, env);
				return isRefusal(r) ? r : null;
			}
		})
	],
	[
		'pgt/cnt_below_zero',
		async () => ({
			s: await turn(),
			run: (s) => s.dispatch('adjustCnt', { side: 'a', slot: 'F1', name: 'メカ', by: -1 })
		})
	],
	[
		'pgt/conflict_unresolved',
		async () => ({
			s: await turn(),
			run: (s) =>
				s.dispatch(
					'attack',
					attack({ roll: { faces: [5], source: 'table' }, fumbleAtOrBelow: 5, criticalFaces: [5, 6] })
				)
		})
	],
	['pgt/empty_slot', async () => ({ s: await turn(), run: (s) => s.dispatch('reveal', { side: 'a', slot: 'B3' }) })],
	[
		'pgt/face_up_stays',
		async () => {
			const s = await regrouping();
			await s.dispatch('reveal', { side: 'a', slot: 'F1' });
			return { s, run: (x) => x.dispatch('returnToHand', { side: 'a', slot: 'F1' }) };
		}
	],
	[
		'pgt/game_in_progress',
		async () => ({ s: await turn(), run: (s) => s.dispatch('startGame', { firstPlayer: 'b' }) })
	],
	[
		'pgt/guard_not_allowed',
		async () => {
			const s = await turn();
			await s.dispatch('setTapped', { side: 'b', slot: 'F2', tapped: true });
			return { s, run: (x) => x.dispatch('attack', attack({ guard: 'F2' })) };
		}
	],
	[
		'pgt/innocence_mental_only',
		async () => ({
			s: await turn(),
			run: (s) => s.dispatch('attack', attack({ innocence: { check: 'P2D', faces: [3, 3], ...said } }))
		})
	],
	[
		'pgt/innocence_physical_only',
		async () => {
			const s = await matchStarted();
			await s.dispatch('saveCard', card('術師', { abilities: ['A: M2D'] }));
			await s.dispatch('startGame', { firstPlayer: 'a' });
			await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c2' });
			await s.dispatch('place', { side: 'b', slot: 'F1', cardId: 'c1' });
			await s.dispatch('startRound', {});
			return { s, run: (x) => x.dispatch('attack', attack({ innocence: { check: 'M2D', faces: [3, 3], ...said } })) };
		}
	],
	[
		'pgt/library_full',
		async () => {
			const s = await matchStarted();
			const library = Array.from({ length: MAX_LIBRARY }, (_, k) => ({ ...s.state.library[0]!, id: `x${k}` }));
			const full = new TestSession(pgt, { state: { ...s.state, library } });
			return { s: full, run: (x) => x.dispatch('saveCard', card('もう一枚')) };
		}
	],
	[
		'pgt/match_already_started',
		async () => ({ s: await matchStarted(), run: (s) => s.dispatch('startMatch', { a: 'x', b: 'y' }) })
	],
	[
		'pgt/name_missing',
		async () => ({ s: new TestSession(pgt), run: (s) => s.dispatch('startMatch', { a: '桜', b: ' ' }) })
	],
	['pgt/no_faces', async () => ({ s: await turn(), run: (s) => s.dispatch('attack', attack({ roll: null })) })],
	[
		'pgt/no_failed_attack',
		async () => ({
			s: await turn(),
			run: (s) => s.dispatch('returnAttack', { ability: 'counter', check: 'P2D', faces: [3, 3], ...face })
		})
	],
	[
		'pgt/no_game',
		async () => ({ s: await matchStarted(), run: (s) => s.dispatch('reveal', { side: 'a', slot: 'F1' }) })
	],
	['pgt/no_such_ability', async () => ({ s: await turn(), run: (s) => s.dispatch('attack', attack({ ability: 3 })) })],
	['pgt/not_an_attack', async () => ({ s: await turn(), run: (s) => s.dispatch('attack', attack({ ability: 1 })) })],
	[
		'pgt/not_forming',
		async () => ({ s: await turn(), run: (s) => s.dispatch('place', { side: 'a', slot: 'B3', cardId: 'c1' }) })
	],
	['pgt/not_in_turn', async () => ({ s: await forming(), run: (s) => s.dispatch('pass', {}) })],
	[
		'pgt/not_regrouping',
		async () => ({ s: await turn(), run: (s) => s.dispatch('returnToHand', { side: 'a', slot: 'F1' }) })
	],
	['pgt/out_of_range', async () => ({ s: await turn(), run: (s) => s.dispatch('attack', attack({ target: 'B1' })) })],
	['pgt/pass_instead', async () => ({ s: await turn(), run: (s) => s.dispatch('endTurn', {}) })],
	[
		'pgt/roll_disagrees',
		async () => {
			// Only a hand-made (or imported) event can disagree: the command derives the first player from the dice.
			const s = await matchStarted();
			const event = { type: 'pgt/gameStarted', payload: { firstPlayer: 'a', rolls: { a: 2, b: 5, source: 'table' } } };
			const run = async () => {
				const r = pgt.reduce(s.state, event, { tables: { byHash: {}, current: {} }, readings: {} });
				return isRefusal(r) ? r : null;
			};
			return { s, run };
		}
	],
	[
		'pgt/roll_tied',
		async () => ({ s: await matchStarted(), run: (s) => s.dispatch('startGame', { rolls: { a: 4, b: 4 } }) })
	],
	['pgt/round_in_progress', async () => ({ s: await turn(), run: (s) => s.dispatch('startRound', {}) })],
	[
		'pgt/second_attack',
		async () => ({ s: await attacked(), run: (s) => s.dispatch('attack', attack({ attacker: 'F2' })) })
	],
	[
		'pgt/slot_taken',
		async () => ({ s: await forming(), run: (s) => s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' }) })
	],
	[
		'pgt/tap_unchanged',
		async () => ({ s: await turn(), run: (s) => s.dispatch('setTapped', { side: 'a', slot: 'F1', tapped: false }) })
	],
	[
		'pgt/too_many_faces',
		async () => ({
			s: await turn(),
			run: (s) => s.dispatch('attack', attack({ roll: { faces: [1, 2, 3], source: 'table' } }))
		})
	],
	[
		'pgt/too_many_lines',
		async () => ({
			s: await matchStarted(),
			run: (s) => s.dispatch('saveCard', card('x', { abilities: Array.from({ length: 9 }, () => '常在') }))
		})
	],
	[
		'pgt/unknown_card',
		async () => ({ s: await forming(), run: (s) => s.dispatch('place', { side: 'a', slot: 'B3', cardId: 'c9' }) })
	],
	[
		'pgt/wrong_return_attack',
		async () => ({
			s: await attacked(),
			run: (s) => s.dispatch('returnAttack', { ability: 'kirikaeshi', check: 'M2D', faces: [3, 3], ...face })
		})
	],
	['pgt/wrong_phase', async () => ({ s: await attacked(), run: (s) => s.dispatch('advancePhase', {}) })],
	['pgt/no_pending_effect', async () => ({ s: await turn(), run: (s) => s.dispatch('resolveEffect', { effect: 0 }) })],
	[
		'pgt/targets_gone',
		async () => {
			const s = await turn();
			await s.dispatch('noteEffect', { text: '死ぬがよい', targets: [{ side: 'b', slot: 'F2' }], pending: true });
			const noted = s.events.at(-1)!;
			await s.dispatch('retire', { side: 'b', slot: 'F2' });
			return {
				s,
				run: async (x) => {
					const r = pgt.reduce(x.state, noted, { tables: { current: {}, byHash: {} }, readings: {} });
					return isRefusal(r) ? r : null;
				}
			};
		}
	],
	[
		'pgt/draft_in_progress',
		async () => {
			const s = await matchStarted();
			await s.dispatch('startDraft', { players: ['A', 'B', 'C'], pool: 72, reading: 'snake' });
			return { s, run: (x) => x.dispatch('startDraft', { players: ['A', 'B', 'C'], pool: 72, reading: 'snake' }) };
		}
	],
	[
		'pgt/draft_names',
		async () => ({
			s: await matchStarted(),
			run: (s) => s.dispatch('startDraft', { players: ['A', 'B', 'A'], pool: 72, reading: 'snake' })
		})
	],
	['pgt/no_draft', async () => ({ s: await matchStarted(), run: (s) => s.dispatch('draftPick', { seat: 0 }) })],
	[
		'pgt/not_your_pick',
		async () => {
			const s = await matchStarted();
			await s.dispatch('startDraft', { players: ['A', 'B', 'C'], pool: 72, reading: 'snake' });
			return { s, run: (x) => x.dispatch('draftPick', { seat: 2 }) };
		}
	],
	[
		'pgt/draft_done',
		async () => {
			const s = await matchStarted();
			await s.dispatch('startDraft', { players: ['A', 'B', 'C'], pool: 72, reading: 'pack-pass' });
			for (let k = 0; k < 18 * 3; k++) await s.dispatch('draftPick', { seat: k % 3 });
			return { s, run: (x) => x.dispatch('draftPick', { seat: 0 }) };
		}
	],
	[
		'pgt/record_mismatch',
		async () => ({
			// A forged record (another device, an old screen): a range the attacker's line does not have.
			s: await turn(),
			run: async (s) => {
				const [draft] = pgt.commands.attack(s.state, attack(), { readings: s.readings }) as {
					type: string;
					payload: Record<string, unknown>;
				}[];
				const env = { tables: { current: {}, byHash: {} }, readings: {} };
				const r = pgt.reduce(s.state, { type: draft!.type, payload: { ...draft!.payload, range: 3 } }, env);
				return isRefusal(r) ? r : null;
			}
		})
	]
];

describe('pgt refusals', () => {
	it('covers every declared refusal code', () => {
		expect(cases.map(([code]) => code).sort()).toEqual([...pgt.refusalCodes].sort());
	});

	it.each(cases)('%s: refused with that code, nothing recorded', async (code, make) => {
		const { s, run } = await make();
		const before = s.events.length;
		const r = await run(s);
		expect(r?.refusal).toBe(code);
		expect(s.events.length).toBe(before);
	});

	it('every event type is recorded by some command', async () => {
		const s = await attacked([4, 4], true); // 8 against P-def 5: retired
		await s.dispatch('endTurn', {});
		expect(await s.dispatch('advancePhase', {})).toBeNull();
		// b's F2 fumbles on a's F1; a's F1 does not answer.
		expect(await s.dispatch('attack', attack({ attacker: 'F2', roll: { faces: [1, 1], source: 'table' } }))).toBeNull();
		expect(await s.dispatch('declineReturn', {})).toBeNull();
		await s.dispatch('endTurn', {});
		// a's F2 fumbles on b's F2, which answers with a カウンター.
		const failed = attack({ attacker: 'F2', target: 'F2', roll: { faces: [1, 1], source: 'table' } });
		expect(await s.dispatch('attack', failed)).toBeNull();
		expect(await s.dispatch('returnAttack', { ability: 'counter', check: 'P2D', faces: [2, 2], ...said })).toBeNull();
		const effect = { side: 'a' as const, user: 'F2' as const, ability: 2, target: 'F2' as const, conflictAs: null };
		const roll = { faces: [1, 1], source: 'table' as const };
		expect(await s.dispatch('effectAttack', { ...effect, roll, targetRevealed: false })).toBeNull();
		await s.chooseReadings({ negative_value: { reading: 'floor-zero' } });
		await s.dispatch('reveal', { side: 'b', slot: 'B1' });
		await s.dispatch('endTurn', {});
		await s.dispatch('adjustCnt', { side: 'a', slot: 'F2', name: 'メカ', by: 1 });
		await s.dispatch('noteEffect', { text: '効果' });
		await s.dispatch('noteEffect', { text: '宣言', pending: true });
		expect(await s.dispatch('resolveEffect', { effect: 0 })).toBeNull();
		await s.dispatch('setTapped', { side: 'a', slot: 'F2', tapped: false });
		await s.dispatch('retire', { side: 'b', slot: 'F2' });
		await s.dispatch('pass', {});
		await s.dispatch('pass', {});
		await s.dispatch('returnToHand', { side: 'a', slot: 'B1' });
		await s.dispatch('removeCard', { id: 'c1' });
		await s.dispatch('startDraft', { players: ['A', 'B', 'C'], pool: 72, reading: 'snake' });
		await s.dispatch('draftPick', { seat: 0 });
		await s.dispatch('clearDraft', {});
		const types = new Set(s.events.map((e) => e.type).filter((t) => t.startsWith('pgt/')));
		expect([...types].sort()).toEqual(Object.keys(pgtEvents).sort());
	});
});

/**
 * The rules issue 8 found the tracker getting wrong at a real table, each read against seed
 * `000_58be46e88111c317.txt` (quoted in the test names) and folded through the real reducer.
 */
import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { combatant, currentActor, dealPreview, planetPhaseCanEnd, rebalance } from '../derive';
import { lockeCommands, planAttack } from '../commands';
import { locke } from '..';
import type { LockeState } from '../state';
import { deckOutEnds } from '../rules';
import {
	apply,
	attack,
	deckOutChosen,
	envOf,
	attackIntent,
	combatAtTurns,
	combatStarted,
	endTurnOf,
	handsDealt,
	maintainedAnswer,
	melee,
	npc,
	playingState,
	printed,
	ref,
	roll,
	roundEnded,
	setupState,
	side,
	turnEnded
} from '../../../../../tests/factories/locke';
import { c, ev, reduce, refusalOf } from '../../../../../tests/factories/locke-reduce';

const noTables = { random: () => 0, tables: {}, readings: {} };
const card = (level: number) => ({ kind: 'defence' as const, level, via: 'card' as const, espSpent: level });

/** Every remaining turn of the round, answering check phases by dropping. */
function allTurns(state: LockeState): LockeState {
	let s = state;
	for (let who = currentActor(s.combat!); who !== null; who = currentActor(s.combat!)) s = endTurnOf(s, who);
	return s;
}

describe('§5 新しく登場したキャラクター…は、手札(Cカード)を手札上限枚数まで受け取る', () => {
	it('one back by 実は生きていた and one back after an escape are dealt up to the limit in the next round', () => {
		// Arrange: ナガト kills ロック1 (7 > 6); ライザ escapes by a card; round 2 opens.
		let s = combatAtTurns(playingState(), ['p2', 'p1', 'p3', 'p4']);
		s = apply(s, attack('p2', 'p1', { declared: 6, damage: printed(roll(6, 6), 7) }), turnEnded('p2'));
		expect(c(s, 'p1').status).toBe('dead');
		s = apply(
			s,
			ev('locke/escaped', { who: ref('p3'), level: 3, via: 'card', timing: 'main', espSpent: 3, interfered: false }),
			turnEnded('p4')
		);
		s = apply(s, roundEnded(s));
		expect(s.combat).toMatchObject({ round: 2, step: 'opening' });
		// Act
		s = apply(
			s,
			ev('locke/combatantJoined', { who: ref('p1'), via: 'ikiteita', reviveDamage: 2 }),
			ev('locke/combatantJoined', { who: ref('p3'), via: 'entered', reviveDamage: null })
		);
		const owed = dealPreview(s, s.combat!);
		const dealt = apply(s, handsDealt(s));
		// Assert: ロック1 had no hand (dead: 手札を全て破棄), ライザ kept 6 of 7.
		expect(owed).toEqual([
			{ id: 'p1', cards: 7 },
			{ id: 'p3', cards: 1 }
		]);
		expect(combatant(dealt.combat!, 'p1')).toMatchObject({ hand: 7, dealt: true, state: 'in' });
		expect(combatant(dealt.combat!, 'p3')).toMatchObject({ hand: 7, dealt: true });
		expect(dealt.combat!.deck).toBe(s.combat!.deck - 8);
	});
});

describe('§5.1 累計ダメージが最大耐久力(または、宣言した耐久力)を超えた場合、防御側は死亡する', () => {
	const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);

	it('a defender who declared 3 of its 6 dies of 4 damage, lives with 3', () => {
		const s = three();
		const dies = apply(s, attack('p2', 'p1', { firepower: 20, declared: 3, damage: printed(roll(5, 5), 4) }));
		const lives = apply(s, attack('p2', 'p1', { firepower: 20, declared: 3, damage: printed(roll(5, 5), 3) }));
		expect(c(dies, 'p1')).toMatchObject({ status: 'dead', damage: 4 });
		expect(combatant(dies.combat!, 'p1')).toMatchObject({ state: 'dead', hand: 0 });
		expect(dies.combat!.last!.lines[0]!.died).toBe(true);
		expect(c(lives, 'p1').status).toBe('normal');
	});

	it('the attack preview names the damage that kills before the declaration is confirmed, and the event records the death', () => {
		const s = three();
		const intent = attackIntent({ declaredEndurance: 3, roll: null });
		const before = planAttack(s, intent, noTables);
		const after = planAttack(s, { ...intent, roll: roll(5, 5), typed: 4 }, noTables);
		if (isRefusal(before) || isRefusal(after)) throw new Error('refused');
		expect(before.death).toEqual({ killsFrom: 4, dies: null });
		expect(after.death).toEqual({ killsFrom: 4, dies: true });
		const events = lockeCommands.attack(s, { ...intent, roll: roll(5, 5), typed: 4 }, noTables);
		if (isRefusal(events)) throw new Error(events.refusal);
		expect(events[0]!.payload).toMatchObject({ died: true });
		// A record that disagrees with the rules is refused.
		const wrong = { ...events[0]!, payload: { ...(events[0]!.payload as object), died: false } };
		expect(refusalOf(s, wrong)).toBe('locke/died_mismatch');
	});

	it('in melee the endurance behind the declared firepower is the declared endurance (§5.5 耐久力を低く宣言してもよい), both ways', () => {
		const s = three();
		const out = apply(
			s,
			melee('p2', 'p1', {
				attackerSide: side(2),
				targetSide: side(2),
				counter: true,
				attackerDamage: printed(roll(3, 3), 3),
				targetDamage: printed(roll(3, 3), 3)
			})
		);
		expect(c(out, 'p1')).toMatchObject({ status: 'dead', damage: 3 });
		expect(c(out, 'p2')).toMatchObject({ status: 'dead', damage: 3 });
		const spared = apply(
			s,
			melee('p2', 'p1', { attackerSide: side(6), targetSide: side(6), attackerDamage: printed(roll(3, 3), 3) })
		);
		expect(c(spared, 'p1').status).toBe('normal');
	});
});

describe('§5.3 維持状態は自分のチェックフェイズか、破壊されるまで自動的に持続される', () => {
	/** ロック1 blocks ナガト's Lv4 attack with a Lv5 card; ナガト's turn ends: ロック1's check phase. */
	function held(): LockeState {
		const s = combatAtTurns(playingState(), ['p2', 'p1', 'p3']);
		return apply(s, attack('p2', 'p1', { level: 4, defence: card(5), outcome: 'blocked' }), turnEnded('p2'));
	}

	it('the holder’s turn opens on the question, and nothing else of the turn is recorded until it is answered', () => {
		const s = held();
		expect(currentActor(s.combat!)).toBe('p1');
		expect(s.combat!.checkPending).toBe(true);
		expect(refusalOf(s, attack('p1', 'p3'))).toBe('locke/maintained_check_pending');
		expect(refusalOf(s, turnEnded('p1'))).toBe('locke/maintained_check_pending');
		expect(refusalOf(s, ev('locke/cardDiscarded', { who: ref('p1') }))).toBe('locke/maintained_check_pending');
	});

	it('keeping a C card costs ESP power (「Cカードを維持した場合、ESPパワーを消費する」): 0 is refused, the amount is paid', () => {
		const s = held();
		const power = c(s, 'p1').espPower;
		expect(refusalOf(s, maintainedAnswer('p1', true, 0))).toBe('locke/maintain_cost_required');
		const kept = apply(s, maintainedAnswer('p1', true, 3));
		expect(c(kept, 'p1').espPower).toBe(power - 3);
		expect(combatant(kept.combat!, 'p1')!.maintained).toBe(5);
		expect(kept.combat!.checkPending).toBe(false);
		expect(isRefusal(reduce(kept, attack('p1', 'p3')))).toBe(false);
	});

	it('dropping ends the defence; the next holder-less turn asks nothing', () => {
		const dropped = apply(held(), maintainedAnswer('p1', false));
		expect(combatant(dropped.combat!, 'p1')!.maintained).toBeNull();
		const next = apply(dropped, turnEnded('p1'));
		expect(currentActor(next.combat!)).toBe('p3');
		expect(next.combat!.checkPending).toBe(false);
	});
});

describe('§5.3 すでに防御が維持状態であり、かつその防御よりもレベルの高い攻撃を受けた場合、その防御は破壊され', () => {
	function heldUntilP3(): LockeState {
		let s = combatAtTurns(playingState(), ['p2', 'p1', 'p3']);
		s = apply(s, attack('p2', 'p1', { level: 4, defence: card(5), outcome: 'blocked' }), turnEnded('p2'));
		return apply(s, maintainedAnswer('p1', true, 5), turnEnded('p1'));
	}

	it('an undefendable attack above the maintained level breaks it and hits', () => {
		const s = apply(heldUntilP3(), attack('p3', 'p1', { level: 6, undefendable: true }));
		expect(combatant(s.combat!, 'p1')!.maintained).toBeNull();
		expect(s.combat!.last).toMatchObject({ outcome: 'hit', broke: true });
		expect(c(s, 'p1').damage).toBe(3);
	});

	it('an undefendable attack at or below it hits and leaves it standing (open point maintained_undefendable)', () => {
		const s = apply(heldUntilP3(), attack('p3', 'p1', { level: 4, undefendable: true }));
		expect(combatant(s.combat!, 'p1')!.maintained).toBe(5);
		expect(s.combat!.last).toMatchObject({ outcome: 'hit', broke: false });
	});
});

describe('§5.4 妨害は、逃避カードより高いレベルのCカードのテレポートを使用する事で成立する', () => {
	const three = () => combatAtTurns(playingState(), ['p2', 'p1', 'p3']);
	const escape = (interferers: { id: string; level: number }[], via: 'card' | 'ability' = 'card') =>
		ev('locke/escaped', {
			who: ref('p2'),
			level: 4,
			via,
			timing: 'main',
			espSpent: 4,
			interfered: interferers.length > 0,
			interferers: interferers.map((x) => ({ who: ref(x.id), level: x.level, espSpent: x.level }))
		});

	it('a higher teleport stops the escape: the escaper stays, the interferer pays a card and its ESP power', () => {
		const s = three();
		const after = apply(s, escape([{ id: 'p1', level: 5 }]));
		expect(combatant(after.combat!, 'p2')!.state).toBe('in');
		expect(combatant(after.combat!, 'p1')!.hand).toBe(6);
		expect(c(after, 'p1').espPower).toBe(c(s, 'p1').espPower - 5);
		expect(after.leaving).toEqual([]);
	});

	it('lower teleports may sync (level + 同調人数), even from one whose turn is over', () => {
		// ロック1 leads at Lv4 (not above 4); ライザ syncs at Lv2 → 5.
		const s = three();
		expect(reduce(s, escape([{ id: 'p1', level: 4 }]))).toEqual({
			refusal: 'locke/interference_too_low',
			params: { level: 4, escape: 4 }
		});
		const synced = apply(
			s,
			escape([
				{ id: 'p1', level: 4 },
				{ id: 'p3', level: 2 }
			])
		);
		expect(combatant(synced.combat!, 'p3')!.hand).toBe(6);
		expect(
			refusalOf(
				s,
				escape([
					{ id: 'p1', level: 4 },
					{ id: 'p3', level: 4 }
				])
			)
		).toBe('locke/interference_sync_level');
	});

	it('only a C-card teleport can be interfered with; the escaper cannot interfere with itself', () => {
		const s = three();
		expect(refusalOf(s, escape([{ id: 'p1', level: 5 }], 'ability'))).toBe('locke/interference_needs_card');
		expect(refusalOf(s, escape([{ id: 'p2', level: 5 }]))).toBe('locke/interference_who');
	});

	it('a card spent outside one’s own turn (a failed first try, a reaction) is recorded for any combatant', () => {
		const s = three();
		const after = apply(
			s,
			ev('locke/cardPlayed', {
				who: ref('p3'),
				kind: 'defence',
				level: 2,
				espSpent: 2,
				note: '',
				reaction: true
			})
		);
		expect(combatant(after.combat!, 'p3')!.hand).toBe(6);
		expect(after.combat!.turnFlags.main).toBe(false);
		expect(currentActor(after.combat!)).toBe('p2');
	});
});

describe('§4.1 パーティーを組む: 情報カードを3枚分集めたキャラクター(パーティー)', () => {
	it('a party’s info cards count together for the end of the planet phase', () => {
		let s = playingState();
		s = apply(
			s,
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'infoCards', by: 2, reason: 'other' }),
			ev('locke/characterAdjusted', { who: ref('p3'), field: 'infoCards', by: 1, reason: 'other' })
		);
		expect(planetPhaseCanEnd(s)).toBe(false);
		const party = apply(s, ev('locke/partyFormed', { party: 'P1', members: [ref('p1'), ref('p3')] }));
		expect(planetPhaseCanEnd(party)).toBe(true);
	});
});

describe('§4.1 治療は、同じマスのキャラクターの耐久力を1回復させる行動である。治療では精神力を回復させることはできない', () => {
	it('治療 gives back 1 endurance, and nothing else', () => {
		const hurt = apply(
			playingState(),
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 2, reason: 'other' })
		);
		const treated = apply(
			hurt,
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: -1, reason: 'treat' })
		);
		expect(c(treated, 'p1').damage).toBe(1);
		expect(
			refusalOf(hurt, ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: -2, reason: 'treat' }))
		).toBe('locke/treat_one_endurance');
		expect(
			refusalOf(hurt, ev('locke/characterAdjusted', { who: ref('p1'), field: 'mental', by: 1, reason: 'treat' }))
		).toBe('locke/treat_one_endurance');
	});
});

describe('deck out: a house rule (not in the seed), and the deck recounted mid-combat', () => {
	it('on (the default of a game recorded before rulesChosen) the combat ends when the deck cannot supply; off, the deal is refused until the deck is recounted', () => {
		const short = apply(playingState('legacy'), combatStarted(['p2', 'p1', 'p3'], 10));
		const ended = apply(short, handsDealt(short));
		expect(ended.combat).toBeNull();
		expect(ended.lastCombat).toMatchObject({ reason: 'deck_out', owed: 21, available: 10 });

		const off = apply(playingState('legacy'), deckOutChosen(false), combatStarted(['p2', 'p1', 'p3'], 10));
		expect(deckOutEnds(envOf(off).readings)).toBe(false);
		expect(lockeCommands.dealHands(off, {}, noTables)).toEqual({
			refusal: 'locke/deck_short',
			params: { owed: 21, deck: 10 }
		});
		expect(refusalOf(off, { ...handsDealt(off), payload: { ...handsDealt(off).payload, outcome: 'dealt' } })).toBe(
			'locke/deck_short'
		);
		const recounted = apply(off, ev('locke/deckCounted', { cards: 40 }));
		const dealt = apply(recounted, handsDealt(recounted));
		expect(dealt.combat).toMatchObject({ step: 'initiative', deck: 19 });
	});

	it('the house rule is the open point deck_out_deal: a new game reads it off, a choice turns it on and the deal then ends the combat', () => {
		const fresh = playingState();
		expect(envOf(fresh).readings.deck_out_deal).toEqual({ reading: 'recount' });
		const on = apply(fresh, deckOutChosen(true), combatStarted(['p2', 'p1', 'p3'], 10));
		expect(deckOutEnds(envOf(on).readings)).toBe(true);
		expect(apply(on, handsDealt(on)).lastCombat).toMatchObject({ reason: 'deck_out', owed: 21, available: 10 });
	});

	it('an old log’s locke/deckOutRuleSet folds as the core choice of the same reading; a legacy game keeps the rule on until the group chooses', () => {
		expect(locke.upgrade({ type: 'locke/deckOutRuleSet', payload: { ends: false } })).toEqual({
			type: 'session/readingsChosen',
			payload: { choices: { deck_out_deal: { reading: 'recount' } } }
		});
		expect(locke.upgrade({ type: 'locke/deckOutRuleSet', payload: { ends: true } })).toEqual(deckOutChosen(true));
		// A legacy log implies the rule; choosing the default still wins over it.
		const legacy = playingState('legacy');
		expect(deckOutEnds(envOf(legacy).readings)).toBe(true);
		const chosenOff = apply(legacy, { type: 'locke/deckOutRuleSet', payload: { ends: false } });
		expect(deckOutEnds(envOf(chosenOff).readings)).toBe(false);
		expect(deckOutEnds(envOf(apply(chosenOff, deckOutChosen(true))).readings)).toBe(true);
		// A game set up today (rulesChosen) implies nothing.
		expect(locke.impliedReadings?.(playingState())).toBeUndefined();
	});
});

describe('§3.3 勝利宣言とは、自分の通常ターンに行える支援行動である (§5 支援行動では、勝利宣言以外…)', () => {
	it('a declaration during a combat is refused', () => {
		const s = apply(playingState(), combatStarted(['p1', 'p2']));
		expect(refusalOf(s, ev('locke/victoryDeclared', { who: ref('p1'), solo: false, blackHole: false }))).toBe(
			'locke/declare_in_combat'
		);
	});

	it('a base defender (EVIL silhouette) does not destroy a key point', () => {
		let s = apply(playingState(), ev('locke/planetCardsCounted', { faceUpOrDestroyed: 36 }));
		s = apply(s, ev('locke/planetPhaseEnded', { placedPlanetCards: 10, goodSpecialSilhouettes: 3, inside: ['p1'] }));
		expect(refusalOf(s, ev('locke/keyPointDestroyed', { by: ref('p2') }))).toBe('locke/defender_cannot_destroy');
		expect(apply(s, ev('locke/keyPointDestroyed', { by: ref('p1') })).game.keyPointsDestroyed).toBe(1);
	});

	it('単独勝利宣言は自分以外の全てのキャラクターが死亡している…場合: read as the game end reads 「全てのキャラクター」 — a living NPC does not count (issue 22 point 8; it used to)', () => {
		let s = apply(playingState(), npc('n1', '警官'));
		for (const id of ['p1', 'p2', 'p3']) s = apply(s, ev('locke/statusSet', { who: ref(id), status: 'dead' }));
		s = { ...s, game: { ...s.game, current: 'p5' } };
		const solo = ev('locke/victoryDeclared', { who: ref('p5'), solo: true, blackHole: false });
		expect(refusalOf(s, solo)).toBe('locke/solo_others_alive');
		const npcAlive = apply(s, ev('locke/statusSet', { who: ref('p4'), status: 'dead' }));
		expect(isRefusal(reduce(npcAlive, solo))).toBe(false);
	});
});

describe('§3.2 EVILの勝利宣言を行ったキャラクターが1000ターン生存し続けた時', () => {
	it('each opposed EVIL declarer has its own clock; one stops when its declarer dies, the other runs on', () => {
		const declareOpposed = (st: LockeState, who: string) =>
			apply(
				{ ...st, game: { ...st.game, current: who } },
				ev('locke/victoryDeclared', { who: ref(who), solo: false, blackHole: false }),
				ev('locke/declarationOpposed', { by: ref('p1') }),
				ev('locke/declarationClosed', { objections: 1 })
			);
		let s = declareOpposed(declareOpposed(playingState(), 'p2'), 'p4');
		expect(s.game.evilClocks).toEqual([
			{ declarer: 'p2', turns: 0 },
			{ declarer: 'p4', turns: 0 }
		]);
		s = apply(s, ev('locke/statusSet', { who: ref('p2'), status: 'dead' }));
		s = apply({ ...s, game: { ...s.game, current: 'p1' } }, ev('locke/turnEnded', { who: ref('p1'), next: ref('p3') }));
		expect(s.game.evilClocks).toEqual([{ declarer: 'p4', turns: 1 }]);
	});
});

describe('§3.1 多い方のキャラクターはシルエットを変更することができる → もう一度トランプを配る', () => {
	it('the fix-up is recorded stage by stage: the larger side may change, then the redeal, then unresolved', () => {
		// Two EVIL sheets, but only ナガト wears an EVIL silhouette: the defenders are short.
		let s = apply(
			setupState(),
			ev('locke/silhouetteChosen', {
				who: ref('p4'),
				silhouette: { name: 'ライオット', alignment: 'GOOD' },
				rank: null
			})
		);
		expect(rebalance(s)?.action).toBe('larger_side_may_change');
		expect(refusalOf(s, ev('locke/rebalanceStepped', { stage: 'after_redeal' }))).toBe('locke/rebalance_not_due');
		s = apply(s, ev('locke/rebalanceStepped', { stage: 'after_change' }));
		expect(rebalance(s)?.action).toBe('redeal_to_larger_side');
		s = apply(s, ev('locke/rebalanceStepped', { stage: 'after_redeal' }));
		expect(rebalance(s)?.action).toBe('unresolved');
		expect(refusalOf(s, ev('locke/rebalanceStepped', { stage: 'after_redeal' }))).toBe('locke/rebalance_not_due');
	});
});

describe('§5.4 戦闘からの離脱が確定した場合、1D6歩の移動を行う', () => {
	it('one who escaped is remembered for the reminder until the next normal turn ends', () => {
		let s = combatAtTurns(playingState(), ['p2', 'p1', 'p3']);
		s = apply(
			s,
			attack('p2', 'p1', { defence: { kind: 'escape', level: 4, via: 'card', espSpent: 4 }, outcome: 'escaped' })
		);
		expect(s.leaving).toEqual(['p1']);
		s = apply(allTurns(s), ev('locke/combatEnded', { note: '' }));
		expect(s.leaving).toEqual(['p1']);
		// (the planet phase passes over ナガト's EVIL silhouette)
		s = apply(s, ev('locke/turnEnded', { who: ref('p1'), next: ref('p3') }));
		expect(s.leaving).toEqual([]);
	});
});

describe('§4.1 発生させられるのは主要行動が「移動/テレポート移動」「パス」の人間だけ', () => {
	it('another main action cannot start a combat, unless a same-name, same-alignment silhouette is there (自動的に戦闘が発生する)', () => {
		const s = playingState();
		const start = (ids: string[]) => ({
			...combatStarted(ids),
			payload: { ...combatStarted(ids).payload, trigger: 'other' as const }
		});
		expect(refusalOf(s, start(['p1', 'p3']))).toBe('locke/combat_start_not_allowed');
		expect(
			isRefusal(reduce(s, { ...start(['p1', 'p3']), payload: { ...start(['p1', 'p3']).payload, trigger: 'move' } }))
		).toBe(false);
		const twin = apply(
			s,
			ev('locke/silhouetteChosen', { who: ref('p3'), silhouette: { name: 'ロック1', alignment: 'GOOD' }, rank: null })
		);
		expect(isRefusal(reduce(twin, start(['p1', 'p3'])))).toBe(false);
	});
});

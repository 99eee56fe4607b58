/**
 * Issue 22's rule points: a second read of seed `000_58be46e88111c317.txt` beside the code. Each
 * test quotes the sentence it checks and folds through the real reducer (and commands).
 */
import { describe, expect, it } from 'vitest';
import { TestSession } from '$tests/factories/session.svelte';
import { atPerimeter, combatant, mostInfoCards } from '../derive';
import type { LockeState } from '../state';
import { locke } from '..';
import { initialLockeState } from '../state';
import { CHARACTERS } from '../data/characters';
import { tableHash } from '$lib/core/tables';
import {
	adopted,
	apply,
	attack,
	attackIntent,
	combatAtTurns,
	combatStarted,
	fromTable,
	handsDealt,
	npc,
	playingState,
	printed,
	ref,
	roll,
	roundEnded,
	rulesChosen,
	setupState,
	testDamage,
	testDamageTableWithout,
	total,
	turnEnded
} from '../../../../../tests/factories/locke';
import { c, ev, refusalOf } from '../../../../../tests/factories/locke-reduce';

/** ナガト (p2) first, then ロック1 (p1), then ライザ (p3). */
const three = (state: LockeState = playingState()) => combatAtTurns(state, ['p2', 'p1', 'p3']);
const escape = { kind: 'escape' as const, level: 4, via: 'ability' as const, espSpent: 0 };
const block = { kind: 'defence' as const, level: 4, via: 'ability' as const, espSpent: 0 };

describe('1. 防御不可 and 逃避不可 are separate markings (§5.3, §5.4)', () => {
	it('§5.3 「防御が不可能と記載された攻撃を防御することも出来ない」: a 防御不可 attack is not defended, but may be escaped', () => {
		// Arrange
		const s = three();
		// Act
		const escaped = apply(s, attack('p2', 'p1', { undefendable: true, defence: escape, outcome: 'escaped' }));
		// Assert
		expect(combatant(escaped.combat!, 'p1')!.state).toBe('escaped');
		expect(refusalOf(s, attack('p2', 'p1', { undefendable: true, defence: block, outcome: 'blocked' }))).toBe(
			'locke/undefendable'
		);
	});

	it('§5.4 「逃避が不可能と記載された攻撃を防御することも出来ない」: a 逃避不可 attack is not escaped, but may be defended; both markings leave neither', () => {
		const s = three();
		expect(refusalOf(s, attack('p2', 'p1', { unescapable: true, defence: escape, outcome: 'escaped' }))).toBe(
			'locke/unescapable'
		);
		const blocked = apply(s, attack('p2', 'p1', { unescapable: true, defence: block, outcome: 'blocked' }));
		expect(combatant(blocked.combat!, 'p1')!.maintained).toBe(4);
		const both = { undefendable: true, unescapable: true };
		expect(refusalOf(s, attack('p2', 'p1', { ...both, defence: escape, outcome: 'escaped' }))).toBe(
			'locke/unescapable'
		);
		expect(refusalOf(s, attack('p2', 'p1', { ...both, defence: block, outcome: 'blocked' }))).toBe(
			'locke/undefendable'
		);
	});

	it('the attack command records each marking as the screen sends it', async () => {
		const session = new TestSession(locke, { state: three() });
		await session.dispatch('attack', attackIntent({ undefendable: true, defence: escape }));
		expect(session.events[0]!.payload).toMatchObject({ undefendable: true, unescapable: false, outcome: 'escaped' });
	});
});

describe('11. the deck-out rule is not in the seed: a new game starts with it off', () => {
	// §5 ラウンド終了フェイズ 「2.戦闘継続チェック 以下の条件のうち、いずれか1つでも満たされている場合、戦闘が
	// 終了する。・このラウンド中に攻撃行動が行われていない・戦闘を続ける意思のあるものがいない・戦闘に参加
	// している対象が1体(障害含む)以下」: no empty deck among them.
	it('the first action of a new session records the rules, the house rule off; a short deck is then recounted, not the end', async () => {
		// Arrange
		const s = new TestSession(locke, { state: initialLockeState() });
		const c = CHARACTERS.find((x) => x.id === 'locke-1')!;
		// Act
		await s.dispatch('addCharacter', {
			player: 'あかり',
			name: c.name.ja,
			builtinId: c.id,
			alignment: 'GOOD',
			isL: true,
			espLevel: c.espLevel,
			espPower: c.espPower,
			endurance: c.endurance,
			mental: c.mental,
			minions: 0,
			silhouette: null
		});
		// Assert
		expect(s.groups[0]!.map((e) => e.type)).toEqual(['locke/rulesChosen', 'locke/characterAdded']);
		expect(s.events[0]!.payload).toEqual({ edition: 2, deckOutEnds: false });
		expect(s.state).toMatchObject({ deckOutEnds: false, rulesEdition: 2 });
		const short = new TestSession(locke, { state: apply(playingState(), combatStarted(['p1', 'p2', 'p3'], 10)) });
		expect(await short.dispatch('dealHands', {})).toMatchObject({ refusal: 'locke/deck_short' });
	});

	it('a game recorded before keeps what it had: the house rule on, the combat ends on a short deck', () => {
		const old = apply(setupState('legacy'), {
			type: 'locke/gameStarted',
			payload: { first: { id: 'p1', name: 'ロック1' }, override: false }
		});
		expect(old).toMatchObject({ deckOutEnds: true, rulesEdition: 1 });
		const short = apply(old, combatStarted(['p1', 'p2', 'p3'], 10));
		expect(apply(short, handsDealt(short)).lastCombat).toMatchObject({ reason: 'deck_out' });
	});

	it('the rules are recorded once, at the start: later they are refused', () => {
		expect(refusalOf(playingState('legacy'), rulesChosen())).toBe('locke/rules_chosen_late');
		expect(refusalOf(setupState(), rulesChosen())).toBe('locke/rules_chosen_late');
	});
});

describe('3. the secret-base perimeter (§4.2)', () => {
	/** The base phase with ロック1 (p1, the turn holder) and エルミ (p5) waiting around the base, ライザ (p3) inside. */
	const base = (rules: 'seed' | 'legacy' = 'seed') =>
		apply(
			playingState(rules),
			ev('locke/characterAdjusted', { who: ref('p3'), field: 'damage', by: 2, reason: 'other' }),
			ev('locke/planetCardsCounted', { faceUpOrDestroyed: 36 }),
			ev('locke/planetPhaseEnded', { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: ['p2', 'p3', 'p4'] })
		);

	it('「秘密基地周辺にいるキャラクターは…侵入判定・回復以外の行動を行うことができない」: no key point, declaration, party or combat', () => {
		const s = base();
		const why = 'locke/perimeter_only';
		expect(refusalOf(s, ev('locke/keyPointDestroyed', { by: ref('p1') }))).toBe(why);
		expect(refusalOf(s, ev('locke/victoryDeclared', { who: ref('p1'), solo: false, blackHole: false }))).toBe(why);
		expect(refusalOf(s, ev('locke/partyFormed', { party: 'P1', members: [ref('p3'), ref('p5')] }))).toBe(why);
		expect(refusalOf(s, combatStarted(['p3', 'p5']))).toBe(why);
		// What they may do: the infiltration check, and recovery.
		const tried = apply(s, ev('locke/infiltrationChecked', { who: ref('p1'), target: 6, roll: total(12) }));
		expect(tried.game.infiltration.p1).toMatchObject({ failures: 1 });
		const tired = apply(s, ev('locke/characterAdjusted', { who: ref('p1'), field: 'mental', by: -1, reason: 'other' }));
		const rested = apply(
			tired,
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'mental', by: 1, reason: 'recover' })
		);
		expect(c(rested, 'p1').mentalLost).toBe(0);
	});

	it('「したがって、秘密基地周辺にいるキャラクターは治療を行うことができない」: the holder there treats no one, and no one treats one there', () => {
		const s = base();
		const treat = (id: string) =>
			ev('locke/characterAdjusted', { who: ref(id), field: 'damage', by: -1, reason: 'treat' });
		expect(refusalOf(s, treat('p3'))).toBe('locke/perimeter_only');
		// Once ロック1 is inside, it treats ライザ; エルミ, still outside, is not treated.
		const inside = apply(s, ev('locke/infiltrationChecked', { who: ref('p1'), target: 6, roll: total(3) }));
		expect(c(apply(inside, treat('p3')), 'p3').damage).toBe(1);
		const hurt = apply(
			inside,
			ev('locke/characterAdjusted', { who: ref('p5'), field: 'damage', by: 1, reason: 'other' })
		);
		expect(refusalOf(hurt, treat('p5'))).toBe('locke/perimeter_only');
	});

	it('such characters are not offered for a combat, and a game recorded before keeps folding as it was', () => {
		expect(atPerimeter(base(), 'p5')).toBe(true);
		expect(atPerimeter(base(), 'p3')).toBe(false);
		const old = base('legacy');
		expect(apply(old, ev('locke/keyPointDestroyed', { by: ref('p1') })).game.keyPointsDestroyed).toBe(1);
	});
});

describe('4. one infiltration check per turn (§4.2)', () => {
	const base = () =>
		apply(
			playingState(),
			ev('locke/planetCardsCounted', { faceUpOrDestroyed: 36 }),
			ev('locke/planetPhaseEnded', { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: ['p2', 'p3', 'p4'] })
		);

	it('「侵入判定(主要行動)」「失敗した場合、次回の同判定の目標値に+1される」: a failure raises the next turn’s target, not a second try now', async () => {
		// Arrange: ロック1 (ESP level 6) fails at 6
		const s = new TestSession(locke, { state: base() });
		await s.dispatch('checkInfiltration', { who: 'p1', roll: total(9) });
		// Act: another try in the same turn
		const again = await s.dispatch('checkInfiltration', { who: 'p1', roll: total(7) });
		// Assert
		expect(again).toMatchObject({ refusal: 'locke/infiltration_once_per_turn' });
		expect(s.state.game.infiltration.p1).toEqual({ failures: 1, status: 'outside' });
		// Round the table back to ロック1: its next check is at 7.
		for (let turn = 0; turn < 5; turn++) await s.dispatch('endTurn', { who: s.state.game.current! });
		expect(s.state.game.current).toBe('p1');
		await s.dispatch('checkInfiltration', { who: 'p1', roll: total(7) });
		expect(s.events.at(-1)!.payload).toMatchObject({ target: 7 });
		expect(s.state.game.infiltration.p1).toEqual({ failures: 1, status: 'inside' });
	});
});

describe('5. 実はそこにいた is round 1 only (§5)', () => {
	it('「なお、このフェイズは2ターン目以降はキャラクターの登場フェイズとなる」: from round 2 its chart and its join are refused; an arrival is not', () => {
		// Arrange: round 2 of a combat of ナガト and ロック1
		let s = combatAtTurns(playingState(), ['p2', 'p1']);
		s = apply(s, attack('p2', 'p1', { damage: printed(roll(1, 1), 0) }), turnEnded('p2'), turnEnded('p1'));
		s = apply(s, roundEnded(s));
		expect(s.combat).toMatchObject({ round: 2, step: 'opening' });
		// Act / Assert
		const chart = ev('locke/chartRolled', {
			chart: 'sokoni',
			who: ref('p3'),
			roll: total(7),
			source: 'printed',
			hash: null,
			text: '登場',
			value: null
		});
		expect(refusalOf(s, chart)).toBe('locke/sokoni_round_one');
		expect(refusalOf(s, ev('locke/combatantJoined', { who: ref('p3'), via: 'sokoni', reviveDamage: null }))).toBe(
			'locke/sokoni_round_one'
		);
		const arrived = apply(s, ev('locke/combatantJoined', { who: ref('p3'), via: 'entered', reviveDamage: null }));
		expect(combatant(arrived.combat!, 'p3')).toMatchObject({ state: 'in', joinedRound: 2 });
		// In round 1 it is the phase's own check.
		const first = apply(playingState(), combatStarted(['p1', 'p2']));
		expect(apply(first, chart).combat!.charts).toHaveLength(1);
	});
});

describe('6. the silhouette fix-up comes before the start (§3.1)', () => {
	it('「多い方のキャラクターはシルエットを変更することができる」…「全てのキャラクターとシルエットが決定したら…惑星編に移る」: no start while the fix-up is due', () => {
		// Arrange: ライオット (EVIL) shows a GOOD silhouette: one defender against two EVIL sheets dealt
		const s = apply(
			setupState(),
			ev('locke/silhouetteChosen', { who: ref('p4'), silhouette: { name: 'ラン', alignment: 'GOOD' }, rank: null })
		);
		const start = ev('locke/gameStarted', { first: ref('p1'), override: true });
		// Act / Assert: the change first, then the redeal
		expect(refusalOf(s, start)).toBe('locke/rebalance_pending');
		const changed = apply(s, ev('locke/rebalanceStepped', { stage: 'after_change' }));
		expect(refusalOf(changed, start)).toBe('locke/rebalance_pending');
		// The redeal gives ライオット a 10: its own alignment's silhouette; the sides are even and the game starts.
		const fixed = apply(
			changed,
			ev('locke/silhouetteChosen', { who: ref('p4'), silhouette: { name: 'ライオット', alignment: 'EVIL' }, rank: 10 })
		);
		expect(apply(fixed, start).game.phase).toBe('planet');
		// A game recorded before started regardless.
		const old = apply(
			setupState('legacy'),
			ev('locke/silhouetteChosen', { who: ref('p4'), silhouette: { name: 'ラン', alignment: 'GOOD' }, rank: null })
		);
		expect(apply(old, start).game.phase).toBe('planet');
	});
});

describe('8. 「全てのキャラクター」 is read one way (§3.2, §3.3)', () => {
	it('「単独勝利宣言は自分以外の全てのキャラクターが死亡している…場合にのみ」 counts the characters 「全てのキャラクターが死亡した時」 counts: the players’, not a living NPC', () => {
		// Arrange: every player but エルミ (SPECIAL) dead; a police officer (an NPC) lives
		let s = apply(playingState(), npc('police', '警官'));
		for (const id of ['p2', 'p3', 'p4']) s = apply(s, ev('locke/statusSet', { who: ref(id), status: 'dead' }));
		s = apply(s, ev('locke/turnEnded', { who: ref('p1'), next: ref('p5') }));
		s = apply(s, ev('locke/statusSet', { who: ref('p1'), status: 'dead' }));
		// Act
		const solo = apply(s, ev('locke/victoryDeclared', { who: ref('p5'), solo: true, blackHole: false }));
		// Assert: accepted, as the game end with the officer alive is (the same reading)
		expect(solo.game.declaration).toMatchObject({ declarer: 'p5', solo: true });
		const allDead = apply(
			s,
			ev('locke/statusSet', { who: ref('p5'), status: 'dead' }),
			ev('locke/gameEnded', { kind: 'all_dead' })
		);
		expect(allDead.game.end).toEqual({ kind: 'all_dead' });
		// A living player still blocks it.
		const alive = apply(
			playingState(),
			npc('police', '警官'),
			ev('locke/turnEnded', { who: ref('p1'), next: ref('p3') }),
			ev('locke/turnEnded', { who: ref('p3'), next: ref('p5') })
		);
		expect(refusalOf(alive, ev('locke/victoryDeclared', { who: ref('p5'), solo: true, blackHole: false }))).toBe(
			'locke/solo_others_alive'
		);
	});
});

describe('9. the combat-start exception involves the turn holder (§4.1)', () => {
	it('「自分と同名かつ同アライメントのシルエットを持つ人間が存在した場合…自動的に戦闘が発生する」: 自分 is the turn holder, not any pair', () => {
		// Arrange: ロック1 (p1) holds the turn. ナガト (p2) wears ライザ's own silhouette (ライザ, GOOD): a pair, but not the holder's.
		const notMine = apply(
			playingState(),
			ev('locke/silhouetteChosen', { who: ref('p2'), silhouette: { name: 'ライザ', alignment: 'GOOD' }, rank: null })
		);
		const start = (ids: string[]) =>
			ev('locke/combatStarted', {
				id: 'c9',
				square: '',
				participants: ids.map((id) => ref(id)),
				deck: 86,
				trigger: 'other'
			});
		// Act / Assert
		expect(refusalOf(notMine, start(['p1', 'p2', 'p3']))).toBe('locke/combat_start_not_allowed');
		// ライザ (p3) wears ロック1's own silhouette (ロック1, GOOD): it starts by itself.
		const mine = apply(
			notMine,
			ev('locke/silhouetteChosen', { who: ref('p3'), silhouette: { name: 'ロック1', alignment: 'GOOD' }, rank: null })
		);
		expect(apply(mine, start(['p1', 'p3'])).combat).toMatchObject({ id: 'c9' });
	});
});

describe('10. 回復 is one point (§4.1)', () => {
	it('「回復は、自分の耐久力または精神力を1回復させる行動である」: a recorded recovery of −3 damage or +5 ESP power is refused', () => {
		// Arrange: ロック1 has taken 4 damage and spent 10 ESP power
		const s = apply(
			playingState(),
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: 4, reason: 'other' }),
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'espPower', by: -10, reason: 'other' })
		);
		const recover = (field: 'damage' | 'espPower' | 'mental', by: number) =>
			ev('locke/characterAdjusted', { who: ref('p1'), field, by, reason: 'recover' });
		// Act / Assert
		expect(refusalOf(s, recover('damage', -3))).toBe('locke/recover_one_point');
		expect(refusalOf(s, recover('espPower', 5))).toBe('locke/recover_one_point');
		// A game recorded before rulesChosen recorded heals as 回復: its log folds as it did.
		const legacy = playingState('legacy');
		const healed = apply(
			legacy,
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'espPower', by: -10, reason: 'other' }),
			recover('espPower', 5)
		);
		expect(c(healed, 'p1').espPower).toBe(c(legacy, 'p1').espPower - 5);
		expect(c(apply(s, recover('damage', -1)), 'p1').damage).toBe(3);
		// The GM's correction is not a 回復.
		expect(
			c(apply(s, ev('locke/characterAdjusted', { who: ref('p1'), field: 'damage', by: -3, reason: 'other' })), 'p1')
				.damage
		).toBe(1);
	});

	it('an older screen’s held mental stepper (+3 recorded as 回復) reads as the correction it was, so old logs still fold', () => {
		const old = {
			type: 'locke/characterAdjusted',
			payload: { who: ref('p1'), field: 'mental', by: 3, reason: 'recover' }
		};
		expect(locke.upgrade(old)).toEqual({ ...old, payload: { ...old.payload, reason: 'other' } });
		const tired = apply(
			playingState('legacy'),
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'mental', by: -3, reason: 'other' })
		);
		expect(c(apply(tired, old), 'p1').mentalLost).toBe(0);
		expect(locke.upgrade({ ...old, payload: { ...old.payload, field: 'damage', by: -3 } }).payload).toMatchObject({
			reason: 'recover'
		});
	});
});

describe('12. dead holders’ info cards (open point dead_info_cards, default: living holders)', () => {
	it('「情報カードを3枚分集めたキャラクター(パーティー)がいる」: a dead holder’s cards do not end the planet phase', () => {
		// Arrange: ナガト holds 3 info cards, then dies
		const s = apply(
			playingState(),
			ev('locke/characterAdjusted', { who: ref('p2'), field: 'infoCards', by: 3, reason: 'other' }),
			ev('locke/statusSet', { who: ref('p2'), status: 'dead' })
		);
		const end = ev('locke/planetPhaseEnded', { placedPlanetCards: 20, goodSpecialSilhouettes: 3, inside: [] });
		// Act / Assert
		expect(mostInfoCards(s)).toBe(0);
		expect(mostInfoCards(s, 'all')).toBe(3);
		expect(refusalOf(s, end)).toBe('locke/planet_phase_not_over');
		// A living holder ends it; a game recorded before counted every holder, and still does.
		const alive = apply(
			s,
			ev('locke/characterAdjusted', { who: ref('p1'), field: 'infoCards', by: 3, reason: 'other' })
		);
		expect(apply(alive, end).game.phase).toBe('base');
		const old = apply(
			playingState('legacy'),
			ev('locke/characterAdjusted', { who: ref('p2'), field: 'infoCards', by: 3, reason: 'other' }),
			ev('locke/statusSet', { who: ref('p2'), status: 'dead' })
		);
		expect(apply(old, end).game.phase).toBe('base');
	});
});

describe('14. a missing damage-table column is never a neighbour (§5.1)', () => {
	it('「攻撃の火力をその値で割る(端数切捨て)。その結果に対応する表(損害判定表)を見て」: 18 ÷ 6 = 3 without a 3:1 column asks for the printed value', async () => {
		// Arrange: the group's table lacks 3:1; ナガト's 火力 18 against ロック1's 6
		const table = testDamageTableWithout(3);
		const s = new TestSession(locke, { state: three(), library: { 'locke/damage': table } });
		const intent = attackIntent({ power: { kind: 'firepower', value: 18 } });
		// Act
		const asked = s.preview('attack', { ...intent, roll: null });
		const rolled = s.preview('attack', intent);
		// Assert: the column named before and after the roll; nothing read from 2:1
		expect(asked).toMatchObject({
			refusal: 'locke/damage_required',
			params: { column: 3, missing: '3:1', need: 'roll' }
		});
		expect(rolled).toMatchObject({
			refusal: 'locke/damage_required',
			params: { column: 3, missing: '3:1', need: 'value' }
		});
		await s.dispatch('attack', { ...intent, typed: 2 });
		expect(s.events.at(-1)!.payload).toMatchObject({ damage: { value: 2, source: 'printed', hash: null } });
		expect(s.state.combat!.last!.lines[0]).toMatchObject({ ratio: 3, value: 2 });
	});

	it('the reducer refuses a read of the neighbour recorded as the table’s (a game set up today), and keeps an older game’s', () => {
		const table = testDamageTableWithout(3);
		const read = fromTable(roll(3, 4), testDamage(2, 7), tableHash(table));
		const hit = attack('p2', 'p1', { firepower: 18, declared: 6, damage: read });
		expect(refusalOf(apply(three(), adopted(table)), hit)).toBe('locke/table_column_missing');
		const old = apply(three(playingState('legacy')), adopted(table));
		expect(apply(old, hit).combat!.last!.lines[0]!.value).toBe(testDamage(2, 7));
	});
});

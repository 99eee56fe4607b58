/**
 * The attack (「アタック」) in the seed's order — range, guard, イノセンス, the check, value against
 * P-def / M-def, retire or fail — and the カウンター / 切り返し that may answer a failure.
 * Seed `002_4ee8704b5658c46e.txt`.
 */
import { isRefusal, refuse, type Refusal } from '$lib/core/events';
import type { Readings } from '$lib/core/readings';
import {
	attackAbility,
	attackRange,
	attackSucceeds,
	checkResult,
	defenceAgainst,
	guardsFor,
	inRange,
	parseCheck,
	targetsInReach,
	reactionLine,
	slotRow,
	type Check,
	type CheckOutcome,
	type Reaction
} from '../rules';
import { retire } from './field';
import {
	negativeReading,
	other,
	setting,
	withSlot,
	type Character,
	type LastAttack,
	type Payload,
	type PgtState
} from './state';

type CheckFields = {
	check: string;
	faces: number[];
	fumbleAtOrBelow: number;
	criticalFaces: number[];
	conflictAs: 'critical' | 'fumble' | null;
};

/**
 * Reads a recorded check: its kind and the value, or the refusal that keeps it out of the log.
 * The match's readings apply: `conflict_choice` (a fixed reading of fumble + critical, else the
 * turn player's choice recorded with the faces) and `negative_value` (below 0 kept, or 0).
 */
export function readCheck(
	state: PgtState,
	readings: Readings,
	p: CheckFields
): { kind: Check['kind']; value: number; outcome: CheckOutcome } | Refusal {
	let check: Check;
	try {
		check = parseCheck(p.check);
	} catch {
		return refuse('pgt/bad_check', { text: p.check });
	}
	// 「最大n個までのサイコロを振り」: up to n dice, never more.
	if (p.faces.length > check.dice) return refuse('pgt/too_many_faces', { dice: check.dice, faces: p.faces.length });
	const fixed = setting(state, readings, 'conflict_choice');
	const result = checkResult(p.faces, check.modifier, {
		fumbleAtOrBelow: p.fumbleAtOrBelow,
		criticalFaces: p.criticalFaces,
		conflictAs: fixed === 'critical' || fixed === 'fumble' ? fixed : p.conflictAs,
		negative: negativeReading(state, readings)
	});
	if (result.value === null) return refuse('pgt/conflict_unresolved');
	const value = result.value;
	return { kind: check.kind, value, outcome: result.outcome };
}

/**
 * イノセンス, カウンター and 切り返し are abilities on the answering character's card: a line of
 * it must name the ability, unless the players declared it (a card typed in other words).
 */
function reactionRefusal(c: Character, reaction: Reaction, declared: boolean | undefined): Refusal | null {
	return declared || reactionLine(c.abilities, reaction) ? null : refuse('pgt/not_on_card', { ability: reaction });
}

export function attackResolved(
	state: PgtState,
	p: Payload<'pgt/attackResolved'>,
	readings: Readings
): PgtState | Refusal {
	if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
	// 「各ターンではターンプレイヤーの側が1回だけアタックを行うことができます」.
	if (state.attackedThisTurn) return refuse('pgt/second_attack');
	const side = state.turn;
	const foe = other(side);
	const attacker = state.fields[side][p.attacker];
	if (!attacker) return refuse('pgt/empty_slot', { slot: p.attacker });
	// 「アタックを行うキャラはアンタップ状態のキャラでなくてはならず」.
	if (attacker.tapped) return refuse('pgt/attacker_tapped', { slot: p.attacker });
	// The line is an A: line of the attacker's card; the recorded check is its kind, and the range its own.
	const line = attacker.abilities.includes(p.ability) ? attackAbility(p.ability) : null;
	if (!line) return refuse('pgt/no_such_ability');
	let kind: 'P' | 'M';
	try {
		const k = parseCheck(p.check).kind;
		if (k === null) return refuse('pgt/not_an_attack', { text: p.check });
		kind = k;
	} catch {
		return refuse('pgt/bad_check', { text: p.check });
	}
	if (kind !== line.check.kind || p.range !== attackRange(line)) return refuse('pgt/record_mismatch');
	if (!state.fields[foe][p.target]) return refuse('pgt/empty_slot', { slot: p.target });
	if (!targetsInReach(state.fields[foe], p.attacker, p.range).includes(p.target))
		return refuse('pgt/out_of_range', { slot: p.target, range: p.range });
	if (p.guard !== null && !guardsFor(state.fields[foe], p.target).includes(p.guard))
		return refuse('pgt/guard_not_allowed', { slot: p.guard });

	const defenderSlot = p.guard ?? p.target;
	let defender = state.fields[foe][defenderSlot] as Character;
	// Open point `face_down_guard`: a guard may stay face down, or must be turned face up to guard.
	if (p.guard !== null)
		defender = {
			...defender,
			tapped: true,
			faceUp: defender.faceUp || setting(state, readings, 'face_down_guard') === 'face-up-only'
		};
	// Using an ability turns the attacker face up (「必ず表向きにしなくてはなりません」) and taps it.
	const usedAttacker: Character = { ...attacker, faceUp: true, tapped: true };
	let next = withSlot(state, side, p.attacker, usedAttacker);
	const last = (o: Partial<LastAttack>): LastAttack => ({
		side,
		attacker: p.attacker,
		defender: defenderSlot,
		value: 0,
		outcome: 'normal',
		defence: 0,
		success: false,
		kind,
		returnOpen: false,
		declined: false,
		effect: false,
		innocence: null,
		answer: null,
		...o
	});

	// イノセンス: 「物理攻撃の攻撃対象になった時に…先にレンジ3の精神攻撃」, made by the attacked
	// character (the guard, when one guarded) face up; success voids the attack and retires the attacker.
	let innocence: LastAttack['innocence'] = null;
	if (p.innocence) {
		if (kind !== 'P') return refuse('pgt/innocence_physical_only');
		const no = reactionRefusal(defender, 'innocence', p.innocence.declared);
		if (no) return no;
		const r = readCheck(state, readings, p.innocence);
		if (isRefusal(r)) return r;
		if (r.kind !== 'M') return refuse('pgt/innocence_mental_only', { text: p.innocence.check });
		defender = { ...defender, faceUp: true };
		const innocenceDefence = defenceAgainst(usedAttacker, 'M');
		innocence = { value: r.value, defence: innocenceDefence, success: attackSucceeds(r.value, innocenceDefence) };
	}
	next = withSlot(next, foe, defenderSlot, defender);
	if (innocence?.success) {
		if (p.faces !== null) return refuse('pgt/attack_voided');
		next = { ...next, attackedThisTurn: true, step: 'after', lastAttack: last({ innocence }) };
		return retire(next, side, p.attacker);
	}
	if (p.faces === null) return refuse('pgt/no_faces');
	const r = readCheck(state, readings, { ...p, faces: p.faces });
	if (isRefusal(r)) return r;
	if (p.targetRevealed) defender = { ...defender, faceUp: true };
	next = withSlot(next, foe, defenderSlot, defender);
	const defence = defenceAgainst(defender, kind);
	const success = attackSucceeds(r.value, defence);
	// The attack is the battle phase; 戦闘後フェイズ follows it.
	next = {
		...next,
		attackedThisTurn: true,
		step: 'after',
		lastAttack: last({ value: r.value, outcome: r.outcome, defence, success, returnOpen: !success, innocence })
	};
	return success ? retire(next, foe, defenderSlot) : next;
}

/**
 * カウンター / 切り返し: after a failed attack the attacked character strikes back — カウンター with
 * 「レンジ1の物理攻撃」 against a physical attack, 切り返し with 「レンジ3の精神攻撃」 against a mental
 * one. 「その反撃が成功したらアタックを行ったキャラはリタイヤする」. The attacker is face up (it used an
 * ability), so its real defence counts; the answering character turns face up to use its ability.
 */
export function returnAttackResolved(
	state: PgtState,
	p: Payload<'pgt/returnAttackResolved'>,
	readings: Readings
): PgtState | Refusal {
	const last = state.lastAttack;
	if (state.phase !== 'turn' || !last || !last.returnOpen) return refuse('pgt/no_failed_attack');
	const physical = p.ability === 'counter';
	if ((physical ? 'P' : 'M') !== last.kind) return refuse('pgt/wrong_return_attack', { ability: p.ability });
	const side = other(last.side);
	const answerer = state.fields[side][last.defender];
	const attacker = state.fields[last.side][last.attacker];
	if (!answerer || !attacker) return refuse('pgt/empty_slot', { slot: answerer ? last.attacker : last.defender });
	const range = physical ? 1 : 3;
	if (!inRange(range, slotRow(last.defender), slotRow(last.attacker)))
		return refuse('pgt/out_of_range', { slot: last.attacker, range });
	const no = reactionRefusal(answerer, p.ability, p.declared);
	if (no) return no;
	const r = readCheck(state, readings, p);
	if (isRefusal(r)) return r;
	if (r.kind !== (physical ? 'P' : 'M')) return refuse('pgt/wrong_return_attack', { ability: p.ability });
	const defence = defenceAgainst(attacker, physical ? 'P' : 'M');
	const success = attackSucceeds(r.value, defence);
	let next = withSlot(state, side, last.defender, { ...answerer, faceUp: true });
	next = {
		...next,
		lastAttack: {
			...last,
			returnOpen: false,
			answer: { ability: p.ability, value: r.value, outcome: r.outcome, defence, success }
		}
	};
	return success ? retire(next, last.side, last.attacker) : next;
}

/**
 * 「反撃しない」: the attacked character lets the failed attack stand; the chance to answer it ends.
 * The ability named must be the one that could answer it (カウンター after P, 切り返し after M).
 */
export function returnAttackDeclined(state: PgtState, p: Payload<'pgt/returnAttackDeclined'>): PgtState | Refusal {
	const last = state.lastAttack;
	if (state.phase !== 'turn' || !last || !last.returnOpen) return refuse('pgt/no_failed_attack');
	if ((p.ability === 'counter' ? 'P' : 'M') !== last.kind)
		return refuse('pgt/wrong_return_attack', { ability: p.ability });
	return { ...state, lastAttack: { ...last, returnOpen: false, declined: true } };
}

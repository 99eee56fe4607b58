/**
 * An effect that attacks: 「発生した攻撃が精神攻撃で、攻撃対象となっていたキャラが切り返しの能力を
 * 持っている場合も同様に処理する。その結果にかかわらず効果の処理は終了する」 — a P/M check made by a
 * non-A: line has the attack's check and the same answer after a failure. It is not the turn's アタック
 * (「各ターンではターンプレイヤーの側が1回だけアタック」 is about A: lines): either player may use one,
 * the turn's attack stays to make, and there is no guard (a step of the アタック). Seed
 * `002_4ee8704b5658c46e.txt`.
 */
import { isRefusal, refuse, type Refusal } from '$lib/core/events';
import { attackSucceeds, defenceAgainst, effectAbility, effectRange, parseCheck, targetsInReach } from '../rules';
import type { Readings } from '$lib/core/readings';
import { readCheck } from './attack';
import { retire } from './field';
import { other, withSlot, type Payload, type PgtState } from './state';

export function effectAttackResolved(
	state: PgtState,
	p: Payload<'pgt/effectAttackResolved'>,
	readings: Readings
): PgtState | Refusal {
	if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
	const foe = other(p.side);
	const user = state.fields[p.side][p.user];
	if (!user) return refuse('pgt/empty_slot', { slot: p.user });
	// The line is an effect line of the user's card with a P/M check; the record is its check and range.
	const line = user.abilities.includes(p.ability) ? effectAbility(p.ability) : null;
	if (!line) return refuse('pgt/no_such_ability');
	let recorded;
	try {
		recorded = parseCheck(p.check);
	} catch {
		return refuse('pgt/bad_check', { text: p.check });
	}
	const written = line.check;
	if (
		recorded.kind !== written.kind ||
		recorded.dice !== written.dice ||
		recorded.modifier !== written.modifier ||
		p.range !== effectRange(line)
	)
		return refuse('pgt/record_mismatch');
	if (!state.fields[foe][p.target]) return refuse('pgt/empty_slot', { slot: p.target });
	if (!targetsInReach(state.fields[foe], p.user, p.range).includes(p.target))
		return refuse('pgt/out_of_range', { slot: p.target, range: p.range });
	const r = readCheck(state, readings, p);
	if (isRefusal(r)) return r;
	const kind = written.kind as 'P' | 'M';
	// Using the line turns the user face up; its cost (a tap, cnt) is the table's to record.
	let next = withSlot(state, p.side, p.user, { ...user, faceUp: true });
	const target = state.fields[foe][p.target]!;
	const defender = p.targetRevealed ? { ...target, faceUp: true } : target;
	next = withSlot(next, foe, p.target, defender);
	const defence = defenceAgainst(defender, kind);
	const success = attackSucceeds(r.value, defence);
	next = {
		...next,
		lastAttack: {
			side: p.side,
			attacker: p.user,
			defender: p.target,
			value: r.value,
			outcome: r.outcome,
			defence,
			success,
			kind,
			returnOpen: !success,
			declined: false,
			effect: true,
			innocence: null,
			answer: null
		}
	};
	return success ? retire(next, foe, p.target) : next;
}

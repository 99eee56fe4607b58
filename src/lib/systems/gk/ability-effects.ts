/**
 * The rules of a special ability's use that do not roll (seed `001_2a625b5deb160d67.txt`,
 * 「特殊能力の使用」): its effects and their targets, when a use is cancelled, its 消費制約 and its
 * effects' stat changes. Pure; the reducer (`reduce/ability.ts`) runs the procedure with the rolls.
 */
import type { Ability, AbilityEffect, AbilityStat, EffectTarget } from './events';
import { fallen, fitTarget, recovered } from './condition';
import type { CancelReason, EffectLog, GkCharacter, GkState } from './state';

/** An ability's effects in the order they are processed (one, unnamed, when none is written). */
export const effectsOf = (ab: Ability): AbilityEffect[] => (ab.effects?.length ? ab.effects : [{}]);

/** 対象 of one effect; unset means one named character. */
export const targetOf = (e: AbilityEffect): EffectTarget => e.target ?? 'one';

/** Whether an effect needs a character named (one, or several). */
export const needsNamedTarget = (e: AbilityEffect) => targetOf(e) === 'one' || targetOf(e) === 'several';

export const statNow = (c: GkCharacter, stat: AbilityStat) => (stat === 'HP' ? c.hp : c.stats[stat]);

/** Alive and not waiting for a survival check. */
const standing = (c: GkCharacter) => c.status !== 'dead' && c.survival !== 'due';

/**
 * Changes HP or a stat by `amount`. Stats stay in 0…99; HP may fall to 0 or below, which is
 * 瀕死 (its survival check due), and a heal stops at the maximum HP and lifts 瀕死 once above 0.
 * Losing HP is taking damage, which ends the counter state (「2.ダメージを受ける」). `legacy`:
 * as logs recorded before read it (no counter loss, no recovery).
 */
export function changeStat(c: GkCharacter, stat: AbilityStat, amount: number, legacy = false): GkCharacter {
	if (stat === 'HP') {
		const hp = amount > 0 ? Math.max(c.hp, Math.min(c.maxHp, c.hp + amount)) : c.hp + amount;
		if (legacy) return hp <= 0 && standing(c) ? fallen({ ...c, hp }) : { ...c, hp };
		const next = { ...c, hp, counter: hp < c.hp ? false : c.counter };
		return hp <= 0 && hp < c.hp && standing(c) ? fallen(next) : recovered(next);
	}
	const value = Math.max(0, Math.min(99, c.stats[stat] + amount));
	const next = { ...c, stats: { ...c.stats, [stat]: value } };
	return legacy ? next : recovered(next);
}

/** 「制約を満たしている」: every cost can be paid in full now. */
export const canPayCosts = (c: GkCharacter) => (c.ability?.costs ?? []).every((k) => statNow(c, k.stat) >= k.amount);

/**
 * 消費制約の支払い: each cost as far as it goes (「可能な限り」) — a stat to 0, HP to 0 at most.
 * `full` is whether every cost was there to pay.
 */
export function payCosts(
	c: GkCharacter,
	legacy = false
): { c: GkCharacter; costs: { stat: AbilityStat; amount: number; paid: number }[]; full: boolean } {
	let next = c;
	const costs: { stat: AbilityStat; amount: number; paid: number }[] = [];
	for (const cost of c.ability?.costs ?? []) {
		const paid = Math.min(cost.amount, Math.max(0, statNow(next, cost.stat)));
		next = legacy || paid > 0 ? changeStat(next, cost.stat, -paid, legacy) : next;
		costs.push({ ...cost, paid });
	}
	return { c: { ...next, counter: c.counter }, costs, full: costs.every((k) => k.paid === k.amount) };
}

/** One effect's named targets: fit, none named when some must be, or unfit (dead, off the map, not allowed). */
export function targetCheck(state: GkState, user: GkCharacter, e: AbilityEffect, named: readonly string[]) {
	const mode = targetOf(e);
	if (mode === 'none') return 'ok';
	if (mode === 'self') return named.every((id) => id === user.id) ? 'ok' : 'badTarget';
	if (named.length === 0) return 'noTarget';
	if (mode === 'one' && named.length > 1) return 'badTarget';
	if (new Set(named).size !== named.length) return 'badTarget';
	return named.every((id) => fitTarget(state.characters[id])) ? 'ok' : 'badTarget';
}

/** Whom an effect is for: the user for 自分, nobody for none, else the characters named. */
export function effectTargets(user: GkCharacter, e: AbilityEffect, named: readonly string[]): string[] {
	const mode = targetOf(e);
	return mode === 'self' ? [user.id] : mode === 'none' ? [] : [...named];
}

/**
 * Why a use must be cancelled before anything is rolled, or null: 「制約を満たしていない場合も
 * 発動がキャンセルされます」 (a cost that cannot be paid in full), 「必要な対象を指定していない、
 * または不適正だった場合、発動はキャンセルされます(ただし空撃ち可能な能力の場合は空撃ち)」. A
 * counter takes no target when it is used (「この時点では対象をとりません」). `named[i]` holds the
 * characters named for the i-th effect (a field's first list serves all its effects).
 */
export function abilityCancel(
	state: GkState,
	c: GkCharacter,
	named: readonly (readonly string[])[]
): CancelReason | null {
	const ab = c.ability;
	if (!ab) return 'noAbility';
	if (!canPayCosts(c)) return 'unpayable';
	if (ab.style === 'counter' || ab.dryFire) return null;
	// A field names its targets once, for all its effects.
	const perEffect = ab.style !== 'field';
	for (const [i, e] of effectsOf(ab).entries()) {
		const t = targetCheck(state, c, e, named[perEffect ? i : 0] ?? []);
		if (t !== 'ok') return t;
	}
	return null;
}

/**
 * 4. 効果の適用: the effect's change on each target at once (「複数のキャラクターを対象として
 * いる場合、効果は同時に適用されます」), each from its value before. Returns the state after, the
 * log's changes, and who was left 瀕死 or dead by it (the allies' 精神減少DP applies here).
 */
export function applyEffect(state: GkState, e: AbilityEffect, targets: readonly string[], legacy = false) {
	const changes: EffectLog['changes'] = [];
	const fell: string[] = [];
	const chars = { ...state.characters };
	for (const id of targets) {
		const t = chars[id];
		if (!t || !e.change) continue;
		const after = changeStat(t, e.change.stat, e.change.amount, legacy);
		chars[id] = after;
		changes.push({
			target: id,
			stat: e.change.stat,
			amount: e.change.amount,
			before: statNow(t, e.change.stat),
			after: statNow(after, e.change.stat)
		});
		if (after.survival === 'due' && t.survival !== 'due') fell.push(id);
	}
	return { state: { ...state, characters: chars }, changes, fell };
}

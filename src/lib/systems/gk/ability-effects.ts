/**
 * An ability's costs and effect on a GK character (消費制約, the effect's stat change). Pure.
 */
import type { AbilityStat } from './events';
import type { AbilityLog, GkCharacter, GkState } from './state';

/** Changes HP or a stat by `amount`: stats stay in 0…99; HP may fall below 0 (dying) but not rise above max. */
function changeStat(c: GkCharacter, stat: AbilityStat, amount: number): GkCharacter {
	if (stat === 'HP') {
		const hp = amount > 0 ? Math.max(c.hp, Math.min(c.maxHp, c.hp + amount)) : c.hp + amount;
		return { ...c, hp, status: hp <= 0 && c.status === 'active' ? 'dying' : c.status };
	}
	return { ...c, stats: { ...c.stats, [stat]: Math.max(0, Math.min(99, c.stats[stat] + amount)) } };
}
const statNow = (c: GkCharacter, stat: AbilityStat) => (stat === 'HP' ? c.hp : c.stats[stat]);

/**
 * 消費制約の支払い: each cost as far as it goes (「可能な限り」) — a stat to 0, HP to 0 at most.
 * `full` is whether every cost was there to pay before the effect (seed step 4).
 */
export function payCosts(c: GkCharacter): { c: GkCharacter; costs: AbilityLog['costs']; full: boolean } {
	let next = c;
	const costs: AbilityLog['costs'] = [];
	for (const cost of c.ability?.costs ?? []) {
		const paid = Math.min(cost.amount, Math.max(0, statNow(next, cost.stat)));
		next = changeStat(next, cost.stat, -paid);
		costs.push({ ...cost, paid });
	}
	return { c: next, costs, full: costs.every((k) => k.paid === k.amount) };
}

/** The effect appears: the GK's words, and the ability's stat change on the target. */
export function applyEffect(state: GkState, user: GkCharacter, targetId: string) {
	const ab = user.ability!;
	const t = state.characters[targetId]!;
	const change = ab.change ?? null;
	const after = change ? changeStat(t, change.stat, change.amount) : t;
	return {
		target: after,
		effect: {
			target: t.id,
			text: ab.effect ?? '',
			change: change ? { ...change, before: statNow(t, change.stat), after: statNow(after, change.stat) } : null
		}
	};
}

/**
 * The targets of one attack (エリア効果 / 対象追加): which may be targeted, and what the attack
 * leaves of them for the next one. The screen and the reducer call the same functions.
 */
import type { Condition } from './card';

/**
 * The first name given to two targets of one attack (trimmed; unnamed targets are never the
 * same): 同一のアクションで同一の敵を複数回攻撃対象にはできない. Undefined when none is.
 */
export function repeatedTarget(targets: readonly { name?: string }[]): string | undefined {
	const seen = new Set<string>();
	for (const t of targets) {
		const name = t.name?.trim();
		if (!name) continue;
		if (seen.has(name)) return name;
		seen.add(name);
	}
	return undefined;
}

/** A target as the screen holds it for the next attack (hp 0: not given). */
export interface TargetEntry {
	name: string;
	hp: number;
	shield: number;
	poisoned: boolean;
	/** Adjacent to the attacker (a ranged attack on it is at disadvantage). */
	adjacent: boolean;
}

/** What one draw did to its target. */
export interface TargetOutcome {
	hp?: number;
	hpAfter?: number;
	conditions?: readonly Condition[];
}

/**
 * The targets after an attack, for the next one: a target with hit points keeps what is left of
 * them; a target the attack killed leaves (no chance to kill a dead monster); a card that gave
 * 毒 leaves it poisoned. `outcomes[i]` is the draw for `targets[i]`; targets not drawn for stay
 * as they were. With every target gone, one empty target is left to fill in.
 */
export function targetsAfter(targets: readonly TargetEntry[], outcomes: readonly TargetOutcome[]): TargetEntry[] {
	const left: TargetEntry[] = [];
	targets.forEach((t, i) => {
		const o = outcomes[i];
		if (!o) return left.push({ ...t });
		if (o.hp !== undefined && o.hpAfter === 0) return;
		left.push({
			...t,
			hp: o.hpAfter ?? t.hp,
			poisoned: t.poisoned || (o.conditions?.includes('poison') ?? false)
		});
	});
	return left.length ? left : [{ name: '', hp: 0, shield: 0, poisoned: false, adjacent: false }];
}

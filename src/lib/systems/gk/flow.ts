/**
 * The order in which a round asks for its dice (GK dice step by step, and the app's rolls): both
 * 行動ダイス, then each d100 as the seed's steps 3–4 reach it — the first actor's critical, the
 * other's evade, then guard (and, after a guard against a technique giving a 状態異常, the 50 %
 * block), then the same for the second actor. A d100 whose outcome is certain
 * (chance 0 or 100) or whose check is never reached is not asked for.
 */
import { checkFighter, checkRound, missingD100, type Fighter, type Side, type SideRolls } from './engagement';
import { d100, d6 } from './checks';
import type { EngagementSettings } from './settings';

export type NeededRoll =
	{ kind: 'die'; side: Side } | { kind: 'd100'; side: Side; key: 'crit' | 'evade' | 'guard' | 'block'; chance: number };

export type PartialRolls = { a: Partial<SideRolls>; b: Partial<SideRolls> };

/** The next roll the round needs, or null when `rolls` hold all it needs (fighters and rolls checked as `resolveRound` checks them). */
export function nextNeededRoll(
	a: Fighter,
	b: Fighter,
	rolls: PartialRolls,
	settings?: EngagementSettings
): NeededRoll | null {
	if (rolls.a.die === undefined) return { kind: 'die', side: 'a' };
	if (rolls.b.die === undefined) return { kind: 'die', side: 'b' };
	checkRound('nextNeededRoll', a, b, rolls as { a: SideRolls; b: SideRolls });
	return neededAfter(a, b, rolls, settings);
}

/** `nextNeededRoll` for fighters and rolls already checked. */
function neededAfter(a: Fighter, b: Fighter, rolls: PartialRolls, settings?: EngagementSettings): NeededRoll | null {
	if (rolls.a.die === undefined) return { kind: 'die', side: 'a' };
	if (rolls.b.die === undefined) return { kind: 'die', side: 'b' };
	const missing = missingD100(a, b, rolls as { a: SideRolls; b: SideRolls }, settings);
	return missing && { kind: 'd100', ...missing };
}

/**
 * Each of `entries` with the roll the round asked for before it (`nextNeededRoll` of the entries
 * before it, null once the round had them all), the fighters and dice checked once for the whole list.
 */
export function askedRolls(
	a: Fighter,
	b: Fighter,
	entries: readonly { side: Side; key: NeededKey; roll: number }[],
	settings?: EngagementSettings
): (NeededRoll | null)[] {
	checkEntries(a, b, entries);
	return entries.map((_, i) => neededAfter(a, b, rollsOf(entries.slice(0, i)), settings));
}

/** The checks `nextNeededRoll` makes, once for a list of typed dice. */
function checkEntries(a: Fighter, b: Fighter, entries: readonly { side: Side; key: NeededKey; roll: number }[]): void {
	const fn = 'nextNeededRoll';
	checkFighter(fn, 'a', a);
	checkFighter(fn, 'b', b);
	for (const e of entries) (e.key === 'die' ? d6 : d100)(fn, `rolls.${e.side}.${e.key}`, e.roll);
}

/** Fills a round's rolls in the seed's order from `roll(sides)`. */
export function rollRound(
	a: Fighter,
	b: Fighter,
	roll: (sides: 6 | 100) => number,
	settings?: EngagementSettings
): { a: SideRolls; b: SideRolls } {
	const rolls: PartialRolls = { a: {}, b: {} };
	for (let need = nextNeededRoll(a, b, rolls, settings); need; need = nextNeededRoll(a, b, rolls, settings)) {
		if (need.kind === 'die') rolls[need.side].die = roll(6);
		else rolls[need.side][need.key] = roll(100);
	}
	return rolls as { a: SideRolls; b: SideRolls };
}

/** The rolls typed so far, one entry each, as the round's partial rolls. */
export function rollsOf(entries: readonly { side: Side; key: NeededKey; roll: number }[]): PartialRolls {
	const rolls: PartialRolls = { a: {}, b: {} };
	for (const e of entries) rolls[e.side][e.key] = e.roll;
	return rolls;
}

export type NeededKey = 'die' | 'crit' | 'evade' | 'guard' | 'block';

/** The key a needed roll is recorded under. */
export const keyOf = (n: NeededRoll): NeededKey => (n.kind === 'die' ? 'die' : n.key);

/**
 * The longest start of `entries` that is the round's own order of dice: each entry must be the
 * roll the round asks for next (a corrected die may make a later one unnecessary). Returns how
 * many entries hold, and whether the round then has every roll it needs.
 */
export function validPrefix(
	a: Fighter,
	b: Fighter,
	entries: readonly { side: Side; key: NeededKey; roll: number }[],
	settings?: EngagementSettings
): { kept: number; complete: boolean } {
	checkEntries(a, b, entries);
	for (let i = 0; i <= entries.length; i++) {
		const need = neededAfter(a, b, rollsOf(entries.slice(0, i)), settings);
		if (need === null) return { kept: i, complete: true };
		const e = entries[i];
		if (!e || e.side !== need.side || e.key !== keyOf(need)) return { kept: i, complete: false };
	}
	return { kept: entries.length, complete: false };
}

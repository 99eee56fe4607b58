/**
 * The readings in force of the GK open points (`data/open-points.ts`) as the rules use them. The
 * shell hands them over as platform choices (`env.readings`, `ctx.readings`, `session.readings`:
 * chosen through `session/readingsChosen`, else the default); `ruled` turns them into the values
 * of `state.settings` beside the table's formulas, at every door: the reducer, each command, the
 * screens. An old log's `gk/settingsChanged` that changed readings together with a formula keeps
 * those readings as its own (`state.oldReadings`) until the group chooses that point again, as
 * Pretty Good Tactics keeps an old match's readings.
 */
import { defaultChoice, type Choice, type Readings } from '$lib/core/readings';
import { GK_CHOICE_POINTS } from './data/open-points';
import type { GkReadings, GkSettings, OldReadings } from './settings';

type Key = keyof GkReadings;

/** How one point's choice reads as a rule value, and back (an old log's setting as a choice). */
interface Link<K extends Key> {
	point: string;
	value(c: Choice): GkReadings[K];
	choice(v: GkReadings[K]): Choice;
}

const amountOf = (c: Choice, fallback: number) =>
	c.reading === 'gk-sets' && c.amount !== undefined ? c.amount : fallback;
const oneOf = <T extends string>(values: readonly T[], c: Choice, fallback: T): T =>
	values.find((v) => v === c.reading) ?? fallback;
const gkSets = (n: number, fixed: number, reading: string): Choice =>
	n === fixed ? { reading } : { reading: 'gk-sets', amount: n };

const LINKS: { [K in Key]: Link<K> } = {
	specialAttackMinimum: {
		point: 'special_attack_minimum',
		value: (c) => amountOf(c, 1),
		choice: (n) => gkSets(n, 1, 'one')
	},
	divisionRounding: {
		point: 'division_rounding',
		value: (c) => oneOf(['floor', 'ceil', 'round'] as const, c, 'floor'),
		choice: (v) => ({ reading: v })
	},
	counterSameRound: {
		point: 'counter_same_round',
		value: (c) => c.reading !== 'next-round',
		choice: (same) => ({ reading: same ? 'same-round' : 'next-round' })
	},
	criticalDamage: {
		point: 'critical_damage',
		value: (c) => oneOf(['plain', 'double'] as const, c, 'plain'),
		choice: (v) => ({ reading: v })
	},
	diagonalZoc: {
		point: 'diagonal_zoc',
		value: (c) => oneOf(['either', 'both'] as const, c, 'either'),
		choice: (v) => ({ reading: v })
	},
	abilityRestPhases: {
		point: 'ability_rest',
		value: (c) => amountOf(c, 1),
		choice: (n) => gkSets(n, 1, 'next-phase')
	},
	starterExceptionPhases: {
		point: 'starter_exception',
		value: (c) => amountOf(c, 0),
		choice: (n) => gkSets(n, 0, 'first-turn')
	}
};
const KEYS = Object.keys(LINKS) as Key[];
const POINTS = new Map(GK_CHOICE_POINTS.map((p) => [p.id, p]));

/** The session's reading of the point behind one setting (chosen, else the default), as a value. */
function sessionValue(key: Key, readings: Readings): GkReadings[Key] {
	const link = LINKS[key] as Link<Key>;
	return link.value(readings[link.point] ?? defaultChoice(POINTS.get(link.point)!));
}

/** An old log's reading of one point, while it holds (the group has not chosen the point since). */
function oldValue(key: Key, old: OldReadings | null, readings: Readings): GkReadings[Key] | undefined {
	const recorded = old?.readings[key];
	return recorded !== undefined && old!.atStart[key] === sessionValue(key, readings) ? recorded : undefined;
}

/** The old settings of a `gk/settingsChanged` as the group's choices of the points (its upgrade). */
export function choicesOf(change: Partial<GkReadings>): Record<string, Choice> {
	const out: Record<string, Choice> = {};
	for (const key of KEYS) {
		const v = change[key];
		if (v !== undefined) out[LINKS[key].point] = (LINKS[key] as Link<Key>).choice(v);
	}
	return out;
}

/** The settings' keys a `gk/settingsChanged` may carry that are readings (the rest are formulas). */
export const isReadingKey = (key: string): key is Key => Object.prototype.hasOwnProperty.call(LINKS, key);

/** Every point's reading in force as a rule value: an old log's while it holds, else the session's. */
function rulesOf(state: { oldReadings: OldReadings | null }, readings: Readings): GkReadings {
	const out = {} as Record<Key, GkReadings[Key]>;
	for (const key of KEYS) out[key] = oldValue(key, state.oldReadings, readings) ?? sessionValue(key, readings);
	return out as unknown as GkReadings;
}

/** The state with the readings in force in its settings (the same object when nothing changed). */
export function ruled<S extends { settings: GkSettings; oldReadings: OldReadings | null }>(
	state: S,
	readings: Readings
): S {
	const rules = rulesOf(state, readings);
	return KEYS.every((k) => state.settings[k] === rules[k])
		? state
		: { ...state, settings: { ...state.settings, ...rules } };
}

/**
 * The choice in force for each point as the settings panel shows it: the session's, or, for a
 * point an old log's reading still holds, that reading (choosing the point again ends it).
 */
export function choicesInForce(state: { oldReadings: OldReadings | null }, readings: Readings): Readings {
	const out: Record<string, Choice> = { ...readings };
	for (const key of KEYS) {
		const old = oldValue(key, state.oldReadings, readings);
		if (old !== undefined) out[LINKS[key].point] = (LINKS[key] as Link<Key>).choice(old);
	}
	return out;
}

/**
 * An old log's `gk/settingsChanged` readings (recorded with a formula): they hold from here until
 * the group chooses the point again; the earlier ones that still hold stay.
 */
export function keepOldReadings<S extends { settings: GkSettings; oldReadings: OldReadings | null }>(
	state: S,
	change: Partial<GkReadings>,
	readings: Readings
): S {
	const kept = { readings: {}, atStart: {} } as { readings: Record<string, unknown>; atStart: Record<string, unknown> };
	for (const key of KEYS) {
		const held = oldValue(key, state.oldReadings, readings);
		if (change[key] !== undefined) {
			kept.readings[key] = change[key];
			kept.atStart[key] = sessionValue(key, readings);
		} else if (held !== undefined) {
			kept.readings[key] = held;
			kept.atStart[key] = state.oldReadings!.atStart[key];
		}
	}
	const oldReadings = Object.keys(kept.readings).length ? (kept as OldReadings) : null;
	return ruled({ ...state, oldReadings }, readings);
}

/** The points whose reading in force is an old log's (the settings panel shows them so). */
export function heldOldPoints(state: { oldReadings: OldReadings | null }, readings: Readings): string[] {
	return KEYS.filter((key) => oldValue(key, state.oldReadings, readings) !== undefined).map((key) => LINKS[key].point);
}

/** The old log's readings of these points set aside: the session's readings hold for them from now on. */
export function setAsideOldReadings<S extends { settings: GkSettings; oldReadings: OldReadings | null }>(
	state: S,
	points: readonly string[],
	readings: Readings
): S {
	const old = state.oldReadings;
	if (!old) return ruled(state, readings);
	// Kept: the ones still holding (a point chosen otherwise since has ended by itself) and not named.
	const keep = (key: string) =>
		isReadingKey(key) && !points.includes(LINKS[key].point) && oldValue(key, old, readings) !== undefined;
	const pick = (r: Partial<GkReadings>) =>
		Object.fromEntries(Object.entries(r).filter(([key]) => keep(key))) as Partial<GkReadings>;
	const left: OldReadings = { readings: pick(old.readings), atStart: pick(old.atStart) };
	return ruled({ ...state, oldReadings: Object.keys(left.readings).length ? left : null }, readings);
}

/**
 * The readings in force of the GK open points (`data/open-points.ts`) as the rules use them. The
 * shell hands them over as platform choices (`env.readings`, `ctx.readings`, `session.readings`:
 * chosen through `session/readingsChosen`, else the default); `ruled` turns them into the values
 * of `state.settings` beside the table's formulas, at every door: the reducer, each command, the
 * screens. An old log's `gk/settingsChanged` readings are what the log implies (the platform's
 * `impliedReadings`, kept in `state.oldLogReadings`): in force until the group chooses that point.
 */
import { defaultChoice, type Choice, type Readings } from '$lib/core/readings';
import { GK_CHOICE_POINTS } from './data/open-points';
import type { GkReadings, GkSettings, OldLogReadings } from './settings';

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

/** The old settings of a `gk/settingsChanged` as the group's choices of the points (its upgrade). */
export function choicesOf(change: Partial<GkReadings>): Record<string, Choice> {
	const out: Record<string, Choice> = {};
	for (const key of KEYS) {
		const v = change[key];
		if (v !== undefined) out[LINKS[key].point] = (LINKS[key] as Link<Key>).choice(v);
	}
	return out;
}

/** Every point's reading in force as a rule value. */
function rulesOf(readings: Readings): GkReadings {
	const out = {} as Record<Key, GkReadings[Key]>;
	for (const key of KEYS) out[key] = sessionValue(key, readings);
	return out as unknown as GkReadings;
}

/** The state with the readings in force in its settings (the same object when nothing changed). */
export function ruled<S extends { settings: GkSettings }>(state: S, readings: Readings): S {
	const rules = rulesOf(readings);
	return KEYS.every((k) => state.settings[k] === rules[k])
		? state
		: { ...state, settings: { ...state.settings, ...rules } };
}

/**
 * An old log's `gk/settingsChanged` readings, as choices of the points, over the ones earlier old
 * events recorded: what the log implies (`impliedReadings`) until the group chooses those points.
 * Old logs only: every such event comes before any `session/readingsChosen` of the group's.
 */
export function implyOldReadings<S extends { oldLogReadings: OldLogReadings | null }>(
	state: S,
	change: Partial<GkReadings>
): S {
	const choices = choicesOf(change);
	if (!Object.keys(choices).length) return state;
	return { ...state, oldLogReadings: { ...state.oldLogReadings, ...choices } };
}

/**
 * An old `gk/oldReadingsSetAside` (recorded right after the group chose these points through
 * `session/readingsChosen`, which already wins): the old log's readings of them are dropped.
 */
export function setAsideOldReadings<S extends { oldLogReadings: OldLogReadings | null }>(
	state: S,
	points: readonly string[]
): S {
	const old = state.oldLogReadings;
	if (!old || !points.some((p) => p in old)) return state;
	const left = Object.fromEntries(Object.entries(old).filter(([p]) => !points.includes(p)));
	return { ...state, oldLogReadings: Object.keys(left).length ? left : null };
}

/** `impliedReadings` of the GK: an old log's readings (`undefined`: none); one object while unchanged. */
export const gkImpliedReadings = (state: { oldLogReadings: OldLogReadings | null }) =>
	state.oldLogReadings ?? undefined;

import { oneOf, refuse } from './check';

/**
 * The points the seed (`003_20ac3eef6e42d471.txt`) and the issue leave to the table, as a
 * session chooses them: each key is an open point's id in `data/open-points.ts`, each value one
 * of its options. The first option is the app's reading (the default). The rules take them as an
 * optional argument, so the exports keep the signatures and semantics.
 */
export const READING_OPTIONS = {
	/** Different values, added effects on both cards (e.g. +2 wound against +1 poison). */
	tie_effects_both: ['higher_if_superset', 'always_first', 'higher_value'],
	/** Rolling cards run the pile and the discards out before the draw rule is met. */
	deck_runs_dry: ['resolve_with_taken', 'no_modifier'],
	/** The +1 against a poisoned target in the 2nd edition / Frosthaven. */
	poison_2e: ['first_edition_only', 'both'],
	/** 2nd edition advantage on a character's deck: when the app draw asks which card to use. */
	second_edition_choice: ['auto_when_plain', 'always_ask']
} as const;

export type ReadingPoint = keyof typeof READING_OPTIONS;
export type Readings = { [K in ReadingPoint]: (typeof READING_OPTIONS)[K][number] };

export const READING_POINTS = Object.keys(READING_OPTIONS) as ReadingPoint[];

/** The app's reading of every point. */
export const DEFAULT_READINGS: Readonly<Readings> = Object.freeze({
	tie_effects_both: 'higher_if_superset',
	deck_runs_dry: 'resolve_with_taken',
	poison_2e: 'first_edition_only',
	second_edition_choice: 'auto_when_plain'
});

/** The readings with the defaults filled in; an unknown point or option is a RangeError. */
export function readingsOf(fn: string, given: Partial<Readings> | undefined): Readings {
	if (given === undefined) return DEFAULT_READINGS;
	if (typeof given !== 'object' || given === null) refuse(fn, 'readings', `must be an object, got ${String(given)}`);
	for (const [point, option] of Object.entries(given)) {
		const p = oneOf(fn, 'readings', point, READING_POINTS);
		if (option !== undefined) oneOf(fn, `readings.${p}`, option, READING_OPTIONS[p]);
	}
	return { ...DEFAULT_READINGS, ...given };
}

/**
 * The rules' readings from the shell's choices (`env.readings`, `ctx.readings`,
 * `session.readings`: the platform's open points): a point not chosen, or a reading the rules
 * do not know, keeps the app's reading.
 */
export function readingsFrom(choices: Readonly<Record<string, { reading: string } | undefined>>): Readings {
	const out: Record<string, string> = { ...DEFAULT_READINGS };
	for (const p of READING_POINTS) {
		const r = choices[p]?.reading;
		if (r !== undefined && (READING_OPTIONS[p] as readonly string[]).includes(r)) out[p] = r;
	}
	return out as Readings;
}

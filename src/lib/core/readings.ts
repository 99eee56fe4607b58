/**
 * Open points: where a seed leaves a rule open, the readings a group might take and the one the
 * app uses until the group picks another. Every system lists its points as data (one shape,
 * `OpenPoint`); the shell records a group's choice as one core event, `session/readingsChosen`,
 * keeps the choices beside the system's state, and hands every reducer and command the reading
 * in force for each point (`env.readings`, `ctx.readings`): chosen, else the point's default.
 * One settings panel (lib/ui/OpenPointsPanel.svelte) shows them all.
 */
import * as v from 'valibot';
import type { Bilingual } from './locale';
import { refuse, type Refusal } from './events';

/** Core event: the group chose readings of one or more open points (a settings change, a game's set-up). */
export const READINGS_CHOSEN = 'session/readingsChosen';

/** One reading of an open point. */
export interface ReadingOption {
	/** Stable id, stored in the log. */
	id: string;
	/** The reading in a few words (a radio button's label). */
	label: Bilingual;
	/** What the reading means at the table, when the label is not enough. */
	detail?: Bilingual;
	/** This reading takes the point's amount (e.g. "a minimum damage the GM sets"). */
	takesAmount?: boolean;
}

/** A number some readings carry, with its bounds and the value used until the group sets one. */
export interface ReadingAmount {
	label: Bilingual;
	min: number;
	max: number;
	default: number;
}

export interface OpenPoint {
	/** Stable id within the system (stored in the log): `first_turn_pass`. */
	id: string;
	/** A few words naming the point (a setting's heading, the log). */
	title: Bilingual;
	/** What the seed says (quoted) and what it leaves open. */
	question: Bilingual;
	readings: readonly ReadingOption[];
	/** The reading the app uses until the group picks another. */
	default: string;
	/**
	 * Why this point is not a setting: no rule of the app depends on it (the table applies it),
	 * so the app's reading is listed instead of a choice that would change nothing.
	 */
	fixedBecause?: Bilingual;
	amount?: ReadingAmount;
}

/** A group's choice for one point: the reading and, where it takes one, the amount. */
export interface Choice {
	reading: string;
	amount?: number;
}

/** The reading in force for every point of a system: chosen, else the default. */
export type Readings = Readonly<Record<string, Choice>>;

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(60));

export const ReadingsChosenPayload = v.strictObject({
	choices: v.pipe(
		v.record(
			Id,
			v.strictObject({
				reading: Id,
				amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-1e9), v.maxValue(1e9)))
			})
		),
		v.check((c) => Object.keys(c).length > 0, 'no choice'),
		v.check((c) => Object.keys(c).length <= 100, 'too many choices')
	)
});

export type ReadingsChosen = v.InferOutput<typeof ReadingsChosenPayload>;

/** The choice a point starts with: its default reading (and amount, when that reading takes one). */
export function defaultChoice(point: OpenPoint): Choice {
	const option = point.readings.find((r) => r.id === point.default);
	return option?.takesAmount && point.amount
		? { reading: point.default, amount: point.amount.default }
		: { reading: point.default };
}

/** The reading in force for every point: what the group chose, else the default. */
export function readingsInForce(points: readonly OpenPoint[], chosen: Readonly<Record<string, Choice>>): Readings {
	const out: Record<string, Choice> = {};
	for (const p of points) out[p.id] = chosen[p.id] ?? defaultChoice(p);
	return out;
}

/**
 * Checks a group's choices against the points (an unknown point, a fixed one, an unknown reading,
 * an amount out of bounds or missing): the first problem as a refusal, else null.
 */
export function checkChoices(points: readonly OpenPoint[], choices: Readonly<Record<string, Choice>>): Refusal | null {
	for (const [id, choice] of Object.entries(choices)) {
		const point = points.find((p) => p.id === id);
		if (!point || point.fixedBecause) return refuse('session/unknown_reading', { point: id });
		const option = point.readings.find((r) => r.id === choice.reading);
		if (!option) return refuse('session/unknown_reading', { point: id, reading: choice.reading });
		if (option.takesAmount && point.amount) {
			const a = choice.amount;
			if (a === undefined || a < point.amount.min || a > point.amount.max)
				return refuse('session/reading_amount', {
					point: id,
					min: point.amount.min,
					max: point.amount.max
				});
		} else if (choice.amount !== undefined) {
			return refuse('session/reading_amount', { point: id });
		}
	}
	return null;
}

/** The choices after a `session/readingsChosen`: each named point takes its new reading. */
export function chooseReadings(
	chosen: Readonly<Record<string, Choice>>,
	payload: ReadingsChosen
): Record<string, Choice> {
	return { ...chosen, ...payload.choices };
}

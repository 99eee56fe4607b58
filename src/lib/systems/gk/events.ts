/**
 * GK session events (a first slice: roster, techniques, engagement rounds, survival check,
 * special attack), named `gk/pastTense`. Dice are rolled before dispatch and recorded with their
 * source, so a replay needs no randomness. Plain valibot schemas, independent of the plug-in
 * contract; the reducer (`reducer.ts`) recomputes every result from the recorded rolls.
 */
import * as v from 'valibot';

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
export const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
export const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
const Stat = int(0, 99);
const D100 = int(1, 100);
const Source = v.picklist(['app', 'table']);

/** A character as named in an event: its id and its name when recorded. */
export const Ref = v.strictObject({ id: Id, name: Name });

export const Stats = v.strictObject({ ATK: Stat, DEF: Stat, VIT: Stat, MND: Stat, FS: Stat, REA: Stat });
export type Stats = v.InferOutput<typeof Stats>;

export const TechniqueSchema = v.strictObject({
	id: Id,
	name: Name,
	kind: v.picklist(['attack', 'defend', 'evade', 'other']),
	formula: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
	unevadable: v.optional(v.boolean()),
	unguardable: v.optional(v.boolean()),
	noGuard: v.optional(v.boolean()),
	noEvade: v.optional(v.boolean()),
	guardBonus: v.optional(int(-200, 200)),
	evadeBonus: v.optional(int(-200, 200)),
	evadeCap: v.optional(int(0, 100))
});
export type TechniqueRecord = v.InferOutput<typeof TechniqueSchema>;

const SideRollsSchema = v.strictObject({
	die: int(1, 6),
	crit: v.optional(D100),
	evade: v.optional(D100),
	guard: v.optional(D100)
});

export const GkEventSchemas = {
	'gk/factionAdded': v.strictObject({ id: Id, name: Name }),
	'gk/techniqueSaved': TechniqueSchema,
	'gk/characterAdded': v.strictObject({
		id: Id,
		name: Name,
		faction: Id,
		stats: Stats,
		hp: int(1, 999),
		faces: v.pipe(v.array(Id), v.length(6))
	}),
	'gk/engagementRoundRecorded': v.strictObject({
		a: Ref,
		b: Ref,
		rolls: v.strictObject({ a: SideRollsSchema, b: SideRollsSchema }),
		source: Source
	}),
	'gk/survivalChecked': v.strictObject({ character: Ref, roll: D100, source: Source }),
	'gk/specialAttackRecorded': v.strictObject({ attacker: Ref, target: Ref, roll: D100, source: Source })
} as const;

export type GkEventType = keyof typeof GkEventSchemas;
export type GkEvent = {
	[K in GkEventType]: { type: K; payload: v.InferOutput<(typeof GkEventSchemas)[K]> };
}[GkEventType];

/** Parses an event's payload against its schema; `null` when the type is unknown or the payload bad. */
export function parseGkEvent(type: string, payload: unknown): GkEvent | null {
	if (!(type in GkEventSchemas)) return null;
	const r = v.safeParse(GkEventSchemas[type as GkEventType], payload);
	return r.success ? ({ type, payload: r.output } as GkEvent) : null;
}

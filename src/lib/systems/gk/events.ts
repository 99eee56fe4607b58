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

/** A map square [x, y], counted from 0. */
export const SquareSchema = v.tuple([int(0, 199), int(0, 199)]);

/** What a cost or an effect changes: HP or one of the six stats. */
export const ABILITY_STATS = ['HP', 'ATK', 'DEF', 'VIT', 'MND', 'FS', 'REA'] as const;
export type AbilityStat = (typeof ABILITY_STATS)[number];
const AbilityStatSchema = v.picklist(ABILITY_STATS);

/**
 * 特殊能力: its style, its two chances (発動率, 成功率), its 消費制約 (costs the user pays once
 * activated, whether or not the effect appears), and its effect as the GK's words and, optionally,
 * a stat change on the target when the effect appears.
 */
export const AbilitySchema = v.strictObject({
	name: Name,
	style: v.picklist(['active', 'passive', 'counter']),
	activation: int(0, 100),
	success: int(0, 100),
	costs: v.optional(v.pipe(v.array(v.strictObject({ stat: AbilityStatSchema, amount: int(1, 999) })), v.maxLength(4))),
	effect: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
	change: v.optional(v.strictObject({ stat: AbilityStatSchema, amount: int(-999, 999) }))
});
export type Ability = v.InferOutput<typeof AbilitySchema>;

/** Every session setting may change; the ones absent stay as they are. */
export const SettingsSchema = v.strictObject({
	specialAttackMinimum: v.optional(int(0, 99)),
	divisionRounding: v.optional(v.picklist(['floor', 'ceil', 'round'])),
	hpFormula: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))),
	movementFormula: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))),
	abilityRestPhases: v.optional(int(0, 99)),
	counterSameRound: v.optional(v.boolean()),
	criticalDamage: v.optional(v.picklist(['plain', 'double'])),
	starterExceptionPhases: v.optional(int(0, 99))
});

const CharacterSchema = v.strictObject({
	id: Id,
	name: Name,
	faction: Id,
	stats: Stats,
	hp: int(1, 999),
	faces: v.pipe(v.array(Id), v.length(6)),
	at: v.optional(SquareSchema),
	onMapSincePhase: v.optional(int(0, 9999)),
	starter: v.optional(v.boolean()),
	ability: v.optional(AbilitySchema)
});

export const GkEventSchemas = {
	'gk/settingsChanged': SettingsSchema,
	'gk/mapSet': v.strictObject({ width: int(1, 200), height: int(1, 200), walls: v.array(SquareSchema) }),
	'gk/factionAdded': v.strictObject({ id: Id, name: Name }),
	/** A faction's name corrected; `from` is the name it had, for the log. */
	'gk/factionRenamed': v.strictObject({ id: Id, name: Name, from: Name }),
	/** A faction taken out of the roster (one nobody belongs to, outside its phase). */
	'gk/factionRemoved': v.strictObject({ id: Id, name: Name }),
	'gk/techniqueSaved': TechniqueSchema,
	'gk/characterAdded': CharacterSchema,
	/** A correction to a character: the same fields as when added, and who holds its 操作権. */
	'gk/characterEdited': v.strictObject({
		...CharacterSchema.entries,
		controlledBy: v.optional(Id)
	}),
	'gk/characterRemoved': v.strictObject({ character: Ref }),
	'gk/techniqueRemoved': v.strictObject({ id: Id, name: Name }),
	'gk/characterFlagSet': v.strictObject({
		character: Ref,
		flag: v.picklist(['withdrawn', 'incapacitated']),
		on: v.boolean()
	}),
	'gk/engagementRoundRecorded': v.strictObject({
		a: Ref,
		b: Ref,
		rolls: v.strictObject({ a: SideRollsSchema, b: SideRollsSchema }),
		source: Source
	}),
	'gk/survivalChecked': v.strictObject({ character: Ref, roll: D100, source: Source }),
	'gk/specialAttackRecorded': v.strictObject({ attacker: Ref, target: Ref, roll: D100, source: Source }),
	'gk/abilityUsed': v.strictObject({
		character: Ref,
		/** whom the effect is for (absent: the user itself) */
		target: v.optional(Ref),
		activation: D100,
		success: v.optional(D100),
		source: Source
	}),
	'gk/counterChecked': v.strictObject({ character: Ref, target: v.optional(Ref), roll: D100, source: Source }),
	'gk/counterWaitEnded': v.strictObject({ character: Ref }),
	'gk/phaseStarted': v.strictObject({ phase: int(1, 9999), faction: Id }),
	'gk/actionTaken': v.strictObject({
		character: Ref,
		path: v.pipe(v.array(SquareSchema), v.maxLength(20)),
		action: v.picklist(['engage', 'ability', 'specialAttack', 'wait']),
		target: v.optional(Ref),
		/** the faction that submitted it (absent: the phase's faction) */
		by: v.optional(Id)
	}),
	/** The next of the phase's engagements / ability uses / special attacks, in submission order, is done. */
	'gk/actionResolved': v.strictObject({ character: Ref })
} as const;

/** What a command returns: an event before its schema's parse. */
export type GkDraft = {
	[K in GkEventType]: { type: K; payload: v.InferInput<(typeof GkEventSchemas)[K]> };
}[GkEventType];

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

/**
 * GK session events, named `gk/pastTense`. Dice are rolled before dispatch and recorded with their
 * source, so a replay needs no randomness. An event that settles something also carries its
 * `outcome` — what the command worked out (hit or not, damage, HP after, who lives) — so the log
 * says what happened; the reducer recomputes it from the rolls and refuses an event whose outcome
 * does not match. Events recorded before outcomes existed have none and fold by the reading they
 * were played under (`reduce/legacy.ts`). Plain valibot schemas, independent of the contract.
 */
import * as v from 'valibot';
import type { EventDraft } from '$lib/core/events';

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
export const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
export const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
const Stat = int(0, 99);
const D100 = int(1, 100);
const Source = v.picklist(['app', 'table']);
const Chance = int(0, 100);
const Amount = int(-1_000_000, 1_000_000);

/** A character as named in an event: its id and its name when recorded. */
export const Ref = v.strictObject({ id: Id, name: Name });
const Refs = v.pipe(v.array(Ref), v.maxLength(12));

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
	evadeCap: v.optional(int(0, 100)),
	/** 多段攻撃: hits per use (the counter's ×1.5 only on the first) */
	hits: v.optional(int(2, 10)),
	/** 状態異常 the technique gives on a hit (a guard blocks it half the time) */
	status: v.optional(Name)
});
export type TechniqueRecord = v.InferOutput<typeof TechniqueSchema>;

export const ROLL_KEYS = ['die', 'crit', 'evade', 'guard', 'block'] as const;
export type RollKey = (typeof ROLL_KEYS)[number];

const SideRollsSchema = v.strictObject({
	die: int(1, 6),
	crit: v.optional(D100),
	evade: v.optional(D100),
	guard: v.optional(D100),
	block: v.optional(D100)
});

/** A map square [x, y], counted from 0. */
export const SquareSchema = v.tuple([int(0, 199), int(0, 199)]);

/** What a cost or an effect changes: HP or one of the six stats. */
export const ABILITY_STATS = ['HP', 'ATK', 'DEF', 'VIT', 'MND', 'FS', 'REA'] as const;
export type AbilityStat = (typeof ABILITY_STATS)[number];
const AbilityStatSchema = v.picklist(ABILITY_STATS);

/** 対象: the user itself, one named character, several named at once, or none needed. */
export const EFFECT_TARGETS = ['one', 'several', 'self', 'none'] as const;
export type EffectTarget = (typeof EFFECT_TARGETS)[number];

/** One effect of an ability: the GK's words, a stat change on each target, its 対象, 再行動. */
export const EffectSchema = v.strictObject({
	text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
	change: v.optional(v.strictObject({ stat: AbilityStatSchema, amount: int(-999, 999) })),
	/** absent: one named character */
	target: v.optional(v.picklist(EFFECT_TARGETS)),
	/** 「再行動」に順ずる効果: appears after the use has ended (the target may act again this phase) */
	reAct: v.optional(v.boolean())
});
export type AbilityEffect = v.InferOutput<typeof EffectSchema>;

/**
 * 特殊能力: its style (フィールド設置型 follows the active steps and keeps checking), its two
 * chances (発動率, 成功率), its 消費制約, its effects (several are processed one after another,
 * 複数効果), and whether it may fire with no fit target (空撃ち).
 */
export const AbilitySchema = v.strictObject({
	name: Name,
	style: v.picklist(['active', 'passive', 'counter', 'field']),
	activation: int(0, 100),
	success: int(0, 100),
	costs: v.optional(v.pipe(v.array(v.strictObject({ stat: AbilityStatSchema, amount: int(1, 999) })), v.maxLength(4))),
	effects: v.optional(v.pipe(v.array(EffectSchema), v.minLength(1), v.maxLength(4))),
	dryFire: v.optional(v.boolean())
});
export type Ability = v.InferOutput<typeof AbilitySchema>;

const Formula = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120));

/** The table's formulas the group typed (HP, 移動力); the ones absent stay as they are. */
export const FormulasSchema = v.pipe(
	v.strictObject({ hpFormula: v.optional(Formula), movementFormula: v.optional(Formula) }),
	v.check((p) => p.hpFormula !== undefined || p.movementFormula !== undefined, 'no formula')
);

/**
 * Old logs only: the settings event of the versions before the platform's open points, the
 * readings and the formulas in one. `upgradeGk` turns one that changed only formulas into
 * `gk/formulasChanged`; one with readings stays, and the reducer keeps them as what the old log
 * implies (`impliedReadings`, `readings.ts`) until the group chooses those points.
 */
export const SettingsSchema = v.strictObject({
	specialAttackMinimum: v.optional(int(0, 99)),
	divisionRounding: v.optional(v.picklist(['floor', 'ceil', 'round'])),
	hpFormula: v.optional(Formula),
	movementFormula: v.optional(Formula),
	diagonalZoc: v.optional(v.picklist(['either', 'both'])),
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

const CheckOutcome = v.strictObject({ chance: Chance, success: v.boolean() });

/** How one round came out: who acted first, each attack's result and damage, HP after, the end. */
export const RoundOutcomeSchema = v.strictObject({
	round: int(1, 999),
	order: v.picklist(['a', 'b', 'simultaneous']),
	hits: v.pipe(
		v.array(
			v.strictObject({
				by: v.picklist(['a', 'b']),
				result: v.picklist(['hit', 'critical', 'evaded', 'guarded']),
				damage: int(0, 1_000_000),
				status: v.optional(v.strictObject({ name: Name, blocked: v.boolean() }))
			})
		),
		v.maxLength(2)
	),
	hp: v.strictObject({ a: Amount, b: Amount }),
	over: v.nullable(v.picklist(['a', 'b', 'draw']))
});
export type RoundOutcome = v.InferOutput<typeof RoundOutcomeSchema>;

/** What one typed die settled: the technique a d6 picked, or a d100 check; the round once complete. */
const RollOutcome = v.strictObject({
	face: v.optional(Name),
	check: v.optional(CheckOutcome),
	round: v.optional(RoundOutcomeSchema)
});

const Change = v.strictObject({ target: Id, stat: AbilityStatSchema, after: Amount });
/** One effect of an ability use: activated, succeeded, appeared (or why not), the changes it made. */
const EffectOutcome = v.strictObject({
	activated: v.boolean(),
	succeeded: v.boolean(),
	appeared: v.boolean(),
	why: v.optional(v.picklist(['dry', 'unpaid'])),
	changes: v.pipe(v.array(Change), v.maxLength(12))
});
export const AbilityOutcomeSchema = v.strictObject({
	effects: v.pipe(v.array(EffectOutcome), v.maxLength(4)),
	costs: v.pipe(v.array(v.strictObject({ stat: AbilityStatSchema, paid: int(0, 999) })), v.maxLength(4)),
	/** 能力休み: the user's own faction's phases */
	rest: int(0, 99),
	waiting: v.optional(v.boolean()),
	field: v.optional(v.boolean())
});
export type AbilityOutcome = v.InferOutput<typeof AbilityOutcomeSchema>;

/** A later success check of a counter (カウンター待受) or a field (フィールド設置型). */
const RepeatCheck = {
	character: Ref,
	/** whom the effect is for (legacy events: one; absent: the user) */
	target: v.optional(Ref),
	targets: v.optional(Refs),
	roll: D100,
	source: Source,
	outcome: v.optional(v.strictObject({ effects: v.pipe(v.array(EffectOutcome), v.maxLength(4)) }))
};

const Pair = { a: Ref, b: Ref };

export const GkEventSchemas = {
	/** Old logs only (see `SettingsSchema`). */
	'gk/settingsChanged': SettingsSchema,
	'gk/formulasChanged': FormulasSchema,
	/**
	 * Logs of the version before `impliedReadings` only: the group chose again points an old log's
	 * readings held (recorded after the `session/readingsChosen` that already wins for them).
	 */
	'gk/oldReadingsSetAside': v.strictObject({
		points: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(60))), v.minLength(1), v.maxLength(20))
	}),
	'gk/mapSet': v.strictObject({ width: int(1, 200), height: int(1, 200), walls: v.array(SquareSchema) }),
	'gk/factionAdded': v.strictObject({ id: Id, name: Name }),
	/** A faction's name corrected; `from` is the name it had, for the log. */
	'gk/factionRenamed': v.strictObject({ id: Id, name: Name, from: Name }),
	/** A faction taken out of the roster (one nobody belongs to, outside its phase). */
	'gk/factionRemoved': v.strictObject({ id: Id, name: Name }),
	'gk/techniqueSaved': TechniqueSchema,
	/** The sample technique set copied into the library: one action, one log line, one undo. */
	'gk/sampleTechniquesCopied': v.strictObject({
		techniques: v.pipe(v.array(TechniqueSchema), v.minLength(1), v.maxLength(50))
	}),
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
	/** A whole round at once: the app's dice (and the table's, in logs recorded before rolls were typed one by one). */
	'gk/engagementRoundRecorded': v.strictObject({
		...Pair,
		rolls: v.strictObject({ a: SideRollsSchema, b: SideRollsSchema }),
		source: Source,
		outcome: v.optional(RoundOutcomeSchema)
	}),
	/** One die of the round typed at the table; the last one the round needs completes it. */
	'gk/engagementRollEntered': v.strictObject({
		...Pair,
		round: int(1, 999),
		side: v.picklist(['a', 'b']),
		key: v.picklist(ROLL_KEYS),
		roll: D100,
		/** Absent: the table's dice (every log before the app's button was told apart). */
		source: v.optional(Source),
		outcome: v.optional(RollOutcome)
	}),
	/** A die typed earlier in the round, corrected before the round is complete. */
	'gk/engagementRollCorrected': v.strictObject({
		...Pair,
		round: int(1, 999),
		index: int(0, 20),
		roll: D100,
		outcome: v.optional(v.strictObject({ ...RollOutcome.entries, kept: int(0, 20) }))
	}),
	'gk/survivalChecked': v.strictObject({
		character: Ref,
		roll: D100,
		source: Source,
		outcome: v.optional(v.strictObject({ chance: Chance, lives: v.boolean() }))
	}),
	'gk/specialAttackRecorded': v.strictObject({
		attacker: Ref,
		target: Ref,
		roll: D100,
		source: Source,
		outcome: v.optional(
			v.strictObject({
				chance: Chance,
				hit: v.boolean(),
				damage: int(0, 99),
				/** 体力 (the stat) before and after: 「残り体力:5-3=2」 */
				vit: v.strictObject({ before: Amount, after: Amount }),
				dying: v.boolean()
			})
		)
	}),
	'gk/abilityUsed': v.strictObject({
		character: Ref,
		/** legacy events: whom the effect is for (absent: the user itself) */
		target: v.optional(Ref),
		/** the first effect's targets */
		targets: v.optional(Refs),
		activation: D100,
		success: v.optional(D100),
		/** the second effect on (複数効果): each its own targets and rolls */
		more: v.optional(
			v.pipe(v.array(v.strictObject({ targets: Refs, activation: D100, success: v.optional(D100) })), v.maxLength(3))
		),
		source: Source,
		outcome: v.optional(AbilityOutcomeSchema)
	}),
	'gk/counterChecked': v.strictObject(RepeatCheck),
	/** A field's success check: at its faction's phase start, or when an enemy enters its range. */
	'gk/fieldChecked': v.strictObject({ ...RepeatCheck, trigger: v.picklist(['phaseStart', 'entered']) }),
	'gk/counterWaitEnded': v.strictObject({ character: Ref }),
	'gk/fieldRemoved': v.strictObject({ character: Ref }),
	/** A 状態異常 the GK took off a character. */
	'gk/statusCleared': v.strictObject({ character: Ref, status: Name }),
	'gk/phaseStarted': v.strictObject({ phase: int(1, 9999), faction: Id }),
	'gk/actionTaken': v.strictObject({
		character: Ref,
		path: v.pipe(v.array(SquareSchema), v.maxLength(20)),
		action: v.picklist(['engage', 'ability', 'specialAttack', 'wait']),
		target: v.optional(Ref),
		/** the faction that submitted it (absent: the phase's faction) */
		by: v.optional(Id),
		outcome: v.optional(
			v.strictObject({
				end: SquareSchema,
				cost: int(0, 99),
				cancelled: v.boolean(),
				stoppedByZoc: v.boolean(),
				action: v.picklist(['engage', 'ability', 'specialAttack', 'wait'])
			})
		)
	}),
	/** The character's engagement / ability use / special attack of the phase is done: its outcome. */
	'gk/actionResolved': v.strictObject({
		character: Ref,
		outcome: v.optional(v.strictObject({ kind: v.picklist(['cancelled', 'engage', 'ability', 'specialAttack']) }))
	})
} as const;

/** What a command returns: an event before its schema's parse. */
export type GkDraft = {
	[K in GkEventType]: { type: K; payload: v.InferInput<(typeof GkEventSchemas)[K]> };
}[GkEventType];

export type GkEventType = keyof typeof GkEventSchemas;
export type GkEvent = {
	[K in GkEventType]: { type: K; payload: v.InferOutput<(typeof GkEventSchemas)[K]> };
}[GkEventType];

type Loose = Record<string, unknown>;

/**
 * Brings an event recorded by an older version into today's shape: an ability's single effect
 * (`effect`, `change`) becomes its one-item `effects`. Runs before the strict parse, on every read.
 */
export function upgradeGk(event: EventDraft): EventDraft {
	if (event.type === 'gk/settingsChanged') return upgradeSettings(event);
	if (event.type !== 'gk/characterAdded' && event.type !== 'gk/characterEdited') return event;
	const p = event.payload as Loose;
	const ab = p?.ability as Loose | undefined;
	if (!ab || typeof ab !== 'object' || !('effect' in ab || 'change' in ab)) return event;
	const { effect, change, ...rest } = ab;
	const one = { ...(effect !== undefined && effect !== '' ? { text: effect } : {}), ...(change ? { change } : {}) };
	return { ...event, payload: { ...p, ability: { ...rest, ...(rest.effects ? {} : { effects: [one] }) } } };
}

/**
 * An old `gk/settingsChanged` that changed only formulas → `gk/formulasChanged`; one with readings
 * stays as it was, for the reducer (`SettingsSchema`).
 */
function upgradeSettings(event: EventDraft): EventDraft {
	const p = event.payload as Loose;
	if (!p || typeof p !== 'object') return event;
	const entries = Object.entries(p).filter(([, value]) => value !== undefined);
	const formulas = entries.filter(([k]) => k === 'hpFormula' || k === 'movementFormula');
	return formulas.length && formulas.length === entries.length
		? { type: 'gk/formulasChanged', payload: Object.fromEntries(formulas) }
		: event;
}

/** Parses an event's payload against its schema (after `upgradeGk`); `null` when unknown or bad. */
export function parseGkEvent(type: string, payload: unknown): GkEvent | null {
	const e = upgradeGk({ type, payload });
	if (!(e.type in GkEventSchemas)) return null;
	const r = v.safeParse(GkEventSchemas[e.type as GkEventType], e.payload);
	return r.success ? ({ type: e.type, payload: r.output } as GkEvent) : null;
}

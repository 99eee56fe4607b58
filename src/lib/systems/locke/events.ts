/**
 * 超人ロック session events: small facts, named `locke/pastTense`. Dice are rolled before
 * dispatch and recorded (faces, total, and whether the table or the app rolled them), so a
 * replay needs no randomness. Every event that names a character carries a `Ref` — its id and
 * its name at the time — so the session log reads well after a rename.
 */
import * as v from 'valibot';

// ---- Building blocks -----------------------------------------------------------------------

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
export const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
export const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
const Note = v.pipe(v.string(), v.trim(), v.maxLength(200));
const Small = int(0, 999);
const Level = int(0, 20);
const AttackLevel = int(1, 20);
const Power = int(0, 999);

/** A character as named in an event: its id, and its name when the event was recorded. */
export const Ref = v.strictObject({ id: Id, name: Name });
export type Ref = v.InferOutput<typeof Ref>;

export const AlignmentSchema = v.picklist(['GOOD', 'EVIL', 'SPECIAL']);
export const Silhouette = v.strictObject({ name: Name, alignment: AlignmentSchema });

const Face = int(1, 6);
/** A 2D6 roll as `DiceRoll` records it: faces [] when only the total was typed in. */
export const Roll2D6 = v.pipe(
	v.strictObject({
		spec: v.literal('2D6'),
		total: int(2, 12),
		faces: v.union([v.strictTuple([]), v.strictTuple([Face, Face])]),
		source: v.picklist(['app', 'table'])
	}),
	v.check((r) => r.faces.length === 0 || r.faces[0] + r.faces[1] === r.total, 'the faces must add up to the total')
);
export type Roll2D6 = v.InferOutput<typeof Roll2D6>;

const Hash = v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/));

/**
 * A damage read off the 損害判定表: from the group's table (its hash; the reducer looks the
 * value up again and refuses a mismatch) or off the printed chart (`printed`, typed in).
 */
export const DamageRead = v.pipe(
	v.strictObject({
		roll: Roll2D6,
		value: int(0, 99),
		source: v.picklist(['table', 'printed']),
		hash: v.nullable(Hash)
	}),
	v.check((d) => (d.source === 'table') === (d.hash !== null), 'a table read names the table hash, a printed read none')
);
export type DamageRead = v.InferOutput<typeof DamageRead>;

/** A defence or escape that was made against an attack (it met the attack's level). */
export const Defence = v.strictObject({
	kind: v.picklist(['defence', 'escape']),
	level: AttackLevel,
	/** 'card' = a C card from the hand; 'ability' = an ability or ability card (§5.3) */
	via: v.picklist(['card', 'ability']),
	espSpent: Power
});
export type Defence = v.InferOutput<typeof Defence>;

export const AttackOutcome = v.picklist(['hit', 'blocked', 'escaped', 'escape_interfered']);
export type AttackOutcome = v.InferOutput<typeof AttackOutcome>;

/** One [格闘:X] in use: unarmed ones stack, at most one weapon (§5.5). */
export const MeleeShift = v.strictObject({ label: Note, x: int(1, 10), weapon: v.boolean() });
export const MeleeSideSchema = v.strictObject({
	/** 宣言した耐久力 (≤ current endurance) */
	declared: Small,
	/** 手下 counted for +1 each (≤ the character's minions) */
	minions: Small,
	shifts: v.pipe(v.array(MeleeShift), v.maxLength(10)),
	/** a card or ability states that more than one weapon may be used at once (§5.5 「特に記載されていない場合」) */
	manyWeapons: v.optional(v.boolean())
});
export type MeleeSideInput = v.InferOutput<typeof MeleeSideSchema>;

export const SyncHelper = v.strictObject({ who: Ref, level: AttackLevel, firepower: Power, espSpent: Power });

/**
 * テレポートの妨害 (§5.4): the teleport C cards used against a C-card teleport escape, the first one
 * first, then those synced to it (lower levels; anyone fighting, even one whose turn is over). Each
 * gives up a card and the ESP power spent. Absent in logs recorded before it was asked for.
 */
export const Interferer = v.strictObject({ who: Ref, level: AttackLevel, espSpent: Power });
export const Interferers = v.optional(v.pipe(v.array(Interferer), v.maxLength(10)));
export type Interferer = v.InferOutput<typeof Interferer>;

// ---- Setup and roster ------------------------------------------------------------------------

/**
 * The rules a new game is recorded under, written once before its first action: edition 2 (the
 * seed as read today) and the deck-out house rule, off unless the group turns it on. A log
 * without it was recorded before, and folds as it was (`LockeState.rulesEdition`).
 */
export const RulesChosen = v.strictObject({ edition: v.literal(2), deckOutEnds: v.boolean() });

export const DeckSizeSet = v.strictObject({ deckSize: int(1, 999) });

/**
 * 卓に見せる表示: the phone lies face up on the table, so every screen and log line names a
 * character whose sheet is not open by its player (describe/public.ts). Asked at the start of the
 * game (on unless the group says otherwise) and turned on or off on the Players tab.
 */
export const TableViewSet = v.strictObject({ on: v.boolean() });

const CharacterFields = {
	/** the player's name; null for a character nobody plays (ambush, police, 残留思念 …) */
	player: v.nullable(Name),
	name: Name,
	builtinId: v.nullable(Id),
	alignment: AlignmentSchema,
	isL: v.boolean(),
	espLevel: Level,
	espPower: Power,
	endurance: int(1, 99),
	mental: int(0, 99),
	minions: Small
};
export const CharacterAdded = v.strictObject({ id: Id, ...CharacterFields, silhouette: v.nullable(Silhouette) });
/** Corrects the sheet (name, printed stats); damage and current ESP power stay. */
export const CharacterEdited = v.strictObject({ id: Id, ...CharacterFields });
export const CharacterRemoved = v.strictObject({ who: Ref });
export const SeatsOrdered = v.strictObject({ order: v.pipe(v.array(Id), v.maxLength(20)) });
/** rank: the playing card dealt (1 = ace … 13), when the constraint should be checked. */
export const SilhouetteChosen = v.strictObject({ who: Ref, silhouette: Silhouette, rank: v.nullable(int(1, 13)) });
export const GameStarted = v.strictObject({ first: Ref, override: v.boolean() });
/** The silhouette fix-up moved on (§3.1): the larger side's changes are done, or the redeal is. */
export const RebalanceStepped = v.strictObject({ stage: v.picklist(['after_change', 'after_redeal']) });

// ---- Character bookkeeping ---------------------------------------------------------------------

export const AdjustField = v.picklist(['damage', 'espPower', 'mental', 'minions', 'infoCards']);
export type AdjustField = v.InferOutput<typeof AdjustField>;
export const CharacterAdjusted = v.strictObject({
	who: Ref,
	field: AdjustField,
	by: v.pipe(int(-999, 999), v.notValue(0)),
	reason: v.picklist(['recover', 'treat', 'other'])
});
export const StatusSet = v.strictObject({ who: Ref, status: v.picklist(['normal', 'incapacitated', 'dead']) });
export const AlignmentChanged = v.strictObject({ who: Ref, alignment: AlignmentSchema });
export const PartyFormed = v.strictObject({
	party: Name,
	members: v.pipe(v.array(Ref), v.minLength(2), v.maxLength(20))
});
export const PartyLeft = v.strictObject({ who: Ref });
/**
 * 改心 (§4.1 支援フェイズ): the converter opens its sheet and makes an ESP level check at the level it
 * declares; on a success, a target that 「改心を受けるキャラクター」 (its sheet says so: the target or
 * the GM answers, §6 is not in the seed) takes the converter's alignment. `alignmentAfter` is the
 * outcome the command computed (null: unchanged); the reducer checks it.
 */
export const ConversionAttempted = v.strictObject({
	by: Ref,
	target: Ref,
	declared: Level,
	roll: Roll2D6,
	convertible: v.boolean(),
	alignmentAfter: v.nullable(AlignmentSchema)
});
export const DefeatConditionNoted = v.strictObject({ who: Ref, text: Note });
export const SheetOpened = v.strictObject({ who: Ref });

// ---- Game tracker ---------------------------------------------------------------------------------

export const TurnEnded = v.strictObject({ who: Ref, next: Ref });
export const PlanetCardsCounted = v.strictObject({ faceUpOrDestroyed: int(0, 36) });
export const PlanetPhaseEnded = v.strictObject({
	placedPlanetCards: int(0, 200),
	goodSpecialSilhouettes: int(1, 20),
	/** characters whose piece is placed inside the base (the rest wait at the perimeter 秘密基地周辺) */
	inside: v.pipe(v.array(Id), v.maxLength(20))
});
/** 侵入判定. roll null: an EVIL silhouette, which succeeds without a roll (§4.2). */
export const InfiltrationChecked = v.strictObject({ who: Ref, target: int(0, 99), roll: v.nullable(Roll2D6) });
export const KeyPointDestroyed = v.strictObject({ by: v.nullable(Ref) });
export const VictoryDeclared = v.strictObject({ who: Ref, solo: v.boolean(), blackHole: v.boolean() });
export const DeclarationOpposed = v.strictObject({ by: Ref });
/** objections: how many opposed (the reducer checks); 0 ends the game */
export const DeclarationClosed = v.strictObject({ objections: int(0, 20) });
export const GameEnded = v.strictObject({
	kind: v.picklist(['all_dead', 'all_permanently_incapacitated', 'thousand_turns'])
});
export const GradesRecorded = v.strictObject({
	results: v.pipe(v.array(v.strictObject({ who: Ref, ownConditionMet: v.boolean() })), v.maxLength(20))
});

// ---- Combat --------------------------------------------------------------------------------------

export const CombatStarted = v.strictObject({
	id: Id,
	square: v.pipe(v.string(), v.trim(), v.maxLength(40)),
	participants: v.pipe(v.array(Ref), v.minLength(1), v.maxLength(20)),
	/** the C-card deck at the start (the group's deck size, or what is left) */
	deck: int(0, 999),
	/**
	 * The turn holder's main action (§4.1 戦闘発生フェイズ): only move / teleport / pass may start a
	 * combat; 'other' only when two participants share a silhouette's name and alignment (it starts
	 * by itself). Absent in older logs.
	 */
	trigger: v.optional(v.picklist(['move', 'teleport', 'pass', 'other']))
});
/** The C-card deck counted again or reshuffled during a combat: the cards it holds now. */
export const DeckCounted = v.strictObject({ cards: int(0, 999) });
export const ChartName = v.picklist(['sokoni', 'ikiteita', 'zanryu']);
export type ChartName = v.InferOutput<typeof ChartName>;
export const ChartRolled = v.strictObject({
	chart: ChartName,
	who: Ref,
	roll: Roll2D6,
	source: v.picklist(['table', 'printed']),
	hash: v.nullable(Hash),
	/** what the chart says, as read (text and/or a number, e.g. 残留思念's attack value) */
	text: Note,
	value: v.nullable(int(0, 999))
});
export const CombatantJoined = v.strictObject({
	who: Ref,
	via: v.picklist(['sokoni', 'ikiteita', 'entered']),
	/** 実は生きていた only: the damage the character has after coming back (ask the GM / the chart) */
	reviveDamage: v.nullable(Small)
});
export const MinionsDeclared = v.strictObject({ who: Ref, minions: Small });
export const HandsDealt = v.strictObject({
	round: int(1, 999),
	dealt: v.pipe(v.array(v.strictObject({ who: Ref, cards: Small })), v.maxLength(20)),
	/** deck_out: the deck could not supply the cards owed, so the combat ended at once */
	outcome: v.picklist(['dealt', 'deck_out'])
});
export const InitiativeCardSchema = v.strictObject({ who: Ref, suit: v.picklist(['black', 'red']), rank: int(1, 10) });
export const InitiativeDealt = v.strictObject({
	round: int(1, 999),
	source: v.picklist(['app', 'table']),
	cards: v.pipe(v.array(InitiativeCardSchema), v.minLength(1), v.maxLength(20))
});
export const DefenceMaintained = v.strictObject({ who: Ref, keep: v.boolean(), espSpent: Power });
export const AttackResolved = v.strictObject({
	attacker: Ref,
	target: Ref,
	via: v.picklist(['card', 'ability']),
	/** the lead card's (or ability's) level and power */
	level: AttackLevel,
	/** a number: 火力; or a fixed column [N:1] (N = 0 for 1:2以下) */
	power: v.variant('kind', [
		v.strictObject({ kind: v.literal('firepower'), value: Power }),
		v.strictObject({ kind: v.literal('column'), ratio: int(0, 100) })
	]),
	attribute: v.picklist(['E', 'M', 'innate', 'none']),
	label: Note,
	espSpent: Power,
	helpers: v.pipe(v.array(SyncHelper), v.maxLength(10)),
	/** 防御不可: 「防御が不可能と記載された攻撃を防御することも出来ない」 (§5.3) — no defence; an escape may still be tried */
	undefendable: v.boolean(),
	/**
	 * 逃避不可: 「逃避が不可能と記載された攻撃を防御することも出来ない」 (§5.4) — no escape. A separate marking
	 * from 防御不可; an attack may carry both. Absent in logs recorded before it was asked.
	 */
	unescapable: v.optional(v.boolean()),
	defence: v.nullable(Defence),
	outcome: AttackOutcome,
	/** 防御側が宣言した現在耐久力; null for a fixed column or when there was no hit */
	declaredEndurance: v.nullable(Small),
	damage: v.nullable(DamageRead),
	interferers: Interferers,
	/**
	 * The defender died of it (§5.1, over its maximum or its declared endurance), as the app showed
	 * before it was recorded; the reducer checks it. Absent in older logs.
	 */
	died: v.optional(v.boolean())
});
export const MeleeResolved = v.strictObject({
	attacker: Ref,
	target: Ref,
	level: AttackLevel,
	attackerSide: MeleeSideSchema,
	defence: v.nullable(Defence),
	outcome: AttackOutcome,
	/** the defender's declaration, made after a hit (§5.5) */
	targetSide: v.nullable(MeleeSideSchema),
	counter: v.boolean(),
	/** damage the attacker deals */
	attackerDamage: v.nullable(DamageRead),
	/** damage the defender deals back (反撃) */
	targetDamage: v.nullable(DamageRead),
	interferers: Interferers
});
export const Escaped = v.strictObject({
	who: Ref,
	level: AttackLevel,
	via: v.picklist(['card', 'ability']),
	timing: v.picklist(['main', 'support']),
	espSpent: Power,
	/** テレポートの妨害: the escape worked but the character stays (§5.4) */
	interfered: v.boolean(),
	interferers: Interferers
});
export const CardPlayed = v.strictObject({
	who: Ref,
	kind: v.picklist(['defence', 'special', 'other']),
	level: Level,
	espSpent: Power,
	note: Note,
	/**
	 * Played outside the player's own turn (a first defence try that failed, a reaction): any
	 * combatant still fighting, and it is not the turn's main action (§5.3 「2回行うことが可能」).
	 */
	reaction: v.optional(v.boolean())
});
export const CardDiscarded = v.strictObject({ who: Ref });
export const CombatTurnEnded = v.strictObject({ who: Ref });
export const RoundEnded = v.strictObject({
	round: int(1, 999),
	/** 戦闘を続ける意思のあるもの: does anyone want to go on? */
	wantContinue: v.boolean(),
	/** step 4: who takes the optional single discard */
	discardOne: v.pipe(v.array(Id), v.maxLength(20)),
	/** characters using [代理] (may not take step 4) */
	proxies: v.pipe(v.array(Id), v.maxLength(20)),
	/** the hand changes the app computed and showed; the reducer computes them again */
	hands: v.pipe(v.array(v.strictObject({ who: Ref, discard: Small, draw: Small })), v.maxLength(20)),
	effects: Note,
	/** what happened, as the app computed it (the reducer checks): the next round, or why the combat ended */
	outcome: v.picklist(['continue', 'no_attack', 'no_will', 'too_few', 'deck_out'])
});
export const CombatEnded = v.strictObject({ note: Note });

export const lockeEvents = {
	'locke/rulesChosen': RulesChosen,
	'locke/deckSizeSet': DeckSizeSet,
	'locke/tableViewSet': TableViewSet,
	'locke/characterAdded': CharacterAdded,
	'locke/characterEdited': CharacterEdited,
	'locke/characterRemoved': CharacterRemoved,
	'locke/seatsOrdered': SeatsOrdered,
	'locke/silhouetteChosen': SilhouetteChosen,
	'locke/gameStarted': GameStarted,
	'locke/rebalanceStepped': RebalanceStepped,
	'locke/characterAdjusted': CharacterAdjusted,
	'locke/statusSet': StatusSet,
	'locke/alignmentChanged': AlignmentChanged,
	'locke/conversionAttempted': ConversionAttempted,
	'locke/partyFormed': PartyFormed,
	'locke/partyLeft': PartyLeft,
	'locke/defeatConditionNoted': DefeatConditionNoted,
	'locke/sheetOpened': SheetOpened,
	'locke/turnEnded': TurnEnded,
	'locke/planetCardsCounted': PlanetCardsCounted,
	'locke/planetPhaseEnded': PlanetPhaseEnded,
	'locke/infiltrationChecked': InfiltrationChecked,
	'locke/keyPointDestroyed': KeyPointDestroyed,
	'locke/victoryDeclared': VictoryDeclared,
	'locke/declarationOpposed': DeclarationOpposed,
	'locke/declarationClosed': DeclarationClosed,
	'locke/gameEnded': GameEnded,
	'locke/gradesRecorded': GradesRecorded,
	'locke/combatStarted': CombatStarted,
	'locke/deckCounted': DeckCounted,
	'locke/chartRolled': ChartRolled,
	'locke/combatantJoined': CombatantJoined,
	'locke/minionsDeclared': MinionsDeclared,
	'locke/handsDealt': HandsDealt,
	'locke/initiativeDealt': InitiativeDealt,
	'locke/defenceMaintained': DefenceMaintained,
	'locke/attackResolved': AttackResolved,
	'locke/meleeResolved': MeleeResolved,
	'locke/escaped': Escaped,
	'locke/cardPlayed': CardPlayed,
	'locke/cardDiscarded': CardDiscarded,
	'locke/combatTurnEnded': CombatTurnEnded,
	'locke/roundEnded': RoundEnded,
	'locke/combatEnded': CombatEnded
} as const;

type Schemas = typeof lockeEvents;
export type LockeEventType = keyof Schemas;
export type PayloadOf<T extends LockeEventType> = v.InferOutput<Schemas[T]>;
export type LockeEvent = { [T in LockeEventType]: { type: T; payload: PayloadOf<T> } }[LockeEventType];

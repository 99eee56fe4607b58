import type { Component } from 'svelte';
import type * as v from 'valibot';
import type { Bilingual, Locale } from '$lib/core/locale';
import type { Coalesce, EventDraft, LoggedEvent, Refusal, RefusalParams } from '$lib/core/events';
import type { Rng } from '$lib/core/dice';
import type { AdoptedTables, Table } from '$lib/core/tables';
import type { Choice, OpenPoint, Readings } from '$lib/core/readings';

export type { AdoptedTables, Coalesce };

/*
 * The plug-in contract. A system is its rules, its data, its events and its screens:
 *
 *   screen ──intent──▶ command(state, intent, ctx) ──EventDraft[]──▶ reduce (each) ──▶ state
 *
 * A command is pure: dice come in the intent or from `ctx.random`, tables from `ctx.tables`.
 * The shell records all of a command's events in one transaction, and undo takes them back
 * together. A preview is the same command run without recording.
 */

/** Payload schemas, keyed by event type: every event is checked before it is recorded or imported. */
export type EventSchemas = Record<string, v.GenericSchema>;

/** The event union a system's schemas describe, as the reducer sees it (parsed output). */
export type EventOf<M extends EventSchemas> = {
	[K in keyof M & string]: { type: K; payload: v.InferOutput<M[K]> };
}[keyof M & string];

/** What a command returns for one event: the payload before its schema's parse (trims, defaults). */
export type DraftOf<M extends EventSchemas> = {
	[K in keyof M & string]: { type: K; payload: v.InferInput<M[K]> };
}[keyof M & string];

/** What a reducer may read besides its own state: the tables this session adopted, the readings in force. */
export interface ReduceEnv {
	tables: AdoptedTables;
	/** The reading in force for each of the system's open points (chosen, else the default). */
	readings: Readings;
}

/**
 * What a command gets besides state and intent. `tables` holds, for each of the system's
 * table slots, the table a lookup uses: the group's library table, else the one the session
 * adopted last, else null (the person reads the printed chart). Using a table the session has
 * not adopted makes the shell record its adoption in the same group.
 */
export interface CommandContext {
	random: Rng;
	tables: Readonly<Record<string, Table | null>>;
	/** The reading in force for each of the system's open points (chosen, else the default). */
	readings: Readings;
}

/** Refusal codes every system may return; the shell explains them. */
export type SessionRefusalCode =
	| 'session/unknown_event'
	| 'session/unknown_command'
	| 'session/invalid_input'
	| 'session/unknown_slot'
	| 'session/unknown_reading'
	| 'session/reading_amount';

/**
 * A refusal as `dispatch` returns it: worded in the user's language, ready to show beside the
 * control that caused it (the shell has shown it as a notice unless the screen asked `inline`).
 */
export interface Refused extends Refusal {
	/** The sentence for the person ('' for a quiet refusal). */
	text: string;
	/**
	 * Refused without a word: a second tap made on a log position the game has since moved past
	 * (the first tap was recorded; applying the second to the new state would record twice).
	 */
	quiet?: true;
}

export interface DispatchOptions {
	/** The screen shows a refusal itself, beside the control that caused it: no notice. */
	inline?: boolean;
}

/** A pure command: intent + state (+ ctx) → the events to record, or a refusal. */
export type Command<S, I, D extends EventDraft = EventDraft, R extends string = string> = (
	state: S,
	intent: I,
	ctx: CommandContext
) => D[] | Refusal<R>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommandMap = Record<string, Command<any, any, any, any>>;

/** The intent a command takes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IntentOf<C> = C extends (state: any, intent: infer I, ctx: CommandContext) => unknown ? I : never;

/** A command run without recording: the events it would record and the state after them. */
export interface Preview<S> {
	events: EventDraft[];
	state: S;
}

/**
 * What a screen gets from the shell: the folded state, `dispatch` — the only way to change
 * anything — and `preview`, the same command run without recording.
 *
 * dispatch resolves to null once every event is safely recorded, or to the refusal worded in the
 * user's language: shown as a notice, or — with `{ inline: true }` — left to the screen to show
 * beside its control (never both). A command is made against the log position the person saw:
 * a second tap that arrives after the first one's write moved the game on is refused quietly
 * (`quiet`), unless the system lists the command as `repeatable` (a ±n change). A successful
 * action clears the error notices of earlier ones.
 */
export interface SessionView<S, C extends CommandMap = CommandMap> {
	readonly sessionId: string;
	readonly state: S;
	/** True from a tap until its write lands (lib/ui/record-once keeps buttons inert meanwhile). */
	readonly busy: boolean;
	/** The reading in force for each of the system's open points. */
	readonly readings: Readings;
	/** The table each of the system's slots uses now (what a command's `ctx.tables` holds). */
	readonly tables: Readonly<Record<string, Table | null>>;
	/** A table the session adopted, by the content hash a recorded lookup cites (null: unknown). */
	adoptedTable(hash: string): Table | null;
	dispatch<K extends keyof C & string>(
		command: K,
		intent: IntentOf<C[K]>,
		options?: DispatchOptions
	): Promise<Refused | null>;
	preview<K extends keyof C & string>(command: K, intent: IntentOf<C[K]>): Preview<S> | Refusal;
	/** A refusal (a preview's, say) as one sentence in the user's language — never a code. */
	explain(refusal: Refusal): string;
	/** Records the group's choice of readings for one or more open points (one log line, one undo). */
	chooseReadings(choices: Record<string, Choice>, options?: DispatchOptions): Promise<Refused | null>;
	/** Text the system keeps on this device, outside every session (e.g. PGT's card library). */
	readonly device: DeviceShelf;
}

/**
 * A system's own shelf on this device, shared by all its sessions: named texts, kept by the shell
 * (the system never touches storage). Not part of a session's log, undo or export file.
 */
export interface DeviceShelf {
	/** The text last kept under `name`, undefined when there is none (or it cannot be read). */
	read(name: string): Promise<string | undefined>;
	/** Keeps `text` under `name`, replacing what was there; a failed write rejects. */
	write(name: string, text: string): Promise<void>;
}

export interface ScreenProps<S, C extends CommandMap = CommandMap> {
	session: SessionView<S, C>;
}

/** What the shell gives a system's reference page: the group's table for each slot (null: none). */
export interface ReferenceProps {
	tables?: Readonly<Record<string, Table | null>>;
}

/**
 * A named place for a table the rules use but whose printed values we may not ship (e.g. the
 * Locke damage table). The system gives the layout — rows and columns, cells unfilled — and a
 * group fills it with its own chart in the Tables screen. A slot with no table still lets play
 * go on: the app computes the column and asks for the value read off the printed chart.
 */
export interface TableSlot {
	/** `<system>/<name>`, e.g. `locke/damage`. */
	id: string;
	names: Bilingual;
	layout: Table;
	/** Where a group finds the values (which printed chart, which page). */
	hint?: Bilingual;
}

/** What the session list shows of a system, without loading it (`<system>/info.ts`). */
export interface SystemInfo {
	/** Stable id, stored in sessions and export files. */
	id: string;
	names: Bilingual;
	/** One line shown when picking a system. */
	blurb: Bilingual;
}

/** What a system writes: `defineSystem(spec)` checks it and builds the SystemDefinition. */
export interface SystemSpec<S, M extends EventSchemas, R extends string, C extends CommandMap> extends SystemInfo {
	/**
	 * Version of the state's shape. Bump it when the state changes shape: snapshots of another
	 * version are skipped and the state is folded again from the log.
	 */
	stateVersion: number;
	initialState(): S;
	events: M;
	/**
	 * Rewrites an event recorded by an older version of the system (renamed type, new field)
	 * into today's shape. Runs before the strict parse: on every read and on import.
	 */
	upgrade?(event: EventDraft): EventDraft;
	/** Pure: same state, event and env, same result. Returns a Refusal when the event cannot apply. */
	reduce(state: S, event: EventOf<M>, env: ReduceEnv): S | Refusal<R | SessionRefusalCode>;
	commands: C;
	/**
	 * One log sentence per event type, in the given language. `state` is the session's state now,
	 * when the caller has it: what may be shown of an old event today (Locke's table view names a
	 * character whose sheet is not open by its player). Without it, the sentence says everything.
	 */
	describe: {
		[K in keyof M & string]: (payload: v.InferOutput<M[K]>, locale: Locale, state?: S) => string;
	};
	/**
	 * The text of every refusal code the system returns, in the given language. `state`: as for
	 * `describe` — a refusal shown on a phone lying on the table names no secret.
	 */
	refusals: { [K in R]: (params: RefusalParams, locale: Locale, state?: NoInfer<S>) => string };
	/** The table screen, loaded only when a session of this system is opened. */
	screen: () => Promise<{ default: Component<ScreenProps<S, C>> }>;
	/** The GM quick reference and quick tools, usable without a session (route /reference/<id>). */
	reference?: () => Promise<{ default: Component<ReferenceProps> }>;
	/** Tables this system looks things up in, filled by the group (see TableSlot). */
	tableSlots?: readonly TableSlot[];
	/**
	 * With table slots: the schema of the core event `session/tableAdopted`'s payload
	 * (core/tables/adopted-payload AdoptedTablePayload). Given by the system, not imported by the
	 * shell, because it carries the whole table schema: a system without tables never loads it.
	 */
	adoptedTable?: v.GenericSchema;
	/** Where the seed leaves a rule open: the readings a group may choose (core/readings). */
	openPoints?: readonly OpenPoint[];
	/**
	 * The readings a game was recorded under before the group chose any: an old log made before a
	 * point existed keeps the rule it was played by (a choice of the group's still wins). Pure;
	 * `undefined` when it implies nothing, and otherwise one constant object per case, so the
	 * readings stay cached (it runs at every folded event). `NoInfer`: the state type comes from
	 * `initialState`, not from a function that reads one field of it (GK's took its place).
	 */
	impliedReadings?(state: NoInfer<S>): Readonly<Record<string, Choice>> | undefined;
	/**
	 * Commands whose intent is a relative change (±n to a life or a counter): a quick second tap
	 * adds to the first, so it is recorded even when the first one's write landed in between.
	 * Every other command is made against the log position the person saw and is refused quietly
	 * when the game has moved on since (a double tap on 「ターン終了」 ends one turn).
	 */
	repeatable?: readonly (keyof C & string)[];
	/**
	 * Events whose quick repeats on one thing (taps on one life total within a few seconds) read as
	 * one log line and undo as one step, while each tap stays its own event.
	 */
	coalesce?: { [K in keyof M & string]?: Coalesce<v.InferOutput<M[K]>> };
	/**
	 * もう一度記録: the command that records an event again on today's state, for an event the
	 * merged order of a shared table could not apply as recorded (a tap made apart on a total that
	 * moved). A type without one is entered again from the screen.
	 */
	reenter?: { [K in keyof M & string]?: (payload: v.InferOutput<M[K]>) => ReenterIntent<C> };
	/**
	 * Where the log opens a group (a turn, a combat, a round), read off the active path oldest
	 * first: the seq of each group's first event and its title. The log view and the Markdown
	 * copy show the groups; a system without it has one flat log. `state`: as for `describe`.
	 */
	logGroups?(path: readonly LoggedEvent[], locale: Locale, state?: S): LogGroup[];
	/**
	 * 席: the seats of a shared table, read off the state (Locke's players, PGT's two sides, …). A
	 * seat's id stays the same for the whole game; its name is as the table may see it (no secret).
	 * A system without seats has none (every player may record everything, as on one phone).
	 */
	seats?(state: S, locale: Locale): Seat[];
	/**
	 * Which 席 a command acts for: a seat id (only that seat's player, or the GM, may record it),
	 * `null` (the GM's only: setting up, the library, table-wide moves), `undefined` (anyone at the
	 * table: a roll both sides enter). Pure, and never throws, whatever the intent holds.
	 */
	seatOf?(command: string, intent: unknown, state: S): string | null | undefined;
	/**
	 * The spectator board: each 席's key numbers, large, for a tablet in the middle of the table.
	 * It shows only what the table view shows (never a secret).
	 */
	board?(state: S, locale: Locale): BoardSeat[];
}

/** 席: one seat at a shared table. */
export interface Seat {
	id: string;
	/** As the table sees it (a Locke character with a secret sheet: its player's name). */
	name: string;
}

/** One number on the spectator board (「耐久力 7/10」); `emphasis`: the largest on the screen. */
export interface BoardFigure {
	label: string;
	value: string;
	emphasis?: boolean;
}

/** One 席's card on the spectator board. */
export interface BoardSeat {
	seat: Seat;
	figures: BoardFigure[];
}

/**
 * One game system, as a single plain object (the boardgame.io `Game` shape), as the shell
 * uses it: `describe`, `explainRefusal` and `reduce` take any event and are safe on unknown
 * types. Everything a system needs lives in its folder; `registry.ts` lists the systems and
 * loads each on demand.
 */
export interface SystemDefinition<S = unknown, C extends CommandMap = CommandMap> extends SystemInfo {
	stateVersion: number;
	initialState(): S;
	events: EventSchemas;
	/** Today's shape of a stored event (identity when the system declares no upgrade). */
	upgrade(event: EventDraft): EventDraft;
	/** The system's reducer, refusing an event type it does not know. */
	reduce(state: S, event: EventDraft, env: ReduceEnv): S | Refusal;
	commands: C;
	/** One sentence for the session log, in the given language (`state`: the session's now, see SystemSpec). */
	describe(event: EventDraft, locale: Locale, state?: S): string;
	/** Text for one of this system's refusal codes (`state`: the session's now, see SystemSpec). */
	explainRefusal(refusal: Refusal, locale: Locale, state?: S): string;
	/** The refusal codes the system declares (for the conformance test). */
	refusalCodes: readonly string[];
	screen: () => Promise<{ default: Component<ScreenProps<S, C>> }>;
	reference?: () => Promise<{ default: Component<ReferenceProps> }>;
	tableSlots?: readonly TableSlot[];
	/** The schema of `session/tableAdopted`'s payload, when the system has table slots (see SystemSpec). */
	adoptedTable?: v.GenericSchema;
	openPoints?: readonly OpenPoint[];
	/** The readings an old log was recorded under, below the group's choices (see SystemSpec). */
	impliedReadings?(state: S): Readonly<Record<string, Choice>> | undefined;
	/** Whether a command is a relative change, recorded even after the log moved on (see SystemSpec). */
	repeatable(command: string): boolean;
	/** The join rule for an event type, if its quick repeats read as one (see SystemSpec.coalesce). */
	coalesce(type: string): Coalesce<unknown> | undefined;
	/** The command that records `event` again on today's state (see SystemSpec.reenter), if the system has one. */
	reenter(event: EventDraft): ReenterIntent<C> | undefined;
	logGroups?(path: readonly LoggedEvent[], locale: Locale, state?: S): LogGroup[];
	/** 席 (see SystemSpec.seats). */
	seats?(state: S, locale: Locale): Seat[];
	/** Which 席 a command acts for (see SystemSpec.seatOf). */
	seatOf?(command: string, intent: unknown, state: S): string | null | undefined;
	/** The spectator board (see SystemSpec.board). */
	board?(state: S, locale: Locale): BoardSeat[];
}

/** A command and its intent: what もう一度記録 dispatches. */
export type ReenterIntent<C extends CommandMap = CommandMap> = {
	[K in keyof C & string]: { command: K; intent: IntentOf<C[K]> };
}[keyof C & string];

/** A group of the log: it starts at the event `seq` and runs until the next group starts. */
export interface LogGroup {
	seq: number;
	title: string;
}

/** The registry holds systems of different state types; this erases S at that one boundary. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySystem = SystemDefinition<any, any>;

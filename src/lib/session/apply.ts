/**
 * The session's pure core, shared by the open session (session.svelte.ts), import checks and the
 * reactive test session (tests/factories/session.svelte.ts): a draft is parsed against its
 * schema and folded; a command is run with its context and every event it returns is folded in
 * order. No Svelte, no Dexie: the same input gives the same result.
 */
import * as v from 'valibot';
import { issueFacts } from '$lib/core/transfer/issue-facts';
import { isRefusal, refuse, type EventDraft, type Refusal } from '$lib/core/events';
// From the modules, not the barrel: the barrel would keep the lookup, the grid and the odds
// (modules with top-level calls) in every session screen's JS.
import { TABLE_ADOPTED, adoptTable, adoptedFor, type AdoptedTable, type AdoptedTables } from '$lib/core/tables/adopted';
import { tableHash } from '$lib/core/tables/hash';
import type { Table } from '$lib/core/tables';
import type { Rng } from '$lib/core/dice';
import {
	READINGS_CHOSEN,
	ReadingsChosenPayload,
	checkChoices,
	chooseReadings,
	readingsInForce,
	type Choice,
	type Readings,
	type ReadingsChosen
} from '$lib/core/readings';
import type { ReplayableSystem } from '$lib/core/transfer';
import type { AnySystem, CommandContext, SystemDefinition } from '$lib/systems/types';

/**
 * What the shell folds: the system's own state and, beside it, the tables the session adopted and
 * the readings the group chose for the system's open points.
 */
export interface SessionState<S> {
	system: S;
	tables: AdoptedTables;
	/** Open point id → the group's choice (points not named here use their default). */
	readings: Record<string, Choice>;
}

export function initialSessionState<S>(system: Pick<SystemDefinition<S>, 'initialState'>): SessionState<S> {
	return { system: system.initialState(), tables: { byHash: {}, current: {} }, readings: {} };
}

/** The core command that records a group's choice of readings (`session.chooseReadings`). */
export const CHOOSE_READINGS = 'session/chooseReadings';

// One resolved record per chosen-readings object (and per old log's implied readings): folding
// 10,000 events must not rebuild it each time.
const inForce = new WeakMap<object, Readings>();
const inForceOverImplied = new WeakMap<object, WeakMap<object, Readings>>();

/**
 * The reading in force for each of the system's open points: the group's choice, else what an old
 * log was recorded under (`impliedReadings`), else the point's default. A snapshot stored before
 * readings existed has none.
 */
export function readingsOf<S>(
	system: Pick<SystemDefinition<S>, 'openPoints' | 'impliedReadings'>,
	state: SessionState<S>
): Readings {
	const chosen = state.readings ?? NO_CHOICES;
	const implied = system.impliedReadings?.(state.system);
	if (implied) {
		let byChosen = inForceOverImplied.get(implied);
		if (!byChosen) inForceOverImplied.set(implied, (byChosen = new WeakMap()));
		let r = byChosen.get(chosen);
		if (!r) byChosen.set(chosen, (r = readingsInForce(system.openPoints ?? [], { ...implied, ...chosen })));
		return r;
	}
	let r = inForce.get(chosen);
	if (!r) inForce.set(chosen, (r = readingsInForce(system.openPoints ?? [], chosen)));
	return r;
}
const NO_CHOICES: Record<string, Choice> = {};

function adopt(tables: AdoptedTables, p: AdoptedTable): AdoptedTables {
	return {
		byHash: tables.byHash[p.hash] ? tables.byHash : { ...tables.byHash, [p.hash]: p },
		current: { ...tables.current, [p.slot]: p.hash }
	};
}

/**
 * Folds one stored or checked event: brought to today's shape by the system's `upgrade`, then
 * the core's own event or the system's reducer. Does not parse (stored events were parsed when
 * written; see `applyDraft` for a new one).
 */
export function foldEvent<S>(
	system: SystemDefinition<S>,
	state: SessionState<S>,
	event: EventDraft
): SessionState<S> | Refusal {
	const e = system.upgrade(event);
	if (e.type === TABLE_ADOPTED) {
		const p = e.payload as AdoptedTable;
		if (!system.tableSlots?.some((s) => s.id === p.slot)) return refuse('session/unknown_slot', { slot: p.slot });
		return { ...state, tables: adopt(state.tables, p) };
	}
	if (e.type === READINGS_CHOSEN) {
		const p = e.payload as ReadingsChosen;
		const wrong = checkChoices(system.openPoints ?? [], p.choices);
		return wrong ?? { ...state, readings: chooseReadings(state.readings ?? NO_CHOICES, p) };
	}
	const next = system.reduce(state.system, e, { tables: state.tables, readings: readingsOf(system, state) });
	return isRefusal(next) ? next : { ...state, system: next };
}

/**
 * Checks a draft against its schema (after `upgrade`, for drafts read from files) and returns
 * the parsed event, or a refusal naming what is wrong.
 */
export function parseDraft(system: AnySystem, draft: EventDraft): EventDraft | Refusal {
	const e = system.upgrade(draft);
	// A system without table slots gives no table schema: no slot of it can be adopted.
	if (e.type === TABLE_ADOPTED && !system.adoptedTable)
		return refuse('session/unknown_slot', { slot: String((e.payload as { slot?: unknown } | null)?.slot ?? '') });
	const schema =
		e.type === TABLE_ADOPTED
			? system.adoptedTable
			: e.type === READINGS_CHOSEN
				? ReadingsChosenPayload
				: system.events[e.type];
	if (!schema) return refuse('session/unknown_event', { type: e.type });
	const parsed = v.safeParse(schema, e.payload);
	if (!parsed.success) {
		// Facts, not valibot's English message: the screen words them in the user's language.
		const first = parsed.issues[0];
		const facts = issueFacts(first);
		// `detail` is for logs and tests; screens word the facts (field, kind, expected, received).
		return refuse('session/invalid_input', {
			type: e.type,
			detail: facts.field ? `${facts.field}: ${first?.message ?? ''}` : (first?.message ?? ''),
			...facts
		});
	}
	return { type: e.type, payload: parsed.output };
}

/** Parses a new draft and folds it: the parsed event (as it will be stored) and the state after it. */
export function applyDraft<S>(
	system: SystemDefinition<S>,
	state: SessionState<S>,
	draft: EventDraft
): { state: SessionState<S>; event: EventDraft } | Refusal {
	const event = parseDraft(system, draft);
	if (isRefusal(event)) return event;
	const next = foldEvent(system, state, event);
	return isRefusal(next) ? next : { state: next, event };
}

/**
 * The table a lookup uses for each of the system's slots: the group's library table, else the
 * newest version the session adopted (e.g. an imported session), else null — then the person
 * reads the printed chart.
 */
export function tablesInUse<S>(
	system: Pick<SystemDefinition<S>, 'tableSlots'>,
	state: SessionState<S>,
	library: Readonly<Record<string, Table | null>>
): Record<string, Table | null> {
	const out: Record<string, Table | null> = {};
	for (const slot of system.tableSlots ?? [])
		out[slot.id] = library[slot.id] ?? adoptedFor(state.tables, slot.id)?.table ?? null;
	return out;
}

/** The shell's own command: the group's choice of readings, recorded as one core event. */
function chooseReadingsCommand(_state: unknown, intent: { choices: Record<string, Choice> }): EventDraft[] {
	return [{ type: READINGS_CHOSEN, payload: { choices: intent.choices } }];
}

/** What the shell gives a command run: a random source and the library tables per slot. */
export interface RunInput {
	random: Rng;
	/** The group's library table for each of the system's slots (null: none). */
	library: Readonly<Record<string, Table | null>>;
}

export interface CommandRun<S> {
	/** Every event to record, adoptions first, as they will be stored. */
	events: EventDraft[];
	state: SessionState<S>;
}

/**
 * Runs a command as the shell does, without recording: builds its context (tables by slot —
 * the library's, else the session's newest adopted version), lets it decide, records the
 * adoption of each table it read that the session does not hold as current, then parses and
 * folds every event. The first refusal wins and nothing of the run is kept. `preview` and
 * `dispatch` both call this, so a preview is exactly what would be recorded.
 */
export function runCommand<S>(
	system: SystemDefinition<S>,
	state: SessionState<S>,
	name: string,
	intent: unknown,
	input: RunInput
): CommandRun<S> | Refusal {
	const command =
		name === CHOOSE_READINGS
			? chooseReadingsCommand
			: Object.prototype.hasOwnProperty.call(system.commands, name)
				? system.commands[name]
				: undefined;
	if (!command) return refuse('session/unknown_command', { command: name });
	const used = new Set<string>();
	const tables: Record<string, Table | null> = {};
	for (const [slot, table] of Object.entries(tablesInUse(system, state, input.library))) {
		// Reading a slot's table is what makes the shell adopt it.
		Object.defineProperty(tables, slot, {
			enumerable: true,
			get: () => {
				used.add(slot);
				return table;
			}
		});
	}
	const ctx: CommandContext = {
		random: input.random,
		tables: Object.freeze(tables),
		readings: readingsOf(system, state)
	};
	const drafts: EventDraft[] | Refusal = command(state.system, intent, ctx);
	if (isRefusal(drafts)) return drafts;
	const adoptions: EventDraft[] = [];
	for (const slot of used) {
		const table = input.library[slot];
		if (table && state.tables.current[slot] !== tableHash(table)) {
			adoptions.push({ type: TABLE_ADOPTED, payload: adoptTable(slot, table) });
		}
	}
	let s = state;
	const events: EventDraft[] = [];
	for (const draft of [...adoptions, ...drafts]) {
		const applied = applyDraft(system, s, draft);
		if (isRefusal(applied)) return applied;
		s = applied.state;
		events.push(applied.event);
	}
	return { events, state: s };
}

/** A system as import checks see it: parse with upgrade, fold the session state. */
export function replayable(system: AnySystem): ReplayableSystem {
	return {
		stateVersion: system.stateVersion,
		parse: (event) => parseDraft(system, event),
		initialState: () => initialSessionState(system),
		fold: (state, event) => foldEvent(system, state as SessionState<unknown>, event)
	};
}

import type { Component } from 'svelte';
import type * as v from 'valibot';
import type { Bilingual, Locale } from '$lib/core/locale';
import type { EventDraft, Refusal } from '$lib/core/events';
import type { Table } from '$lib/core/tables';

/**
 * What a screen gets from the shell: the folded state, and `dispatch` — the only way to
 * change anything. dispatch resolves to a Refusal when the event could not apply (the shell
 * shows its message) or to null once the event is safely recorded.
 */
export interface SessionView<S> {
	readonly sessionId: string;
	readonly state: S;
	dispatch(event: EventDraft): Promise<Refusal | null>;
}

export interface ScreenProps<S> {
	session: SessionView<S>;
}

/** Payload schemas, keyed by event type: every event is checked before it is recorded or imported. */
export type EventSchemas = Record<string, v.GenericSchema>;

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

/**
 * One game system, as a single plain object (the boardgame.io `Game` shape). Everything a
 * system needs lives in its folder; `registry.ts` lists the systems and loads each on demand.
 */
export interface SystemDefinition<S = unknown> extends SystemInfo {
	initialState(): S;
	events: EventSchemas;
	/** Pure: same state and event, same result. Returns a Refusal when the event cannot apply. */
	reduce(state: S, event: EventDraft): S | Refusal;
	/** One sentence for the session log, in the given language. */
	describe(event: EventDraft, locale: Locale): string;
	/** Text for one of this system's refusal codes. */
	explainRefusal(refusal: Refusal, locale: Locale): string;
	/** The table screen, loaded only when a session of this system is opened. */
	screen: () => Promise<{ default: Component<ScreenProps<S>> }>;
	/** The GM quick reference and quick tools, usable without a session (route /reference/<id>). */
	reference?: () => Promise<{ default: Component }>;
	/** Tables this system looks things up in, filled by the group (see TableSlot). */
	tableSlots?: readonly TableSlot[];
}

/** The registry holds systems of different state types; this erases S at that one boundary. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySystem = SystemDefinition<any>;

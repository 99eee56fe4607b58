import type { Component } from 'svelte';
import type * as v from 'valibot';
import type { Bilingual, Locale } from '$lib/core/locale';
import type { EventDraft, Refusal } from '$lib/core/events';

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
 * One game system, as a single plain object (the boardgame.io `Game` shape). Everything a
 * system needs lives in its folder; `registry.ts` lists the definitions.
 */
export interface SystemDefinition<S = unknown> {
	/** Stable id, stored in sessions and export files. */
	id: string;
	names: Bilingual;
	/** One line shown when picking a system. */
	blurb: Bilingual;
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
	/** The GM quick reference, usable without a session. */
	reference?: () => Promise<{ default: Component }>;
}

/** The registry holds systems of different state types; this erases S at that one boundary. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySystem = SystemDefinition<any>;

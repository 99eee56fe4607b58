/**
 * A session is an append-only log of events. Everything a person does at the table is one
 * event; the state on screen is the fold of the log's *active path* through a system's pure
 * reducer.
 *
 * Undo and redo are events too (`session/undone`, `session/redone`), never deletes. Every
 * action event records the action it was applied on top of (`parent`), so the log is a tree:
 * undo moves the head to the parent, redo moves it back, and a new action after an undo starts
 * a new branch. The abandoned branch stays in the log (shown struck out, exported with the
 * session) — nothing a person entered is ever thrown away.
 */

/** The stored envelope of one event. Plain data only: it goes to IndexedDB and export files. */
export interface LoggedEvent<T extends string = string, P = unknown> {
	sessionId: string;
	/** Dense 1, 2, 3 … within a session, in the order the events were recorded. */
	seq: number;
	/** When it was recorded (ms since epoch). */
	at: number;
	type: T;
	payload: P;
	/**
	 * For an action: the seq of the action it was applied on top of (0 = the initial state).
	 * For `session/undone` / `session/redone`: the head before it.
	 */
	parent: number;
	/**
	 * Set on every event of a command that recorded several: the seq of the group's first
	 * event. A group is contiguous (each member's parent is the one before it) and undo/redo
	 * take it back and put it back whole. Absent on an event recorded alone.
	 */
	group?: number;
}

/** What a caller hands to the store: the store stamps sessionId, seq, at and parent. */
export interface EventDraft<T extends string = string, P = unknown> {
	type: T;
	payload: P;
}

/** Payload `{ target: number }`: the seq of the action taken back. */
export const UNDONE = 'session/undone';
/** Payload `{ target: number }`: the seq of the action put back. */
export const REDONE = 'session/redone';

export function isControlType(type: string): boolean {
	return type === UNDONE || type === REDONE;
}

/**
 * A refusal is a value, not a crash: a reducer returns one when an event cannot apply to the
 * current state. `code` is namespaced (`counters/below_min`) and translated by the system.
 */
export type RefusalParams = Record<string, string | number>;

export interface Refusal<C extends string = string> {
	refusal: C;
	params?: RefusalParams;
}

export function refuse<C extends string>(code: C, params?: RefusalParams): Refusal<C> {
	return params ? { refusal: code, params } : { refusal: code };
}

export function isRefusal(x: unknown): x is Refusal {
	return typeof x === 'object' && x !== null && typeof (x as Refusal).refusal === 'string';
}

/** The pure fold a system provides. Must not mutate `state`, read clocks, or roll dice. */
export type Reducer<S, E extends EventDraft = EventDraft> = (state: S, event: E) => S | Refusal;

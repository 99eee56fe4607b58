/**
 * Quick repeats that read as one action. Seven taps of −1 on one life total within a few seconds
 * are seven events (each recorded the moment it is tapped, so nothing is lost), but one line in
 * the log — 「ライフ −7 → 13」 — and one step of undo. The repeats join the first tap's group
 * (`group`), which undo and redo already treat as one action.
 */
import type { EventDraft, LoggedEvent } from './types';
import { groupStart } from './log';

/** How close together repeats must come to join: a burst of taps, not a later change. */
export const COALESCE_WINDOW_MS = 4000;

/**
 * The most events one run holds; the next repeat starts a new run (a new log line and undo step).
 * A state kept from inside a run cannot stand for the run (a later repeat belongs to its command),
 * so each repeat folds its run again from the state before it: a bounded run keeps that small and
 * within the states the session keeps in memory. Twenty covers a burst of taps for one hit; a
 * larger change is typed in the number field.
 */
export const MAX_RUN = 20;

/** How quick repeats of one event type join into one line and one undo step. */
export interface Coalesce<P> {
	/** What the event changes (a counter's id): only repeats on the same key join. */
	key(payload: P): string;
	/** The one event a run reads as: `first` then `next` (e.g. by: −3 then −4 → by: −7). */
	merge(first: P, next: P): P;
}

/** What the join decision needs to know of the log. */
export interface JoinContext {
	/** The active head and the newest seq: a run joins only the newest event, on the active path. */
	head: number;
	lastSeq: number;
	/** The event at the head, when known (today's shape). */
	headEvent: Pick<LoggedEvent, 'seq' | 'at' | 'type' | 'payload' | 'group'> | undefined;
	/**
	 * Whether the head's group is a run of joined repeats (the caller made it). A head recorded
	 * alone can start a run; one inside another command's group (an attack and its adoption) cannot.
	 */
	headInRun: boolean;
	/** How many events the head's run holds (1 for a head recorded alone); a full run (MAX_RUN) takes no more. */
	runSize?: number;
	now: number;
}

/**
 * The group a new single event joins (the first seq of the head's run), or undefined when it is
 * recorded alone: another type or key, an undo since, too long after the last tap, or a full run.
 */
export function joinTarget(
	draft: EventDraft,
	ctx: JoinContext,
	rule: Coalesce<unknown> | undefined
): number | undefined {
	const h = ctx.headEvent;
	if (!rule || !h || h.seq !== ctx.head || ctx.head !== ctx.lastSeq) return undefined;
	if (h.type !== draft.type || ctx.now - h.at > COALESCE_WINDOW_MS || ctx.now < h.at) return undefined;
	if (h.group !== undefined && !ctx.headInRun) return undefined;
	if ((ctx.runSize ?? 1) >= MAX_RUN) return undefined;
	return rule.key(h.payload) === rule.key(draft.payload) ? groupStart(h) : undefined;
}

/**
 * Runs of joined repeats in a list of events (any order): each run's events in seq order, keyed
 * by its first seq. Only events of a type with a rule, in the same group, count as a run.
 */
export function joinedRuns<E extends Pick<LoggedEvent, 'seq' | 'type' | 'group' | 'payload'>>(
	events: readonly E[],
	ruleFor: (type: string) => Coalesce<unknown> | undefined
): Map<number, E[]> {
	const runs = new Map<number, E[]>();
	for (const e of events) {
		if (!ruleFor(e.type)) continue;
		// The first tap was recorded alone (no marker); the repeats name its seq as their group.
		const start = groupStart(e);
		const run = runs.get(start) ?? [];
		run.push(e);
		runs.set(start, run);
	}
	for (const [start, run] of runs) {
		run.sort((a, b) => a.seq - b.seq);
		// A run is two or more events of one type on one key; a command's own group (an attack and
		// its table adoption, two counters changed together) is not a run of repeats.
		const rule = ruleFor(run[0]!.type)!;
		const key = rule.key(run[0]!.payload);
		if (run.length < 2 || run.some((e) => e.type !== run[0]!.type || rule.key(e.payload) !== key)) runs.delete(start);
	}
	return runs;
}

/** The one payload a run reads as. */
export function mergeRun<P>(payloads: readonly P[], rule: Coalesce<P>): P {
	return payloads.slice(1).reduce((acc, p) => rule.merge(acc, p), payloads[0]!);
}

import type { LoggedEvent } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import { m } from '$lib/paraglide/messages.js';
import type { AnySystem } from '$lib/systems/types';
import { describeEvent, readAsActions } from './log-text';

/** What the undo/redo buttons need to know of an open session (SessionController fits). */
export interface UndoSource {
	readonly row: { head: number; redo: readonly number[] } | null;
	/** Recent events, any order (the controller keeps them newest first). */
	readonly log: readonly LoggedEvent[];
	readonly system: AnySystem | undefined;
	/** The session's state now: the sentence says only what may be shown today (see describeEvent). */
	readonly state?: unknown;
}

/**
 * The one place that says what undo would take back and redo would put back: the system's
 * log sentence of the action at the head / of the next redo target (a run of joined repeats read
 * as one). Null when there is nothing to do;
 * a generic sentence when the action is older than the loaded log window.
 */
function sentence(source: UndoSource, seq: number | undefined, locale: Locale): string | null {
	const system = source.system;
	if (!seq || !system) return null;
	// A run of joined repeats is undone whole: say the run ("ライフ −7 → 13"), not its last tap.
	const event = readAsActions(system, source.log).lineOf.get(seq);
	return event ? describeEvent(system, event, locale, source.state) : m.ui_undo_older({ seq }, { locale });
}

export function undoLabel(source: UndoSource, locale: Locale): string | null {
	const what = sentence(source, source.row?.head, locale);
	return what === null ? null : m.log_undone({ what }, { locale });
}

export function redoLabel(source: UndoSource, locale: Locale): string | null {
	const what = sentence(source, source.row?.redo.at(-1), locale);
	return what === null ? null : m.log_redone({ what }, { locale });
}

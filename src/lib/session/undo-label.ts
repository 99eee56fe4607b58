import type { LoggedEvent } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import { m } from '$lib/paraglide/messages.js';
import type { AnySystem } from '$lib/systems/types';

/** What the undo/redo buttons need to know of an open session (SessionController fits). */
export interface UndoSource {
	readonly row: { head: number; redo: readonly number[] } | null;
	/** Recent events, any order (the controller keeps them newest first). */
	readonly log: readonly LoggedEvent[];
	readonly system: Pick<AnySystem, 'describe'> | undefined;
}

/**
 * The one place that says what undo would take back and redo would put back: the system's
 * log sentence of the action at the head / of the next redo target. When undo starts taking
 * back a group of events, this is the function to adapt. Null when there is nothing to do;
 * a generic sentence when the action is older than the loaded log window.
 */
function sentence(source: UndoSource, seq: number | undefined, locale: Locale): string | null {
	if (!seq || !source.system) return null;
	const event = source.log.find((e) => e.seq === seq);
	return event ? source.system.describe(event, locale) : m.ui_undo_older({ seq }, { locale });
}

export function undoLabel(source: UndoSource, locale: Locale): string | null {
	const what = sentence(source, source.row?.head, locale);
	return what === null ? null : m.log_undone({ what }, { locale });
}

export function redoLabel(source: UndoSource, locale: Locale): string | null {
	const what = sentence(source, source.row?.redo.at(-1), locale);
	return what === null ? null : m.log_redone({ what }, { locale });
}

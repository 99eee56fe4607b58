import type { Locale } from '$lib/core/locale';
import { controlTarget, eventKey, redoTarget, rolesOf, undoTarget, type FoldedLog } from '$lib/core/sync';
import type { EventRef } from '$lib/core/sync/identity';
import { m } from '$lib/paraglide/messages.js';
import type { AnySystem } from '$lib/systems/types';
import { describeEvent, readAsActions, whoText } from './log-text';
import type { LogEntry } from './log-entry';

/** What the undo/redo buttons need to know of an open session (SessionController fits). */
export interface UndoSource {
	/** The device this session records as on this phone (its writer stamp). */
	readonly row: { device: string } | null;
	/** The session folded: what undo and redo name (core/sync undoTarget / redoTarget). */
	readonly folded: FoldedLog<unknown> | undefined;
	/** Recent events, newest first, with their places (the controller's log window). */
	readonly log: readonly LogEntry[];
	readonly system: AnySystem | undefined;
	/** The session's state now: the sentence says only what may be shown today (see describeEvent). */
	readonly state?: unknown;
}

/**
 * The one place that says what undo would take back and redo would put back: the system's
 * log sentence of the command undo names / of the command the undo redo names had taken back (a
 * run of joined repeats read as one). Null when there is nothing to do; a generic sentence when
 * the command is older than the loaded log window.
 */
function sentence(source: UndoSource, ref: EventRef | null | undefined, locale: Locale): string | null {
	const system = source.system;
	if (!ref || !system) return null;
	const entry = source.log.find((e) => e.device === ref.device && e.counter === ref.counter);
	// A run of joined repeats is undone whole: say the run ("ライフ −7 → 13"), not its first tap.
	const event = entry && readAsActions(system, source.log).lineOf.get(entry.seq);
	return event
		? describeEvent(system, event, locale, source.state)
		: m.ui_undo_older({ seq: entry?.seq ?? ref.counter }, { locale });
}

/** What undo would take back, as a sentence, and whose command it is (この端末, a member's name, 端末 1a2b). */
export function undoNames(source: UndoSource, locale: Locale): { who: string; what: string } | null {
	const { row, folded } = source;
	if (!row || !folded) return null;
	const target = undoTarget(folded, row.device, rolesOf(folded.members));
	const what = sentence(source, target, locale);
	return target && what !== null ? { who: whoText(folded, target.device, row.device, locale), what } : null;
}

export function undoLabel(source: UndoSource, locale: Locale): string | null {
	const names = undoNames(source, locale);
	return names === null ? null : m.log_undone({ what: names.what }, { locale });
}

export function redoLabel(source: UndoSource, locale: Locale): string | null {
	const { row, folded } = source;
	if (!row || !folded) return null;
	const undo = redoTarget(folded, row.device);
	if (!undo) return null;
	const stored = source.log.find((e) => eventKey(e) === eventKey(undo));
	// The undo is older than the window: what it took back cannot be said, only that there is one.
	const what = stored
		? sentence(source, controlTarget(stored), locale)
		: m.ui_undo_older({ seq: undo.counter }, { locale });
	return what === null ? null : m.log_redone({ what }, { locale });
}

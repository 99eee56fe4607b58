/**
 * The conflicts the table has not dismissed, as the session screen lists them (issue 26): an
 * action the merged order of a shared table could not apply stays in the log and is shown to
 * everyone — who recorded it, what, why — until it is entered again (もう一度記録) or dismissed
 * (このままにする). Pure: the screen renders these and sends the controller what a button names.
 */
import type { Locale } from '$lib/core/locale';
import { mergeRun } from '$lib/core/events';
import {
	eventKey,
	isSyncControl,
	refOf,
	type Conflict,
	type EventRef,
	type FoldedLog,
	type SyncEvent
} from '$lib/core/sync';
import type { Role } from '$lib/core/sync/members';
import type { AnySystem, ReenterIntent } from '$lib/systems/types';
import { explainRefusal } from './explain';
import { describeEvent, whoText } from './log-text';

export interface OpenConflict {
	/** The conflict's first event: what a dismissal names, and a stable key for the list. */
	target: EventRef;
	key: string;
	/** Who recorded it, as this device knows them (この端末, a member's name, 端末 1a2b). */
	who: string;
	/** What: each event's log sentence (as today's table view allows). */
	what: string;
	/** Why: the refusal in words. */
	why: string;
	/** This device may dismiss it: the GM any, a player its own (the fold's own rule). */
	mayDismiss: boolean;
	/** The command that records it again on today's state, when the system has one and this device may. */
	reenter?: ReenterIntent;
}

/** The folded session's conflicts not yet dismissed, oldest first, for the device `me` playing `role`. */
export function openConflicts(
	system: AnySystem,
	folded: Pick<FoldedLog<unknown>, 'conflicts' | 'members' | 'state'>,
	me: string,
	role: Role,
	locale: Locale
): OpenConflict[] {
	const state = (folded.state as { system?: unknown } | undefined)?.system;
	return folded.conflicts
		.filter((c) => !c.dismissed)
		.map((c: Conflict) => {
			const first = c.events[0]!;
			const mine = c.who === me;
			const acts = role !== 'spectator' && (mine || role === 'gm');
			const actions = readAsOne(system, c.events);
			const only = actions.length === 1 && !c.events.some((e) => isSyncControl(e.type)) ? actions[0] : undefined;
			const reenter = acts && only ? system.reenter(only) : undefined;
			const out: OpenConflict = {
				target: refOf(first),
				key: eventKey(first),
				who: whoText(folded, c.who, me, locale),
				what: actions.map((e) => describeEvent(system, e, locale, state)).join('、'),
				why: explainRefusal(c.why, system, locale, state),
				mayDismiss: acts
			};
			if (reenter) out.reenter = reenter;
			return out;
		});
}

/**
 * A conflict's actions, a run of quick repeats (core/events coalesce) read as one event as its log
 * line reads it — the newest tap with the payloads merged, 「ライフ +2」 — so it is named and entered
 * again as one change. Undo and redo events are left out.
 */
function readAsOne(system: AnySystem, events: readonly SyncEvent[]): SyncEvent[] {
	const actions = events.filter((e) => !isSyncControl(e.type));
	const [first, ...repeats] = actions;
	const rule = first && system.coalesce(first.type);
	if (!first || !rule || repeats.length === 0 || repeats.some((e) => e.type !== first.type || e.run !== first.counter))
		return actions;
	return [
		{
			...actions.at(-1)!,
			payload: mergeRun(
				[first, ...repeats].map((e) => e.payload),
				rule
			)
		}
	];
}

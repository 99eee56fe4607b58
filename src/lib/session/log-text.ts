import { REDONE, UNDONE, activeSeqs, joinedRuns, mergeRun, type EventDraft, type LoggedEvent } from '$lib/core/events';
import {
	PLAYER_JOINED,
	TABLE_SHARED,
	commandKey,
	controlTarget,
	eventKey,
	isSyncControl,
	type FoldedLog,
	type RoleOf
} from '$lib/core/sync';
import type { PlayerJoinedPayload, TableSharedPayload } from '$lib/core/sync/members';
import { resolveUndo } from '$lib/core/sync/undo';
import type { Conflict } from '$lib/core/sync/fold';
import type { AdoptedTable } from '$lib/core/tables';
import { TABLE_ADOPTED } from '$lib/core/tables/adopted';
import { READINGS_CHOSEN, type ReadingsChosen } from '$lib/core/readings';
import type { Locale } from '$lib/core/locale';
import { m } from '$lib/paraglide/messages.js';
import type { AnySystem, LogGroup } from '$lib/systems/types';
import { explainRefusal } from './explain';
import { seatName } from './seat-rule';
import { asLogged, type LogEntry } from './log-entry';

/**
 * One sentence for an action: the core's own events (a table adopted, readings chosen, who joined the
 * table), else the
 * system's. `state`: the session's state now, so a system says only what may be shown today
 * (Locke's table view); without it the sentence says everything.
 */
export function describeEvent(system: AnySystem, event: EventDraft, locale: Locale, state?: unknown): string {
	const e = system.upgrade(event);
	if (e.type === TABLE_ADOPTED) {
		const p = e.payload as AdoptedTable;
		return m.log_table_adopted({ table: p.table.names[locale] }, { locale });
	}
	if (e.type === READINGS_CHOSEN) return describeReadings(system, e.payload as ReadingsChosen, locale);
	// Who sits at the table (the live table's own events, never a system's).
	if (e.type === TABLE_SHARED) return m.log_table_shared({ name: (e.payload as TableSharedPayload).name }, { locale });
	if (e.type === PLAYER_JOINED) {
		// A player's seat is named as the table sees it now (a secret sheet by its player).
		const { name, seat } = e.payload as PlayerJoinedPayload;
		return typeof seat === 'string'
			? m.log_player_seated({ name, seat: seatName(system, state, seat, locale) }, { locale })
			: m.log_player_joined({ name }, { locale });
	}
	return system.describe(e, locale, state);
}

function describeReadings(system: AnySystem, p: ReadingsChosen, locale: Locale): string {
	return Object.entries(p.choices)
		.map(([id, choice]) => {
			const point = system.openPoints?.find((x) => x.id === id);
			const label = point?.readings.find((r) => r.id === choice.reading)?.label[locale] ?? choice.reading;
			const reading =
				choice.amount === undefined
					? label
					: m.log_reading_amount({ reading: label, amount: choice.amount }, { locale });
			return m.log_reading_chosen({ point: point?.title[locale] ?? id, reading }, { locale });
		})
		.join(' / ');
}

/**
 * The events of a log window with each run of joined repeats (seven −1 taps on one life total)
 * read as one: `lineOf` maps every place (`seq`) to the event that speaks for it — the run's
 * merged event, at the run's newest place — and `hidden` holds the other places of each run.
 */
export function readAsActions(system: AnySystem, events: readonly (LoggedEvent | LogEntry)[]) {
	const upgraded = events.map((e) => {
		const logged = 'device' in e ? asLogged([e], '')[0]! : e;
		return { ...logged, ...system.upgrade(logged) };
	});
	const runs = joinedRuns(upgraded, (t) => system.coalesce(t));
	const lineOf = new Map<number, LoggedEvent>(upgraded.map((e) => [e.seq, e]));
	const hidden = new Set<number>();
	for (const run of runs.values()) {
		const newest = run[run.length - 1]!;
		const merged = {
			...newest,
			payload: mergeRun(
				run.map((e) => e.payload),
				system.coalesce(newest.type)!
			)
		};
		for (const e of run) {
			lineOf.set(e.seq, merged);
			if (e !== newest) hidden.add(e.seq);
		}
	}
	return { lineOf, hidden };
}

export interface LogLine {
	/** The event's place in the merged order (the line's key). */
	seq: number;
	at: number;
	text: string;
	/** An action taken back and not put back: shown struck out. */
	undone: boolean;
	control: boolean;
	/**
	 * The event is part of a conflict the table has not dismissed (the merged order refused it; it
	 * stays in the log): who recorded it and why it does not apply.
	 */
	conflict?: string;
}

/** What the log view needs of the session's fold: its conflicts, who sits at the table, this device. */
export type LogFold = Pick<FoldedLog<unknown>, 'conflicts' | 'members'>;

/** Who recorded a conflicting event: this device, a member by name, or another device by its first digits. */
export function whoText(fold: LogFold, device: string, me: string | undefined, locale: Locale): string {
	if (device === me) return m.log_device_this({}, { locale });
	return fold.members.names[device] ?? m.log_device_other({ id: device.slice(0, 4) }, { locale });
}

/** Every event of a conflict not dismissed, by key → the line's sentence (who, why). */
function conflictText(
	system: AnySystem,
	conflicts: readonly Conflict[],
	fold: LogFold,
	me: string | undefined,
	locale: Locale
): Map<string, string> {
	const out = new Map<string, string>();
	for (const c of conflicts) {
		if (c.dismissed) continue;
		const text = m.log_conflict(
			{ who: whoText(fold, c.who, me, locale), why: explainRefusal(c.why, system, locale) },
			{ locale }
		);
		for (const e of c.events) out.set(eventKey(e), text);
	}
	return out;
}

/**
 * Commands taken back among `events` (oldest first), by the key of their first event: the fold's
 * own rule (core/sync resolveUndo) on the events given. An undo sorts after what it names, so for
 * the commands of a window of the newest events this is what the whole log says.
 */
function takenBack(events: readonly LogEntry[], roleOf: RoleOf): ReadonlyMap<string, unknown> {
	return resolveUndo(events, roleOf).undone;
}

/** The roles of a session that was never shared: one writer, the GM. */
const SOLO: RoleOf = () => 'gm';

/**
 * One readable sentence per event of a log window (newest first), in the given language: an
 * action taken back is marked, an undo or redo names what it reverses, and an event the merged
 * order refused (a conflict, kept in the log) says who recorded it and why it does not apply.
 */
export function logLines(
	system: AnySystem,
	events: readonly LogEntry[],
	fold: LogFold,
	locale: Locale,
	state?: unknown,
	options?: { me?: string; roleOf?: RoleOf }
): LogLine[];
/** A log in today's one-writer shape (seq, parent): `head` names the newest action on the active path. */
export function logLines(
	system: AnySystem,
	events: readonly LoggedEvent[],
	head: number,
	locale: Locale,
	state?: unknown
): LogLine[];
export function logLines(
	system: AnySystem,
	events: readonly LogEntry[] | readonly LoggedEvent[],
	fold: LogFold | number,
	locale: Locale,
	state?: unknown,
	{ me, roleOf = SOLO }: { me?: string; roleOf?: RoleOf } = {}
): LogLine[] {
	if (typeof fold === 'number') return seqLines(system, events as readonly LoggedEvent[], fold, locale, state);
	const entries = events as readonly LogEntry[];
	const chronological = [...entries].reverse();
	const undone = takenBack(chronological, roleOf);
	const conflicted = conflictText(system, fold.conflicts, fold, me, locale);
	const byKey = new Map(entries.map((e) => [eventKey(e), e]));
	const { lineOf, hidden } = readAsActions(system, entries);
	return entries
		.filter((e) => !hidden.has(e.seq))
		.map((e) => {
			const control = isSyncControl(e.type);
			let text: string;
			if (e.type === UNDONE || e.type === REDONE) {
				const ref = controlTarget(e);
				// A redo names the undo it reverses: it says the action that undo had taken back.
				const undo = e.type === REDONE && ref ? byKey.get(eventKey(ref)) : undefined;
				const named = undo ? controlTarget(undo) : ref;
				const target = named && byKey.get(eventKey(named));
				const line = target && lineOf.get(target.seq);
				const what = line ? describeEvent(system, line, locale, state) : `#${named?.counter ?? '?'}`;
				text = e.type === UNDONE ? m.log_undone({ what }, { locale }) : m.log_redone({ what }, { locale });
			} else {
				text = describeEvent(system, lineOf.get(e.seq) ?? e, locale, state);
			}
			const key = commandKey(e);
			const line: LogLine = { seq: e.seq, at: e.at, text, undone: !control && undone.has(key), control };
			const conflict = conflicted.get(eventKey(e));
			if (conflict) line.conflict = conflict;
			return line;
		});
}

/** The lines of a log in today's shape: the actions off the active path (from `head`) are taken back. */
function seqLines(
	system: AnySystem,
	events: readonly LoggedEvent[],
	head: number,
	locale: Locale,
	state?: unknown
): LogLine[] {
	const bySeq = new Map(events.map((e) => [e.seq, e]));
	const active = activeSeqs(head, (s) => bySeq.get(s)?.parent);
	const { lineOf, hidden } = readAsActions(system, events);
	return events
		.filter((e) => !hidden.has(e.seq))
		.map((e) => {
			const control = e.type === UNDONE || e.type === REDONE;
			let text: string;
			if (control) {
				const target = lineOf.get((e.payload as { target: number }).target);
				const what = target
					? describeEvent(system, target, locale, state)
					: `#${(e.payload as { target: number }).target}`;
				text = e.type === UNDONE ? m.log_undone({ what }, { locale }) : m.log_redone({ what }, { locale });
			} else {
				text = describeEvent(system, lineOf.get(e.seq) ?? e, locale, state);
			}
			return { seq: e.seq, at: e.at, text, undone: !control && !active.has(e.seq), control };
		});
}

/**
 * The commands in effect of the whole log (oldest first) in today's shape, `seq` = place in the
 * merged order: what a system's `logGroups` and the Markdown read. Controls, commands taken back
 * and events in a conflict are left out.
 */
export function pathOf(
	events: readonly LogEntry[],
	fold: Pick<LogFold, 'conflicts'>,
	sessionId: string,
	roleOf: RoleOf = SOLO
): LoggedEvent[] {
	const undone = takenBack(events, roleOf);
	// A clash's other variant has the kept event's identity: the kept one is in effect.
	const refused = new Set(
		fold.conflicts.filter((c) => c.why.refusal !== 'sync/identity_clash').flatMap((c) => c.events.map(eventKey))
	);
	return asLogged(
		events.filter((e) => !isSyncControl(e.type) && !refused.has(eventKey(e)) && !undone.has(commandKey(e))),
		sessionId
	);
}

export interface LogSection {
	/** The group's title; null for lines before the first group (or a system without groups). */
	title: string | null;
	lines: LogLine[];
}

/**
 * The log lines (newest first) cut into the system's groups (a turn, a combat, a round), newest
 * group first. A line belongs to the last group that starts at or before it, undone lines and
 * undo/redo included, so the view reads as the game went.
 */
export function groupLines(lines: readonly LogLine[], groups: readonly LogGroup[]): LogSection[] {
	const starts = [...groups].sort((a, b) => a.seq - b.seq);
	const titleOf = (seq: number): LogGroup | undefined => {
		let found: LogGroup | undefined;
		for (const g of starts) if (g.seq <= seq) found = g;
		return found;
	};
	const out: LogSection[] = [];
	let current: LogGroup | undefined | null = null;
	for (const line of lines) {
		const g = titleOf(line.seq);
		if (out.length === 0 || g !== current) {
			out.push({ title: g?.title ?? null, lines: [] });
			current = g;
		}
		out[out.length - 1]!.lines.push(line);
	}
	return out;
}

/** The active path as Markdown, to paste into a chat: what happened, oldest first, under the system's group titles. */
export function logMarkdown(
	system: AnySystem,
	name: string,
	path: readonly LoggedEvent[],
	locale: Locale,
	state?: unknown
): string {
	const fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
	const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
	const first = path[0];
	const lines = [`# ${name}`, '', `${system.names[locale]}${first ? ` · ${fmt.format(first.at)}` : ''}`, ''];
	const titles = new Map((system.logGroups?.(path, locale, state) ?? []).map((g) => [g.seq, g.title]));
	const { lineOf, hidden } = readAsActions(system, path);
	for (const e of path) {
		const title = titles.get(e.seq);
		if (title) lines.push('', `## ${title}`, '');
		if (!hidden.has(e.seq))
			lines.push(`- ${time.format(e.at)} ${describeEvent(system, lineOf.get(e.seq) ?? e, locale, state)}`);
	}
	return lines.join('\n') + '\n';
}

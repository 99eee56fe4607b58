import { REDONE, UNDONE, activeSeqs, joinedRuns, mergeRun, type EventDraft, type LoggedEvent } from '$lib/core/events';
import type { AdoptedTable } from '$lib/core/tables';
import { TABLE_ADOPTED } from '$lib/core/tables/adopted';
import { READINGS_CHOSEN, type ReadingsChosen } from '$lib/core/readings';
import type { Locale } from '$lib/core/locale';
import { m } from '$lib/paraglide/messages.js';
import type { AnySystem, LogGroup } from '$lib/systems/types';

/**
 * One sentence for an action: the core's own events (a table adopted, readings chosen), else the
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
 * The events of a log window (today's shape) with each run of joined repeats (seven −1 taps on one
 * life total) read as one: `lineOf` maps every seq to the event that speaks for it — the run's
 * merged event, at the run's newest seq — and `hidden` holds the other seqs of each run.
 */
export function readAsActions(system: AnySystem, events: readonly LoggedEvent[]) {
	const upgraded = events.map((e) => ({ ...e, ...system.upgrade(e) }));
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
	seq: number;
	at: number;
	text: string;
	/** An action taken back and not put back: shown struck out. */
	undone: boolean;
	control: boolean;
}

/** One readable sentence per logged event, newest first, in the given language. */
export function logLines(
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

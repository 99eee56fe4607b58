import { REDONE, UNDONE, activeSeqs, type LoggedEvent } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import { m } from '$lib/paraglide/messages.js';
import type { AnySystem } from '$lib/systems/types';

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
	locale: Locale
): LogLine[] {
	const bySeq = new Map(events.map((e) => [e.seq, e]));
	const active = activeSeqs(head, (s) => bySeq.get(s)?.parent);
	return events.map((e) => {
		const control = e.type === UNDONE || e.type === REDONE;
		let text: string;
		if (control) {
			const target = bySeq.get((e.payload as { target: number }).target);
			const what = target ? system.describe(target, locale) : `#${(e.payload as { target: number }).target}`;
			text = e.type === UNDONE ? m.log_undone({ what }, { locale }) : m.log_redone({ what }, { locale });
		} else {
			text = system.describe(e, locale);
		}
		return { seq: e.seq, at: e.at, text, undone: !control && !active.has(e.seq), control };
	});
}

/** The active path as Markdown, to paste into a chat: what happened, oldest first. */
export function logMarkdown(
	system: AnySystem,
	name: string,
	path: readonly LoggedEvent[],
	locale: Locale
): string {
	const fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
	const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
	const first = path[0];
	const lines = [
		`# ${name}`,
		'',
		`${system.names[locale]}${first ? ` · ${fmt.format(first.at)}` : ''}`,
		''
	];
	for (const e of path) lines.push(`- ${time.format(e.at)} ${system.describe(e, locale)}`);
	return lines.join('\n') + '\n';
}

import { describe, expect, it } from 'vitest';
import type { EventDraft, LoggedEvent } from '$lib/core/events';
import { redoLabel, undoLabel, type UndoSource } from './undo-label';
import { counters } from '$lib/systems/counters';

const describeEvent = (e: EventDraft, locale: 'ja' | 'en') => {
	const p = e.payload as { who: string; by: number };
	return locale === 'ja' ? `${p.who} ${p.by} ダメージ` : `${p.who} takes ${p.by} damage`;
};
const ev = (seq: number, parent: number, who: string, by: number): LoggedEvent => ({
	sessionId: 's',
	seq,
	at: 0,
	type: 'x/damaged',
	payload: { who, by },
	parent
});
function source(head: number, redo: number[], log: LoggedEvent[]): UndoSource {
	return { row: { head, redo }, log, system: { ...counters, describe: describeEvent, coalesce: () => undefined } };
}

describe('undoLabel / redoLabel', () => {
	const log = [ev(1, 0, 'ロック1', 2), ev(2, 1, 'ライオット', 3)];

	it('undo names the action at the head, redo the next one to put back', () => {
		const s = source(1, [2], log);
		expect(undoLabel(s, 'ja')).toBe('取り消し: ロック1 2 ダメージ');
		expect(redoLabel(s, 'ja')).toBe('やり直し: ライオット 3 ダメージ');
		expect(undoLabel(s, 'en')).toBe('Undo: ロック1 takes 2 damage');
	});

	it('nothing to undo or redo gives null', () => {
		const s = source(0, [], log);
		expect(undoLabel(s, 'ja')).toBeNull();
		expect(redoLabel(s, 'ja')).toBeNull();
		expect(undoLabel({ row: null, log, system: undefined }, 'ja')).toBeNull();
	});

	it('an action older than the loaded log is named by its entry number', () => {
		expect(undoLabel(source(40, [], log), 'ja')).toBe('取り消し: 記録 40');
		expect(redoLabel(source(0, [41], log), 'en')).toBe('Redo: entry 41');
	});

	it("the system words the label with the session's state now (a name the table may not see)", () => {
		const masked = (e: EventDraft, locale: 'ja' | 'en', state?: unknown) =>
			(state as { hide?: boolean } | undefined)?.hide ? '(hidden)' : describeEvent(e, locale);
		const system = { ...counters, describe: masked, coalesce: () => undefined };
		expect(undoLabel({ row: { head: 1, redo: [2] }, log, system, state: { hide: true } }, 'ja')).toBe(
			'取り消し: (hidden)'
		);
		expect(redoLabel({ row: { head: 1, redo: [2] }, log, system, state: { hide: false } }, 'ja')).toBe(
			'やり直し: ライオット 3 ダメージ'
		);
	});
});

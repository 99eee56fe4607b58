import { describe, expect, it } from 'vitest';
import type { EventDraft } from '$lib/core/events';
import { foldLog, type SyncEvent } from '$lib/core/sync';
import { counters } from '$lib/systems/counters';
import { positionedInOrder } from './log-entry';
import { redoLabel, undoLabel, type UndoSource } from './undo-label';

const ME = 'c0'.repeat(16);
const describeEvent = (e: EventDraft, locale: 'ja' | 'en') => {
	const p = e.payload as { who: string; by: number };
	return locale === 'ja' ? `${p.who} ${p.by} ダメージ` : `${p.who} takes ${p.by} damage`;
};
const damaged = (counter: number, who: string, by: number): SyncEvent => ({
	device: ME,
	counter,
	clock: counter,
	at: 0,
	type: 'x/damaged',
	payload: { who, by }
});
const undone = (counter: number, target: number): SyncEvent => ({
	device: ME,
	counter,
	clock: counter,
	at: 0,
	type: 'session/undone',
	payload: { target: { device: ME, counter: target } }
});
const system = { ...counters, describe: describeEvent, coalesce: () => undefined };

/** A session's undo source: its events folded (any reducer accepts them), the newest `window` in the log. */
function source(events: SyncEvent[], window = events.length, state?: unknown, sys = system): UndoSource {
	const folded = foldLog({ log: events, initial: {}, reduce: (s) => s, roleOf: () => 'gm' });
	const log = positionedInOrder(events).reverse().slice(0, window);
	return { row: { device: ME }, folded, log, system: sys, state };
}

describe('undoLabel / redoLabel', () => {
	// ロック1 takes 2, ライオット takes 3, then the second is undone.
	const log = [damaged(1, 'ロック1', 2), damaged(2, 'ライオット', 3), undone(3, 2)];

	it('undo names the newest action in effect, redo the one the newest undo took back', () => {
		const s = source(log);
		expect(undoLabel(s, 'ja')).toBe('取り消し: ロック1 2 ダメージ');
		expect(redoLabel(s, 'ja')).toBe('やり直し: ライオット 3 ダメージ');
		expect(undoLabel(s, 'en')).toBe('Undo: ロック1 takes 2 damage');
	});

	it('nothing to undo or redo gives null', () => {
		const s = source([damaged(1, 'ロック1', 2), undone(2, 1)]);
		expect(undoLabel(s, 'ja')).toBeNull();
		expect(redoLabel(source([damaged(1, 'ロック1', 2)]), 'ja')).toBeNull();
		expect(undoLabel({ row: null, folded: undefined, log: [], system: undefined }, 'ja')).toBeNull();
	});

	it('an action older than the loaded log is named by its entry number', () => {
		const long = Array.from({ length: 40 }, (_, i) => damaged(i + 1, 'x', 1));
		expect(undoLabel(source(long, 0), 'ja')).toBe('取り消し: 記録 40');
		expect(redoLabel(source([...long, undone(41, 40)], 0), 'en')).toBe('Redo: entry 41');
	});

	it("the system words the label with the session's state now (a name the table may not see)", () => {
		const masked = (e: EventDraft, locale: 'ja' | 'en', state?: unknown) =>
			(state as { hide?: boolean } | undefined)?.hide ? '(hidden)' : describeEvent(e, locale);
		const sys = { ...counters, describe: masked, coalesce: () => undefined };
		expect(undoLabel(source(log, 3, { hide: true }, sys), 'ja')).toBe('取り消し: (hidden)');
		expect(redoLabel(source(log, 3, { hide: false }, sys), 'ja')).toBe('やり直し: ライオット 3 ダメージ');
	});
});

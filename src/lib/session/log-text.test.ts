import { describe, expect, it } from 'vitest';
import { foldLog, type SyncEvent } from '$lib/core/sync';
import { counters } from '$lib/systems/counters';
import { locke } from '$lib/systems/locke';
import { playingState } from '$tests/factories/locke';
import { foldEvent, initialSessionState } from './apply';
import { positionedInOrder } from './log-entry';
import { describeEvent, logLines, logMarkdown, pathOf } from './log-text';

const ME = 'c0'.repeat(16);
const OTHER = 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff';
const ev = (device: string, counter: number, clock: number, type: string, payload: unknown): SyncEvent => ({
	device,
	counter,
	clock,
	at: Date.UTC(2026, 10, 22, 3, clock),
	type,
	payload
});
const life = { id: 'a', name: 'ライフ' };
const lockeState = playingState('seed', { tableView: true });
const log = [
	ev(ME, 1, 1, 'counters/counterAdded', { ...life, initial: 20, min: null, max: null, step: 1 }),
	ev(ME, 2, 2, 'counters/counterAdjusted', { ...life, by: -3 }),
	ev(ME, 3, 3, 'session/undone', { target: { device: ME, counter: 2 } }),
	ev(ME, 4, 4, 'counters/counterAdjusted', { ...life, by: 2 })
];
const fold = (events: readonly SyncEvent[]) =>
	foldLog({
		log: events,
		initial: initialSessionState(counters),
		reduce: (s, e) => foldEvent(counters, s, e),
		roleOf: () => 'gm'
	});
/** The log window as the session keeps it: newest first, each with its place. */
const windowOf = (events: readonly SyncEvent[]) => positionedInOrder(events).reverse();

describe('log text', () => {
	it('one sentence per event, newest first, the command an undo took back marked taken back', () => {
		const lines = logLines(counters, windowOf(log), fold(log), 'ja');
		expect(lines.map((l) => l.text)).toEqual([
			'ライフ +2',
			'取り消し: ライフ −3',
			'ライフ −3',
			'カウンター「ライフ」を追加（初期値 20）'
		]);
		expect(lines.map((l) => l.seq)).toEqual([4, 3, 2, 1]);
		expect(lines.map((l) => l.undone)).toEqual([false, false, true, false]);
		expect(lines[1]?.control).toBe(true);
		expect(lines.every((l) => l.conflict === undefined)).toBe(true);
	});

	it('a redo names what its undo had taken back, and the command is no longer marked', () => {
		const redone = [...log, ev(ME, 5, 5, 'session/redone', { target: { device: ME, counter: 3 } })];
		const lines = logLines(counters, windowOf(redone), fold(redone), 'ja');
		expect(lines[0]?.text).toBe('やり直し: ライフ −3');
		expect(lines.find((l) => l.seq === 2)?.undone).toBe(false);
	});

	it('a conflict — an event the merged order refused, kept in the log — says who recorded it and why', () => {
		// Another phone, apart, also took back the same action: in the merged order its undo comes second.
		const theirs = ev(OTHER, 1, 3, 'session/undone', { target: { device: ME, counter: 2 } });
		const merged = [...log.slice(0, 3), theirs, ...log.slice(3).map((e) => ({ ...e, clock: 5 }))];
		const folded = fold(merged);
		// Act
		const lines = logLines(counters, windowOf(folded.log), folded, 'ja', undefined, { me: ME });
		const en = logLines(counters, windowOf(folded.log), folded, 'en', undefined, { me: ME });
		// Assert
		expect(folded.conflicts).toHaveLength(1);
		const line = lines.find((l) => l.seq === 4)!;
		expect(line.conflict).toBe('適用できません（端末 f0f1）: 同じ操作はすでに取り消されています。');
		expect(en.find((l) => l.seq === 4)!.conflict).toBe('Does not apply (device f0f1): That action was already undone.');
		expect(lines.filter((l) => l.conflict)).toHaveLength(1);
		expect(folded.state.system.counters[0]?.value).toBe(22);
	});

	it('a command the reducer refuses in the merged order is shown as a conflict of this device, with the system’s reason', () => {
		const refused = [...log, ev(ME, 5, 5, 'counters/counterAdjusted', { id: 'zz', name: '毒', by: 1 })];
		const folded = fold(refused);
		const lines = logLines(counters, windowOf(refused), folded, 'ja', undefined, { me: ME });
		expect(lines[0]?.conflict).toMatch(/^適用できません（この端末）: /);
		expect(lines[0]?.conflict).not.toContain('counters/');
		// The path a system's log groups and the Markdown read leaves it out, with the undone command and the undo.
		expect(pathOf(positionedInOrder(refused), folded, 's').map((e) => e.seq)).toEqual([1, 4]);
	});

	it("lines, undo lines, Markdown and group titles are worded with the session's state now", () => {
		const seen: unknown[] = [];
		const system = {
			...counters,
			describe: (_e: unknown, _l: unknown, state?: unknown) => (seen.push(state), 'x'),
			logGroups: (_p: unknown, _l: unknown, state?: unknown) => (seen.push(state), [])
		};
		const now = { table: true };
		logLines(system, windowOf(log), fold(log), 'ja', now);
		logMarkdown(system, 's', pathOf(positionedInOrder(log), fold(log), 's'), 'ja', now);
		expect(seen.length).toBeGreaterThan(4);
		expect(seen.every((s) => s === now)).toBe(true);
	});

	it('English sentences', () => {
		const lines = logLines(counters, windowOf(log), fold(log), 'en');
		expect(lines[1]?.text).toBe('Undo: ライフ −3');
		expect(lines[3]?.text).toBe('Added counter “ライフ” (starts at 20)');
	});

	it('Markdown for a chat lists only what happened, oldest first', () => {
		const md = logMarkdown(counters, '土曜の卓', pathOf(positionedInOrder(log), fold(log), 's'), 'ja');
		const lines = md.trim().split('\n');
		expect(lines[0]).toBe('# 土曜の卓');
		expect(lines.filter((l) => l.startsWith('- '))).toHaveLength(2);
		expect(md).toContain('ライフ +2');
		expect(md).not.toContain('−3');
	});

	it('says who shared the table and who joined, in words, never the event type', () => {
		expect(describeEvent(counters, { type: 'session/tableShared', payload: { name: 'GM' } }, 'ja')).toBe(
			'GM がテーブルで共有を始めました'
		);
		expect(describeEvent(counters, { type: 'session/playerJoined', payload: { name: 'アキ', seat: null } }, 'ja')).toBe(
			'アキ が参加しました'
		);
		expect(describeEvent(counters, { type: 'session/playerJoined', payload: { name: 'Aki', seat: null } }, 'en')).toBe(
			'Aki joined'
		);
	});

	it('says which seat a player took, named as the table sees it (a secret sheet by its player)', () => {
		const seated = { type: 'session/playerJoined', payload: { name: 'チカ', seat: 'p3' } };
		const ja = describeEvent(locke, seated, 'ja', lockeState);
		expect(ja).toBe('チカ が「チカ」の席に着きました');
		expect(ja).not.toContain(lockeState.characters.find((c) => c.id === 'p3')!.name);
		expect(describeEvent(locke, seated, 'en', lockeState)).toBe('チカ took the seat “チカ”');
		// The table view off: the character's own name.
		const open = playingState('seed', { tableView: false });
		const name = open.characters.find((c) => c.id === 'p3')!.name;
		expect(describeEvent(locke, seated, 'ja', open)).toBe(`チカ が「${name}」の席に着きました`);
	});
});

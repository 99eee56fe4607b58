import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '$lib/core/events';
import { counters } from '$lib/systems/counters';
import { logLines, logMarkdown } from './log-text';

const ev = (seq: number, type: string, payload: unknown, parent: number): LoggedEvent => ({
	sessionId: 's',
	seq,
	at: Date.UTC(2026, 10, 22, 3, seq),
	type,
	payload,
	parent
});
const log = [
	ev(1, 'counters/counterAdded', { id: 'a', name: 'ライフ', initial: 20, min: null, max: null, step: 1 }, 0),
	ev(2, 'counters/counterAdjusted', { id: 'a', name: 'ライフ', by: -3 }, 1),
	ev(3, 'session/undone', { target: 2 }, 2),
	ev(4, 'counters/counterAdjusted', { id: 'a', name: 'ライフ', by: 2 }, 1)
];

describe('log text', () => {
	it('one sentence per event, newest first, marking the abandoned branch', () => {
		const lines = logLines(counters, [...log].reverse(), 4, 'ja');
		expect(lines.map((l) => l.text)).toEqual([
			'ライフ +2',
			'取り消し: ライフ −3',
			'ライフ −3',
			'カウンター「ライフ」を追加（初期値 20）'
		]);
		expect(lines.map((l) => l.undone)).toEqual([false, false, true, false]);
		expect(lines[1]?.control).toBe(true);
	});

	it("lines, undo lines, Markdown and group titles are worded with the session's state now", () => {
		const seen: unknown[] = [];
		const system = {
			...counters,
			describe: (_e: unknown, _l: unknown, state?: unknown) => (seen.push(state), 'x'),
			logGroups: (_p: unknown, _l: unknown, state?: unknown) => (seen.push(state), [])
		};
		const now = { table: true };
		logLines(system, [...log].reverse(), 4, 'ja', now);
		logMarkdown(system, 's', log, 'ja', now);
		expect(seen.length).toBeGreaterThan(4);
		expect(seen.every((s) => s === now)).toBe(true);
	});

	it('English sentences', () => {
		const lines = logLines(counters, [...log].reverse(), 4, 'en');
		expect(lines[1]?.text).toBe('Undo: ライフ −3');
		expect(lines[3]?.text).toBe('Added counter “ライフ” (starts at 20)');
	});

	it('Markdown for a chat lists only what happened, oldest first', () => {
		const md = logMarkdown(counters, '土曜の卓', [log[0]!, log[3]!], 'ja');
		const lines = md.trim().split('\n');
		expect(lines[0]).toBe('# 土曜の卓');
		expect(lines.filter((l) => l.startsWith('- '))).toHaveLength(2);
		expect(md).toContain('ライフ +2');
		expect(md).not.toContain('−3');
	});
});

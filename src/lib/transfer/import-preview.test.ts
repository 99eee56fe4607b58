import { beforeEach, describe, expect, it } from 'vitest';
import { exportSessions, getSession } from '$lib/db';
import { added, adjusted } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';
import { LogPlayer } from '$tests/factories/log-session';
import { previewImport, previewText } from './import';
import { holdsSentence } from './names';

beforeEach(async () => {
	await resetDb();
});

describe('previewImport: what an import would add, counted as the session list counts', () => {
	it('names the sessions and counts the actions on their active paths (an undone one is not counted)', async () => {
		const a = await LogPlayer.create('木曜の卓');
		await a.act(added('c1'));
		await a.act(adjusted('c1', 1));
		await a.act(adjusted('c1', 1));
		await a.undo();
		const b = await LogPlayer.create('予備');
		await b.act(added('c2'));
		const listed = (await getSession(a.sessionId))!.actions + (await getSession(b.sessionId))!.actions;
		const file = JSON.stringify(await exportSessions([a.sessionId, b.sessionId]));
		await resetDb(); // another device: nothing to merge into

		const p = await previewImport(file);
		if (!p.ok) throw new Error(p.message);
		expect(p).toEqual({ ok: true, names: ['木曜の卓', '予備'], actions: listed, tables: 0, merged: [] });
		expect(listed).toBe(3);
		expect(previewText(p, 'ja')).toBe(
			'「木曜の卓」、「予備」（セッション 2 件、操作 3 件）、表 0 件 — 読み込みますか？'
		);
	});

	it('shows three names at most, then how many more', () => {
		const p = { ok: true as const, names: ['A', 'B', 'C', 'D', 'E'], actions: 1204, tables: 2, merged: [] };
		expect(previewText(p, 'ja')).toBe(
			'「A」、「B」、「C」、ほか 2 件（セッション 5 件、操作 1,204 件）、表 2 件 — 読み込みますか？'
		);
		expect(previewText(p, 'en')).toBe('“A”, “B”, “C”, 2 more (5 sessions, 1,204 actions), 2 tables — import?');
	});

	it('counts one in the singular in English (“1 session”, not “1 sessions”)', () => {
		const p = { ok: true as const, names: ['A'], actions: 1, tables: 1, merged: [] };
		expect(previewText(p, 'en')).toBe('“A” (1 session, 1 action), 1 table — import?');
		expect(previewText(p, 'ja')).toBe('「A」（セッション 1 件、操作 1 件）、表 1 件 — 読み込みますか？');
		expect(holdsSentence({ names: ['A'], actions: 0 }, 'en')).toBe('“A” (1 session, 0 actions)');
		expect(holdsSentence({ names: [], actions: 0 }, 'en')).toBe('no sessions');
	});
});

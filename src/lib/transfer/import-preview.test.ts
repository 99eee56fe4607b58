import { beforeEach, describe, expect, it } from 'vitest';
import { appendEvent, createSession, exportSessions, getSession, undo } from '$lib/db';
import { added, adjusted } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';
import { previewImport, previewText } from './import';
import { holdsSentence } from './names';

beforeEach(async () => {
	await resetDb();
});

describe('previewImport: what an import would add, counted as the session list counts', () => {
	it('names the sessions and counts the actions on their active paths (an undone one is not counted)', async () => {
		const a = await createSession('counters', '木曜の卓');
		await appendEvent(a.id, added('c1'));
		await appendEvent(a.id, adjusted('c1', 1));
		await appendEvent(a.id, adjusted('c1', 1));
		await undo(a.id);
		const b = await createSession('counters', '予備');
		await appendEvent(b.id, added('c2'));
		const listed = (await getSession(a.id))!.actions + (await getSession(b.id))!.actions;
		const file = JSON.stringify(await exportSessions([a.id, b.id]));

		const p = await previewImport(file);
		if (!p.ok) throw new Error(p.message);
		expect(p).toEqual({ ok: true, names: ['木曜の卓', '予備'], actions: listed, tables: 0 });
		expect(listed).toBe(3);
		expect(previewText(p, 'ja')).toBe(
			'「木曜の卓」、「予備」（セッション 2 件、操作 3 件）、表 0 件 — 読み込みますか？'
		);
	});

	it('shows three names at most, then how many more', () => {
		const p = { ok: true as const, names: ['A', 'B', 'C', 'D', 'E'], actions: 1204, tables: 2 };
		expect(previewText(p, 'ja')).toBe(
			'「A」、「B」、「C」、ほか 2 件（セッション 5 件、操作 1,204 件）、表 2 件 — 読み込みますか？'
		);
		expect(previewText(p, 'en')).toBe('“A”, “B”, “C”, 2 more (5 sessions, 1,204 actions), 2 tables — import?');
	});

	it('counts one in the singular in English (“1 session”, not “1 sessions”)', () => {
		const p = { ok: true as const, names: ['A'], actions: 1, tables: 1 };
		expect(previewText(p, 'en')).toBe('“A” (1 session, 1 action), 1 table — import?');
		expect(previewText(p, 'ja')).toBe('「A」（セッション 1 件、操作 1 件）、表 1 件 — 読み込みますか？');
		expect(holdsSentence({ names: ['A'], actions: 0 }, 'en')).toBe('“A” (1 session, 0 actions)');
		expect(holdsSentence({ names: [], actions: 0 }, 'en')).toBe('no sessions');
	});
});

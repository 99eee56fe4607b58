/**
 * An import of a session this device holds is a merge (issue 26: "an import is a merge that adds
 * nothing twice"): only identities the database lacks are added, nothing it holds is lost, the
 * preview says how many events the merge adds and that nothing is lost, in both languages.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { newStamp, stampCommand, type SyncEvent } from '$lib/core/sync';
import { db, exportSessions } from '$lib/db';
import { logInOrder } from '$lib/db/log';
import { added, adjusted } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';
import { LogPlayer, storedSession } from '$tests/factories/log-session';
import { importFixture } from '$tests/factories/transfer';
import { importText, importedText, previewImport, previewText } from './import';

const OTHER = '0b'.repeat(16);

beforeEach(async () => {
	await resetDb();
});

/** A session of `n` adjustments and its export, then the database cut back to its first `keep` events. */
async function cutShort(n: number, keep: number) {
	const p = await LogPlayer.create('卓');
	await p.act(added('life', { initial: 20, min: 0, max: 40 }));
	for (let i = 0; i < n; i++) await p.act(adjusted('life', -1));
	const full = await exportSessions([p.sessionId]);
	const whole = await storedSession(p.sessionId);
	// What the browser lost: every event after `keep`, as if they were never written.
	const lost = (await logInOrder(p.sessionId)).slice(keep);
	await db.log.bulkDelete(lost.map((e) => [e.sessionId, e.device, e.counter] as [string, string, number]));
	await db.sessions.update(p.sessionId, { size: keep });
	return { id: p.sessionId, full, whole };
}

/** The file with another device's commands added to its one session, recorded on what it had heard. */
function withOther(file: Awaited<ReturnType<typeof exportSessions>>, ...by: number[]) {
	const events = file.sessions[0]!.events as SyncEvent[];
	let stamp = { ...newStamp(OTHER), clock: Math.max(...events.map((e) => e.clock)) };
	const theirs: SyncEvent[] = [];
	for (const n of by) {
		const r = stampCommand(stamp, [adjusted('life', n)], 9_000);
		stamp = r.stamp;
		theirs.push(...r.events);
	}
	return { ...file, sessions: [{ ...file.sessions[0]!, events: [...events, ...theirs] }] };
}

describe('import of a session this device holds: a merge', () => {
	it('gives back what the database lost, under the same id and name: nothing is copied, nothing lost', async () => {
		// Arrange
		const { id, full, whole } = await cutShort(10, 4);
		// Act
		const r = await importText(JSON.stringify(full));
		// Assert
		if (!r.ok) throw new Error(r.message);
		expect(r.outcome).toMatchObject({ sessionIds: [id], merged: [{ id, name: '卓', added: 7, clashes: 0 }] });
		expect(await db.sessions.count()).toBe(1);
		const after = await storedSession(id);
		expect(after.log).toEqual(whole.log);
		expect(after.state).toEqual(whole.state);
		expect(after.row).toMatchObject({ name: '卓', size: 11 });
	});

	it("keeps the events only this device holds and adds the file's: both devices' actions are in the state", async () => {
		// Arrange: this device goes on after the export; the file brings another device's two actions.
		const p = await LogPlayer.create('卓');
		await p.act(added('life', { initial: 20, min: 0, max: 40 }));
		const file = withOther(await exportSessions([p.sessionId]), -2, -3);
		await p.act(adjusted('life', -1));
		// Act
		const r = await importText(JSON.stringify(file));
		// Assert
		if (!r.ok) throw new Error(r.message);
		expect(r.outcome.merged).toEqual([{ id: p.sessionId, name: '卓', added: 2, clashes: 0 }]);
		const after = await storedSession(p.sessionId);
		expect(after.log).toHaveLength(4);
		expect(after.state?.counters[0]!.value).toBe(20 - 1 - 2 - 3);
	});

	it.each([
		['version 1', () => importFixture('valid-base.json')],
		['version 2', () => readFileSync(new URL('../../../tests/fixtures/export-v2.json', import.meta.url), 'utf8')]
	])('a frozen %s file imports, and importing it again adds nothing', async (_v, text) => {
		// Act
		const first = await importText(text());
		const before = await Promise.all((first.ok ? first.outcome.sessionIds : []).map((id) => storedSession(id)));
		const again = await importText(text());
		// Assert
		if (!first.ok || !again.ok) throw new Error('refused');
		expect(first.outcome.merged).toEqual([]);
		expect(again.outcome.sessionIds).toEqual(first.outcome.sessionIds);
		expect(again.outcome.merged.map((s) => s.added)).toEqual(first.outcome.sessionIds.map(() => 0));
		expect(await Promise.all(first.outcome.sessionIds.map((id) => storedSession(id)))).toEqual(before);
	});

	it('an event the file holds under an identity this device gave another event is kept beside it as a clash', async () => {
		// Arrange
		const p = await LogPlayer.create('卓');
		await p.act(added('life', { initial: 20 }));
		await p.act(adjusted('life', -1));
		const file = await exportSessions([p.sessionId]);
		const [, second] = file.sessions[0]!.events as SyncEvent[];
		second!.payload = { ...(second!.payload as object), by: -9 };
		// Act
		const r = await importText(JSON.stringify(file));
		// Assert
		if (!r.ok) throw new Error(r.message);
		expect(r.outcome.merged).toEqual([{ id: p.sessionId, name: '卓', added: 0, clashes: 1 }]);
		expect((await storedSession(p.sessionId)).clashes).toBe(1);
		expect(importedText(r.outcome, 'ja')).toBe(
			'セッション 1 件を読み込みました。うち 1 件はこの端末のセッションに合わせ、記録 0 件を足しました。消えたものはありません。同じ番号で中身の違う記録 1 件は、衝突として両方残しました。'
		);
	});
});

describe('the preview says what a merge adds, in both languages', () => {
	it('names the session already here, the events the file adds and that nothing is lost', async () => {
		// Arrange
		const { full } = await cutShort(10, 4);
		// Act
		const p = await previewImport(JSON.stringify(full));
		// Assert
		if (!p.ok) throw new Error(p.message);
		expect(p.merged).toEqual([{ name: '卓', added: 7 }]);
		expect(previewText(p, 'ja')).toBe(
			'「卓」（セッション 1 件、操作 11 件）、表 0 件 — 読み込みますか？「卓」はこの端末にもあります。ファイルにしかない記録 7 件を合わせます。消えるものはありません。'
		);
		expect(previewText(p, 'en')).toBe(
			'“卓” (1 session, 11 actions), 0 tables — import? Already on this device: “卓”. The 7 entries only in the file will be merged in; nothing is lost.'
		);
	});

	it('says so when the device holds everything already: nothing to add, nothing lost', async () => {
		// Arrange
		const p = await LogPlayer.create('卓');
		await p.act(added('life'));
		const text = JSON.stringify(await exportSessions([p.sessionId]));
		// Act
		const preview = await previewImport(text);
		// Assert
		if (!preview.ok) throw new Error(preview.message);
		expect(previewText(preview, 'ja')).toContain(
			'「卓」はこの端末にすべてあります。足すものはなく、消えるものもありません。'
		);
		expect(previewText(preview, 'en')).toContain(
			'Already on this device in full: “卓”. Nothing to add, and nothing is lost.'
		);
	});

	it('the result of a merge in English counts its entries', () => {
		const outcome = {
			sessionIds: ['a', 'b'],
			merged: [{ id: 'a', name: 'A', added: 1, clashes: 0 }],
			tables: { saved: [], renamed: 0, unchanged: 0, slotsFilled: 0 }
		};
		expect(importedText(outcome, 'en')).toBe(
			'Imported 2 sessions; of these, 1 already here got 1 entry merged in. Nothing was lost.'
		);
	});
});

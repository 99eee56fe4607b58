import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, exportSessions } from '$lib/db';
import { importText } from './transfer';
import { added } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';
import { LogPlayer } from '$tests/factories/log-session';

/** What the database held each time the full backup was asked for. */
const backedUp: number[] = [];
vi.mock('$lib/backup/backup.svelte', () => ({
	backups: { before: async () => void backedUp.push(await db.sessions.count()) }
}));

beforeEach(async () => {
	backedUp.length = 0;
	await resetDb();
});

/** One counters session's export file, with the database emptied again (another device). */
async function exportedSession(): Promise<string> {
	const p = await LogPlayer.create('卓');
	await p.act(added('life', { initial: 20, min: 0, max: 40 }));
	const text = JSON.stringify(await exportSessions([p.sessionId]));
	await resetDb();
	return text;
}

describe("a person's import", () => {
	it('takes a full backup once the file has passed, before the database is rewritten', async () => {
		// Arrange
		const text = await exportedSession();
		// Act
		const result = await importText(text);
		// Assert: asked once, while the database did not hold the session yet
		expect(result.ok).toBe(true);
		expect(backedUp).toEqual([0]);
		expect(await db.sessions.count()).toBe(1);
	});

	it('takes no backup for a file that does not pass, and writes nothing', async () => {
		// Act
		const result = await importText('{"format":"sidetable.export","version":3,"sessions":[{}]}');
		// Assert
		expect(result.ok).toBe(false);
		expect(backedUp).toEqual([]);
		expect(await db.sessions.count()).toBe(0);
	});
});

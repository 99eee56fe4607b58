/**
 * A restore from backups on the live table's identity (docs/live-table.md step 5): the backup and
 * the journals merged by identity (what both hold counts once, what either holds is kept), through
 * the import's whole-file check, into sessions this device still holds (a merge: nothing it holds
 * is lost) or as new ones; and before it writes, a new device id for this database, so what is
 * recorded after the restore never reuses an identity the lost database had given.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDraft } from '$lib/core/events';
import { eventKey, newStamp, stampCommand, type SyncEvent } from '$lib/core/sync';
import { identifiedFileSession, type ExportFile } from '$lib/core/transfer';
import { db, exportSessions } from '$lib/db';
import { appendCommand } from '$lib/db/log';
import { deviceId } from '$lib/db/meta';
import { added, adjusted } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';
import { LogPlayer, storedSession } from '$tests/factories/log-session';
import { memoryFs } from './fs';
import { backupHolds } from './holds';
import { parseRecord, RECORD_KEY } from './record';
import { eventLines, headerLine, identifiedLines, readJournal } from './journal';
import { mergeJournals } from './journal-merge';
import { BackupStore } from './store';

const A = '0a'.repeat(16);
const B = '0b'.repeat(16);
const ROW = {
	id: 'f3c1e6a5-0000-4000-8000-000000000001',
	systemId: 'counters',
	name: '卓',
	createdAt: 1,
	updatedAt: 2
};
const header = { id: ROW.id, systemId: 'counters', name: '卓', createdAt: 1 };

/** Device `device`'s commands, from counter 1, on what it had heard up to `clock`. */
function recorded(device: string, clock: number, ...drafts: Parameters<typeof adjusted>[]): SyncEvent[] {
	let stamp = { ...newStamp(device), clock };
	const out: SyncEvent[] = [];
	for (const d of drafts) {
		const draft: EventDraft = d[0] === 'add' ? added('life', { initial: 20 }) : adjusted(...d);
		const r = stampCommand(stamp, [draft], 10 + out.length);
		stamp = r.stamp;
		out.push(...r.events);
	}
	return out;
}

const v3 = (sessions: ExportFile['sessions']): ExportFile => ({
	format: 'sidetable.export',
	version: 3,
	exportedAt: 5,
	sessions
});

describe('mergeJournals: the backup and the journals merged by identity', () => {
	it('a version-3 backup and its journal: what both hold once, what only the journal holds added', () => {
		// Arrange: the backup holds A's first two commands; the journal repeats the second and has two more.
		const events = recorded(A, 0, ['add' as never, 0], ['life', -1], ['life', -2], ['life', -3]);
		const journal = readJournal(headerLine(header) + identifiedLines(events.slice(1)));
		// Act
		const { file, unreadable } = mergeJournals(
			v3([identifiedFileSession(ROW, events.slice(0, 2))]),
			new Map([[ROW.id, journal]]),
			9
		);
		// Assert
		expect(unreadable).toEqual([]);
		expect(file.sessions).toHaveLength(1);
		expect((file.sessions[0]!.events as SyncEvent[]).map(eventKey)).toEqual(events.map(eventKey));
		expect(file.sessions[0]!.updatedAt).toBe(Math.max(...events.map((e) => e.at)));
	});

	it("keeps a journal's different event under an identity the backup holds, apart, as a clash", () => {
		// Arrange
		const events = recorded(A, 0, ['add' as never, 0], ['life', -1]);
		const other = { ...events[1]!, payload: { ...(events[1]!.payload as object), by: -7 } };
		// Act
		const { file } = mergeJournals(
			v3([identifiedFileSession(ROW, events)]),
			new Map([[ROW.id, readJournal(identifiedLines([other]))]]),
			9
		);
		// Assert
		const s = file.sessions[0] as ReturnType<typeof identifiedFileSession>;
		expect(s.events).toHaveLength(2);
		expect(s.clashes).toHaveLength(1);
	});

	it("a run of quick repeats journalled before runs carried a run mark, grown after the backup, is one command again, the backup's narrower mark no clash", () => {
		// Arrange: A's tap at counter 2 joined by a second (mark 2 of 2) when the backup was written,
		// then by a third (the store rewrote the run to 3 of 3 and journalled only the new tap). The
		// journal was not compacted, so it also has the run's first two lines as they were journalled.
		const [add, tap] = recorded(A, 0, ['add' as never, 0], ['life', -1]);
		const at = (counter: number, size: number): SyncEvent => ({
			...tap!,
			counter,
			at: tap!.at + counter - 2,
			group: { first: 2, size }
		});
		const backup = v3([identifiedFileSession(ROW, [add!, at(2, 2), at(3, 2)])]);
		const journals = [
			readJournal(identifiedLines([at(4, 3)])),
			readJournal(
				identifiedLines([add!]) + identifiedLines([tap!]) + identifiedLines([at(3, 2)]) + identifiedLines([at(4, 3)])
			)
		];
		for (const journal of journals) {
			// Act
			const { file } = mergeJournals(backup, new Map([[ROW.id, journal]]), 9);
			// Assert
			const s = file.sessions[0] as ReturnType<typeof identifiedFileSession>;
			expect(s.clashes ?? []).toEqual([]);
			expect(s.events.map((e) => [e.counter, e.group])).toEqual([
				[1, undefined],
				[2, { first: 2, size: 3 }],
				[3, { first: 2, size: 3 }],
				[4, { first: 2, size: 3 }]
			]);
		}
	});

	it('a session only in a journal (begun after the backup) comes back from its identified lines', () => {
		const events = recorded(B, 0, ['add' as never, 0], ['life', -4]);
		const { file } = mergeJournals(
			undefined,
			new Map([[ROW.id, readJournal(headerLine(header) + identifiedLines(events))]]),
			9
		);
		expect(file.sessions.map((s) => [s.id, s.name, s.events.length])).toEqual([[ROW.id, '卓', 2]]);
	});

	it('a one-writer log that does not read is left out and named, never half-restored', () => {
		const broken = {
			...header,
			updatedAt: 2,
			events: [{ seq: 2, at: 1, type: 'counters/counterAdded', payload: {}, parent: 0 }]
		};
		const { file, unreadable } = mergeJournals(
			{ format: 'sidetable.export', version: 2, exportedAt: 1, sessions: [broken] },
			new Map([['x', readJournal(headerLine({ ...header, id: 'x', name: 'ok' }) + eventLines([]))]]),
			9
		);
		expect(unreadable).toEqual(['卓']);
		expect(file.sessions).toEqual([]);
	});

	it('what a version-3 backup holds counts the actions in effect (an undone command is not counted)', () => {
		const events = recorded(A, 0, ['add' as never, 0], ['life', -1]);
		const undo = stampCommand(
			{ device: A, counter: 2, clock: 2 },
			[{ type: 'session/undone', payload: { target: { device: A, counter: 2 } } }],
			20
		).events;
		expect(backupHolds(v3([identifiedFileSession(ROW, [...events, ...undo])]))).toEqual({
			names: ['卓'],
			actions: 1
		});
	});
});

describe('Backups.restore', () => {
	const storage = new Map<string, string>();
	beforeEach(async () => {
		storage.clear();
		vi.stubGlobal('localStorage', {
			getItem: (k: string) => storage.get(k) ?? null,
			setItem: (k: string, v: string) => void storage.set(k, String(v)),
			removeItem: (k: string) => void storage.delete(k)
		});
		await resetDb();
	});

	/** A session recorded here, backed up, then two more actions journalled as identified lines. */
	async function backedUp() {
		const fs = memoryFs();
		const store = new BackupStore(fs);
		const p = await LogPlayer.create('卓');
		await p.act(added('life', { initial: 20, min: 0, max: 40 }));
		await p.act(adjusted('life', -1));
		await store.writeBackup(await exportSessions(), 10);
		const more = [
			(await appendCommand(p.sessionId, [adjusted('life', -2)])).events,
			(await appendCommand(p.sessionId, [adjusted('life', -3)])).events
		].flat();
		const row = (await db.sessions.get(p.sessionId))!;
		await fs.append(
			`journal/${encodeURIComponent(p.sessionId)}.jsonl`,
			headerLine(row) + identifiedLines(more.map(({ sessionId: _s, ...e }) => e))
		);
		return { store, id: p.sessionId, whole: await storedSession(p.sessionId), device: await deviceId() };
	}

	it('the database lost: every event comes back (backup and journal), and this database writes under a new device id', async () => {
		// Arrange
		const { store, id, whole, device } = await backedUp();
		await resetDb(); // the browser lost it all
		const { Backups } = await import('./backup.svelte');
		// Act
		const ok = await new Backups(store).restore();
		// Assert
		expect(ok).toBe(true);
		const after = await storedSession(id);
		expect(after.log).toEqual(whole.log);
		expect(after.state?.counters[0]!.value).toBe(20 - 1 - 2 - 3);
		const now = await deviceId();
		expect(now).not.toBe(device);
		expect(after.row?.device).toBe(now);
		// The next action is the new device's first: no identity of the lost database is given again.
		const next = await appendCommand(id, [adjusted('life', 1)]);
		expect(next.events.map((e) => [e.device, e.counter])).toEqual([[now, 1]]);
	}, 30_000);

	it(
		'a session still here in part gets what it lacks merged in; what only it holds stays',
		{ timeout: 30_000 },
		async () => {
			// Arrange: the database lost the journalled actions but recorded one more after.
			const { store, id, device } = await backedUp();
			const lost = (await db.log.toArray()).slice(-2);
			await db.log.bulkDelete(lost.map((e) => [e.sessionId, e.device, e.counter] as [string, string, number]));
			const row = (await db.sessions.get(id))!;
			await db.sessions.update(id, { size: row.size! - 2, counter: row.counter! - 2 });
			await appendCommand(id, [adjusted('life', -10)]);
			const { Backups } = await import('./backup.svelte');
			// Act
			const ok = await new Backups(store).restore();
			// Assert
			expect(ok).toBe(true);
			const after = await storedSession(id);
			// Counters 1–4 once each; the lost counter 3 was given again here (before the new device id
			// existed) to another action: both variants are kept, one in the log and one as a clash.
			expect(after.log.map((e) => e.counter)).toEqual([1, 2, 3, 4]);
			expect(after.clashes).toBe(1);
			// The record the opening check compares holds the session's size now (4 events; the clash is
			// kept apart), not the one-writer seq this row never had (0).
			expect(parseRecord(storage.get(RECORD_KEY))[id]).toBe(4);
			expect(await deviceId()).not.toBe(device);
			expect(await db.sessions.count()).toBe(1);
		}
	);

	it(
		'a run of quick repeats that grew after the backup comes back whole, as one command (the store, the backup and the journal)',
		{ timeout: 30_000 },
		async () => {
			// Arrange: journalled as the controller journals (only what each command wrote), a full
			// backup in the middle of a run of taps, which then grows by one.
			const fs = memoryFs();
			const store = new BackupStore(fs);
			const p = await LogPlayer.create('卓');
			const journal = async (events: readonly (SyncEvent & { sessionId?: string })[]) => {
				const row = (await db.sessions.get(p.sessionId))!;
				await store.appendIdentified(
					row,
					events.map(({ sessionId: _s, ...e }) => e),
					row.size!
				);
			};
			await journal((await appendCommand(p.sessionId, [added('life', { initial: 20, min: 0, max: 40 })])).events);
			await journal((await appendCommand(p.sessionId, [adjusted('life', -1)])).events);
			const second = await appendCommand(p.sessionId, [adjusted('life', -1)], { join: 2 });
			expect(second.events[0]!.run).toBe(2);
			await journal(second.events);
			await store.writeBackup(await exportSessions(), 10);
			const third = await appendCommand(p.sessionId, [adjusted('life', -1)], { join: 2 });
			expect(third.events[0]!.run).toBe(2);
			await journal(third.events);
			const whole = await storedSession(p.sessionId);
			await resetDb(); // the browser lost it all
			const { Backups } = await import('./backup.svelte');
			// Act
			const ok = await new Backups(store).restore();
			// Assert
			expect(ok).toBe(true);
			const after = await storedSession(p.sessionId);
			expect(after.log).toEqual(whole.log);
			expect(after.clashes).toBe(0);
			expect(after.state?.counters[0]!.value).toBe(17);
		}
	);
});

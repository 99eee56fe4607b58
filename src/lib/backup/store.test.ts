import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoggedEvent } from '$lib/core/events';
import type { ExportFile } from '$lib/core/transfer';
import { memoryFs } from './fs';
import { BackupStore, EVENTS_PER_PIECE, filePieces } from './store';
import { backupHolds } from './holds';
import { backupsToDrop, backupName, backupEntries } from './rotation';
import { compactJournal, eventLines, headerLine, readJournal } from './journal';
import { mergeJournals } from './journal-merge';
import { shortfalls, mergeRecords, parseRecord, recordText } from './record';

const header = { id: 's1', systemId: 'counters', name: 'Game', createdAt: 1000 };
const ev = (seq: number, sessionId = 's1'): LoggedEvent => ({
	sessionId,
	seq,
	at: 1000 + seq,
	type: 'counters/added',
	payload: { n: seq },
	parent: seq - 1
});
const fileOf = (sessions: { id: string; seqs: number }[]): ExportFile => ({
	format: 'sidetable.export',
	version: 2,
	exportedAt: 5,
	sessions: sessions.map(({ id, seqs }) => ({
		id,
		systemId: 'counters',
		name: id,
		createdAt: 1000,
		updatedAt: 1000 + seqs,
		events: Array.from({ length: seqs }, (_, i) => {
			const { sessionId: _s, ...e } = ev(i + 1, id);
			return e;
		})
	}))
});

describe('rotation', () => {
	it('keeps the newest K backups and ignores other files', () => {
		const files = [3, 1, 4, 5, 2]
			.map((t) => ({ name: backupName(t * 1000), size: t }))
			.concat({ name: 'notes.txt', size: 1 });
		expect(backupsToDrop(files, 2).map((b) => b.at)).toEqual([3000, 2000, 1000]);
		expect(backupEntries(files).map((b) => b.at)).toEqual([5000, 4000, 3000, 2000, 1000]);
	});
	it('refuses a keep below one', () => {
		expect(() => backupsToDrop([], 0)).toThrow(RangeError);
		expect(() => backupName(-1)).toThrow(/at/);
	});
	it('never drops one of the newest K (property)', () => {
		fc.assert(
			fc.property(
				fc.uniqueArray(fc.integer({ min: 0, max: 1e12 }), { maxLength: 30 }),
				fc.integer({ min: 1, max: 12 }),
				(times, keep) => {
					const files = times.map((t) => ({ name: backupName(t), size: 1 }));
					const dropped = new Set(backupsToDrop(files, keep).map((b) => b.at));
					const newest = [...times].sort((a, b) => b - a).slice(0, keep);
					expect(newest.every((t) => !dropped.has(t))).toBe(true);
					expect(dropped.size).toBe(Math.max(0, times.length - keep));
				}
			)
		);
	});
});

describe('journal', () => {
	it('reads back what was written and skips a line cut short', () => {
		const text = headerLine(header) + eventLines([ev(1), ev(2)]) + '{"seq":3,"at":10';
		const j = readJournal(text);
		expect(j.header).toEqual(header);
		expect(j.events.map((e) => e.seq)).toEqual([1, 2]);
		expect(j.events[0]).not.toHaveProperty('sessionId');
	});
	it('compaction keeps the header and only what follows the backup', () => {
		const c = readJournal(compactJournal(headerLine(header) + eventLines([ev(1), ev(2), ev(3)]), 2));
		expect(c.header).toEqual(header);
		expect(c.events.map((e) => e.seq)).toEqual([3]);
	});
	it('lays the journal over the backup with seq dense, stopping at a gap', () => {
		const backup = fileOf([{ id: 's1', seqs: 2 }]);
		const journals = new Map([
			['s1', readJournal(eventLines([ev(2), ev(3), ev(4), ev(6)]))],
			['s2', readJournal(headerLine({ ...header, id: 's2' }) + eventLines([ev(1, 's2'), ev(2, 's2')]))],
			['s3', readJournal(headerLine({ ...header, id: 's3' }) + eventLines([ev(2, 's3')]))]
		]);
		const { file: f, unreadable } = mergeJournals(backup, journals, 9);
		// Carried over to the live table's identity: one writer, counter = seq.
		expect(f.version).toBe(3);
		expect(f.sessions.map((s) => [s.id, s.events.map((e) => 'counter' in e && e.counter)])).toEqual([
			['s1', [1, 2, 3, 4]],
			['s2', [1, 2]]
		]);
		expect(f.sessions[0]!.updatedAt).toBe(1004);
		expect(unreadable).toEqual([]);
	});
});

describe('record', () => {
	it('names sessions the database holds less of, not deleted ones', () => {
		const expected = mergeRecords({ a: 3, b: 5 }, { b: 7, c: 2, d: 1 });
		const found = new Map<string, number | 'deleted'>([
			['a', 3],
			['b', 4],
			['d', 'deleted']
		]);
		expect(shortfalls(expected, found)).toEqual([
			{ sessionId: 'b', expected: 7, found: 4 },
			{ sessionId: 'c', expected: 2, found: 0 }
		]);
	});
	it('reads malformed text as empty', () => {
		expect(parseRecord('{')).toEqual({});
		expect(parseRecord(recordText({ a: 2 }))).toEqual({ a: 2 });
		expect(parseRecord('{"sessions":{"a":-1,"b":"x","c":4}}')).toEqual({ c: 4 });
	});
});

describe('BackupStore', () => {
	it('journals acknowledged events with one header per session', async () => {
		const fs = memoryFs();
		const store = new BackupStore(fs);
		await store.append(header, [ev(1)]);
		await store.append(header, [ev(2), ev(3)]);
		// A new page (new store) over the same files does not repeat the header.
		await new BackupStore(fs).append(header, [ev(4)]);
		const text = fs.files.get('journal/s1.jsonl')!;
		expect(text.match(/"session"/g)).toHaveLength(1);
		expect(readJournal(text).events.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
		expect(await store.expected()).toEqual({ s1: 4 });
	});

	it('a backup rotates, compacts journals and keeps the record', async () => {
		const fs = memoryFs();
		let t = 1_000_000;
		const store = new BackupStore(fs, () => (t += 1000));
		for (let i = 1; i <= 3; i++) await store.append(header, [ev(i)]);
		for (let k = 0; k < 4; k++) await store.writeBackup(fileOf([{ id: 's1', seqs: 3 }]), 2);
		const list = await store.list();
		expect(list).toHaveLength(2);
		expect(list[0]!.at).toBeGreaterThan(list[1]!.at);
		expect(readJournal(fs.files.get('journal/s1.jsonl')!).events).toEqual([]);
		expect(await store.expected()).toEqual({ s1: 3 });
		await store.append(header, [ev(4)]);
		const { file, backup } = await store.restoreFile();
		expect(backup?.name).toBe(list[0]!.name);
		expect(file.sessions[0]!.events.map((e) => 'counter' in e && e.counter)).toEqual([1, 2, 3, 4]);
		await store.forget('s1');
		expect(await store.expected()).toEqual({});
	});

	it('each backup says what it holds — the sessions by name and their actions — and its note goes with it', async () => {
		const fs = memoryFs();
		let t = 1_000_000;
		const store = new BackupStore(fs, () => (t += 1000));
		const file = fileOf([
			{ id: 's1', seqs: 3 },
			{ id: 's2', seqs: 2 }
		]);
		// s2's second event takes back its first: the list shows 0 actions for it, as the session list does.
		file.sessions[1]!.events[1] = { ...file.sessions[1]!.events[1]!, type: 'session/undone', payload: {}, parent: 1 };
		const written = await store.writeBackup(file, 2);
		expect(written.holds).toEqual({ names: ['s1', 's2'], actions: 3 });
		expect((await store.list())[0]!.holds).toEqual({ names: ['s1', 's2'], actions: 3 });
		// Two more backups rotate the first out, its note with it.
		await store.writeBackup(fileOf([{ id: 's1', seqs: 1 }]), 2);
		await store.writeBackup(fileOf([]), 2);
		const kept = (await store.list()).map((b) => b.name).sort();
		const names = (dir: string) =>
			[...fs.files.keys()].filter((k) => k.startsWith(dir)).map((k) => k.slice(dir.length));
		expect(names('backups/').sort()).toEqual(kept);
		expect(names('holds/').sort()).toEqual(kept);
		expect((await store.list()).map((b) => b.holds)).toEqual([
			{ names: [], actions: 0 },
			{ names: ['s1'], actions: 1 }
		]);
	});

	it('a backup written before the notes is read for what it holds; one cut short holds nothing known', async () => {
		const fs = memoryFs();
		fs.files.set(`backups/${backupName(5000)}`, JSON.stringify(fileOf([{ id: 'old', seqs: 4 }])));
		fs.files.set(`backups/${backupName(6000)}`, '{"format":"sidetable.export","sessi');
		const list = await new BackupStore(fs).list();
		expect(list.map((b) => b.holds)).toEqual([undefined, { names: ['old'], actions: 4 }]);
		// What was read is noted, so the next list does not read the backup again.
		expect(JSON.parse(fs.files.get(`holds/${backupName(5000)}`)!)).toEqual({ names: ['old'], actions: 4 });
		expect(fs.files.has(`holds/${backupName(6000)}`)).toBe(false);
	});

	it('a tap appending while a backup is written waits for one step, not the whole backup', async () => {
		const fs = memoryFs();
		let open!: () => void;
		const gate = new Promise<void>((r) => (open = r));
		// The backup file's write is slow (a large database); everything else is quick.
		const slow = {
			...fs,
			write: async (path: string, text: string) => {
				if (path.startsWith('backups/')) await gate;
				return fs.write(path, text);
			}
		};
		const store = new BackupStore(slow);
		for (let i = 1; i <= 3; i++) await store.append(header, [ev(i)]);
		const order: string[] = [];
		const backup = store.writeBackup(fileOf([{ id: 's1', seqs: 3 }]), 2).then(() => order.push('backup'));
		const append = store.append(header, [ev(4)]).then(() => order.push('append'));
		open();
		await Promise.all([backup, append]);
		expect(order).toEqual(['append', 'backup']);
		// The cut after it kept the newer event.
		expect(readJournal(fs.files.get('journal/s1.jsonl')!).events.map((e) => e.seq)).toEqual([4]);
		expect(await store.expected()).toEqual({ s1: 4 });
	});

	it('in the background, a backup is the same file made a piece at a time between idle waits', async () => {
		const fs = memoryFs();
		const store = new BackupStore(fs, () => 1_000_000);
		const long = 2 * EVENTS_PER_PIECE + EVENTS_PER_PIECE / 2;
		const file = fileOf([
			{ id: 'ロック', seqs: long },
			{ id: 's2', seqs: 0 },
			{ id: 's3', seqs: 3 }
		]);
		file.tables = [{ name: '表', rows: [['\u0000', '"']] }] as unknown as ExportFile['tables'];
		let waits = 0;
		const written = await store.writeBackup(file, 2, async () => {
			waits++;
		});
		const text = fs.files.get(`backups/${written.name}`)!;
		expect(text).toBe(JSON.stringify(file));
		expect(written.holds).toEqual(backupHolds(file));
		expect(written.size).toBe(new TextEncoder().encode(text).length);
		// A wait before each piece of events (3 + 0 + 1) and before each session's count (3).
		expect(waits).toBe(3 + 0 + 1 + 3);
	});

	it("takes a session's actions from `counted` instead of folding its log, and waits for none there", async () => {
		const fs = memoryFs();
		const store = new BackupStore(fs, () => 1_000_000);
		const file = fileOf([
			{ id: 'long', seqs: 5 },
			{ id: 's2', seqs: 3 }
		]);
		let waits = 0;
		// 42, not the log's 5: the row's count is taken as it stands.
		const written = await store.writeBackup(file, 2, async () => void waits++, new Map([['long', 42]]));
		expect(written.holds).toEqual({ names: ['long', 's2'], actions: 42 + 3 });
		// A wait before each piece of events (1 + 1) and before the one session counted by its fold.
		expect(waits).toBe(1 + 1 + 1);
		// A backup made at once (before an import) takes the same count.
		const now = await store.writeBackup(file, 2, undefined, new Map([['long', 42]]));
		expect(now.holds).toEqual({ names: ['long', 's2'], actions: 42 + 3 });
	});

	it('a file in pieces, decoded and joined, is JSON.stringify of it (property)', async () => {
		const text = fc.string({ unit: 'binary', maxLength: 6 });
		const value = fc.oneof(text, fc.integer(), fc.constant(null), fc.array(text, { maxLength: 2 }));
		const session = fc.record({
			id: text,
			systemId: fc.constant('counters'),
			name: text,
			createdAt: fc.nat(),
			updatedAt: fc.nat(),
			events: fc.array(
				fc.record({
					device: text,
					counter: fc.nat(),
					clock: fc.nat(),
					at: fc.nat(),
					type: text,
					payload: fc.dictionary(text, value, { maxKeys: 3 })
				}),
				{ maxLength: 5 }
			),
			clashes: fc.option(fc.array(fc.record({ device: text, counter: fc.nat(), type: text }), { maxLength: 2 }), {
				nil: undefined
			})
		});
		const decode = (pieces: Uint8Array[]) => pieces.map((b) => new TextDecoder().decode(b)).join('');
		await fc.assert(
			fc.asyncProperty(
				fc.array(session, { maxLength: 4 }),
				fc.option(fc.array(fc.oneof(value, fc.constant(['\u0000'])), { maxLength: 3 }), { nil: undefined }),
				async (sessions, tables) => {
					const file = {
						format: 'sidetable.export',
						version: 3,
						exportedAt: 5,
						// Before the sessions: a table's `["\u0000"]` must not be taken for their place.
						tables,
						sessions
					} as unknown as ExportFile;
					expect(decode(await filePieces(file, async () => undefined))).toBe(JSON.stringify(file));
				}
			)
		);
	});

	it('restore skips a backup cut short and uses the one before', async () => {
		const fs = memoryFs();
		let t = 1_000_000;
		const store = new BackupStore(fs, () => (t += 1000));
		await store.writeBackup(fileOf([{ id: 's1', seqs: 2 }]), 10);
		fs.files.set(`backups/${backupName(9_000_000)}`, '{"format":"sidetable.export","sess');
		const { file, backup } = await store.restoreFile();
		expect(backup?.at).toBe(1_001_000);
		expect(file.sessions[0]!.events).toHaveLength(2);
	});
});

/**
 * The journal of the live table's store (docs/live-table.md step 5, the journal half): a command's
 * identified events are journalled with the session's size after them, read back as they were
 * (the size kept beside them, never inside an event), a run's rewritten group mark replaces the
 * earlier line, and a compaction keeps the size the record compares.
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '$lib/core/events';
import { newStamp, stampCommand } from '$lib/core/sync';
import { added, adjusted } from '$tests/factories/counters';
import { memoryFs } from './fs';
import { compactIdentified, compactJournal, journalTail, readJournal } from './journal';
import { identifiedFileSession, type ExportFile } from '$lib/core/transfer';
import { parseRecord } from './record';
import { BackupStore } from './store';

const header = { id: 's1', systemId: 'counters', name: 'Table', createdAt: 1 };
const ME = 'c0'.repeat(16);

describe('BackupStore.appendIdentified', () => {
	it('journals each command with its header once, the events read back whole and the size beside them', async () => {
		// Arrange
		const fs = memoryFs();
		const store = new BackupStore(fs);
		const one = stampCommand(newStamp(ME), [added('life', { initial: 20 })], 1000);
		const two = stampCommand(one.stamp, [adjusted('life', -1), adjusted('life', -2)], 1001);
		// Act
		await store.appendIdentified(header, one.events, 1);
		await store.appendIdentified(header, two.events, 3);
		const j = readJournal((await fs.read('journal/s1.jsonl'))!);
		// Assert
		expect(j.header).toEqual(header);
		expect(j.identified).toEqual([...one.events, ...two.events]);
		expect(j.identified.every((e) => !('size' in e))).toBe(true);
		expect(j.size).toBe(3);
		expect(journalTail(j)).toBe(3);
		expect(await store.expected()).toEqual({ s1: 3 });
	});

	it('a run of quick repeats with run marks reads back as journalled: nothing to widen', async () => {
		// Arrange: a tap recorded alone, then a second and a third joining it (each naming the first)
		const fs = memoryFs();
		const store = new BackupStore(fs);
		const tap = stampCommand(newStamp(ME), [adjusted('life', -1)], 1000).events[0]!;
		const repeats = [2, 3].map((counter) => ({ ...tap, counter, at: 999 + counter, run: 1 }));
		// Act
		await store.appendIdentified(header, [tap], 1);
		for (const [i, r] of repeats.entries()) await store.appendIdentified(header, [r], i + 2);
		const j = readJournal((await fs.read('journal/s1.jsonl'))!);
		// Assert
		expect(j.identified).toEqual([tap, ...repeats]);
		expect(j.size).toBe(3);
	});

	it("a run journalled before run marks (the store rewrote its group mark) reads back as the store held it: the later taps' mark widens the earlier ones", async () => {
		// Arrange: a tap recorded alone, then a second and a third joining it (the store rewrote the
		// run's group mark; only each new tap was journalled)
		const fs = memoryFs();
		const store = new BackupStore(fs);
		const tap = stampCommand(newStamp(ME), [adjusted('life', -1)], 1000).events[0]!;
		const other = stampCommand({ device: ME, counter: 3, clock: 2 }, [adjusted('poison', 1)], 1003).events[0]!;
		const two = { first: 1, size: 2 };
		const three = { first: 1, size: 3 };
		// Act
		await store.appendIdentified(header, [tap], 1);
		await store.appendIdentified(header, [{ ...tap, counter: 2, at: 1001, group: two }], 2);
		await store.appendIdentified(header, [{ ...tap, counter: 3, at: 1002, group: three }], 3);
		await store.appendIdentified(header, [{ ...other, counter: 4 }], 4);
		const j = readJournal((await fs.read('journal/s1.jsonl'))!);
		// Assert
		expect(j.identified).toEqual([
			{ ...tap, group: three },
			{ ...tap, counter: 2, at: 1001, group: three },
			{ ...tap, counter: 3, at: 1002, group: three },
			{ ...other, counter: 4 }
		]);
		expect(j.size).toBe(4);
	});

	it('a compaction that takes every identified line keeps the size, so the journal still says what was acknowledged', async () => {
		// Arrange
		const fs = memoryFs();
		const store = new BackupStore(fs);
		const drafts: EventDraft[] = [added('life'), adjusted('life', 1)];
		const events = stampCommand(newStamp(ME), drafts, 1000).events;
		await store.appendIdentified(header, events, 2);
		const text = (await fs.read('journal/s1.jsonl'))!;
		// Act
		const byIdentity = readJournal(compactIdentified(text, new Set(events.map((e) => `${e.device}:${e.counter}`))));
		const bySeq = readJournal(compactJournal(text, 99));
		// Assert
		expect(byIdentity.identified).toEqual([]);
		expect(byIdentity.header).toEqual(header);
		expect(journalTail(byIdentity)).toBe(2);
		expect(bySeq.identified).toEqual(events);
		expect(journalTail(bySeq)).toBe(2);
	});

	it("a full backup of a version-3 session takes the journal's lines it holds, keeps the newer ones, and records the size", async () => {
		// Arrange: three commands journalled; the backup was read after the first two.
		const fs = memoryFs();
		const store = new BackupStore(fs);
		const one = stampCommand(newStamp(ME), [added('life', { initial: 20 })], 1000);
		const two = stampCommand(one.stamp, [adjusted('life', -1), adjusted('life', -2)], 1001);
		const three = stampCommand(two.stamp, [adjusted('life', -3)], 1002);
		await store.appendIdentified(header, one.events, 1);
		await store.appendIdentified(header, two.events, 3);
		await store.appendIdentified(header, three.events, 4);
		const row = { ...header, updatedAt: 1001 };
		const file: ExportFile = {
			format: 'sidetable.export',
			version: 3,
			exportedAt: 1001,
			sessions: [identifiedFileSession(row, [...one.events, ...two.events])]
		};
		// Act
		await store.writeBackup(file, 10);
		const j = readJournal((await fs.read('journal/s1.jsonl'))!);
		// Assert: only the command the backup lacks is left; the journal still says 4 were acknowledged.
		expect(j.header).toEqual(header);
		expect(j.identified).toEqual(three.events);
		expect(journalTail(j)).toBe(4);
		expect(parseRecord(await fs.read('state/record.json'))).toEqual({ s1: 3 });
		expect(await store.expected()).toEqual({ s1: 4 });
	});
});

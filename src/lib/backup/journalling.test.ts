/**
 * The tap's side of the backup (journalling.ts): the journal written before the tap resolves, the
 * record kept, and the full backup (backup.svelte.ts) reached only through the loader the session
 * gives, when N actions are due or a write finds the disk full.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncEvent } from '$lib/core/sync';
import { notices } from '$lib/ui/notices.svelte';
import { memoryFs } from './fs';
import { JournalStore } from './journal-store';
import { Journalling, type FullBackup } from './journalling';
import { readJournal } from './journal';
import { RECORD_KEY, parseRecord } from './record';

const header = { id: 's1', systemId: 'counters', name: 'Game', createdAt: 1000 };
const ev = (counter: number): SyncEvent => ({
	device: 'ab'.repeat(16),
	counter,
	clock: counter,
	at: 1000 + counter,
	type: 'counters/added',
	payload: { n: counter }
});

function memoryStorage(): Storage {
	const m = new Map<string, string>();
	return {
		get length() {
			return m.size;
		},
		clear: () => m.clear(),
		getItem: (k) => m.get(k) ?? null,
		key: (i) => [...m.keys()][i] ?? null,
		removeItem: (k) => void m.delete(k),
		setItem: (k, v) => void m.set(k, String(v))
	};
}

/** A full backup that notes what it was asked. */
function fakeFull(): FullBackup & { backups: boolean[]; fulls: [string, number | undefined][] } {
	const backups: boolean[] = [];
	const fulls: [string, number | undefined][] = [];
	return {
		backups,
		fulls,
		async backupNow(inBackground) {
			backups.push(inBackground);
		},
		async full(cause, shown) {
			fulls.push([cause, shown]);
		}
	};
}

beforeEach(() => {
	vi.stubGlobal('localStorage', memoryStorage());
	notices.items = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('Journalling', () => {
	it('journals the events and records the size before the tap resolves; loads no full backup before N actions', async () => {
		const fs = memoryFs();
		const taps = new Journalling(new JournalStore(fs));
		const load = vi.fn(async () => fakeFull());
		taps.reachFull(load);
		await taps.acknowledgedIdentified(header, [ev(1), ev(2)], 2);
		const journal = readJournal(fs.files.get('journal/s1.jsonl')!);
		expect(journal.header?.name).toBe('Game');
		expect(journal.identified.map((e) => e.counter)).toEqual([1, 2]);
		expect(parseRecord(localStorage.getItem(RECORD_KEY))).toEqual({ s1: 2 });
		await new Promise((r) => setTimeout(r, 5));
		expect(load).not.toHaveBeenCalled();
	});

	it('starts one full backup, in the background, once N actions are journalled; taps meanwhile start none', async () => {
		localStorage.setItem('sidetable.backup.every', '10');
		const taps = new Journalling(new JournalStore(memoryFs()));
		const full = fakeFull();
		let release!: () => void;
		const held = new Promise<void>((r) => (release = r));
		full.backupNow = async (inBackground) => {
			full.backups.push(inBackground);
			await held;
		};
		const load = vi.fn(async () => full);
		taps.reachFull(load);
		for (let i = 1; i <= 9; i++) await taps.acknowledgedIdentified(header, [ev(i)], i);
		await new Promise((r) => setTimeout(r, 5));
		expect(full.backups).toEqual([]);
		await taps.acknowledgedIdentified(header, [ev(10)], 10);
		await vi.waitFor(() => expect(full.backups).toEqual([true]));
		// While it runs, more taps (past N again) start no second one.
		for (let i = 11; i <= 25; i++) await taps.acknowledgedIdentified(header, [ev(i)], i);
		await new Promise((r) => setTimeout(r, 5));
		expect(full.backups).toEqual([true]);
		release();
	});

	it('a journal write the full disk refuses: the tap still resolves, the cause is said at once and once', async () => {
		const fs = memoryFs();
		fs.append = async () => {
			throw new DOMException('full', 'QuotaExceededError');
		};
		const taps = new Journalling(new JournalStore(fs));
		const full = fakeFull();
		taps.reachFull(async () => full);
		await taps.acknowledgedIdentified(header, [ev(1)], 1);
		// The first sentence before the full backup's module has loaded …
		expect(notices.items.map((n) => n.text)).toHaveLength(1);
		expect(notices.items[0]!.kind).toBe('error');
		// … which then words the space, replacing that notice.
		await vi.waitFor(() => expect(full.fulls).toEqual([['journal', notices.items[0]!.id]]));
		await taps.acknowledgedIdentified(header, [ev(2)], 2);
		expect(notices.items).toHaveLength(1);
		expect(full.fulls).toHaveLength(1);
		// The record still says what the database holds.
		expect(parseRecord(localStorage.getItem(RECORD_KEY))).toEqual({ s1: 2 });
	});

	it('any other journal failure is said once, without the full backup', async () => {
		const fs = memoryFs();
		fs.append = async () => {
			throw new Error('gone');
		};
		const taps = new Journalling(new JournalStore(fs));
		const load = vi.fn(async () => fakeFull());
		taps.reachFull(load);
		await taps.acknowledgedIdentified(header, [ev(1)], 1);
		await taps.acknowledgedIdentified(header, [ev(2)], 2);
		expect(notices.items).toHaveLength(1);
		expect(load).not.toHaveBeenCalled();
	});
});

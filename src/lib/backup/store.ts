import type { ExportFile, IdentifiedFileSession } from '$lib/core/transfer';
import type { LoggedEvent } from '$lib/core/events';
import { eventKey, type SyncEvent } from '$lib/core/sync';
import type { BackupFs } from './fs';
import { compactJournal, journalTail, readJournal, type JournalHeader, type JournalRead } from './journal';
import { mergeJournals, type RestoreFile } from './journal-merge';
import { JOURNALS, JournalStore, journalPath } from './journal-store';
import { mergeRecords, parseRecord, recordText, type SeqRecord } from './record';
import { backupEntries, backupName, backupsToDrop, type BackupEntry } from './rotation';
import { backupHolds, backupHoldsBetween, holdsText, parseHolds } from './holds';

const BACKUPS = 'backups';
/** What each backup holds (sessions by name, actions), under the backup's own name. */
const HOLDS = 'holds';
const RECORD = 'state/record.json';
const sessionOf = (file: string) => (file.endsWith('.jsonl') ? decodeURIComponent(file.slice(0, -6)) : undefined);

/** The newest seq of each session in an export file (a version-3 session's size: its count of events). */
function fileSeqs(file: ExportFile): SeqRecord {
	return Object.fromEntries(
		file.sessions.map((s) => {
			const last = s.events.at(-1);
			return [s.id, last && 'seq' in last ? last.seq : s.events.length];
		})
	);
}

/** The identities (core/sync eventKey) a version-3 session of an export file holds, its clashes' included. */
function sessionKeys(file: ExportFile, id: string): Set<string> | undefined {
	const s = file.sessions.find((x) => x.id === id);
	if (!s || !s.events.some((e) => 'device' in e)) return undefined;
	const { events, clashes = [] } = s as IdentifiedFileSession;
	return new Set([...events, ...clashes].map(eventKey));
}

/** Events per piece of a backup's text: one piece (a few ms of work) is made in one idle moment. */
export const EVENTS_PER_PIECE = 250;

/**
 * The JSON of `o` around its array `key`: the text before the array and the text after it. The
 * array's place is found by a placeholder made anew for each call, so no value of the file (a
 * forged event's payload, a table) can stand where it is looked for, whatever the keys' order.
 */
function around(o: object, key: string): [string, string] {
	const mark = `\u0000${crypto.randomUUID()}`;
	const slot = JSON.stringify(mark);
	const text = JSON.stringify({ ...o, [key]: mark });
	const at = text.indexOf(slot);
	return [text.slice(0, at), text.slice(at + slot.length)];
}

/**
 * `JSON.stringify(file)` in UTF-8 pieces (decoded and joined, the same text), made
 * `EVENTS_PER_PIECE` events at a time with `between` awaited before each: a database of long
 * games is megabytes, which one call would make (and one message to the backup's worker copy)
 * while taps wait.
 */
export async function filePieces(file: ExportFile, between: () => Promise<void>): Promise<Uint8Array[]> {
	const utf8 = new TextEncoder();
	const [head, tail] = around(file, 'sessions');
	const pieces = [utf8.encode(`${head}[`)];
	for (const [i, s] of file.sessions.entries()) {
		const [sHead, sTail] = around(s, 'events');
		pieces.push(utf8.encode(`${i > 0 ? ',' : ''}${sHead}[`));
		for (let k = 0; k < s.events.length; k += EVENTS_PER_PIECE) {
			await between();
			const part = JSON.stringify(s.events.slice(k, k + EVENTS_PER_PIECE));
			pieces.push(utf8.encode(`${k > 0 ? ',' : ''}${part.slice(1, -1)}`));
		}
		pieces.push(utf8.encode(`]${sTail}`));
	}
	pieces.push(utf8.encode(`]${tail}`));
	return pieces;
}

/**
 * The copy of the database kept outside IndexedDB, over any BackupFs: per-session journals of
 * acknowledged events, full backups (newest K kept) and the record of what the database should
 * hold. Its operations run one after another on its JournalStore's queue (the one the session's
 * taps append through), so a backup's journal compaction never cuts an append in half (a full
 * backup takes several turns, see writeBackup).
 */
export class BackupStore {
	readonly journals: JournalStore;
	readonly #fs: BackupFs;
	readonly #now: () => number;

	/** `over`: the session's JournalStore, or a file system to make one over (tests). */
	constructor(over: JournalStore | BackupFs, now: () => number = Date.now) {
		this.journals = over instanceof JournalStore ? over : new JournalStore(over);
		this.#fs = this.journals.fs;
		this.#now = now;
	}

	#serial<T>(work: () => Promise<T>): Promise<T> {
		return this.journals.serial(work);
	}

	/** Appends events the database has just committed to their session's journal. */
	append(session: JournalHeader, events: readonly LoggedEvent[]): Promise<void> {
		return this.journals.append(session, events);
	}

	/** Appends identified events the database has just committed (JournalStore.appendIdentified). */
	appendIdentified(session: JournalHeader, events: readonly SyncEvent[], sizeAfter: number): Promise<void> {
		return this.journals.appendIdentified(session, events, sizeAfter);
	}

	/**
	 * Writes a full backup, keeps the newest `keep`, cuts each journal down to what the backup
	 * does not hold, and records what the database holds now. Each step is its own turn in the
	 * queue, so a tap's append waits for one step at most, never the whole backup (it lands
	 * between them): a journal is read and cut within one step, and what is appended meanwhile is
	 * newer than the backup, so the cut keeps it. With `between` (a backup in the background) its
	 * text is made in pieces and what it holds counted a session at a time, `between` awaited
	 * before each, so no step of the page's own work outlasts a tap's wait by much. A session in
	 * `counted` (its actions as its row counted them) is not folded at all, in the background or not.
	 */
	async writeBackup(
		file: ExportFile,
		keep: number,
		between?: () => Promise<void>,
		counted?: ReadonlyMap<string, number>
	): Promise<BackupEntry> {
		const text = between ? await filePieces(file, between) : JSON.stringify(file);
		const holds = between ? await backupHoldsBetween(file, between, counted) : backupHolds(file, counted);
		const at = this.#now();
		const name = backupName(at);
		let size = 0;
		await this.#serial(async () => {
			await this.#fs.write(`${BACKUPS}/${name}`, text);
			// What it holds, in a folder of its own under the same name, so the list can say so without
			// reading every backup.
			await this.#fs.write(`${HOLDS}/${name}`, holdsText(holds));
			const listed = await this.#fs.list(BACKUPS);
			// Its bytes as written (encoding megabytes again only to count them held the page up).
			size = listed.find((f) => f.name === name)?.size ?? 0;
			for (const old of backupsToDrop(listed, keep)) {
				await this.#fs.remove(`${BACKUPS}/${old.name}`);
				await this.#fs.remove(`${HOLDS}/${old.name}`);
			}
		});
		const seqs = fileSeqs(file);
		for (const f of await this.#serial(() => this.#fs.list(JOURNALS))) {
			const id = sessionOf(f.name);
			if (id === undefined || !(id in seqs)) continue;
			const path = `${JOURNALS}/${f.name}`;
			// Keys only for the sessions that have a journal here, one session per idle wait.
			await between?.();
			const keys = sessionKeys(file, id);
			await this.#serial(async () => {
				const before = await this.#fs.read(path);
				if (before !== undefined) await this.#fs.write(path, compactJournal(before, seqs[id]!, keys));
			});
		}
		await this.#serial(async () => {
			const old = parseRecord(await this.#fs.read(RECORD));
			await this.#fs.write(RECORD, recordText(mergeRecords(old, seqs)));
		});
		return { name, at, size, holds };
	}

	/**
	 * The backups kept, newest first, each with what it holds: from the note written beside it,
	 * or, for a backup written before those notes, read from the backup itself.
	 */
	list(): Promise<BackupEntry[]> {
		return this.#serial(async () => {
			const entries = backupEntries(await this.#fs.list(BACKUPS));
			for (const e of entries) {
				e.holds = parseHolds(await this.#fs.read(`${HOLDS}/${e.name}`));
				if (e.holds) continue;
				const parsed = parseFile(await this.#fs.read(`${BACKUPS}/${e.name}`));
				if (!parsed) continue;
				e.holds = backupHolds(parsed);
				// Kept, so the list (asked after every backup and at each start) reads the backup once.
				await this.#fs.write(`${HOLDS}/${e.name}`, holdsText(e.holds));
			}
			return entries;
		});
	}

	readBackup(name: string): Promise<string | undefined> {
		return this.#serial(() => this.#fs.read(`${BACKUPS}/${name}`));
	}

	removeBackup(name: string): Promise<void> {
		return this.#serial(async () => {
			await this.#fs.remove(`${BACKUPS}/${name}`);
			await this.#fs.remove(`${HOLDS}/${name}`);
		});
	}

	/** Bytes the journals take. */
	journalBytes(): Promise<number> {
		return this.#serial(async () => (await this.#fs.list(JOURNALS)).reduce((n, f) => n + f.size, 0));
	}

	async #journals(): Promise<Map<string, JournalRead>> {
		const out = new Map<string, JournalRead>();
		for (const f of await this.#fs.list(JOURNALS)) {
			const id = sessionOf(f.name);
			const text = id === undefined ? undefined : await this.#fs.read(`${JOURNALS}/${f.name}`);
			if (id !== undefined && text !== undefined) out.set(id, readJournal(text));
		}
		return out;
	}

	/** What the database should hold: the record file and every journal's tail (its size, or newest seq). */
	expected(): Promise<SeqRecord> {
		return this.#serial(async () => {
			const tails: SeqRecord = {};
			for (const [id, j] of await this.#journals()) tails[id] = journalTail(j);
			return mergeRecords(parseRecord(await this.#fs.read(RECORD)), tails);
		});
	}

	/** A session the person deleted: its journal and its line in the record go. */
	forget(sessionId: string): Promise<void> {
		return this.#serial(async () => {
			await this.#fs.remove(journalPath(sessionId));
			this.journals.unheaded(sessionId);
			const r = parseRecord(await this.#fs.read(RECORD));
			if (sessionId in r) {
				delete r[sessionId];
				await this.#fs.write(RECORD, recordText(r));
			}
		});
	}

	/**
	 * The file a restore imports: the given backup (the newest readable one when omitted) merged
	 * by identity with every journal (journal.ts mergeJournals), and the sessions whose log did not
	 * read. `backup` is undefined when no backup could be read.
	 */
	restoreFile(name?: string): Promise<RestoreFile & { backup: BackupEntry | undefined }> {
		return this.#serial(async () => {
			const all = backupEntries(await this.#fs.list(BACKUPS));
			let used: BackupEntry | undefined;
			let parsed: ExportFile | undefined;
			for (const b of name ? all.filter((x) => x.name === name) : all) {
				// A backup cut short reads as nothing: try the one before it.
				parsed = parseFile(await this.#fs.read(`${BACKUPS}/${b.name}`));
				if (parsed) {
					used = b;
					break;
				}
			}
			return { ...mergeJournals(parsed, await this.#journals(), this.#now()), backup: used };
		});
	}
}

/** A backup's text as a file with sessions; undefined when missing or cut short. */
function parseFile(text: string | undefined): ExportFile | undefined {
	try {
		const o = text === undefined ? undefined : (JSON.parse(text) as ExportFile);
		return o && Array.isArray(o.sessions) ? o : undefined;
	} catch {
		return undefined;
	}
}

/// <reference lib="webworker" />
/**
 * The backup's file system in a worker, where OPFS offers synchronous access handles: an
 * append is a write at the end and a flush, with no copy of the file (the window's
 * createWritable copies the whole file into a swap file on every close). Handles stay open per
 * file; the protocol is the BackupFs interface as messages.
 */
type Op =
	| { op: 'read'; path: string }
	| { op: 'write'; path: string; text: string | readonly Uint8Array[] }
	| { op: 'append'; path: string; text: string }
	| { op: 'list'; dir: string }
	| { op: 'remove'; path: string };

const ROOT = 'sidetable-backup';
/** Where a write is made whole before it is moved into place (one file per path, `dir-name`). */
const PARTS = 'parts';
/** `move` (in every browser with sync access handles; not yet in TypeScript's DOM types). */
type Movable = FileSystemFileHandle & { move(to: FileSystemDirectoryHandle, name: string): Promise<void> };
/** A part older than this was left by a write that never ended (a tab closed mid-write): dropped. */
const STALE_PART_MS = 60 * 60 * 1000;
let root: Promise<FileSystemDirectoryHandle> | undefined;
const dirs = new Map<string, Promise<FileSystemDirectoryHandle>>();
const handles = new Map<string, Promise<FileSystemSyncAccessHandle>>();
const enc = new TextEncoder();
const dec = new TextDecoder();

const backupRoot = () =>
	(root ??= navigator.storage.getDirectory().then((r) => r.getDirectoryHandle(ROOT, { create: true })));
function dir(name: string): Promise<FileSystemDirectoryHandle> {
	let d = dirs.get(name);
	if (!d) {
		d = backupRoot().then((r) => r.getDirectoryHandle(name, { create: true }));
		dirs.set(name, d);
	}
	return d;
}
function split(path: string): [string, string] {
	const i = path.indexOf('/');
	return [path.slice(0, i), path.slice(i + 1)];
}
function handle(path: string): Promise<FileSystemSyncAccessHandle> {
	let h = handles.get(path);
	if (!h) {
		const [d, n] = split(path);
		h = dir(d)
			.then((x) => x.getFileHandle(n, { create: true }))
			.then((f) => f.createSyncAccessHandle());
		handles.set(path, h);
		h.catch(() => handles.delete(path));
	}
	return h;
}
async function closeHandle(path: string): Promise<void> {
	const open = handles.get(path);
	if (!open) return;
	handles.delete(path);
	(await open.catch(() => undefined))?.close();
}
async function exists(path: string): Promise<boolean> {
	if (handles.has(path)) return true;
	const [d, n] = split(path);
	try {
		await (await dir(d)).getFileHandle(n);
		return true;
	} catch {
		return false;
	}
}

async function run(m: Op): Promise<unknown> {
	switch (m.op) {
		case 'read': {
			if (!(await exists(m.path))) return undefined;
			const h = await handle(m.path);
			const buf = new Uint8Array(h.getSize());
			h.read(buf, { at: 0 });
			return dec.decode(buf);
		}
		case 'write': {
			// Written whole beside it, then moved over it: a write that stops half-way (a full disk,
			// the tab closed) leaves the file as it was, never cut (a journal cut is such a rewrite).
			const [d, n] = split(m.path);
			const parts = await dir(PARTS);
			const part = await parts.getFileHandle(`${d}-${n}`, { create: true });
			const h = await part.createSyncAccessHandle();
			try {
				h.truncate(0);
				let at = 0;
				for (const piece of typeof m.text === 'string' ? [enc.encode(m.text)] : m.text) at += h.write(piece, { at });
				h.flush();
			} catch (err) {
				h.close();
				await parts.removeEntry(part.name).catch(() => undefined);
				throw err;
			}
			h.close();
			// The file's own handle is closed first: a file locked by a handle cannot be moved onto.
			await closeHandle(m.path);
			await (part as Movable).move(await dir(d), n);
			return undefined;
		}
		case 'append': {
			const h = await handle(m.path);
			h.write(enc.encode(m.text), { at: h.getSize() });
			h.flush();
			return undefined;
		}
		case 'list': {
			const out: { name: string; size: number }[] = [];
			const d = await dir(m.dir);
			for await (const [n, fh] of d as unknown as AsyncIterable<[string, FileSystemHandle]>) {
				if (fh.kind !== 'file') continue;
				const open = handles.get(`${m.dir}/${n}`);
				out.push({
					name: n,
					size: open ? (await open).getSize() : (await (fh as FileSystemFileHandle).getFile()).size
				});
			}
			return out;
		}
		case 'remove': {
			await closeHandle(m.path);
			const [d, n] = split(m.path);
			try {
				await (await dir(d)).removeEntry(n);
			} catch (err) {
				if (!(err instanceof DOMException && err.name === 'NotFoundError')) throw err;
			}
			return undefined;
		}
	}
}

/** Drops parts of writes that never ended; a part another tab is writing now is young or locked, and kept. */
async function dropStaleParts(): Promise<void> {
	const d = await dir(PARTS);
	for await (const [n, fh] of d as unknown as AsyncIterable<[string, FileSystemHandle]>) {
		try {
			if (Date.now() - (await (fh as FileSystemFileHandle).getFile()).lastModified > STALE_PART_MS)
				await d.removeEntry(n);
		} catch {
			/* locked or gone: another tab's */
		}
	}
}

// One operation at a time, in the order asked: the window's BackupStore relies on it.
let queue: Promise<unknown> = dropStaleParts().catch(() => undefined);
self.onmessage = (e: MessageEvent<{ id: number } & Op>) => {
	const { id } = e.data;
	queue = queue.then(() =>
		run(e.data).then(
			(value) => self.postMessage({ id, ok: true, value }),
			(err: unknown) =>
				self.postMessage({ id, ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) })
		)
	);
};
export {};

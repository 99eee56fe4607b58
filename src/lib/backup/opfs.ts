import type { BackupFs } from './fs';

/** Whether this browser offers the Origin Private File System with writable files. */
export function hasOpfs(): boolean {
	return (
		typeof navigator !== 'undefined' &&
		typeof navigator.storage?.getDirectory === 'function' &&
		typeof FileSystemFileHandle !== 'undefined' &&
		'createWritable' in FileSystemFileHandle.prototype
	);
}

/**
 * BackupFs over the Origin Private File System: a storage engine apart from IndexedDB, so a
 * database the browser throws away (a corrupt LevelDB log) leaves these files standing.
 */
export function opfs(rootName = 'sidetable-backup'): BackupFs {
	let root: Promise<FileSystemDirectoryHandle> | undefined;
	const dirs = new Map<string, Promise<FileSystemDirectoryHandle>>();
	const top = () =>
		(root ??= navigator.storage.getDirectory().then((r) => r.getDirectoryHandle(rootName, { create: true })));
	const dir = (name: string) => {
		let d = dirs.get(name);
		if (!d) {
			d = top().then((r) => r.getDirectoryHandle(name, { create: true }));
			dirs.set(name, d);
			d.catch(() => dirs.delete(name));
		}
		return d;
	};
	const split = (path: string): [string, string] => {
		const i = path.indexOf('/');
		if (i <= 0 || path.indexOf('/', i + 1) !== -1) throw new RangeError(`path must be dir/name: ${path}`);
		return [path.slice(0, i), path.slice(i + 1)];
	};
	const file = async (path: string, create: boolean) => {
		const [d, n] = split(path);
		return (await dir(d)).getFileHandle(n, { create });
	};
	const missing = (err: unknown) => err instanceof DOMException && err.name === 'NotFoundError';

	return {
		async read(path) {
			try {
				return await (await (await file(path, false)).getFile()).text();
			} catch (err) {
				if (missing(err)) return undefined;
				throw err;
			}
		},
		async write(path, text) {
			const w = await (await file(path, true)).createWritable();
			try {
				await w.write(typeof text === 'string' ? text : new Blob(text as Uint8Array<ArrayBuffer>[]));
				await w.close();
			} catch (err) {
				await w.abort().catch(() => undefined);
				throw err;
			}
		},
		async append(path, text) {
			const h = await file(path, true);
			const size = (await h.getFile()).size;
			const w = await h.createWritable({ keepExistingData: true });
			try {
				await w.write({ type: 'write', position: size, data: text });
				await w.close();
			} catch (err) {
				await w.abort().catch(() => undefined);
				throw err;
			}
		},
		async list(name) {
			const out: { name: string; size: number }[] = [];
			const d = await dir(name);
			for await (const [n, h] of d as unknown as AsyncIterable<[string, FileSystemHandle]>) {
				if (h.kind === 'file') out.push({ name: n, size: (await (h as FileSystemFileHandle).getFile()).size });
			}
			return out;
		},
		async remove(path) {
			const [d, n] = split(path);
			try {
				await (await dir(d)).removeEntry(n);
			} catch (err) {
				if (!missing(err)) throw err;
			}
		}
	};
}

/**
 * BackupFs served by a worker holding synchronous access handles (fast appends, see
 * opfs-worker.ts). Falls back to `opfs()` in the window when the worker cannot start or its
 * handles are refused (another tab holds them, or no sync handles in this browser).
 */
export function workerOpfs(): BackupFs {
	const fallback = opfs();
	let worker: Worker | undefined;
	let broken = false;
	let next = 1;
	const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
	try {
		worker = new Worker(new URL('./opfs-worker.ts', import.meta.url), { type: 'module' });
		worker.onmessage = (e: MessageEvent<{ id: number; ok: boolean; value?: unknown; error?: string }>) => {
			const w = waiting.get(e.data.id);
			waiting.delete(e.data.id);
			if (e.data.ok) w?.resolve(e.data.value);
			else w?.reject(new Error(e.data.error));
		};
		worker.onerror = () => {
			broken = true;
			for (const w of waiting.values()) w.reject(new Error('backup worker failed'));
			waiting.clear();
		};
	} catch {
		broken = true;
	}
	async function call<T>(msg: object, orElse: () => Promise<T>): Promise<T> {
		if (broken || !worker) return orElse();
		const id = next++;
		const p = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
		worker.postMessage({ id, ...msg });
		try {
			return (await p) as T;
		} catch (err) {
			// Sync handles refused (a second tab has them): this tab uses the window's API.
			if (String(err).includes('NoModificationAllowedError') || String(err).includes('InvalidStateError')) {
				broken = true;
				return orElse();
			}
			throw err;
		}
	}
	return {
		read: (path) => call({ op: 'read', path }, () => fallback.read(path)),
		write: (path, text) => call({ op: 'write', path, text }, () => fallback.write(path, text)),
		append: (path, text) => call({ op: 'append', path, text }, () => fallback.append(path, text)),
		list: (dir) => call({ op: 'list', dir }, () => fallback.list(dir)),
		remove: (path) => call({ op: 'remove', path }, () => fallback.remove(path))
	};
}

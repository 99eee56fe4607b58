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
	const top = () => (root ??= navigator.storage.getDirectory().then((r) => r.getDirectoryHandle(rootName, { create: true })));
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
				await w.write(text);
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

/**
 * The few file operations the backup needs, so its logic runs against the Origin Private File
 * System in the app and against an in-memory fake in tests. Paths are `dir/name`, one level.
 */
export interface BackupFs {
	/** The file's text, or undefined when there is no such file. */
	read(path: string): Promise<string | undefined>;
	/**
	 * Replaces the file's content (creating it and its folder): a text, or UTF-8 pieces written one
	 * after another (a full backup's megabytes, made a piece at a time, are never one string).
	 */
	write(path: string, text: string | readonly Uint8Array[]): Promise<void>;
	/** Adds text at the end of the file (creating it). */
	append(path: string, text: string): Promise<void>;
	/** The files in a folder with their sizes in bytes (empty when the folder is missing). */
	list(dir: string): Promise<{ name: string; size: number }[]>;
	remove(path: string): Promise<void>;
}

/** An in-memory BackupFs: the tests' file system, and a way to watch what was written. */
export function memoryFs(): BackupFs & { files: Map<string, string> } {
	const files = new Map<string, string>();
	const bytes = (s: string) => new TextEncoder().encode(s).length;
	const utf8 = new TextDecoder();
	return {
		files,
		async read(path) {
			return files.get(path);
		},
		async write(path, text) {
			files.set(path, typeof text === 'string' ? text : text.map((b) => utf8.decode(b)).join(''));
		},
		async append(path, text) {
			files.set(path, (files.get(path) ?? '') + text);
		},
		async list(dir) {
			const prefix = `${dir}/`;
			return [...files]
				.filter(([p]) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'))
				.map(([p, t]) => ({ name: p.slice(prefix.length), size: bytes(t) }));
		},
		async remove(path) {
			files.delete(path);
		}
	};
}

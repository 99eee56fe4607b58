// The bench's static server: one built app (SPA fallback to 200.html, like any static host), and
// for Sidetable the bench page (bench/.out) at /__bench/ on the same origin, so both share one
// IndexedDB. Plain files, no compression: run.mjs gzips what the page loaded itself.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2'
};

/** Maps a URL path to a file under `root` (mounts: { '/__bench/': dir }), or null. */
export function fileFor(root, pathname, mounts = {}) {
	let dir = root;
	let rel = decodeURIComponent(pathname);
	for (const [prefix, d] of Object.entries(mounts)) {
		if (rel.startsWith(prefix)) {
			dir = d;
			rel = '/' + rel.slice(prefix.length);
		}
	}
	const safe = normalize(rel).replace(/^(\.\.[/\\])+/, '');
	const candidates = [join(dir, safe), join(dir, safe, 'index.html'), join(dir, safe + '.html')];
	for (const f of candidates) if (existsSync(f) && statSync(f).isFile()) return f;
	return null;
}

export function serve(root, port, mounts = {}) {
	const server = createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://x');
		const file = fileFor(root, url.pathname, mounts) ?? (extname(url.pathname) ? null : join(root, '200.html'));
		if (!file || !existsSync(file)) {
			res.writeHead(404).end('not found');
			return;
		}
		res.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'cache-control': 'no-cache'
		});
		res.end(readFileSync(file));
	});
	return new Promise((resolve) =>
		server.listen(port, '127.0.0.1', () =>
			resolve({ base: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r(undefined))) })
		)
	);
}

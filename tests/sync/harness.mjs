// For the relay's tests: start `npm run sync`'s program as a child process on 127.0.0.1 (a free
// port unless told), Yjs clients as the app will make them (y-websocket with `ws` in Node), and
// bounded waits on conditions. Every wait has a deadline; every process and client is stopped.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dirname, join as joinPath } from 'node:path';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import { newRoomName } from '../../server/room.mjs';

// From the path, not `new URL(…, import.meta.url)`: under jsdom (component tests) URL is jsdom's.
const MAIN = joinPath(dirname(fileURLToPath(import.meta.url)), '../../server/main.mjs');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns something truthy, or throws after `timeoutMs`. */
export async function until(what, check, { timeoutMs = 10_000, everyMs = 20 } = {}) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = check();
		if (value) return value;
		if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
		await sleep(everyMs);
	}
}

/**
 * Starts the relay (`node server/main.mjs`, what `npm run sync` runs) with `env` over a clean
 * environment of ours; resolves once it listens. `lines` collects its log.
 */
export async function startRelay(env = {}, { cwd } = {}) {
	const { YPERSISTENCE: _ignored, ...base } = process.env;
	const child = spawn(process.execPath, [MAIN], {
		cwd,
		env: { ...base, HOST: '127.0.0.1', PORT: '0', ...env },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	const lines = [];
	for (const stream of [child.stdout, child.stderr])
		createInterface({ input: stream }).on('line', (l) => lines.push(l));
	let exitCode;
	const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exitCode = code ?? signal))));
	const listening = await until('the relay to listen', () => {
		if (exitCode !== undefined) throw new Error(`relay exited (${exitCode}):\n${lines.join('\n')}`);
		return lines.map((l) => l.match(/ listening ws:\/\/127\.0\.0\.1:(\d+) /)).find(Boolean);
	});
	const port = Number(listening[1]);
	return {
		url: `ws://127.0.0.1:${port}`,
		port,
		lines,
		/** Waits for a log line matching `re` (after the first `from` lines) and returns it. */
		line: (re, from = 0, timeoutMs) =>
			until(`a relay line ${re}`, () => lines.slice(from).find((l) => re.test(l)), { timeoutMs }),
		/** Ends it as a crash would (SIGKILL) or politely (SIGTERM); resolves when it has exited. */
		async stop(signal = 'SIGTERM') {
			if (exitCode === undefined) child.kill(signal);
			return exited;
		}
	};
}

export { newRoomName, WebSocket };

/**
 * A device at the table: a Y.Doc whose `events` array carries identified events
 * ({ device, counter, clock, … } as in src/lib/core/sync), synced through the relay.
 */
export function join(url, room, device, options = {}) {
	const doc = new Y.Doc();
	const provider = new WebsocketProvider(url, room, doc, {
		WebSocketPolyfill: WebSocket,
		// Node has a BroadcastChannel: without this, two clients in one process would meet without the relay.
		disableBc: true,
		...options
	});
	const events = doc.getArray('events');
	let counter = 0;
	let clock = 0;
	return {
		doc,
		provider,
		events,
		/** Records `n` events as one transaction (one update message), stamped as core/sync stamps them. */
		record(n = 1, payload = {}) {
			for (const e of events) clock = Math.max(clock, e.clock);
			const batch = Array.from({ length: n }, () => ({
				device,
				counter: ++counter,
				clock: ++clock,
				at: Date.now(),
				type: 'test/noted',
				payload
			}));
			doc.transact(() => events.push(batch));
			return batch;
		},
		/** The identities held, in array order. */
		keys: () => events.toArray().map((e) => `${e.device}:${e.counter}`),
		leave() {
			provider.destroy();
			doc.destroy();
		}
	};
}

/**
 * A relay (started with `env`) and two clients in one fresh room, synced; all stopped after the
 * test `t`.
 */
export async function tableOfTwo(t, env) {
	const relay = await startRelay(env);
	t.after(() => relay.stop());
	const room = newRoomName();
	const a = join(relay.url, room, deviceId());
	const b = join(relay.url, room, deviceId());
	t.after(() => [a, b].forEach((c) => c.leave()));
	await until('both clients synced', () => a.provider.synced && b.provider.synced);
	return { relay, room, a, b };
}

/** Opens a bare WebSocket and resolves with how it closed: { code, reason }. */
export function rawClose(url, path, send) {
	return new Promise((resolve, reject) => {
		const ws = new WebSocket(url + path);
		ws.on('open', () => send?.(ws));
		ws.on('error', () => {});
		ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
		setTimeout(() => reject(new Error(`no close within 10 s for ${path.slice(0, 12)}`)), 10_000).unref();
	});
}

/** A device id or room-like name: 128 random bits as 32 lowercase hex. */
export const deviceId = () => newRoomName();

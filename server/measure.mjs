#!/usr/bin/env node
// What one relay process holds: starts the relay (`node --expose-gc server/main.mjs`) on
// 127.0.0.1, opens ROOMS rooms × CLIENTS clients (y-websocket, as the app will), has the clients
// of each room record EVENTS events of a 超人ロック-sized payload one command at a time, and reads
// the relay's own memory from its stats lines: empty, with the clients connected, and with the
// games in. Bounded: gives up after LIMIT_S seconds; stops the relay and every client itself.
//   ROOMS=50 CLIENTS=3 EVENTS=1000 node server/measure.mjs
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import { newRoomName } from './room.mjs';

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const ROOMS = num('ROOMS', 50);
const CLIENTS = num('CLIENTS', 3);
const EVENTS = num('EVENTS', 1000);
const LIMIT_S = num('LIMIT_S', 300);

const giveUp = setTimeout(() => {
	console.error(`measure: gave up after ${LIMIT_S} s`);
	process.exit(1);
}, LIMIT_S * 1000);
giveUp.unref();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function until(what, check, timeoutMs = LIMIT_S * 1000) {
	const deadline = Date.now() + timeoutMs;
	while (!check()) {
		if (Date.now() > deadline) throw new Error(`measure: timed out waiting for ${what}`);
		await sleep(25);
	}
}

// The relay, with a stats line every 250 ms (after a full GC, thanks to --expose-gc).
const relay = spawn(process.execPath, ['--expose-gc', fileURLToPath(new URL('./main.mjs', import.meta.url))], {
	env: { ...process.env, HOST: '127.0.0.1', PORT: '0', STATS_MS: '250', YPERSISTENCE: '' }, // memory only
	stdio: ['ignore', 'pipe', 'inherit']
});
const lines = [];
createInterface({ input: relay.stdout }).on('line', (l) => lines.push(l));
await until('the relay', () => lines.some((l) => / listening /.test(l)), 10_000);
const url = lines.find((l) => / listening /.test(l)).match(/ws:\/\/\S+/)[0];

/** The relay's memory once it has settled: the median of the next five stats lines. */
async function relayMemory() {
	const from = lines.length;
	await until('stats lines', () => lines.slice(from).filter((l) => / stats /.test(l)).length >= 5, 10_000);
	const stats = lines
		.slice(from)
		.filter((l) => / stats /.test(l))
		.slice(0, 5)
		.map((l) => Object.fromEntries([...l.matchAll(/(\w+)=(\d+)/g)].map(([, k, v]) => [k, Number(v)])));
	const median = (k) => stats.map((s) => s[k]).sort((a, b) => a - b)[2];
	return { rooms: median('rooms'), connections: median('connections'), rss: median('rss'), heap: median('heap') };
}

// Each provider adds a process 'exit' listener in Node.
process.setMaxListeners(0);

const payload = { who: { id: 'p1', name: 'ロック' }, roll: [3, 4], text: 'x'.repeat(180) };
const clients = [];
const started = Date.now();
const empty = await relayMemory();

for (let r = 0; r < ROOMS; r++) {
	const room = newRoomName();
	for (let c = 0; c < CLIENTS; c++) {
		const doc = new Y.Doc();
		const provider = new WebsocketProvider(url, room, doc, { WebSocketPolyfill: WebSocket, disableBc: true });
		clients.push({ room: r, doc, provider, events: doc.getArray('events'), device: newRoomName(), counter: 0 });
	}
}
await until('every client synced', () => clients.every((c) => c.provider.synced));
const connected = await relayMemory();

// Each room's clients take turns, one command (one event, one update message) at a time.
for (let i = 0; i < EVENTS; i++) {
	for (let r = 0; r < ROOMS; r++) {
		const c = clients[r * CLIENTS + (i % CLIENTS)];
		c.events.push([
			{ device: c.device, counter: ++c.counter, clock: i + 1, at: Date.now(), type: 'test/noted', payload }
		]);
	}
	if (i % 50 === 49) await sleep(1); // let the sockets drain
}
await until('every client to hold every event', () => clients.every((c) => c.events.length === EVENTS));
const played = await relayMemory();
const updateBytes = Y.encodeStateAsUpdate(clients[0].doc).length;

for (const c of clients) {
	c.provider.destroy();
	c.doc.destroy();
}
relay.kill('SIGTERM');

const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
const mib = (b) => `${(b / 1024 / 1024).toFixed(1)} MiB`;
const perConnection = (connected.heap - empty.heap) / (ROOMS * CLIENTS);
const perRoom = (played.heap - connected.heap) / ROOMS;
console.log(
	`relay on ${url}: ${ROOMS} rooms × ${CLIENTS} clients, ${EVENTS} events per room (${Math.round((Date.now() - started) / 1000)} s)`
);
console.log(`  empty:      rss ${mib(empty.rss)}, heap ${mib(empty.heap)}`);
console.log(
	`  connected:  rss ${mib(connected.rss)}, heap ${mib(connected.heap)} (${connected.rooms} rooms, ${connected.connections} connections)`
);
console.log(`  played:     rss ${mib(played.rss)}, heap ${mib(played.heap)}`);
console.log(`  per connection (heap, empty room): ${kib(perConnection)}`);
console.log(`  per room of ${EVENTS} events (heap): ${kib(perRoom)}; its Yjs state: ${kib(updateBytes)}`);
console.log(`  rss per room, everything in: ${kib((played.rss - empty.rss) / ROOMS)}`);
console.log(JSON.stringify({ ROOMS, CLIENTS, EVENTS, empty, connected, played, perConnection, perRoom, updateBytes }));
process.exit(0);

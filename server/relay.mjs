// The live table's relay: Yjs's own websocket server (@y/websocket-server) behind a door of ours.
// The door lets in only rooms whose names are capabilities (server/room.mjs), bounds the size of a
// message, forgets rooms nobody has been in for a while, lists nothing, and logs one line per
// connection or refusal without the room's name in full. The relay holds each room's Y.Doc in
// memory only (unless YPERSISTENCE names a directory, the package's own switch); the devices'
// databases are the source of truth, and a device that reconnects hands its whole state back.
import http from 'node:http';
import { WebSocketServer } from 'ws';
import { docs, getPersistence, setupWSConnection } from '@y/websocket-server/utils';
import { roomOfUrl, roomTag } from './room.mjs';

export const DEFAULTS = Object.freeze({
	host: '127.0.0.1',
	port: 1234,
	/**
	 * The largest message accepted. The largest a device sends is its whole session, on its first
	 * connection to a fresh room: the bench's 10,000-event 超人ロック log is 2.5 MB as a Yjs update,
	 * so 8 MiB leaves room for a session three times that (docs/live-table.md).
	 */
	maxMessageBytes: 8 * 1024 * 1024,
	/** A room nobody has been connected to for this long is dropped from memory (15 minutes). */
	roomIdleMs: 15 * 60 * 1000,
	/** Every this many ms a line with rooms, connections and memory; 0: never. */
	statsMs: 0
});

/** Close code for a refused room name (4400–4499: y-websocket stops reconnecting, and emits `closed`). */
export const CLOSE_BAD_ROOM = 4400;
export const BAD_ROOM_REASON = 'room name must be 32 lowercase hex digits (128 random bits)';
/** Close code for a message over the limit: WebSocket's own "message too big" (ws sends it). */
export const CLOSE_TOO_BIG = 1009;

let running = false;

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const duration = (ms) => (ms < 10_000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);

/**
 * Starts the relay and resolves once it listens (port 0: any free port; `relay.port` says which).
 * One per process: the package keeps its rooms in module state.
 */
export async function startRelay(options = {}) {
	const o = { ...DEFAULTS, ...options };
	const log = o.log ?? ((line) => console.log(`${new Date().toISOString()} ${line}`));
	if (running)
		throw new Error('startRelay: one relay per process (@y/websocket-server keeps its rooms in module state)');
	running = true;

	const wss = new WebSocketServer({ noServer: true, maxPayload: o.maxMessageBytes });
	const server = http.createServer((req, res) => {
		// Nothing to list: a plain request learns only what this is.
		res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8' });
		res.end(req.url === '/' ? 'Sidetable relay: connect with a WebSocket to /<room>\n' : 'not found\n');
	});

	/** Rooms with nobody connected → the timer that drops them. */
	const idle = new Map();
	const forgetLater = (room) => {
		clearTimeout(idle.get(room));
		const timer = setTimeout(() => {
			idle.delete(room);
			const doc = docs.get(room);
			if (!doc || doc.conns.size > 0) return;
			docs.delete(room);
			doc.destroy();
			log(`evict room=${roomTag(room)} idle ${duration(o.roomIdleMs)}`);
		}, o.roomIdleMs);
		timer.unref();
		idle.set(room, timer);
	};

	server.on('upgrade', (req, socket, head) => {
		const room = roomOfUrl(req.url);
		const from = req.socket.remoteAddress;
		wss.handleUpgrade(req, socket, head, (ws) => {
			if (!room) {
				// Accepted only to say why: a browser's WebSocket cannot read an HTTP refusal.
				log(`refuse from=${from} bad room name (${(req.url ?? '').length} chars)`);
				ws.close(CLOSE_BAD_ROOM, BAD_ROOM_REASON);
				return;
			}
			clearTimeout(idle.get(room));
			idle.delete(room);
			ws.on('error', (err) => {
				if (err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')
					log(
						`refuse room=${roomTag(room)} from=${from} message over ${mib(o.maxMessageBytes)}: closed ${CLOSE_TOO_BIG}`
					);
				else log(`error room=${roomTag(room)} from=${from} ${err.code ?? err.message}`);
			});
			setupWSConnection(ws, req, { docName: room });
			// After the package's own close handler, which takes the connection out of the room.
			ws.on('close', () => {
				if (docs.get(room)?.conns.size === 0) forgetLater(room);
			});
			log(`connect room=${roomTag(room)} from=${from} clients=${docs.get(room)?.conns.size ?? 0}`);
		});
	});

	await new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(o.port, o.host, () => {
			server.off('error', reject);
			resolve();
		});
	}).catch((err) => {
		running = false;
		throw err;
	});
	const { port } = server.address();

	const stats = () => {
		globalThis.gc?.();
		const mem = process.memoryUsage();
		return { rooms: docs.size, connections: wss.clients.size, rss: mem.rss, heapUsed: mem.heapUsed };
	};
	const statsTimer =
		o.statsMs > 0 &&
		setInterval(() => {
			const s = stats();
			log(`stats rooms=${s.rooms} connections=${s.connections} rss=${s.rss} heap=${s.heapUsed}`);
		}, o.statsMs);
	if (statsTimer) statsTimer.unref();

	const host = o.host.includes(':') ? `[${o.host}]` : o.host;
	const persistence = getPersistence() ? `on (${process.env.YPERSISTENCE})` : 'off';
	log(
		`listening ws://${host}:${port} max-message=${mib(o.maxMessageBytes)} room-idle=${duration(o.roomIdleMs)} persistence=${persistence}`
	);

	return {
		url: `ws://${host}:${port}`,
		port,
		stats,
		/** Closes every connection and forgets every room. */
		async close() {
			if (statsTimer) clearInterval(statsTimer);
			for (const timer of idle.values()) clearTimeout(timer);
			idle.clear();
			for (const ws of wss.clients) ws.terminate();
			await new Promise((resolve) => server.close(() => resolve()));
			wss.close();
			for (const [name, doc] of docs) {
				docs.delete(name);
				doc.destroy();
			}
			running = false;
		}
	};
}

#!/usr/bin/env node
// `npm run sync`: the live table's relay, configured from the environment.
//   HOST (127.0.0.1), PORT (1234; 0 picks a free port), MAX_MESSAGE_BYTES (8 MiB),
//   ROOM_IDLE_MS (15 min), STATS_MS (0: no stats lines),
//   YPERSISTENCE: a directory to keep rooms in (LevelDB, the package's own switch); unset: memory only.
// Stops on SIGINT/SIGTERM. See docs/live-table.md for running it behind a TLS proxy.

// The package reads YPERSISTENCE when it loads, and takes an empty one for a directory named "".
if (process.env.YPERSISTENCE === '') delete process.env.YPERSISTENCE;
const { DEFAULTS, startRelay } = await import('./relay.mjs');

function fail(message) {
	console.error(`relay: ${message}`);
	process.exit(1);
}

/** A whole number from the environment, or the default; anything else stops with a message. */
function whole(name, fallback, min, max) {
	const raw = process.env[name];
	if (raw === undefined || raw === '') return fallback;
	const n = Number(raw);
	if (!Number.isInteger(n) || n < min || n > max) fail(`${name}=${raw}: expected a whole number from ${min} to ${max}`);
	return n;
}

let relay;
try {
	relay = await startRelay({
		host: process.env.HOST || DEFAULTS.host,
		port: whole('PORT', DEFAULTS.port, 0, 65535),
		maxMessageBytes: whole('MAX_MESSAGE_BYTES', DEFAULTS.maxMessageBytes, 1024, 256 * 1024 * 1024),
		roomIdleMs: whole('ROOM_IDLE_MS', DEFAULTS.roomIdleMs, 10, 7 * 24 * 3600 * 1000),
		statsMs: whole('STATS_MS', DEFAULTS.statsMs, 0, 24 * 3600 * 1000)
	});
} catch (err) {
	fail(
		`cannot listen on ${process.env.HOST || DEFAULTS.host}:${process.env.PORT || DEFAULTS.port}: ${err.code ?? err.message}`
	);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.once(signal, () => {
		relay.close().then(() => process.exit(0));
	});
}

// A room is a capability: whoever knows its name is in the game, so the name must be unguessable.
// Format: exactly 32 lowercase hex digits (128 random bits), the path of the WebSocket URL
// (wss://relay.example/<room>). The device ids of src/lib/core/sync use the same format.
// Plain JavaScript with no Node import, so the app can use the same rule when it makes a room.

const ROOM = /^[0-9a-f]{32}$/;

/**
 * Fewer distinct digits than this is refused as made by hand ("0000…", "deadbeef" × 4): among
 * 32 random hex digits it happens with probability 3.5 × 10⁻⁸ (see docs/live-table.md), and
 * newRoomName() draws again then.
 */
export const MIN_DISTINCT_DIGITS = 8;

/**
 * Whether `name` is a room name the relay accepts.
 * @param {unknown} name
 * @returns {name is string}
 */
export function isRoomName(name) {
	return typeof name === 'string' && ROOM.test(name) && new Set(name).size >= MIN_DISTINCT_DIGITS;
}

/**
 * The room named by a request URL (`/<room>` or `/<room>?…`), or null for any other URL.
 * @param {string | undefined} url
 * @returns {string | null}
 */
export function roomOfUrl(url) {
	const path = (url ?? '').split('?', 1)[0] ?? '';
	const name = path.startsWith('/') ? path.slice(1) : '';
	return isRoomName(name) ? name : null;
}

/**
 * How a room appears in the log: never in full (a log line must not let its reader join).
 * @param {string} name
 */
export function roomTag(name) {
	return `${name.slice(0, 4)}…`;
}

/**
 * A new room name: 16 bytes from the platform's cryptographic source (browser or Node).
 * @param {(n: number) => Uint8Array} [random]
 * @returns {string}
 */
export function newRoomName(random = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n))) {
	for (;;) {
		const name = Array.from(random(16), (b) => b.toString(16).padStart(2, '0')).join('');
		if (isRoomName(name)) return name;
	}
}

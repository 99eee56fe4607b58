/**
 * Today's one-writer log mapped onto the new identity (for the Dexie upgrade and for importing
 * version 1 and 2 export files).
 *
 * Today's session has one writer, so its events become one device's: the device id is derived
 * from the session id (the same on every device that holds a copy of the session, so two devices
 * that upgrade or import the same log give the same identities and a merge adds nothing twice).
 * The counter is the seq (dense from 1, as a device's counter is); the clock is the seq of the
 * command's first event (every event of a group shares it, and clocks grow with seq).
 *
 * The tree of parent pointers becomes named undo/redo events: an undo names the command it took
 * back by its first event (today it names the group's last), a redo names the undo it reverses
 * (today it names the action put back). An abandoned branch is a set of commands that were
 * undone and never redone, so the fold leaves them out just as the active path did.
 */
import { REDONE, UNDONE, readLog, type LoggedEvent } from '$lib/core/events';
import type { DeviceId, EventRef, SyncEvent } from './identity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The device id of a session's events recorded before live sharing: its id's 128 bits when it is
 * a UUID (every session the app made), else a 128-bit hash of it (a session id an import kept
 * from a hand-written file). Either way a fixed function of the session id.
 */
export function legacyDeviceId(sessionId: string): DeviceId {
	const id = sessionId.toLowerCase();
	if (UUID.test(id)) return id.replaceAll('-', '');
	return hash128(sessionId);
}

/** cyrb128: four 32-bit lanes over the UTF-16 code units; spreads well, not a cryptographic hash. */
function hash128(text: string): string {
	let h1 = 1779033703,
		h2 = 3144134277,
		h3 = 1013904242,
		h4 = 2773480762;
	for (let i = 0; i < text.length; i++) {
		const k = text.charCodeAt(i);
		h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
		h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
		h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
		h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
	}
	h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
	h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
	h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
	h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
	h1 ^= h2 ^ h3 ^ h4;
	h2 ^= h1;
	h3 ^= h1;
	h4 ^= h1;
	return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}

/**
 * Maps a session's whole log (seq order, as stored or as read from an export file) to identified
 * events. Throws LogError when the log is not a valid one-writer log (readLog's checks), so only
 * a log that folds today is carried over.
 */
export function fromLegacyLog(sessionId: string, events: readonly LoggedEvent[]): SyncEvent[] {
	readLog(events);
	const device = legacyDeviceId(sessionId);
	const ref = (counter: number): EventRef => ({ device, counter });
	const bySeq = new Map(events.map((e) => [e.seq, e]));
	const sizes = new Map<number, number>();
	for (const e of events) if (e.group !== undefined) sizes.set(e.group, (sizes.get(e.group) ?? 0) + 1);
	const first = (seq: number) => bySeq.get(seq)!.group ?? seq;
	/** Command (first seq) → the seq of the undo that took it back, while it is undone. */
	const undoOf = new Map<number, number>();
	return events.map(({ seq, at, type, payload, group }): SyncEvent => {
		const base = { device, counter: seq, at, type };
		if (type === UNDONE) {
			const command = first((payload as { target: number }).target);
			undoOf.set(command, seq);
			return { ...base, clock: seq, payload: { target: ref(command) } };
		}
		if (type === REDONE) {
			const command = first((payload as { target: number }).target);
			const undo = undoOf.get(command)!;
			undoOf.delete(command);
			return { ...base, clock: seq, payload: { target: ref(undo) } };
		}
		if (group === undefined) return { ...base, clock: seq, payload };
		return { ...base, clock: group, payload, group: { first: group, size: sizes.get(group)! } };
	});
}

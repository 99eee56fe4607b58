import Dexie from 'dexie';

/**
 * One table of rows, like Sidetable's session list; and (2) a session's log as Sidetable keeps it:
 * a session row, its events by [sessionId+seq], and snapshots of the folded state every
 * SNAPSHOT_EVERY events, so the session route reads what the app's session screen reads.
 */
export const db = new Dexie('floor');
db.version(1).stores({ items: 'id, updatedAt' });
db.version(2).stores({ sessions: 'id', events: '[sessionId+seq]', snapshots: '[sessionId+seq]' });

/** As the app's core/events SNAPSHOT_EVERY. */
export const SNAPSHOT_EVERY = 200;

/**
 * The least fold a session screen needs: five combatants, each with one number; an event changes
 * one combatant's number by `delta`. Returns the new state (the old one is never changed).
 */
export function fold(state, event) {
	const combatants = state.combatants.map((c) => (c.id === event.who ? { ...c, value: c.value + event.delta } : c));
	return { combatants, seq: event.seq };
}

/** The log line of an event, naming the result as the app's does (events carry their outcome). */
export function line(state, event) {
	const c = state.combatants.find((x) => x.id === event.who);
	return `${c?.name ?? event.who} ${event.delta > 0 ? '+' : ''}${event.delta} → ${event.after}`;
}

/** Writes a session of `count` events (with its snapshots) for the bench; returns its id. */
export async function seed(id, count) {
	const names = ['ロック', 'ナガト', 'ジュリアン', 'ミラ', 'ゴルゴン'];
	let state = { combatants: names.map((name, i) => ({ id: `c${i}`, name, value: 20 })), seq: 0 };
	const events = [];
	const snapshots = [];
	for (let seq = 1; seq <= count; seq++) {
		const who = `c${seq % 5}`;
		const delta = seq % 3 === 0 ? 2 : -1;
		const before = state.combatants.find((c) => c.id === who).value;
		const e = { sessionId: id, seq, who, delta, after: before + delta, at: seq };
		events.push(e);
		state = fold(state, e);
		if (seq % SNAPSHOT_EVERY === 0) snapshots.push({ sessionId: id, seq, state });
	}
	await db.transaction('rw', db.sessions, db.events, db.snapshots, db.items, async () => {
		await db.sessions.put({ id, name: id, events: count, updatedAt: Date.now() });
		await db.items.put({ id, name: id, updatedAt: Date.now() });
		await db.events.bulkPut(events);
		await db.snapshots.bulkPut(snapshots);
	});
	return id;
}

/**
 * Who sits at a shared table, read off the log itself so that every device decides alike.
 *
 * - `session/tableShared { name }`: the GM's device shared the session; the first one in the
 *   order names the GM (a later one by another device changes nothing, and the sync client
 *   refuses one that does not come from the GM named in the join link).
 * - `session/playerJoined { name, seat }`: a player's device joined (or chose another seat); a
 *   player records actions for its own seat (the system says which seat an event acts for).
 *
 * A spectator's device records nothing, so it never appears here. Neither kind is a command: it
 * is not folded through a reducer and cannot be undone.
 */
import { compareOrder, type DeviceId, type OrderKey, type SyncEvent } from './identity';

/** A device's part at the table, given by the join link (GM: the device that shared the session). */
export type Role = 'gm' | 'player' | 'spectator';
/**
 * A device's part when it recorded the event at `at` (omitted: now). Roles are part of the log,
 * so every device decides alike; see rolesOf.
 */
export type RoleOf = (device: DeviceId, at?: OrderKey) => Role;

export const TABLE_SHARED = 'session/tableShared';
export const PLAYER_JOINED = 'session/playerJoined';

export interface TableSharedPayload {
	/** The GM device's name as the table sees it (「GMのタブレット」). */
	name: string;
}

export interface PlayerJoinedPayload {
	/** The device's name as the table sees it (「アキのスマホ」). */
	name: string;
	/** The seat it plays (a system's seat id), or null for none yet. */
	seat: string | null;
}

export function isMembership(type: string): boolean {
	return type === TABLE_SHARED || type === PLAYER_JOINED;
}

/** What the log says of the table; plain data, kept in a checkpoint for the events before it. */
export interface Members {
	/** The device of the first `session/tableShared` in the order; absent while the session is not shared. */
	gm?: DeviceId;
	/** Where that event stands in the order: the roles hold from there on. */
	since?: OrderKey;
	/** Each device's newest name. */
	names: Record<DeviceId, string>;
	/** Each player's seat choices as [counter, seat], in its counter order. */
	seats: Record<DeviceId, [number, string | null][]>;
}

export const NO_MEMBERS: Members = Object.freeze({ names: {}, seats: {} }) as Members;

/** Adds the membership events of `events` (in order) to what `before` knew. Pure. */
export function membersOf(events: readonly SyncEvent[], before: Members = NO_MEMBERS): Members {
	let out: Members | undefined;
	const own = () => (out ??= { ...before, names: { ...before.names }, seats: { ...before.seats } });
	for (const e of events) {
		if (e.type === TABLE_SHARED) {
			const m = own();
			if (m.since === undefined || compareOrder(e, m.since) < 0) {
				m.gm = e.device;
				m.since = { clock: e.clock, device: e.device, counter: e.counter };
			}
			m.names[e.device] = (e.payload as TableSharedPayload).name;
		} else if (e.type === PLAYER_JOINED) {
			const m = own();
			const p = e.payload as PlayerJoinedPayload;
			m.names[e.device] = p.name;
			const list = [...(m.seats[e.device] ?? [])];
			let i = list.length;
			while (i > 0 && list[i - 1]![0] > e.counter) i--;
			list.splice(i, 0, [e.counter, p.seat]);
			m.seats[e.device] = list;
		}
	}
	return out ?? before;
}

/**
 * The seat a device played when it recorded its event number `counter`: its newest choice before
 * it (null: none chosen), or undefined when the device never joined as a player.
 */
export function seatAt(members: Members, device: DeviceId, counter: number): string | null | undefined {
	const list = members.seats[device];
	if (!list) return undefined;
	let seat: string | null | undefined;
	for (const [c, s] of list) {
		if (c > counter) break;
		seat = s;
	}
	return seat === undefined ? null : seat;
}

/**
 * Each device's part: from the session's sharing on, the GM named by the log and everyone else a
 * player (a spectator records nothing); before it, every writer was the GM of a session on one
 * phone (or handed over by file), so what they did stands as it did then — sharing a session
 * never turns an earlier undo into a conflict.
 */
export function rolesOf(members: Members): RoleOf {
	const { gm, since } = members;
	return (device, at): Role =>
		gm === undefined || since === undefined || (at !== undefined && compareOrder(at, since) < 0)
			? 'gm'
			: device === gm
				? 'gm'
				: 'player';
}

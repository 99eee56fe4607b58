/**
 * Who may record what at a shared table (issue 26, 「Joining and roles」): a spectator's device
 * records nothing; the GM may do anything; a player records what the system says acts for its
 * own 席 (SystemSpec.seatOf) and what is anyone's, never another seat's nor the GM's moves. A
 * system without seats leaves every command to every player (as on one phone). Pure: the shell
 * asks it before a command runs; the refusal is worded by `explainRefusal` (explain.ts), naming
 * the seat as the table sees it.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { seatAt, type DeviceId, type Role } from '$lib/core/sync';
import type { Members } from '$lib/core/sync/members';
import type { AnySystem } from '$lib/systems/types';

export const SPECTATOR_RECORDS_NOTHING = 'session/spectator_records_nothing';
export const NOT_YOUR_SEAT = 'session/not_your_seat';
export const GM_ONLY = 'session/gm_only';
export type SeatRefusalCode = typeof SPECTATOR_RECORDS_NOTHING | typeof NOT_YOUR_SEAT | typeof GM_ONLY;

export interface SeatQuestion {
	/** This device's part at the table (the join link's role; the sharing device is the GM). */
	role: Role;
	/** The seat this device plays (mySeat), null while it has chosen none. */
	mySeat: string | null;
	system: AnySystem;
	command: string;
	intent: unknown;
	/** The system's state now. */
	state: unknown;
}

/**
 * null when this device may record `command`; otherwise why not: `session/spectator_records_nothing`,
 * `session/gm_only`, or `session/not_your_seat` with `seat` (the seat it acts for) and, when this
 * device has one, `mine`.
 */
export function mayRecord(q: SeatQuestion): Refusal<SeatRefusalCode> | null {
	if (q.role === 'spectator') return refuse(SPECTATOR_RECORDS_NOTHING);
	if (q.role === 'gm' || !q.system.seatOf) return null;
	const seat = q.system.seatOf(q.command, q.intent, q.state);
	if (seat === undefined || (seat !== null && seat === q.mySeat)) return null;
	if (seat === null) return refuse(GM_ONLY);
	return refuse(NOT_YOUR_SEAT, q.mySeat === null ? { seat } : { seat, mine: q.mySeat });
}

/** The seat `device` plays now, by its newest `session/playerJoined` (null: none, or not a player). */
export function mySeat(members: Members, device: DeviceId): string | null {
	return seatAt(members, device, Number.MAX_SAFE_INTEGER) ?? null;
}

/** A seat's name as the table sees it now (the system's `seats`), else its id. */
export function seatName(system: AnySystem | undefined, state: unknown, id: string, locale: 'ja' | 'en'): string {
	if (!system?.seats || state === undefined) return id;
	return system.seats(state, locale).find((s) => s.id === id)?.name ?? id;
}

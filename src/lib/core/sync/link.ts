/**
 * The join link (参加リンク) of a shared session: what a phone needs to join the table, carried
 * only in the link and its QR code (issue 26: a room is a capability). Everything sits in the
 * URL's fragment, which a browser never sends to the app's server, so no server log holds it.
 *
 *   https://<app>/join#v=1&relay=wss%3A%2F%2Frelay.example&room=<32 hex>&session=<id>&system=locke&gm=<32 hex>&name=<the session's name>&as=player
 *
 * Pure: formatting and checking only. The room rule is the relay's own (server/room.mjs), so the
 * app never makes a room name the relay would refuse.
 */
import { isRoomName, newRoomName } from '../../../../server/room.mjs';
import { isDeviceId, type DeviceId } from './identity';

export { newRoomName };

/** What a joining phone may do: a player records for its seat, a spectator only watches. */
export type JoinRole = 'player' | 'spectator';

export interface JoinLink {
	/** The relay's WebSocket URL (`wss://…`; `ws://` only to this machine). */
	relay: string;
	/** 32 lowercase hex digits, 128 random bits. */
	room: string;
	/** The session's id: the joining phone keeps the game under the same id. */
	session: string;
	/** The game system's id, so the joining phone can open the session before its first event arrives. */
	system: string;
	/**
	 * The GM's device (the one that shared the session): a joining phone takes the table's
	 * 「共有を始めました」 only from it, so no other device can make itself the GM.
	 */
	gm: DeviceId;
	/**
	 * The session's name on the GM's phone, so the joining phone lists the game by it (not by the
	 * system's name alone). Optional: a link without one still joins. Cut to NAME_MOST characters.
	 */
	name?: string;
	role: JoinRole;
}

/** The most characters of the session's name a link carries: a long name would make the QR code dense. */
export const NAME_MOST = 40;

/** A name as a link carries it: control characters out, spaces trimmed, at most NAME_MOST characters. */
function linkName(name: string | null | undefined): string {
	// eslint-disable-next-line no-control-regex
	const clean = (name ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
	return [...clean].slice(0, NAME_MOST).join('').trim();
}

/** Why a link or a relay address cannot be used; each has a sentence in the user's language. */
export type LinkProblem =
	| 'share/bad_relay'
	| 'share/insecure_relay'
	| 'share/bad_room'
	| 'share/bad_session'
	| 'share/bad_system'
	| 'share/bad_gm'
	| 'share/bad_role'
	| 'share/bad_version';

const LINK_VERSION = '1';
const SESSION_ID = /^[A-Za-z0-9-]{1,64}$/;
const SYSTEM_ID = /^[a-z0-9-]{1,40}$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the app can reach `relay` from a page served with `pageProtocol`. A page over https
 * (every installed PWA) may open only `wss://` — browsers block `ws://` from it — except to this
 * machine itself, which browsers treat as secure.
 */
export function relayProblem(relay: string, pageProtocol: string): LinkProblem | null {
	let url: URL;
	try {
		url = new URL(relay);
	} catch {
		return 'share/bad_relay';
	}
	if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return 'share/bad_relay';
	if (url.username || url.password || url.search || url.hash) return 'share/bad_relay';
	if (url.protocol === 'ws:' && pageProtocol === 'https:' && !LOCAL_HOSTS.has(url.hostname))
		return 'share/insecure_relay';
	return null;
}

/** The relay address as the app keeps it: no trailing slash (the room is the path after it). */
export function normalRelay(relay: string): string {
	return relay.trim().replace(/\/+$/, '');
}

/** The join link for `link`, under the app's own address (`appBase`: origin + base path). */
export function joinUrl(appBase: string, link: JoinLink): string {
	const params = new URLSearchParams({
		v: LINK_VERSION,
		relay: normalRelay(link.relay),
		room: link.room,
		session: link.session,
		system: link.system,
		gm: link.gm
	});
	const name = linkName(link.name);
	if (name) params.set('name', name);
	params.set('as', link.role);
	return `${appBase.replace(/\/+$/, '')}/join#${params.toString()}`;
}

/**
 * The fragment (`#v=1&…`) of a join link in a scanned text, or null when the text is not one: a
 * code read by the handoff's camera reader may be a file's frame or a join link.
 */
export function joinFragmentOf(text: string): string | null {
	const at = text.indexOf('/join#v=');
	return at >= 0 && /^https?:\/\//.test(text) ? text.slice(at + '/join'.length) : null;
}

/**
 * The join link read from a URL's fragment (`#v=1&…`, with or without the `#`), or why it cannot
 * be used. Nothing here trusts the link: a forged one names a room, and at worst joins it.
 */
export function readJoinLink(fragment: string, pageProtocol: string): JoinLink | { problem: LinkProblem } {
	const params = new URLSearchParams(fragment.startsWith('#') ? fragment.slice(1) : fragment);
	if (params.get('v') !== LINK_VERSION) return { problem: 'share/bad_version' };
	const relay = normalRelay(params.get('relay') ?? '');
	const relayBad = relayProblem(relay, pageProtocol);
	if (relayBad) return { problem: relayBad };
	const room = params.get('room') ?? '';
	if (!isRoomName(room)) return { problem: 'share/bad_room' };
	const session = params.get('session') ?? '';
	if (!SESSION_ID.test(session)) return { problem: 'share/bad_session' };
	const system = params.get('system') ?? '';
	if (!SYSTEM_ID.test(system)) return { problem: 'share/bad_system' };
	const gm = params.get('gm');
	if (!isDeviceId(gm)) return { problem: 'share/bad_gm' };
	const role = params.get('as');
	if (role !== 'player' && role !== 'spectator') return { problem: 'share/bad_role' };
	const name = linkName(params.get('name'));
	return name ? { relay, room, session, system, gm, name, role } : { relay, room, session, system, gm, role };
}

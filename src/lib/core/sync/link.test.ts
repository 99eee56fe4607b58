import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { NAME_MOST, joinFragmentOf, joinUrl, newRoomName, readJoinLink, relayProblem, type JoinLink } from './link';

const room = '3fa2b9c0d1e4f5061728394a5b6c7d8e';
const link: JoinLink = {
	relay: 'wss://relay.example.org',
	room,
	session: '8c6f1f3e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
	system: 'locke',
	gm: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
	role: 'player'
};

function fragmentOf(url: string): string {
	return url.slice(url.indexOf('#'));
}

describe('the join link', () => {
	it('carries relay, room, session, system, the GM’s device and role in the fragment only (never sent to the app server)', () => {
		const url = joinUrl('https://sidetable.example/app/', link);
		const parsed = new URL(url);
		expect(parsed.pathname).toBe('/app/join');
		expect(parsed.search).toBe('');
		expect(parsed.hash).toContain(room);
		expect(readJoinLink(parsed.hash, 'https:')).toEqual(link);
	});

	test.prop([
		fc.constantFrom('player', 'spectator' as const),
		fc.webUrl({ validSchemes: ['wss'], withQueryParameters: false, withFragments: false })
	])('reads back every link it writes', (role, relay) => {
		const l = { ...link, role, relay: relay.replace(/\/+$/, '') };
		expect(readJoinLink(fragmentOf(joinUrl('https://a.example', l)), 'https:')).toEqual(l);
	});

	it.each([
		['a room that is not 32 hex digits', { room: 'abc' }, 'share/bad_room'],
		['a guessable room (few distinct digits, as the relay refuses)', { room: 'deadbeef'.repeat(4) }, 'share/bad_room'],
		['upper-case hex', { room: room.toUpperCase() }, 'share/bad_room'],
		['an http relay', { relay: 'https://relay.example.org' }, 'share/bad_relay'],
		['not a URL', { relay: 'relay' }, 'share/bad_relay'],
		[
			'ws:// to the LAN from an https page (browsers block it)',
			{ relay: 'ws://192.168.1.20:1234' },
			'share/insecure_relay'
		],
		['a session id with a slash', { session: 'a/b' }, 'share/bad_session'],
		['a system id with a space', { system: 'lo cke' }, 'share/bad_system'],
		['a GM device that is not 32 hex digits', { gm: 'me' }, 'share/bad_gm'],
		['another role', { role: 'gm' }, 'share/bad_role']
	] as const)('refuses %s', (_, change, problem) => {
		const url = joinUrl('https://a.example', { ...link, ...change } as JoinLink);
		expect(readJoinLink(fragmentOf(url), 'https:')).toEqual({ problem });
	});

	it('carries the session’s name when it has one (before the role, which ends the link), cut and cleaned; a link without one joins as before', () => {
		const named = { ...link, name: '第3話 ボス戦' };
		const url = joinUrl('https://a.example', named);
		expect(url).toMatch(/&name=[^&]+&as=player$/);
		expect(readJoinLink(fragmentOf(url), 'https:')).toEqual(named);
		const long = readJoinLink(fragmentOf(joinUrl('https://a.example', { ...link, name: '長'.repeat(100) })), 'https:');
		expect(long).toMatchObject({ name: '長'.repeat(NAME_MOST) });
		const odd = readJoinLink(fragmentOf(joinUrl('https://a.example', { ...link, name: '  卓\n\u0007一  ' })), 'https:');
		expect(odd).toMatchObject({ name: '卓  一' });
		expect(readJoinLink(fragmentOf(joinUrl('https://a.example', { ...link, name: '   ' })), 'https:')).toEqual(link);
	});

	it('refuses a link of another version, or none', () => {
		expect(readJoinLink('', 'https:')).toEqual({ problem: 'share/bad_version' });
		expect(readJoinLink(fragmentOf(joinUrl('https://a.example', link)).replace('v=1', 'v=2'), 'https:')).toEqual({
			problem: 'share/bad_version'
		});
	});

	it('allows ws:// to this machine, and to anywhere from an http page', () => {
		expect(relayProblem('ws://127.0.0.1:1234', 'https:')).toBeNull();
		expect(relayProblem('ws://localhost:1234', 'https:')).toBeNull();
		expect(relayProblem('ws://192.168.1.20:1234', 'http:')).toBeNull();
		expect(relayProblem('wss://relay.example.org/', 'https:')).toBeNull();
		expect(relayProblem('wss://user:pw@relay.example.org', 'https:')).toBe('share/bad_relay');
	});

	it('draws room names the relay accepts', () => {
		const names = new Set(Array.from({ length: 50 }, () => newRoomName()));
		expect(names.size).toBe(50);
		for (const n of names) {
			const url = joinUrl('https://a.example', { ...link, room: n });
			expect(readJoinLink(fragmentOf(url), 'https:')).toMatchObject({ room: n });
		}
	});

	it('finds a join link among scanned texts (the handoff camera reads file frames too)', () => {
		const url = joinUrl('https://sidetable.example/app', link);
		expect(joinFragmentOf(url)).toBe(fragmentOf(url));
		expect(readJoinLink(joinFragmentOf(url)!, 'https:')).toEqual(link);
		expect(joinFragmentOf('ST1:ABCD:1/3:…')).toBeNull();
		expect(joinFragmentOf('javascript:/join#v=1')).toBeNull();
	});
});

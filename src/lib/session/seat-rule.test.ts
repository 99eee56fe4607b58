import { describe, expect, it } from 'vitest';
import { NO_MEMBERS, membersOf, type Members } from '$lib/core/sync/members';
import { explainRefusal } from './explain';
import { mayRecord, mySeat } from './seat-rule';
import { counters } from '$lib/systems/counters';
import { locke } from '$lib/systems/locke';
import { apply, npc, playingState } from '$tests/factories/locke';
import type { AnySystem } from '$lib/systems/types';
import type { SyncEvent } from '$lib/core/sync';
import type { Refusal } from '$lib/core/events';

// 「a player's device records actions for its own seat and may not undo another's; the GM may do anything」
const state = apply(playingState('seed', { tableView: true }), npc('n1', '警官'));
const ask = (
	role: 'gm' | 'player' | 'spectator',
	seat: string | null,
	command: string,
	intent: unknown,
	system: AnySystem = locke,
	s: unknown = state
) => mayRecord({ role, mySeat: seat, system, command, intent, state: s });

describe('mayRecord', () => {
	it('a spectator records nothing, not even a table-wide roll', () => {
		expect(ask('spectator', null, 'attack', { attacker: 'p2' })).toEqual({
			refusal: 'session/spectator_records_nothing'
		});
		expect(ask('spectator', null, 'adjust', { id: 'c1', by: 1 }, counters, { counters: [] })?.refusal).toBe(
			'session/spectator_records_nothing'
		);
	});

	it('the GM may do anything: another seat’s action, an NPC’s, a table-wide move', () => {
		expect(ask('gm', null, 'attack', { attacker: 'p2' })).toBeNull();
		expect(ask('gm', null, 'attack', { attacker: 'n1' })).toBeNull();
		expect(ask('gm', 'p3', 'startCombat', {})).toBeNull();
	});

	it('a player records its own seat’s actions, and neither another seat’s nor the GM’s', () => {
		expect(ask('player', 'p2', 'attack', { attacker: 'p2', target: 'p3' })).toBeNull();
		expect(ask('player', 'p2', 'attack', { attacker: 'p3', target: 'p2' })).toEqual({
			refusal: 'session/not_your_seat',
			params: { seat: 'p3', mine: 'p2' }
		});
		expect(ask('player', 'p2', 'attack', { attacker: 'n1' })).toEqual({ refusal: 'session/gm_only' });
		expect(ask('player', 'p2', 'dealHands', {})).toEqual({ refusal: 'session/gm_only' });
	});

	it('a player without a seat may record only what is anyone’s', () => {
		expect(ask('player', null, 'endTurn', { who: 'p1' })).toEqual({
			refusal: 'session/not_your_seat',
			params: { seat: 'p1' }
		});
	});

	it('a system without seats leaves every command to every player (as on one phone)', () => {
		expect(ask('player', null, 'remove', { id: 'c1' }, counters, { counters: [] })).toBeNull();
	});
});

describe('the refusals, worded through the platform’s explainer', () => {
	it('names the seat as the table sees it: a secret sheet by its player, never the character', () => {
		const r = ask('player', 'p2', 'attack', { attacker: 'p3' })!;
		const ja = explainRefusal(r, locke, 'ja', state);
		expect(ja).toBe('これは「チカ」の席の行動です。その席のプレイヤーかGMの端末で記録してください。');
		expect(explainRefusal(r, locke, 'en', state)).toContain('“チカ”');
		const name = state.characters.find((c) => c.id === 'p3')!.name;
		expect(ja).not.toContain(name);
	});

	it('words every code in both languages, never as the code', () => {
		const codes: Refusal[] = [
			{ refusal: 'session/spectator_records_nothing' },
			{ refusal: 'session/gm_only' },
			{ refusal: 'session/not_your_seat', params: { seat: 'p1' } },
			{ refusal: 'session/not_your_seat', params: { seat: 'p1', mine: 'p2' } }
		];
		for (const r of codes)
			for (const locale of ['ja', 'en'] as const) {
				const text = explainRefusal(r, locke, locale, state);
				expect(text.length).toBeGreaterThan(10);
				expect(text).not.toContain('session/');
			}
		expect(explainRefusal(codes[2]!, locke, 'ja', state)).toContain('先に自分の席を選んで');
		expect(explainRefusal(codes[2]!, undefined, 'en')).toContain('“p1”');
	});
});

describe('mySeat', () => {
	it('is the device’s newest seat choice, null before it chose one or when it never joined as a player', () => {
		const members: Members = {
			names: {},
			seats: {
				ben: [
					[2, 'p1'],
					[7, 'p3']
				],
				aki: [[4, null]]
			}
		};
		expect(mySeat(members, 'ben')).toBe('p3');
		expect(mySeat(members, 'aki')).toBeNull();
		expect(mySeat(members, 'gm')).toBeNull();
		expect(mySeat(NO_MEMBERS, 'ben')).toBeNull();
	});

	it('follows session/playerJoined as the log records it, in its counter order', () => {
		const at = (counter: number, seat: string | null): SyncEvent =>
			({
				type: 'session/playerJoined',
				payload: { name: 'ベンのスマホ', seat },
				device: 'ben',
				counter,
				clock: counter
			}) as SyncEvent;
		expect(mySeat(membersOf([at(3, 'b'), at(1, 'a')]), 'ben')).toBe('b');
	});
});

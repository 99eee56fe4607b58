import { describe, expect, it } from 'vitest';
import { parseGkEvent, type GkEvent } from './events';
import { isRefusal } from '$lib/core/events';
import { reduceGk } from './reducer';
import { initialGkState, type GkState } from './state';

const ev = (type: string, payload: unknown): GkEvent => {
	const e = parseGkEvent(type, payload);
	if (!e) throw new Error(`bad test event ${type}`);
	return e;
};
const ok = (r: ReturnType<typeof reduceGk>): GkState => {
	if (isRefusal(r)) throw new Error(`refused: ${r.refusal} ${JSON.stringify(r.params ?? {})}`);
	return r;
};
const run = (events: GkEvent[], s = initialGkState()) => events.reduce((st, e) => ok(reduceGk(st, e)), s);
const stats = { ATK: 10, DEF: 7, VIT: 5, MND: 4, FS: 0, REA: 0 };
const ref = (id: string) => ({ id, name: id });

/** Two factions, a 7-damage jab and a "wait", and two characters with all six faces the same. */
function setup(): GkState {
	return run([
		ev('gk/factionAdded', { id: 'f1', name: '生徒会' }),
		ev('gk/factionAdded', { id: 'f2', name: '番長グループ' }),
		ev('gk/techniqueSaved', { id: 'jab', name: '弱攻撃', kind: 'attack', formula: 'ATK - 3' }),
		ev('gk/techniqueSaved', { id: 'wait', name: '様子見', kind: 'other', formula: '0' }),
		ev('gk/characterAdded', { id: 'p', name: 'P', faction: 'f1', stats, hp: 10, faces: Array(6).fill('jab') }),
		ev('gk/characterAdded', {
			id: 'q',
			name: 'Q',
			faction: 'f2',
			stats: { ...stats, DEF: 0 },
			hp: 5,
			faces: Array(6).fill('wait')
		})
	]);
}

describe('GK reducer', () => {
	it('renames a faction; removes one only with no member, no character it controls, outside its phase', () => {
		const s = setup();
		const renamed = ok(reduceGk(s, ev('gk/factionRenamed', { id: 'f2', name: '番長連合', from: '番長グループ' })));
		expect(renamed.factions).toEqual([
			{ id: 'f1', name: '生徒会' },
			{ id: 'f2', name: '番長連合' }
		]);
		expect(reduceGk(s, ev('gk/factionRenamed', { id: 'f9', name: 'x', from: 'y' }))).toMatchObject({
			refusal: 'gk/unknown_faction'
		});
		expect(reduceGk(s, ev('gk/factionRemoved', { id: 'f1', name: '生徒会' }))).toMatchObject({
			refusal: 'gk/faction_in_use',
			params: { name: '生徒会', character: 'P' }
		});
		const empty = ok(reduceGk(s, ev('gk/factionAdded', { id: 'f3', name: '予備' })));
		expect(ok(reduceGk(empty, ev('gk/factionRemoved', { id: 'f3', name: '予備' }))).factions.map((f) => f.id)).toEqual([
			'f1',
			'f2'
		]);
		const inPhase = ok(reduceGk(empty, ev('gk/phaseStarted', { phase: 1, faction: 'f3' })));
		expect(reduceGk(inPhase, ev('gk/factionRemoved', { id: 'f3', name: '予備' }))).toMatchObject({
			refusal: 'gk/faction_in_phase'
		});
		expect(reduceGk(s, ev('gk/factionRemoved', { id: 'f9', name: 'x' }))).toMatchObject({
			refusal: 'gk/unknown_faction'
		});
	});

	it('builds the roster; refuses duplicates, unknown factions and techniques, bad formulas', () => {
		const s = setup();
		expect(Object.keys(s.characters)).toEqual(['p', 'q']);
		expect(reduceGk(s, ev('gk/factionAdded', { id: 'f1', name: 'x' }))).toEqual({ refusal: 'gk/duplicate_id' });
		expect(
			reduceGk(
				s,
				ev('gk/characterAdded', { id: 'r', name: 'R', faction: 'nope', stats, hp: 5, faces: Array(6).fill('jab') })
			)
		).toMatchObject({ refusal: 'gk/unknown_faction' });
		expect(
			reduceGk(
				s,
				ev('gk/characterAdded', { id: 'r', name: 'R', faction: 'f1', stats, hp: 5, faces: Array(6).fill('kick') })
			)
		).toMatchObject({ refusal: 'gk/unknown_technique' });
		const bad = reduceGk(s, ev('gk/techniqueSaved', { id: 'x', name: 'X', kind: 'attack', formula: 'ATK +' }));
		expect(bad).toMatchObject({ refusal: 'gk/bad_formula' });
		expect(isRefusal(bad) && bad.params?.detail).toMatch(/position 6/);
	});
	it('schemas refuse a stat of 100, a d100 of 0 or 101, five faces', () => {
		expect(
			parseGkEvent('gk/characterAdded', {
				id: 'r',
				name: 'R',
				faction: 'f1',
				stats: { ...stats, ATK: 100 },
				hp: 5,
				faces: Array(6).fill('jab')
			})
		).toBeNull();
		expect(parseGkEvent('gk/survivalChecked', { character: ref('p'), roll: 0, source: 'app' })).toBeNull();
		expect(parseGkEvent('gk/survivalChecked', { character: ref('p'), roll: 101, source: 'app' })).toBeNull();
		expect(
			parseGkEvent('gk/characterAdded', {
				id: 'r',
				name: 'R',
				faction: 'f1',
				stats,
				hp: 5,
				faces: Array(5).fill('jab')
			})
		).toBeNull();
		expect(parseGkEvent('gk/nope', {})).toBeNull();
	});
	it('an engagement round recomputes the round from the rolls; the loser is dying; a survival check follows', () => {
		const s = setup();
		// P: jab 7 (ATK 10 − 3); Q: evade 0 %, guard 0 % — no rolls needed beyond the dice.
		const r1 = run(
			[
				ev('gk/engagementRoundRecorded', {
					a: ref('p'),
					b: ref('q'),
					rolls: { a: { die: 3 }, b: { die: 2 } },
					source: 'table'
				})
			],
			s
		);
		expect(r1.characters.q).toMatchObject({ hp: -2, status: 'dying' });
		expect(r1.engagement).toMatchObject({ a: 'p', b: 'q', round: 1, over: 'a' });
		expect(
			reduceGk(
				r1,
				ev('gk/engagementRoundRecorded', {
					a: ref('p'),
					b: ref('q'),
					rolls: { a: { die: 3 }, b: { die: 2 } },
					source: 'table'
				})
			)
		).toMatchObject({ refusal: 'gk/cannot_fight' });
		// 「出目が[残り精神力×5]よりも大きい場合は…死亡」: MND 4 → 20. A survivor stays 瀕死 (HP −2).
		const lives = run([ev('gk/survivalChecked', { character: ref('q'), roll: 20, source: 'table' })], r1);
		expect(lives.characters.q).toMatchObject({ status: 'dying', survival: 'passed', stats: { MND: 0 } });
		const dies = run([ev('gk/survivalChecked', { character: ref('q'), roll: 21, source: 'app' })], r1);
		expect(dies.characters.q!.status).toBe('dead');
		expect(reduceGk(s, ev('gk/survivalChecked', { character: ref('p'), roll: 1, source: 'app' }))).toMatchObject({
			refusal: 'gk/not_dying'
		});
	});
	it('refuses an engagement against oneself, with an unknown character, a missing needed roll, or a second pair mid-engagement', () => {
		const s = setup();
		expect(
			reduceGk(
				s,
				ev('gk/engagementRoundRecorded', {
					a: ref('p'),
					b: ref('p'),
					rolls: { a: { die: 1 }, b: { die: 1 } },
					source: 'app'
				})
			)
		).toMatchObject({ refusal: 'gk/self_engagement' });
		expect(
			reduceGk(
				s,
				ev('gk/engagementRoundRecorded', {
					a: ref('p'),
					b: ref('z'),
					rolls: { a: { die: 1 }, b: { die: 1 } },
					source: 'app'
				})
			)
		).toMatchObject({ refusal: 'gk/unknown_character' });
		const fs = run(
			[
				ev('gk/characterAdded', {
					id: 'r',
					name: 'R',
					faction: 'f2',
					stats: { ...stats, FS: 50 },
					hp: 30,
					faces: Array(6).fill('jab')
				})
			],
			s
		);
		expect(
			reduceGk(
				fs,
				ev('gk/engagementRoundRecorded', {
					a: ref('r'),
					b: ref('q'),
					rolls: { a: { die: 1 }, b: { die: 1 } },
					source: 'app'
				})
			)
		).toMatchObject({ refusal: 'gk/bad_rolls' });
		const mid = run(
			[
				ev('gk/engagementRoundRecorded', {
					a: ref('r'),
					b: ref('p'),
					rolls: { a: { die: 1, crit: 90, guard: 100 }, b: { die: 6, evade: 100, guard: 100 } },
					source: 'app'
				})
			],
			fs
		);
		expect(mid.engagement).toMatchObject({ round: 1, over: null });
		expect(
			reduceGk(
				mid,
				ev('gk/engagementRoundRecorded', {
					a: ref('p'),
					b: ref('q'),
					rolls: { a: { die: 1 }, b: { die: 1 } },
					source: 'app'
				})
			)
		).toMatchObject({ refusal: 'gk/engagement_in_progress' });
	});
	it('special attack recorded before outcomes existed (no outcome): folds as it was read then, off HP', () => {
		const s = run(
			[
				ev('gk/characterAdded', {
					id: 't',
					name: 'T',
					faction: 'f2',
					stats: { ...stats, ATK: 0, DEF: 7 },
					hp: 5,
					faces: Array(6).fill('wait')
				})
			],
			setup()
		);
		const hit = run(
			[ev('gk/specialAttackRecorded', { attacker: ref('p'), target: ref('t'), roll: 55, source: 'table' })],
			s
		);
		expect(hit.characters.t!.hp).toBe(2);
		expect(hit.lastSpecialAttack).toEqual({
			seq: 1,
			attacker: 'p',
			target: 't',
			chance: 65,
			roll: 55,
			hit: true,
			damage: 3,
			stat: 'HP',
			before: 5,
			after: 2,
			dying: false
		});
		const miss = run(
			[ev('gk/specialAttackRecorded', { attacker: ref('p'), target: ref('t'), roll: 66, source: 'table' })],
			s
		);
		expect(miss.characters.t!.hp).toBe(5);
	});
});

/**
 * Issue 23 point 4: exact odds are exact for a technique whose damage depends on HP (the sample
 * 体当たり 「HP ÷ 10」): the odds tool's figures against the engine's own seeded simulation.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '$tests/factories/session.svelte';
import { gkFold, gkOk, gkRun } from '$tests/factories/gk-play';
import { gk } from '.';
import { gkCommands } from './commands';
import { SAMPLE_TECHNIQUES } from './data/sample-techniques';
import { engagementOdds, type EngagementOdds } from './odds';
import { fighterFromStats } from './fighter';
import { oddsFighterOf } from './standing';
import type { GkState } from './state';
import { resolveRound, type Fighter } from './engagement';
import { rollRound } from './flow';

const tech = (id: string) => SAMPLE_TECHNIQUES.find((t) => t.id === id)!;
const statsA = { ATK: 12, DEF: 6, VIT: 0, MND: 0, FS: 5, REA: 8 };
const statsB = { ATK: 10, DEF: 9, VIT: 0, MND: 0, FS: 4, REA: 6 };
const facesA = ['tackle', 'tackle', 'tackle', 'light', 'defend', 'evade'];
const facesB = ['light', 'light', 'choke', 'ki-blast', 'defend', 'evade'];
const HP = { a: 80, b: 45 };

/** Both sides within 4.5 standard errors of the exact figure (and never degenerate). */
function agrees(odds: EngagementOdds, count: { a: number; b: number; draw: number }, n: number) {
	for (const [p, hits] of [
		[odds.aWins, count.a],
		[odds.bWins, count.b],
		[odds.draw, count.draw]
	] as const) {
		const se = Math.sqrt(Math.max(p * (1 - p), 1e-6) / n);
		expect(Math.abs(hits / n - p)).toBeLessThanOrEqual(4.5 * se + 1e-9);
	}
}

describe('4. exact odds for HP-dependent damage', () => {
	it('the odds tool (fighters from stats) matches 20,000 engagements played round by round by the engine', () => {
		const build = (stats: typeof statsA, faces: string[], hp: number) =>
			fighterFromStats({ ...stats, HP: hp }, faces.map(tech));
		const a0 = build(statsA, facesA, HP.a);
		const b0 = build(statsB, facesB, HP.b);
		expect(a0.damageByHp?.[0]?.slice(0, 12)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
		const exact = engagementOdds(a0, b0);
		// What the old tool computed: 体当たり fixed at the starting HP's damage (8) for the whole fight.
		const { damageByHp: _drop, ...fixed } = a0;
		const wrong = engagementOdds(fixed, b0);
		const n = 20_000;
		const rng = seededRandom(20260623);
		// The fighter at each HP (its 体当たり worked out from that HP), built once.
		const at = { a: new Map<number, Fighter>(), b: new Map<number, Fighter>() };
		const fighterAt = (side: 'a' | 'b', hp: number) => {
			let f = at[side].get(hp);
			if (!f) at[side].set(hp, (f = side === 'a' ? build(statsA, facesA, hp) : build(statsB, facesB, hp)));
			return f;
		};
		const count = { a: 0, b: 0, draw: 0 };
		for (let i = 0; i < n; i++) {
			let hp = { ...HP };
			let counter = { a: false, b: false };
			let over: 'a' | 'b' | 'draw' = 'draw';
			for (let r = 0; r < 25; r++) {
				// Each round from the fighters as they stand: 体当たり's damage from the HP now.
				const fa = { ...fighterAt('a', hp.a), counter: counter.a };
				const fb = { ...fighterAt('b', hp.b), counter: counter.b };
				const rolls = rollRound(fa, fb, (sides) => 1 + Math.floor(rng() * sides));
				const out = resolveRound(fa, fb, rolls);
				hp = { a: out.a.hp, b: out.b.hp };
				counter = { a: out.a.counter, b: out.b.counter };
				if (out.over) {
					over = out.over;
					break;
				}
			}
			count[over]++;
		}
		agrees(exact, count, n);
		expect(Math.abs(count.a / n - wrong.aWins)).toBeGreaterThan(0.02);
		expect(Math.min(count.a, count.b)).toBeGreaterThan(1000);
	}, 300_000);

	it('a session’s odds panel (the state’s fighters) matches the app’s own dice commands to the end', () => {
		let s = gk.initialState() as GkState;
		s = gkOk(gkRun(s, 'addFaction', { name: 'A' }));
		s = gkOk(gkRun(s, 'addFaction', { name: 'B' }));
		s = gkOk(gkRun(s, 'copySampleTechniques', { locale: 'ja' }));
		s = gkOk(gkRun(s, 'addCharacter', { name: 'A', faction: 'f1', stats: statsA, hp: 40, faces: facesA }));
		s = gkOk(gkRun(s, 'addCharacter', { name: 'B', faction: 'f2', stats: statsB, hp: 30, faces: facesB }));
		const exact = engagementOdds(oddsFighterOf(s, s.characters.c1!), oddsFighterOf(s, s.characters.c2!));
		const n = 3_000;
		const count = { a: 0, b: 0, draw: 0 };
		for (let i = 0; i < n; i++) {
			const drafts = gkCommands.engagementApp(
				s,
				{ a: 'c1', b: 'c2', all: true },
				{ random: seededRandom(i + 1), tables: {}, readings: {} }
			);
			const end = gkOk(gkFold(s, drafts as never)).engagement!.over!;
			count[end]++;
		}
		agrees(exact, count, n);
	}, 300_000);
});

import { describe, expect, it } from 'vitest';
import { gk } from '.';
import { gkCommands } from './commands';
import { engagementReport, phaseSummary } from './report';
import type { GkState } from './state';

const env = { tables: { byHash: {}, current: {} }, readings: {} };
function apply(s: GkState, drafts: unknown): GkState {
	for (const d of drafts as { type: string; payload: unknown }[]) s = gk.reduce(s, d, env) as GkState;
	return s;
}
const ctx = { random: () => 0.5, tables: {}, readings: {} };

describe('the texts for the thread', () => {
	it('an engagement round by round in English: rolls, chances, guard halving, counter state, HP, the end, survival', () => {
		let s = gk.initialState() as GkState;
		s = apply(s, gkCommands.addFaction(s, { name: 'Council' }));
		s = apply(s, gkCommands.addFaction(s, { name: 'Gang' }));
		s = apply(s, gkCommands.saveTechnique(s, { name: 'Jab', kind: 'attack', formula: 'ATK - 3' }));
		const stats = { ATK: 10, DEF: 4, VIT: 1, MND: 4, FS: 10, REA: 5 };
		const faces = Array(6).fill('t1');
		s = apply(s, gkCommands.addCharacter(s, { name: 'Kai', faction: 'f1', stats, hp: 20, faces }));
		s = apply(s, gkCommands.addCharacter(s, { name: 'Ren', faction: 'f2', stats: { ...stats, REA: 0 }, hp: 5, faces }));
		// R1: Kai 6 + 5 acts first: no critical (50 > 10), Ren's evade 0 % (not asked), guard 20 %: 10 → 7 halved to 4.
		// Ren, now in the counter state, hits back ×1.5: 11; Kai does not guard (90 > 20).
		s = apply(
			s,
			gkCommands.engagementRound(s, {
				a: 'c1',
				b: 'c2',
				rolls: { a: { die: 6, crit: 50, evade: 80, guard: 90 }, b: { die: 1, crit: 70, guard: 10 } }
			})
		);
		// R2: Kai first again: a critical (5 ≤ 10): 7, Ren at 1 − 7 = −6.
		s = apply(s, gkCommands.engagementRound(s, { a: 'c1', b: 'c2', rolls: { a: { die: 6, crit: 5 }, b: { die: 1 } } }));
		s = apply(s, gkCommands.survival(s, { character: 'c2', roll: 21 }, ctx));
		const text = engagementReport(s, s.engagement!, 'en');
		expect(text).toBe(
			[
				'[Engagement] Kai vs Ren',
				'HP at start: Kai 20 / Ren 5',
				'R1: Kai "Jab" (die 6) / Ren "Jab" (die 1) — first: Kai',
				'  Kai critical: 50 / 10% failure',
				'  Ren guard: 10 / 20% success',
				'  → 4 damage to Ren (halved by guard)',
				'  Ren is in the counter state',
				'  Ren critical: 70 / 10% failure',
				'  Kai evade: 80 / 10% failure',
				'  Kai guard: 90 / 20% failure',
				'  → 11 damage to Kai (counter ×1.5)',
				"  Ren's counter state ends (technique processed)",
				'  HP: Kai 9 / Ren 1',
				'R2: Kai "Jab" (die 6) / Ren "Jab" (die 1) — first: Kai',
				'  Kai critical: 5 / 10% success',
				'  → 7 damage to Ren (critical)',
				'  HP: Kai 9 / Ren -6',
				'Result: Kai wins (round 2)',
				'Ren is dying (HP -6)',
				'Survival check Ren: d100 21 / 20% → dies'
			].join('\n')
		);
		expect(phaseSummary(s, 'en')).toBe('');
		s = apply(s, gkCommands.changeFormulas(s, { movementFormula: '2' }));
		s = apply(s, gkCommands.startPhase(s, { faction: 'f1' }));
		s = apply(s, gkCommands.addCharacter(s, { name: 'Mio', faction: 'f1', stats, hp: 9, faces, starter: true }));
		s = apply(s, gkCommands.takeAction(s, { character: 'c3', path: [[0, 1]], action: 'wait' }));
		expect(phaseSummary(s, 'en')).toBe(
			['[Phase 1] Council', 'Mio: (0,0)→(0,1) (cost 1), wait', 'Kai: nothing submitted, waits'].join('\n')
		);
	});
});

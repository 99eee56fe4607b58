/**
 * The world the GK command tests start from, and their helpers: commands run as the shell runs
 * them (command → drafts → parse → reduce), with a seeded random source.
 */
import { seededRandom } from './session.svelte';
import { gkOk, gkRun } from './gk-play';
import { gk } from '$lib/systems/gk';
import type { GkCommands } from '$lib/systems/gk/commands';
import type { GkState } from '$lib/systems/gk/state';
import type { IntentOf } from '$lib/systems/types';

export { gkRun as run, gkOk as ok, gkRefusal as refusal } from './gk-play';
const run = gkRun;
const ok = gkOk;
export const ctx = (seed = 1) => ({ random: seededRandom(seed), tables: {}, readings: {} });

export const stats = { ATK: 10, DEF: 7, VIT: 5, MND: 4, FS: 0, REA: 0 };

/** Two factions, a sample technique, three characters: c1 (f1) at (0,0), c2 (f2) at (0,2), c3 (f1) at (0,0). */
export function world(): GkState {
	let s = gk.initialState() as GkState;
	s = ok(run(s, 'addFaction', { name: '生徒会' }));
	s = ok(run(s, 'addFaction', { name: '番長' }));
	s = ok(run(s, 'copySampleTechniques', { locale: 'ja' }));
	s = ok(run(s, 'changeFormulas', { movementFormula: '2' }));
	const faces = ['light', 'light', 'light', 'defend', 'evade', 'light'];
	s = ok(run(s, 'addCharacter', { name: 'A', faction: 'f1', stats, hp: 30, faces, at: [0, 0], starter: true }));
	s = ok(
		run(s, 'addCharacter', {
			name: 'B',
			faction: 'f2',
			stats,
			hp: 30,
			faces,
			at: [0, 2],
			starter: true,
			ability: { name: '構え', style: 'counter', activation: 50, success: 50 }
		})
	);
	s = ok(
		run(s, 'addCharacter', {
			name: 'C',
			faction: 'f1',
			stats,
			hp: null,
			faces,
			at: [0, 0],
			starter: true,
			ability: { name: '閃き', style: 'active', activation: 50, success: 50, effects: [{ target: 'self' }] }
		})
	);
	return s;
}

/** Corrects a character: its fields as they are, with `change` over them. */
export function edit(s: GkState, id: string, change: Partial<IntentOf<GkCommands['editCharacter']>>) {
	const c = s.characters[id]!;
	return run(s, 'editCharacter', {
		id,
		name: c.name,
		faction: c.faction,
		stats: c.stats,
		hp: c.maxHp,
		faces: c.faces,
		ability: c.ability,
		...change
	});
}

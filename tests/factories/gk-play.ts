/**
 * GK play for tests: commands run as the shell runs them (command → upgrade → parse → reduce),
 * with a seeded random source, and a small world to start from.
 */
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import type { Readings } from '$lib/core/readings';
import { gk } from '$lib/systems/gk';
import { gkCommands, type GkCommands } from '$lib/systems/gk/commands';
import type { GkState } from '$lib/systems/gk/state';
import type { IntentOf } from '$lib/systems/types';
import { seededRandom } from './session.svelte';

const tables = { byHash: {}, current: {} };

/**
 * Folds drafts through the GK system as the shell does (upgrade, strict parse, reduce), with the
 * readings in force of the open points (none given: each point's default).
 */
export function gkFold(state: GkState, drafts: readonly EventDraft[], readings: Readings = {}): GkState | Refusal {
	let s = state;
	for (const raw of drafts) {
		const d = gk.upgrade(raw);
		const parsed = gk.events[d.type]!['~standard'].validate(d.payload) as { value?: unknown; issues?: unknown };
		if (parsed.issues) return { refusal: 'session/invalid_input', params: { type: d.type } };
		const next = gk.reduce(s, { type: d.type, payload: parsed.value }, { tables, readings });
		if (isRefusal(next)) return next;
		s = next as GkState;
	}
	return s;
}

/** The events one command records, or its refusal. */
export function gkDrafts<K extends keyof GkCommands>(
	state: GkState,
	command: K,
	intent: IntentOf<GkCommands[K]>,
	seed = 1,
	readings: Readings = {}
) {
	const f = gkCommands[command] as (s: GkState, i: unknown, c: unknown) => EventDraft[] | Refusal;
	return f(state, intent, { random: seededRandom(seed), tables: {}, readings });
}

/** Runs one command: the state after its events, or the refusal (from the command or the reducer). */
export function gkRun<K extends keyof GkCommands>(
	state: GkState,
	command: K,
	intent: IntentOf<GkCommands[K]>,
	seed = 1,
	readings: Readings = {}
) {
	const drafts = gkDrafts(state, command, intent, seed, readings);
	return isRefusal(drafts) ? drafts : gkFold(state, drafts, readings);
}

export function gkOk(r: GkState | Refusal): GkState {
	if (isRefusal(r)) throw new Error(`refused: ${r.refusal} ${JSON.stringify(r.params ?? {})}`);
	return r;
}

export const gkRefusal = (r: GkState | Refusal) => (isRefusal(r) ? r : null);

export const gkStats = { ATK: 10, DEF: 7, VIT: 5, MND: 4, FS: 0, REA: 0 };

/**
 * Two factions (生徒会 f1, 番長 f2), the sample techniques, the movement scale set to 2, and
 * A (f1) at (0,0), B (f2) at (0,2), both starters with 30 HP.
 */
export function gkWorld(): GkState {
	let s = gk.initialState() as GkState;
	s = gkOk(gkRun(s, 'addFaction', { name: '生徒会' }));
	s = gkOk(gkRun(s, 'addFaction', { name: '番長' }));
	s = gkOk(gkRun(s, 'copySampleTechniques', { locale: 'ja' }));
	s = gkOk(gkRun(s, 'changeFormulas', { movementFormula: '2' }));
	const faces = ['light', 'light', 'light', 'defend', 'evade', 'light'];
	for (const [name, faction, at] of [
		['A', 'f1', [0, 0]],
		['B', 'f2', [0, 2]]
	] as const)
		s = gkOk(gkRun(s, 'addCharacter', { name, faction, stats: gkStats, hp: 30, faces, at: [...at], starter: true }));
	return s;
}

/** The world plus C (f1) with this ability and D (f2), both in A's square (0,0). */
export function gkWithAbility(ability: object, stats: Partial<typeof gkStats> = {}): GkState {
	let s = gkWorld();
	const faces = Array(6).fill('light');
	const base = { stats: { ...gkStats, ...stats }, hp: 30, faces, at: [0, 0] as [number, number], starter: true };
	s = gkOk(gkRun(s, 'addCharacter', { ...base, name: 'C', faction: 'f1', ability } as never));
	s = gkOk(gkRun(s, 'addCharacter', { ...base, name: 'D', faction: 'f2', stats: gkStats }));
	return s;
}

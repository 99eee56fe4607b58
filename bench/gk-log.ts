/**
 * A GK table's evening as an event log, for the bench (issue 27): two factions, the sample
 * techniques and one of the table's own, a roster of six, then one engagement between two sturdy
 * fighters in the same square, every die typed at the table one at a time (the GK dice step by
 * step), through 24 rounds — left running, so the session opens on the engagement tab with round
 * 25 (the seed's last: it ends the engagement) to roll. Every event comes from the system's real
 * commands run through the shell's real fold (session/apply.ts runCommand), so the log is one the
 * app would have recorded.
 */
import { isRefusal, type EventDraft } from '$lib/core/events';
import { initialSessionState, runCommand, type SessionState } from '$lib/session/apply';
import { gk } from '$lib/systems/gk';
import { nextNeededRoll, rollsOf } from '$lib/systems/gk/flow';
import { fighterOf } from '$lib/systems/gk/standing';
import type { GkState } from '$lib/systems/gk/state';
import type { SystemDefinition } from '$lib/systems/types';
import { mulberry32 } from '../tests/factories/seeded';

/**
 * GK as the shell runs it. `defineSystem` infers gk's state type from `impliedReadings`' parameter
 * (only `oldLogReadings`), so the state is named here as the reducer returns it.
 */
const system = gk as unknown as SystemDefinition<GkState>;

export interface GkLog {
	drafts: EventDraft[];
	state: GkState;
	/** The engaging pair's names (a, b), as the screen shows them. */
	names: { a: string; b: string };
}

/** The table's dice, the same on every run. */
const dice = mulberry32;

/** Rounds recorded by default: the most an engagement still running holds (the seed's limit is 25). */
export const GK_ROUNDS = 24;

function build(seed: number, rounds: number): GkLog | null {
	const drafts: EventDraft[] = [];
	let s: SessionState<GkState> = initialSessionState(system);
	const random = dice(seed);
	const run = (name: string, intent: unknown) => {
		const r = runCommand(system, s, name, intent, { random, library: {} });
		if (isRefusal(r)) throw new Error(`bench GK log: ${name} refused: ${r.refusal} ${JSON.stringify(r.params ?? {})}`);
		s = r.state;
		drafts.push(...r.events);
	};
	run('addFaction', { name: '生徒会' });
	run('addFaction', { name: '番長連合' });
	run('copySampleTechniques', { locale: 'ja' });
	run('saveTechnique', { name: '掌底', kind: 'attack', formula: 'ATK + DEF ÷ 2' });
	run('changeFormulas', { movementFormula: '2 + REA ÷ 5' });
	const roster = [
		// The two who fight: a quick brawler and a sturdy guard (the sample fighters' stats), 250 HP.
		{
			name: 'カイ',
			faction: 'f1',
			stats: { ATK: 12, DEF: 6, VIT: 5, MND: 4, FS: 5, REA: 8 },
			hp: 250,
			faces: ['light', 'heavy', 'throw', 'godspeed', 'defend', 'evade'],
			at: [2, 2]
		},
		{
			name: 'ゴウ',
			faction: 'f2',
			stats: { ATK: 10, DEF: 9, VIT: 6, MND: 5, FS: 4, REA: 6 },
			hp: 250,
			faces: ['light', 'light', 'choke', 't1', 'defend', 'evade'],
			at: [2, 2]
		},
		{
			name: 'レン',
			faction: 'f1',
			stats: { ATK: 8, DEF: 8, VIT: 6, MND: 7, FS: 3, REA: 6 },
			hp: null,
			faces: ['light', 'light', 't1', 'defend', 'defend', 'evade'],
			at: [0, 1],
			ability: { name: '反撃の構え', style: 'counter', activation: 60, success: 50 }
		},
		{
			name: 'ミサキ',
			faction: 'f1',
			stats: { ATK: 7, DEF: 5, VIT: 4, MND: 9, FS: 6, REA: 10 },
			hp: null,
			faces: ['light', 'godspeed', 'godspeed', 'evade', 'evade', 'defend'],
			at: [1, 0]
		},
		{
			name: 'テツ',
			faction: 'f2',
			stats: { ATK: 13, DEF: 7, VIT: 7, MND: 3, FS: 2, REA: 4 },
			hp: null,
			faces: ['heavy', 'light', 'throw', 'choke', 'defend', 'light'],
			at: [5, 4]
		},
		{
			name: 'アヤ',
			faction: 'f2',
			stats: { ATK: 9, DEF: 6, VIT: 5, MND: 8, FS: 7, REA: 9 },
			hp: null,
			faces: ['light', 'godspeed', 't1', 'evade', 'evade', 'defend'],
			at: [4, 5]
		}
	];
	for (const c of roster) run('addCharacter', { ...c, starter: true });
	const [a, b] = ['c1', 'c2'];
	// The GK types each die the round asks for, as rolled at the table.
	for (let round = 1; round <= rounds; round++) {
		for (;;) {
			const st = s.system;
			const e = st.engagement;
			const pending = e && e.over === null ? e.pending : [];
			if (e && e.over === null && e.round >= round) break;
			const need = nextNeededRoll(
				fighterOf(st, st.characters[a]!),
				fighterOf(st, st.characters[b]!),
				rollsOf(pending),
				st.settings
			);
			if (!need) break;
			const roll = 1 + Math.floor(random() * (need.kind === 'die' ? 6 : 100));
			run('enterRoll', { a, b, roll, source: 'table' });
			if (s.system.engagement?.over) return null;
		}
	}
	return { drafts, state: s.system, names: { a: 'カイ', b: 'ゴウ' } };
}

/** The log, from the first seed whose dice leave both fighters standing after `rounds` rounds. */
export function gkEngagementLog(rounds = GK_ROUNDS): GkLog {
	if (!Number.isInteger(rounds) || rounds < 1 || rounds > GK_ROUNDS)
		throw new RangeError(`bench GK log: rounds must be 1…${GK_ROUNDS} (the engagement left running), got ${rounds}`);
	for (let seed = 1; seed < 500; seed++) {
		const log = build(seed, rounds);
		if (log) return log;
	}
	throw new Error(`bench GK log: no seed keeps both fighters up for ${rounds} rounds`);
}

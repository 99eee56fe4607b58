/**
 * What the GK does, as intents. Each command returns the events it records, each carrying the
 * outcome the rules compute for it (`complete`), so a preview — the screen's "what happens if" —
 * is the same function and the log can say what happened. App dice come from `ctx.random` here,
 * once; the event records them, so a replay needs no randomness. The roster's commands are here,
 * the play's (engagements, abilities, phases) in `commands-play.ts`.
 */
import { refuse } from '$lib/core/events';
import { techniqueDamage } from './data/formula';
import { SAMPLE_TECHNIQUES } from './data/sample-techniques';
import type { Ability, Stats, TechniqueRecord } from './events';
import type { GkCharacter, GkState } from './state';
import { playCommands } from './commands-play';
import { character, isRef, ref, type Result } from './commands-shared';
import { ruled } from './readings';
import type { CommandContext } from '../types';

export const STAT_KEYS = ['ATK', 'DEF', 'VIT', 'MND', 'FS', 'REA'] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/** The first free id `prefix1`, `prefix2` …: from the state, so a preview equals the record. */
function nextId(used: Iterable<string>, prefix: string): string {
	const taken = new Set(used);
	let n = 1;
	while (taken.has(`${prefix}${n}`)) n++;
	return `${prefix}${n}`;
}

export interface CharacterIntent {
	name: string;
	faction: string;
	/** as typed: anything not an integer 0…99 is refused, naming the stat */
	stats: Record<StatKey, number>;
	/** HP typed in, or null to use the session's HP formula */
	hp: number | null;
	/** six technique ids, face 1 first; '' is a face left empty */
	faces: string[];
	at?: [number, number];
	onMapSincePhase?: number;
	starter?: boolean;
	ability?: Ability | null;
}

/** A character as typed, checked (stats, faces, formulas, HP) into an event payload without its id. */
function characterPayload(state: GkState, intent: CharacterIntent) {
	for (const k of STAT_KEYS) {
		const v = intent.stats[k];
		if (!Number.isInteger(v) || v < 0 || v > 99) return refuse('gk/bad_stat', { stat: k });
	}
	const empty = intent.faces.findIndex((f) => !f);
	if (intent.faces.length !== 6 || empty >= 0) return refuse('gk/empty_face', { face: empty + 1 || 6 });
	const stats: Stats = { ...intent.stats };
	let hp = intent.hp;
	try {
		hp ??= techniqueDamage(state.settings.hpFormula, { ...stats, HP: 0 }, state.settings.divisionRounding);
	} catch {
		return refuse('gk/bad_formula', { formula: state.settings.hpFormula, character: intent.name });
	}
	if (!Number.isInteger(hp) || hp < 1 || hp > 999) return refuse('gk/bad_stat', { stat: 'HP' });
	// Every face's formula must give a number for this character (the message names it).
	for (const id of intent.faces) {
		const t = state.techniques[id];
		if (!t) return refuse('gk/unknown_technique');
		try {
			techniqueDamage(t.formula, { ...stats, HP: hp }, state.settings.divisionRounding);
		} catch {
			return refuse('gk/bad_formula', { formula: t.formula, character: intent.name, technique: t.name });
		}
	}
	const { ability, name, faction, faces, at, onMapSincePhase, starter } = intent;
	return {
		name,
		faction,
		stats,
		hp,
		faces,
		...(at ? { at } : {}),
		...(onMapSincePhase !== undefined ? { onMapSincePhase } : {}),
		...(starter !== undefined ? { starter } : {}),
		...(ability ? { ability } : {})
	};
}

const withCharacter = (state: GkState, id: string, f: (c: GkCharacter) => Result): Result => {
	const c = character(state, id);
	return isRef(c) ? c : f(c);
};

const rosterCommands = {
	/** The table's formulas the group typed (HP, 移動力); the readings of the open points are the shell's. */
	changeFormulas: (_s: GkState, intent: { hpFormula?: string; movementFormula?: string }): Result => [
		{
			type: 'gk/formulasChanged',
			payload: {
				...(intent.hpFormula !== undefined ? { hpFormula: intent.hpFormula } : {}),
				...(intent.movementFormula !== undefined ? { movementFormula: intent.movementFormula } : {})
			}
		}
	],
	setMap: (_s: GkState, intent: { width: number; height: number; walls: [number, number][] }): Result => [
		{ type: 'gk/mapSet', payload: intent }
	],
	addFaction: (state: GkState, intent: { name: string }): Result => [
		{
			type: 'gk/factionAdded',
			payload: {
				id: nextId(
					state.factions.map((f) => f.id),
					'f'
				),
				name: intent.name
			}
		}
	],
	/** The sample set (clearly labelled in the UI), copied into the session's library to edit. */
	/** The sample techniques the library lacks, in one event (one log line, one undo); none missing: nothing. */
	copySampleTechniques: (state: GkState, intent: { locale: 'ja' | 'en' }): Result => {
		const techniques = SAMPLE_TECHNIQUES.filter((t) => !state.techniques[t.id]).map((t) => {
			const { name, maxFaces: _m, unmodelled: _u, ...rest } = t;
			return { ...rest, name: name[intent.locale] };
		});
		return techniques.length ? [{ type: 'gk/sampleTechniquesCopied', payload: { techniques } }] : [];
	},
	saveTechnique: (state: GkState, intent: Omit<TechniqueRecord, 'id'> & { id?: string }): Result => [
		{
			type: 'gk/techniqueSaved',
			payload: { ...intent, id: intent.id ?? nextId(Object.keys(state.techniques), 't') }
		}
	],
	addCharacter: (state: GkState, intent: CharacterIntent): Result => {
		const c = characterPayload(state, intent);
		if (isRef(c)) return c;
		const id = nextId([...Object.keys(state.characters), ...Object.keys(state.removed)], 'c');
		return [{ type: 'gk/characterAdded', payload: { ...c, id } }];
	},
	/** A correction to a character, checked as when it was added; `controlledBy` hands its 操作権 over. */
	editCharacter: (state: GkState, intent: CharacterIntent & { id: string; controlledBy?: string }): Result =>
		withCharacter(state, intent.id, (old) => {
			const c = characterPayload(state, intent);
			if (isRef(c)) return c;
			const controlledBy = intent.controlledBy ?? old.controlledBy;
			return [{ type: 'gk/characterEdited', payload: { ...c, id: old.id, controlledBy } }];
		}),
	removeCharacter: (state: GkState, intent: { character: string }): Result =>
		withCharacter(state, intent.character, (c) => [{ type: 'gk/characterRemoved', payload: { character: ref(c) } }]),
	renameFaction: (state: GkState, intent: { id: string; name: string }): Result => {
		const f = state.factions.find((x) => x.id === intent.id);
		if (!f) return refuse('gk/unknown_faction');
		// The same name again records nothing.
		if (intent.name === f.name) return [];
		return [{ type: 'gk/factionRenamed', payload: { id: f.id, name: intent.name, from: f.name } }];
	},
	removeFaction: (state: GkState, intent: { id: string }): Result => {
		const f = state.factions.find((x) => x.id === intent.id);
		if (!f) return refuse('gk/unknown_faction');
		return [{ type: 'gk/factionRemoved', payload: { id: f.id, name: f.name } }];
	},
	removeTechnique: (state: GkState, intent: { id: string }): Result => {
		const t = state.techniques[intent.id];
		if (!t) return refuse('gk/unknown_technique');
		return [{ type: 'gk/techniqueRemoved', payload: { id: t.id, name: t.name } }];
	},
	setFlag: (state: GkState, intent: { character: string; flag: 'withdrawn' | 'incapacitated'; on: boolean }): Result =>
		withCharacter(state, intent.character, (c) => [
			{ type: 'gk/characterFlagSet', payload: { character: ref(c), flag: intent.flag, on: intent.on } }
		]),
	/** The GK takes a 状態異常 off a character. */
	clearStatus: (state: GkState, intent: { character: string; status: string }): Result =>
		withCharacter(state, intent.character, (c) => [
			{ type: 'gk/statusCleared', payload: { character: ref(c), status: intent.status } }
		])
};

/**
 * Every command reads the rules with the readings in force (`ctx.readings`, chosen through
 * `session/readingsChosen`): the state's settings brought up to date first (`ruled`).
 */
function withReadings<C extends Record<string, (s: GkState, intent: never, ctx: CommandContext) => Result>>(
	commands: C
): C {
	const out: Record<string, unknown> = {};
	for (const [name, command] of Object.entries(commands))
		out[name] = (s: GkState, intent: never, ctx?: CommandContext) =>
			command(ctx ? ruled(s, ctx.readings) : s, intent, ctx!);
	return out as C;
}

export const gkCommands = withReadings({ ...rosterCommands, ...playCommands });
export type GkCommands = typeof gkCommands;

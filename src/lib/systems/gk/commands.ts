/**
 * What the GK does, as intents. Each command returns the events it records (the reducer checks the
 * rest), so a preview — the screen's "what happens if" — is the same function. App dice come from
 * `ctx.random` here, once; the event records them, so a replay needs no randomness.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { parseDice, rollWith } from '$lib/core/dice';
import type { CommandContext } from '../types';
import type { SideRolls } from './engagement';
import { rollRound } from './flow';
import { techniqueDamage } from './data/formula';
import { SAMPLE_TECHNIQUES } from './data/sample-techniques';
import type { Ability, GkDraft, Stats, TechniqueRecord } from './events';
import { reduceGk, type GkRefusal } from './reducer';
import { fighterOf } from './standing';
import type { GkCharacter, GkState } from './state';
import { parseGkEvent } from './events';

type Result = GkDraft[] | Refusal<GkRefusal>;

export const STAT_KEYS = ['ATK', 'DEF', 'VIT', 'MND', 'FS', 'REA'] as const;
export type StatKey = (typeof STAT_KEYS)[number];

const D6 = parseDice('1D6');
const D100 = parseDice('1D100');
const roll = (ctx: CommandContext, sides: 6 | 100) => rollWith(sides === 6 ? D6 : D100, ctx.random).total;

const ref = (c: GkCharacter) => ({ id: c.id, name: c.name });

/** The first free id `prefix1`, `prefix2` …: from the state, so a preview equals the record. */
function nextId(used: Iterable<string>, prefix: string): string {
	const taken = new Set(used);
	let n = 1;
	while (taken.has(`${prefix}${n}`)) n++;
	return `${prefix}${n}`;
}

function character(state: GkState, id: string): GkCharacter | Refusal<GkRefusal> {
	return state.characters[id] ?? refuse('gk/unknown_character');
}
const isRef = (x: unknown): x is Refusal<GkRefusal> => typeof x === 'object' && x !== null && 'refusal' in x;

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

export interface RoundIntent {
	a: string;
	b: string;
	rolls: { a: SideRolls; b: SideRolls };
}

/** One round with the app's dice, in the order the seed's steps ask for them (`flow.ts`). */
export function appRound(state: GkState, aId: string, bId: string, ctx: CommandContext): RoundIntent['rolls'] {
	const a = fighterOf(state, state.characters[aId]!);
	const b = fighterOf(state, state.characters[bId]!);
	return rollRound(a, b, (sides) => roll(ctx, sides), state.settings);
}

/** Runs drafts through the reducer: the state after them, or the first refusal. */
function fold(state: GkState, drafts: GkDraft[]): GkState | Refusal<GkRefusal> {
	let s = state;
	for (const d of drafts) {
		const e = parseGkEvent(d.type, d.payload);
		if (!e) return refuse('gk/bad_rolls');
		const r = reduceGk(s, e);
		if (!r.ok) return refuse(r.refusal, r.params);
		s = r.state;
	}
	return s;
}

const pair = (state: GkState, aId: string, bId: string) => {
	const a = character(state, aId);
	if (isRef(a)) return a;
	const b = character(state, bId);
	if (isRef(b)) return b;
	return { a: ref(a), b: ref(b) };
};

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

export const gkCommands = {
	changeSettings: (_s: GkState, intent: Partial<GkState['settings']>): Result => {
		const { roundLimit: _r, ...rest } = intent;
		return [{ type: 'gk/settingsChanged', payload: rest }];
	},
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
	copySampleTechniques: (state: GkState, intent: { locale: 'ja' | 'en' }): Result =>
		SAMPLE_TECHNIQUES.filter((t) => !state.techniques[t.id]).map((t) => {
			const { name, maxFaces: _m, unmodelled: _u, ...rest } = t;
			return { type: 'gk/techniqueSaved', payload: { ...rest, name: name[intent.locale] } };
		}),
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
	editCharacter: (state: GkState, intent: CharacterIntent & { id: string; controlledBy?: string }): Result => {
		const old = character(state, intent.id);
		if (isRef(old)) return old;
		const c = characterPayload(state, intent);
		if (isRef(c)) return c;
		const controlledBy = intent.controlledBy ?? old.controlledBy;
		return [{ type: 'gk/characterEdited', payload: { ...c, id: old.id, controlledBy } }];
	},
	removeCharacter: (state: GkState, intent: { character: string }): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		return [{ type: 'gk/characterRemoved', payload: { character: ref(c) } }];
	},
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
	setFlag: (
		state: GkState,
		intent: { character: string; flag: 'withdrawn' | 'incapacitated'; on: boolean }
	): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		return [{ type: 'gk/characterFlagSet', payload: { character: ref(c), flag: intent.flag, on: intent.on } }];
	},
	/** One round with dice rolled at the table (GK dice). */
	engagementRound: (state: GkState, intent: RoundIntent): Result => {
		const p = pair(state, intent.a, intent.b);
		if (isRef(p)) return p;
		return [{ type: 'gk/engagementRoundRecorded', payload: { ...p, rolls: intent.rolls, source: 'table' } }];
	},
	/** The app rolls the next round (or, with `all`, every round to the engagement's end): one event a round. */
	engagementApp: (state: GkState, intent: { a: string; b: string; all: boolean }, ctx: CommandContext): Result => {
		const p = pair(state, intent.a, intent.b);
		if (isRef(p)) return p;
		const drafts: GkDraft[] = [];
		let s = state;
		do {
			if (s.characters[intent.a]!.hp <= 0 || s.characters[intent.b]!.hp <= 0) break;
			const d: GkDraft = {
				type: 'gk/engagementRoundRecorded',
				payload: { ...p, rolls: appRound(s, intent.a, intent.b, ctx), source: 'app' }
			};
			const next = fold(s, [d]);
			if (isRef(next)) return next;
			drafts.push(d);
			s = next;
		} while (intent.all && s.engagement?.over === null);
		if (drafts.length === 0) return refuse('gk/cannot_fight');
		return drafts;
	},
	survival: (state: GkState, intent: { character: string; roll?: number }, ctx: CommandContext): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		const source = intent.roll === undefined ? 'app' : 'table';
		return [
			{ type: 'gk/survivalChecked', payload: { character: ref(c), roll: intent.roll ?? roll(ctx, 100), source } }
		];
	},
	specialAttack: (
		state: GkState,
		intent: { attacker: string; target: string; roll?: number },
		ctx: CommandContext
	): Result => {
		const p = pair(state, intent.attacker, intent.target);
		if (isRef(p)) return p;
		const source = intent.roll === undefined ? 'app' : 'table';
		return [
			{
				type: 'gk/specialAttackRecorded',
				payload: { attacker: p.a, target: p.b, roll: intent.roll ?? roll(ctx, 100), source }
			}
		];
	},
	/**
	 * 特殊能力の使用: the activation roll, then (active / passive, once activated) the success roll.
	 * Without rolls the app rolls both as needed.
	 */
	useAbility: (
		state: GkState,
		intent: { character: string; target?: string; activation?: number; success?: number },
		ctx: CommandContext
	): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		const t = intent.target ? character(state, intent.target) : null;
		if (isRef(t)) return t;
		if (!c.ability) return refuse('gk/no_ability');
		const app = intent.activation === undefined;
		const activation = intent.activation ?? roll(ctx, 100);
		const needsSuccess = activation <= c.ability.activation && c.ability.style !== 'counter';
		const success = needsSuccess ? (app ? roll(ctx, 100) : intent.success) : undefined;
		return [
			{
				type: 'gk/abilityUsed',
				payload: {
					character: ref(c),
					...(t ? { target: ref(t) } : {}),
					activation,
					...(success !== undefined ? { success } : {}),
					source: app ? 'app' : 'table'
				}
			}
		];
	},
	/** A counter-waiting character's condition is met: its success check. */
	counterCheck: (
		state: GkState,
		intent: { character: string; target?: string; roll?: number },
		ctx: CommandContext
	): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		const t = intent.target ? character(state, intent.target) : null;
		if (isRef(t)) return t;
		const source = intent.roll === undefined ? 'app' : 'table';
		return [
			{
				type: 'gk/counterChecked',
				payload: { character: ref(c), ...(t ? { target: ref(t) } : {}), roll: intent.roll ?? roll(ctx, 100), source }
			}
		];
	},
	endCounterWait: (state: GkState, intent: { character: string }): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		return [{ type: 'gk/counterWaitEnded', payload: { character: ref(c) } }];
	},
	startPhase: (state: GkState, intent: { faction: string }): Result => [
		{ type: 'gk/phaseStarted', payload: { phase: (state.phase?.number ?? 0) + 1, faction: intent.faction } }
	],
	takeAction: (
		state: GkState,
		intent: {
			character: string;
			path: [number, number][];
			action: 'engage' | 'ability' | 'specialAttack' | 'wait';
			target?: string;
			/** the submitting faction (absent: the phase's) */
			by?: string;
		}
	): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		let target;
		if (intent.target) {
			const t = character(state, intent.target);
			if (isRef(t)) return t;
			target = ref(t);
		}
		return [
			{
				type: 'gk/actionTaken',
				payload: {
					character: ref(c),
					path: intent.path,
					action: intent.action,
					...(target ? { target } : {}),
					...(intent.by ? { by: intent.by } : {})
				}
			}
		];
	},
	/** The next engagement / ability use / special attack of the phase is done: its outcome, in order. */
	resolveAction: (state: GkState, intent: { character: string }): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		return [{ type: 'gk/actionResolved', payload: { character: ref(c) } }];
	}
};
export type GkCommands = typeof gkCommands;

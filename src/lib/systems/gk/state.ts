/** GK session state: plain, serializable data, folded from the log by `reducer.ts`. */
import type { Ability, AbilityStat, Stats, TechniqueRecord } from './events';
import type { Order, RoundStep } from './engagement';
import { DEFAULT_GK_SETTINGS, type GkSettings } from './settings';

export type CharacterStatus = 'active' | 'dying' | 'dead';
export type SquareXY = [number, number];

export interface GkCharacter {
	id: string;
	name: string;
	faction: string;
	stats: Stats;
	/** HP now (may be below 0 after an engagement) */
	hp: number;
	maxHp: number;
	counter: boolean;
	/** six technique ids, face 1 first */
	faces: string[];
	status: CharacterStatus;
	at: SquareXY;
	onMapSincePhase: number;
	starter: boolean;
	/** 戦線離脱 */
	withdrawn: boolean;
	/** 行動不能 */
	incapacitated: boolean;
	ability: Ability | null;
	/** the faction holding its 操作権 (condition 2); its own faction unless the GK hands it over */
	controlledBy: string;
	/** カウンター待受状態 */
	waiting: boolean;
	/** whether the costs were paid in full when it began waiting (else its effect cannot appear) */
	waitingPaid: boolean;
	/** the last phase of 能力休み (rest ends when a later phase starts) */
	restUntilPhase: number | null;
}

/** One recorded round, for the report. */
export interface RoundLog {
	round: number;
	order: Order;
	steps: RoundStep[];
	hp: { a: number; b: number };
	source: 'app' | 'table';
}

export interface SurvivalLog {
	character: string;
	roll: number;
	chance: number;
	lives: boolean;
	source: 'app' | 'table';
}

/** An engagement under way or just over: the two characters, the rounds, and the result once over. */
export interface GkEngagement {
	/** `state.seq` when it began: ties it to a phase action submitted before */
	seq: number;
	a: string;
	b: string;
	round: number;
	over: 'a' | 'b' | 'draw' | null;
	start: { a: number; b: number };
	rounds: RoundLog[];
	survival: SurvivalLog[];
}

/** One submitted action of a phase, as resolved. */
export interface ActionLog {
	character: string;
	from: SquareXY;
	end: SquareXY;
	cost: number;
	cancelled: boolean;
	stoppedByZoc: boolean;
	/** what was submitted */
	requested: ActionKind;
	/** what happens: a cancelled move, or an engagement whose target is not in the end square, waits */
	action: ActionKind;
	target: string | null;
	/** the faction that submitted it */
	by: string;
	/** `state.seq` when submitted: only an engagement / ability use / special attack after it resolves it */
	submittedAt: number;
	/** how the engagement / ability use / special attack came out, once the GK resolved it */
	resolution: Resolution | null;
}

/** The outcome of one phase action, recorded in submission order. */
export type Resolution =
	| { kind: 'cancelled' }
	| {
			kind: 'engage';
			a: string;
			b: string;
			over: 'a' | 'b' | 'draw';
			rounds: number;
			hp: { a: number; b: number };
			survival: SurvivalLog[];
	  }
	| { kind: 'ability'; log: AbilityLog }
	| { kind: 'specialAttack'; log: SpecialAttackLog };

export type ActionKind = 'engage' | 'ability' | 'specialAttack' | 'wait';

export interface GkPhase {
	number: number;
	faction: string;
	actions: ActionLog[];
}

export interface AbilityLog {
	seq: number;
	character: string;
	kind: 'use' | 'counter';
	activation: { roll: number; chance: number; success: boolean } | null;
	success: { roll: number; chance: number; success: boolean } | null;
	restUntilPhase: number | null;
	/** 消費制約 as paid (a shortfall pays what there is) */
	costs: { stat: AbilityStat; amount: number; paid: number }[];
	/** the effect, when it appeared: the GK's words, and a stat change on the target */
	effect: {
		target: string;
		text: string;
		change: { stat: AbilityStat; amount: number; before: number; after: number } | null;
	} | null;
	/** the success check succeeded, but a cost could not be paid in full: no effect (seed step 4) */
	unpaid: boolean;
}

export interface SpecialAttackLog {
	seq: number;
	attacker: string;
	target: string;
	chance: number;
	roll: number;
	hit: boolean;
	damage: number;
	hpAfter: number;
}

export interface GkState {
	settings: GkSettings;
	map: { width: number; height: number; walls: SquareXY[] };
	factions: { id: string; name: string }[];
	techniques: Record<string, TechniqueRecord>;
	characters: Record<string, GkCharacter>;
	engagement: GkEngagement | null;
	phase: GkPhase | null;
	/** the last special attack, for the log: hit or not and the damage */
	lastSpecialAttack: SpecialAttackLog | null;
	lastAbility: AbilityLog | null;
	/** removed characters' names by id: old reports keep them, and their ids are not given again */
	removed: Record<string, string>;
	/** counts engagements begun, ability uses and special attacks, to tie them to phase actions */
	seq: number;
}

export function initialGkState(settings: GkSettings = DEFAULT_GK_SETTINGS): GkState {
	return {
		settings: { ...settings },
		map: { width: 8, height: 8, walls: [] },
		factions: [],
		techniques: {},
		characters: {},
		engagement: null,
		phase: null,
		lastSpecialAttack: null,
		lastAbility: null,
		removed: {},
		seq: 0
	};
}

/** A character's name, also once removed. */
export const nameOf = (state: GkState, id: string): string => state.characters[id]?.name ?? state.removed[id] ?? id;

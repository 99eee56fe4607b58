/** GK session state: plain, serializable data, folded from the log by `reducer.ts`. */
import type { Ability, Stats, TechniqueRecord } from './events';
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
	/** カウンター待受状態 */
	waiting: boolean;
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
}

export type ActionKind = 'engage' | 'ability' | 'specialAttack' | 'wait';

export interface GkPhase {
	number: number;
	faction: string;
	actions: ActionLog[];
}

export interface AbilityLog {
	character: string;
	kind: 'use' | 'counter';
	activation: { roll: number; chance: number; success: boolean } | null;
	success: { roll: number; chance: number; success: boolean } | null;
	restUntilPhase: number | null;
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
	lastSpecialAttack: {
		attacker: string;
		target: string;
		chance: number;
		roll: number;
		hit: boolean;
		damage: number;
		hpAfter: number;
	} | null;
	lastAbility: AbilityLog | null;
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
		lastAbility: null
	};
}

/** GK session state (the slice the first events build): plain, serializable data. */
import type { Stats, TechniqueRecord } from './events';
import { DEFAULT_GK_SETTINGS, type GkSettings } from './settings';

export type CharacterStatus = 'active' | 'dying' | 'dead';

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
}

/** An engagement under way: the two characters, rounds played, and the result once over. */
export interface GkEngagement {
	a: string;
	b: string;
	round: number;
	over: 'a' | 'b' | 'draw' | null;
}

export interface GkState {
	settings: GkSettings;
	factions: { id: string; name: string }[];
	techniques: Record<string, TechniqueRecord>;
	characters: Record<string, GkCharacter>;
	engagement: GkEngagement | null;
	/** the last special attack, for the log: hit or not and the damage */
	lastSpecialAttack: { attacker: string; target: string; chance: number; hit: boolean; damage: number } | null;
}

export function initialGkState(settings: GkSettings = DEFAULT_GK_SETTINGS): GkState {
	return {
		settings: { ...settings },
		factions: [],
		techniques: {},
		characters: {},
		engagement: null,
		lastSpecialAttack: null
	};
}

import type { AttackMode, Edition, ModifierCard } from './rules';

/** Whose deck: a character's (★ curse set), the shared monster deck (M set), or an ally deck (★ set). */
export type DeckOwner = 'character' | 'monster' | 'ally';

/** One attack modifier deck. Plain data: it goes to IndexedDB snapshots and export files. */
export interface GloomhavenDeck {
	id: string;
	/** The character's name, or the monster deck's. */
	name: string;
	owner: DeckOwner;
	/** The deck as perks and items make it: what it returns to at the end of a scenario. */
	base: ModifierCard[];
	/** 山札 — in unknown order. */
	pile: ModifierCard[];
	/** 捨て札. */
	discards: ModifierCard[];
	/** A shuffle-icon card was drawn this round: the deck reshuffles at the end of the round. */
	reshuffleDue: boolean;
}

/** The last draw, computed by the reducer so every screen shows the same numbers. */
export interface LastAttack {
	deck: string;
	source: 'app' | 'table';
	/** Ids of every card taken, in order. */
	drawn: string[];
	/** Ids of the cards that applied. */
	applied: string[];
	mode: AttackMode;
	/** The damage steps: attack, bonuses, attack after the cards (floored at 0), shield after pierce, damage. */
	attack: number;
	bonus: number;
	modified: number;
	shield: number;
	pierce: number;
	damage: number;
	/** The target and its hit points before and after, when given. */
	target?: string;
	hp?: number;
	hpAfter?: number;
	/** The pile ran out and the discards were shuffled in mid-attack. */
	reshuffled: boolean;
}

export interface GloomhavenState {
	edition: Edition;
	round: number;
	decks: GloomhavenDeck[];
	/** Numbers the ids of bless and curse cards so each is unique. */
	supplySerial: number;
	lastAttack: LastAttack | null;
	/** This attack's targets so far (area or added targets: one draw each, in the order picked); the last is `lastAttack`. */
	targets: LastAttack[];
}

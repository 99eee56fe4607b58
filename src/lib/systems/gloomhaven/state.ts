import type { AttackMode, Condition, Edition, ModifierCard, Readings, StepOneOrder } from './rules';

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
	/** A ranged attack on an adjacent target: `mode` has its one more disadvantage. */
	rangedAdjacent?: boolean;
	/** The damage steps: attack, bonuses, attack after the cards (floored at 0), shield after pierce, damage. */
	attack: number;
	bonus: number;
	/** Step 1 doubled the attack, in this order; `beforeCard` is what the card applied to. */
	doubled?: boolean;
	order?: StepOneOrder;
	beforeCard?: number;
	modified: number;
	/** The target's shield and the attack's pierce, as entered. */
	shield: number;
	pierce: number;
	/** 貫通 the applied cards added. */
	cardPierce?: number;
	/** Step 3 after the draw: a shield bonus and a damage reduction. */
	extraShield?: number;
	reduction?: number;
	/** The shield left after every pierce (the extra shield included). */
	armour: number;
	damage: number;
	/** Conditions the applied cards gave the target; effects they carry that the app does not count. */
	conditions?: Condition[];
	labels?: string[];
	/** The target and its hit points before and after, when given. */
	target?: string;
	hp?: number;
	hpAfter?: number;
	/** The pile ran out and the discards were shuffled in mid-attack. */
	reshuffled: boolean;
	/**
	 * An advantage or disadvantage draw that compared two cards: the pair, and how the applied one
	 * was settled — the better or the worse by the rule, `unclear` (they cannot be compared: the
	 * first taken), or `chosen` by the player (2nd edition advantage on a character's deck).
	 */
	compared?: { between: [string, string]; settled: 'better' | 'worse' | 'unclear' | 'chosen' };
	/** 2nd edition advantage on a character's deck: the player may take either card of the pair. */
	choosable?: boolean;
}

/** One target of an attack with several (area or added targets), as the player entered it. */
export interface TargetPlan {
	name?: string;
	/** Remaining hit points, when given. */
	hp?: number;
	shield: number;
	poisoned: boolean;
	/** Adjacent to the attacker: a ranged attack on it is at one more disadvantage. */
	adjacent?: boolean;
}

/**
 * An attack on several targets (エリア効果 / 対象追加): one draw per target from the same deck,
 * in the order picked. Session state, folded from its first draw, so a reload mid-attack shows
 * the same next target.
 */
export interface AttackPlan {
	deck: string;
	/** 攻撃X and the step 1 bonuses (without a target's poison), the same for every target. */
	attack: number;
	bonus: number;
	pierce: number;
	/** The attack's mode from its sources; a target's own is `targetMode(mode, ranged && adjacent)`. */
	mode: AttackMode;
	/** A ranged attack (射程あり). */
	ranged?: boolean;
	/** Step 1 doubles the attack, in this order (the same for every target). */
	doubled?: boolean;
	order?: StepOneOrder;
	targets: TargetPlan[];
	/** Ended before every target was drawn for (stopped, or the round ended). */
	stopped?: boolean;
}

export interface GloomhavenState {
	edition: Edition;
	/** The session's reading of each point the seed leaves open (`data/open-points.ts`). */
	readings: Readings;
	round: number;
	decks: GloomhavenDeck[];
	/** Numbers the ids of bless and curse cards so each is unique. */
	supplySerial: number;
	lastAttack: LastAttack | null;
	/** This attack's targets so far (area or added targets: one draw each, in the order picked); the last is `lastAttack`. */
	targets: LastAttack[];
	/** The last attack on several targets (until another attack starts); next target = `targets.length`. */
	plan: AttackPlan | null;
}

import type { Colour, EnemyKind } from './rules';

export type { EnemyKind };

/** Where a card the table told the app about is: 手札, 戦場, 墓地, 追放, known on top of the library. */
export type KnownZone = 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'top';

/** Copies of one deck line (its index in `Pc.deck`) in one zone (library.ts places them). */
export interface KnownCards {
	line: number;
	zone: KnownZone;
	count: number;
}

/** One group of identical cards in a PC's deck, as the check needs it (deck-list.ts reads the text). */
export interface DeckCard {
	count: number;
	/** マナ総量 — mana value (0 for a land). */
	mv: number;
	/** Empty = colourless; a basic land counts as its colour. */
	colours: Colour[];
	/** 指定カード — every copy gives an automatic result. */
	designated: boolean;
	name: string | null;
	land: boolean;
}

/** A player character: one deck (「1つのデッキ = 1人のPC」), life and poison kept across parts. */
export interface Pc {
	id: string;
	name: string;
	/** The deck list as typed (shown again for editing). */
	deckText: string;
	deck: DeckCard[];
	life: number;
	poison: number;
	/** Hand size after the last reset (what the next reset redraws). */
	hand: number;
	/** Lost this combat (ライフ0, poison, library out, conceded): no more life changes. */
	defeated: boolean;
	/** The combat turn on which this PC made its one check (「1ターンに1回だけ」), else null. */
	checkedTurn: number | null;
	/**
	 * Cards the table told the app about (hand, battlefield, graveyard, exile, known on top), by
	 * deck line; empty: the whole deck is an unknown library. A reset or a new deck list clears it.
	 */
	known: KnownCards[];
}

/** One enemy of the combat part; each has its own life, library-out counter and defeat. */
export interface Enemy {
	/** `e1`, `e2`, … in the order they appeared (「1人の敵ごとに記録します」). */
	id: string;
	kind: EnemyKind;
	name: string;
	/** Deck enemy only (null for a horde or a single card). */
	life: number | null;
	poison: number;
	openingHand: number;
	/** 手札の上限 — 9 with the handicaps. */
	maxHand: number;
	/** ライブラリーアウト counter for an enemy that counts (a horde, a creature, a planeswalker). */
	libraryOut: number;
	defeated: boolean;
}

/**
 * The combat part's stepper, the seed's ① → ⑤: `order` (① play order decided, the reset next),
 * `participants` (② after the reset), `enemy` (③ the enemies appear), `game` (④ turn 1 on),
 * `ended` (⑤).
 */
export type CombatStep = 'order' | 'participants' | 'enemy' | 'game' | 'ended';

export type CombatOutcome = 'pcs_won' | 'pcs_lost' | 'escaped';

export interface Combat {
	/** 1 for the session's first combat part. */
	part: number;
	step: CombatStep;
	/** 先攻 — who plays first. */
	first: 'pcs' | 'enemy';
	/** 死闘: a PC who loses dies. */
	deathMatch: boolean;
	/** PC ids taking part (②); nobody joins later. */
	participants: string[];
	/** NPCs the GM adds (names only). */
	npcs: string[];
	/** The enemies of this combat part, in the order they appeared (empty before ③). */
	enemies: Enemy[];
	/**
	 * Turn counter: preparation turns are the turns before 1. A horde's N turns (the PCs' turns
	 * before it moves) come first; ④'s enemy preparation turn, when there is one, is turn 0.
	 */
	turn: number;
	/** How many preparation turns this combat has (horde 1–5, plus ④'s one for the enemies). */
	prepTurns: number;
	/** ④ 「ハンデとして準備のためのターン」: the enemies take turn 0 (open point `prep_turn`). */
	enemyPrepTurn: boolean;
	/** A horde waits for the representative's check before the game starts. */
	hordeCheckDue: boolean;
	outcome: CombatOutcome | null;
}

/** The result of the last check, as the reducer computed it (every screen shows the same). */
export interface CheckRecord {
	pc: string;
	purpose: 'check' | 'escape' | 'horde';
	colour: Colour | null;
	difficulty: number;
	target: number;
	achievement: number;
	margin: number;
	success: boolean;
	auto: 'fail' | 'success' | null;
}

export interface MtgState {
	pcs: Pc[];
	/** The current or last combat part; null before the first. */
	combat: Combat | null;
	lastCheck: CheckRecord | null;
}

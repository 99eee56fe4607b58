/**
 * Session settings for the points the seed (`001_2a625b5deb160d67.txt`) leaves open. Each one is
 * described, with the options and the reason for its default, in `data/open-points.ts`.
 */

/** What the engagement engine needs. */
export interface EngagementSettings {
	/**
	 * A counter state gained in a round where the fighter has not yet used its technique (it acts
	 * second) boosts that same technique (`true`), or waits for the round's end (`false`).
	 */
	counterSameRound: boolean;
	/** A critical only skips the defence checks (`'plain'`), or also doubles the damage (`'double'`). */
	criticalDamage: 'plain' | 'double';
}

export const DEFAULT_ENGAGEMENT_SETTINGS: Readonly<EngagementSettings> = Object.freeze({
	counterSameRound: true,
	criticalDamage: 'plain'
});

/** Every session setting of the GK system, with its default. */
export interface GkSettings extends EngagementSettings {
	/** 特殊攻撃's guaranteed minimum damage (blank in the seed). */
	specialAttackMinimum: number;
	/** How ÷ rounds in technique formulas. */
	divisionRounding: 'floor' | 'ceil' | 'round';
	/** HP from the stats, as a technique-style formula (the family: 50 + VIT × 10). */
	hpFormula: string;
	/**
	 * 移動力: squares per move as a formula of the stats (the seed: 2, more with higher 反応 on a
	 * scale it does not give). `null` until the group chooses one (`data/open-points.ts` presets).
	 */
	movementFormula: string | null;
	/**
	 * A diagonal step passes beside its two orthogonal squares (「縦横1歩ずつ」): an enemy on either
	 * stops it there (`'either'`), or only when both hold one (`'both'`).
	 */
	diagonalZoc: 'either' | 'both';
	/** The user's own faction's phases of 能力休み after an activated ability (length not in the seed). */
	abilityRestPhases: number;
	/** Rounds before an engagement is a draw (the seed: 25). */
	roundLimit: number;
	/**
	 * Phases during which the starters' game-start exception to condition 3 holds
	 * (「ゲーム開始時のみの例外」, length not stated); 0 = the first turn, one phase per faction.
	 */
	starterExceptionPhases: number;
}

export const DEFAULT_GK_SETTINGS: Readonly<GkSettings> = Object.freeze({
	...DEFAULT_ENGAGEMENT_SETTINGS,
	specialAttackMinimum: 1,
	divisionRounding: 'floor',
	hpFormula: '50 + VIT × 10',
	movementFormula: null,
	diagonalZoc: 'either',
	abilityRestPhases: 1,
	roundLimit: 25,
	starterExceptionPhases: 0
});

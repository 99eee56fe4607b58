/**
 * What the GK rules read besides the game: the readings in force of the points the seed
 * (`001_2a625b5deb160d67.txt`) leaves open (`data/open-points.ts`, chosen by the group through
 * `session/readingsChosen`) and the table's formulas (`data/table-formulas.ts`, the GK event
 * `gk/formulasChanged`). `readings.ts` puts the two together (`ruled`).
 */

import type { Choice } from '$lib/core/readings';

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

/** The open points' readings as the rules use them (each point's reading in force, as a value). */
export interface GkReadings extends EngagementSettings {
	/** 特殊攻撃's guaranteed minimum damage (blank in the seed). */
	specialAttackMinimum: number;
	/** How ÷ rounds in technique formulas. */
	divisionRounding: 'floor' | 'ceil' | 'round';
	/**
	 * A diagonal step passes beside its two orthogonal squares (「縦横1歩ずつ」): an enemy on either
	 * stops it there (`'either'`), or only when both hold one (`'both'`).
	 */
	diagonalZoc: 'either' | 'both';
	/** The user's own faction's phases of 能力休み after an activated ability (length not in the seed). */
	abilityRestPhases: number;
	/**
	 * Phases during which the starters' game-start exception to condition 3 holds
	 * (「ゲーム開始時のみの例外」, length not stated); 0 = the first turn, one phase per faction.
	 */
	starterExceptionPhases: number;
}

/** The table's formulas, which the group types (not readings), and the seed's round limit. */
export interface GkFormulas {
	/** HP from the stats, as a technique-style formula (the family: 50 + VIT × 10). */
	hpFormula: string;
	/**
	 * 移動力: squares per move as a formula of the stats (the seed: 2, more with higher 反応 on a
	 * scale it does not give). `null` until the group chooses one (`data/table-formulas.ts` presets).
	 */
	movementFormula: string | null;
	/** Rounds before an engagement is a draw (the seed: 25). */
	roundLimit: number;
}

/** Everything the GK rules read: the readings in force and the table's formulas. */
export interface GkSettings extends GkReadings, GkFormulas {}

/** Each point's default reading, as the rules use it. */
const DEFAULT_GK_READINGS: Readonly<GkReadings> = Object.freeze({
	...DEFAULT_ENGAGEMENT_SETTINGS,
	specialAttackMinimum: 1,
	divisionRounding: 'floor',
	diagonalZoc: 'either',
	abilityRestPhases: 1,
	starterExceptionPhases: 0
});

export const DEFAULT_GK_SETTINGS: Readonly<GkSettings> = Object.freeze({
	...DEFAULT_GK_READINGS,
	hpFormula: '50 + VIT × 10',
	movementFormula: null,
	roundLimit: 25
});

/**
 * The readings an old log's `gk/settingsChanged` events recorded, before the platform's open points,
 * as choices of the points (open point id → choice): what the log implies until the group chooses.
 */
export type OldLogReadings = Readonly<Record<string, Choice>>;

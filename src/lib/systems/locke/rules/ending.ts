/**
 * The end of the game (§3.2): the 1000-turn rule, who is defeated, and the victory grades.
 */
import { alignment, int, refuse, type Alignment } from './args';

/** The 1000-turn rule — §3.2 「EVILの勝利宣言を行ったキャラクターが1000ターン生存し続けた時」. */
export const THOUSAND_TURNS = 1000;

/**
 * Has the EVIL declarer survived long enough to end the game (and make GOOD lose)? What counts
 * as a "turn" is open point `thousand_turn_count`; the caller counts.
 * @param turnsSurvived turns survived since the EVIL victory declaration (≥ 0)
 */
export function thousandTurnRuleEndsGame(turnsSurvived: number): boolean {
	int('thousandTurnRuleEndsGame', 'turnsSurvived', turnsSurvived, 0);
	return turnsSurvived >= THOUSAND_TURNS;
}

/** How the game ended (§3.2 ゲームの終了). */
export type GameEnd =
	/** 誰かの(アライメントの)勝利宣言に対し、反対の声が無かった */
	| { kind: 'declaration'; alignment: 'GOOD' | 'EVIL' }
	/** SPECIALの単独勝利宣言に反対が無かった */
	| { kind: 'solo_declaration' }
	/** 全ての重要拠点が破壊された */
	| { kind: 'all_key_points_destroyed' }
	/** 全てのキャラクターが死亡した */
	| { kind: 'all_dead' }
	/** 全てのキャラクターが…永続的に行動不能になった */
	| { kind: 'all_permanently_incapacitated' }
	/** EVILの勝利宣言を行ったキャラクターが1000ターン生存し続けた */
	| { kind: 'thousand_turns' };

/** One character at the end of the game, as far as the defeat list needs it. */
export interface EndingCharacter {
	/** 現在のアライメント */
	alignment: Alignment;
	isL?: boolean;
	alive: boolean;
	/** 自分の敗北条件を満たしている (the character sheet's own condition) */
	ownDefeatConditionMet: boolean;
	/** (L) only: 自分以外の(L)キャラクターが生きている */
	anotherLAlive?: boolean;
	/** made the unopposed 単独勝利宣言 (must be SPECIAL) */
	soloDeclarer?: boolean;
}

/**
 * 敗北 at game end — §3.2's lists: GOOD loses to an unopposed non-GOOD declaration, its own
 * condition, or the 1000-turn rule; EVIL to an unopposed non-EVIL declaration, its own condition,
 * or all key points destroyed; SPECIAL to its own condition or being dead; an (L) character also
 * when another (L) character lives. All characters dead → everyone loses. An unopposed solo
 * declaration: the declarer wins 「自分の敗北条件を無視して」, everyone else loses.
 * 「敗北しなかったプレイヤーは、勝利する」.
 */
export function defeatedAtGameEnd(character: EndingCharacter, end: GameEnd): boolean {
	const fn = 'defeatedAtGameEnd';
	const own = alignment(fn, 'character.alignment', character.alignment);
	const kinds = [
		'declaration',
		'solo_declaration',
		'all_key_points_destroyed',
		'all_dead',
		'all_permanently_incapacitated',
		'thousand_turns'
	];
	if (!kinds.includes(end.kind)) refuse(fn, 'end.kind', `must be one of ${kinds.join(', ')}, got ${String(end.kind)}`);
	if (end.kind === 'declaration' && end.alignment !== 'GOOD' && end.alignment !== 'EVIL')
		refuse(
			fn,
			'end.alignment',
			`must be 'GOOD' or 'EVIL' (SPECIAL cannot declare an alignment victory), got ${String(end.alignment)}`
		);
	if (character.soloDeclarer === true && own !== 'SPECIAL')
		refuse(fn, 'character.soloDeclarer', `only a SPECIAL character can make a solo declaration, got ${own}`);
	if (end.kind === 'all_dead') return true;
	if (end.kind === 'solo_declaration') return character.soloDeclarer !== true;
	if (character.isL === true && character.anotherLAlive === true) return true;
	if (character.ownDefeatConditionMet) return true;
	if (own === 'GOOD') return (end.kind === 'declaration' && end.alignment !== 'GOOD') || end.kind === 'thousand_turns';
	if (own === 'EVIL')
		return (end.kind === 'declaration' && end.alignment !== 'EVIL') || end.kind === 'all_key_points_destroyed';
	return !character.alive;
}

/** A級勝利 / B級勝利 / C級敗北 / D級敗北. */
export type VictoryGrade = 'A' | 'B' | 'C' | 'D';

/**
 * §3.2 「A級勝利:生存していて敗北条件を満たしていない・B級勝利:死亡していて敗北条件を満たしていない・
 * C級敗北:生存していて敗北条件を満たしている・D級敗北:死亡していて敗北条件を満たしている」.
 * `defeatConditionMet` is read as "defeated" by the whole §3.2 list (`defeatedAtGameEnd`),
 * open point `grade_defeat_meaning`.
 */
export function victoryGrade(alive: boolean, defeatConditionMet: boolean): VictoryGrade {
	if (typeof alive !== 'boolean') refuse('victoryGrade', 'alive', `must be a boolean, got ${String(alive)}`);
	if (typeof defeatConditionMet !== 'boolean')
		refuse('victoryGrade', 'defeatConditionMet', `must be a boolean, got ${String(defeatConditionMet)}`);
	if (!defeatConditionMet) return alive ? 'A' : 'B';
	return alive ? 'C' : 'D';
}

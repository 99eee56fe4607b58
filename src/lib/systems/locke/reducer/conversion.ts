/**
 * 改心 (§4.1 支援フェイズ): 「改心とは、同じマスにいる他のキャラクターについて、改心行動を行う事である。
 * 改心を行うキャラクターは自分のキャラクターシートをオープンし、ESPレベルチェックを行う。成功した場合、
 * そのキャラクターが改心を受けるキャラクターであるならば、アライメントが変化する。…なお、全ての
 * キャラクターは、「各陣営から1度ずつ」しか改心行動を行われない。また、SPECIALキャラクターは基本的に
 * 改心を行えない。」 Who may try it on whom, and what it comes to; shared by the command and the reducer.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { atPerimeter, combatant, currentActor } from '../derive';
import { espCheck, type Alignment } from '../rules';
import type { Character, LockeState } from '../state';

/**
 * Why this 改心 may not be tried, or null: the converter acts now (the turn holder, or the combat's
 * actor — a support action in either), is not SPECIAL and not waiting around the base; the target is
 * another living character on its square (fighting beside it in a combat, not around the base), not
 * yet tried by the converter's camp; the level declared is one the converter has.
 */
export function conversionCheck(state: LockeState, by: Character, t: Character, declared: number): Refusal | null {
	if (by.status === 'dead') return refuse('locke/dead_cannot_act', { name: by.name });
	const acting = state.combat ? currentActor(state.combat) : state.game.current;
	if (acting !== by.id) return refuse('locke/out_of_turn', { name: by.name, current: '' });
	if (by.alignment === 'SPECIAL') return refuse('locke/special_cannot_convert', { name: by.name });
	if (atPerimeter(state, by.id)) return refuse('locke/perimeter_only', { name: by.name });
	if (t.id === by.id) return refuse('locke/conversion_self');
	if (t.status === 'dead') return refuse('locke/character_dead', { name: t.name });
	if (atPerimeter(state, t.id)) return refuse('locke/perimeter_only', { name: t.name });
	if (state.combat && combatant(state.combat, t.id)?.state !== 'in')
		return refuse('locke/not_fighting', { name: t.name });
	if (t.conversions.includes(by.alignment))
		return refuse('locke/conversion_camp_used', { name: t.name, camp: by.alignment });
	if (declared > by.espLevel)
		return refuse('locke/declared_level_above', { name: by.name, declared, level: by.espLevel });
	return null;
}

/**
 * The target's alignment after the 改心, or null when it stays: the ESP level check (2D6 ≤ the level
 * declared) succeeds and the target is one 「改心を受けるキャラクター」 — it then takes the converter's
 * alignment (its camp), unless it already has it.
 */
export function conversionOutcome(
	by: Character,
	t: Character,
	declared: number,
	total: number,
	convertible: boolean
): Alignment | null {
	if (!espCheck(declared, total) || !convertible || t.alignment === by.alignment) return null;
	return by.alignment;
}

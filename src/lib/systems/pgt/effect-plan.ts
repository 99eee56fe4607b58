/**
 * An effect that attacks, set up from the match state by the rules (`rules/attack-options.ts`,
 * `rules/face-rules.ts`): the command builds its event from it, the effect screen shows
 * `effectAttackView`. The user's lines are its owner's to read (the screen opens from the owner's
 * slot panel); of the other side it reads only the public field. Seed `002_4ee8704b5658c46e.txt`.
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { Readings } from '$lib/core/readings';
import { faceRulesFor, publicSlots, type Place, type PublicSlots } from './attack-plan';
import type { PgtRefusal } from './describe';
import { negativeReading, oddsConflictAs, type PgtState } from './reducer';
import {
	checkText,
	defenceAgainst,
	effectAbility,
	effectLines,
	effectRange,
	targetsInReach,
	type CardFaceRules,
	type Check,
	type CheckKind,
	type NegativeReading,
	type Side,
	type SlotName
} from './rules';

const foeOf = (s: Side): Side => (s === 'a' ? 'b' : 'a');

/** The effect line used, its check and range (written, else 3). */
export interface EffectCheck {
	check: Check & { kind: CheckKind };
	text: string;
	line: string;
	range: number;
}

/** The user's line `ability` as an effect attack, or the refusal. */
export function effectCheck(
	state: PgtState,
	intent: { side: Side; user: SlotName; ability: number }
): EffectCheck | Refusal<PgtRefusal> {
	const c = state.fields[intent.side][intent.user];
	if (!c) return refuse('pgt/empty_slot', { slot: intent.user });
	const line = c.abilities[intent.ability];
	const ability = line === undefined ? null : effectAbility(line);
	if (!ability || line === undefined) return refuse('pgt/no_such_ability');
	return {
		check: { ...ability.check, kind: ability.check.kind as CheckKind },
		text: checkText(ability.check),
		line,
		range: effectRange(ability)
	};
}

/** Whether the character at `place` has an effect line that attacks (the slot panel offers the flow). */
export const canEffectAttack = (state: PgtState, place: Place): boolean =>
	effectLines(state.fields[place.side][place.slot]?.abilities ?? []).length > 0;

export interface EffectChoice {
	user: Place;
	ability: number | null;
	target: SlotName | null;
	targetRevealed: boolean;
}

/** What the effect screen shows. */
export interface EffectAttackView {
	foe: Side;
	foeField: PublicSlots;
	lines: { index: number; text: string }[];
	ability: number | null;
	effect: EffectCheck | null;
	targets: SlotName[];
	target: SlotName | null;
	faceUp: boolean;
	mayReveal: boolean;
	defence: number;
	faceRules: CardFaceRules;
	conflictAs: 'critical' | 'fumble';
	negative: NegativeReading;
}

/** The effect screen's view for `choice`: the user's effect lines, targets in range, the defence met. */
export function effectAttackView(state: PgtState, readings: Readings, choice: EffectChoice): EffectAttackView {
	const { side, slot } = choice.user;
	const foe = foeOf(side);
	const card = state.fields[side][slot];
	const lines = card
		? effectLines(card.abilities).map((index) => ({ index, text: card.abilities[index] as string }))
		: [];
	const ability = lines.some((l) => l.index === choice.ability) ? choice.ability : (lines[0]?.index ?? null);
	const e = ability === null ? null : effectCheck(state, { side, user: slot, ability });
	const effect = e && !('refusal' in e) ? e : null;
	const targets = effect ? targetsInReach(state.fields[foe], slot, effect.range) : [];
	const target = choice.target && targets.includes(choice.target) ? choice.target : null;
	const targetCard = target ? state.fields[foe][target] : null;
	const faceUp = Boolean(targetCard?.faceUp || (targetCard && choice.targetRevealed));
	return {
		foe,
		foeField: publicSlots(state.fields[foe]),
		lines,
		ability,
		effect,
		targets,
		target,
		faceUp,
		mayReveal: Boolean(targetCard && !targetCard.faceUp),
		defence: targetCard && effect ? defenceAgainst(targetCard, effect.check.kind, faceUp) : 0,
		faceRules: effect
			? faceRulesFor(state, {
					by: choice.user,
					line: effect.line,
					against: target ? { side: foe, slot: target } : null,
					kind: effect.check.kind,
					attack: false
				})
			: { fumbleAtOrBelow: 1, criticalFaces: [6], from: [] },
		conflictAs: oddsConflictAs(state, readings, side === state.turn),
		negative: negativeReading(state, readings)
	};
}

/**
 * The effects noted during a turn (the app does not apply them: the table does, and the note keeps
 * them in mind): declared with their targets, resolved once the answers are done, ended with the
 * turn. 「ただし、最初に指定した対象が全て不適正になっていれば効果は適用されない」: an effect whose
 * targets have all left the field when it resolves is not applied. Seed `002_4ee8704b5658c46e.txt`.
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { EffectTarget, NotedEffect, Payload, PgtState } from './state';

/** A target is still what was chosen: the same card in the same slot (not retired, not returned). */
export const targetValid = (state: PgtState, t: EffectTarget): boolean => state.fields[t.side][t.slot]?.id === t.card;

/** Whether every target an effect named has become invalid (an effect without targets never has). */
export const targetsAllGone = (state: PgtState, e: Pick<NotedEffect, 'targets'>): boolean =>
	e.targets.length > 0 && e.targets.every((t) => !targetValid(state, t));

/**
 * An effect used: noted in the turn's phase it was played in, aimed at the characters it names.
 * Declared (`pending`), it waits for the answers; otherwise it applies at once. Targets no longer
 * there are refused: the effect would not apply.
 */
export function effectNoted(state: PgtState, p: Payload<'pgt/effectNoted'>): PgtState | Refusal {
	if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
	if (p.phase !== undefined && p.phase !== state.step) return refuse('pgt/record_mismatch');
	const effect: NotedEffect = { text: p.text, phase: state.step, targets: p.targets ?? [] };
	if (targetsAllGone(state, effect)) return refuse('pgt/targets_gone');
	return p.pending
		? { ...state, pendingEffects: [...state.pendingEffects, effect] }
		: { ...state, effects: [...state.effects, effect] };
}

/**
 * A declared effect resolves: applied, unless its targets have all become invalid (then it is
 * not, and the record must say so) or the table judged them so (`applied: false`).
 */
export function effectResolved(state: PgtState, p: Payload<'pgt/effectResolved'>): PgtState | Refusal {
	if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
	const effect = state.pendingEffects[p.effect];
	if (!effect || effect.text !== p.text) return refuse('pgt/no_pending_effect');
	if (p.applied && targetsAllGone(state, effect)) return refuse('pgt/record_mismatch');
	const pendingEffects = state.pendingEffects.filter((_, k) => k !== p.effect);
	return p.applied ? { ...state, pendingEffects, effects: [...state.effects, effect] } : { ...state, pendingEffects };
}

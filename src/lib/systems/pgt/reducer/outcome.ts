/**
 * What a check against a character did — its value against the defence, success or not, who
 * retired, the points scored, the game won — worked out from the state before and after the event.
 * A command records it with its event so the log can say what happened; the reducer works it out
 * again on every fold and refuses a record that says otherwise (another device, an old screen).
 */
import { refuse, type Refusal } from '$lib/core/events';
import { SLOT_NAMES, type CheckOutcome, type Side } from '../rules';
import { other, type PgtState } from './state';

/** The outcome a strike records (attack, effect attack, return attack). */
export interface StrikeOutcome {
	/** The final value (イノセンス's when it voided the attack). */
	value: number;
	result: CheckOutcome | 'voided';
	defence: number;
	/** Whether the check succeeded (a voided attack did not). */
	success: boolean;
	/** The character that left the field, by its player and card name. */
	retired: { player: string; character: string } | null;
	/** The points its retirement scored, and the scorer's total after. */
	scored: { player: string; points: number; total: number } | null;
	/** The player who won the game by it. */
	won: string | null;
}

/** The character that left the field between `before` and `after`, with its side. */
function leaver(
	before: PgtState,
	after: PgtState
): { side: Side; player: string; character: string; cost: number } | null {
	for (const side of ['a', 'b'] as const)
		for (const slot of SLOT_NAMES) {
			const c = before.fields[side][slot];
			if (c && !after.fields[side][slot])
				return { side, player: before.players[side], character: c.name, cost: c.cost };
		}
	return null;
}

/** The outcome of the strike an event made: `which` says whether it was the strike itself or its answer. */
export function strikeOutcome(before: PgtState, after: PgtState, which: 'strike' | 'answer'): StrikeOutcome | null {
	const last = after.lastAttack;
	if (!last) return null;
	const left = leaver(before, after);
	const scorer = left ? other(left.side) : null;
	const common = {
		retired: left ? { player: left.player, character: left.character } : null,
		scored: left && scorer ? { player: after.players[scorer], points: left.cost, total: after.scores[scorer] } : null,
		won: after.games.length > before.games.length ? after.players[after.games.at(-1) as Side] : null
	};
	if (which === 'answer')
		return last.answer
			? {
					value: last.answer.value,
					result: last.answer.outcome,
					defence: last.answer.defence,
					success: last.answer.success,
					...common
				}
			: null;
	if (last.innocence?.success)
		return {
			value: last.innocence.value,
			result: 'voided',
			defence: last.innocence.defence,
			success: false,
			...common
		};
	return { value: last.value, result: last.outcome, defence: last.defence, success: last.success, ...common };
}

/** Plain-data equality, whatever the order of the keys. */
function same(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
	const ka = Object.keys(a);
	const kb = Object.keys(b);
	return (
		ka.length === kb.length &&
		ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
	);
}

/**
 * The state after a strike, when its recorded outcome (if any: older records have none) is the one
 * the rules work out; else the refusal `pgt/record_mismatch`.
 */
export function checkedOutcome(
	before: PgtState,
	next: PgtState | Refusal,
	recorded: StrikeOutcome | undefined,
	which: 'strike' | 'answer'
): PgtState | Refusal {
	if ('refusal' in next || recorded === undefined) return next;
	return same(strikeOutcome(before, next, which), recorded) ? next : refuse('pgt/record_mismatch');
}

/** What ending a turn did: the effects that ended with it, a turn passed by itself, the round over. */
export interface TurnOutcome {
	ended: string[];
	/** The player whose turn passed by itself (locked into passing by a pass on the round's turn 1). */
	autoPassed: string | null;
	roundOver: boolean;
}

/** The outcome of a pass or a turn's end, from the state before and after it. */
export function turnOutcome(before: PgtState, after: PgtState): TurnOutcome {
	return {
		ended: [...before.effects, ...before.pendingEffects].map((e) => e.text),
		autoPassed: after.passes.length - before.passes.length > 1 ? before.players[other(before.turn)] : null,
		roundOver: after.phase === 'regrouping'
	};
}

/** The state after a turn's end when its recorded outcome (if any) is the rules'; else `pgt/record_mismatch`. */
export function checkedTurn(
	before: PgtState,
	next: PgtState | Refusal,
	recorded: TurnOutcome | undefined
): PgtState | Refusal {
	if ('refusal' in next || recorded === undefined) return next;
	return same(turnOutcome(before, next), recorded) ? next : refuse('pgt/record_mismatch');
}

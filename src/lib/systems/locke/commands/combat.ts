/**
 * A combat's plain actions as commands (§5): its start on a square, the deck recounted, arrivals
 * and minions at the opening, the check phase's answer about a maintained defence, an escape, a
 * card played or discarded, a turn or the combat ended. (Attacks and melee: attack.ts; the deal,
 * initiative, the round end and the charts: round.ts.) A combat's id comes from the state
 * (`combat<n>`), and a blank ESP power is the level used (KMC), as the screens show it.
 */
import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import { character, combatant, currentActor } from '../derive';
import { espSpentFor } from '../rules';
import type { PayloadOf } from '../events';
import type { LockeState } from '../state';
import { interferersOf, type InterfererIntent } from './attack';
import { one } from './one';
import { refOf } from './refs';

/** The id of the next combat: `combat<n>` after every combat started in this session. */
export function nextCombatId(state: LockeState): string {
	const used = new Set([state.combat?.id, state.lastCombat?.id]);
	for (let n = state.combatsFought + 1; ; n++) if (!used.has(`combat${n}`)) return `combat${n}`;
}

/** §4.1 戦闘発生フェイズ: who fights on the square, the turn holder's main action, the deck (null: the group's size). */
export function startCombat(
	state: LockeState,
	intent: {
		square: string;
		participants: string[];
		deck: number | null;
		trigger: NonNullable<PayloadOf<'locke/combatStarted'>['trigger']>;
	}
): EventDraft[] {
	return one('locke/combatStarted', {
		id: nextCombatId(state),
		square: intent.square.trim(),
		participants: intent.participants.map((id) => refOf(state, id)),
		deck: intent.deck ?? state.deckSize,
		trigger: intent.trigger
	});
}

/** The C-card deck counted again (or reshuffled) mid-combat. */
export function recountDeck(_state: LockeState, intent: { cards: number }): EventDraft[] {
	return one('locke/deckCounted', { cards: intent.cards });
}

/** 実はそこにいた / 登場 / 実は生きていた (with the damage the character comes back with). */
export function joinCombat(
	state: LockeState,
	intent: { who: string; via: PayloadOf<'locke/combatantJoined'>['via']; reviveDamage: number | null }
): EventDraft[] {
	return one('locke/combatantJoined', {
		who: refOf(state, intent.who),
		via: intent.via,
		reviveDamage: intent.via === 'ikiteita' ? intent.reviveDamage : null
	});
}

/** [手下] declared before the deal (§5: each raises the hand limit by one): one more or one fewer. */
export function declareMinions(state: LockeState, intent: { who: string; by: -1 | 1 }): EventDraft[] | Refusal {
	const c = character(state, intent.who);
	if (!c) return refuse('locke/unknown_character', { name: intent.who });
	const minions = c.minions + intent.by;
	if (minions < 0) return refuse('locke/out_of_range', { name: c.name, field: 'minions' });
	return one('locke/minionsDeclared', { who: refOf(state, c.id), minions });
}

/**
 * The check phase's answer (§5 「現在使用中の防御効果を維持するかどうかを選択する」): keep the
 * maintained defence for the ESP power given (null: its level, KMC's cost of the level used), or drop it.
 */
export function answerCheck(
	state: LockeState,
	intent: { who: string; keep: boolean; espSpent: number | null }
): EventDraft[] | Refusal {
	if (!state.combat) return refuse('locke/no_combat');
	const maintained = combatant(state.combat, intent.who)?.maintained ?? 0;
	const espSpent = intent.keep ? (intent.espSpent ?? maintained) : 0;
	return one('locke/defenceMaintained', { who: refOf(state, intent.who), keep: intent.keep, espSpent });
}

/** 逃避 in one's own turn (§5.4), and — for a C-card teleport — who interfered with it. */
export function escape(
	state: LockeState,
	intent: {
		who: string;
		level: number;
		via: 'card' | 'ability';
		timing: 'main' | 'support';
		espSpent: number | null;
		interfered: boolean;
		interferers: InterfererIntent[];
	}
): EventDraft[] {
	const interfered = intent.interfered && intent.via === 'card';
	return one('locke/escaped', {
		who: refOf(state, intent.who),
		level: intent.level,
		via: intent.via,
		timing: intent.timing,
		espSpent: espSpentFor(intent.espSpent, intent.level, intent.via),
		interfered,
		interferers: interferersOf(state, interfered ? 'escape_interfered' : 'escaped', intent.interferers)
	});
}

/**
 * A C card played: by the one whose turn it is (its main action), or by anyone else fighting
 * outside its own turn (a reaction, §5.3 「2回行うことが可能」). A blank ESP power is the card's level.
 */
export function playCard(
	state: LockeState,
	intent: {
		who: string;
		kind: PayloadOf<'locke/cardPlayed'>['kind'];
		level: number;
		espSpent: number | null;
		note: string;
	}
): EventDraft[] | Refusal {
	if (!state.combat) return refuse('locke/no_combat');
	const reaction = intent.who !== currentActor(state.combat);
	return one('locke/cardPlayed', {
		who: refOf(state, intent.who),
		kind: intent.kind,
		level: intent.level,
		espSpent: intent.espSpent ?? intent.level,
		note: intent.note.trim(),
		...(reaction ? { reaction: true } : {})
	});
}

/** Cカードを捨てる: the turn's main action. */
export function discardCard(state: LockeState, intent: { who: string }): EventDraft[] {
	return one('locke/cardDiscarded', { who: refOf(state, intent.who) });
}

export function endCombatTurn(state: LockeState, intent: { who: string }): EventDraft[] {
	return one('locke/combatTurnEnded', { who: refOf(state, intent.who) });
}

/** The GM ends the combat by hand. */
export function endCombat(_state: LockeState, intent: { note: string }): EventDraft[] {
	return one('locke/combatEnded', { note: intent.note.trim() });
}

/**
 * Setup and the roster as commands (§3.1, §4.1): what the Players tab asks for — a character
 * added or corrected, seats, silhouettes, the start — and the sheet's numbers changed in play.
 * Each takes the screen's intent and builds the one event to record; ids come from the state
 * (`ch<n>`, the next never used), so a preview and the record agree and a replay needs no chance.
 * The reducer checks every event again.
 */
import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import { character, rebalance } from '../derive';
import type { AdjustField, PayloadOf, Roll2D6 } from '../events';
import { conversionOutcome } from '../reducer/conversion';
import type { Alignment } from '../rules';
import type { CharacterStatus, LockeState } from '../state';
import { one } from './one';
import { refOf } from './refs';

/** The sheet as the form gives it (a character with no player is an NPC). */
export type CharacterFields = Omit<PayloadOf<'locke/characterEdited'>, 'id'>;

/** The id a new character gets: `ch<n>` after every character ever added here, skipping one in use. */
export function nextCharacterId(state: LockeState): string {
	for (let n = state.charactersAdded + 1; ; n++) {
		const id = `ch${n}`;
		if (!character(state, id)) return id;
	}
}

export function addCharacter(
	state: LockeState,
	intent: CharacterFields & { silhouette: { name: string; alignment: Alignment } | null }
): EventDraft[] {
	return one('locke/characterAdded', { id: nextCharacterId(state), ...intent });
}

export function editCharacter(state: LockeState, intent: CharacterFields & { id: string }): EventDraft[] {
	return one('locke/characterEdited', intent);
}

export function removeCharacter(state: LockeState, intent: { who: string }): EventDraft[] {
	return one('locke/characterRemoved', { who: refOf(state, intent.who) });
}

/** A seat moved one place up or down the counter-clockwise order. */
export function moveSeat(state: LockeState, intent: { who: string; by: -1 | 1 }): EventDraft[] | Refusal {
	const order = [...state.game.seats];
	const i = order.indexOf(intent.who);
	const j = i + intent.by;
	if (i < 0 || j < 0 || j >= order.length)
		return refuse('locke/seat_cannot_move', { name: refOf(state, intent.who).name });
	[order[i], order[j]] = [order[j]!, order[i]!];
	return one('locke/seatsOrdered', { order });
}

/** The silhouette a character takes (a blank name: its own), with the playing card dealt for it, if given. */
export function chooseSilhouette(
	state: LockeState,
	intent: { who: string; name: string; alignment: Alignment; rank: number | null }
): EventDraft[] {
	const who = refOf(state, intent.who);
	return one('locke/silhouetteChosen', {
		who,
		silhouette: { name: intent.name.trim() || who.name, alignment: intent.alignment },
		rank: intent.rank
	});
}

/** The reveal's fix-up moves on (§3.1): the larger side's changes are done, or the redeal is. */
export function stepRebalance(state: LockeState, _intent: Record<string, never>): EventDraft[] | Refusal {
	const fix = rebalance(state);
	if (fix?.action === 'larger_side_may_change') return one('locke/rebalanceStepped', { stage: 'after_change' });
	if (fix?.action === 'redeal_to_larger_side') return one('locke/rebalanceStepped', { stage: 'after_redeal' });
	return refuse('locke/rebalance_not_due');
}

/**
 * The start, and — when the screen asked the set-up question 「スマホを卓に表向きに置く」 — whether
 * the phone lies face up on the table (the table view), recorded with it (one action, one undo).
 */
export function startGame(
	state: LockeState,
	intent: { first: string; override: boolean; tableView?: boolean }
): EventDraft[] {
	const started = one('locke/gameStarted', { first: refOf(state, intent.first), override: intent.override });
	if (intent.tableView === undefined || intent.tableView === state.tableView) return started;
	return [...started, ...one('locke/tableViewSet', { on: intent.tableView })];
}

/** 卓に見せる表示 on or off (the Players tab's switch). */
export function setTableView(state: LockeState, intent: { on: boolean }): EventDraft[] | Refusal {
	if (state.tableView === intent.on) return refuse('locke/table_view_unchanged');
	return one('locke/tableViewSet', { on: intent.on });
}

/** The GM's correction of a number on the sheet (damage taken, ESP power, mental, minions, info cards). */
export function adjustCharacter(
	state: LockeState,
	intent: { who: string; field: AdjustField; by: number }
): EventDraft[] {
	return one('locke/characterAdjusted', {
		who: refOf(state, intent.who),
		field: intent.field,
		by: intent.by,
		reason: 'other'
	});
}

/** 回復 (§4.1 「自分の耐久力または精神力を1回復させる」): one point of endurance or of mental. */
export function recover(state: LockeState, intent: { who: string; field: 'damage' | 'mental' }): EventDraft[] {
	return one('locke/characterAdjusted', {
		who: refOf(state, intent.who),
		field: intent.field,
		by: intent.field === 'damage' ? -1 : 1,
		reason: 'recover'
	});
}

/** 治療 (§4.1 「同じマスのキャラクターの耐久力を1回復させる」): one point of endurance, never mental. */
export function treat(state: LockeState, intent: { who: string }): EventDraft[] {
	return one('locke/characterAdjusted', { who: refOf(state, intent.who), field: 'damage', by: -1, reason: 'treat' });
}

export function setStatus(state: LockeState, intent: { who: string; status: CharacterStatus }): EventDraft[] {
	return one('locke/statusSet', { who: refOf(state, intent.who), status: intent.status });
}

/**
 * 改心 (§4.1): the converter's ESP level check at the level it declares (null: its own), on the target
 * of its choice, and whether the target's sheet says it 「改心を受ける」; the outcome is worked out here
 * (`conversionOutcome`) and checked again by the reducer.
 */
export function convert(
	state: LockeState,
	intent: { by: string; target: string; declared: number | null; roll: Roll2D6; convertible: boolean }
): EventDraft[] | Refusal {
	const by = character(state, intent.by);
	const t = character(state, intent.target);
	if (!by || !t) return refuse('locke/unknown_character', { name: by ? intent.target : intent.by });
	const declared = intent.declared ?? by.espLevel;
	return one('locke/conversionAttempted', {
		by: refOf(state, by.id),
		target: refOf(state, t.id),
		declared,
		roll: intent.roll,
		convertible: intent.convertible,
		alignmentAfter: conversionOutcome(by, t, declared, intent.roll.total, intent.convertible)
	});
}

/** A party name not in use: P1, P2, … */
export function nextPartyName(state: LockeState): string {
	const taken = new Set(state.characters.map((c) => c.party));
	for (let n = 1; ; n++) if (!taken.has(`P${n}`)) return `P${n}`;
}

/** パーティーを組む (§4.1): those on the same square; a blank name gets the next free `P<n>`. */
export function formParty(state: LockeState, intent: { name: string; members: string[] }): EventDraft[] {
	return one('locke/partyFormed', {
		party: intent.name.trim() || nextPartyName(state),
		members: intent.members.map((id) => refOf(state, id))
	});
}

export function leaveParty(state: LockeState, intent: { who: string }): EventDraft[] {
	return one('locke/partyLeft', { who: refOf(state, intent.who) });
}

export function noteDefeatCondition(state: LockeState, intent: { who: string; text: string }): EventDraft[] {
	return one('locke/defeatConditionNoted', { who: refOf(state, intent.who), text: intent.text.trim() });
}

/** シートオープン (§4.1 支援フェイズ). */
export function openSheet(state: LockeState, intent: { who: string }): EventDraft[] {
	return one('locke/sheetOpened', { who: refOf(state, intent.who) });
}

export function setDeckSize(_state: LockeState, intent: { deckSize: number }): EventDraft[] {
	return one('locke/deckSizeSet', { deckSize: intent.deckSize });
}

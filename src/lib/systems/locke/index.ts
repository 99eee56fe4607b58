import { lockeLogGroups } from './describe/groups';
import type { EventDraft, RefusalParams } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import { TABLE_ADOPTED } from '$lib/core/tables';
import { AdoptedTablePayload } from '$lib/core/tables/adopted-payload';
import { defineSystem } from '../define';
import { lockeInfo } from './info';
import { lockeCommands } from './commands';
import { eventTexts } from './describe/events';
import { lockeRefusalText, refusalTexts, type LockeRefusalCode } from './describe/refusals';
import { lockeEvents } from './events';
import { lockeTableSlots } from './data/slots';
import { initialLockeState, reduceLocke } from './reducer';
import type { LockeState } from './state';
import { READINGS_CHOSEN } from '$lib/core/readings';
import { DECK_OUT_POINT, LOCKE_CHOICE_POINTS } from './data/open-points';
import { impliedReadings } from './derive';
import { lockeBoard, lockeSeatOf, lockeSeats } from './seats';

/**
 * Events recorded by an older Locke: `locke/tableAdopted` (version 1 kept the adopted tables in
 * Locke's own state) is now the shell's `session/tableAdopted`, with the same payload. And an older
 * screen recorded a held or typed change of mental strength upwards as 回復 (`recover`), which is one
 * point (§4.1): more than one was the GM's correction, and reads as one (`other`). The group's
 * deck-out house rule (`locke/deckOutRuleSet`) is now the open point `deck_out_deal`, chosen with
 * the core `session/readingsChosen`.
 */
function upgrade(event: EventDraft): EventDraft {
	if (event.type === 'locke/tableAdopted') return { type: TABLE_ADOPTED, payload: event.payload };
	if (event.type === 'locke/deckOutRuleSet') {
		const ends = (event.payload as { ends?: unknown }).ends === true;
		return {
			type: READINGS_CHOSEN,
			payload: { choices: { [DECK_OUT_POINT]: { reading: ends ? 'combat_ends' : 'recount' } } }
		};
	}
	if (event.type === 'locke/characterAdjusted') {
		const p = event.payload as { field?: unknown; by?: unknown; reason?: unknown };
		if (p.field === 'mental' && p.reason === 'recover' && typeof p.by === 'number' && p.by > 1)
			return { type: event.type, payload: { ...p, reason: 'other' } };
	}
	return event;
}

const refusals = Object.fromEntries(
	Object.keys(refusalTexts).map((code) => [
		code,
		(params: RefusalParams, locale: Locale, state?: LockeState) =>
			lockeRefusalText(code as LockeRefusalCode, params, locale, state)
	])
) as unknown as {
	[K in LockeRefusalCode]: (params: RefusalParams, locale: Locale, state?: LockeState) => string;
};

/** 超人ロック (Locke the Superman) board game: the table's arithmetic, lookups and bookkeeping. */
export const locke = defineSystem({
	...lockeInfo,
	/**
	 * 2: the adopted tables left Locke's state for the shell's; the rightmost column is 'rightmost'.
	 * 3: maintained defences remember their source, the check phase waits for keep/drop, the deck-out
	 * house rule and the reminder for those who escaped.
	 * 4: a count of characters ever added (new ids `ch<n>` are derived from it).
	 * 5: the deck-out house rule is the open point `deck_out_deal` (state keeps only what an old log implies).
	 * 6: the table view (卓に見せる表示) is recorded (`tableView`).
	 */
	stateVersion: 6,
	initialState: initialLockeState,
	events: lockeEvents,
	upgrade,
	reduce: reduceLocke,
	commands: lockeCommands,
	/** Relative changes (±n endurance/mental/ESP, a seat up or down, ±1 minion): quick taps add up. */
	repeatable: ['adjustCharacter', 'moveSeat', 'declareMinions'],
	describe: eventTexts,
	logGroups: lockeLogGroups,
	refusals,
	screen: () => import('./ui/LockeScreen.svelte'),
	reference: () => import('./reference/LockeReference.svelte'),
	tableSlots: lockeTableSlots,
	adoptedTable: AdoptedTablePayload,
	openPoints: LOCKE_CHOICE_POINTS,
	impliedReadings,
	seats: lockeSeats,
	seatOf: lockeSeatOf,
	board: lockeBoard
});

/**
 * The card library kept in the session: a card typed once (or edited), cards pasted from another
 * session's library, a card removed.
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { PgtRefusal } from '../describe';
import type { Card } from '../events';
import type { PgtState } from '../reducer';
import { MAX_ABILITY_LINES, parseAbility } from '../rules';
import type { Draft, Result } from './shared';

export interface CardIntent {
	/** The card to replace; a new card when absent. */
	id?: string;
	name: string;
	cost: number;
	pDef: number;
	mDef: number;
	attribute: string;
	abilities: string[];
}

/** The first free card id `c1`, `c2` …: from the state, so a preview equals the record. */
function nextCardId(state: PgtState): string {
	const used = new Set(state.library.map((c) => c.id));
	let n = state.library.length + 1;
	while (used.has(`c${n}`)) n++;
	return `c${n}`;
}

/** A card read as the library form reads it (name, stats 0…99, lines that parse), or the refusal. */
function cardFrom(state: PgtState, intent: CardIntent): Card | Refusal<PgtRefusal> {
	if (!intent.name.trim()) return refuse('pgt/name_missing');
	for (const field of ['cost', 'pDef', 'mDef'] as const)
		if (!statOk(intent[field])) return refuse('pgt/bad_stat', { field });
	const lines = intent.abilities.map((l) => l.trim()).filter((l) => l !== '');
	if (lines.length > MAX_ABILITY_LINES) return refuse('pgt/too_many_lines', { max: MAX_ABILITY_LINES });
	for (const [k, line] of lines.entries()) {
		try {
			parseAbility(line);
		} catch {
			return refuse('pgt/bad_ability', { line: k + 1 });
		}
	}
	if (intent.id !== undefined && !state.library.some((c) => c.id === intent.id)) return refuse('pgt/unknown_card');
	return {
		id: intent.id ?? nextCardId(state),
		name: intent.name.trim(),
		cost: intent.cost,
		pDef: intent.pDef,
		mDef: intent.mDef,
		attribute: intent.attribute.trim(),
		abilities: lines
	};
}

/** One pasted card as the form's intent, or null when it is not shaped like one. */
function cardIntentOf(raw: unknown): CardIntent | null {
	if (raw === null || typeof raw !== 'object') return null;
	const c = raw as Record<string, unknown>;
	const { name, cost, pDef, mDef, attribute = '', abilities = [] } = c;
	if (typeof name !== 'string' || typeof attribute !== 'string') return null;
	if (typeof cost !== 'number' || typeof pDef !== 'number' || typeof mDef !== 'number') return null;
	if (!Array.isArray(abilities) || !abilities.every((l) => typeof l === 'string')) return null;
	return { name, cost, pDef, mDef, attribute, abilities };
}

const sameCard = (a: Card, b: Card) =>
	a.name === b.name &&
	a.cost === b.cost &&
	a.pDef === b.pDef &&
	a.mDef === b.mDef &&
	a.attribute === b.attribute &&
	a.abilities.join('\n') === b.abilities.join('\n');

/** The library as text to paste into another session's library (`importCards`): the cards without ids. */
export function libraryText(library: readonly Card[]): string {
	return JSON.stringify(library.map(({ id: _id, ...card }) => card));
}

const statOk = (n: number) => Number.isInteger(n) && n >= 0 && n <= 99;

export const libraryCommands = {
	/** A card typed once (or edited): its lines are parsed here too, so a bad one is never recorded. */
	saveCard: (state: PgtState, intent: CardIntent): Result => {
		const card = cardFrom(state, intent);
		return 'refusal' in card ? card : [{ type: 'pgt/cardSaved', payload: { card } }];
	},
	/**
	 * Cards copied from another session's library (`libraryText`), added in one action: each read
	 * as the form reads it, under a new id; a card the library already holds, same in every field,
	 * is left out, so pasting twice adds nothing.
	 */
	importCards: (state: PgtState, intent: { text: string }): Result => {
		let list: unknown;
		try {
			list = JSON.parse(intent.text);
		} catch {
			return refuse('pgt/bad_import', { card: 0 });
		}
		if (!Array.isArray(list) || list.length === 0) return refuse('pgt/bad_import', { card: 0 });
		let library = state.library;
		const drafts: Draft[] = [];
		for (const [k, raw] of list.entries()) {
			const intentK = cardIntentOf(raw);
			const card = intentK ? cardFrom({ ...state, library }, intentK) : null;
			if (!card || 'refusal' in card) return refuse('pgt/bad_import', { card: k + 1 });
			if (library.some((c) => sameCard(c, card))) continue;
			library = [...library, card];
			drafts.push({ type: 'pgt/cardSaved', payload: { card } });
		}
		return drafts.length ? drafts : refuse('pgt/nothing_new');
	},
	removeCard: (state: PgtState, intent: { id: string }): Result => {
		const c = state.library.find((x) => x.id === intent.id);
		return c ? [{ type: 'pgt/cardRemoved', payload: { id: c.id, name: c.name } }] : refuse('pgt/unknown_card');
	}
};

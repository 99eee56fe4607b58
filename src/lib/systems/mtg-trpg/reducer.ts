import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import type { MtgEvent, MtgPayload } from './events';
import { MTG_TRPG_OPEN_POINTS } from './data/open-points';
import {
	MAX_DESIGNATED,
	checkOutcome,
	colourBonus,
	hordeTurnsOf,
	libraryOut,
	type ColourlessCheckBonus,
	type HordeAutoResults
} from './rules';
import type { Combat, DeckCard, Enemy, MtgState, Pc } from './state';
import type { MtgRefusal } from './describe';
import type { SessionRefusalCode } from '../types';

/** PCs in one session (a table rarely has more than five). */
export const MAX_PCS = 8;
/** 毒カウンター 10 loses, as in MTG. */
export const POISON_LOSS = 10;
export const START_LIFE = 20;
export const START_HAND = 7;

type Result = MtgState | Refusal<MtgRefusal | SessionRefusalCode>;

export function initialMtgState(): MtgState {
	return { pcs: [], settings: defaultSettings(), combat: null, lastCheck: null };
}

/** Each open point's default reading. */
export function defaultSettings(): Record<string, string> {
	return Object.fromEntries(MTG_TRPG_OPEN_POINTS.map((p) => [p.id, p.default]));
}

/** The session's reading of an open point (the default when it never chose). */
export function setting(state: MtgState, point: string): string {
	return state.settings[point] ?? MTG_TRPG_OPEN_POINTS.find((p) => p.id === point)?.default ?? '';
}

/** Cards in a deck and designated cards in it. */
export function deckCounts(deck: readonly DeckCard[]): { cards: number; designated: number } {
	let cards = 0;
	let designated = 0;
	for (const c of deck) {
		cards += c.count;
		if (c.designated) designated += c.count;
	}
	return { cards, designated };
}

/** A deck a check can use: two cards or more, at most three designated. */
export function deckProblem(deck: readonly DeckCard[]): Refusal<MtgRefusal> | null {
	const { cards, designated } = deckCounts(deck);
	if (cards < 2) return refuse('mtg-trpg/deck_too_small', { cards });
	if (designated > MAX_DESIGNATED) return refuse('mtg-trpg/too_many_designated', { designated });
	return null;
}

/** A combat whose game is on (④): turns, life and checks count against it. */
export function inGame(state: MtgState): Combat | null {
	return state.combat?.step === 'game' ? state.combat : null;
}

/** PCs still in the game. */
export function standing(state: MtgState, combat: Combat): Pc[] {
	return state.pcs.filter((p) => combat.participants.includes(p.id) && !p.defeated);
}

function withPc(state: MtgState, id: string, f: (p: Pc) => Pc | Refusal<MtgRefusal>): Result {
	const i = state.pcs.findIndex((p) => p.id === id);
	if (i < 0) return refuse('mtg-trpg/unknown_pc', { id });
	const next = f(state.pcs[i] as Pc);
	if ('refusal' in next) return next;
	const pcs = state.pcs.slice();
	pcs[i] = next;
	return { ...state, pcs };
}

function withEnemy(state: MtgState, f: (e: Enemy, c: Combat) => Enemy | Refusal<MtgRefusal>): Result {
	const c = inGame(state);
	if (!c?.enemy) return refuse('mtg-trpg/no_enemy');
	if (c.enemy.defeated) return refuse('mtg-trpg/enemy_defeated');
	const enemy = f(c.enemy, c);
	if ('refusal' in enemy) return enemy;
	return { ...state, combat: { ...c, enemy } };
}

/** A PC taking part loses when life reaches 0 or poison 10 (MTG's state-based rules). */
function lostNow(state: MtgState, p: Pc): boolean {
	const c = inGame(state);
	return !!c && c.participants.includes(p.id) && (p.life <= 0 || p.poison >= POISON_LOSS);
}

function adjustPc(state: MtgState, id: string, field: 'life' | 'poison', by: number): Result {
	return withPc(state, id, (p) => {
		if (p.defeated) return refuse('mtg-trpg/pc_defeated', { name: p.name });
		if (field === 'poison' && p.poison + by < 0) return refuse('mtg-trpg/below_zero');
		const next = { ...p, [field]: p[field] + by };
		return { ...next, defeated: lostNow(state, next) };
	});
}

function checkMade(state: MtgState, p: MtgPayload<'mtg-trpg/checkMade'>): Result {
	const pc = state.pcs.find((x) => x.id === p.pc);
	if (!pc) return refuse('mtg-trpg/unknown_pc', { id: p.pc });
	const c = inGame(state);
	const fighting = !!c && c.participants.includes(pc.id);
	if (p.purpose !== 'check' && !fighting) return refuse('mtg-trpg/not_in_combat', { name: pc.name });
	if (fighting && pc.defeated) return refuse('mtg-trpg/pc_defeated', { name: pc.name });
	if (p.purpose === 'horde') {
		if (c?.enemy?.kind !== 'horde' || !c.hordeCheckDue) return refuse('mtg-trpg/no_horde_check');
	} else if (c?.hordeCheckDue && fighting) return refuse('mtg-trpg/horde_check_first');
	if (p.purpose === 'escape' && c?.outcome) return refuse('mtg-trpg/combat_decided');
	// 「1ターンに1回だけ」: one check per PC per combat turn (the horde's check comes before the turns).
	if (fighting && p.purpose !== 'horde' && pc.checkedTurn === c.turn)
		return refuse('mtg-trpg/check_used', { name: pc.name });
	if (p.first.designated || p.second.designated) {
		const { designated } = deckCounts(pc.deck);
		const need = (p.first.designated ? 1 : 0) + (p.second.designated ? 1 : 0);
		if (designated < need) return refuse('mtg-trpg/not_designated', { name: pc.name });
	}
	const bonus = colourBonus(
		p.colour,
		p.second.colours,
		setting(state, 'colourless_check_bonus') as ColourlessCheckBonus
	);
	const o = checkOutcome({
		firstMv: p.first.mv,
		secondMv: p.second.mv,
		difficulty: p.difficulty,
		bonus,
		firstDesignated: p.first.designated,
		secondDesignated: p.second.designated
	});
	const lastCheck = { pc: pc.id, purpose: p.purpose, colour: p.colour, difficulty: p.difficulty, ...o };
	let pcs = state.pcs;
	if (fighting && p.purpose !== 'horde')
		pcs = pcs.map((x) => (x.id === pc.id ? { ...x, checkedTurn: (c as Combat).turn } : x));
	let combat = state.combat;
	if (c && p.purpose === 'escape' && o.success) combat = { ...c, outcome: 'escaped' };
	if (c && p.purpose === 'horde') {
		const turns = hordeTurnsOf(o, setting(state, 'horde_auto_results') as HordeAutoResults);
		combat = { ...c, hordeCheckDue: false, prepTurns: turns, turn: 1 - turns };
	}
	return { ...state, pcs, combat, lastCheck };
}

/** Pure fold of one 「MTGでTRPG」 event; a refusal when the event cannot apply to this state. */
export function reduceMtg(state: MtgState, draft: EventDraft): Result {
	const event = draft as MtgEvent;
	switch (event.type) {
		case 'mtg-trpg/settingChosen': {
			const { point, option } = event.payload;
			const known = MTG_TRPG_OPEN_POINTS.find((p) => p.id === point)?.options.some((o) => o.id === option);
			if (!known) return refuse('mtg-trpg/unknown_option', { option });
			return { ...state, settings: { ...state.settings, [point]: option } };
		}

		case 'mtg-trpg/pcAdded': {
			const p = event.payload;
			if (state.pcs.some((x) => x.id === p.id)) return refuse('mtg-trpg/duplicate_pc', { id: p.id });
			if (state.pcs.length >= MAX_PCS) return refuse('mtg-trpg/too_many_pcs', { max: MAX_PCS });
			const bad = deckProblem(p.deck);
			if (bad) return bad;
			const pc: Pc = {
				id: p.id,
				name: p.name,
				deckText: p.deckText,
				deck: p.deck,
				life: p.life,
				poison: 0,
				hand: START_HAND,
				defeated: false,
				checkedTurn: null
			};
			return { ...state, pcs: [...state.pcs, pc] };
		}

		case 'mtg-trpg/deckSet': {
			const p = event.payload;
			const bad = deckProblem(p.deck);
			if (bad) return bad;
			return withPc(state, p.id, (pc) => ({ ...pc, deckText: p.deckText, deck: p.deck }));
		}

		case 'mtg-trpg/pcRemoved': {
			const id = event.payload.id;
			if (!state.pcs.some((x) => x.id === id)) return refuse('mtg-trpg/unknown_pc', { id });
			const c = state.combat;
			if (c && c.step !== 'ended' && c.participants.includes(id)) return refuse('mtg-trpg/in_combat');
			return { ...state, pcs: state.pcs.filter((x) => x.id !== id) };
		}

		case 'mtg-trpg/playOrderDecided': {
			const c = state.combat;
			if (c && c.step !== 'ended' && c.step !== 'order') return refuse('mtg-trpg/combat_running');
			const part = c?.step === 'order' ? c.part : (c?.part ?? 0) + 1;
			const combat: Combat = {
				part,
				step: 'order',
				first: event.payload.first,
				deathMatch: event.payload.deathMatch,
				participants: [],
				npcs: [],
				enemy: null,
				turn: 1,
				prepTurns: 0,
				hordeCheckDue: false,
				outcome: null
			};
			return { ...state, combat };
		}

		case 'mtg-trpg/reset': {
			const c = state.combat;
			// 「手札を引き直す前に、先攻後攻を決めて下さい」 — the app insists.
			if (!c) return refuse('mtg-trpg/order_first');
			if (c.step !== 'order' && c.step !== 'ended') return refuse('mtg-trpg/combat_running');
			const byId = new Map(event.payload.pcs.map((x) => [x.id, x]));
			for (const id of byId.keys())
				if (!state.pcs.some((p) => p.id === id)) return refuse('mtg-trpg/unknown_pc', { id });
			const pcs = state.pcs.map((p) => {
				const r = byId.get(p.id);
				return { ...p, life: r?.life ?? p.life, hand: r?.hand ?? p.hand, defeated: false, checkedTurn: null };
			});
			return { ...state, pcs, combat: c.step === 'order' ? { ...c, step: 'participants' } : c };
		}

		case 'mtg-trpg/participantsChosen': {
			const c = state.combat;
			if (c?.step !== 'participants') return refuse(c ? 'mtg-trpg/wrong_step' : 'mtg-trpg/order_first');
			const ids = event.payload.pcs;
			if (new Set(ids).size !== ids.length) return refuse('mtg-trpg/duplicate_pc', { id: ids.join(',') });
			for (const id of ids) if (!state.pcs.some((p) => p.id === id)) return refuse('mtg-trpg/unknown_pc', { id });
			return { ...state, combat: { ...c, step: 'enemy', participants: [...ids], npcs: [...event.payload.npcs] } };
		}

		case 'mtg-trpg/enemyAppeared': {
			const c = state.combat;
			if (c?.step !== 'enemy') return refuse(c ? 'mtg-trpg/wrong_step' : 'mtg-trpg/order_first');
			const p = event.payload;
			if ((p.kind === 'deck') !== (p.life !== null)) return refuse('mtg-trpg/wrong_step');
			const enemy: Enemy = {
				kind: p.kind,
				name: p.name,
				life: p.life,
				poison: 0,
				openingHand: p.openingHand,
				maxHand: p.maxHand,
				libraryOut: 0,
				defeated: false
			};
			const prepTurns = p.kind === 'deck' ? Math.min(1, p.prepTurns) : 0;
			return {
				...state,
				combat: {
					...c,
					step: 'game',
					enemy,
					prepTurns,
					turn: 1 - prepTurns,
					hordeCheckDue: p.kind === 'horde'
				}
			};
		}

		case 'mtg-trpg/checkMade':
			return checkMade(state, event.payload);

		case 'mtg-trpg/turnAdvanced': {
			const c = inGame(state);
			if (!c) return refuse('mtg-trpg/no_game');
			if (c.hordeCheckDue) return refuse('mtg-trpg/horde_check_first');
			if (event.payload.turn !== c.turn + 1) return refuse('mtg-trpg/wrong_turn', { turn: c.turn + 1 });
			return { ...state, combat: { ...c, turn: c.turn + 1 } };
		}

		case 'mtg-trpg/lifeAdjusted':
		case 'mtg-trpg/poisonAdjusted': {
			const { who, by } = event.payload;
			const field = event.type === 'mtg-trpg/lifeAdjusted' ? 'life' : 'poison';
			if (who !== 'enemy') return adjustPc(state, who, field, by);
			return withEnemy(state, (e) => {
				if (field === 'life' && e.life === null) return refuse('mtg-trpg/no_life');
				if (field === 'poison' && e.poison + by < 0) return refuse('mtg-trpg/below_zero');
				const next = field === 'life' ? { ...e, life: (e.life ?? 0) + by } : { ...e, poison: e.poison + by };
				return { ...next, defeated: (next.life !== null && next.life <= 0) || next.poison >= POISON_LOSS };
			});
		}

		case 'mtg-trpg/libraryOutCounted':
			return withEnemy(state, (e) => {
				if (e.kind === 'deck' || e.kind === 'horde') return refuse('mtg-trpg/has_library');
				const count = e.libraryOut + event.payload.by;
				if (count < 0) return refuse('mtg-trpg/below_zero');
				return { ...e, libraryOut: count, defeated: libraryOut(count) };
			});

		case 'mtg-trpg/pcDefeated': {
			const c = inGame(state);
			if (!c) return refuse('mtg-trpg/no_game');
			if (!c.participants.includes(event.payload.id)) return refuse('mtg-trpg/not_in_combat', event.payload);
			return withPc(state, event.payload.id, (p) =>
				p.defeated ? refuse('mtg-trpg/pc_defeated', { name: p.name }) : { ...p, defeated: true }
			);
		}

		case 'mtg-trpg/enemyDefeated':
			return withEnemy(state, (e) => ({ ...e, defeated: true }));

		case 'mtg-trpg/combatEnded': {
			const c = inGame(state);
			if (!c) return refuse('mtg-trpg/no_game');
			if (event.payload.outcome !== combatOutcome(state, c)) return refuse('mtg-trpg/not_decided');
			return { ...state, combat: { ...c, step: 'ended', outcome: event.payload.outcome } };
		}

		default:
			return refuse('session/unknown_event', { type: draft.type });
	}
}

/** How the game stands: escaped, the enemy defeated, every PC taking part defeated, or not yet decided. */
export function combatOutcome(state: MtgState, c: Combat): Combat['outcome'] {
	if (c.outcome === 'escaped') return 'escaped';
	if (c.enemy?.defeated) return 'pcs_won';
	if (c.participants.length > 0 && standing(state, c).length === 0) return 'pcs_lost';
	return null;
}

import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import type { MtgEvent, MtgPayload } from './events';
import { enemyHandicap, enemyPrepTurn, libraryOut, type PrepTurnReading } from './rules';
import { moveCards } from './library';
import { reduceCheck } from './check';
import { MAX_PCS, POISON_LOSS, START_HAND, combatOutcome, deckProblem, enemyOf, inGame, readingOf } from './queries';
import type { Combat, Enemy, MtgState, Pc } from './state';
import type { MtgRefusal } from './describe';
import type { ReduceEnv, SessionRefusalCode } from '../types';

type Result = MtgState | Refusal<MtgRefusal | SessionRefusalCode>;

export function initialMtgState(): MtgState {
	return { pcs: [], combat: null, lastCheck: null };
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

/** Changes one enemy of the game in progress (`ref` undefined: the first, as older logs recorded it). */
function withEnemy(
	state: MtgState,
	ref: string | undefined,
	f: (e: Enemy, c: Combat) => Enemy | Refusal<MtgRefusal>
): Result {
	const c = inGame(state);
	const enemy = enemyOf(c, ref);
	if (!c || !enemy) return refuse('mtg-trpg/no_enemy');
	if (enemy.defeated) return refuse('mtg-trpg/enemy_defeated', { name: enemy.name });
	const next = f(enemy, c);
	if ('refusal' in next) return next;
	return { ...state, combat: { ...c, enemies: c.enemies.map((e) => (e.id === enemy.id ? next : e)) } };
}

/** A PC taking part loses when life reaches 0 or poison 10 (MTG's state-based rules). */
function lostNow(state: MtgState, p: Pc): boolean {
	const c = inGame(state);
	return !!c && c.participants.includes(p.id) && (p.life <= 0 || p.poison >= POISON_LOSS);
}

/** A total the event recorded must be the total the change gives. */
const mismatch = (after: number | undefined, value: number) => after !== undefined && after !== value;

function adjustPc(state: MtgState, id: string, field: 'life' | 'poison', by: number, after?: number): Result {
	return withPc(state, id, (p) => {
		if (p.defeated) return refuse('mtg-trpg/pc_defeated', { name: p.name });
		if (field === 'poison' && p.poison + by < 0) return refuse('mtg-trpg/below_zero');
		if (mismatch(after, p[field] + by)) return refuse('mtg-trpg/outcome_mismatch');
		const next = { ...p, [field]: p[field] + by };
		return { ...next, defeated: lostNow(state, next) };
	});
}

function adjustEnemy(state: MtgState, p: MtgPayload<'mtg-trpg/lifeAdjusted'>, field: 'life' | 'poison'): Result {
	return withEnemy(state, p.enemy, (e) => {
		if (field === 'life' && e.life === null) return refuse('mtg-trpg/no_life', { name: e.name });
		if (field === 'poison' && e.poison + p.by < 0) return refuse('mtg-trpg/below_zero');
		const next = field === 'life' ? { ...e, life: (e.life ?? 0) + p.by } : { ...e, poison: e.poison + p.by };
		if (mismatch(p.after, field === 'life' ? (next.life ?? 0) : next.poison))
			return refuse('mtg-trpg/outcome_mismatch');
		return { ...next, defeated: (next.life !== null && next.life <= 0) || next.poison >= POISON_LOSS };
	});
}

/**
 * ③ The enemies appear. Each deck gets the handicaps the PCs taking part give it (「PCが2人以上
 * 戦闘に参加する場合、敵は以下の3点のハンデ」); ④'s preparation turn follows the reading the event
 * names, which must be the session's (older logs name none: they read it as a deck's handicap).
 * A recorded handicap the rules do not give is refused.
 */
function enemiesAppeared(state: MtgState, p: MtgPayload<'mtg-trpg/enemiesAppeared'>, env: ReduceEnv): Result {
	const c = state.combat;
	if (c?.step !== 'enemy') return refuse(c ? 'mtg-trpg/wrong_step' : 'mtg-trpg/order_first');
	if (p.enemies.length === 0) return refuse('mtg-trpg/no_enemy');
	const ids = p.enemies.map((e) => e.id);
	if (new Set(ids).size !== ids.length) return refuse('mtg-trpg/duplicate_enemy');
	const pcs = Math.max(1, c.participants.length);
	const h = enemyHandicap(pcs);
	for (const e of p.enemies) {
		const fits =
			e.kind === 'deck'
				? e.life === h.life && e.openingHand === h.openingHand && e.maxHand === h.maxHand
				: e.life === null && e.openingHand === 0 && e.maxHand === 0;
		if (!fits) return refuse('mtg-trpg/handicap_mismatch', { name: e.name });
	}
	if (p.prepReading !== undefined && p.prepReading !== readingOf(env.readings, 'prep_turn'))
		return refuse('mtg-trpg/handicap_mismatch', { name: p.enemies[0]?.name ?? '' });
	const reading: PrepTurnReading = p.prepReading ?? 'deck-only';
	if (
		p.prepTurn !==
		enemyPrepTurn(
			pcs,
			p.enemies.map((e) => e.kind),
			reading
		)
	)
		return refuse('mtg-trpg/handicap_mismatch', { name: p.enemies[0]?.name ?? '' });
	const enemies: Enemy[] = p.enemies.map((e) => ({ ...e, poison: 0, libraryOut: 0, defeated: false }));
	const prepTurns = p.prepTurn ? 1 : 0;
	return {
		...state,
		combat: {
			...c,
			step: 'game',
			enemies,
			enemyPrepTurn: p.prepTurn,
			prepTurns,
			turn: 1 - prepTurns,
			hordeCheckDue: enemies.some((e) => e.kind === 'horde')
		}
	};
}

function cardsMoved(state: MtgState, p: MtgPayload<'mtg-trpg/cardsMoved'>): Result {
	return withPc(state, p.pc, (pc) => {
		const line = pc.deck[p.line];
		if (!line || line.mv !== p.card.mv || line.land !== p.card.land || line.name !== p.card.name)
			return refuse('mtg-trpg/unknown_card', { name: pc.name });
		const known = moveCards(pc.deck, pc.known, p);
		if (known === 'same_place') return refuse('mtg-trpg/same_place');
		if (typeof known === 'string') return refuse('mtg-trpg/not_there', { name: pc.name, count: p.count });
		return { ...pc, known };
	});
}

/**
 * Pure fold of one 「MTGでTRPG」 event under the session's readings of the open points
 * (`env.readings`); a refusal when the event cannot apply to this state.
 */
export function reduceMtg(state: MtgState, draft: EventDraft, env: ReduceEnv): Result {
	const event = draft as MtgEvent;
	switch (event.type) {
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
				checkedTurn: null,
				known: []
			};
			return { ...state, pcs: [...state.pcs, pc] };
		}

		case 'mtg-trpg/deckSet': {
			const p = event.payload;
			const bad = deckProblem(p.deck);
			if (bad) return bad;
			return withPc(state, p.id, (pc) => ({ ...pc, deckText: p.deckText, deck: p.deck, known: [] }));
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
				enemies: [],
				turn: 1,
				prepTurns: 0,
				enemyPrepTurn: false,
				hordeCheckDue: false,
				outcome: null
			};
			return { ...state, combat };
		}

		case 'mtg-trpg/reset': {
			const c = state.combat;
			// 「手札を引き直す前に、先攻後攻を決めて下さい」 — the app insists. Every card goes back to
			// the library and is shuffled: nothing about where the cards are is known any more.
			if (!c) return refuse('mtg-trpg/order_first');
			if (c.step !== 'order' && c.step !== 'ended') return refuse('mtg-trpg/combat_running');
			const byId = new Map(event.payload.pcs.map((x) => [x.id, x]));
			for (const id of byId.keys())
				if (!state.pcs.some((p) => p.id === id)) return refuse('mtg-trpg/unknown_pc', { id });
			const pcs = state.pcs.map((p) => {
				const r = byId.get(p.id);
				if (!r) return { ...p, defeated: false, checkedTurn: null };
				return { ...p, life: r.life, hand: r.hand, defeated: false, checkedTurn: null, known: [] };
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

		case 'mtg-trpg/enemiesAppeared':
			return enemiesAppeared(state, event.payload, env);

		case 'mtg-trpg/checkMade':
			return reduceCheck(state, event.payload, env.readings);

		case 'mtg-trpg/turnAdvanced': {
			const c = inGame(state);
			if (!c) return refuse('mtg-trpg/no_game');
			if (c.hordeCheckDue) return refuse('mtg-trpg/horde_check_first');
			if (event.payload.turn !== c.turn + 1) return refuse('mtg-trpg/wrong_turn', { turn: c.turn + 1 });
			return { ...state, combat: { ...c, turn: c.turn + 1 } };
		}

		case 'mtg-trpg/lifeAdjusted':
		case 'mtg-trpg/poisonAdjusted': {
			const p = event.payload;
			const field = event.type === 'mtg-trpg/lifeAdjusted' ? 'life' : 'poison';
			return p.who === 'enemy' ? adjustEnemy(state, p, field) : adjustPc(state, p.who, field, p.by, p.after);
		}

		// 「ライブラリーが存在しない敵の場合、…1人の敵ごとに記録します」; 「敵が大軍デッキの場合は、敵クリーチャー
		// が全滅し、ライブラリーもなくなったとみなします」: a horde counts too. A deck decks out by MTG's rules.
		case 'mtg-trpg/libraryOutCounted': {
			const p = event.payload;
			return withEnemy(state, p.enemy, (e) => {
				if (e.kind === 'deck') return refuse('mtg-trpg/has_library', { name: e.name });
				const count = e.libraryOut + p.by;
				if (count < 0) return refuse('mtg-trpg/below_zero');
				if (mismatch(p.after, count)) return refuse('mtg-trpg/outcome_mismatch');
				return { ...e, libraryOut: count, defeated: libraryOut(count) };
			});
		}

		case 'mtg-trpg/pcDefeated': {
			const c = inGame(state);
			if (!c) return refuse('mtg-trpg/no_game');
			if (!c.participants.includes(event.payload.id)) return refuse('mtg-trpg/not_in_combat', event.payload);
			return withPc(state, event.payload.id, (p) =>
				p.defeated ? refuse('mtg-trpg/pc_defeated', { name: p.name }) : { ...p, defeated: true }
			);
		}

		case 'mtg-trpg/enemyDefeated':
			return withEnemy(state, event.payload.enemy, (e) => ({ ...e, defeated: true }));

		case 'mtg-trpg/cardsMoved':
			return cardsMoved(state, event.payload);

		case 'mtg-trpg/knownCleared':
			return withPc(state, event.payload.pc, (pc) => ({ ...pc, known: [] }));

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

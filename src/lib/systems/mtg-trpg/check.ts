/**
 * A check (行動判定) as the session scores it: the colour bonus under the session's reading, the
 * outcome, and a horde check's preparation turns. The command puts the result into the event and
 * the reducer computes it again, so both read it from here.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { checkOutcome, colourBonus, hordeTurnsOf, type CheckOutcome, type Colour } from './rules';
import { checkPool, poolHolds } from './library';
import type { MtgPayload } from './events';
import type { MtgRefusal } from './describe';
import type { Combat, MtgState } from './state';
import type { Readings } from '$lib/core/readings';
import { deckCounts, inGame, readingOf } from './queries';

/** A revealed card: mana value, colours, designated. */
export interface RevealedCardIn {
	mv: number;
	colours: readonly Colour[];
	designated: boolean;
}

export interface CheckScore extends CheckOutcome {
	/** A horde check's preparation turns (1…5); null for other checks. */
	turns: number | null;
}

/**
 * The result two revealed cards give under the session's readings (the colourless check's bonus,
 * the horde's automatic results). `legacy`: the event was recorded before checks carried their
 * result — the horde's automatic results then defaulted to 'formula'.
 */
export function scoreCheck(
	readings: Readings,
	p: { purpose: 'check' | 'escape' | 'horde'; colour: Colour | null; difficulty: number },
	first: RevealedCardIn,
	second: RevealedCardIn,
	legacy = false
): CheckScore {
	const bonus = colourBonus(p.colour, second.colours, readingOf(readings, 'colourless_check_bonus'));
	const o = checkOutcome({
		firstMv: first.mv,
		secondMv: second.mv,
		difficulty: p.difficulty,
		bonus,
		firstDesignated: first.designated,
		secondDesignated: second.designated
	});
	if (p.purpose !== 'horde') return { ...o, turns: null };
	let reading = readingOf(readings, 'horde_auto_results');
	if (legacy && reading === 'fail-one') reading = 'formula';
	return { ...o, turns: hordeTurnsOf(o, reading) };
}

type Result = MtgState | Refusal<MtgRefusal>;

/** The recorded result, where the event carries one, is the result the rules give. */
function sameResult(p: MtgPayload<'mtg-trpg/checkMade'>, s: CheckScore): boolean {
	return (
		(p.target === undefined || p.target === s.target) &&
		(p.achievement === undefined || p.achievement === s.achievement) &&
		(p.success === undefined || p.success === s.success) &&
		(p.auto === undefined || p.auto === s.auto) &&
		(p.turns === undefined || p.turns === s.turns)
	);
}

/** Folds `mtg-trpg/checkMade`: who may check now, the result, and what it does to the combat. */
export function reduceCheck(state: MtgState, p: MtgPayload<'mtg-trpg/checkMade'>, readings: Readings): Result {
	const pc = state.pcs.find((x) => x.id === p.pc);
	if (!pc) return refuse('mtg-trpg/unknown_pc', { id: p.pc });
	const c = inGame(state);
	const fighting = !!c && c.participants.includes(pc.id);
	if (p.purpose !== 'check' && !fighting) return refuse('mtg-trpg/not_in_combat', { name: pc.name });
	if (fighting && pc.defeated) return refuse('mtg-trpg/pc_defeated', { name: pc.name });
	if (p.purpose === 'horde') {
		if (!c?.enemies.some((e) => e.kind === 'horde') || !c.hordeCheckDue) return refuse('mtg-trpg/no_horde_check');
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
	// The app reveals from the library's unknown part only: its two cards must be there.
	if (p.source === 'app' && !poolHolds(checkPool(pc.deck, pc.known), [p.first, p.second]))
		return refuse('mtg-trpg/not_in_library', { name: pc.name });
	const score = scoreCheck(readings, p, p.first, p.second, p.success === undefined);
	if (!sameResult(p, score)) return refuse('mtg-trpg/outcome_mismatch');
	const { turns, ...o } = score;
	const lastCheck = { pc: pc.id, purpose: p.purpose, colour: p.colour, difficulty: p.difficulty, ...o };
	let pcs = state.pcs;
	if (fighting && p.purpose !== 'horde')
		pcs = pcs.map((x) => (x.id === pc.id ? { ...x, checkedTurn: (c as Combat).turn } : x));
	let combat = state.combat;
	if (c && p.purpose === 'escape' && o.success) combat = { ...c, outcome: 'escaped' };
	if (c && p.purpose === 'horde' && turns !== null) {
		// The horde's turns come first; ④'s enemy preparation turn, if any, stays turn 0.
		const prepTurns = turns + (c.enemyPrepTurn ? 1 : 0);
		combat = { ...c, hordeCheckDue: false, prepTurns, turn: 1 - prepTurns };
	}
	return { ...state, pcs, combat, lastCheck };
}

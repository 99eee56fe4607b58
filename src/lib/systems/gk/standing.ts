/**
 * Where a GK character stands now, read off the state: its stats and fighter for the engine, its
 * movement, whether it rests, which of the seed's preconditions it fails, and how a phase action
 * came out. Pure queries; the reducer and the screens share them.
 */
import { type Fighter, type Technique } from './engagement';
import { actionPreconditions } from './movement';
import { techniqueDamage } from './data/formula';
import type { GkRefusal } from './reducer';
import type { ActionLog, GkCharacter, GkState, Resolution } from './state';

/** The stats a formula sees for a character now: its six stats and its HP. */
export const statsOf = (c: GkCharacter) => ({ ...c.stats, HP: c.hp });

/** The engagement engine's fighter for a character: its technique formulas evaluated with its stats now. */
export function fighterOf(state: GkState, c: GkCharacter): Fighter {
	const faces: Technique[] = c.faces.map((id) => {
		const { id: _id, formula, ...rest } = state.techniques[id]!;
		return { ...rest, damage: techniqueDamage(formula, statsOf(c), state.settings.divisionRounding) };
	});
	return { hp: c.hp, reaction: c.stats.REA, defence: c.stats.DEF, fs: c.stats.FS, counter: c.counter, faces };
}

/** 移動力 from the session's movement formula (the seed: 2). */
export function movementOf(state: GkState, c: GkCharacter): number {
	return Math.min(99, techniqueDamage(state.settings.movementFormula, statsOf(c), state.settings.divisionRounding));
}

export const sameSquare = (p: readonly number[], q: readonly number[]) => p[0] === q[0] && p[1] === q[1];
export const onMap = (s: GkState, q: readonly number[]) =>
	q[0]! >= 0 && q[1]! >= 0 && q[0]! < s.map.width && q[1]! < s.map.height;

/** Whether the character is in 能力休み during the current phase. */
export function resting(state: GkState, c: GkCharacter): boolean {
	return c.restUntilPhase !== null && (state.phase?.number ?? 0) <= c.restUntilPhase;
}

/**
 * The numbers of the seed's five preconditions the character fails now (`[]`: it may act), for an
 * action submitted by faction `by` (absent: the phase's faction). 「自陣営」 is the submitting
 * faction (data/open-points: own-faction): condition 1 asks that it is its phase, condition 2 that
 * it holds the character's 操作権 (a character's own faction unless the GK handed it over).
 */
export function failingPreconditions(state: GkState, c: GkCharacter, by?: string): number[] {
	const phase = state.phase;
	if (!phase) return [1];
	const submitter = by ?? phase.faction;
	const exception = state.settings.starterExceptionPhases || state.factions.length;
	return actionPreconditions({
		factionPhase: submitter === phase.faction,
		controls: c.controlledBy === submitter,
		onMapSincePhase: Math.min(c.onMapSincePhase, 1e6),
		currentPhase: phase.number,
		starter: c.starter && phase.number <= exception,
		withdrawn: c.withdrawn,
		incapacitated: c.status !== 'active' || c.incapacitated,
		actedThisPhase: phase.actions.some((a) => a.character === c.id)
	});
}

export const isEngaged = (state: GkState, id: string) =>
	state.engagement !== null &&
	state.engagement.over === null &&
	(state.engagement.a === id || state.engagement.b === id);

/** The actions a phase resolves one by one, in submission order. */
export const needsResolution = (a: ActionLog) => a.action !== 'wait';

/** Whether an action's engagement, ability use or special attack could still happen now. */
function stillPossible(state: GkState, a: ActionLog): boolean {
	const c = state.characters[a.character];
	if (!c || c.status !== 'active' || c.incapacitated || c.hp <= 0) return false;
	if (a.action === 'ability') return !!c.ability && !resting(state, c) && !c.waiting;
	const t = a.target ? state.characters[a.target] : undefined;
	if (!t || t.status !== 'active' || t.hp <= 0) return false;
	return a.action === 'specialAttack' || sameSquare(c.at, t.at);
}

/**
 * How a phase action came out: the engagement / ability use / special attack recorded after it
 * was submitted, or — when it can no longer happen (a fighter fell earlier in the phase, the
 * ability is resting) — cancelled, as the seed cancels an ability whose target is unfit.
 */
export function resolutionOf(state: GkState, a: ActionLog): Resolution | GkRefusal {
	if (a.action === 'engage') {
		const e = state.engagement;
		const pair = e && ((e.a === a.character && e.b === a.target) || (e.b === a.character && e.a === a.target));
		if (e && pair && e.seq > a.submittedAt) {
			if (e.over === null) return 'gk/engagement_unfinished';
			if ([e.a, e.b].some((id) => state.characters[id]?.status === 'dying')) return 'gk/survival_pending';
			const last = e.rounds.at(-1)!;
			return { kind: 'engage', a: e.a, b: e.b, over: e.over, rounds: e.round, hp: last.hp, survival: e.survival };
		}
	}
	if (a.action === 'ability') {
		const l = state.lastAbility;
		if (l && l.kind === 'use' && l.character === a.character && l.seq > a.submittedAt)
			return { kind: 'ability', log: l };
	}
	if (a.action === 'specialAttack') {
		const l = state.lastSpecialAttack;
		if (l && l.attacker === a.character && l.target === a.target && l.seq > a.submittedAt)
			return { kind: 'specialAttack', log: l };
	}
	return stillPossible(state, a) ? 'gk/not_resolved_yet' : { kind: 'cancelled' };
}

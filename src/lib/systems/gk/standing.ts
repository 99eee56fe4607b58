/**
 * Where a GK character stands now, read off the state: its stats and fighter for the engine, its
 * movement, whether it rests, which of the seed's preconditions it fails, and how a phase action
 * came out. Pure queries; the reducer and the screens share them. Below the reducer: it imports
 * rules and types only.
 */
import { type Fighter, type Technique } from './engagement';
import { actionPreconditions, movementAllowance } from './movement';
import { techniqueDamage } from './data/formula';
import { damageByHp } from './fighter';
import type { OddsFighter } from './odds';
import { canBeEngaged, fitTarget, sameSquare, unableToAct } from './condition';
import { abilityCancel } from './ability-effects';
import type { GkRefusal } from './refusals';
import type { ActionLog, CancelReason, GkCharacter, GkState, Resolution } from './state';

export { sameSquare };

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

/**
 * The fighter for exact odds: as `fighterOf`, and for each face whose formula reads HP (「残りHP」,
 * e.g. 体当たり 「HP ÷ 10」) its damage at every HP from 1 to the HP now, since a round's damage
 * is worked out from the HP at its start.
 */
export function oddsFighterOf(state: GkState, c: GkCharacter): OddsFighter {
	const f = fighterOf(state, c);
	const byHp = c.faces.map((id) =>
		damageByHp(state.techniques[id]!.formula, statsOf(c), state.settings.divisionRounding)
	);
	return byHp.some((t) => t !== null) ? { ...f, damageByHp: byHp } : f;
}

/** 移動力 on the session's scale (`movementAllowance`); null while the group has not chosen one. */
export function movementOf(state: GkState, c: GkCharacter, fallback?: string): number | null {
	const scale = state.settings.movementFormula ?? fallback;
	return scale === undefined ? null : movementAllowance(scale, statsOf(c), state.settings.divisionRounding);
}

export const onMap = (s: GkState, q: readonly number[]) =>
	q[0]! >= 0 && q[1]! >= 0 && q[0]! < s.map.width && q[1]! < s.map.height;

const phaseNo = (state: GkState) => state.phase?.number ?? 0;

/**
 * Whether the character is in 能力休み now: in the phase it used its ability and in each of its
 * own faction's phases the rest covers (a rest recorded by an older version: until a phase number).
 */
export function resting(state: GkState, c: GkCharacter): boolean {
	const n = phaseNo(state);
	return (c.restUntilPhase !== null && n <= c.restUntilPhase) || c.restingIn === n;
}

/** Actions the character has submitted this phase, and how many it may (再行動 adds to one). */
export function actionsThisPhase(state: GkState, id: string): { taken: number; allowed: number } {
	const p = state.phase;
	return {
		taken: p ? p.actions.filter((a) => a.character === id).length : 0,
		allowed: 1 + (p?.extra[id] ?? 0)
	};
}

/**
 * The numbers of the seed's five preconditions the character fails now (`[]`: it may act), for an
 * action submitted by faction `by` (absent: the phase's faction). 「自陣営」 is the submitting
 * faction (data/fixed-points: own_faction): condition 1 asks that it is its phase, condition 2 that
 * it holds the character's 操作権. Condition 4 is `condition.ts`'s rule (dead, 瀕死, off the map,
 * 行動不能). `legacy` checks an action recorded by an older version as it was then (a withdrawn
 * character counted as on the map; 瀕死 after a passed survival check could act).
 */
export function failingPreconditions(state: GkState, c: GkCharacter, by?: string, legacy = false): number[] {
	const phase = state.phase;
	if (!phase) return [1];
	const submitter = by ?? phase.faction;
	const exception = state.settings.starterExceptionPhases || state.factions.length;
	const { taken, allowed } = actionsThisPhase(state, c.id);
	return actionPreconditions({
		factionPhase: submitter === phase.faction,
		controls: c.controlledBy === submitter,
		onMapSincePhase: Math.min(c.onMapSincePhase, 1e6),
		currentPhase: phase.number,
		starter: c.starter && phase.number <= exception,
		withdrawn: legacy && c.withdrawn,
		incapacitated: legacy ? c.status === 'dead' || c.survival === 'due' || c.incapacitated : unableToAct(c) !== null,
		actedThisPhase: taken >= allowed
	});
}

export const isEngaged = (state: GkState, id: string) =>
	state.engagement !== null &&
	state.engagement.over === null &&
	(state.engagement.a === id || state.engagement.b === id);

/** The actions a phase resolves one by one, in submission order. */
export const needsResolution = (a: ActionLog) => a.action !== 'wait';

/** The first action of the phase still waiting for its outcome. */
export const unresolved = (state: GkState) => state.phase?.actions.find((a) => needsResolution(a) && !a.resolution);

/** Why an action's engagement, ability use or special attack can no longer happen now (null: it can). */
export function cancelReasonOf(state: GkState, a: ActionLog): CancelReason | null {
	const c = state.characters[a.character];
	if (!c) return 'fallen';
	const why = unableToAct(c);
	if (why) return why === 'withdrawn' ? 'offMap' : 'fallen';
	if (a.action === 'ability') {
		if (!c.ability) return 'noAbility';
		if (resting(state, c) || c.waiting || c.field) return 'resting';
		const t = a.target ? [a.target] : [];
		return abilityCancel(state, c, [t]);
	}
	const t = a.target ? state.characters[a.target] : undefined;
	if (a.action === 'engage') return t && canBeEngaged(t) && sameSquare(c.at, t.at) ? null : 'targetGone';
	return fitTarget(t) ? null : 'targetGone';
}

/**
 * How a phase action came out: the engagement / ability use / special attack recorded after it
 * was submitted, or — when it can no longer happen (a fighter fell earlier in the phase, the
 * ability is resting, its target is missing or unfit, a cost cannot be paid) — cancelled, as the
 * seed cancels an ability whose target is unfit (「発動はキャンセルされます」).
 */
export function resolutionOf(state: GkState, a: ActionLog): Resolution | GkRefusal {
	if (a.action === 'engage') {
		const e = state.engagement;
		const pair = e && ((e.a === a.character && e.b === a.target) || (e.b === a.character && e.a === a.target));
		if (e && pair && e.seq > a.submittedAt) {
			if (e.over === null) return 'gk/engagement_unfinished';
			if ([e.a, e.b].some((id) => state.characters[id]?.survival === 'due')) return 'gk/survival_pending';
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
	const why = cancelReasonOf(state, a);
	return why ? { kind: 'cancelled', why } : 'gk/not_resolved_yet';
}

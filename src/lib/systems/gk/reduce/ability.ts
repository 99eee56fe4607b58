/**
 * 特殊能力の使用 (seed 「「特殊能力の使用」の処理手順」) with the recorded rolls:
 *
 * - A use the seed cancels is refused before anything is rolled (`abilityCancel`): a cost that
 *   cannot be paid in full, or no fit target where one is needed — unless it may fire empty (空撃ち).
 * - Active and passive: each effect in turn (複数効果) — its targets, 発動判定, 成功判定 and, once
 *   it succeeds, 効果の適用 on every target at once — then 制約の支払い・能力休み if any effect
 *   activated. A cost that can no longer be paid in full before an effect applies stops that effect
 *   (「効果は現れません」), and is still paid as far as it goes.
 * - Counter: 発動判定 → カウンター待受状態 → costs and rest; later success checks show the effects.
 * - フィールド設置型: the active steps with one pair of checks for all its effects; once activated its
 *   field stands, and each later success check (its faction's phase start, an enemy entering its
 *   range) shows them again, with no new cost or rest.
 * - 能力休み: the phase of use and the user's own faction's next `abilityRestPhases` phases.
 * - 「再行動」に順ずる効果 appears after the use has ended: the target may act once more this phase.
 *
 * Logs recorded before (no outcome) fold as they were read then: one effect, the user as the
 * target when none was named, a shortfall paid as far as it went, rest until a phase number.
 */
import { d100Succeeds } from '../checks';
import { unableToAct } from '../condition';
import {
	abilityCancel,
	applyEffect,
	canPayCosts,
	effectTargets,
	effectsOf,
	payCosts,
	targetCheck
} from '../ability-effects';
import type { AbilityEffect, AbilityOutcome, GkEvent } from '../events';
import { resting } from '../standing';
import type { AbilityLog, CheckLog, EffectLog, GkCharacter, GkState } from '../state';
import { done, no, withCharacters, type Done, type GkRefused } from './shared';

type Payload<T extends GkEvent['type']> = Extract<GkEvent, { type: T }>['payload'];

const CANCEL_CODE = { unpayable: 'gk/unpayable', noTarget: 'gk/no_target', badTarget: 'gk/bad_target' } as const;

const check = (roll: number, chance: number): CheckLog => ({ roll, chance, success: d100Succeeds(roll, chance) });

/** One effect's steps 1 and 4 once its checks are known: whom it is for, and whether it appears. */
function effect(
	s: GkState,
	userId: string,
	e: AbilityEffect,
	named: readonly string[],
	activation: CheckLog | null,
	success: CheckLog | null,
	dryFire: boolean
): { s: GkState; log: EffectLog; fell: string[] } {
	const user = s.characters[userId]!;
	const fit = targetCheck(s, user, e, named) === 'ok';
	const targets = fit ? effectTargets(user, e, named) : [];
	const base = { activation, success, text: e.text ?? '', targets, changes: [], reAct: false };
	if (!success?.success) return { s, log: { ...base, appeared: false }, fell: [] };
	if (!fit && dryFire) return { s, log: { ...base, appeared: false, why: 'dry' }, fell: [] };
	if (!canPayCosts(user)) return { s, log: { ...base, appeared: false, why: 'unpaid' }, fell: [] };
	const applied = applyEffect(s, e, targets);
	const log: EffectLog = { ...base, appeared: true, changes: applied.changes, reAct: !!e.reAct };
	return { s: applied.state, log, fell: applied.fell };
}

/** What the event records of an ability's log. */
export function abilityOutcome(l: AbilityLog): AbilityOutcome {
	return {
		effects: l.effects.map((x) => ({
			activated: !!x.activation?.success,
			succeeded: !!x.success?.success,
			appeared: x.appeared,
			...(x.why ? { why: x.why } : {}),
			changes: x.changes.map((c) => ({ target: c.target, stat: c.stat, after: c.after }))
		})),
		costs: l.costs.map((k) => ({ stat: k.stat, paid: k.paid })),
		rest: l.rest && 'phases' in l.rest ? l.rest.phases : 0,
		...(l.waiting ? { waiting: true } : {}),
		...(l.field ? { field: true } : {})
	};
}

/** Costs, 能力休み and the standing state after a use with at least one effect activated. */
function afterActivation(s: GkState, c: GkCharacter, style: string) {
	const paid = payCosts(s.characters[c.id]!);
	const rest = s.settings.abilityRestPhases;
	const user: GkCharacter = {
		...paid.c,
		waiting: style === 'counter',
		waitingPaid: true,
		field: style === 'field',
		restingIn: rest > 0 ? (s.phase?.number ?? 0) : paid.c.restingIn,
		restLeft: rest > 0 ? rest : paid.c.restLeft,
		restOverIn: null
	};
	return { s: withCharacters(s, user), costs: paid.costs, rest };
}

/** 再行動: each target of an effect that appeared may act once more this phase. */
function grantReActs(s: GkState, logs: EffectLog[]): GkState {
	const phase = s.phase;
	if (!phase) return s;
	const extra = { ...phase.extra };
	for (const l of logs) if (l.reAct) for (const id of l.targets) extra[id] = (extra[id] ?? 0) + 1;
	return { ...s, phase: { ...phase, extra } };
}

function use(state: GkState, p: Payload<'gk/abilityUsed'>): Done | GkRefused {
	const c = state.characters[p.character.id];
	if (!c) return no('gk/unknown_character');
	const ab = c.ability;
	if (!ab) return no('gk/no_ability');
	const why = unableToAct(c);
	if (why) return no('gk/cannot_fight', { name: c.name, why });
	if (resting(state, c) || c.waiting || c.field) return no('gk/ability_resting');
	const effects = effectsOf(ab);
	const perEffect = ab.style === 'active' || ab.style === 'passive';
	const rolls = [{ activation: p.activation, success: p.success }, ...(p.more ?? [])];
	const named = [(p.targets ?? []).map((r) => r.id), ...(p.more ?? []).map((x) => x.targets.map((r) => r.id))];
	if (rolls.length !== (perEffect ? effects.length : 1)) return no('gk/bad_rolls');
	const cancel = abilityCancel(state, c, named);
	if (cancel) return no(CANCEL_CODE[cancel as keyof typeof CANCEL_CODE] ?? 'gk/bad_target', { name: c.name });
	let s = state;
	const logs: EffectLog[] = [];
	const fell: string[] = [];
	let activated = false;
	// Counter and field: one pair of checks for all their effects, shown once.
	let first: { act: CheckLog; succ: CheckLog | null } | null = null;
	for (const [i, e] of effects.entries()) {
		if (perEffect || i === 0) {
			const r = rolls[i]!;
			const act = check(r.activation, ab.activation);
			// The success roll belongs to an activated active / passive / field ability; a counter's comes later.
			const needsSuccess = act.success && ab.style !== 'counter';
			if (needsSuccess !== (r.success !== undefined)) return no('gk/bad_rolls');
			first = { act, succ: r.success === undefined ? null : check(r.success, ab.success) };
		}
		const { act, succ } = first!;
		activated ||= act.success;
		const shown = perEffect || i === 0;
		if (ab.style === 'counter') {
			logs.push({
				activation: shown ? act : null,
				success: null,
				text: e.text ?? '',
				targets: [],
				appeared: false,
				changes: [],
				reAct: false
			});
			continue;
		}
		const out = effect(s, c.id, e, named[perEffect ? i : 0] ?? [], act, succ, !!ab.dryFire);
		if (!shown) out.log = { ...out.log, activation: null, success: null };
		s = out.s;
		logs.push(out.log);
		fell.push(...out.fell);
	}
	let costs: AbilityLog['costs'] = [];
	let rest = 0;
	if (activated) ({ s, costs, rest } = afterActivation(s, c, ab.style));
	if (ab.style === 'passive') s = withCharacters(s, { ...s.characters[c.id]!, passiveDone: true });
	s = grantReActs(s, logs);
	const seq = state.seq + 1;
	const log: AbilityLog = {
		seq,
		character: c.id,
		kind: 'use',
		effects: logs,
		costs,
		rest: activated && rest > 0 ? { phases: rest } : null,
		waiting: activated && ab.style === 'counter',
		field: activated && ab.style === 'field',
		fell
	};
	return done({ ...s, seq, lastAbility: log }, abilityOutcome(log));
}

/** The one effect of a use or check as logs recorded before read it. */
function legacyEffect(
	e: AbilityEffect,
	target: string,
	checks: { activation: CheckLog | null; success: CheckLog | null },
	paid: boolean,
	changes: EffectLog['changes']
): EffectLog {
	const succeeded = !!checks.success?.success;
	return {
		...checks,
		text: e.text ?? '',
		targets: [target],
		appeared: succeeded && paid,
		...(succeeded && !paid ? { why: 'unpaid' as const } : {}),
		changes,
		reAct: false
	};
}

/** A use as logs recorded before outcomes existed read it (one effect; see the module comment). */
function legacyUse(state: GkState, p: Payload<'gk/abilityUsed'>): Done | GkRefused {
	const c = state.characters[p.character.id];
	if (!c) return no('gk/unknown_character');
	const ab = c.ability;
	if (!ab) return no('gk/no_ability');
	if (c.status === 'dead' || c.survival === 'due' || c.incapacitated) return no('gk/cannot_fight');
	if (resting(state, c) || c.waiting) return no('gk/ability_resting');
	const target = p.target ? state.characters[p.target.id] : c;
	if (!target || target.status === 'dead') return no('gk/bad_target');
	const act = check(p.activation, ab.activation);
	const needsSuccess = act.success && ab.style !== 'counter';
	if (needsSuccess !== (p.success !== undefined)) return no('gk/bad_rolls');
	const succ = p.success === undefined ? null : check(p.success, ab.success);
	const rest = state.settings.abilityRestPhases;
	const restUntilPhase = act.success && rest > 0 ? (state.phase?.number ?? 0) + rest : c.restUntilPhase;
	const full = payCosts(c, true).full;
	const e = effectsOf(ab)[0]!;
	let s = state;
	let changes: EffectLog['changes'] = [];
	if (succ?.success && full) ({ state: s, changes } = applyEffect(state, e, [target.id], true));
	const paid = act.success ? payCosts(s.characters[c.id]!, true) : { c: s.characters[c.id]!, costs: [] };
	const user = { ...paid.c, waiting: act.success && ab.style === 'counter', waitingPaid: full, restUntilPhase };
	const one = legacyEffect(e, target.id, { activation: act, success: succ }, full, changes);
	const seq = state.seq + 1;
	const log: AbilityLog = {
		seq,
		character: c.id,
		kind: 'use',
		effects: [one],
		costs: paid.costs,
		rest: act.success && rest > 0 ? { untilPhase: restUntilPhase! } : null,
		waiting: user.waiting,
		field: false,
		fell: []
	};
	return done({ ...withCharacters(s, user), seq, lastAbility: log });
}

/** A later success check of a waiting counter or a set field: every effect, on each success. */
function repeat(
	state: GkState,
	p: Payload<'gk/counterChecked'>,
	kind: 'counter' | 'field',
	legacy: boolean
): Done | GkRefused {
	const c = state.characters[p.character.id];
	if (!c) return no('gk/unknown_character');
	const ab = c.ability;
	if (!ab || !(kind === 'counter' ? c.waiting : c.field))
		return no(kind === 'counter' ? 'gk/not_waiting' : 'gk/not_field');
	const succ = check(p.roll, ab.success);
	if (legacy) {
		const target = p.target ? state.characters[p.target.id] : c;
		if (!target || target.status === 'dead') return no('gk/bad_target');
		const e = effectsOf(ab)[0]!;
		const applied = succ.success && c.waitingPaid ? applyEffect(state, e, [target.id], true) : null;
		const one = legacyEffect(e, target.id, { activation: null, success: succ }, c.waitingPaid, applied?.changes ?? []);
		const seq = state.seq + 1;
		const log: AbilityLog = {
			seq,
			character: c.id,
			kind,
			effects: [one],
			costs: [],
			rest: null,
			waiting: false,
			field: false,
			fell: []
		};
		return done({ ...(applied?.state ?? state), seq, lastAbility: log });
	}
	const named = (p.targets ?? (p.target ? [p.target] : [])).map((r) => r.id);
	for (const e of effectsOf(ab)) {
		const t = targetCheck(state, c, e, named);
		if (t !== 'ok' && !ab.dryFire) return no(t === 'noTarget' ? 'gk/no_target' : 'gk/bad_target', { name: c.name });
	}
	// No new cost or rest (「新たな制約の支払いや能力休みはありません」): the effect appears on each success.
	let s = state;
	const logs: EffectLog[] = [];
	const fell: string[] = [];
	for (const [i, e] of effectsOf(ab).entries()) {
		const user = s.characters[c.id]!;
		const fit = targetCheck(s, user, e, named) === 'ok';
		const targets = fit ? effectTargets(user, e, named) : [];
		const base = { activation: null, success: i === 0 ? succ : null, text: e.text ?? '', targets, reAct: false };
		if (!succ.success || !fit) {
			logs.push({ ...base, appeared: false, changes: [], ...(succ.success ? { why: 'dry' as const } : {}) });
			continue;
		}
		const applied = applyEffect(s, e, targets);
		s = applied.state;
		fell.push(...applied.fell);
		logs.push({ ...base, appeared: true, changes: applied.changes, reAct: !!e.reAct });
	}
	s = grantReActs(s, logs);
	const seq = state.seq + 1;
	const log: AbilityLog = {
		seq,
		character: c.id,
		kind,
		effects: logs,
		costs: [],
		rest: null,
		waiting: false,
		field: false,
		fell
	};
	const o = abilityOutcome(log);
	return done({ ...s, seq, lastAbility: log }, { effects: o.effects });
}

export function reduceAbility(state: GkState, event: GkEvent, legacy: boolean): Done | GkRefused | null {
	switch (event.type) {
		case 'gk/abilityUsed':
			return legacy ? legacyUse(state, event.payload) : use(state, event.payload);
		case 'gk/counterChecked':
			return repeat(state, event.payload, 'counter', legacy);
		case 'gk/fieldChecked':
			return repeat(state, event.payload, 'field', false);
		case 'gk/counterWaitEnded':
		case 'gk/fieldRemoved': {
			const c = state.characters[event.payload.character.id];
			if (!c) return no('gk/unknown_character');
			if (event.type === 'gk/counterWaitEnded') {
				if (!c.waiting) return no('gk/not_waiting');
				return done(withCharacters(state, { ...c, waiting: false }));
			}
			if (!c.field) return no('gk/not_field');
			return done(withCharacters(state, { ...c, field: false }));
		}
		default:
			return null;
	}
}

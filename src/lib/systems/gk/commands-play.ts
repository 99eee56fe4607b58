/**
 * The play's commands: engagement rounds (the app's dice a round at a time or to the end; the
 * table's one die at a time, each its own undo step, and a die corrected before its round is
 * complete), survival checks, special attacks, ability uses and their later checks, phases.
 * Every event carries the outcome the rules compute (`complete`).
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { CommandContext } from '../types';
import { abilityCancel, effectsOf } from './ability-effects';
import type { SideRolls } from './engagement';
import type { GkDraft } from './events';
import { keyOf, nextNeededRoll, rollRound, rollsOf } from './flow';
import type { GkRefusal } from './refusals';
import { fighterOf } from './standing';
import type { GkState } from './state';
import { character, complete, fold, isRef, ref, roll, type Result } from './commands-shared';
import { place } from './reduce/engagement';

export interface RoundIntent {
	a: string;
	b: string;
	rolls: { a: SideRolls; b: SideRolls };
}

/** One round with the app's dice, in the order the seed's steps ask for them (`flow.ts`). */
export function appRound(state: GkState, aId: string, bId: string, ctx: CommandContext): RoundIntent['rolls'] {
	const a = fighterOf(state, state.characters[aId]!);
	const b = fighterOf(state, state.characters[bId]!);
	return rollRound(a, b, (sides) => roll(ctx, sides), state.settings);
}

const pair = (state: GkState, aId: string, bId: string) => {
	const a = character(state, aId);
	if (isRef(a)) return a;
	const b = character(state, bId);
	if (isRef(b)) return b;
	return { a: ref(a), b: ref(b) };
};

/**
 * The round a new roll for this pair belongs to: the next of the engagement going on, or 1 of a
 * new one. An engagement of this pair that is over is not silently followed by a new one: that
 * takes `fresh` (the screen's "new engagement"); after the 25th round it is a draw and over.
 */
function nextRound(state: GkState, a: string, b: string, fresh: boolean): number | Refusal<GkRefusal> {
	const e = state.engagement;
	if (e && e.over === null) return e.a === a && e.b === b ? e.round + 1 : refuse('gk/engagement_in_progress');
	if (e && e.a === a && e.b === b && !fresh) {
		const limit = state.settings.roundLimit;
		return e.round >= limit ? refuse('gk/round_limit', { limit }) : refuse('gk/engagement_over');
	}
	return 1;
}

/** Each needed roll of an ability use: the table's as typed, else the app's. */
function abilityRolls(
	intent: { activation?: number; success?: number },
	rate: { activation: number; success: number; counter: boolean },
	ctx: CommandContext,
	app: boolean
) {
	const activation = app ? roll(ctx, 100) : intent.activation!;
	const needsSuccess = activation <= rate.activation && !rate.counter;
	const success = needsSuccess ? (app ? roll(ctx, 100) : intent.success) : undefined;
	return { activation, ...(success !== undefined ? { success } : {}) };
}

type Named = { target?: string; targets?: string[] };
/**
 * A d100 the screen hands over, and who made it: the table, or the dice entry's own app button (an
 * app roll, labelled so in the log). No roll given: the command rolls, with the app's dice.
 */
type Rolled = { roll?: number; source?: 'app' | 'table' };
const sourceOf = (i: Rolled): 'app' | 'table' => (i.roll === undefined ? 'app' : (i.source ?? 'table'));
const namedOf = (x: Named) => x.targets ?? (x.target ? [x.target] : []);

function refs(state: GkState, ids: readonly string[]) {
	const out = [];
	for (const id of ids) {
		const c = character(state, id);
		if (isRef(c)) return c;
		out.push(ref(c));
	}
	return out;
}

const CANCEL_CODE = { unpayable: 'gk/unpayable', noTarget: 'gk/no_target', badTarget: 'gk/bad_target' } as const;

export const playCommands = {
	/** One whole round with dice rolled at the table. */
	engagementRound: (state: GkState, intent: RoundIntent & { fresh?: boolean }): Result => {
		const p = pair(state, intent.a, intent.b);
		if (isRef(p)) return p;
		const round = nextRound(state, intent.a, intent.b, !!intent.fresh);
		if (isRef(round)) return round;
		const d = complete(state, {
			type: 'gk/engagementRoundRecorded',
			payload: { ...p, rolls: intent.rolls, source: 'table' }
		});
		return isRef(d) ? d : [d];
	},
	/**
	 * One die typed at the table: the roll the round asks for next (both 行動ダイス, then each d100
	 * as the seed's steps reach it). Its own event, so undo steps back just this die; the last die
	 * the round needs completes the round. `source`: who rolled it — the table's dice (the default)
	 * or the dice entry's own app button.
	 */
	enterRoll: (
		state: GkState,
		intent: { a: string; b: string; roll: number; fresh?: boolean; source?: 'app' | 'table' }
	): Result => {
		const p = pair(state, intent.a, intent.b);
		if (isRef(p)) return p;
		const round = nextRound(state, intent.a, intent.b, !!intent.fresh);
		if (isRef(round)) return round;
		// Who may fight (condition.ts) before the round's dice are worked out.
		const at = place(state, { a: p.a, b: p.b }, round, false);
		if (isRef(at)) return at;
		const e = state.engagement;
		const pending = e && e.over === null ? e.pending : [];
		const fa = fighterOf(state, state.characters[intent.a]!);
		const fb = fighterOf(state, state.characters[intent.b]!);
		const need = nextNeededRoll(fa, fb, rollsOf(pending), state.settings);
		if (!need) return refuse('gk/bad_rolls');
		const d = complete(state, {
			type: 'gk/engagementRollEntered',
			payload: {
				...p,
				round,
				side: need.side,
				key: keyOf(need),
				roll: intent.roll,
				...(intent.source === 'app' ? { source: 'app' as const } : {})
			}
		});
		return isRef(d) ? d : [d];
	},
	/** A die of the round being typed, corrected (dice after it stay while the round still asks for them). */
	correctRoll: (state: GkState, intent: { index: number; roll: number }): Result => {
		const e = state.engagement;
		if (!e || e.over !== null || !e.pending[intent.index]) return refuse('gk/nothing_to_correct');
		const p = pair(state, e.a, e.b);
		if (isRef(p)) return p;
		const d = complete(state, {
			type: 'gk/engagementRollCorrected',
			payload: { ...p, round: e.round + 1, index: intent.index, roll: intent.roll }
		});
		return isRef(d) ? d : [d];
	},
	/** The app rolls the next round (or, with `all`, every round to the engagement's end): one event a round. */
	engagementApp: (
		state: GkState,
		intent: { a: string; b: string; all: boolean; fresh?: boolean },
		ctx: CommandContext
	): Result => {
		const p = pair(state, intent.a, intent.b);
		if (isRef(p)) return p;
		const first = nextRound(state, intent.a, intent.b, !!intent.fresh);
		if (isRef(first)) return first;
		const at = place(state, { a: p.a, b: p.b }, first, false);
		if (isRef(at)) return at;
		if (at.e && at.e.pending.length > 0) return refuse('gk/round_in_progress');
		const drafts: GkDraft[] = [];
		let s = state;
		do {
			const d = complete(s, {
				type: 'gk/engagementRoundRecorded',
				payload: { ...p, rolls: appRound(s, intent.a, intent.b, ctx), source: 'app' }
			});
			if (isRef(d)) return d;
			const next = fold(s, [d]);
			if (isRef(next)) return next;
			drafts.push(d);
			s = next;
		} while (intent.all && s.engagement?.over === null);
		return drafts;
	},
	survival: (state: GkState, intent: Rolled & { character: string }, ctx: CommandContext): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		const d = complete(state, {
			type: 'gk/survivalChecked',
			payload: { character: ref(c), roll: intent.roll ?? roll(ctx, 100), source: sourceOf(intent) }
		});
		return isRef(d) ? d : [d];
	},
	specialAttack: (
		state: GkState,
		intent: Rolled & { attacker: string; target: string },
		ctx: CommandContext
	): Result => {
		const p = pair(state, intent.attacker, intent.target);
		if (isRef(p)) return p;
		const d = complete(state, {
			type: 'gk/specialAttackRecorded',
			payload: { attacker: p.a, target: p.b, roll: intent.roll ?? roll(ctx, 100), source: sourceOf(intent) }
		});
		return isRef(d) ? d : [d];
	},
	/**
	 * 特殊能力の使用: for each effect (active / passive; one pair for a counter or a field) the
	 * activation roll and, once activated, the success roll — the table's as typed, or, with no
	 * activation given, the app's. A use the seed cancels (a cost that cannot be paid, no fit target)
	 * is refused before anything is rolled, naming why.
	 */
	useAbility: (
		state: GkState,
		intent: Named & {
			character: string;
			activation?: number;
			success?: number;
			/** the second effect on: its targets and, at the table, its rolls */
			more?: (Named & { activation?: number; success?: number })[];
			/** rolls handed over: 'app' when every one was made by the dice entry's app button */
			source?: 'app' | 'table';
		},
		ctx: CommandContext
	): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		const ab = c.ability;
		if (!ab) return refuse('gk/no_ability');
		const perEffect = ab.style === 'active' || ab.style === 'passive';
		const effects = perEffect ? effectsOf(ab) : [effectsOf(ab)[0]!];
		const named = [namedOf(intent), ...effects.slice(1).map((_, i) => namedOf(intent.more?.[i] ?? {}))];
		const cancel = abilityCancel(state, c, named);
		if (cancel) return refuse(CANCEL_CODE[cancel as keyof typeof CANCEL_CODE] ?? 'gk/bad_target', { name: c.name });
		const app = intent.activation === undefined;
		const rate = { activation: ab.activation, success: ab.success, counter: ab.style === 'counter' };
		const rolls = effects.map((_, i) => abilityRolls(i === 0 ? intent : (intent.more?.[i - 1] ?? {}), rate, ctx, app));
		if (rolls.some((r) => !app && r.activation === undefined)) return refuse('gk/bad_rolls');
		const targets = named.map((ids) => refs(state, ids));
		const bad = targets.find(isRef);
		if (bad) return bad;
		const t = targets as { id: string; name: string }[][];
		const d = complete(state, {
			type: 'gk/abilityUsed',
			payload: {
				character: ref(c),
				...(t[0]!.length ? { targets: t[0]! } : {}),
				...rolls[0]!,
				...(rolls.length > 1 ? { more: rolls.slice(1).map((r, i) => ({ targets: t[i + 1]!, ...r })) } : {}),
				source: app ? 'app' : (intent.source ?? 'table')
			}
		});
		return isRef(d) ? d : [d];
	},
	/** A counter-waiting character's condition is met: its success check. */
	counterCheck: (state: GkState, intent: Named & Rolled & { character: string }, ctx: CommandContext): Result =>
		repeatCheck(state, intent, ctx, null),
	/** A field's success check: its faction's phase began, or an enemy entered its range. */
	fieldCheck: (
		state: GkState,
		intent: Named & Rolled & { character: string; trigger: 'phaseStart' | 'entered' },
		ctx: CommandContext
	): Result => repeatCheck(state, intent, ctx, intent.trigger),
	endCounterWait: (state: GkState, intent: { character: string }): Result => {
		const c = character(state, intent.character);
		return isRef(c) ? c : [{ type: 'gk/counterWaitEnded', payload: { character: ref(c) } }];
	},
	removeField: (state: GkState, intent: { character: string }): Result => {
		const c = character(state, intent.character);
		return isRef(c) ? c : [{ type: 'gk/fieldRemoved', payload: { character: ref(c) } }];
	},
	startPhase: (state: GkState, intent: { faction: string }): Result => [
		{ type: 'gk/phaseStarted', payload: { phase: (state.phase?.number ?? 0) + 1, faction: intent.faction } }
	],
	takeAction: (
		state: GkState,
		intent: {
			character: string;
			path: [number, number][];
			action: 'engage' | 'ability' | 'specialAttack' | 'wait';
			target?: string;
			/** the submitting faction (absent: the phase's) */
			by?: string;
		}
	): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		let target;
		if (intent.target) {
			const t = character(state, intent.target);
			if (isRef(t)) return t;
			target = ref(t);
		}
		const d = complete(state, {
			type: 'gk/actionTaken',
			payload: {
				character: ref(c),
				path: intent.path,
				action: intent.action,
				...(target ? { target } : {}),
				...(intent.by ? { by: intent.by } : {})
			}
		});
		return isRef(d) ? d : [d];
	},
	/** The next engagement / ability use / special attack of the phase is done: its outcome, in order. */
	resolveAction: (state: GkState, intent: { character: string }): Result => {
		const c = character(state, intent.character);
		if (isRef(c)) return c;
		const d = complete(state, { type: 'gk/actionResolved', payload: { character: ref(c) } });
		return isRef(d) ? d : [d];
	}
};

function repeatCheck(
	state: GkState,
	intent: Named & Rolled & { character: string },
	ctx: CommandContext,
	trigger: 'phaseStart' | 'entered' | null
): Result {
	const c = character(state, intent.character);
	if (isRef(c)) return c;
	const t = refs(state, namedOf(intent));
	if (isRef(t)) return t;
	const base = {
		character: ref(c),
		...(t.length ? { targets: t } : {}),
		roll: intent.roll ?? roll(ctx, 100),
		source: sourceOf(intent)
	} as const;
	const d = trigger
		? complete(state, { type: 'gk/fieldChecked', payload: { ...base, trigger } })
		: complete(state, { type: 'gk/counterChecked', payload: base });
	return isRef(d) ? d : [d];
}

/**
 * 交戦 events: a whole round (the app's dice), one die typed at the table, a die corrected before
 * its round is complete, and the survival check. Each round is recomputed from its rolls by
 * `resolveRound`; its outcome (who acted first, each attack's result, HP after, the end) is what
 * the event records.
 */
import { survivalChance, survives } from '../checks';
import { canBeEngaged, canEngage, fallen, sameSquare, unableToAct } from '../condition';
import { resolveRound, type RoundResult, type Side, type SideRolls } from '../engagement';
import type { GkEvent, RollKey, RoundOutcome } from '../events';
import { keyOf, nextNeededRoll, rollsOf, validPrefix } from '../flow';
import { fighterOf } from '../standing';
import type { GkCharacter, GkEngagement, GkState, PendingRoll, RoundLog } from '../state';
import { done, no, withCharacters, type Done, type GkRefused } from './shared';

type Payload<T extends GkEvent['type']> = Extract<GkEvent, { type: T }>['payload'];
type PairRef = { a: { id: string }; b: { id: string } };

/** Where a round for this pair stands: the engagement it continues, or a new one, and its number. */
interface Place {
	a: GkCharacter;
	b: GkCharacter;
	/** the engagement going on for this pair, or null: this round begins a new one */
	e: GkEngagement | null;
	round: number;
}

/**
 * The engagement a round for this pair belongs to. `round` is the number the event says (absent
 * in logs recorded before: a finished engagement's pair simply begins a new one). 「決着がつかずに
 * 25ラウンドが終了した場合は引き分け」: a round past the limit is refused, and so is continuing an
 * engagement that is over; a new one starts at round 1 and needs two who may fight (`condition.ts`).
 */
export function place(state: GkState, p: PairRef, round: number | undefined, legacy: boolean): Place | GkRefused {
	const a = state.characters[p.a.id];
	const b = state.characters[p.b.id];
	if (!a || !b) return no('gk/unknown_character');
	if (a.id === b.id) return no('gk/self_engagement');
	const e = state.engagement;
	const continuing = e !== null && e.over === null;
	const samePair = e !== null && e.a === a.id && e.b === b.id;
	if (continuing && !samePair) return no('gk/engagement_in_progress');
	const limit = state.settings.roundLimit;
	if (round !== undefined) {
		if (round > limit) return no('gk/round_limit', { limit });
		if (continuing && round !== e.round + 1) return no('gk/bad_rolls');
		if (!continuing && round !== 1)
			return samePair && e.round >= limit ? no('gk/round_limit', { limit }) : no('gk/engagement_over');
	}
	if (!sameSquare(a.at, b.at)) return no('gk/different_square');
	if (legacy) {
		if (a.status !== 'active' || b.status !== 'active' || a.hp <= 0 || b.hp <= 0) return no('gk/cannot_fight');
	} else if (continuing) {
		if (a.hp <= 0 || b.hp <= 0 || a.status !== 'active' || b.status !== 'active') return no('gk/cannot_fight');
	} else if (!canEngage(a) || !canBeEngaged(b)) {
		const who = !canEngage(a) ? a : b;
		return no('gk/cannot_fight', { name: who.name, why: unableToAct(who) ?? '' });
	}
	return { a, b, e: continuing ? e : null, round: continuing ? e.round + 1 : 1 };
}

/** The round's outcome as an event records it. */
function outcomeOf(r: RoundResult, round: number, over: RoundOutcome['over']): RoundOutcome {
	const hits: RoundOutcome['hits'] = [];
	for (const [i, s] of r.steps.entries()) {
		if (s.type !== 'damage') continue;
		const st = r.steps.slice(i + 1).find((x) => x.type === 'status' || x.type === 'damage');
		hits.push({
			by: s.side === 'a' ? 'b' : 'a',
			result: s.critical ? 'critical' : s.evaded ? 'evaded' : s.guarded ? 'guarded' : 'hit',
			damage: s.amount,
			...(st?.type === 'status' ? { status: { name: st.name, blocked: st.blocked } } : {})
		});
	}
	return { round, order: r.order, hits, hp: { a: r.a.hp, b: r.b.hp }, over };
}

/**
 * Plays a round with all its rolls: HP, counter states (kept when the engagement ends — they end
 * only with the next technique or damage; in older logs they ended with it), 状態異常 given, 瀕死
 * at HP ≤ 0, and the engagement's record.
 */
function playRound(
	state: GkState,
	at: Place,
	rolls: { a: SideRolls; b: SideRolls },
	source: 'app' | 'table',
	legacy: boolean
): Done | GkRefused {
	let r: RoundResult;
	try {
		r = resolveRound(fighterOf(state, at.a), fighterOf(state, at.b), rolls, state.settings);
	} catch (err) {
		if (err instanceof RangeError) return no('gk/bad_rolls', { detail: err.message });
		throw err;
	}
	const over = r.over ?? (at.round >= state.settings.roundLimit ? 'draw' : null);
	const after = (c: GkCharacter, side: Side): GkCharacter => {
		const f = r[side];
		const given = r.steps.flatMap((s) => (s.type === 'status' && s.side === side && !s.blocked ? [s.name] : []));
		const next = {
			...c,
			hp: f.hp,
			counter: legacy && over ? false : f.counter,
			statuses: [...c.statuses, ...given.filter((g) => !c.statuses.includes(g))]
		};
		return f.hp <= 0 ? fallen(next) : next;
	};
	const next = withCharacters(state, after(at.a, 'a'), after(at.b, 'b'));
	const log: RoundLog = { round: at.round, order: r.order, steps: r.steps, hp: { a: r.a.hp, b: r.b.hp }, source };
	const seq = at.e ? state.seq : state.seq + 1;
	const e = at.e ?? begun(state, at, seq);
	const engagement = { ...e, round: at.round, over, rounds: [...e.rounds, log], pending: [] };
	return done({ ...next, engagement, seq }, outcomeOf(r, at.round, over));
}

function begun(state: GkState, at: Place, seq: number): GkEngagement {
	return {
		seq,
		a: at.a.id,
		b: at.b.id,
		round: 0,
		over: null,
		start: { a: at.a.hp, b: at.b.hp },
		rounds: [],
		survival: [],
		pending: []
	};
}

/** What one typed die settled: a d6's technique, or a d100's check. */
function rollOutcome(state: GkState, at: Place, entries: readonly PendingRoll[], i: number) {
	const e = entries[i]!;
	const need = nextNeededRoll(
		fighterOf(state, at.a),
		fighterOf(state, at.b),
		rollsOf(entries.slice(0, i)),
		state.settings
	);
	if (e.key === 'die') return { face: fighterOf(state, at[e.side]).faces[e.roll - 1]!.name };
	const chance = need?.kind === 'd100' ? need.chance : 0;
	return { check: { chance, success: e.roll <= chance } };
}

/** Settles the round's typed dice: waiting for more, or the round played once it has them all. */
function settle(state: GkState, at: Place, entries: PendingRoll[], source: 'table'): Done | GkRefused {
	const { kept, complete } = validPrefix(fighterOf(state, at.a), fighterOf(state, at.b), entries, state.settings);
	const pending = entries.slice(0, kept);
	if (complete) {
		const played = playRound(state, at, rollsOf(pending) as { a: SideRolls; b: SideRolls }, source, false);
		return 'state' in played ? { ...played, outcome: { kept, round: played.outcome } } : played;
	}
	const seq = at.e ? state.seq : state.seq + 1;
	const e = at.e ?? begun(state, at, seq);
	return done({ ...state, seq, engagement: { ...e, pending } }, { kept });
}

const dieOk = (key: RollKey, roll: number) => key !== 'die' || roll <= 6;

export function reduceEngagement(state: GkState, event: GkEvent, legacy: boolean): Done | GkRefused | null {
	switch (event.type) {
		case 'gk/engagementRoundRecorded': {
			const p: Payload<'gk/engagementRoundRecorded'> = event.payload;
			const at = place(state, p, legacy ? undefined : p.outcome?.round, legacy);
			if ('refusal' in at) return at;
			if (at.e && at.e.pending.length > 0) return no('gk/round_in_progress');
			return playRound(state, at, p.rolls, p.source, legacy);
		}
		case 'gk/engagementRollEntered': {
			const p: Payload<'gk/engagementRollEntered'> = event.payload;
			const at = place(state, p, p.round, false);
			if ('refusal' in at) return at;
			if (!dieOk(p.key, p.roll)) return no('gk/bad_rolls');
			const pending = at.e?.pending ?? [];
			const need = nextNeededRoll(fighterOf(state, at.a), fighterOf(state, at.b), rollsOf(pending), state.settings);
			if (!need || need.side !== p.side || keyOf(need) !== p.key) return no('gk/not_expected_roll');
			const entries = [...pending, { side: p.side, key: p.key, roll: p.roll }];
			const r = settle(state, at, entries, 'table');
			if ('refusal' in r) return r;
			const { kept: _k, ...rest } = r.outcome as { kept: number; round?: RoundOutcome };
			return { ...r, outcome: { ...rollOutcome(state, at, entries, entries.length - 1), ...rest } };
		}
		case 'gk/engagementRollCorrected': {
			const p: Payload<'gk/engagementRollCorrected'> = event.payload;
			const e = state.engagement;
			if (!e || e.over !== null || e.pending.length <= p.index || e.a !== p.a.id || e.b !== p.b.id)
				return no('gk/nothing_to_correct');
			const at = place(state, p, p.round, false);
			if ('refusal' in at) return at;
			const entries = e.pending.map((x, i) => (i === p.index ? { ...x, roll: p.roll } : x));
			if (!dieOk(entries[p.index]!.key, p.roll)) return no('gk/bad_rolls');
			const r = settle(state, at, entries, 'table');
			if ('refusal' in r) return r;
			return { ...r, outcome: { ...rollOutcome(state, at, entries, p.index), ...(r.outcome as object) } };
		}
		case 'gk/survivalChecked': {
			const p: Payload<'gk/survivalChecked'> = event.payload;
			const c = state.characters[p.character.id];
			if (!c) return no('gk/unknown_character');
			if (c.survival !== 'due') return no('gk/not_dying');
			const lives = survives(c.stats.MND, p.roll);
			const chance = survivalChance(c.stats.MND);
			// 「判定に成功した場合、精神力が0となります」 (and it stays 瀕死); a failure is death.
			const next: GkCharacter = lives
				? { ...c, survival: 'passed', stats: { ...c.stats, MND: 0 } }
				: { ...c, status: 'dead', survival: null };
			const e = state.engagement;
			const log = { character: c.id, roll: p.roll, chance, lives, source: p.source };
			const engagement = e && (e.a === c.id || e.b === c.id) ? { ...e, survival: [...e.survival, log] } : e;
			return done({ ...withCharacters(state, next), engagement }, { chance, lives });
		}
		default:
			return null;
	}
}

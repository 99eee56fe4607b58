/**
 * What happens to a character on the field outside an attack: placed face down, turned face up
 * (never back), tapped or untapped by an effect, ××cnt, retired, returned to the hand at
 * regrouping. Seed `002_4ee8704b5658c46e.txt`.
 */
import { refuse, type Refusal } from '$lib/core/events';
import type { Readings } from '$lib/core/readings';
import { costCapOf } from '../data/open-points';
import { SLOT_NAMES, WINNING_SCORE, type Side, type SlotName } from '../rules';
import { gameWon } from './flow';
import { inGame, other, setting, withSlot, type Character, type Payload, type PgtState } from './state';

/**
 * Retires `side`'s character in `slot`: 「キャラがリタイヤした場合は必ず表向きにされ、そのうえで対戦
 * 相手のスコアになります」; its cnt are removed (「場を離れるとき…cntは全て取り除かれる」). The
 * game ends at once when the opponent reaches 10.
 */
export function retire(state: PgtState, side: Side, slot: SlotName): PgtState {
	const c = state.fields[side][slot] as Character;
	const scorer = other(side);
	const next: PgtState = {
		...withSlot(state, side, slot, null),
		scores: { ...state.scores, [scorer]: state.scores[scorer] + c.cost },
		scorePiles: {
			...state.scorePiles,
			[scorer]: [...state.scorePiles[scorer], { ...c, faceUp: true, tapped: false, cnt: {} }]
		}
	};
	return next.scores[scorer] >= WINNING_SCORE ? gameWon(next, scorer) : next;
}

/** The cost of one side's party on the field, face-down characters included. */
export const partyCost = (state: PgtState, side: Side): number =>
	SLOT_NAMES.reduce((n, slot) => n + (state.fields[side][slot]?.cost ?? 0), 0);

/** Open point `round_end_regrouping`: whether the app runs the regrouping step (place, return). */
const regroupingOn = (state: PgtState, readings: Readings) =>
	setting(state, readings, 'round_end_regrouping') === 'untap-regroup';

export function characterPlaced(
	state: PgtState,
	{ side, slot, card }: Payload<'pgt/characterPlaced'>,
	readings: Readings
): PgtState | Refusal {
	if (state.phase !== 'forming' && state.phase !== 'regrouping') return refuse('pgt/not_forming');
	if (state.fields[side][slot]) return refuse('pgt/slot_taken', { slot });
	if (state.phase === 'regrouping' && !regroupingOn(state, readings)) return refuse('pgt/regrouping_off');
	// 「パーティー編成時には裏返しのキャラを含めたスコア合計の上限を守らねばなりません」: the cap is
	// the open point `party_cost_cap`.
	const cap = costCapOf(setting(state, readings, 'party_cost_cap'));
	const total = partyCost(state, side) + card.cost;
	if (cap !== null && total > cap) return refuse('pgt/over_cost_cap', { cap, total });
	// 「手札から場に出されたキャラは裏返しで配置されます」.
	return withSlot(state, side, slot, { ...card, faceUp: false, tapped: false, cnt: {} });
}

export function characterTapped(
	state: PgtState,
	{ side, slot, tapped }: Payload<'pgt/characterTapped'>
): PgtState | Refusal {
	if (!inGame(state.phase)) return refuse('pgt/no_game');
	const c = state.fields[side][slot];
	if (!c) return refuse('pgt/empty_slot', { slot });
	if (c.tapped === tapped) return refuse('pgt/tap_unchanged', { slot });
	return withSlot(state, side, slot, { ...c, tapped });
}

export function characterRetired(state: PgtState, { side, slot }: Payload<'pgt/characterRetired'>): PgtState | Refusal {
	if (!inGame(state.phase)) return refuse('pgt/no_game');
	if (!state.fields[side][slot]) return refuse('pgt/empty_slot', { slot });
	return retire(state, side, slot);
}

export function characterRevealed(
	state: PgtState,
	{ side, slot }: Payload<'pgt/characterRevealed'>
): PgtState | Refusal {
	if (!inGame(state.phase)) return refuse('pgt/no_game');
	const c = state.fields[side][slot];
	if (!c) return refuse('pgt/empty_slot', { slot });
	if (c.faceUp) return refuse('pgt/already_face_up', { slot });
	return withSlot(state, side, slot, { ...c, faceUp: true });
}

export function characterReturned(
	state: PgtState,
	{ side, slot }: Payload<'pgt/characterReturned'>,
	readings: Readings
): PgtState | Refusal {
	if (state.phase !== 'regrouping') return refuse('pgt/not_regrouping');
	if (!regroupingOn(state, readings)) return refuse('pgt/regrouping_off');
	const c = state.fields[side][slot];
	if (!c) return refuse('pgt/empty_slot', { slot });
	// 「再編成時に裏返しのキャラは手札に戻すことができます」 — face-down ones only.
	if (c.faceUp) return refuse('pgt/face_up_stays', { slot });
	return withSlot(state, side, slot, null);
}

export function cntAdjusted(
	state: PgtState,
	{ side, slot, name, by, to }: Payload<'pgt/cntAdjusted'>
): PgtState | Refusal {
	if (!inGame(state.phase)) return refuse('pgt/no_game');
	const c = state.fields[side][slot];
	if (!c) return refuse('pgt/empty_slot', { slot });
	const n = (c.cnt[name] ?? 0) + by;
	if (n < 0) return refuse('pgt/cnt_below_zero', { name, have: c.cnt[name] ?? 0 });
	if (to !== undefined && to !== n) return refuse('pgt/record_mismatch');
	const cnt = { ...c.cnt };
	if (n === 0) delete cnt[name];
	else cnt[name] = n;
	return withSlot(state, side, slot, { ...c, cnt });
}

/**
 * ドラフト: 「4人(3人でも可能ですが、4人が理想)のプレイヤーがいる場合、ドラフトという遊び方が
 * できます。72枚以上のカードが必要になるので、拡張セット1つだけではプレイできません」, 「各プレイヤー
 * が18枚のカードで構成された山札を持ち」. The seed's pick procedure is missing (「以下のような手順で
 * 決めます」 and nothing after): the order is a reading (open point `draft_procedure`), a parameter
 * of every function here. Seed `002_4ee8704b5658c46e.txt`.
 */
import { int, oneOf, refuse } from './args';

/** 「各プレイヤーが18枚のカードで構成された山札を持ち」. */
export const DRAFT_DECK_SIZE = 18;
/** 「4人(3人でも可能ですが、4人が理想)」. */
export const DRAFT_MIN_PLAYERS = 3;
export const DRAFT_MAX_PLAYERS = 4;
/** 「72枚以上のカードが必要になるので、拡張セット1つだけではプレイできません」. */
export const DRAFT_MIN_CARDS = 72;
/** The most cards a pool can hold: every card printed (基本セット72枚 + 拡張セット各36枚 = 252). */
export const DRAFT_MAX_CARDS = 252;

/**
 * How the picks go (open point `draft_procedure`):
 * - 'pack-pass': each player takes a pack of 18 from the shuffled pool, keeps one card and passes
 *   the rest to the left; everyone picks at once, until the packs are empty;
 * - 'pack-pass-alternate': two packs of 9 each, the first passed to the left, the second to the right;
 * - 'snake': the pool laid out, one pick at a time in seat order and back (1-2-3-4-4-3-2-1 …).
 */
export type DraftReading = 'pack-pass' | 'pack-pass-alternate' | 'snake';
export const DRAFT_READINGS: readonly DraftReading[] = Object.freeze(['pack-pass', 'pack-pass-alternate', 'snake']);

/** Where a draft stands: each deck's count, whose pick it is, and where the packs go. */
export interface DraftStatus {
	/** Cards each player has taken (their deck so far), by seat. */
	counts: number[];
	/** The pick round (0-based; each player picks once a round), DRAFT_DECK_SIZE when done. */
	round: number;
	/** The seats that pick now: everyone still to pick this round, or the one player in a snake. */
	next: number[];
	/** For a pack draft: the seat each player passes the pack in hand to after picking; else null. */
	passTo: number[] | null;
	/** For a pack draft: the cards in each pack now (before this round's pick); else null. */
	packSize: number | null;
	/** The cards in the pool not taken (for a snake draft, what is left on the table). */
	left: number;
	done: boolean;
}

function checkDraft(fn: string, players: number, pool: number, reading: DraftReading) {
	int(fn, 'players', players, DRAFT_MIN_PLAYERS, DRAFT_MAX_PLAYERS);
	int(fn, 'pool', pool, DRAFT_MIN_CARDS, DRAFT_MAX_CARDS);
	oneOf(fn, 'reading', reading, DRAFT_READINGS);
}

/** The seat that makes pick number `k` (0-based) of a snake draft: 0, 1, … n−1, n−1, … 0, 0, 1 … */
export function snakeSeat(players: number, k: number): number {
	int('snakeSeat', 'players', players, DRAFT_MIN_PLAYERS, DRAFT_MAX_PLAYERS);
	int('snakeSeat', 'k', k, 0);
	const lap = Math.floor(k / players);
	const at = k % players;
	return lap % 2 === 0 ? at : players - 1 - at;
}

/**
 * The draft after `picks` (the seat of every pick so far, in order), or a RangeError naming the
 * pick that was not that seat's to make: in a snake the one seat whose turn it is; in a pack draft
 * each seat once a round, in any order.
 */
export function draftStatus(
	players: number,
	pool: number,
	reading: DraftReading,
	picks: readonly number[]
): DraftStatus {
	const fn = 'draftStatus';
	checkDraft(fn, players, pool, reading);
	if (!Array.isArray(picks)) refuse(fn, 'picks', 'must be a list of seats');
	const counts = new Array<number>(players).fill(0);
	picks.forEach((seat, k) => {
		int(fn, `picks[${k}]`, seat, 0, players - 1);
		const round = Math.min(...counts);
		const allowed = reading === 'snake' ? [snakeSeat(players, k)] : counts.flatMap((c, s) => (c === round ? [s] : []));
		if (round >= DRAFT_DECK_SIZE) refuse(fn, `picks[${k}]`, `is a pick after every deck has ${DRAFT_DECK_SIZE}`);
		if (!allowed.includes(seat))
			refuse(fn, `picks[${k}]`, `is seat ${seat}'s pick, but it is ${allowed.join(' or ')}'s`);
		counts[seat] = (counts[seat] ?? 0) + 1;
	});
	const round = Math.min(...counts);
	const done = round >= DRAFT_DECK_SIZE;
	const next = done
		? []
		: reading === 'snake'
			? [snakeSeat(players, picks.length)]
			: counts.flatMap((c, s) => (c === round ? [s] : []));
	const pack = reading === 'pack-pass-alternate' ? DRAFT_DECK_SIZE / 2 : DRAFT_DECK_SIZE;
	// The second pack of the alternate reading goes to the right.
	const right = reading === 'pack-pass-alternate' && round >= pack;
	const passTo =
		reading === 'snake' || done
			? null
			: counts.map((_, s) => (right ? (s + players - 1) % players : (s + 1) % players));
	return {
		counts,
		round,
		next,
		passTo,
		packSize: reading === 'snake' || done ? null : pack - (round % pack),
		left: pool - picks.length,
		done
	};
}

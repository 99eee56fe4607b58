/**
 * The draft (「ドラフト」): started with its seats, pool and reading, each pick recorded, put away.
 * Whose pick it is comes from `draftStatus` (rules/draft.ts), so the helper's screen and the
 * record agree. Seed `002_4ee8704b5658c46e.txt`.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { draftStatus, type DraftStatus } from '../rules';
import type { Draft, Payload, PgtState } from './state';

/** Where a draft stands (each deck's count, who picks now, where the packs go). */
export const statusOf = (d: Draft): DraftStatus =>
	draftStatus(
		d.players.length,
		d.pool,
		d.reading,
		d.picks.map((p) => p.seat)
	);

export function draftStarted(state: PgtState, p: Payload<'pgt/draftStarted'>): PgtState | Refusal {
	if (state.draft && !statusOf(state.draft).done) return refuse('pgt/draft_in_progress');
	if (new Set(p.players).size !== p.players.length) return refuse('pgt/draft_names');
	return { ...state, draft: { players: [...p.players], pool: p.pool, reading: p.reading, picks: [] } };
}

export function draftPicked(state: PgtState, p: Payload<'pgt/draftPicked'>): PgtState | Refusal {
	const d = state.draft;
	if (!d) return refuse('pgt/no_draft');
	const status = statusOf(d);
	if (status.done) return refuse('pgt/draft_done');
	if (!status.next.includes(p.seat)) return refuse('pgt/not_your_pick', { player: d.players[p.seat] ?? p.player });
	if (d.players[p.seat] !== p.player) return refuse('pgt/record_mismatch');
	if (p.count !== undefined && p.count !== (status.counts[p.seat] ?? 0) + 1) return refuse('pgt/record_mismatch');
	return { ...state, draft: { ...d, picks: [...d.picks, { seat: p.seat, card: p.card ?? null }] } };
}

export function draftCleared(state: PgtState): PgtState | Refusal {
	return state.draft ? { ...state, draft: null } : refuse('pgt/no_draft');
}

/** The draft helper: start a draft (seats, pool, reading), record each pick, put it away. */
import { refuse } from '$lib/core/events';
import { draftStatusOf, type PgtState } from '../reducer';
import type { DraftReading } from '../rules';
import type { Result } from './shared';

export const draftCommands = {
	/** The players in seat order (left is the next one), the cards in the pool, how the picks go. */
	startDraft: (_s: PgtState, intent: { players: string[]; pool: number; reading: DraftReading }): Result => {
		const players = intent.players.map((p) => p.trim());
		if (players.some((p) => p === '')) return refuse('pgt/name_missing');
		return [{ type: 'pgt/draftStarted', payload: { players, pool: intent.pool, reading: intent.reading } }];
	},
	/** The player in `seat` took a card (its name if told); the deck's new count is recorded. */
	draftPick: (state: PgtState, intent: { seat: number; card?: string }): Result => {
		const d = state.draft;
		if (!d) return refuse('pgt/no_draft');
		const player = d.players[intent.seat];
		if (player === undefined) return refuse('pgt/not_your_pick', { player: String(intent.seat + 1) });
		const count = (draftStatusOf(d).counts[intent.seat] ?? 0) + 1;
		const card = intent.card?.trim() || undefined;
		return [{ type: 'pgt/draftPicked', payload: { seat: intent.seat, player, card, count } }];
	},
	clearDraft: (): Result => [{ type: 'pgt/draftCleared', payload: {} }]
};

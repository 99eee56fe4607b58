/** A character on the field outside an attack: placed face down, turned face up, tapped, cnt, retired, returned. */
import { refuse } from '$lib/core/events';
import type { PgtState } from '../reducer';
import type { Side, SlotName } from '../rules';
import { nameOr, named, type Result } from './shared';

export const fieldCommands = {
	/** A character from the library onto an empty slot, face down. */
	place: (state: PgtState, intent: { side: Side; slot: SlotName; cardId: string }): Result => {
		const card = state.library.find((c) => c.id === intent.cardId);
		if (!card) return refuse('pgt/unknown_card');
		const player = nameOr(state.players[intent.side]);
		return [{ type: 'pgt/characterPlaced', payload: { side: intent.side, slot: intent.slot, card, player } }];
	},
	reveal: (state: PgtState, intent: { side: Side; slot: SlotName }): Result => [
		{ type: 'pgt/characterRevealed', payload: { ...intent, ...named(state, intent.side, intent.slot, true) } }
	],
	setTapped: (state: PgtState, intent: { side: Side; slot: SlotName; tapped: boolean }): Result => [
		{ type: 'pgt/characterTapped', payload: { ...intent, ...named(state, intent.side, intent.slot) } }
	],
	retire: (state: PgtState, intent: { side: Side; slot: SlotName }): Result => [
		{
			type: 'pgt/characterRetired',
			payload: {
				...intent,
				...named(state, intent.side, intent.slot, true),
				scorer: nameOr(state.players[intent.side === 'a' ? 'b' : 'a'])
			}
		}
	],
	returnToHand: (state: PgtState, intent: { side: Side; slot: SlotName }): Result => [
		{ type: 'pgt/characterReturned', payload: { ...intent, ...named(state, intent.side, intent.slot) } }
	],
	adjustCnt: (state: PgtState, intent: { side: Side; slot: SlotName; name: string; by: number }): Result => {
		const name = intent.name.trim();
		if (!name) return refuse('pgt/name_missing');
		const to = (state.fields[intent.side][intent.slot]?.cnt[name] ?? 0) + intent.by;
		return [
			{
				type: 'pgt/cntAdjusted',
				payload: { ...intent, name, to: Math.max(0, to), ...named(state, intent.side, intent.slot) }
			}
		];
	}
};

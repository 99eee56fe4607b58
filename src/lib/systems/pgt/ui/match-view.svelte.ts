import type { Side, SlotName } from '../rules';

/**
 * What the match's field has open — the slot picked, the attack flow, a character's effect attack —
 * kept by the screen, so a look at the カード tab and back finds the field as it was left (the field's
 * own code loads apart from the screen's: issue 27).
 */
export class MatchView {
	picked = $state<{ side: Side; slot: SlotName } | null>(null);
	attacking = $state(false);
	/** The character whose effect attacks, while that flow is open. */
	effectBy = $state<{ side: Side; slot: SlotName } | null>(null);
}

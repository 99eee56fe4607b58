import { m } from '$lib/paraglide/messages.js';
import type { Refused } from '$lib/systems/types';
import { MAX_DICE, MAX_MODIFIER, NotationError } from '../rules';

const NOTATION: Record<string, (p: { at: number }) => string> = {
	empty: () => m.pgt_nota_empty(),
	attribute_on_physical: (p) => m.pgt_nota_attribute_on_physical(p),
	attribute_unclosed: (p) => m.pgt_nota_attribute_unclosed(p),
	attribute_empty: (p) => m.pgt_nota_attribute_empty(p),
	attribute_without_m: (p) => m.pgt_nota_attribute_without_m(p),
	dice_count_missing: (p) => m.pgt_nota_dice_count_missing(p),
	d_missing: (p) => m.pgt_nota_d_missing(p),
	unexpected_character: (p) => m.pgt_nota_unexpected_character(p),
	modifier_missing: (p) => m.pgt_nota_modifier_missing(p),
	no_dice: () => m.pgt_nota_no_dice(),
	too_many_dice: () => m.pgt_nota_too_many_dice({ max: MAX_DICE }),
	modifier_too_large: () => m.pgt_nota_modifier_too_large({ max: MAX_MODIFIER }),
	attack_without_check: () => m.pgt_nota_attack_without_check(),
	bad_range: () => m.pgt_nota_bad_range()
};

/** What is wrong with a typed check or ability line, in the current language (the rules' message otherwise). */
export function notationText(e: unknown): string {
	if (e instanceof NotationError) {
		const text = NOTATION[e.code];
		if (text) return text({ at: e.at ?? 1 });
	}
	return e instanceof Error ? e.message : String(e);
}

/** What to show beside a control after an inline dispatch: its worded refusal, or nothing (recorded, or a swallowed second tap). */
export const inlineText = (r: Refused | null): string => (r && !r.quiet ? r.text : '');

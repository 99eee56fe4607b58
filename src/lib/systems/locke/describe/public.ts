/**
 * 卓に見せる表示 (the phone lies face up on the table): the one place that says how a character is
 * named where everyone can read it. A character sheet is secret until it is opened (シートオープン,
 * 改心, 勝利宣言) or the game ends (「全てのプレイヤーは自分のキャラクターシートを公開して勝敗を決定する」):
 * until then the table sees the player (the silhouette is public once revealed), never the
 * character's name, its alignment, its (L) mark or the numbers on its sheet. Every Locke screen, log
 * line, log group and the undo label name characters through `publicName`; the GM's hold-to-read
 * on the Players tab is the one place that shows the sheet.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { Alignment } from '../rules';
import type { Character, LockeState } from '../state';

/** Whether the table view is on: as the group set it, else on once the game has started. */
export function tableViewOn(state: LockeState): boolean {
	return state.tableView ?? state.game.phase !== 'setup';
}

/**
 * Whether the table may see who `c` is: the table view is off, nobody plays it (an NPC: 待ち伏せ,
 * police … appear in the open), its sheet is open, or the game is over (every sheet is shown).
 */
export function identityShown(state: LockeState, c: Character): boolean {
	return !tableViewOn(state) || c.player === null || c.sheetOpen || state.game.phase === 'ended';
}

/** A character as an event or a screen names it: by id (the name recorded at the time, if any). */
export type Who = string | { id: string; name: string } | Character;

/**
 * The character's name, or — in the table view, for a sheet the table may not see — its player's
 * name. Without a state (a caller that has none) the name as recorded. A character no longer in the
 * game is named only when the table view is off.
 */
export function publicName(state: LockeState | undefined, who: Who, locale?: Locale): string {
	const id = typeof who === 'string' ? who : who.id;
	const recorded = typeof who === 'string' ? who : who.name;
	if (!state) return recorded;
	const c = state.characters.find((x) => x.id === id);
	if (!c) return tableViewOn(state) ? m.locke_public_unknown({}, locale ? { locale } : undefined) : recorded;
	// Shown: an event's line keeps the name it was recorded under; a screen (by id) the name now.
	if (identityShown(state, c)) return typeof who === 'string' ? c.name : recorded;
	return c.player!;
}

/**
 * An alignment that belongs to `who` (its own, one it changed to, one it declared) as the table may
 * see it: the word, or 「？」 while its sheet is secret.
 */
export function publicAlignment(
	state: LockeState | undefined,
	who: Who,
	alignment: Alignment,
	locale?: Locale
): string {
	if (!state) return alignment;
	const id = typeof who === 'string' ? who : who.id;
	const c = state.characters.find((x) => x.id === id);
	const shown = c ? identityShown(state, c) : !tableViewOn(state);
	return shown ? alignment : m.locke_public_alignment_hidden({}, locale ? { locale } : undefined);
}

/** Names joined as a list in the language (「、」 in Japanese). */
export function publicNames(state: LockeState | undefined, refs: readonly Who[], locale: Locale): string {
	return refs.map((r) => publicName(state, r, locale)).join(locale === 'ja' ? '、' : ', ');
}

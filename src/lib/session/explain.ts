/**
 * The one place a refusal becomes a sentence: the shell's own codes (session/…, storage/…) and
 * then the system's. Whatever the code, the person reads a sentence in their language — a code
 * the system forgot to word gets the general one, never the code itself. `state`: the system's
 * state now, so a refusal on a phone lying on the table names no secret (Locke's table view).
 */
import type { Refusal } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import { StorageError } from '$lib/db/errors';
import { m } from '$lib/paraglide/messages.js';
import type { AnySystem } from '$lib/systems/types';
import { issueSentence } from '$lib/ui/issue-text';
import { storageErrorText } from '$lib/ui/storage-text';
import { seatName } from './seat-rule';

export function explainRefusal(
	refusal: Refusal,
	system: AnySystem | undefined,
	locale: Locale,
	state?: unknown
): string {
	const p = refusal.params ?? {};
	const o = { locale };
	switch (refusal.refusal) {
		case 'session/invalid_input': {
			const facts = {
				field: String(p.field ?? ''),
				kind: String(p.kind ?? ''),
				expected: String(p.expected ?? ''),
				received: String(p.received ?? '')
			};
			return m.error_invalid_input({ detail: issueSentence(facts, locale) }, o);
		}
		case 'session/unknown_event':
		case 'session/unknown_command':
			return m.error_unknown_action({}, o);
		case 'session/unknown_slot':
			return m.error_unknown_slot({}, o);
		case 'session/unknown_reading':
			return m.error_unknown_reading({}, o);
		case 'session/reading_amount':
			return p.min !== undefined && p.max !== undefined
				? m.error_reading_amount({ min: p.min, max: p.max }, o)
				: m.error_unknown_reading({}, o);
		case 'session/stale':
			return '';
		// Who may record what at a shared table (seat-rule.ts): the seat named as the table sees it.
		case 'session/spectator_records_nothing':
			return m.seat_refusal_spectator({}, o);
		case 'session/gm_only':
			return m.seat_refusal_gm_only({}, o);
		case 'session/not_your_seat': {
			const seat = seatName(system, state, String(p.seat ?? ''), locale);
			return p.mine === undefined ? m.seat_refusal_no_seat({ seat }, o) : m.seat_refusal_not_yours({ seat }, o);
		}
		// What the merged order refuses (core/sync): the log view says why a conflict does not apply.
		case 'sync/already_undone':
			return m.sync_already_undone({}, o);
		case 'sync/not_yours':
			return m.sync_not_yours({}, o);
		case 'sync/not_undone':
			return m.sync_not_undone({}, o);
		case 'sync/bad_target':
			return m.sync_bad_target({}, o);
		case 'sync/bad_group':
			return m.sync_bad_group({}, o);
		case 'sync/spectator':
			return m.sync_spectator({}, o);
		case 'sync/identity_clash':
			return m.sync_identity_clash({}, o);
	}
	if (refusal.refusal.startsWith('storage/'))
		return storageErrorText(new StorageError(refusal.refusal as StorageError['code']));
	const text = system?.explainRefusal(refusal, locale, state);
	return text && text !== refusal.refusal ? text : m.error_refused({}, o);
}

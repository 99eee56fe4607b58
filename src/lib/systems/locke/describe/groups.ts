import { m } from '$lib/paraglide/messages.js';
import type { LoggedEvent } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import type { LogGroup } from '$lib/systems/types';
import type { PayloadOf } from '../events';
import type { LockeState } from '../state';
import { publicName, publicNames } from './public';

/**
 * The log as the game went (issue 8): setup until ゲーム開始, then one group per normal turn
 * (its number and whose turn), a group when a combat starts and one per round of it — opened by
 * the round's first event, the deal (手札配布) or else the initiative — and the turn again after
 * the combat. Read off the active path; the state now only names characters as the table may see
 * them (the table view).
 */
export function lockeLogGroups(path: readonly LoggedEvent[], locale: Locale, state?: LockeState): LogGroup[] {
	const o = { locale };
	const out: LogGroup[] = [];
	let turn = 0;
	let who = '';
	/** A title for the next event: a turn opens after the event that ended the last one. */
	let pending: string | null = null;
	/** The last round of the current combat that has its group. */
	let roundOpened = 0;
	for (const e of path) {
		const opens = out.length;
		const waiting = pending;
		pending = null;
		switch (e.type) {
			case 'locke/gameStarted': {
				turn = 1;
				who = publicName(state, (e.payload as PayloadOf<'locke/gameStarted'>).first, locale);
				out.push({ seq: e.seq, title: m.locke_log_group_turn({ turn, who }, o) });
				break;
			}
			case 'locke/turnEnded':
				turn += 1;
				who = publicName(state, (e.payload as PayloadOf<'locke/turnEnded'>).next, locale);
				pending = m.locke_log_group_turn({ turn, who }, o);
				break;
			case 'locke/combatStarted': {
				const p = e.payload as PayloadOf<'locke/combatStarted'>;
				const where = p.square || publicNames(state, p.participants, locale);
				out.push({ seq: e.seq, title: m.locke_log_group_combat({ turn, where }, o) });
				roundOpened = 0;
				break;
			}
			case 'locke/handsDealt':
			case 'locke/initiativeDealt': {
				const { round } = e.payload as PayloadOf<'locke/initiativeDealt' | 'locke/handsDealt'>;
				if (round > roundOpened) out.push({ seq: e.seq, title: m.locke_log_group_round({ turn, round }, o) });
				roundOpened = Math.max(roundOpened, round);
				break;
			}
			case 'locke/combatEnded':
				if (turn > 0) pending = m.locke_log_group_after_combat({ turn, who }, o);
				break;
		}
		// A turn that opens with a combat is titled by the combat (it names the turn too).
		if (waiting && out.length === opens) out.splice(opens, 0, { seq: e.seq, title: waiting });
	}
	// Whatever came before the game started is the setup.
	const first = path[0];
	if (first && out[0]?.seq !== first.seq) out.unshift({ seq: first.seq, title: m.locke_log_group_setup({}, o) });
	return out;
}

import { m } from '$lib/paraglide/messages.js';
import type { LinkProblem } from '$lib/core/sync/link';

/** Why a join link or a relay address cannot be used, in the user's language. */
export function linkProblemText(problem: LinkProblem): string {
	switch (problem) {
		case 'share/bad_relay':
			return m.share_bad_relay();
		case 'share/insecure_relay':
			return m.share_insecure_relay();
		case 'share/bad_room':
			return m.share_bad_room();
		case 'share/bad_session':
			return m.share_bad_session();
		case 'share/bad_system':
			return m.share_bad_system();
		case 'share/bad_gm':
			return m.share_bad_gm();
		case 'share/bad_role':
			return m.share_bad_role();
		case 'share/bad_version':
			return m.share_bad_version();
	}
}

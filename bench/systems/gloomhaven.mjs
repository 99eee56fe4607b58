// Gloomhaven in the bench: the attack screen after a 10-scenario campaign (~700 events, the
// Brute's deck open with its last attack's results), and its main action, a modifier draw.
import { MEASURED, WARM_UP } from './index.mjs';
import { repeatTaps, setStepper } from './steps.mjs';

export default {
	id: 'gloomhaven',
	screen: 'Gloomhaven attack screen, 10-scenario log',
	fixture: ['makeGloomhavenSession'],
	path: (id) => `/s/${id}`,
	// Painted = the open deck's odds of the next attack, numbers and all (they are computed on open).
	ready: () => {
		const odds = document.querySelector('[role="group"][aria-label="次の攻撃のダメージ"]');
		return !!odds && /\d/.test(odds.textContent ?? '');
	},
	actions: [
		{
			// The app's own draw (its primary button; a table draw is entered through a picker): the
			// attack entered as a player does — target 1 with 8 HP left — then アプリで引く, timed to the
			// deck's pile and discard counts changing.
			name: 'draw (app draw)',
			run: async (page, base, id) => {
				await page.goto(`${base}/s/${id}`);
				const deck = page.getByRole('region', { name: 'ブルート' });
				await deck.waitFor();
				const target = deck.getByRole('group', { name: 'ターゲット1' });
				return repeatTaps(page, {
					warmUp: WARM_UP,
					measured: MEASURED,
					prepare: () => setStepper(target, 'ターゲット1の残りHP', 8),
					tap: deck.getByRole('button', { name: 'アプリで引く' }),
					value: deck.getByText(/^山札 \d+ ・ 捨て札 \d+/)
				});
			}
		}
	]
};

// MTG as a TRPG in the bench: the combat part after five combats (~500 events), a sixth open at
// turn 3; its main actions, a check recorded and a PC's life −1.
import { MEASURED, WARM_UP } from './index.mjs';
import { openDetails, repeatTaps, setStepper } from './steps.mjs';

export default {
	id: 'mtg-trpg',
	screen: 'MTG combat tab, 6th combat at turn 3',
	fixture: ['makeMtgSession'],
	path: (id) => `/s/${id}`,
	// Painted = the 戦闘 tab's game: the turn counter and the PCs' life totals.
	ready: () => {
		const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find(
			(t) => t.textContent?.trim() === '戦闘'
		);
		const panel = tab && document.querySelector(`[role="tabpanel"][aria-labelledby="${tab.id}"]`);
		const turn = panel?.querySelector('[aria-label="ターン"]');
		return (
			!!turn &&
			/\d/.test(turn.textContent ?? '') &&
			!!panel.querySelector('[aria-label$="のライフ の値（タップで入力）"]')
		);
	},
	actions: [
		{
			// アリス's check as the table makes it: PC, colour and difficulty, the two cards turned over
			// tapped in her deck list, then 入力したカードで記録, timed to the result shown.
			name: 'check (table cards)',
			run: async (page, base, id) => {
				await page.goto(`${base}/s/${id}`);
				const calc = page.getByRole('region', { name: '行動判定' });
				const cards = calc.getByRole('group', { name: 'デッキリストから選ぶ' });
				return repeatTaps(page, {
					warmUp: WARM_UP,
					measured: MEASURED,
					prepare: async () => {
						await openDetails(page, '行動判定', calc);
						await calc.getByRole('combobox', { name: /^PC/ }).selectOption({ label: 'アリス' });
						await calc.getByRole('group', { name: '判定の色' }).getByRole('radio', { name: '赤' }).check();
						await setStepper(calc, '難易度', 2);
						await openDetails(calc, 'デッキリストから選ぶ', cards);
						await cards.getByRole('button', { name: /^稲妻：/ }).click();
						await cards.getByRole('button', { name: /^ボール・ライトニング：/ }).click();
						await calc.getByLabel('記録するとこうなる').waitFor();
					},
					tap: calc.getByRole('button', { name: '入力したカードで記録' }),
					value: calc.getByRole('status', { name: '直前の判定' })
				});
			}
		},
		{
			// アリス's life −1 on her counter, timed to the new total.
			name: 'life tap (PC life −1)',
			run: async (page, base, id) => {
				await page.goto(`${base}/s/${id}`);
				const alice = page.getByRole('region', { name: 'アリス', exact: true });
				await alice.waitFor();
				return repeatTaps(page, {
					warmUp: WARM_UP,
					measured: MEASURED,
					prepare: async () => {},
					tap: alice.getByRole('button', { name: 'アリス のライフ を 1 減らす' }),
					value: alice.getByRole('button', { name: 'アリス のライフ の値（タップで入力）' })
				});
			}
		}
	]
};

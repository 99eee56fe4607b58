// Pretty Good Tactics in the bench: the match tab after a best-of-three (bench/pgt-log.ts), the
// rematch's field showing, and its main action, an attack through the attack flow: 桜's 重騎士
// (F1, A: P3D) at 空's face-down F1 (僧兵, cost 3), three dice of 5 at the table — it retires.
import { timeTaps } from '../measure.mjs';
import { MEASURED, WARM_UP } from './index.mjs';

export default {
	id: 'pgt',
	screen: 'PGT field after a best-of-three',
	fixture: ['makePgtSession'],
	path: (id) => `/s/${id}`,
	ready: () => {
		const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find(
			(t) => t.textContent?.trim() === '試合'
		);
		const panel = tab && document.querySelector(`[role="tabpanel"][aria-labelledby="${tab.id}"]`);
		// Both scores and both fields with their characters, not a tab still loading.
		return (
			!!panel &&
			panel.querySelectorAll('section[aria-label="スコア"] output').length === 2 &&
			panel.querySelectorAll('section[aria-label$="の場"] button').length >= 2
		);
	},
	actions: [
		{
			name: 'attack',
			run: async (page, base, id) => {
				await page.goto(`${base}/s/${id}`);
				const score = page.getByLabel('桜 スコア', { exact: true });
				await score.waitFor();
				const inDom = [];
				const painted = [];
				for (let i = 0; i < WARM_UP + MEASURED; i++) {
					await page.getByRole('button', { name: 'アタック', exact: true }).click();
					const flow = page.getByRole('region', { name: 'アタック', exact: true });
					await flow.getByRole('group', { name: 'アタックするキャラ' }).getByRole('button', { name: /^F1/ }).click();
					await flow.getByRole('group', { name: '攻撃対象' }).getByRole('button', { name: /^F1/ }).click();
					await flow
						.getByRole('group', { name: /^振るダイスの数/ })
						.getByRole('radio', { name: /3D/ })
						.check();
					const entry = flow.getByRole('group', { name: 'アタック · 出目' });
					for (const n of [1, 2, 3])
						await entry
							.getByRole('group', { name: `${n}個目` })
							.getByRole('button', { name: '5', exact: true })
							.click();
					const record = flow.getByRole('button', { name: 'このアタックを記録' });
					await page.waitForFunction(() =>
						[...document.querySelectorAll('button')].some(
							(b) => b.textContent?.trim() === 'このアタックを記録' && !b.disabled
						)
					);
					// The recording tap → 桜's score (0 → 3: 僧兵 retired) on the field.
					const tap = await timeTaps(page, record, score);
					inDom.push(...tap.inDom);
					painted.push(...tap.painted);
					// Take it back so every run records the same attack on the same state.
					await page.getByRole('button', { name: '元に戻す' }).click();
					await page.getByRole('button', { name: 'アタック', exact: true }).waitFor();
					await page.waitForFunction(
						() => document.querySelector('output[aria-label="桜 スコア"]')?.textContent?.trim() === '0'
					);
				}
				return {
					warmUp: { inDom: inDom.slice(0, WARM_UP), painted: painted.slice(0, WARM_UP) },
					measured: { inDom: inDom.slice(WARM_UP), painted: painted.slice(WARM_UP) }
				};
			}
		}
	]
};

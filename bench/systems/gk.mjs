// GK in the bench: the engagement tab of a session whose engagement is 24 rounds in (bench/gk-log.ts),
// and its main action, the next round with the table's dice typed one at a time — round 25, the
// seed's last, which ends the engagement (ROUNDS below makes it a round mid-engagement instead).
import { timeTaps } from '../measure.mjs';
import { MEASURED, WARM_UP } from './index.mjs';

/** Rounds in the session's engagement (bench/gk-log.ts): 24, the most a running one holds. */
const ROUNDS = 24;
/** The round the action records: after 24, round 25, the seed's last, which ends the engagement. */
const ROUND = `ラウンド${ROUNDS + 1}`;
const NAMES = { a: 'カイ', b: 'ゴウ' };
/** What the table rolled: each fighter's 行動ダイス (カイ 1 弱攻撃, ゴウ 2 弱攻撃), and 50 on every d100. */
const D6 = { a: '1', b: '2' };
const D100 = { tens: '50', ones: '0' };

/**
 * The next die the round asks for, prepared up to its last tap: that tap (a locator), or null when
 * the round needs no more. A d6 is one tap (its face); a d100 two (tens, then ones).
 */
async function prepareDie(page) {
	const round = page.getByRole('region', { name: ROUND });
	if ((await round.count()) === 0) return null;
	const d6 = round.getByRole('group', { name: '卓のダイス', exact: true });
	if ((await d6.count()) > 0) {
		const side = (await round.getByRole('group', { name: `${NAMES.a} の行動ダイス` }).count()) > 0 ? 'a' : 'b';
		return d6.getByRole('button', { name: D6[side], exact: true });
	}
	const tens = round.getByRole('group', { name: '十の位', exact: true });
	if ((await tens.count()) === 0) return null;
	await tens.getByRole('button', { name: D100.tens, exact: true }).click();
	return round
		.getByRole('group', { name: '一の位', exact: true })
		.getByRole('button', { name: D100.ones, exact: true });
}

/** Dice typed so far in the round (0 when its list is not on screen). */
const typed = (page) =>
	page.evaluate(() => document.querySelector('ol[aria-label="このラウンドの出目"]')?.children.length ?? 0);

/** Undoes the round's `n` dice one by one, each once the screen shows the die before it. */
async function undoDice(page, n) {
	for (let k = n - 1; k >= 0; k--) {
		await page.getByRole('button', { name: '元に戻す' }).click();
		await page.waitForFunction(
			([k, round]) =>
				!!document.querySelector(`section[aria-label="${round}"]`) &&
				(document.querySelector('ol[aria-label="このラウンドの出目"]')?.children.length ?? 0) === k,
			[k, ROUND]
		);
	}
}

export default {
	id: 'gk',
	screen: `GK engagement tab, an engagement ${ROUNDS} rounds in`,
	fixture: ['makeGkSession', ROUNDS],
	path: (id) => `/s/${id}`,
	ready: () => {
		const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find(
			(t) => t.textContent?.trim() === '交戦'
		);
		const panel = tab && document.querySelector(`[role="tabpanel"][aria-labelledby="${tab.id}"]`);
		// The odds' figures, not 「勝率を計算中…」, and the faces with both fighters' HP.
		return (
			!!panel &&
			!!panel.querySelector('section[aria-label="勝率(厳密計算)"] dd') &&
			!!panel.querySelector('table[aria-label="技(行動ダイスの6面)"]')
		);
	},
	actions: [
		{
			name: 'engagement round (table dice)',
			run: async (page, base, id) => {
				await page.goto(`${base}/s/${id}`);
				await page.getByRole('region', { name: ROUND }).waitFor();
				// The dice the round asks for with these rolls, counted once by playing it through.
				let dice = 0;
				for (let tap = await prepareDie(page); tap; tap = await prepareDie(page)) {
					await tap.click();
					dice++;
					await page.waitForFunction(
						([n, round]) =>
							!document.querySelector(`section[aria-label="${round}"]`) ||
							(document.querySelector('ol[aria-label="このラウンドの出目"]')?.children.length ?? 0) === n,
						[dice, ROUND]
					);
				}
				if ((await typed(page)) !== 0 || dice < 2) throw new Error(`GK ${ROUND}: ${dice} dice left it unfinished`);
				await undoDice(page, dice);
				const report = page.getByRole('region', { name: '交戦の記録' });
				const inDom = [];
				const painted = [];
				for (let i = 0; i < WARM_UP + MEASURED; i++) {
					for (let k = 0; k < dice - 1; k++) {
						await (await prepareDie(page)).click();
						await page.waitForFunction(
							(n) => document.querySelector('ol[aria-label="このラウンドの出目"]')?.children.length === n,
							k + 1
						);
					}
					// The die that completes the round: timed to the round (its HP) in the report.
					const last = await prepareDie(page);
					const tap = await timeTaps(page, last, report);
					inDom.push(...tap.inDom);
					painted.push(...tap.painted);
					// Take the round back, die by die, so every run records the same round on the same state.
					await undoDice(page, dice);
				}
				return {
					warmUp: { inDom: inDom.slice(0, WARM_UP), painted: painted.slice(0, WARM_UP) },
					measured: { inDom: inDom.slice(WARM_UP), painted: painted.slice(WARM_UP) }
				};
			}
		}
	]
};

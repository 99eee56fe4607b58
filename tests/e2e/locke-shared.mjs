// Shared by the 超人ロック end-to-end tests: a SYNTHETIC test damage table (made-up values,
// clearly named as test data — the printed chart is not shipped), the five players, dice taps.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from './harness.mjs';

/** SYNTHETIC TEST DATA: damage = column index + floor((2D6 − 2) / 4). Not the printed 損害判定表. */
const COLUMNS = [
	{ id: '1-2-or-less', label: '1:2以下', ratio: 0 },
	...Array.from({ length: 10 }, (_, i) => ({ id: `${i + 1}-1`, label: `${i + 1}:1`, ratio: i + 1 })),
	{ id: '20-1-or-more', label: '20:1以上', ratio: 20 }
];
export const testDamage = (column, total) => column + Math.floor((total - 2) / 4);
export const TABLE_NAME = 'E2Eテスト用損害判定表(架空の値)';

function tablesFile() {
	const table = {
		format: 'sidetable.table',
		version: 1,
		id: 'e2e-test-damage-synthetic',
		names: { ja: TABLE_NAME, en: 'E2E test damage table (made-up values)' },
		dice: '2D6',
		rows: Array.from({ length: 11 }, (_, i) => ({ from: i + 2, to: i + 2 })),
		columns: COLUMNS,
		cells: Array.from({ length: 11 }, (_, r) => COLUMNS.map((_, c) => ({ value: testDamage(c, r + 2) }))),
		source: 'SYNTHETIC TEST DATA for Sidetable e2e — NOT the printed chart'
	};
	const file = join(mkdtempSync(join(tmpdir(), 'sidetable-locke-')), 'test-tables.json');
	writeFileSync(
		file,
		JSON.stringify({
			format: 'sidetable.export',
			version: 1,
			sessions: [],
			tables: [table],
			tableSlots: { 'locke/damage': table.id }
		})
	);
	return file;
}

const PLAYERS = [
	['locke-1', 'あかり', 'GOOD'],
	['nagato', 'ベン', 'EVIL'],
	['raiza', 'チカ', 'GOOD'],
	['riot', 'ダイ', 'EVIL'],
	['elmi', 'エミ', 'SPECIAL']
];
export const NAMES = { 'locke-1': 'ロック1', nagato: 'ナガト', raiza: 'ライザ', riot: 'ライオット', elmi: 'エルミ' };

export async function shot(page, err) {
	const path = `/tmp/e2e-locke-fail-${Date.now()}.png`;
	await page.screenshot({ path, fullPage: true }).catch(() => {});
	return new Error(`${err.message}\n(screenshot: ${path}; page errors: ${page.sidetableErrors?.join(' / ')})`, {
		cause: err
	});
}

export async function rollDice(group, a, b) {
	await group
		.getByRole('group', { name: '1個目' })
		.getByRole('button', { name: String(a), exact: true })
		.click();
	await group
		.getByRole('group', { name: '2個目' })
		.getByRole('button', { name: String(b), exact: true })
		.click();
}

export async function fillTablesSlot(page, base) {
	await page.goto(`${base}/tables`);
	await page.locator('input[type=file]').setInputFiles(tablesFile());
	await page.getByText('1 件の表を読み込みました', { exact: false }).waitFor();
	await page.getByText(TABLE_NAME, { exact: false }).first().waitFor();
}

/**
 * The five added and the game started with ロック1 first. The start asks whether the phone lies face
 * up on the table (卓に見せる表示, ticked for a new game): `faceUp: false` (the default here) is
 * the GM holding the phone, so the screens name the characters.
 */
export async function addPlayers(page, { faceUp = false } = {}) {
	const form = page.getByRole('form', { name: 'キャラクターを追加' });
	for (const [id, player, alignment] of PLAYERS) {
		await form.getByLabel('組み込みの一覧から').selectOption(id);
		await form.getByLabel('プレイヤー名(空欄ならNPC)').fill(player);
		await form.getByLabel('シルエットのアライメント').selectOption(alignment);
		await form.getByRole('button', { name: '追加', exact: true }).click();
		await page.getByRole('article', { name: NAMES[id] }).waitFor();
	}
	await page.getByText('編成はルール通りです。').waitFor();
	const start = page.getByRole('form', { name: 'ゲーム開始' });
	await start.getByLabel(/最初の手番/).selectOption({ label: 'ロック1' });
	await start.getByRole('checkbox', { name: /スマホを卓に表向きに置く/ }).setChecked(faceUp);
	await start.getByRole('button', { name: 'ゲーム開始(惑星編へ)' }).click();
	await page.getByRole('tab', { name: 'ゲーム' }).click();
	await page.getByText(faceUp ? '次は チカ' : '次は ライザ', { exact: true }).waitFor();
}

/**
 * A phone's first Locke session with the test table in its slot, the five added (GM holds the
 * phone), and a combat on 惑星2 of ナガト, ロック1 and ライザ started after a move, hands dealt, the
 * initiative ナガト, ライザ, ロック1. The first session's storage note (persistence refused in a
 * headless browser) sits above the game until read: a person closes it once.
 */
export async function startCombatOfThree(page, base, sessionName) {
	await fillTablesSlot(page, base);
	await createSession(page, base, { system: 'ロック|Locke', name: sessionName });
	const note = page.getByText('保存領域の永続化は許可されませんでした', { exact: false });
	await note.waitFor();
	await note.locator('xpath=..').getByRole('button', { name: '閉じる' }).click();
	await note.waitFor({ state: 'detached' });
	await addPlayers(page);
	await startCombatOnPlanet2(page);
	await setInitiative(page, ['ナガト', 'ライザ', 'ロック1']);
}

/** From the session's tabs: the combat tab, a combat of ナガト, ロック1 and ライザ on 惑星2 after a move, hands dealt. */
export async function startCombatOnPlanet2(page) {
	await page.getByRole('tab', { name: '戦闘' }).click();
	const start = page.getByRole('form', { name: '戦闘を始める' });
	await start.getByLabel('場所(マス)').fill('惑星2');
	for (const name of ['ナガト (ベン)', 'ロック1 (あかり)', 'ライザ (チカ)'])
		await start.getByRole('checkbox', { name }).check();
	await start.getByRole('radio', { name: '移動', exact: true }).check();
	await start.getByRole('button', { name: '戦闘開始' }).click();
	await page.getByRole('button', { name: '手札を配る(21 枚)' }).click();
}

export async function setInitiative(page, order) {
	const panel = page.getByRole('region', { name: 'イニシアチブ決定' });
	for (let i = 0; i < order.length; i++) await panel.getByLabel(`${order[i]} の札の数字`).selectOption(String(i + 1));
	await panel.getByText(`順番: ${order.join(' → ')}`).waitFor();
	await panel.getByRole('button', { name: 'この札で決定' }).click();
}

/**
 * Waits until it is `name`'s turn, as a person reads it before tapping: and until the last tap's
 * bounce window has passed (recordOnce), since the turn buttons are the same buttons relabelled.
 */
export async function whoseTurn(page, name) {
	await page.locator('.whose .turn-name', { hasText: name }).waitFor();
	await page.locator('button[data-settling]').first().waitFor({ state: 'detached' });
}

export { logLines } from './harness.mjs';

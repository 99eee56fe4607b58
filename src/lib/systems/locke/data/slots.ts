/**
 * The Locke charts a group fills in itself (Tables screen). The printed values are not public
 * and the app ships no invented numbers: every layout here has its rows and columns only, every
 * cell unfilled. Column ids follow the spreadsheet-paste convention of `$lib/core/tables`
 * (`1:2以下` → `1-2-or-less`, `3:1` → `3-1`), so a pasted chart lines up with these slots.
 */
import { emptyLayout, type Column } from '$lib/core/tables';
import type { TableSlot } from '$lib/systems/types';

/** Slot ids (`<system>/<name>`). */
export const LOCKE_DAMAGE_SLOT = 'locke/damage';
export const LOCKE_SOKONI_SLOT = 'locke/sokoni';
export const LOCKE_IKITEITA_SLOT = 'locke/ikiteita';
export const LOCKE_ZANRYU_SLOT = 'locke/zanryu';

/**
 * 損害判定表 columns. Seed §5.1: column = floor(火力 ÷ 現在耐久力); §5.5 names 「1:2以下」 and
 * 「10:1」 as the ends of a melee shift and adds 「通常の格闘において20:1以上の損害判定になることは
 * ない」 — so the chart has a column headed 「20:1以上」. The seed names no column between 10:1
 * and 20:1以上; a group whose chart has more adds them in the table editor (the hint says so).
 */
export const DAMAGE_COLUMNS: readonly Column[] = Object.freeze([
	{ id: '1-2-or-less', label: '1:2以下', ratio: 0 },
	...Array.from({ length: 10 }, (_, i) => ({ id: `${i + 1}-1`, label: `${i + 1}:1`, ratio: i + 1 })),
	{ id: '20-1-or-more', label: '20:1以上', ratio: 20 }
]);

const damage: TableSlot = {
	id: LOCKE_DAMAGE_SLOT,
	names: { ja: '損害判定表', en: 'Damage table (損害判定表)' },
	layout: emptyLayout({
		id: 'locke-damage',
		names: { ja: '損害判定表', en: 'Damage table (損害判定表)' },
		dice: '2D6',
		columns: DAMAGE_COLUMNS.map((c) => ({ ...c })),
		source: '超人ロック ルールブック 損害判定表(値は卓で入力)'
	}),
	hint: {
		ja: '値は市販ルールブックの「損害判定表」から写してください(アプリには収録していません)。列は 1:2以下・1:1〜10:1・20:1以上。基本データは10:1と20:1以上の間の列に触れていないので、お手元の表にそれ以上の列があれば追加してください。列が無いと11〜19:1は10:1の列で引きます。',
		en: 'Copy the values from the 損害判定表 (damage table) in your printed rulebook; the app does not include them. Columns: 1:2以下, 1:1 to 10:1, and 20:1以上. The rules text names no column between 10:1 and 20:1以上 — if your chart has any, add them. Without them a ratio of 11–19 reads the 10:1 column.'
	}
};

/** A one-column 2D6 chart slot. */
function chart(id: string, tableId: string, ja: string, en: string, hint: TableSlot['hint']): TableSlot {
	const names = { ja, en };
	return {
		id,
		names,
		layout: emptyLayout({
			id: tableId,
			names,
			dice: '2D6',
			// `c1`: the id a pasted one-column chart gets (a label such as 結果 has no ASCII to slug).
			columns: [{ id: 'c1', label: '結果' }],
			source: '超人ロック ルールブック(値は卓で入力)'
		}),
		hint
	};
}

const sokoni = chart(
	LOCKE_SOKONI_SLOT,
	'locke-sokoni',
	'実はそこにいたチェック・チャート',
	'Actually-there check chart (実はそこにいた)',
	{
		ja: '結果は市販ルールブックの「実はそこにいた!チャート」から写してください。2D6の各出目に1行ずつあります。',
		en: 'Copy the results from the 実はそこにいた! chart in your printed rulebook: one row for each 2D6 total.'
	}
);

const ikiteita = chart(
	LOCKE_IKITEITA_SLOT,
	'locke-ikiteita',
	'実は生きていたチェック・チャート',
	'Actually-alive check chart (実は生きていた)',
	{
		ja: '結果は市販ルールブックの「実は生きていたチェック・チャート」から写してください。残留思念になる出目はその旨を文字で入れてください。',
		en: 'Copy the results from the 実は生きていた chart in your printed rulebook. For the results that call for a lingering-thought (残留思念) check, enter that as text.'
	}
);

const zanryu = chart(
	LOCKE_ZANRYU_SLOT,
	'locke-zanryu',
	'残留思念チェック・チャート',
	'Lingering-thought check chart (残留思念)',
	{
		ja: '結果(攻撃の値)は市販ルールブックの「残留思念チェック・チャート」から写してください。',
		en: 'Copy the results (the attack values) from the 残留思念 chart in your printed rulebook.'
	}
);

/** Every Locke table slot, for `SystemDefinition.tableSlots`. */
export const lockeTableSlots: TableSlot[] = [damage, sokoni, ikiteita, zanryu];

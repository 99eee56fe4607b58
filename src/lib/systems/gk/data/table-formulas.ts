/**
 * The table's two formulas, which the seed (`001_2a625b5deb160d67.txt`) leaves to each game: HP
 * from the stats, and 移動力. They are not readings of a rule but data the group types (the GK
 * event `gk/formulasChanged`, kept in GK state): what the seed says, the app's start, and the
 * movement scales a group may pick in one tap.
 */
import type { Bilingual } from '$lib/core/locale';

interface TableFormula {
	/** What the seed says (quoted) and what it leaves open. */
	seed: Bilingual;
	/** The app's start, and what the group may do. */
	reading: Bilingual;
}

export const HP_FORMULA: TableFormula = {
	seed: { ja: 'HPの算出式は書かれていない。', en: 'No HP formula is given.' },
	reading: {
		ja: '既定は 50 + 体力 × 10(同系統wiki)。キャラクターごとにHPを直接入力もできる',
		en: 'Default 50 + VIT × 10 (the family); HP may also be typed per character'
	}
};

export const MOVEMENT_FORMULA: TableFormula = {
	seed: {
		ja: '「1回の「移動」2マスまで動かせます」「反応が増えると移動できるマス数も増えます」(増え方は書かれていない)',
		en: '"Up to 2 squares per move"; "more squares with higher reaction" (no scale given)'
	},
	reading: {
		ja: '既定なし: 移動を記録する前にグループが選ぶ(黙って2にはしない)',
		en: 'No default: the group chooses before the first move is recorded (never a silent 2)'
	}
};

/**
 * 移動力 scales a group may pick at set-up (「反応が増えると移動できるマス数も増えます」, no scale
 * given): formulas of the stats, 2 at 反応 0 and never less as 反応 grows.
 */
export const MOVEMENT_PRESETS = [
	{ value: '2 + REA ÷ 5', label: { ja: '2 + 反応÷5(反応5ごとに+1)', en: '2 + REA ÷ 5 (+1 per 5 reaction)' } },
	{ value: '2 + REA ÷ 4', label: { ja: '2 + 反応÷4(反応4ごとに+1)', en: '2 + REA ÷ 4 (+1 per 4 reaction)' } },
	{ value: '2 + REA ÷ 3', label: { ja: '2 + 反応÷3(反応3ごとに+1)', en: '2 + REA ÷ 3 (+1 per 3 reaction)' } },
	{ value: '2 + REA ÷ 10', label: { ja: '2 + 反応÷10(反応10ごとに+1)', en: '2 + REA ÷ 10 (+1 per 10 reaction)' } },
	{ value: '2', label: { ja: '常に2(反応で増やさない)', en: 'always 2 (no growth with reaction)' } }
] as const;

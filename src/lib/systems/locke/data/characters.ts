/**
 * Character fixtures — 超人ロック character sheets: ESPレベル / ESPパワー / 耐久力 / 精神力.
 *
 * Source: KMC rulebook table 2.1 (https://kmclocke.github.io/rulebook/Rule/Chap02.html), as
 * transcribed in `shared/rules/locke.md` §7.2. This is the KMC lineage; the seed rules
 * (mitlocke lineage) may print different sheets, so these are test fixtures and defaults a
 * group can edit, not the specification.
 *
 * `alignment: null` where the notes' alignment column was lost ("?"). (The Umemura variant lists
 * 聖悠紀 and ジェシカ as SPECIAL with the same numbers — another lineage, so not used here.)
 * English names are our own romanisations, not official spellings.
 */

/** 属性 as printed: G / E / S, E/G (EVIL that can turn GOOD), or null when unknown. */
export type CharacterAlignment = 'GOOD' | 'EVIL' | 'SPECIAL' | 'EVIL/GOOD' | null;

export interface LockeCharacter {
	readonly id: string;
	readonly name: { readonly ja: string; readonly en: string };
	readonly alignment: CharacterAlignment;
	/** ESPレベル (Lv) */
	readonly espLevel: number;
	/** ESPパワー (Pw) */
	readonly espPower: number;
	/** 耐久力 (耐) */
	readonly endurance: number;
	/** 精神力 (精) */
	readonly mental: number;
	readonly note?: string;
}

export const CHARACTERS_SOURCE = 'KMC rulebook table 2.1';

export const CHARACTERS: readonly LockeCharacter[] = Object.freeze([
	{
		id: 'locke-1',
		name: { ja: 'ロック1', en: 'Locke 1' },
		alignment: 'GOOD',
		espLevel: 6,
		espPower: 50,
		endurance: 6,
		mental: 8,
		note: '釈 ×, 変 ○; can make the 改心 check'
	},
	{
		id: 'locke-2',
		name: { ja: 'ロック2', en: 'Locke 2' },
		alignment: 'GOOD',
		espLevel: 6,
		espPower: 40,
		endurance: 5,
		mental: 7
	},
	{
		id: 'locke-3',
		name: { ja: 'ロック3', en: 'Locke 3' },
		alignment: 'GOOD',
		espLevel: 6,
		espPower: 30,
		endurance: 5,
		mental: 6
	},
	{
		id: 'raiza',
		name: { ja: 'ライザ', en: 'Raiza' },
		alignment: 'GOOD',
		espLevel: 6,
		espPower: 35,
		endurance: 6,
		mental: 6
	},
	{
		id: 'riot',
		name: { ja: 'ライオット', en: 'Riot' },
		alignment: 'EVIL',
		espLevel: 6,
		espPower: 50,
		endurance: 6,
		mental: 5,
		note: 'loses if Grunberg / Ran / Nia is alive'
	},
	{
		id: 'lord-leon',
		name: { ja: 'ロードレオン', en: 'Lord Leon' },
		alignment: 'SPECIAL',
		espLevel: 6,
		espPower: 50,
		endurance: 5,
		mental: 7,
		note: 'ship (Griffon)'
	},
	{
		id: 'elmi',
		name: { ja: 'エルミ', en: 'Elmi' },
		alignment: 'SPECIAL',
		espLevel: 6,
		espPower: 40,
		endurance: 3,
		mental: 4
	},
	{
		id: 'nagato',
		name: { ja: 'ナガト', en: 'Nagato' },
		alignment: 'EVIL',
		espLevel: 5,
		espPower: 40,
		endurance: 6,
		mental: 6,
		note: 'psycho-pod'
	},
	{
		id: 'grunberg-s',
		name: { ja: 'グルンベルグ (S)', en: 'Grunberg (S)' },
		alignment: 'SPECIAL',
		espLevel: 5,
		espPower: 35,
		endurance: 5,
		mental: 6
	},
	{
		id: 'amazona',
		name: { ja: 'アマゾナ', en: 'Amazona' },
		alignment: 'EVIL/GOOD',
		espLevel: 5,
		espPower: 25,
		endurance: 5,
		mental: 5,
		note: 'ship (炎の虎)'
	},
	{ id: 'rag', name: { ja: 'ラグ', en: 'Rag' }, alignment: 'GOOD', espLevel: 5, espPower: 30, endurance: 5, mental: 4 },
	{
		id: 'ran-g',
		name: { ja: 'ラン (G)', en: 'Ran (G)' },
		alignment: 'GOOD',
		espLevel: 5,
		espPower: 30,
		endurance: 4,
		mental: 6
	},
	{
		id: 'grunberg-e',
		name: { ja: 'グルンベルグ (E)', en: 'Grunberg (E)' },
		alignment: 'EVIL',
		espLevel: 5,
		espPower: 30,
		endurance: 4,
		mental: 5
	},
	{
		id: 'francis',
		name: { ja: 'フランシス', en: 'Francis' },
		alignment: 'GOOD',
		espLevel: 4,
		espPower: 25,
		endurance: 4,
		mental: 5,
		note: '釈 ○; ラフノールの鏡'
	},
	{ id: 'nia', name: { ja: 'ニア', en: 'Nia' }, alignment: 'GOOD', espLevel: 4, espPower: 20, endurance: 4, mental: 5 },
	{
		id: 'ran-eg',
		name: { ja: 'ラン (E/G)', en: 'Ran (E/G)' },
		alignment: 'EVIL/GOOD',
		espLevel: 4,
		espPower: 20,
		endurance: 4,
		mental: 4
	},
	{
		id: 'cornelia',
		name: { ja: 'コーネリア', en: 'Cornelia' },
		alignment: 'EVIL/GOOD',
		espLevel: 4,
		espPower: 20,
		endurance: 4,
		mental: 4,
		note: 'has 手下'
	},
	{
		id: 'rema',
		name: { ja: 'レマ', en: 'Rema' },
		alignment: 'GOOD',
		espLevel: 4,
		espPower: 20,
		endurance: 3,
		mental: 4,
		note: 'ラフノールの鏡'
	},
	{
		id: 'marian',
		name: { ja: 'マリアン', en: 'Marian' },
		alignment: null,
		espLevel: 4,
		espPower: 20,
		endurance: 3,
		mental: 3,
		note: 'has 手下'
	},
	{
		id: 'octavius',
		name: { ja: 'オクタヴィアス', en: 'Octavius' },
		alignment: null,
		espLevel: 4,
		espPower: 10,
		endurance: 2,
		mental: 3,
		note: 'energy suit'
	},
	{
		id: 'yamaki-2',
		name: { ja: 'ヤマキ2', en: 'Yamaki 2' },
		alignment: null,
		espLevel: 2,
		espPower: 15,
		endurance: 5,
		mental: 9,
		note: '手下; ship (federal cruiser)'
	},
	{
		id: 'jessica',
		name: { ja: 'ジェシカ', en: 'Jessica' },
		alignment: null,
		espLevel: 1,
		espPower: 10,
		endurance: 2,
		mental: 2,
		note: 'ESP 分解消去'
	},
	{
		id: 'hijiri-yuki',
		name: { ja: '聖悠紀', en: 'Yuki Hijiri' },
		alignment: null,
		espLevel: 0,
		espPower: 0,
		endurance: 7,
		mental: 7,
		note: "author's privilege"
	},
	{
		id: 'yamaki-1',
		name: { ja: 'ヤマキ1', en: 'Yamaki 1' },
		alignment: null,
		espLevel: 0,
		espPower: 0,
		endurance: 6,
		mental: 5,
		note: 'P-suit Lv3, field Lv3'
	}
] satisfies LockeCharacter[]);

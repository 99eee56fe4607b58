/**
 * SAMPLE technique set — not the seed's. The seed's game defines its own techniques; this is the
 * list from the sibling "danger2" wiki as copied in our notes (`shared/rules/other-systems.md`,
 * System A, "Technique table"), for a GK to copy into a session and edit. Demerits the engine does
 * not model (MP costs, taking double damage, self-damage) are kept as text in `unmodelled`, shown to
 * the GK, never applied silently.
 */
import type { TechniqueKind } from '../engagement';

export interface TechniqueTemplate {
	id: string;
	name: { ja: string; en: string };
	kind: TechniqueKind;
	/** damage formula (see `formula.ts`); `'0'` for techniques that deal none */
	formula: string;
	unevadable?: boolean;
	unguardable?: boolean;
	noGuard?: boolean;
	noEvade?: boolean;
	guardBonus?: number;
	evadeBonus?: number;
	evadeCap?: number;
	/** at most this many of the six faces (danger2: 回避 and the 必殺技 at most 2 each) */
	maxFaces?: number;
	/** demerits from the source that the engine does not apply */
	unmodelled?: { ja: string; en: string }[];
}

export const SAMPLE_SET_LABEL = {
	ja: 'サンプル技セット(兄弟wiki「danger2」の一覧より。このゲーム本来の技ではありません)',
	en: 'Sample technique set (from the sibling "danger2" wiki; not this game\'s own techniques)'
} as const;

const MP = { ja: 'MP −2(MPが足りなければ不発)', en: 'MP −2 (fizzles without MP)' };
const DOUBLE = {
	ja: 'このラウンド受けるダメージ2倍(ガードで半減)',
	en: 'takes double damage this round (halved if guarded)'
};

export const SAMPLE_TECHNIQUES: readonly TechniqueTemplate[] = [
	{ id: 'light', name: { ja: '弱攻撃', en: 'Light attack' }, kind: 'attack', formula: 'ATK + 5' },
	{
		id: 'heavy',
		name: { ja: '強攻撃', en: 'Heavy attack' },
		kind: 'attack',
		formula: 'ATK × 2 + 5',
		unmodelled: [DOUBLE]
	},
	{
		id: 'throw',
		name: { ja: '投げ', en: 'Throw' },
		kind: 'attack',
		formula: 'ATK + DEF',
		unguardable: true,
		noGuard: true,
		noEvade: true
	},
	{
		id: 'godspeed',
		name: { ja: '神速攻撃', en: 'Godspeed strike' },
		kind: 'attack',
		formula: 'ATK + REA',
		noEvade: true
	},
	{
		id: 'tackle',
		name: { ja: '体当たり', en: 'Tackle' },
		kind: 'attack',
		formula: 'HP ÷ 10',
		unmodelled: [{ ja: '使用後に自分が5ダメージ', en: 'the user takes 5 damage afterwards' }]
	},
	{ id: 'choke', name: { ja: '絞め', en: 'Choke' }, kind: 'attack', formula: '10' },
	{
		id: 'hakkei',
		name: { ja: '発剄', en: 'Hakkei' },
		kind: 'attack',
		formula: '15',
		unguardable: true,
		unmodelled: [MP]
	},
	{
		id: 'ki-blast',
		name: { ja: '気弾', en: 'Ki blast' },
		kind: 'attack',
		formula: 'ATK + 5',
		unevadable: true,
		unmodelled: [MP]
	},
	{
		id: 'great-ki-blast',
		name: { ja: '大気弾', en: 'Great ki blast' },
		kind: 'attack',
		formula: 'ATK × 2',
		unevadable: true,
		unmodelled: [MP, DOUBLE]
	},
	{ id: 'defend', name: { ja: '防御', en: 'Defend' }, kind: 'defend', formula: '0', guardBonus: 100 },
	{
		id: 'evade',
		name: { ja: '回避', en: 'Evade' },
		kind: 'evade',
		formula: '0',
		evadeBonus: 50,
		evadeCap: 95,
		maxFaces: 2
	}
];

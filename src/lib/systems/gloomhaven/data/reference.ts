/**
 * The reference page's rule sections: the attack rules of seed `003_20ac3eef6e42d471.txt` in
 * our own words (1st edition), ja and en. Searchable by the page's filter.
 */
import type { Bilingual } from '$lib/core/locale';

export interface RuleSection {
	id: string;
	title: Bilingual;
	items: readonly Bilingual[];
}

export const RULE_SECTIONS: readonly RuleSection[] = Object.freeze([
	{
		id: 'melee-ranged',
		title: { ja: '近接攻撃と遠距離攻撃', en: 'Melee and ranged attacks' },
		items: [
			{
				ja: '「攻撃X」は届く敵にXのダメージを与える。味方は攻撃できない。',
				en: '"Attack X" deals X damage to an enemy in reach. Allies cannot be attacked.'
			},
			{
				ja: '射程のない攻撃は近接攻撃:隣接した敵だけ。壁をはさむヘクスは隣接ではない。',
				en: 'An attack without range is melee: adjacent enemies only. Hexes with a wall between them are not adjacent.'
			},
			{
				ja: '「射程Y」があれば遠距離攻撃:視線が通り、Yヘクス以内の敵。壁は越えられず、障害物は越えられる。',
				en: 'With "Range Y" it is ranged: an enemy in line of sight within Y hexes. Walls block it; obstacles do not.'
			},
			{
				ja: '隣接した敵への遠距離攻撃は不利になる。複数の対象ならターゲットごと:隣接した対象だけが不利で、他は通常のまま。',
				en: 'A ranged attack against an adjacent enemy has disadvantage. With several targets this is per target: only the adjacent one is at disadvantage.'
			}
		]
	},
	{
		id: 'line-of-sight',
		title: { ja: '視線と射程の数え方', en: 'Line of sight and counting range' },
		items: [
			{
				ja: '自分のヘクスのどこかの角から対象のヘクスのどこかの角へ、壁に遮られない直線が引ければ視線が通る。直線が壁の角に触れるだけでも通らない。',
				en: 'There is line of sight if a straight line from any corner of your hex to any corner of the target hex misses every wall. Touching a wall’s corner blocks it.'
			},
			{
				ja: '射程は壁を回り込んだヘクス数で数える(視線の直線が通るヘクス数ではない)。障害物と困難地形は数に影響しない。',
				en: 'Range counts hexes around walls (not the hexes the sight line crosses). Obstacles and difficult terrain do not change the count.'
			}
		]
	},
	{
		id: 'damage-steps',
		title: { ja: 'ダメージの計算手順', en: 'The damage steps' },
		items: [
			{
				ja: '1. 攻撃側の能力カード・アイテム・その他の効果(毒の対象は+1など)をすべて足す。',
				en: '1. Add everything on the attacker’s side: ability card, items, other effects (+1 against a poisoned target, …).'
			},
			{
				ja: '2. 攻撃修正デッキから引いて適用する(通常1枚、有利・不利は2枚)。×2は合計を2倍、ヌルは0。',
				en: '2. Draw from the attack modifier deck and apply it (one card; two with advantage or disadvantage). ×2 doubles the total, null makes it 0.'
			},
			{
				ja: '3. 対象の装甲などの防御を引く。「貫通Z」は装甲をZまで無視する(攻撃の貫通と修正カードの貫通は足し合わせる)。装甲は0未満にならない。',
				en: '3. Subtract the target’s shield and other defence. "Pierce Z" ignores up to Z shield (the attack’s pierce and a modifier card’s add up); shield never goes below 0.'
			},
			{
				ja: 'ダメージを減らすアイテム・カードは、修正カードを見てから使ってよい。装甲は攻撃以外のダメージ(流血など)には効かない。',
				en: 'Items and cards that reduce damage may be used after seeing the modifier card. Shield does not apply to damage that is not an attack (e.g. wound).'
			},
			{
				ja: '同じ手順の中に修正が複数あれば、プレイヤーが順番を決める。「攻撃を2倍」とボーナスが重なると順番で結果が変わる(攻撃3・+1なら (3+1)×2=8 か 3×2+1=7)。',
				en: 'When one step has several modifiers, the player picks their order. A "double the attack" with a bonus depends on it (attack 3, +1: (3+1)×2 = 8 or 3×2+1 = 7).'
			}
		]
	},
	{
		id: 'advantage',
		title: { ja: '有利と不利の詳細', en: 'Advantage and disadvantage in detail' },
		items: [
			{
				ja: '有利・不利に関わるアイテムやカードは、引く前に使うか決める。',
				en: 'Items and cards that give advantage or disadvantage are decided before drawing.'
			},
			{
				ja: '有利は2枚引いて良い方、不利は2枚引いて悪い方を使う。',
				en: 'Advantage: draw two, use the better. Disadvantage: draw two, use the worse.'
			},
			{
				ja: '追加効果はどれも数値よりプラスと扱う。どちらが良いか曖昧なら最初に引いたカード。',
				en: 'Any added effect counts as more positive than a number. When it is unclear which is better, use the card drawn first.'
			},
			{
				ja: '有利と不利が両方あれば、数によらず打ち消し合って通常になる。',
				en: 'Advantage and disadvantage together cancel to a normal attack, whatever their numbers.'
			},
			{
				ja: '有利で1枚が連続修正カードなら、その効果をもう1枚に足す。2枚とも連続なら、連続でないカードが出るまで引いてすべて適用する。',
				en: 'Advantage, one rolling card: add its effect to the other card. Both rolling: draw until a card that is not rolling and apply them all.'
			},
			{
				ja: '不利で1枚が連続修正カードなら、その効果は無視する。2枚とも連続なら、連続でないカードが出るまで引き、そのカードだけ適用する。',
				en: 'Disadvantage, one rolling card: ignore it. Both rolling: draw until a card that is not rolling and apply only that card.'
			},
			{
				ja: '第2版・フロストヘイヴン(メモ):最初が連続なら連続でないカードまで引き、さらに1枚引いて最後の2枚を比べる。有利のキャラクターはどちらを選んでもよい。',
				en: '2nd edition / Frosthaven (our notes): if the first card rolls, draw to a card that does not, then one more, and compare the last two. A character with advantage may pick either.'
			}
		]
	},
	{
		id: 'targets',
		title: { ja: 'エリア攻撃と対象追加', en: 'Area attacks and added targets' },
		items: [
			{
				ja: '複数の敵を攻撃するときは、ターゲットごとに修正カードを引いてダメージを出す(3体なら3回引く)。',
				en: 'Attacking several enemies, draw a modifier card and work out the damage for each target (three targets, three draws).'
			},
			{
				ja: '1つのアクションで同じ敵を2回対象にはできない。カードに攻撃アクションが2つあれば、それぞれで同じ敵を攻撃してよい。',
				en: 'One action cannot target the same enemy twice. A card with two attack actions may hit the same enemy with each.'
			},
			{
				ja: 'エリアの図は回転してよい。灰色のヘクス(自分の位置)を含むエリア攻撃は近接攻撃で、隣接していない敵にも近接攻撃になる。',
				en: 'An area may be rotated. An area including the grey hex (your position) is melee, even against enemies that are not adjacent.'
			},
			{
				ja: '遠距離のエリア攻撃は赤いヘクスのどれかが射程内にあればよい(敵がいなくてもよい)。各対象への視線は必要。',
				en: 'A ranged area needs only one red hex in range (it may be empty); each target still needs line of sight.'
			},
			{
				ja: '「対象X」付きのエリアは範囲内の異なるX体まで。味方を範囲に入れてもよいが対象にはならない。不可視の敵には当たらない。',
				en: '"Target X" on an area: up to X different enemies in it. Allies may be inside but are not targeted. Invisible enemies are not hit.'
			},
			{
				ja: '対象追加は範囲内で追加してよい(しなくてもよい)。攻撃の効果と状態異常は追加した対象にも同じく適用される。',
				en: 'Added targets are optional, within range; the attack’s effects and conditions apply to them too.'
			}
		]
	},
	{
		id: 'effects',
		title: { ja: '攻撃効果', en: 'Attack effects' },
		items: [
			{
				ja: '能力カードの攻撃効果は、攻撃のダメージを適用した後に適用する。ダメージを与えたかどうかは問わない。',
				en: 'An ability card’s attack effects apply after the attack’s damage, whether or not it dealt any.'
			},
			{ ja: '攻撃効果は適用しないことも選べる。', en: 'You may choose not to apply an attack effect.' }
		]
	},
	{
		id: 'monsters',
		title: { ja: 'キャラクターとモンスターの攻撃', en: 'Character and monster attacks' },
		items: [
			{ ja: '武装解除の状態では攻撃できない。', en: 'A disarmed figure cannot attack.' },
			{
				ja: 'モンスターは能力カードに「攻撃±X」があるときだけ攻撃する。狙う敵は移動の規則で決める。',
				en: 'A monster attacks only when its ability card says "Attack ±X". Its target follows the movement rules.'
			},
			{
				ja: 'モンスターの攻撃値は、データシートの攻撃に能力カードの±Xを足したもの。通常(白い台)は左側、上級(黄色い台)は右側を見る。',
				en: 'A monster’s attack is its stat sheet attack ± the ability card’s X: normal monsters (white stand) read the left side, elites (yellow stand) the right.'
			},
			{
				ja: 'データシートに射程があるモンスターは必ず遠距離攻撃をする。',
				en: 'A monster with a range on its stat sheet always attacks at range.'
			}
		]
	}
] satisfies RuleSection[]);

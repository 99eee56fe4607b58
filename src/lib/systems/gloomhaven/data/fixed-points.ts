/**
 * The points the seed (`003_20ac3eef6e42d471.txt`) and our notes leave open that the app reads one
 * way only (`fixedBecause`), listed with the readings a table might take by hand; and every point,
 * these and the ones a group may choose (`open-points.ts`), in the seed's order, as the settings
 * and the reference list them.
 */
import type { Bilingual } from '$lib/core/locale';
import type { OpenPoint } from '$lib/core/readings';
import { CHOICE_POINTS } from './open-points';

/** Why a point is listed with the app's reading only: the issue settled it, and the rules implement that reading. */
const SETTLED: Bilingual = {
	ja: 'issue がこの読み方に決めており、アプリの計算はこの読み方で行う。',
	en: 'The issue settles this reading, and the app computes with it.'
};

/** The points the app reads one way only. */
export const FIXED_POINTS: readonly OpenPoint[] = Object.freeze([
	{
		id: 'better_by_value',
		title: { ja: '「より良い」の比べ方', en: 'What “better” compares' },
		question: {
			ja: '「より効果がポジティブな方」を何で比べるかは書かれていない。×2と+2はどちらが良いか。',
			en: '"The more positive card" is not defined: is ×2 better than +2?'
		},
		readings: [
			{
				id: 'resulting_value',
				label: {
					ja: 'そのカードを適用した後の攻撃値で比べる(既に適用した連続修正カードを含む、0未満の切り上げ前)。攻撃1なら+2(3)が×2(2)より良く、攻撃3なら×2(6)が良い。ヌルは常に最低。',
					en: 'Compare the attack value each card would give (on top of rolling cards already applied, before the floor at 0). At attack 1, +2 (3) beats ×2 (2); at attack 3, ×2 (6) wins. Null is always the lowest.'
				}
			},
			{
				id: 'card_order',
				label: {
					ja: 'カードの並び順で比べる(ヌル < −2 < −1 < +0 < +1 < +2 < ×2)。',
					en: 'Compare by a fixed card order (null < −2 < −1 < +0 < +1 < +2 < ×2).'
				}
			}
		],
		fixedBecause: SETTLED,
		default: 'resulting_value'
	},
	{
		id: 'null_with_effects',
		title: { ja: '追加効果つきのヌル', en: 'A null card with an effect' },
		question: {
			ja: 'ヌルに追加効果がある場合(「追加効果は数値よりプラス」)も最低か。',
			en: 'Is a null card carrying an added effect still the lowest ("effects count as more positive than a number")?'
		},
		readings: [
			{
				id: 'null_lowest',
				label: { ja: 'ヌルは追加効果があっても常に最低。', en: 'Null is always the lowest, effects or not.' }
			},
			{
				id: 'effects_rule',
				label: {
					ja: '追加効果の規則を優先し、曖昧なら最初に引いたカード。',
					en: 'The effects rule applies; unclear → the first card drawn.'
				}
			}
		],
		fixedBecause: SETTLED,
		default: 'null_lowest'
	},
	{
		id: 'advantage_one_rolling_no_more',
		title: { ja: '有利で1枚だけ連続修正', en: 'Advantage with one rolling card' },
		question: {
			ja: '有利で2枚のうち1枚が連続修正カードのとき、「その効果はもう1枚のカードに適用する」。連続修正カードなのでさらに引くかは書かれていない。',
			en: 'With advantage and exactly one rolling card of the two, "its effect is applied to the other card"; whether the rolling card still calls for another draw is not said.'
		},
		readings: [
			{ id: 'no_more', label: { ja: '2枚で終わり、両方を適用する。', en: 'Stop at two cards; both apply.' } },
			{
				id: 'draw_on',
				label: {
					ja: '非連続カードが出るまで引き、最後の非連続カード同士で比べる。',
					en: 'Keep drawing until a non-rolling card and compare the non-rolling cards.'
				}
			}
		],
		fixedBecause: SETTLED,
		default: 'no_more'
	},
	{
		id: 'reshuffle_mid_attack',
		title: { ja: '攻撃中に山札が尽きる', en: 'The pile runs out mid-attack' },
		question: {
			ja: '攻撃の途中で山札が尽きたとき、その攻撃で引いたカードも一緒にシャッフルするかは書かれていない(種本は攻撃修正デッキのシャッフルに触れていない)。',
			en: 'When the pile runs out mid-attack, are the cards this attack already took shuffled in too? (The seed does not cover reshuffling.)'
		},
		readings: [
			{
				id: 'older_discards_only',
				label: {
					ja: 'それまでの捨て札だけを山札にする。この攻撃のカードは攻撃後に捨て札へ。',
					en: 'Only the older discards become the pile; this attack’s cards are discarded after it.'
				}
			},
			{
				id: 'include_current',
				label: { ja: 'この攻撃で引いたカードも戻す。', en: 'Shuffle this attack’s cards in as well.' }
			}
		],
		fixedBecause: SETTLED,
		default: 'older_discards_only'
	},
	{
		id: 'negative_attack',
		title: { ja: '0未満の攻撃値', en: 'An attack below 0' },
		question: {
			ja: '攻撃値がペナルティで0未満になったとき、修正カードの前に0にするか。種本は「0以下にはならない」を装甲にだけ書いている。',
			en: 'When penalties take the attack below 0, is it set to 0 before the modifier card? The seed states "never below 0" only for the shield.'
		},
		readings: [
			{
				id: 'floor_final_only',
				label: {
					ja: '最終結果だけ0未満にしない(攻撃−1に+2で1)。',
					en: 'Only the final result is floored (−1 with +2 → 1).'
				}
			},
			{
				id: 'floor_before_card',
				label: { ja: '修正カードの前に0にする(攻撃−1に+2で2)。', en: 'Floor before the card (−1 with +2 → 2).' }
			}
		],
		fixedBecause: SETTLED,
		default: 'floor_final_only'
	},
	{
		id: 'bonus_order',
		title: { ja: 'ステップ1の適用順', en: 'The order within step 1' },
		question: {
			ja: '「各ステップで複数の修正が存在する場合、プレイヤーが適用順を選択する」。数値のボーナスは足し算なので順序で結果は変わらないが、「攻撃を2倍」(スカウンドレルの例)があると変わる。符号の違うボーナス(+2と−1)を2倍の前後に分けたい場合は書かれていない。',
			en: '"When a step has several modifiers, the player chooses their order." Number bonuses add up, so their order does not matter — until an ability doubles the attack (the Scoundrel example). Splitting bonuses of both signs (+2 and −1) around the doubling is not covered.'
		},
		readings: [
			{
				id: 'ask_two_orders',
				label: {
					ja: 'ボーナスは合計して1つの値。2倍があり順序で結果が変わるときは「ボーナスを先に」「2倍を先に」の2つを結果つきで示し、プレイヤーが選ぶ(選ぶまで引けない)。',
					en: 'Bonuses are summed into one value. With a doubling whose order changes the result, the app shows "bonuses first" and "double first" with their results and the player picks (no draw before).'
				}
			},
			{ id: 'ordered', label: { ja: '修正を1つずつ順に入力する。', en: 'Enter the modifiers one by one in order.' } }
		],
		fixedBecause: SETTLED,
		default: 'ask_two_orders'
	},
	{
		id: 'card_effects_counted',
		title: { ja: 'カードの追加効果の扱い', en: 'A card’s own effects' },
		question: {
			ja: '攻撃修正カードの追加効果のうち、どれがダメージ計算に入るかは種本の手順(ステップ2・3)から読む。',
			en: 'Which effects of a modifier card enter the damage follows from the seed’s steps 2 and 3.'
		},
		readings: [
			{
				id: 'pierce_conditions',
				label: {
					ja: '数値(+X)・連続・貫通Zを計算に入れる(貫通は攻撃の貫通に足す)。状態異常(毒・流血など)は対象に与えるものとして確率と結果に示し、毒は次の攻撃で+1に反映。それ以外(元素・回復・対象+1など)はラベルとして表示し、計算に入れないと明示する。',
					en: 'The number (+X), rolling and pierce Z count (a card’s pierce adds to the attack’s). Conditions (poison, wound …) are shown in the odds and the result as given to the target; poison gives +1 on the next attack. Anything else (elements, heal, +1 target …) is shown as a label, said to be not counted.'
				}
			},
			{
				id: 'labels_only',
				label: { ja: '数値と連続以外はすべてラベル。', en: 'Everything but the number and rolling is a label.' }
			}
		],
		fixedBecause: SETTLED,
		default: 'pierce_conditions'
	},
	{
		id: 'shield_after_draw',
		title: { ja: '引いた後の装甲と軽減', en: 'Shield and reduction after the draw' },
		question: {
			ja: '「攻撃修正カードを引き、受けるであろうダメージを確認してから、ダメージ値を軽減するアイテム・カードを使うことができる」。その装甲ボーナスを貫通が無効化するか、軽減と装甲のどちらが先かは書かれていない。',
			en: '"After drawing the modifier card and seeing the damage, items and cards that reduce damage may be used." Whether pierce also cancels such a shield bonus, and whether a reduction comes before the shield, is not said.'
		},
		readings: [
			{
				id: 'shield_pierced_reduction_after',
				label: {
					ja: '装甲ボーナスは装甲に足し、貫通はその合計を無効化する(「装甲をZまで無効化」)。ダメージ軽減は装甲の後に引く(0未満にはならない)。モンスターの攻撃(対象はキャラクター)では引いた後に入力欄を出し、キャラクターの攻撃ではチェックで出す。',
					en: 'A shield bonus joins the shield and pierce cancels the total ("cancels shield up to Z"). A damage reduction comes off after the shield (never below 0). The fields appear after every monster draw (the targets are characters), and on request for a character’s.'
				}
			},
			{
				id: 'shield_not_pierced',
				label: { ja: '引いた後の装甲ボーナスは貫通されない。', en: 'A shield bonus after the draw is not pierced.' }
			}
		],
		fixedBecause: SETTLED,
		default: 'shield_pierced_reduction_after'
	}
] satisfies OpenPoint[]);

/** The order the points are listed in: the seed's. */
const ORDER = [
	'better_by_value',
	'tie_effects_both',
	'null_with_effects',
	'advantage_one_rolling_no_more',
	'deck_runs_dry',
	'reshuffle_mid_attack',
	'negative_attack',
	'second_edition_choice',
	'poison_2e',
	'bonus_order',
	'card_effects_counted',
	'shield_after_draw'
];

/** Every point, the ones a group may choose and the fixed ones, in the seed's order. */
export const OPEN_POINTS: readonly OpenPoint[] = Object.freeze(
	ORDER.map((id) => [...CHOICE_POINTS, ...FIXED_POINTS].find((p) => p.id === id)!)
);

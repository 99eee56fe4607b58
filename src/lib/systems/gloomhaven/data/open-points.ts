/**
 * Where the seed (`003_20ac3eef6e42d471.txt`) and our notes leave a rule open, the readings a
 * table might take, and the one the app uses (`default`, implemented in `rules/`). The
 * reference screen lists these; a test checks each default is one of its options.
 */
import type { Bilingual } from '$lib/core/locale';

export interface OpenPointOption extends Bilingual {
	id: string;
}

export interface OpenPoint extends Bilingual {
	id: string;
	/** A short name (settings, the log). */
	title: Bilingual;
	options: readonly OpenPointOption[];
	/** The option the app implements (and a session starts with, for a setting). */
	default: string;
	/**
	 * A session setting (`rules/readings.ts`): the table may choose another option. Points the
	 * issue settles are shown with its reading only.
	 */
	setting?: boolean;
}

export const OPEN_POINTS: readonly OpenPoint[] = Object.freeze([
	{
		id: 'better_by_value',
		title: { ja: '「より良い」の比べ方', en: 'What “better” compares' },
		ja: '「より効果がポジティブな方」を何で比べるかは書かれていない。×2と+2はどちらが良いか。',
		en: '"The more positive card" is not defined: is ×2 better than +2?',
		options: [
			{
				id: 'resulting_value',
				ja: 'そのカードを適用した後の攻撃値で比べる(既に適用した連続修正カードを含む、0未満の切り上げ前)。攻撃1なら+2(3)が×2(2)より良く、攻撃3なら×2(6)が良い。ヌルは常に最低。',
				en: 'Compare the attack value each card would give (on top of rolling cards already applied, before the floor at 0). At attack 1, +2 (3) beats ×2 (2); at attack 3, ×2 (6) wins. Null is always the lowest.'
			},
			{
				id: 'card_order',
				ja: 'カードの並び順で比べる(ヌル < −2 < −1 < +0 < +1 < +2 < ×2)。',
				en: 'Compare by a fixed card order (null < −2 < −1 < +0 < +1 < +2 < ×2).'
			}
		],
		default: 'resulting_value'
	},
	{
		id: 'tie_effects_both',
		title: { ja: '数値も追加効果も違う2枚', en: 'Different values, effects on both' },
		setting: true,
		ja: '追加効果は「数値よりプラス」と扱うが、数値が違い両方に追加効果がある場合は書かれていない(例:+2 負傷 と +1 毒)。',
		en: 'Added effects "count as more positive than a number", but the text is silent when the values differ and both cards carry effects (e.g. +2 wound against +1 poison).',
		options: [
			{
				id: 'higher_if_superset',
				ja: '数値の高いカードが、低いカードの追加効果をすべて持っていれば高い方が良い。そうでなければ曖昧として最初に引いたカード。',
				en: 'The higher card is better when it carries every effect of the lower card; otherwise it is unclear and the first card drawn applies.'
			},
			{ id: 'always_first', ja: '常に曖昧として最初に引いたカード。', en: 'Always unclear: the first card drawn.' },
			{ id: 'higher_value', ja: '数値の高い方。', en: 'The higher value.' }
		],
		default: 'higher_if_superset'
	},
	{
		id: 'null_with_effects',
		title: { ja: '追加効果つきのヌル', en: 'A null card with an effect' },
		ja: 'ヌルに追加効果がある場合(「追加効果は数値よりプラス」)も最低か。',
		en: 'Is a null card carrying an added effect still the lowest ("effects count as more positive than a number")?',
		options: [
			{ id: 'null_lowest', ja: 'ヌルは追加効果があっても常に最低。', en: 'Null is always the lowest, effects or not.' },
			{
				id: 'effects_rule',
				ja: '追加効果の規則を優先し、曖昧なら最初に引いたカード。',
				en: 'The effects rule applies; unclear → the first card drawn.'
			}
		],
		default: 'null_lowest'
	},
	{
		id: 'advantage_one_rolling_no_more',
		title: { ja: '有利で1枚だけ連続修正', en: 'Advantage with one rolling card' },
		ja: '有利で2枚のうち1枚が連続修正カードのとき、「その効果はもう1枚のカードに適用する」。連続修正カードなのでさらに引くかは書かれていない。',
		en: 'With advantage and exactly one rolling card of the two, "its effect is applied to the other card"; whether the rolling card still calls for another draw is not said.',
		options: [
			{ id: 'no_more', ja: '2枚で終わり、両方を適用する。', en: 'Stop at two cards; both apply.' },
			{
				id: 'draw_on',
				ja: '非連続カードが出るまで引き、最後の非連続カード同士で比べる。',
				en: 'Keep drawing until a non-rolling card and compare the non-rolling cards.'
			}
		],
		default: 'no_more'
	},
	{
		id: 'deck_runs_dry',
		title: { ja: '連続修正で山札も捨て札も尽きる', en: 'Rolling cards run the deck dry' },
		setting: true,
		ja: '連続修正カードが続いて山札も捨て札も尽きたとき(全カードが連続修正)の扱いは書かれていない。',
		en: 'Not covered: rolling cards keep coming until the pile and the discards are both used up.',
		options: [
			{
				id: 'resolve_with_taken',
				ja: '引いたカードで解決する。通常・有利はすべて適用、不利は連続修正カードを無視(修正なし)。',
				en: 'Resolve with the cards taken: normal and advantage apply them all; disadvantage ignores the rolling cards (no modifier).'
			},
			{ id: 'no_modifier', ja: '修正なし(攻撃値のまま)。', en: 'No modifier at all (the attack value as it is).' }
		],
		default: 'resolve_with_taken'
	},
	{
		id: 'reshuffle_mid_attack',
		title: { ja: '攻撃中に山札が尽きる', en: 'The pile runs out mid-attack' },
		ja: '攻撃の途中で山札が尽きたとき、その攻撃で引いたカードも一緒にシャッフルするかは書かれていない(種本は攻撃修正デッキのシャッフルに触れていない)。',
		en: 'When the pile runs out mid-attack, are the cards this attack already took shuffled in too? (The seed does not cover reshuffling.)',
		options: [
			{
				id: 'older_discards_only',
				ja: 'それまでの捨て札だけを山札にする。この攻撃のカードは攻撃後に捨て札へ。',
				en: 'Only the older discards become the pile; this attack’s cards are discarded after it.'
			},
			{ id: 'include_current', ja: 'この攻撃で引いたカードも戻す。', en: 'Shuffle this attack’s cards in as well.' }
		],
		default: 'older_discards_only'
	},
	{
		id: 'negative_attack',
		title: { ja: '0未満の攻撃値', en: 'An attack below 0' },
		ja: '攻撃値がペナルティで0未満になったとき、修正カードの前に0にするか。種本は「0以下にはならない」を装甲にだけ書いている。',
		en: 'When penalties take the attack below 0, is it set to 0 before the modifier card? The seed states "never below 0" only for the shield.',
		options: [
			{
				id: 'floor_final_only',
				ja: '最終結果だけ0未満にしない(攻撃−1に+2で1)。',
				en: 'Only the final result is floored (−1 with +2 → 1).'
			},
			{
				id: 'floor_before_card',
				ja: '修正カードの前に0にする(攻撃−1に+2で2)。',
				en: 'Floor before the card (−1 with +2 → 2).'
			}
		],
		default: 'floor_final_only'
	},
	{
		id: 'second_edition_choice',
		title: { ja: '第2版の有利でのカード選択', en: '2nd edition advantage: the choice' },
		setting: true,
		ja: '第2版/フロストヘイヴンでは有利のキャラクターはどちらのカードも選べる。',
		en: 'In the 2nd edition / Frosthaven a character with advantage may choose either card.',
		options: [
			{
				id: 'auto_when_plain',
				ja: '明らかに良いカードがあればアプリで引いても自動で適用し、理由を表示する。比べられない2枚(数値と追加効果など)は、アプリで引いたときも実物で引いたときも両方を見せてプレイヤーが選び、選択を同じ記録に含める。確率はルールが選ぶカード(良い方、比べられなければ最初のカード)で計算する。',
				en: 'When one card is plainly better, an app draw applies it automatically and says why. Two cards that cannot be compared (a value against an effect, say): app draw or table draw, both are shown and the player picks; the pick is part of the one record. The odds count the card the rules pick (the better; the first taken when they cannot be compared).'
			},
			{
				id: 'always_ask',
				ja: '常にプレイヤーに選ばせる(明らかに良い場合も)。',
				en: 'Always ask the player, even when one card is plainly better.'
			}
		],
		default: 'auto_when_plain'
	},
	{
		id: 'poison_2e',
		title: { ja: '第2版での毒の+1', en: 'Poison’s +1 in the 2nd edition' },
		setting: true,
		ja: '毒の対象への攻撃+1は第1版の規則(種本「他の効果(毒など)」)。第2版・フロストヘイヴンでの扱いは種本にもメモにもない。',
		en: 'The +1 attack against a poisoned target is the 1st edition rule (the seed: "other effects (poison etc.)"). Neither the seed nor our notes say how the 2nd edition / Frosthaven treats it.',
		options: [
			{
				id: 'first_edition_only',
				ja: '第1版だけ自動で+1。第2版ではチェック欄を出さず、必要ならボーナスに入力する。',
				en: 'Only the 1st edition adds +1 by itself; in the 2nd edition the box is hidden and the group enters a bonus if its rules give one.'
			},
			{ id: 'both', ja: '両方の版で+1。', en: '+1 in both editions.' }
		],
		default: 'first_edition_only'
	},
	{
		id: 'bonus_order',
		title: { ja: 'ステップ1の適用順', en: 'The order within step 1' },
		ja: '「各ステップで複数の修正が存在する場合、プレイヤーが適用順を選択する」。数値のボーナスは足し算なので順序で結果は変わらないが、「攻撃を2倍」(スカウンドレルの例)があると変わる。符号の違うボーナス(+2と−1)を2倍の前後に分けたい場合は書かれていない。',
		en: '"When a step has several modifiers, the player chooses their order." Number bonuses add up, so their order does not matter — until an ability doubles the attack (the Scoundrel example). Splitting bonuses of both signs (+2 and −1) around the doubling is not covered.',
		options: [
			{
				id: 'ask_two_orders',
				ja: 'ボーナスは合計して1つの値。2倍があり順序で結果が変わるときは「ボーナスを先に」「2倍を先に」の2つを結果つきで示し、プレイヤーが選ぶ(選ぶまで引けない)。',
				en: 'Bonuses are summed into one value. With a doubling whose order changes the result, the app shows "bonuses first" and "double first" with their results and the player picks (no draw before).'
			},
			{ id: 'ordered', ja: '修正を1つずつ順に入力する。', en: 'Enter the modifiers one by one in order.' }
		],
		default: 'ask_two_orders'
	},
	{
		id: 'card_effects_counted',
		title: { ja: 'カードの追加効果の扱い', en: 'A card’s own effects' },
		ja: '攻撃修正カードの追加効果のうち、どれがダメージ計算に入るかは種本の手順(ステップ2・3)から読む。',
		en: 'Which effects of a modifier card enter the damage follows from the seed’s steps 2 and 3.',
		options: [
			{
				id: 'pierce_conditions',
				ja: '数値(+X)・連続・貫通Zを計算に入れる(貫通は攻撃の貫通に足す)。状態異常(毒・流血など)は対象に与えるものとして確率と結果に示し、毒は次の攻撃で+1に反映。それ以外(元素・回復・対象+1など)はラベルとして表示し、計算に入れないと明示する。',
				en: 'The number (+X), rolling and pierce Z count (a card’s pierce adds to the attack’s). Conditions (poison, wound …) are shown in the odds and the result as given to the target; poison gives +1 on the next attack. Anything else (elements, heal, +1 target …) is shown as a label, said to be not counted.'
			},
			{
				id: 'labels_only',
				ja: '数値と連続以外はすべてラベル。',
				en: 'Everything but the number and rolling is a label.'
			}
		],
		default: 'pierce_conditions'
	},
	{
		id: 'shield_after_draw',
		title: { ja: '引いた後の装甲と軽減', en: 'Shield and reduction after the draw' },
		ja: '「攻撃修正カードを引き、受けるであろうダメージを確認してから、ダメージ値を軽減するアイテム・カードを使うことができる」。その装甲ボーナスを貫通が無効化するか、軽減と装甲のどちらが先かは書かれていない。',
		en: '"After drawing the modifier card and seeing the damage, items and cards that reduce damage may be used." Whether pierce also cancels such a shield bonus, and whether a reduction comes before the shield, is not said.',
		options: [
			{
				id: 'shield_pierced_reduction_after',
				ja: '装甲ボーナスは装甲に足し、貫通はその合計を無効化する(「装甲をZまで無効化」)。ダメージ軽減は装甲の後に引く(0未満にはならない)。モンスターの攻撃(対象はキャラクター)では引いた後に入力欄を出し、キャラクターの攻撃ではチェックで出す。',
				en: 'A shield bonus joins the shield and pierce cancels the total ("cancels shield up to Z"). A damage reduction comes off after the shield (never below 0). The fields appear after every monster draw (the targets are characters), and on request for a character’s.'
			},
			{
				id: 'shield_not_pierced',
				ja: '引いた後の装甲ボーナスは貫通されない。',
				en: 'A shield bonus after the draw is not pierced.'
			}
		],
		default: 'shield_pierced_reduction_after'
	}
] satisfies OpenPoint[]);

/**
 * Where the seed (`003_20ac3eef6e42d471.txt`) and our notes leave a rule open, the readings a
 * table might take, and the one the app uses (`default`, implemented in `rules/`): the platform's
 * open points (`core/readings`). Here the four a group may choose (`rules/readings.ts`), declared
 * as `openPoints` in `index.ts`: the shell records a choice as `session/readingsChosen` and hands
 * the rules `env.readings` / `ctx.readings`. The points the app reads one way only are in
 * `fixed-points.ts`, with every point in the seed's order: no rule reads them, so their texts load
 * with the settings and the reference that list them, not with the session (issue 27).
 */
import type { OpenPoint } from '$lib/core/readings';

/** The points a group may choose. */
export const CHOICE_POINTS: readonly OpenPoint[] = Object.freeze([
	{
		id: 'tie_effects_both',
		title: { ja: '数値も追加効果も違う2枚', en: 'Different values, effects on both' },
		question: {
			ja: '追加効果は「数値よりプラス」と扱うが、数値が違い両方に追加効果がある場合は書かれていない(例:+2 負傷 と +1 毒)。',
			en: 'Added effects "count as more positive than a number", but the text is silent when the values differ and both cards carry effects (e.g. +2 wound against +1 poison).'
		},
		readings: [
			{
				id: 'higher_if_superset',
				label: {
					ja: '数値の高いカードが、低いカードの追加効果をすべて持っていれば高い方が良い。そうでなければ曖昧として最初に引いたカード。',
					en: 'The higher card is better when it carries every effect of the lower card; otherwise it is unclear and the first card drawn applies.'
				}
			},
			{
				id: 'always_first',
				label: { ja: '常に曖昧として最初に引いたカード。', en: 'Always unclear: the first card drawn.' }
			},
			{ id: 'higher_value', label: { ja: '数値の高い方。', en: 'The higher value.' } }
		],
		default: 'higher_if_superset'
	},
	{
		id: 'deck_runs_dry',
		title: { ja: '連続修正で山札も捨て札も尽きる', en: 'Rolling cards run the deck dry' },
		question: {
			ja: '連続修正カードが続いて山札も捨て札も尽きたとき(全カードが連続修正)の扱いは書かれていない。',
			en: 'Not covered: rolling cards keep coming until the pile and the discards are both used up.'
		},
		readings: [
			{
				id: 'resolve_with_taken',
				label: {
					ja: '引いたカードで解決する。通常・有利はすべて適用、不利は連続修正カードを無視(修正なし)。',
					en: 'Resolve with the cards taken: normal and advantage apply them all; disadvantage ignores the rolling cards (no modifier).'
				}
			},
			{
				id: 'no_modifier',
				label: { ja: '修正なし(攻撃値のまま)。', en: 'No modifier at all (the attack value as it is).' }
			}
		],
		default: 'resolve_with_taken'
	},
	{
		id: 'second_edition_choice',
		title: { ja: '第2版の有利でのカード選択', en: '2nd edition advantage: the choice' },
		question: {
			ja: '第2版/フロストヘイヴンでは有利のキャラクターはどちらのカードも選べる。',
			en: 'In the 2nd edition / Frosthaven a character with advantage may choose either card.'
		},
		readings: [
			{
				id: 'auto_when_plain',
				label: {
					ja: '明らかに良いカードがあればアプリで引いても自動で適用し、理由を表示する。比べられない2枚(数値と追加効果など)は、アプリで引いたときも実物で引いたときも両方を見せてプレイヤーが選び、選択を同じ記録に含める。確率はルールが選ぶカード(良い方、比べられなければ最初のカード)で計算する。',
					en: 'When one card is plainly better, an app draw applies it automatically and says why. Two cards that cannot be compared (a value against an effect, say): app draw or table draw, both are shown and the player picks; the pick is part of the one record. The odds count the card the rules pick (the better; the first taken when they cannot be compared).'
				}
			},
			{
				id: 'always_ask',
				label: {
					ja: '常にプレイヤーに選ばせる(明らかに良い場合も)。',
					en: 'Always ask the player, even when one card is plainly better.'
				}
			}
		],
		default: 'auto_when_plain'
	},
	{
		id: 'poison_2e',
		title: { ja: '第2版での毒の+1', en: 'Poison’s +1 in the 2nd edition' },
		question: {
			ja: '毒の対象への攻撃+1は第1版の規則(種本「他の効果(毒など)」)。第2版・フロストヘイヴンでの扱いは種本にもメモにもない。',
			en: 'The +1 attack against a poisoned target is the 1st edition rule (the seed: "other effects (poison etc.)"). Neither the seed nor our notes say how the 2nd edition / Frosthaven treats it.'
		},
		readings: [
			{
				id: 'first_edition_only',
				label: {
					ja: '第1版だけ自動で+1。第2版ではチェック欄を出さず、必要ならボーナスに入力する。',
					en: 'Only the 1st edition adds +1 by itself; in the 2nd edition the box is hidden and the group enters a bonus if its rules give one.'
				}
			},
			{ id: 'both', label: { ja: '両方の版で+1。', en: '+1 in both editions.' } }
		],
		default: 'first_edition_only'
	}
] satisfies OpenPoint[]);

/**
 * Points the GK seed (`001_2a625b5deb160d67.txt`) leaves open, each with the readings a group
 * might take and the one the app uses until the group picks another: the platform's open points
 * (`core/readings`), declared as `openPoints` in `index.ts`. The group's choice is the core event
 * `session/readingsChosen`; the rules read the reading in force through `ruled()`
 * (`readings.ts`), so a preview and the record agree. The points the app has one reading of
 * (`fixedBecause`) are in `fixed-points.ts`. The table's two formulas (HP, 移動力) are not
 * readings but data the group types (`table-formulas.ts`, the GK event `gk/formulasChanged`).
 *
 * Only these are the system's `openPoints`: no rule reads a fixed point, so the fold needs none of
 * them, and their texts load with the settings tab that lists them, not with the session (issue 27).
 */
import type { OpenPoint } from '$lib/core/readings';

/** The points a group may read otherwise; each sets one rule the app applies. */
export const GK_CHOICE_POINTS: readonly OpenPoint[] = Object.freeze([
	{
		id: 'special_attack_minimum',
		title: { ja: '特殊攻撃の最低保証ダメージ', en: "Special attack's guaranteed minimum" },
		question: {
			ja: '「差し引いた値が0以下であっても「」ダメージが保障されます」: 保障される値が空欄。',
			en: '"even at 0 or less, \'\' damage is guaranteed": the guaranteed number is blank.'
		},
		readings: [
			{ id: 'one', label: { ja: '1(同系統wikiの値)', en: "1 (the family's wikis)" } },
			{ id: 'gk-sets', label: { ja: 'GKが決める値', en: 'A value the GK sets' }, takesAmount: true }
		],
		default: 'one',
		amount: { label: { ja: '最低保証ダメージ', en: 'Guaranteed minimum' }, min: 0, max: 99, default: 1 }
	},
	{
		id: 'division_rounding',
		title: { ja: '式の ÷ の端数', en: 'Rounding of ÷ in formulas' },
		question: {
			ja: '技のダメージ式は各ゲームで定義する。÷ の端数処理は書かれていない(ガード・カウンターの「端数切上げ」は各規則のまま)。',
			en: 'Technique formulas are each game\'s own; how ÷ rounds is not said (guard and counter keep their own "round up").'
		},
		readings: [
			{ id: 'floor', label: { ja: '切り捨て', en: 'Round down' } },
			{ id: 'ceil', label: { ja: '切り上げ', en: 'Round up' } },
			{ id: 'round', label: { ja: '四捨五入', en: 'Round half up' } }
		],
		default: 'floor'
	},
	{
		id: 'counter_same_round',
		title: { ja: 'カウンター状態が効くラウンド', en: 'When a counter state takes effect' },
		question: {
			ja: '「次の技のダメージが1.5倍」「同時行動時に発生したカウンター状態はラウンド終了時から効果を現す」: 後手がそのラウンド中に得たカウンター状態が同じラウンドの自分の技に乗るかは書かれていない。',
			en: '"The next technique deals ×1.5"; "a counter state gained in simultaneous action takes effect from the round\'s end". Whether a state the second actor gains boosts its technique in the same round is not said.'
		},
		readings: [
			{
				id: 'same-round',
				label: {
					ja: '同じラウンドから(後手の技に乗る。例外は同時行動だけ)',
					en: "The same round (it boosts the second actor's technique; only simultaneous action waits)"
				}
			},
			{ id: 'next-round', label: { ja: '次のラウンドから', en: 'From the next round' } }
		],
		default: 'same-round'
	},
	{
		id: 'critical_damage',
		title: { ja: 'クリティカルのダメージ', en: 'Damage of a critical' },
		question: {
			ja: 'クリティカル時は「後手側の防御判定は発生しない」とだけある。ダメージの倍率は書かれていない。',
			en: 'A critical only "skips the defender\'s checks"; no damage multiplier is given.'
		},
		readings: [
			{ id: 'plain', label: { ja: '防御判定なしのみ', en: 'No defence checks only' } },
			{ id: 'double', label: { ja: 'さらにダメージ2倍', en: 'And double damage' } }
		],
		default: 'plain'
	},
	{
		id: 'diagonal_zoc',
		title: { ja: '斜め移動とZoC', en: 'Diagonal steps and ZoC' },
		question: {
			ja: '「斜めのマスに移動するには2マス分移動が必要です(縦横1歩ずつ)」: 脇の2マスの敵で止まるかは書かれていない。両脇が通行不能ならその斜め移動はできない。',
			en: '"A diagonal square takes 2 squares of movement (one vertical and one horizontal step)": whether an enemy beside it stops it is not said. It cannot cut between two impassable squares.'
		},
		readings: [
			{
				id: 'either',
				label: {
					ja: '脇のどちらかに敵がいればそこで停止(縦の1歩を先に)',
					en: 'An enemy on either square beside it stops it there (the vertical step first)'
				}
			},
			{ id: 'both', label: { ja: '両脇に敵がいるときだけ停止', en: 'Only when both squares beside it hold an enemy' } }
		],
		default: 'either'
	},
	{
		id: 'ability_rest',
		title: { ja: '能力休みの長さ', en: 'Length of ability rest' },
		question: {
			ja: '発動した特殊能力のあとの「能力休み」の長さは書かれていない(相手陣営のフェイズは数えない)。',
			en: 'How long "ability rest" lasts after an activated ability is not said (the other factions\' phases do not count).'
		},
		readings: [
			{ id: 'next-phase', label: { ja: '自陣営の次のフェイズ1回', en: "Its own faction's next phase" } },
			{
				id: 'gk-sets',
				label: { ja: '自陣営のフェイズをGKが決める回数', en: "As many of its faction's phases as the GK sets" },
				takesAmount: true
			}
		],
		default: 'next-phase',
		amount: { label: { ja: '能力休みのフェイズ数', en: 'Phases of rest' }, min: 0, max: 99, default: 2 }
	},
	{
		id: 'starter_exception',
		title: { ja: 'スタメンの例外の期間', en: "How long the starters' exception lasts" },
		question: {
			ja: '「ゲーム開始時のみの例外として、スタメンは条件3を満たしていなくても動けます」: 期間は書かれていない。',
			en: '"As an exception at game start only, starters may act without condition 3": how long is not said.'
		},
		readings: [
			{
				id: 'first-turn',
				label: { ja: '最初のターン(各陣営のフェイズ1回ずつ)', en: 'The first turn (one phase per faction)' }
			},
			{ id: 'gk-sets', label: { ja: 'GKが決めるフェイズ数', en: 'A number of phases the GK sets' }, takesAmount: true }
		],
		default: 'first-turn',
		amount: { label: { ja: '例外のフェイズ数', en: 'Phases of the exception' }, min: 1, max: 99, default: 2 }
	}
]);

/**
 * The GM quick reference's checklists, in our own words (seed `001_2a625b5deb160d67.txt`),
 * Japanese and English. Data, so the reference page and its tests read the same lists.
 */
export interface Checklist {
	id: string;
	title: { ja: string; en: string };
	items: { ja: string; en: string }[];
}

export const CHECKLISTS: readonly Checklist[] = [
	{
		id: 'action',
		title: { ja: '行動(移動+動作)', en: 'An action (move + act)' },
		items: [
			{
				ja: '自陣営のフェイズに、各キャラ1回。必ず移動→動作の順',
				en: "Once per character in its faction's phase: move, then act"
			},
			{
				ja: '前提条件5つ: 自陣営のフェイズ/操作権/2フェイズ前からMAP上(スタメンは開始時のみ例外、離脱期間もMAP上と数える)/行動可能(死亡・瀕死・戦線離脱中・行動不能でない)/未行動',
				en: 'Five preconditions: own phase; control; on the map since two phases back (starters excepted at game start; time withdrawn counts as on the map); able to act (not dead, dying, withdrawn or incapacitated); not yet acted'
			},
			{
				ja: '移動は2マスまで、反応で増える(増え方はセッション開始時に式を選ぶ)。斜めは2マス分(縦横1歩ずつ)。1マスに何人でも入れる',
				en: 'Move up to 2 squares, more with reaction (the group picks the scale at set-up); a diagonal costs 2 (one vertical and one horizontal step); any number per square'
			},
			{
				ja: '敵のいるマスに入ったら残り移動力に関わらず停止(ZoC)。斜めは脇のマスの敵でも停止',
				en: "Entering an enemy's square ends the move (ZoC); a diagonal also stops beside an enemy"
			},
			{
				ja: '移動できないマスを指定したら行動キャンセル: 0マス移動して待機',
				en: 'An impossible path cancels the action: 0 squares, then wait'
			},
			{
				ja: '動作は交戦・特殊能力の使用・待機のどれか1回(指定なしは待機)',
				en: 'Act: engage, use an ability, or wait (nothing submitted = wait)'
			},
			{
				ja: '移動と動作の間に他のキャラの行動は挟まない: 1人の移動と動作(交戦・特殊能力・特殊攻撃の結果)を終えてから次のキャラへ。行えなくなった動作はキャンセル(待機)',
				en: "No other character's action between a move and its act: one character's move and act (the engagement, ability or special attack resolved) before the next character's; an act that can no longer happen is cancelled (wait)"
			}
		]
	},
	{
		id: 'engagement',
		title: { ja: '交戦の手順', en: 'Engagement steps' },
		items: [
			{
				ja: '同じマスの1人に仕掛ける(味方可、自分不可)。最大25ラウンド、決着なしは引き分け',
				en: 'Against one character in the same square (allies allowed, not oneself); 25 rounds at most, then a draw'
			},
			{
				ja: '1. 各自d6で技を決定。デメリットはこの時点から',
				en: '1. Each rolls a d6 for the technique; its demerits apply from now'
			},
			{
				ja: '2. 先攻: 防御・回避の技が先。他は出目+反応が高い方、同値は反応が高い方、それも同じなら同時',
				en: '2. Order: defend/evade first; else higher die + reaction, then higher reaction, else simultaneous'
			},
			{
				ja: '3. 先手が攻撃ならd100 ≤ FS でクリティカル(防御判定なし)',
				en: '3. If the first acts with an attack: d100 ≤ FS is a critical (no defence checks)'
			},
			{
				ja: '4. 後手の回避(反応×2%)→ガード(防御×5%、半減・切上げ)。無効技ならその判定なし',
				en: '4. Defender: evade (reaction × 2 %), then guard (defence × 5 %, halve rounding up); skipped for unevadable / unguardable'
			},
			{
				ja: '5. 結果を適用。後手も3〜5。HP0以下で終了',
				en: '5. Apply; then 3–5 for the second; HP 0 or below ends it'
			},
			{
				ja: '同時攻撃: 防御>攻撃>その他、同時にHP0以下はダブルKOで引き分け',
				en: 'Simultaneous: defend > attack > other; both at 0 or below is a double KO (draw)'
			}
		]
	},
	{
		id: 'counter',
		title: { ja: 'カウンター状態', en: 'Counter state' },
		items: [
			{
				ja: '回避・ガードに成功すると次の技のダメージ1.5倍(切上げ)',
				en: 'A successful evade or guard: the next technique deals ×1.5 (round up)'
			},
			{
				ja: '次の技の処理が終わると解除(ダメージなしの技でも)。多段は初撃のみ',
				en: 'Ends once the next technique is processed (even one without damage); multi-hit: first hit only'
			},
			{ ja: 'ダメージを受けても解除', en: 'Also ends on taking damage' },
			{
				ja: '同時行動で得たカウンター状態はラウンド終了時から',
				en: 'Gained in simultaneous action: from the round’s end'
			}
		]
	},
	{
		id: 'survival',
		title: { ja: '交戦の終了と生存判定', en: 'End of engagement, survival' },
		items: [
			{ ja: 'HP0以下は瀕死、生存判定を行う', en: 'HP 0 or below: dying, then a survival check' },
			{ ja: 'd100 が 残り精神力×5 より大きければ死亡', en: 'd100 above remaining MND × 5: death' },
			{ ja: '成功なら生存、精神力は0', en: 'Otherwise lives, and MND becomes 0' },
			{
				ja: '生存しても瀕死のまま: 行動・交戦できない(回復でHP1以上なら戻る)',
				en: 'A survivor stays dying: no action, no engagement (until healed above 0)'
			},
			{
				ja: '25ラウンドで決着なしは引き分けで交戦終了(26ラウンド目はない)',
				en: 'No result after 25 rounds: a draw, and the engagement is over (no 26th round)'
			}
		]
	},
	{
		id: 'ability',
		title: { ja: '特殊能力の使用', en: 'Using a special ability' },
		items: [
			{
				ja: 'アクティブ: 対象→発動判定→成功判定→効果→制約支払い・能力休み(自陣営の次のフェイズ)',
				en: "Active: target → activation → success → effect → costs and rest (its faction's next phase)"
			},
			{
				ja: '発動失敗は何も起こらない。発動したら効果が出なくても制約を払う',
				en: 'Failed activation: nothing happens; once activated, costs are paid even if the effect fails'
			},
			{
				ja: 'カウンター: 発動判定→カウンター待受状態→制約・能力休み。以後条件を満たすたび成功判定',
				en: 'Counter: activation → waiting → costs and rest; then a success check each time its condition is met'
			},
			{
				ja: 'パッシブ: ゲーム開始時か初登場時にアクティブと同じ処理',
				en: 'Passive: as active, at game start or first appearance'
			},
			{
				ja: '対象の指定なし・不適正・制約を満たさない場合は発動キャンセル(空撃ち可能なら空撃ち)',
				en: 'No target named, an unfit one, or an unmet constraint: cancelled (fires empty if it may)'
			},
			{
				ja: '効果の前に消費制約を一部でも払えなければ効果なし。それでも払える分は払い、能力休み',
				en: 'A cost that cannot be paid in full before the effect: no effect, yet pay what can be paid, and rest'
			}
		]
	},
	{
		id: 'special',
		title: { ja: '特殊攻撃', en: 'Special attack' },
		items: [
			{ ja: '命中率 = (攻撃力 − 防御力) × 5 + 50 %', en: 'Hit chance = (ATK − DEF) × 5 + 50 %' },
			{
				ja: 'ダメージ = 攻撃力 − 防御力(0以下でも最低保障、既定1)。体力から引く',
				en: 'Damage = ATK − DEF (a guaranteed minimum, default 1), off 体力 (VIT)'
			},
			{
				ja: '例: 攻撃10 対 防御7・体力5 → 65%、出目55で命中、3ダメージ、残り体力2',
				en: 'Example: ATK 10 vs DEF 7 and VIT 5 → 65 %; a 55 hits for 3; VIT 2 left'
			}
		]
	}
];

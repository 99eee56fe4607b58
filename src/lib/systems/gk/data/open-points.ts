/**
 * Points the seed (`001_2a625b5deb160d67.txt`) leaves open or ambiguous, each with what the seed
 * says, the options, and the app's default. Those marked with a `setting` are session settings
 * (`settings.ts`); the rest are the app's fixed reading, listed so the GK can see it.
 */
import type { GkSettings } from '../settings';

export interface OpenPoint {
	id: string;
	setting?: keyof GkSettings;
	seed: { ja: string; en: string };
	options: { ja: string; en: string }[];
	reading: { ja: string; en: string };
}

export const OPEN_POINTS: readonly OpenPoint[] = [
	{
		id: 'special-attack-minimum',
		setting: 'specialAttackMinimum',
		seed: {
			ja: '「差し引いた値が0以下であっても「」ダメージが保障されます」(数値が空欄)',
			en: '"even at 0 or less, \'\' damage is guaranteed" (the number is blank)'
		},
		options: [
			{ ja: '1(同系統wikiの値)', en: "1 (the family's wikis)" },
			{ ja: 'GKが決める任意の値', en: 'any value the GK sets' }
		],
		reading: { ja: '既定は1', en: 'default 1' }
	},
	{
		id: 'division-rounding',
		setting: 'divisionRounding',
		seed: {
			ja: '技のダメージ式は各ゲームで定義。÷の端数処理の記述なし',
			en: "technique formulas are each game's own; no rounding stated for ÷"
		},
		options: [
			{ ja: '切り捨て', en: 'round down' },
			{ ja: '切り上げ', en: 'round up' },
			{ ja: '四捨五入', en: 'round half up' }
		],
		reading: {
			ja: '既定は切り捨て(ガード・カウンターの「端数切上げ」は各規則のまま)',
			en: 'default round down (guard and counter keep their own "round up")'
		}
	},
	{
		id: 'counter-same-round',
		setting: 'counterSameRound',
		seed: {
			ja: '「次の技のダメージが1.5倍」「同時行動時に発生したカウンター状態はラウンド終了時から効果を現す」',
			en: '"the next technique deals ×1.5"; "a counter state gained in simultaneous action takes effect from the round\'s end"'
		},
		options: [
			{
				ja: '後手がそのラウンド中に得たカウンター状態は同じラウンドの自分の技に乗る',
				en: 'a counter state the second actor gains boosts its technique in the same round'
			},
			{ ja: '次のラウンドから', en: 'from the next round' }
		],
		reading: {
			ja: '既定は同じラウンドから(同時行動だけを例外とする書き方から)',
			en: 'default same round (the seed names only simultaneous action as the exception)'
		}
	},
	{
		id: 'critical-damage',
		setting: 'criticalDamage',
		seed: {
			ja: 'クリティカル時は「後手側の防御判定は発生しない」とだけある。倍率の記述なし',
			en: 'a critical only "skips the defender\'s checks"; no multiplier given'
		},
		options: [
			{ ja: '防御判定なしのみ', en: 'no defence checks only' },
			{ ja: 'さらにダメージ2倍', en: 'and double damage' }
		],
		reading: { ja: '既定は防御判定なしのみ', en: 'default: no defence checks only' }
	},
	{
		id: 'hp-formula',
		setting: 'hpFormula',
		seed: { ja: 'HPの算出式の記述なし', en: 'no HP formula given' },
		options: [
			{ ja: '50 + 体力 × 10(同系統wiki)', en: '50 + VIT × 10 (the family)' },
			{ ja: 'HPを直接入力', en: 'enter HP directly' }
		],
		reading: { ja: '既定は 50 + VIT × 10', en: 'default 50 + VIT × 10' }
	},
	{
		id: 'movement',
		setting: 'movementFormula',
		seed: {
			ja: '「2マスまで」「反応が増えると移動できるマス数も増えます」(増え方の記述なし)',
			en: '"up to 2 squares"; "more with higher reaction" (no scale)'
		},
		options: [
			{ ja: '常に2', en: 'always 2' },
			{ ja: 'GKが式を決める', en: 'a formula the GK sets' }
		],
		reading: { ja: '既定は2', en: 'default 2' }
	},
	{
		id: 'ability-rest',
		setting: 'abilityRestPhases',
		seed: { ja: '「能力休み」の長さの記述なし', en: 'the length of "ability rest" is not given' },
		options: [
			{ ja: '1フェイズ', en: '1 phase' },
			{ ja: 'GKが決める', en: 'set by the GK' }
		],
		reading: { ja: '既定は1フェイズ', en: 'default 1 phase' }
	},
	{
		id: 'counter-lost-by-damage',
		seed: { ja: 'カウンター状態は「ダメージを受ける」と解除', en: 'the counter state ends on "taking damage"' },
		options: [
			{ ja: 'ガードしなかった命中で1以上のダメージ', en: 'more than 0 damage from a hit not guarded' },
			{ ja: 'ガードした命中も含む', en: 'guarded hits too' }
		],
		reading: {
			ja: 'ガードしなかった命中のみ(ガード成功はカウンター状態を与えるため)',
			en: 'unguarded hits only (a successful guard grants the state)'
		}
	},
	{
		id: 'second-actor-at-zero',
		seed: {
			ja: '「どちらかのHPが0になったら「交戦」は終了します」',
			en: '"when either side\'s HP reaches 0 the engagement ends"'
		},
		options: [
			{ ja: '先手の攻撃でHP0以下になった後手は行動しない', en: 'a second actor brought to HP ≤ 0 does not act' },
			{ ja: '後手も行動する', en: 'the second actor still acts' }
		],
		reading: {
			ja: '行動しない(同時攻撃のみダブルKOがある)',
			en: 'it does not act (only simultaneous action can double-KO)'
		}
	},
	{
		id: 'evade-in-simultaneous-priority',
		seed: {
			ja: '同時攻撃の優先順位は「防御」>「攻撃」>「その他」。「回避」の位置の記述なし',
			en: 'simultaneous priority is defend > attack > other; evade is not placed'
		},
		options: [
			{ ja: '防御と同列', en: 'with defend' },
			{ ja: 'その他', en: 'with other' }
		],
		reading: {
			ja: '防御と同列(両者とも開始時の状態を使うので結果は変わらない)',
			en: 'with defend (both use start-of-round fighters, so results do not change)'
		}
	},
	{
		id: 'multi-hit-and-status',
		seed: {
			ja: '多段攻撃(初撃のみ1.5倍)、状態異常(ガードで50%防ぐ)',
			en: 'multi-hit techniques (first hit ×1.5), status effects (guard blocks 50 %)'
		},
		options: [{ ja: '技は1撃、状態異常はGKが手で処理', en: 'one hit per technique; status effects by the GK by hand' }],
		reading: {
			ja: '技は1撃として計算。状態異常は記録のみ',
			en: 'a technique is one hit; status effects are not computed'
		}
	},
	{
		id: 'negative-formula',
		seed: { ja: '技の式が負になる場合の記述なし', en: 'nothing on a formula going negative' },
		options: [{ ja: '0にする', en: 'make it 0' }],
		reading: { ja: '0(技は回復しない)', en: '0 (a technique does not heal)' }
	},
	{
		id: 'counter-after-engagement',
		seed: {
			ja: '交戦終了後のカウンター状態の扱いの記述なし',
			en: 'nothing on a counter state left when an engagement ends'
		},
		options: [
			{ ja: '交戦終了で解除', en: 'ends with the engagement' },
			{ ja: '次の交戦へ持ち越す', en: 'carries to the next engagement' }
		],
		reading: { ja: '交戦終了で解除', en: 'ends with the engagement' }
	},
	{
		id: 'starter-exception',
		setting: 'starterExceptionPhases',
		seed: {
			ja: '「ゲーム開始時のみの例外として、スタメンは条件3を満たしていなくても動けます」(期間の記述なし)',
			en: '"as an exception at game start only, starters may act without condition 3" (how long is not said)'
		},
		options: [
			{ ja: '最初のターン(各陣営のフェイズ1回ずつ)', en: 'the first turn (one phase per faction)' },
			{ ja: 'GKが決めるフェイズ数', en: 'a number of phases the GK sets' }
		],
		reading: {
			ja: '既定は最初のターン(0 = 陣営数のフェイズ)',
			en: 'default the first turn (0 = as many phases as factions)'
		}
	},
	{
		id: 'engage-target-gone',
		seed: {
			ja: '交戦は「同マスのキャラクター1人に」仕掛ける。移動後に相手が同じマスにいない場合の記述なし',
			en: 'an engagement is against "one character in the same square"; nothing on the target not being there after the move'
		},
		options: [
			{ ja: '待機になる', en: 'the character waits' },
			{ ja: 'GKが判断', en: 'the GK decides' }
		],
		reading: { ja: '待機になる(移動は有効)', en: 'it waits (the move stands)' }
	},
	{
		id: 'special-attack-dying',
		seed: {
			ja: '瀕死・生存判定は「交戦終了時」の規則。特殊攻撃でHP0以下になった場合の記述なし',
			en: 'dying and the survival check are stated for the end of an engagement; nothing for a special attack'
		},
		options: [
			{ ja: '交戦と同じく瀕死→生存判定', en: 'dying and a survival check, as after an engagement' },
			{ ja: 'GKが判断', en: 'the GK decides' }
		],
		reading: { ja: '交戦と同じく瀕死になり生存判定', en: 'dying, then a survival check, as after an engagement' }
	},
	{
		id: 'counter-wait-end',
		seed: {
			ja: '「カウンター待受状態である限り」成功判定を行う。待受状態の終わりの記述なし',
			en: '"as long as it waits to counter" it checks success; when the waiting ends is not said'
		},
		options: [{ ja: 'GKが手で解除', en: 'the GK ends it by hand' }],
		reading: { ja: 'GKが解除するまで続く', en: 'it lasts until the GK ends it' }
	},
	{
		id: 'failed-activation-rest',
		seed: {
			ja: '発動判定に失敗したら「何も起こりませんでした」(制約・能力休みの手順を通らない)',
			en: 'a failed activation: "nothing happened" (the costs and rest step is skipped)'
		},
		options: [{ ja: '能力休みなし', en: 'no ability rest' }],
		reading: {
			ja: '発動失敗は能力休みなし。発動成功なら効果が出なくても能力休み',
			en: 'no rest after a failed activation; rest after any activation, even if the effect fails'
		}
	},
	{
		id: 'own-faction',
		seed: {
			ja: '前提条件1「今が自陣営のフェイズである」、2「自陣営がそのキャラクターの操作権を持っている(敵は動かせない)」',
			en: 'condition 1 "it is now our faction\'s phase", 2 "our faction holds the character\'s control (enemies cannot be moved)"'
		},
		options: [
			{ ja: '「自陣営」= 行動を提出した陣営', en: '"our faction" = the faction that submitted the action' },
			{ ja: '「自陣営」= キャラクターの所属陣営', en: '"our faction" = the character\'s own faction' }
		],
		reading: {
			ja: '提出した陣営(既定はそのフェイズの陣営)。操作権は所属陣営が持ち、GKが名簿で他陣営に移せる',
			en: "the submitting faction (by default the phase's); control is the own faction's unless the GK hands it over in the roster"
		}
	},
	{
		id: 'resolution-order',
		seed: {
			ja: '「必ず 移動 → 動作 の順番」「移動と動作の間に他のキャラクターの行動を挟むことはできません」',
			en: '"always move, then act"; "no other character\'s action between the move and the act"'
		},
		options: [
			{
				ja: '提出を順に記録(移動はその時点で判定)し、交戦・特殊能力・特殊攻撃を提出順に解決',
				en: 'record submissions in order (each move checked then), then resolve engagements, abilities and special attacks in submission order'
			},
			{
				ja: '1人ずつ移動と動作を解決してから次を記録',
				en: "resolve each character's move and act before recording the next"
			}
		],
		reading: {
			ja: '前者。先の解決で行えなくなった動作(当事者が瀕死・行動不能、対象が同じマスにいない)はキャンセル(待機)として記録',
			en: 'the first; an act an earlier resolution made impossible (a fighter down, the target gone from the square) is recorded as cancelled (waits)'
		}
	},
	{
		id: 'ability-costs',
		seed: {
			ja: '「消費制約の一部でも支払えない…効果は現れません」「可能な限り消費制約を支払う」。どこまで払うか、HPの制約、カウンターの場合の記述なし',
			en: '"if any cost cannot be paid the effect does not appear"; "pay the costs as far as possible". Not said: how far, HP costs, counters'
		},
		options: [
			{
				ja: '各制約を0まで払う。HPが0以下になったら瀕死',
				en: 'each cost down to 0; HP at 0 or below leaves the character dying'
			}
		],
		reading: {
			ja: '払える分だけ払い(0まで)、効果なし。カウンターは発動時に払いきれなければ以後の成功でも効果なし。回復は最大HPまで',
			en: 'paid as far as it goes (to 0), no effect; a counter that could not pay in full on activation shows no effect on later successes; healing stops at max HP'
		}
	}
];

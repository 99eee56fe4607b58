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
	/** values a setting offers in one tap (the group may still type its own) */
	presets?: readonly { value: string; label: { ja: string; en: string } }[];
}

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
			ja: '「1回の「移動」2マスまで動かせます」「反応が増えると移動できるマス数も増えます」(増え方の記述なし)',
			en: '"up to 2 squares per move"; "more squares with higher reaction" (no scale given)'
		},
		options: [
			{
				ja: 'グループがセッション開始時に式を選ぶ(例: 2 + 反応÷5)',
				en: 'the group picks a formula at set-up (e.g. 2 + REA ÷ 5)'
			},
			{ ja: '式を自分で入力', en: 'type a formula of its own' }
		],
		reading: {
			ja: '既定なし: 移動を記録する前に選ぶ(黙って2にはしない)',
			en: 'no default: chosen before the first move is recorded (never a silent 2)'
		},
		presets: MOVEMENT_PRESETS
	},
	{
		id: 'diagonal',
		setting: 'diagonalZoc',
		seed: {
			ja: '「斜めのマスに移動するには2マス分移動が必要です(縦横1歩ずつ)」',
			en: '"a diagonal square takes 2 squares of movement (one vertical and one horizontal step)"'
		},
		options: [
			{
				ja: '脇の2マスのどちらかに敵がいればそこでZoC停止',
				en: 'an enemy on either square beside it stops it there (ZoC)'
			},
			{ ja: '脇の2マスの両方に敵がいるときだけ停止', en: 'only when both squares beside it hold an enemy' }
		],
		reading: {
			ja: '既定はどちらか(縦の1歩を先に)。両脇が通行不能ならその斜め移動はできない',
			en: 'default either (the vertical step first); it cannot cut between two impassable squares'
		}
	},
	{
		id: 'ability-rest',
		setting: 'abilityRestPhases',
		seed: { ja: '「能力休み」の長さの記述なし', en: 'the length of "ability rest" is not given' },
		options: [
			{ ja: '自陣営の次のフェイズ1回', en: "its own faction's next phase" },
			{ ja: '自陣営のフェイズをGKが決める回数', en: "as many of its faction's phases as the GK sets" }
		],
		reading: {
			ja: '既定は自陣営の次の1フェイズ(相手のフェイズは数えない)',
			en: "default its faction's next 1 phase (the other factions' phases do not count)"
		}
	},
	{
		id: 'counter-lost-by-damage',
		seed: { ja: 'カウンター状態は「ダメージを受ける」と解除', en: 'the counter state ends on "taking damage"' },
		options: [
			{ ja: 'ガードしなかった命中で1以上のダメージ', en: 'more than 0 damage from a hit not guarded' },
			{ ja: 'ガードした命中も含む', en: 'guarded hits too' }
		],
		reading: {
			ja: 'ガードしなかった命中のみ(ガード成功はカウンター状態を与えるため)。特殊攻撃の命中や効果のHPダメージでも解除',
			en: "unguarded hits only (a successful guard grants the state); also a special attack's hit or an effect's HP damage"
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
		options: [
			{ ja: '多段は判定1組・各撃のダメージを合計', en: 'multi-hit: one set of checks, each hit’s damage summed' },
			{ ja: '多段は1撃ごとに判定', en: 'multi-hit: checks for each hit' }
		],
		reading: {
			ja: '多段は判定1組で各撃を合計(カウンターの1.5倍は初撃のみ、ガードは各撃を半減)。状態異常は技に名前を付け、命中で付与、ガード成功時はd100 50以下で防ぐ。効果の内容はGKが処理(名簿に表示、フェイズ開始時に通知)',
			en: "multi-hit: one set of checks, the hits summed (the counter's ×1.5 on the first only, a guard halves each). A technique names its status: given on a hit, blocked on a d100 of 50 or less after a guard; what it does is the GK's (shown on the roster, reminded at its faction's phase start)"
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
			ja: 'カウンター状態は「自分の次の技の処理が終了する」か「ダメージを受ける」で解除(交戦の終了は挙がっていない)',
			en: 'the counter state ends when "its next technique has been processed" or on "taking damage" (the end of an engagement is not named)'
		},
		options: [
			{ ja: '次の交戦へ持ち越す', en: 'carries to the next engagement' },
			{ ja: '交戦終了で解除', en: 'ends with the engagement' }
		],
		reading: {
			ja: '持ち越す(挙がっている2つの時点だけで解除)。以前の版で記録されたログは記録時の読み(交戦終了で解除)のまま',
			en: 'it carries over (it ends only at the two named moments); logs recorded by earlier versions keep their reading (ended with the engagement)'
		}
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
		reading: {
			ja: 'ダメージは体力から引く(「残り体力:5-3=2」)。体力0以下は交戦と同じく瀕死になり生存判定。HPは変わらない',
			en: 'the damage comes off 体力 (VIT: "残り体力:5-3=2"); 体力 at 0 or below is dying, then a survival check, as after an engagement; HP does not change'
		}
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
			ja: '発動失敗は能力休みなし。発動成功なら効果が出なくても能力休み。複数効果はどれか1つでも発動すれば制約と能力休み',
			en: 'no rest after a failed activation; rest after any activation, even if the effect fails; with several effects, costs and rest once any of them activated'
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
			ja: '後者: 1人の移動と動作(交戦・特殊能力・特殊攻撃)の結果を記録してから次のキャラクターの提出へ。行えなくなった動作はキャンセル(待機)として理由つきで記録',
			en: "the second: one character's move and act (engagement, ability, special attack) are resolved before the next character's is recorded; an act that can no longer happen is recorded as cancelled (waits), with the reason"
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
			ja: '使用時に払いきれない制約は「制約を満たしていない」として発動キャンセル(何も払わず能力休みなし)。効果の直前に払えなくなった場合(複数効果で前の効果が能力値を下げた等)はその効果なし・払える分を払い能力休み。回復は最大HPまで',
			en: 'a cost that cannot be paid in full when the ability is used is "a constraint not met": the use is cancelled (nothing paid, no rest). One that can no longer be paid just before an effect (an earlier effect lowered the stat) stops that effect, and is paid as far as it goes, with rest. Healing stops at max HP'
		}
	},
	{
		id: 'dying-state',
		seed: {
			ja: '「HPがゼロ以下になったキャラクターは瀕死となり、さらに生存判定を行います」「判定に成功した場合、精神力が0となります」(瀕死の間にできることの記述なし)',
			en: '"a character at HP 0 or below is dying, then makes a survival check"; "on a success its MND becomes 0" (what a dying character may do is not said)'
		},
		options: [
			{
				ja: '瀕死は行動不能扱い(行動できず、交戦の相手にもならない)',
				en: 'dying counts as unable to act (no action, and nobody’s opponent)'
			},
			{ ja: '瀕死でも行動できる', en: 'a dying character may still act' }
		],
		reading: {
			ja: '生存判定に成功しても瀕死のまま(HPが0以下): 前提条件4を満たさず、交戦できない。回復でHPが1以上になれば瀕死から戻る。瀕死中にダメージを受けると再び生存判定',
			en: 'a survivor stays dying (HP still 0 or below): it fails precondition 4 and cannot be engaged; healed above 0 it is back. Taking damage while dying calls for another survival check'
		}
	},
	{
		id: 'withdrawn',
		seed: {
			ja: '「MAP上に配置されているキャラクターは…行動を行うことができます」「戦線離脱していたキャラクターは離脱中はMAP上にいたものと考えます(=復帰後はすぐに動けます)」',
			en: '"characters placed on the map may act"; "a withdrawn character counts as having been on the map while away (= may move at once on return)"'
		},
		options: [
			{ ja: '離脱中はMAPにいない: 行動も交戦も不可', en: 'while away it is off the map: no action, no engagement' }
		],
		reading: {
			ja: '「戦線離脱中」の間は行動できず(前提条件4)、交戦・特殊攻撃・能力の対象にもならずZoCもない。復帰後は条件3の数え方で離脱期間もMAP上に数える',
			en: 'while withdrawn it cannot act (precondition 4), cannot be engaged or targeted, and exerts no ZoC; back on the map, its time away counts as on the map for condition 3'
		}
	},
	{
		id: 'multi-effect',
		seed: {
			ja: '「複数の効果を持つ能力の場合、効果1の発動処理を行ったら次の効果の処理へ進みます」「複数のキャラクターを対象としている場合、効果は同時に適用されます」',
			en: '"with several effects, the first effect’s activation steps are processed, then the next"; "with several targets, the effect applies to them at once"'
		},
		options: [
			{ ja: '効果ごとに対象・発動判定・成功判定', en: 'each effect its own targets, activation and success checks' },
			{ ja: '発動判定は1回', en: 'one activation check for all' }
		],
		reading: {
			ja: 'アクティブ・パッシブは効果ごとに対象・発動判定・成功判定(率は能力のもの)。カウンターとフィールド設置型は判定1組ですべての効果',
			en: "active and passive: each effect its own targets, activation and success checks (at the ability's rates); a counter or a field: one set of checks for all its effects"
		}
	},
	{
		id: 'field',
		seed: {
			ja: '「フィールド設置型だった場合、これ以降も「敵の範囲内への侵入時」「自軍フェイズ開始時」に成功判定が行われます」(範囲の形と終わりの記述なし)',
			en: '"a field also makes a success check from then on when an enemy enters its range and at its faction’s phase start" (its range and its end are not given)'
		},
		options: [{ ja: '範囲と解除はGKが判断', en: 'the GK judges the range and ends it' }],
		reading: {
			ja: '発動した時点で設置。自軍フェイズ開始時と敵の移動の後に進行タブで通知し、範囲に入ったかはGKが判断。解除はGKが手で',
			en: "set once activated; the console reminds at its faction's phase start and after an enemy moves, and the GK judges the range; the GK removes it by hand"
		}
	},
	{
		id: 're-act',
		seed: {
			ja: '「「再行動」に順ずる効果はこのタイミングではなく「6.特殊能力の使用の終了」の直後に現れます」',
			en: '"an effect like re-acting appears right after step 6, the end of the use"'
		},
		options: [{ ja: '対象はこのフェイズにもう1回行動できる', en: 'the target may act once more this phase' }],
		reading: {
			ja: '使用の終了後、対象はこのフェイズにもう1回行動できる(前提条件5が1回分ゆるむ)',
			en: 'after the use has ended, the target may act once more this phase (precondition 5 allows one more)'
		}
	},
	{
		id: 'mental-dp',
		seed: {
			ja: '「効果によってキャラクターが死亡した場合、ここで味方の精神減少DPが発生します」(精神減少DPの内容の記述なし)',
			en: '"when an effect kills a character, the allies’ 精神減少DP arises here" (what it is, is not said)'
		},
		options: [{ ja: 'GKが処理し、アプリはその時点で通知', en: 'the GK handles it; the app reminds at that moment' }],
		reading: {
			ja: '効果で瀕死・死亡になった対象がいれば、その使用の結果と進行タブに通知',
			en: 'when an effect leaves a target dying or dead, the use’s result and the console say so'
		}
	},
	{
		id: 'passive',
		seed: {
			ja: '「パッシブはゲーム開始時、または初登場時にアクティブと同じ処理をします」',
			en: '"a passive is processed as an active one at game start or on first appearance"'
		},
		options: [
			{ ja: 'フェイズ開始後、未処理のパッシブを通知', en: 'once phases begin, unprocessed passives are reminded' }
		],
		reading: {
			ja: '最初のフェイズ以降(途中から登場したキャラは登場時)、処理されるまで進行タブに通知。処理は特殊能力の使用と同じ(行動は使わない)',
			en: 'from the first phase (or a later arrival’s first appearance) the console reminds until it is processed, as an ability use (not an action)'
		}
	}
];

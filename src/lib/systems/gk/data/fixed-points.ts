/**
 * Points the GK seed (`001_2a625b5deb160d67.txt`) leaves open that the app reads one way only:
 * listed (platform open points with `fixedBecause`) so the GK can see the app's reading and the
 * other readings a table might take by hand. The points a group may choose are in `open-points.ts`.
 */
import type { Bilingual } from '$lib/core/locale';
import type { OpenPoint } from '$lib/core/readings';

/** Why most of these are not settings (the section's intro says what a table reading otherwise does). */
const BUILT_ON: Bilingual = {
	ja: 'アプリの処理がこの読みで組まれています。',
	en: "The app's rules are built on this reading."
};

/** Why a point the GK handles is not a setting: the app only reminds. */
const GK_HANDLES: Bilingual = {
	ja: 'GKが卓で処理し、アプリは通知するだけです。',
	en: 'The GK handles this at the table; the app only reminds.'
};

/** A fixed point: the app's reading (its default), the others a table might take, and why it is fixed. */
function fixed(
	id: string,
	title: Bilingual,
	question: Bilingual,
	app: Bilingual,
	others: readonly Bilingual[] = [],
	because: Bilingual = BUILT_ON
): OpenPoint {
	return {
		id,
		title,
		question,
		readings: [{ id: 'app', label: app }, ...others.map((label, i) => ({ id: `other-${i + 1}`, label }))],
		default: 'app',
		fixedBecause: because
	};
}

export const GK_FIXED_POINTS: readonly OpenPoint[] = Object.freeze([
	fixed(
		'counter_lost_by_damage',
		{ ja: 'カウンター状態を失うダメージ', en: 'Damage that ends a counter state' },
		{ ja: 'カウンター状態は「ダメージを受ける」と解除。', en: 'The counter state ends on "taking damage".' },
		{
			ja: 'ガードしなかった命中のみ(ガード成功はカウンター状態を与えるため)。特殊攻撃の命中や効果のHPダメージでも解除',
			en: "Unguarded hits only (a successful guard grants the state); also a special attack's hit or an effect's HP damage"
		},
		[{ ja: 'ガードした命中も含む', en: 'Guarded hits too' }]
	),
	fixed(
		'second_actor_at_zero',
		{ ja: 'HP0になった後手の行動', en: 'A second actor brought to HP 0' },
		{
			ja: '「どちらかのHPが0になったら「交戦」は終了します」',
			en: '"When either side\'s HP reaches 0 the engagement ends."'
		},
		{
			ja: '先手の攻撃でHP0以下になった後手は行動しない(同時攻撃のみダブルKOがある)',
			en: 'A second actor brought to HP ≤ 0 does not act (only simultaneous action can double-KO)'
		},
		[{ ja: '後手も行動する', en: 'The second actor still acts' }]
	),
	fixed(
		'evade_in_simultaneous_priority',
		{ ja: '同時攻撃での「回避」の順位', en: 'Evade in simultaneous priority' },
		{
			ja: '同時攻撃の優先順位は「防御」>「攻撃」>「その他」。「回避」の位置は書かれていない。',
			en: 'Simultaneous priority is defend > attack > other; evade is not placed.'
		},
		{
			ja: '防御と同列(両者とも開始時の状態を使うので結果は変わらない)',
			en: 'With defend (both use start-of-round fighters, so results do not change)'
		},
		[{ ja: 'その他と同列', en: 'With other' }]
	),
	fixed(
		'multi_hit_and_status',
		{ ja: '多段攻撃と状態異常', en: 'Multi-hit techniques and status effects' },
		{
			ja: '多段攻撃(初撃のみ1.5倍)、状態異常(ガードで50%防ぐ)。判定の組み方は書かれていない。',
			en: 'Multi-hit techniques (first hit ×1.5), status effects (guard blocks 50 %); how the checks go is not said.'
		},
		{
			ja: '多段は判定1組で各撃を合計(カウンターの1.5倍は初撃のみ、ガードは各撃を半減)。状態異常は技に名前を付け、命中で付与、ガード成功時はd100 50以下で防ぐ。効果の内容はGKが処理(名簿に表示、フェイズ開始時に通知)',
			en: "Multi-hit: one set of checks, the hits summed (the counter's ×1.5 on the first only, a guard halves each). A technique names its status: given on a hit, blocked on a d100 of 50 or less after a guard; what it does is the GK's (shown on the roster, reminded at its faction's phase start)"
		},
		[{ ja: '多段は1撃ごとに判定', en: 'Multi-hit: checks for each hit' }]
	),
	fixed(
		'negative_formula',
		{ ja: '負になる技の式', en: 'A formula below 0' },
		{ ja: '技の式が負になる場合は書かれていない。', en: 'Nothing is said of a formula going negative.' },
		{ ja: '0にする(技は回復しない)', en: '0 (a technique does not heal)' }
	),
	fixed(
		'counter_after_engagement',
		{ ja: '交戦のあとのカウンター状態', en: 'A counter state after the engagement' },
		{
			ja: 'カウンター状態は「自分の次の技の処理が終了する」か「ダメージを受ける」で解除(交戦の終了は挙がっていない)。',
			en: 'The counter state ends when "its next technique has been processed" or on "taking damage" (the end of an engagement is not named).'
		},
		{
			ja: '次の交戦へ持ち越す(挙がっている2つの時点だけで解除)。以前の版で記録されたログは記録時の読み(交戦終了で解除)のまま',
			en: 'It carries to the next engagement (it ends only at the two named moments); logs recorded by earlier versions keep their reading (ended with the engagement)'
		},
		[{ ja: '交戦終了で解除', en: 'It ends with the engagement' }]
	),
	fixed(
		'engage_target_gone',
		{ ja: '移動後に交戦相手がいない', en: 'The target gone after the move' },
		{
			ja: '交戦は「同マスのキャラクター1人に」仕掛ける。移動後に相手が同じマスにいない場合は書かれていない。',
			en: 'An engagement is against "one character in the same square"; nothing on the target not being there after the move.'
		},
		{ ja: '待機になる(移動は有効)', en: 'It waits (the move stands)' },
		[{ ja: 'GKが判断', en: 'The GK decides' }]
	),
	fixed(
		'special_attack_dying',
		{ ja: '特殊攻撃で倒れたとき', en: 'Brought down by a special attack' },
		{
			ja: '瀕死・生存判定は「交戦終了時」の規則。特殊攻撃で0以下になった場合は書かれていない。',
			en: 'Dying and the survival check are stated for the end of an engagement; nothing for a special attack.'
		},
		{
			ja: 'ダメージは体力から引く(「残り体力:5-3=2」)。体力0以下は交戦と同じく瀕死になり生存判定。HPは変わらない',
			en: 'The damage comes off 体力 (VIT: "残り体力:5-3=2"); 体力 at 0 or below is dying, then a survival check, as after an engagement; HP does not change'
		},
		[{ ja: 'GKが判断', en: 'The GK decides' }]
	),
	fixed(
		'counter_wait_end',
		{ ja: 'カウンター待受の終わり', en: 'The end of waiting to counter' },
		{
			ja: '「カウンター待受状態である限り」成功判定を行う。待受状態の終わりは書かれていない。',
			en: '"As long as it waits to counter" it checks success; when the waiting ends is not said.'
		},
		{ ja: 'GKが手で解除するまで続く', en: 'It lasts until the GK ends it by hand' },
		[],
		GK_HANDLES
	),
	fixed(
		'failed_activation_rest',
		{ ja: '発動失敗と能力休み', en: 'A failed activation and rest' },
		{
			ja: '発動判定に失敗したら「何も起こりませんでした」(制約・能力休みの手順を通らない)。',
			en: 'A failed activation: "nothing happened" (the costs and rest step is skipped).'
		},
		{
			ja: '発動失敗は能力休みなし。発動成功なら効果が出なくても能力休み。複数効果はどれか1つでも発動すれば制約と能力休み',
			en: 'No rest after a failed activation; rest after any activation, even if the effect fails; with several effects, costs and rest once any of them activated'
		}
	),
	fixed(
		'own_faction',
		{ ja: '「自陣営」とは', en: 'Which faction is "ours"' },
		{
			ja: '前提条件1「今が自陣営のフェイズである」、2「自陣営がそのキャラクターの操作権を持っている(敵は動かせない)」',
			en: 'Condition 1 "it is now our faction\'s phase", 2 "our faction holds the character\'s control (enemies cannot be moved)"'
		},
		{
			ja: '行動を提出した陣営(既定はそのフェイズの陣営)。操作権は所属陣営が持ち、GKが名簿で他陣営に移せる',
			en: "The faction that submitted the action (by default the phase's); control is the own faction's unless the GK hands it over in the roster"
		},
		[{ ja: 'キャラクターの所属陣営', en: "The character's own faction" }]
	),
	fixed(
		'resolution_order',
		{ ja: '行動の解決順', en: 'Order of resolution' },
		{
			ja: '「必ず 移動 → 動作 の順番」「移動と動作の間に他のキャラクターの行動を挟むことはできません」',
			en: '"Always move, then act"; "no other character\'s action between the move and the act"'
		},
		{
			ja: '1人の移動と動作(交戦・特殊能力・特殊攻撃)の結果を記録してから次のキャラクターの提出へ。行えなくなった動作はキャンセル(待機)として理由つきで記録',
			en: "One character's move and act (engagement, ability, special attack) are resolved before the next character's is recorded; an act that can no longer happen is recorded as cancelled (waits), with the reason"
		},
		[
			{
				ja: '提出を順に記録(移動はその時点で判定)し、交戦・特殊能力・特殊攻撃を提出順に解決',
				en: 'Record submissions in order (each move checked then), then resolve engagements, abilities and special attacks in submission order'
			}
		]
	),
	fixed(
		'ability_costs',
		{ ja: '消費制約の払い方', en: 'Paying ability costs' },
		{
			ja: '「消費制約の一部でも支払えない…効果は現れません」「可能な限り消費制約を支払う」。どこまで払うか、HPの制約、カウンターの場合は書かれていない。',
			en: '"If any cost cannot be paid the effect does not appear"; "pay the costs as far as possible". Not said: how far, HP costs, counters.'
		},
		{
			ja: '使用時に払いきれない制約は「制約を満たしていない」として発動キャンセル(何も払わず能力休みなし)。効果の直前に払えなくなった場合(複数効果で前の効果が能力値を下げた等)はその効果なし・払える分を払い能力休み。回復は最大HPまで',
			en: 'A cost that cannot be paid in full when the ability is used is "a constraint not met": the use is cancelled (nothing paid, no rest). One that can no longer be paid just before an effect (an earlier effect lowered the stat) stops that effect, and is paid as far as it goes, with rest. Healing stops at max HP'
		},
		[{ ja: '各制約を0まで払う。HPが0以下になったら瀕死', en: 'Each cost down to 0; HP at 0 or below leaves it dying' }]
	),
	fixed(
		'dying_state',
		{ ja: '瀕死の間', en: 'While dying' },
		{
			ja: '「HPがゼロ以下になったキャラクターは瀕死となり、さらに生存判定を行います」「判定に成功した場合、精神力が0となります」(瀕死の間にできることは書かれていない)',
			en: '"A character at HP 0 or below is dying, then makes a survival check"; "on a success its MND becomes 0" (what a dying character may do is not said)'
		},
		{
			ja: '生存判定に成功しても瀕死のまま(HPが0以下): 前提条件4を満たさず、交戦できない。回復でHPが1以上になれば瀕死から戻る。瀕死中にダメージを受けると再び生存判定',
			en: 'A survivor stays dying (HP still 0 or below): it fails precondition 4 and cannot be engaged; healed above 0 it is back. Taking damage while dying calls for another survival check'
		},
		[{ ja: '瀕死でも行動できる', en: 'A dying character may still act' }]
	),
	fixed(
		'withdrawn',
		{ ja: '戦線離脱中', en: 'While withdrawn' },
		{
			ja: '「MAP上に配置されているキャラクターは…行動を行うことができます」「戦線離脱していたキャラクターは離脱中はMAP上にいたものと考えます(=復帰後はすぐに動けます)」',
			en: '"Characters placed on the map may act"; "a withdrawn character counts as having been on the map while away (= may move at once on return)"'
		},
		{
			ja: '離脱中は行動できず(前提条件4)、交戦・特殊攻撃・能力の対象にもならずZoCもない。復帰後は条件3の数え方で離脱期間もMAP上に数える',
			en: 'While withdrawn it cannot act (precondition 4), cannot be engaged or targeted, and exerts no ZoC; back on the map, its time away counts as on the map for condition 3'
		}
	),
	fixed(
		'multi_effect',
		{ ja: '複数効果の判定', en: 'Checks of several effects' },
		{
			ja: '「複数の効果を持つ能力の場合、効果1の発動処理を行ったら次の効果の処理へ進みます」「複数のキャラクターを対象としている場合、効果は同時に適用されます」',
			en: '"With several effects, the first effect\'s activation steps are processed, then the next"; "with several targets, the effect applies to them at once"'
		},
		{
			ja: 'アクティブ・パッシブは効果ごとに対象・発動判定・成功判定(率は能力のもの)。カウンターとフィールド設置型は判定1組ですべての効果',
			en: "Active and passive: each effect its own targets, activation and success checks (at the ability's rates); a counter or a field: one set of checks for all its effects"
		},
		[{ ja: '発動判定は1回', en: 'One activation check for all' }]
	),
	fixed(
		'field',
		{ ja: 'フィールド設置型の範囲と終わり', en: "A field's range and end" },
		{
			ja: '「フィールド設置型だった場合、これ以降も「敵の範囲内への侵入時」「自軍フェイズ開始時」に成功判定が行われます」(範囲の形と終わりは書かれていない)',
			en: '"A field also makes a success check from then on when an enemy enters its range and at its faction\'s phase start" (its range and its end are not given)'
		},
		{
			ja: '発動した時点で設置。自軍フェイズ開始時と敵の移動の後に進行タブで通知し、範囲に入ったかはGKが判断。解除はGKが手で',
			en: "Set once activated; the console reminds at its faction's phase start and after an enemy moves, and the GK judges the range; the GK removes it by hand"
		},
		[],
		GK_HANDLES
	),
	fixed(
		're_act',
		{ ja: '再行動', en: 'Re-acting' },
		{
			ja: '「「再行動」に順ずる効果はこのタイミングではなく「6.特殊能力の使用の終了」の直後に現れます」',
			en: '"An effect like re-acting appears right after step 6, the end of the use"'
		},
		{
			ja: '使用の終了後、対象はこのフェイズにもう1回行動できる(前提条件5が1回分ゆるむ)',
			en: 'After the use has ended, the target may act once more this phase (precondition 5 allows one more)'
		}
	),
	fixed(
		'mental_dp',
		{ ja: '精神減少DP', en: '精神減少DP (morale loss)' },
		{
			ja: '「効果によってキャラクターが死亡した場合、ここで味方の精神減少DPが発生します」(精神減少DPの内容は書かれていない)',
			en: '"When an effect kills a character, the allies\' 精神減少DP arises here" (what it is, is not said)'
		},
		{
			ja: '効果で瀕死・死亡になった対象がいれば、その使用の結果と進行タブに通知',
			en: "When an effect leaves a target dying or dead, the use's result and the console say so"
		},
		[],
		GK_HANDLES
	),
	fixed(
		'passive',
		{ ja: 'パッシブの処理', en: 'Processing a passive' },
		{
			ja: '「パッシブはゲーム開始時、または初登場時にアクティブと同じ処理をします」',
			en: '"A passive is processed as an active one at game start or on first appearance"'
		},
		{
			ja: '最初のフェイズ以降(途中から登場したキャラは登場時)、処理されるまで進行タブに通知。処理は特殊能力の使用と同じ(行動は使わない)',
			en: "From the first phase (or a later arrival's first appearance) the console reminds until it is processed, as an ability use (not an action)"
		}
	)
]);

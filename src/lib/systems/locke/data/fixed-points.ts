/**
 * Open points: where the seed (`000_58be46e88111c317.txt`) is silent or ambiguous, the readings a
 * group might take and the one the app uses, shown by the platform's panel (Game tab, reference).
 * All but one are the app's reading only (`fixedBecause`): its arithmetic and steps are built on it,
 * and no rule reads them, so they load with the screens that show them. The one a group chooses
 * (`deck_out_deal`) is `open-points.ts`'s, the system's `openPoints`.
 */
import type { Bilingual } from '$lib/core/locale';
import type { OpenPoint } from '$lib/core/readings';
import { LOCKE_CHOICE_POINTS } from './open-points';

const BUILT_ON_IT: Bilingual = {
	ja: 'アプリの計算と手順はこの読みで作られている。卓が別に読むときは、入力する値で合わせる。',
	en: "The app's arithmetic and steps are built on this reading; a table that reads it otherwise adjusts what it enters."
};

/** A point the app reads one way (no setting): what is open, and the app's reading. */
function fixed(id: string, title: Bilingual, question: Bilingual, reading: Bilingual): OpenPoint {
	return { id, title, question, readings: [{ id: 'app', label: reading }], default: 'app', fixedBecause: BUILT_ON_IT };
}

/** Every open point, in the order the seed raises them: the fixed ones and the group's choice. */
export const LOCKE_OPEN_POINTS: readonly OpenPoint[] = Object.freeze([
	fixed(
		'damage_table_unknown',
		{ ja: '損害判定表の中身', en: 'The damage table' },
		{
			ja: '損害判定表の中身(各列×2D6のダメージ)は基本データに載っていない。',
			en: 'The damage table (損害判定表) values are not in the rules text.'
		},
		{ ja: 'アプリは値を作らず、卓で入力してもらう。', en: 'The app invents none; the group enters them.' }
	),
	fixed(
		'ratio_zero_column',
		{ ja: '比率が0になる損害判定', en: 'A ratio of 0' },
		{
			ja: '火力÷現在耐久力(端数切捨て)が0のとき(例:2÷3)、表の「1:2以下」列とするか「1:1」列とするかは書かれていない。',
			en: 'When floor(firepower ÷ current endurance) is 0 (e.g. 2 against 3, which is above 1:2) the text does not say whether that is the "1:2以下" or the "1:1" column.'
		},
		{ ja: 'アプリは最も左の列「1:2以下」として扱う。', en: 'The app uses the leftmost column, "1:2以下".' }
	),
	fixed(
		'endurance_zero_rightmost',
		{ ja: '現在耐久力0の相手', en: 'A target at endurance 0' },
		{
			ja: 'ダメージが最大耐久力と同じ(生存・現在耐久力0)のとき、火力を0で割ることになる。',
			en: 'Damage equal to the maximum leaves the character alive at current endurance 0, and the rules then divide by 0.'
		},
		{
			ja: 'アプリは表の最も右の列として扱う(火力0でも同じ)。',
			en: "The app uses the table's rightmost column (even for firepower 0)."
		}
	),
	fixed(
		'columns_beyond_10',
		{ ja: '10:1より右の列', en: 'Columns right of 10:1' },
		{
			ja: '10:1より右の列(「20:1以上」に触れている)がどう区切られているかは不明。',
			en: 'Columns right of 10:1 are not described (the text mentions "20:1以上").'
		},
		{
			ja: 'アプリは比率の整数をそのまま返し、表の参照は入力された表に任せる。格闘の左へのずれは列単位: 10〜19は10:1の列、20以上は「20:1以上」の列から1列ずつ動く(12:1を1列左 → 9:1)。',
			en: 'The app keeps the integer ratio; the entered table decides which column it falls in. A melee left shift moves by columns: 10–19 count as the 10:1 column, 20 and up as "20:1以上", one column at a time (12:1 one left → 9:1).'
		}
	),
	fixed(
		'declared_endurance_death',
		{ ja: '宣言した耐久力と死亡', en: 'Declared endurance and death' },
		{
			ja: '「累計ダメージが最大耐久力(または、宣言した耐久力)を超えた場合、防御側は死亡する」: 耐久力を低く宣言した防御側にどう当てはめるかは書かれていない。',
			en: '"Dies when cumulative damage exceeds the maximum endurance (or the declared endurance)": how this applies to a defender who declared a lower endurance is not said.'
		},
		{
			ja: 'その損害判定のダメージが宣言した耐久力を超えたら死亡する(格闘では火力の元になった宣言耐久力、手下分は含まない)。攻撃画面は確定前に「何ダメージから死亡」を表示する。',
			en: "The defender dies when that roll's damage exceeds the declared endurance (in melee, the endurance declared behind the firepower, minions not counted). The attack screen shows the damage that kills before it is recorded."
		}
	),
	fixed(
		'melee_divisor',
		{ ja: '格闘で割る数', en: 'The melee divisor' },
		{
			ja: '格闘では「自分の火力と相手の火力を比較」する(反撃の説明の中)。反撃しない場合も相手の火力(現在耐久力+手下)で割るかは書かれていない。',
			en: 'In melee "own firepower is compared with the opponent\'s firepower" (said in the counterattack paragraph). Whether the divisor is also the opponent\'s melee firepower (endurance + minions) when there is no counterattack is not said.'
		},
		{
			ja: 'アプリは常に相手の格闘火力で割る(被攻撃側は必ず火力を宣言するため)。',
			en: "The app always divides by the opponent's melee firepower, since the defender always declares it."
		}
	),
	fixed(
		'melee_shift_wording',
		{ ja: '[格闘:X]の効果', en: 'What [格闘:X] does' },
		{
			ja: '[格闘:X]は「格闘攻撃の火力が上昇する」と要約されているが、詳細はコラムのずれ。',
			en: '[格闘:X] is summarised as "raises melee firepower" but the detail is a column shift.'
		},
		{
			ja: 'アプリは火力に足さず、列のずらしだけを行う。武器は同時に1つまで(記載があれば複数可)。',
			en: 'The app shifts columns only and adds nothing to firepower. One weapon at a time (more when a card says so).'
		}
	),
	fixed(
		'melee_divisor_zero',
		{ ja: '格闘で相手の火力が0', en: 'Melee against firepower 0' },
		{
			ja: '格闘で相手の火力が0(宣言0・現在耐久力0)のとき、割る数が0になる。',
			en: 'In melee, an opponent with firepower 0 (declared 0, or endurance 0) makes the divisor 0.'
		},
		{
			ja: '「通常の格闘において20:1以上の損害判定になることはない」から、10:1の列として扱い、[格闘:X]のずれはそこから数える。',
			en: 'Since "a normal melee never reaches a 20:1 or higher roll", the app uses the 10:1 column, and [格闘:X] shifts count from there.'
		}
	),
	fixed(
		'esp_check_source',
		{ ja: 'ESPレベルチェック', en: 'The ESP level check' },
		{
			ja: 'ESPレベルチェックの定義は「7.各種ルール」にあり基本データに無い。',
			en: 'The ESP level check is defined in "7.各種ルール", which the text lacks.'
		},
		{
			ja: 'アプリはKMCルール(2D6が宣言レベル以下で成功)を使う。侵入判定の「12ターン後には侵入できる」と一致する。',
			en: 'The app uses the KMC rule (success when 2D6 ≤ the declared level), which matches "anyone gets in after 12 turns" in the infiltration paragraph.'
		}
	),
	fixed(
		'mental_and_power_source',
		{ ja: '精神力チェックとESPパワー消費', en: 'Mental checks and ESP power' },
		{
			ja: '精神力チェックとESPパワー消費(使用レベル分)は基本データに無くKMCルールから。維持したCカードのESPパワー消費量(「6.3 コンバットカード」)は不明。',
			en: 'The mental check and the ESP power cost (the level used) are not in the text; they come from the KMC rules. The cost of keeping a C card ("6.3 コンバットカード") is unknown.'
		},
		{
			ja: 'アプリはチェックフェイズで量を尋ね(初期値は防御のレベル)、Cカードの維持に0は受け付けない。能力による防御の維持は0でもよい。レベル不足時の発動チェックも不明。',
			en: "The app asks the amount at the check phase (the defence's level by default) and refuses 0 for a C card; a defence from an ability may be kept for 0. The activation check for an insufficient level is unknown too."
		}
	),
	fixed(
		'teleport_declared_level',
		{ ja: 'テレポート移動で宣言するレベル', en: 'The level declared to teleport' },
		{
			ja: 'テレポート移動で「自分のESPレベルを宣言」: 低いレベルを宣言できるかは不明(移動数は出目なので得にはならない)。',
			en: 'Teleport says "declare your ESP level": whether a lower level may be declared is not said (it never helps: the distance is the die).'
		},
		{ ja: 'アプリは宣言値を受け取る。', en: 'The app takes the declared value.' }
	),
	fixed(
		'round_end_step4_after_step3',
		{ ja: 'ラウンド終了の3と4', en: 'Round-end steps 3 and 4' },
		{
			ja: 'ラウンド終了の3で上限まで捨てた手札は、4の「上限枚数と同じ場合」に当たるかが明記されていない。',
			en: 'Whether a hand brought down to the limit by round-end step 3 counts as "at the limit" for step 4 is not stated.'
		},
		{
			ja: 'アプリは3→4→5を順に適用し、当たるとする(さらに1枚捨てて5で1枚補充できる)。',
			en: 'The app applies 3 → 4 → 5 in order, so it does (discard one more, then draw one at step 5).'
		}
	),
	fixed(
		'initiative_same_card',
		{ ja: 'イニシアチブの同じ札', en: 'Equal initiative cards' },
		{
			ja: 'イニシアチブは「黒1…黒10・赤1…赤10」の順だが、黒(スペード・クラブ)が2組ある山札だと同じ色・数字が2枚ある。その順番は書かれていない。',
			en: 'Initiative runs black 1…10 then red 1…10, but a full deck has two black and two red suits, and the order between equal colour-and-rank cards is not given.'
		},
		{
			ja: 'アプリは各色1組(20枚)を前提とし、同じ札は入力エラーとする。',
			en: 'The app assumes one suit per colour (20 cards) and rejects equal cards.'
		}
	),
	fixed(
		'sync_count',
		{ ja: '同調人数', en: 'Counting a synchronised attack' },
		{
			ja: '同調攻撃のレベルは「攻撃Cカードレベル+同調人数」。同調人数に最初の攻撃者を含むかは書かれていない。',
			en: 'A synchronised attack\'s level is "card level + 同調人数"; whether the lead attacker counts among them is not said.'
		},
		{ ja: '同調した人数(最初の攻撃者を含まない)。', en: 'The number of helpers (the lead attacker not counted).' }
	),
	fixed(
		'evil_flip_inputs',
		{ ja: 'EVIL反転の計算に入れる数', en: 'The numbers of the EVIL flip' },
		{
			ja: '「配置惑星カード÷2÷G・Sシルエット」: 配置惑星カードが盤上に残る伏せ札の数か、配置した全枚数か、またG・Sシルエットに死亡者を含むかは不明。',
			en: '"placed planet cards ÷ 2 ÷ G·S silhouettes": whether "placed" means the cards still face down or all placed, and whether dead characters count among G·S silhouettes, is not said.'
		},
		{ ja: 'アプリは卓で数えた値を受け取る。', en: 'The app takes the numbers the table counts.' }
	),
	fixed(
		'composition_special',
		{ ja: 'SPECIALの人数', en: 'How many SPECIAL' },
		{
			ja: '編成の「SPECIALは同数かそれ以下」の「同数」が何の数かは書かれていない。プレイヤー人数ごとの内訳表は基本データで失われている。',
			en: 'In the composition, "SPECIAL: the same number or fewer" does not say the same number as what. The per-player-count breakdown table is missing from the text.'
		},
		{ ja: 'GOOD(=EVIL)の数以下。', en: 'At most the GOOD (= EVIL) count.' }
	),
	fixed(
		'composition_evil_good',
		{ ja: 'E/Gや属性不明のキャラクター', en: 'E/G and unknown alignments' },
		{
			ja: 'E/G(EVIL/GOOD)や属性不明のキャラクターが編成でどちらに数えられるかは基本データに無い。',
			en: 'How E/G (EVIL/GOOD) or unknown-alignment characters count in the composition is not in the text.'
		},
		{ ja: 'アプリは呼び出し側がGOOD/EVIL/SPECIALを決める。', en: 'The caller decides GOOD/EVIL/SPECIAL.' }
	),
	fixed(
		'silhouette_still_short',
		{ ja: '再配布後も足りないシルエット', en: 'Still short after the redeal' },
		{
			ja: 'シルエット再配布後もまだ人数が足りない場合、またエース・10以外を引いた者がシルエットを変えてよいかは書かれていない。',
			en: 'If a side is still short after the redeal, and whether those who drew neither an ace nor a 10 may change, is not said.'
		},
		{
			ja: 'アプリは段階(変更 → 配り直し → 未解決)を記録し、配り直しの後は「未解決」と表示する。同名のシルエットが無い場合も不明。',
			en: 'The app records the stage (change → redeal → unresolved) and reports "unresolved" after the redeal. A character with no same-name silhouette is not covered either.'
		}
	),
	fixed(
		'thousand_turn_count',
		{ ja: '1000ターンの数え方', en: 'Counting the 1000 turns' },
		{
			ja: '1000ターンの「ターン」が誰の通常ターンを数えるかは不明。',
			en: 'Whose turns count towards the 1000 turns is not said.'
		},
		{ ja: 'アプリは卓で数えた値を受け取る。', en: 'The app takes the count from the table.' }
	),
	fixed(
		'grade_defeat_meaning',
		{ ja: 'A〜D級の「敗北条件」', en: 'The "defeat condition" of grades A–D' },
		{
			ja: 'A〜D級の「敗北条件」が§3.2の敗北の一覧全体か、キャラクター固有の条件だけかは書かれていない。',
			en: 'Whether the "defeat condition" of grades A–D is the whole §3.2 list or only the character\'s own condition is not said.'
		},
		{ ja: '§3.2の敗北の一覧全体(陣営の条件を含む)。', en: 'The whole §3.2 list, alignment conditions included.' }
	),
	fixed(
		'deck_per_combat',
		{ ja: '戦闘ごとのCカードの山札', en: 'The C-card deck per combat' },
		{
			ja: 'Cカードの山札が戦闘ごとに作り直されるかは書かれていない。',
			en: 'Whether the C-card deck is made afresh for each combat is not said.'
		},
		{
			ja: '戦闘ごとにグループの枚数から始める(手札は戦闘の終わりに戻す)。',
			en: "It starts at the group's size in every combat (hands go back at the end of a combat)."
		}
	),
	...LOCKE_CHOICE_POINTS,
	fixed(
		'turn_skips_dead',
		{ ja: '死亡したキャラクターの手番', en: "A dead character's turn" },
		{
			ja: '死亡したキャラクターに通常ターンが回るかは書かれていない。',
			en: 'Whether a dead character still gets a normal turn is not said.'
		},
		{ ja: '通常ターンは死亡したキャラクターを飛ばす。', en: 'Normal turns pass over dead characters.' }
	),
	fixed(
		'revive_damage',
		{ ja: '実は生きていたのダメージ', en: 'Damage on 実は生きていた' },
		{
			ja: '実は生きていたで戻るときのダメージは基本データに無い(チャートかGMが決める)。',
			en: 'The damage on coming back (実は生きていた) is not in the text (the chart or the GM sets it).'
		},
		{ ja: 'アプリはその値を尋ねる。', en: 'The app asks for it.' }
	),
	fixed(
		'maintained_undefendable',
		{ ja: '防御不可能な攻撃と維持中の防御', en: 'Undefendable attacks and maintained defences' },
		{
			ja: '防御不可能な攻撃が維持中の防御に当たったときの扱いは§5.3にしか無く、同じか低いレベルの場合は書かれていない。',
			en: 'An undefendable attack meeting a maintained defence is covered only by §5.3, which does not say what happens at the same or a lower level.'
		},
		{
			ja: '攻撃のレベルが高ければ防御は破壊され攻撃が成功する。同じか低いレベルなら、防御は攻撃を止めず、壊れもしない。',
			en: 'Above its level the defence breaks and the attack hits; at or below it, the defence neither stops the attack nor breaks.'
		}
	),
	fixed(
		'evil_clock_count',
		{ ja: 'EVILの1000ターンの時計', en: "The EVIL declarer's 1000-turn clock" },
		{
			ja: '反対されたEVILの勝利宣言の1000ターンを、誰のどのターンで数え、宣言者が死んだらどうなるかは書かれていない。',
			en: "Whose turns count towards an opposed EVIL declaration's 1000 turns, and what happens when the declarer dies, is not said."
		},
		{
			ja: '宣言者ごとに、その後の通常ターンの終了ごとに数え、宣言者が死ねばその時計は止まる。',
			en: "Per declarer, at each normal turn's end after the declaration; the clock stops if the declarer dies."
		}
	),
	fixed(
		'maintained_until_dropped',
		{ ja: '維持中の防御はいつまで', en: 'How long a maintained defence lasts' },
		{
			ja: '維持中の防御がいつまで続き、いつ維持をやめられるかは書かれていない。',
			en: 'How long a maintained defence lasts, and when it may be dropped, is not said.'
		},
		{
			ja: '持ち主のチェックフェイズまで。アプリはその手番の始めに「維持する(ESPパワー)/やめる」を尋ね、答えるまで手番を進めない。',
			en: "Until its holder's check phase: the app asks at the start of that turn whether to keep it (ESP power) or drop it, and lets the turn go on only once it is answered."
		}
	),
	fixed(
		'interference_sync',
		{ ja: 'テレポートの妨害の同調', en: 'Syncing an interference' },
		{
			ja: 'テレポートの妨害の同調は「攻撃と同様」とだけある。',
			en: 'Syncing an interference is only said to be "as for an attack".'
		},
		{
			ja: '妨害のレベルは最初のテレポートのレベル+同調人数で、逃避のレベルを上回れば成立する。妨害した全員のCカードとESPパワーが消費される。',
			en: "Its level is the first teleport's level + the number syncing; it works when that is above the escape's level. Everyone who interfered spends a C card and ESP power."
		}
	),
	fixed(
		'combat_start_trigger',
		{ ja: '戦闘を起こせる人', en: 'Who may start a combat' },
		{
			ja: '戦闘を起こせるのは主要行動が移動・テレポート移動・パスの人だけ(§4.1)。例外の「自分と同名かつ…」の「自分」が誰かは書かれていない。',
			en: 'Only one whose main action was move, teleport or pass may start a combat (§4.1); whom 「自分」 means in the exception 「自分と同名かつ…」 is not said.'
		},
		{
			ja: 'アプリは開始時に主要行動を尋ね、それ以外は手番の人と同名・同アライメントのシルエットを持つ人が参加する場合だけ受け付ける(「自分」は戦闘発生フェイズの手番の人)。',
			en: "The app asks for the main action and accepts another only when someone taking part holds a silhouette of the turn holder's own name and alignment (「自分」 is the one in its 戦闘発生フェイズ)."
		}
	),
	fixed(
		'key_point_defender',
		{ ja: '重要拠点を破壊できる側', en: 'Who may destroy a key point' },
		{
			ja: '重要拠点をどちらの側が破壊できるかは書かれていない。',
			en: 'Which side may destroy a key point is not said.'
		},
		{
			ja: '基地侵略側(GOOD・SPECIALシルエット)。EVILシルエットには破壊ボタンを出さない。',
			en: 'The invaders (GOOD and SPECIAL silhouettes); EVIL silhouettes get no destroy button.'
		}
	),
	fixed(
		'dead_info_cards',
		{ ja: '死亡したキャラクターの情報カード', en: "A dead character's information cards" },
		{
			ja: '惑星編の終了「情報カードを3枚分集めたキャラクター(パーティー)がいる」: 死亡したキャラクターが持っていた情報カードを数えるかは書かれていない。',
			en: 'The planet phase ends when "a character (party) has collected 3 information cards": whether a dead character\'s cards count is not said.'
		},
		{
			ja: 'アプリは生きている持ち主の分だけ数える(パーティーも生きているメンバーの合計)。卓で数える場合は惑星カードの枚数で終了を記録できる。',
			en: 'The app counts living holders only (a party: its living members). A table that counts otherwise can still end the phase by the planet-card count.'
		}
	),
	fixed(
		'all_characters',
		{ ja: '「全てのキャラクター」', en: '"All characters"' },
		{
			ja: '「全てのキャラクター」(ゲーム終了の「全てのキャラクターが死亡した時」と単独勝利宣言の「自分以外の全てのキャラクターが死亡している」)に、誰も操作しないキャラクター(警官・待ち伏せなど)を含むかは書かれていない。',
			en: '"All characters" (the game end\'s "when all characters are dead" and the solo declaration\'s "all characters but oneself are dead"): whether characters nobody plays (police, an ambush) are among them is not said.'
		},
		{
			ja: 'プレイヤーのキャラクターだけ。誰も操作しないキャラクターが生きていても、ゲームは終わり、単独勝利宣言もできる。',
			en: "The players' characters only: a living character nobody plays neither keeps the game going nor blocks a solo declaration."
		}
	),
	fixed(
		'conversion_reading',
		{ ja: '改心', en: 'Conversion (改心)' },
		{
			ja: '改心: 「改心を受けるキャラクター」と変化後のアライメントは「6.各種カードについて」にあり基本データに無い。',
			en: '改心: which characters "can be converted" and the alignment they change to are in "6.各種カードについて", which the text lacks.'
		},
		{
			ja: 'アプリは、チェック成功後に相手が改心を受けるかを本人かGMに尋ね、受けるなら改心を行った側のアライメントになると読む。「各陣営から1度ずつ」は成否にかかわらず改心を行った側の陣営(アライメント)ごとに1回。「SPECIALは基本的に改心を行えない」の例外(カードの記載)はアプリでは扱わない。',
			en: 'After a successful check the app asks the target (or the GM) whether it can be converted; if so it takes the converter\'s alignment. "Once from each camp" counts one try per converter\'s camp (alignment), successful or not. Exceptions to "SPECIAL characters basically cannot convert" (a card saying so) are not handled.'
		}
	),
	fixed(
		'charts_unknown',
		{ ja: 'チャートの中身', en: 'The charts' },
		{
			ja: '「実はそこにいた!」「実は生きていた」等のチャートの中身は基本データに無い。',
			en: 'The contents of the 実はそこにいた / 実は生きていた charts are not in the text.'
		},
		{ ja: 'アプリは値を作らず、結果を尋ねる。', en: 'The app invents none and asks for the result.' }
	)
]);

/**
 * A point in one paragraph, in the given language: what is open, then the app's reading (a new
 * game's, for the setting) — the checklist's line and a hint beside the rule it concerns.
 */
export function pointNote(id: string, locale: 'ja' | 'en'): string {
	const p = LOCKE_OPEN_POINTS.find((x) => x.id === id);
	const reading = p?.readings.find((r) => r.id === p.default);
	return p && reading ? `${p.question[locale]} ${reading.label[locale]}` : '';
}

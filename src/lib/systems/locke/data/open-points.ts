/**
 * Open points: where the seed (`000_58be46e88111c317.txt`) is silent or ambiguous, and the
 * reading the app uses. Shown in the Game tab and the quick reference; reference data, no logic.
 */

export interface OpenRulePoint {
	id: string;
	ja: string;
	en: string;
}

export const OPEN_RULE_POINTS: readonly OpenRulePoint[] = Object.freeze([
	{
		id: 'damage_table_unknown',
		ja: '損害判定表の中身(各列×2D6のダメージ)は基本データに載っていない。アプリは値を作らず、卓で入力してもらう。',
		en: 'The damage table (損害判定表) values are not in the rules text. The app invents none; the group enters them.'
	},
	{
		id: 'ratio_zero_column',
		ja: '火力÷現在耐久力(端数切捨て)が0のとき(例:2÷3)、表の「1:2以下」列とするか「1:1」列とするかは書かれていない。アプリは最も左の列「1:2以下」として扱う。',
		en: 'When floor(firepower ÷ current endurance) is 0 (e.g. 2 against 3, which is above 1:2) the text does not say whether that is the "1:2以下" or the "1:1" column. The app uses the leftmost column, "1:2以下".'
	},
	{
		id: 'endurance_zero_rightmost',
		ja: 'ダメージが最大耐久力と同じ(生存・現在耐久力0)のとき、火力を0で割ることになる。アプリは表の最も右の列として扱う(火力0でも同じ)。',
		en: "Damage equal to the maximum leaves the character alive at current endurance 0, and the rules then divide by 0. The app uses the table's rightmost column (even for firepower 0)."
	},
	{
		id: 'columns_beyond_10',
		ja: '10:1より右の列(「20:1以上」に触れている)がどう区切られているかは不明。アプリは比率の整数をそのまま返し、表の参照は入力された表に任せる。格闘の左へのずれは列単位: 10〜19は10:1の列、20以上は「20:1以上」の列から1列ずつ動く(12:1を1列左 → 9:1)。',
		en: 'Columns right of 10:1 are not described (the text mentions "20:1以上"). The app keeps the integer ratio; the entered table decides which column it falls in. A melee left shift moves by columns: 10–19 count as the 10:1 column, 20 and up as "20:1以上", one column at a time (12:1 one left → 9:1).'
	},
	{
		id: 'declared_endurance_death',
		ja: '「累計ダメージが最大耐久力(または、宣言した耐久力)を超えた場合、防御側は死亡する」: アプリは、耐久力を低く宣言した防御側はその損害判定のダメージが宣言した耐久力を超えたら死亡すると読む(格闘では火力の元になった宣言耐久力、手下分は含まない)。攻撃画面は確定前に「何ダメージから死亡」を表示する。',
		en: '"Dies when cumulative damage exceeds the maximum endurance (or the declared endurance)": the app reads it as: a defender who declared a lower endurance dies when that roll\'s damage exceeds the declared endurance (in melee, the endurance declared behind the firepower, minions not counted). The attack screen shows the damage that kills before it is recorded.'
	},
	{
		id: 'melee_divisor',
		ja: '格闘では「自分の火力と相手の火力を比較」する(反撃の説明の中)。反撃しない場合も相手の火力(現在耐久力+手下)で割るかは書かれていない。アプリは常に相手の格闘火力で割る(被攻撃側は必ず火力を宣言するため)。',
		en: "In melee \"own firepower is compared with the opponent's firepower\" (said in the counterattack paragraph). Whether the divisor is also the opponent's melee firepower (endurance + minions) when there is no counterattack is not said. The app always divides by the opponent's melee firepower, since the defender always declares it."
	},
	{
		id: 'melee_shift_wording',
		ja: '[格闘:X]は「格闘攻撃の火力が上昇する」と要約されているが、詳細はコラムのずれ。アプリは火力に足さず、列のずらしだけを行う。武器は同時に1つまで(記載があれば複数可)。',
		en: '[格闘:X] is summarised as "raises melee firepower" but the detail is a column shift. The app shifts columns only and adds nothing to firepower. One weapon at a time (more when a card says so).'
	},
	{
		id: 'melee_divisor_zero',
		ja: '格闘で相手の火力が0(宣言0・現在耐久力0)のとき、割る数が0になる。「通常の格闘において20:1以上の損害判定になることはない」から、アプリは10:1の列として扱い、[格闘:X]のずれはそこから数える。',
		en: 'In melee, an opponent with firepower 0 (declared 0, or endurance 0) makes the divisor 0. Since "a normal melee never reaches a 20:1 or higher roll", the app uses the 10:1 column, and [格闘:X] shifts count from there.'
	},
	{
		id: 'esp_check_source',
		ja: 'ESPレベルチェックの定義は「7.各種ルール」にあり基本データに無い。アプリはKMCルール(2D6が宣言レベル以下で成功)を使う。侵入判定の「12ターン後には侵入できる」と一致する。',
		en: 'The ESP level check is defined in "7.各種ルール", which the text lacks. The app uses the KMC rule (success when 2D6 ≤ the declared level), which matches "anyone gets in after 12 turns" in the infiltration paragraph.'
	},
	{
		id: 'mental_and_power_source',
		ja: '精神力チェックとESPパワー消費(使用レベル分)は基本データに無くKMCルールから。維持したCカードのESPパワー消費量(「6.3 コンバットカード」)は不明: アプリはチェックフェイズで量を尋ね(初期値は防御のレベル)、Cカードの維持に0は受け付けない。能力による防御の維持は0でもよい。レベル不足時の発動チェックも不明。',
		en: 'The mental check and the ESP power cost (the level used) are not in the text; they come from the KMC rules. The cost of keeping a C card ("6.3 コンバットカード") is unknown: the app asks the amount at the check phase (the defence\'s level by default) and refuses 0 for a C card; a defence from an ability may be kept for 0. The activation check for an insufficient level is unknown too.'
	},
	{
		id: 'teleport_declared_level',
		ja: 'テレポート移動で「自分のESPレベルを宣言」: 低いレベルを宣言できるかは不明(移動数は出目なので得にはならない)。アプリは宣言値を受け取る。',
		en: 'Teleport says "declare your ESP level": whether a lower level may be declared is not said (it never helps: the distance is the die). The app takes the declared value.'
	},
	{
		id: 'round_end_step4_after_step3',
		ja: 'ラウンド終了の3で上限まで捨てた手札は、4の「上限枚数と同じ場合」に当たるかが明記されていない。アプリは3→4→5を順に適用し、当たるとする(さらに1枚捨てて5で1枚補充できる)。',
		en: 'Whether a hand brought down to the limit by round-end step 3 counts as "at the limit" for step 4 is not stated. The app applies 3 → 4 → 5 in order, so it does (discard one more, then draw one at step 5).'
	},
	{
		id: 'initiative_same_card',
		ja: 'イニシアチブは「黒1…黒10・赤1…赤10」の順だが、黒(スペード・クラブ)が2組ある山札だと同じ色・数字が2枚ある。その順番は書かれていない。アプリは各色1組(20枚)を前提とし、同じ札は入力エラーとする。',
		en: 'Initiative runs black 1…10 then red 1…10, but a full deck has two black and two red suits, and the order between equal colour-and-rank cards is not given. The app assumes one suit per colour (20 cards) and rejects equal cards.'
	},
	{
		id: 'sync_count',
		ja: '同調攻撃のレベル「攻撃Cカードレベル+同調人数」の同調人数は、同調した人数(最初の攻撃者を含まない)と読む。',
		en: 'In the synchronised attack level "card level + 同調人数", 同調人数 is read as the number of helpers (the lead attacker not counted).'
	},
	{
		id: 'evil_flip_inputs',
		ja: '「配置惑星カード÷2÷G・Sシルエット」: 配置惑星カードが盤上に残る伏せ札の数か、配置した全枚数か、またG・Sシルエットに死亡者を含むかは不明。アプリは卓で数えた値を受け取る。',
		en: '"placed planet cards ÷ 2 ÷ G·S silhouettes": whether "placed" means the cards still face down or all placed, and whether dead characters count among G·S silhouettes, is not said. The app takes the numbers the table counts.'
	},
	{
		id: 'composition_special',
		ja: '「SPECIALは同数かそれ以下」の「同数」はGOOD(=EVIL)の数と読む。プレイヤー人数ごとの内訳表は基本データで失われている。',
		en: '"SPECIAL: the same number or fewer" is read as "at most the GOOD (= EVIL) count". The per-player-count breakdown table is missing from the text.'
	},
	{
		id: 'composition_evil_good',
		ja: 'E/G(EVIL/GOOD)や属性不明のキャラクターが編成でどちらに数えられるかは基本データに無い。アプリは呼び出し側がGOOD/EVIL/SPECIALを決める。',
		en: 'How E/G (EVIL/GOOD) or unknown-alignment characters count in the composition is not in the text. The caller decides GOOD/EVIL/SPECIAL.'
	},
	{
		id: 'silhouette_still_short',
		ja: 'シルエット再配布後もまだ人数が足りない場合、またエース・10以外を引いた者がシルエットを変えてよいかは書かれていない。アプリは段階(変更 → 配り直し → 未解決)を記録し、配り直しの後は「未解決」と表示する。同名のシルエットが無い場合も不明。',
		en: 'If a side is still short after the redeal, and whether those who drew neither an ace nor a 10 may change, is not said; the app records the stage (change → redeal → unresolved) and reports "unresolved" after the redeal. A character with no same-name silhouette is not covered either.'
	},
	{
		id: 'thousand_turn_count',
		ja: '1000ターンの「ターン」が誰の通常ターンを数えるかは不明。アプリは卓で数えた値を受け取る。',
		en: 'Whose turns count towards the 1000 turns is not said. The app takes the count from the table.'
	},
	{
		id: 'grade_defeat_meaning',
		ja: 'A〜D級の「敗北条件」は、§3.2の敗北の一覧全体(陣営の条件を含む)と読む。キャラクター固有の条件だけではない。',
		en: 'The "defeat condition" in grades A–D is read as being defeated under the whole §3.2 list (alignment conditions included), not only the character\'s own condition.'
	},
	// Readings made by the session tracker (reducer.ts), where the seed says nothing.
	{
		id: 'deck_per_combat',
		ja: 'Cカードの山札は戦闘ごとにグループの枚数から始める(手札は戦闘の終わりに戻す)。',
		en: "The C-card deck starts at the group's size in every combat (hands go back at the end of a combat)."
	},
	{
		id: 'deck_out_deal',
		ja: '山札切れは基本データに無い。「山札が足りなければ戦闘終了」は後の版のルールブックのハウスルールとしてグループ設定にした(オンなら1枚も配らずに戦闘を終える)。新しいゲームではオフ: 配る・補充する前に山札を切り直すか数え直す(アプリがその枚数を尋ねる)。',
		en: 'Running out of the deck is not in the text. "The combat ends when the deck cannot supply" is a house rule from a later rulebook, a group setting (on: nothing is dealt and the combat ends). Off in a new game: the deck is reshuffled or recounted before the deal or the refill (the app asks for the count).'
	},
	{
		id: 'turn_skips_dead',
		ja: '通常ターンは死亡したキャラクターを飛ばす。',
		en: 'Normal turns pass over dead characters.'
	},
	{
		id: 'revive_damage',
		ja: '実は生きていたで戻るときのダメージはチャートかGMが決め、アプリは入力を受け取る。',
		en: 'The damage on coming back (実は生きていた) is set by the chart or the GM; the app asks.'
	},
	{
		id: 'maintained_undefendable',
		ja: '防御不可能な攻撃が維持中の防御より高いレベルなら、その防御は破壊され攻撃が成功する(§5.3)。同じか低いレベルなら、防御は攻撃を止めず、壊れもしない。',
		en: 'An undefendable attack above a maintained defence breaks it and hits (§5.3). At or below its level, the defence neither stops it nor breaks.'
	},
	{
		id: 'evil_clock_count',
		ja: '1000ターンは、反対されたEVILの勝利宣言をした人ごとに、その後の通常ターンの終了ごとに数え、その宣言者が死ねばその時計は止まる。',
		en: "The 1000 turns are counted for each opposed EVIL declarer, at each normal turn's end after the declaration; that declarer's clock stops if it dies."
	},
	{
		id: 'maintained_until_dropped',
		ja: '維持中の防御は持ち主のチェックフェイズまで続く。アプリはその手番の始めに「維持する(ESPパワー)/やめる」を尋ね、答えるまで手番を進めない。',
		en: "A maintained defence lasts until its holder's check phase: the app asks at the start of that turn whether to keep it (ESP power) or drop it, and lets the turn go on only once it is answered."
	},
	{
		id: 'interference_sync',
		ja: 'テレポートの妨害の同調は「攻撃と同様」とあるので、妨害のレベルは最初のテレポートのレベル+同調人数と読み、逃避のレベルを上回れば成立する。妨害した全員のCカードとESPパワーが消費される。',
		en: 'Syncing an interference is "as for an attack", so the app reads its level as the first teleport\'s level + the number syncing; it works when that is above the escape\'s level. Everyone who interfered spends a C card and ESP power.'
	},
	{
		id: 'combat_start_trigger',
		ja: '戦闘を起こせるのは主要行動が移動・テレポート移動・パスの人だけ(§4.1)。アプリは開始時に主要行動を尋ね、それ以外は手番の人と同名・同アライメントのシルエットを持つ人(「自分と同名かつ…」の「自分」は戦闘発生フェイズの手番の人)が参加する場合だけ受け付ける。',
		en: "Only one whose main action was move, teleport or pass may start a combat (§4.1). The app asks for the main action and accepts another only when someone taking part holds a silhouette of the turn holder's own name and alignment (the 「自分」 of 「自分と同名かつ…」 is the one in its 戦闘発生フェイズ)."
	},
	{
		id: 'key_point_defender',
		ja: '重要拠点を破壊できるのは基地侵略側(GOOD・SPECIALシルエット)と読む。EVILシルエットには破壊ボタンを出さない。',
		en: 'Key points are read as destroyed by the invaders (GOOD and SPECIAL silhouettes); EVIL silhouettes get no destroy button.'
	},
	{
		id: 'dead_info_cards',
		ja: '惑星編の終了「情報カードを3枚分集めたキャラクター(パーティー)がいる」: 死亡したキャラクターが持っていた情報カードを数えるかは書かれていない。アプリは生きている持ち主の分だけ数える(パーティーも生きているメンバーの合計)。卓で数える場合は惑星カードの枚数で終了を記録できる。',
		en: 'The planet phase ends when "a character (party) has collected 3 information cards": whether a dead character\'s cards count is not said. The app counts living holders only (a party: its living members). A table that counts otherwise can still end the phase by the planet-card count.'
	},
	{
		id: 'all_characters',
		ja: '「全てのキャラクター」(ゲーム終了の「全てのキャラクターが死亡した時」と単独勝利宣言の「自分以外の全てのキャラクターが死亡している」)は同じ読み: プレイヤーのキャラクター。誰も操作しないキャラクター(警官・待ち伏せなど)が生きていても、ゲームは終わり、単独勝利宣言もできる。',
		en: '"All characters" (the game end\'s "when all characters are dead" and the solo declaration\'s "all characters but oneself are dead") is read one way: the players\' characters. A living character nobody plays (police, an ambush) neither keeps the game going nor blocks a solo declaration.'
	},
	{
		id: 'conversion_reading',
		ja: '改心: 「改心を受けるキャラクター」と変化後のアライメントは「6.各種カードについて」にあり基本データに無い。アプリは、チェック成功後に相手が改心を受けるかを本人かGMに尋ね、受けるなら改心を行った側のアライメントになると読む。「各陣営から1度ずつ」は成否にかかわらず改心を行った側の陣営(アライメント)ごとに1回。「SPECIALは基本的に改心を行えない」の例外(カードの記載)はアプリでは扱わない。',
		en: '改心: which characters "can be converted" and the alignment they change to are in "6.各種カードについて", which the text lacks. After a successful check the app asks the target (or the GM) whether it can be converted; if so it takes the converter\'s alignment. "Once from each camp" counts one try per converter\'s camp (alignment), successful or not. Exceptions to "SPECIAL characters basically cannot convert" (a card saying so) are not handled.'
	},
	{
		id: 'charts_unknown',
		ja: '「実はそこにいた!」「実は生きていた」等のチャートの中身は基本データに無い。',
		en: 'The contents of the 実はそこにいた / 実は生きていた charts are not in the text.'
	}
]);

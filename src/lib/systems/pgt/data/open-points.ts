/**
 * Points the Pretty Good Tactics seed (`002_4ee8704b5658c46e.txt`) leaves open, each with the
 * readings a group might take and the one the app uses until the group picks another. Shown as
 * choices (a session setting), never guessed silently. The rules module follows each default.
 */

export interface OpenPointOption {
	id: string;
	ja: string;
	en: string;
}

export interface OpenPoint {
	id: string;
	/** What the seed says and what it leaves open. */
	ja: string;
	en: string;
	options: readonly OpenPointOption[];
	/** The id of the option the app uses unless the group picks another. */
	default: string;
}

export const PGT_OPEN_POINTS: readonly OpenPoint[] = Object.freeze([
	{
		id: 'party_cost_cap',
		ja: '「パーティー編成時には裏返しのキャラを含めたスコア合計の上限を守らねばなりません」とあるが、上限の値は書かれていない(リプレイの解説からは12前後と推測できるだけ)。',
		en: 'The seed says a party must keep within a cap on its total cost, face-down characters included, but never gives the cap (replay commentary only suggests about 12).',
		options: [
			{
				id: 'show-total',
				ja: '上限は決めず、パーティーのコスト合計を表示するだけ',
				en: "No cap: the app shows the party's total cost and refuses nothing"
			},
			{ id: 'cap-12', ja: '上限12(リプレイからの推測)', en: 'Cap 12 (our guess from the replays)' },
			{ id: 'custom', ja: '卓で決めた上限を入力する', en: 'A cap the group types in' }
		],
		default: 'show-total'
	},
	{
		id: 'non_attack_range',
		ja: '「攻撃能力の内容にレンジに関する記述がない場合、アタックならレンジ1、それ以外ならレンジ3」は攻撃能力についての文。アタック以外の効果すべてに当てはまるか、自軍のキャラを対象にするときの距離はどう数えるかは書かれていない。',
		en: '"No range written: range 1 for an attack, range 3 otherwise" is said of attack abilities. Whether it covers every non-attack effect, and how far apart two characters of the same side are, is not said.',
		options: [
			{
				id: 'own-side-any',
				ja: 'レンジ記述のない効果はレンジ3(どこでも届く)。自軍のキャラはレンジに関係なく対象にできる',
				en: 'An effect without a range has range 3 (reaches anyone); own characters can always be chosen, whatever the range'
			},
			{
				id: 'own-side-rows',
				ja: 'レンジ記述のない効果はレンジ3。自軍の中では同じ列0・前後の列1と数える',
				en: 'An effect without a range has range 3; within one side the same row is 0 apart and the other row 1'
			}
		],
		default: 'own-side-any'
	},
	{
		id: 'round_end_regrouping',
		ja: '「ラウンドが終了したら以下の手順で次のラウンドの準備をします」の手順そのものが欠けている。分かるのは、タップ状態のキャラを全てアンタップすること、ターン終了で消えない効果以外は終わること、再編成時に裏返しのキャラを手札に戻せること、コスト上限を守ること。',
		en: 'The list of round-end preparation steps is missing. Known: every tapped character untaps, effects that do not outlast the round end, face-down characters may go back to the hand at regrouping, and the cost cap still holds.',
		options: [
			{
				id: 'untap-regroup',
				ja: '①全てアンタップ ②ラウンドで終わる効果を一覧して消す ③両者が裏返しのキャラを手札に戻し、手札から裏向きで配置してよい(コスト上限内) ④場にキャラのいない側は負け',
				en: '1 untap everything; 2 list and end the effects that end with the round; 3 both sides may return face-down characters to the hand and place characters face down from the hand (within the cost cap); 4 a side with nobody on the field loses'
			},
			{
				id: 'untap-only',
				ja: 'アンタップとラウンドで終わる効果の終了だけ(配置換えは卓で)',
				en: "Only untap and end the round's effects (regrouping is left to the table)"
			}
		],
		default: 'untap-regroup'
	},
	{
		id: 'next_round_first_player',
		ja: '「ラウンド開始直後は先攻プレイヤーのターンになります」: 先攻がゲームを通じて同じか、ラウンドごとに入れ替わるかは書かれていない。',
		en: '"A round starts with the first player\'s turn": whether the first player stays the same all game or alternates by round is not said.',
		options: [
			{ id: 'same', ja: 'ゲームを通じて同じ先攻', en: 'The same first player all game' },
			{ id: 'alternate', ja: 'ラウンドごとに交代', en: 'Alternate each round' }
		],
		default: 'same'
	},
	{
		id: 'game_first_player',
		ja: 'マッチの2本目・3本目の先攻の決め方は書かれていない(1本目はサイコロで決める)。',
		en: "How the first player of a match's second and third games is chosen is not said (the first game rolls a die).",
		options: [
			{ id: 'roll', ja: '毎ゲーム、サイコロで決める', en: 'Roll a die every game' },
			{ id: 'loser-chooses', ja: '前のゲームの敗者が決める', en: 'The loser of the previous game chooses' }
		],
		default: 'roll'
	},
	{
		id: 'both_sides_empty',
		ja: '「ラウンド開始時に場に1人もキャラがいないプレイヤーは負け」: 両者とも場にキャラがいない場合は書かれていない。',
		en: '"A player with no characters on the field at a round\'s start loses": the case where neither side has any is not covered.',
		options: [
			{
				id: 'higher-score',
				ja: 'スコアの高い側の勝ち。同点ならそのゲームはやり直し',
				en: 'The higher score wins; equal scores replay the game'
			},
			{ id: 'replay', ja: 'そのゲームはやり直し', en: 'Replay the game' }
		],
		default: 'higher-score'
	},
	{
		id: 'negative_value',
		ja: '出目+修正が0未満になったとき(1D−3で2が出て−1)の扱いは書かれていない。値は切り捨てずに−1のまま扱うので、裏返し(防御力0)のキャラにも失敗する。ファンブルの0は裏返しのキャラに成功する。',
		en: "A value below 0 (1D−3 showing 2 gives −1) is not covered. The app keeps −1, so it fails even against a face-down character (defence 0), while a fumble's 0 succeeds against one.",
		options: [
			{
				id: 'keep',
				ja: '−1のまま(0未満は裏返しキャラにも失敗)',
				en: 'Keep −1 (below 0 fails even against a face-down character)'
			},
			{
				id: 'floor-zero',
				ja: '0とみなす(裏返しキャラには常に成功)',
				en: 'Count it as 0 (always succeeds against a face-down character)'
			}
		],
		default: 'keep'
	},
	{
		id: 'physical_attribute',
		ja: '攻撃属性は精神攻撃の表記「M(某)nD+a」にだけ出てくる。物理攻撃に属性がつく書き方(P(炎)2D)は受け付けない。',
		en: 'An attack attribute appears only in the mental notation "M(某)nD+a". A physical check with an attribute (P(炎)2D) is refused.',
		options: [
			{ id: 'mental-only', ja: '属性は精神攻撃だけ', en: 'Attributes on mental checks only' },
			{ id: 'both', ja: '物理攻撃にも属性を認める', en: 'Allow attributes on physical checks too' }
		],
		default: 'mental-only'
	},
	{
		id: 'face_down_guard',
		ja: 'ガードは「アンタップ状態のキャラをタップすること」で、能力ではない。裏返しのキャラもガードできるとして扱う(裏返しでもタップはできる)。',
		en: 'A guard is "tapping an untapped character", not an ability, so the app lets a face-down character guard (it can be tapped face down).',
		options: [
			{ id: 'allowed', ja: '裏返しのままガードできる', en: 'A face-down character can guard' },
			{ id: 'face-up-only', ja: 'ガードするには表向きにする', en: 'It must be turned face up to guard' }
		],
		default: 'allowed'
	}
]);

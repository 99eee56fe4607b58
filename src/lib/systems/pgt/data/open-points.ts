/**
 * Points the Pretty Good Tactics seed (`002_4ee8704b5658c46e.txt`) leaves open, each with the
 * readings a group might take and the one the app uses until the group picks another: the
 * platform's open points (`core/readings`), declared as `openPoints` in `index.ts`. The group's
 * choice is the core event `session/readingsChosen`; the rules read the reading in force through
 * `setting(state, readings, id)` (reducer/state.ts), so a preview and the record agree. A point
 * with `fixedBecause` is listed with the app's reading only (no rule of the app depends on it).
 */
import type { OpenPoint } from '$lib/core/readings';

export const PGT_OPEN_POINTS: readonly OpenPoint[] = Object.freeze([
	{
		id: 'conflict_choice',
		title: { ja: 'ファンブルとクリティカルが重なったとき', en: 'A fumble that is also a critical' },
		question: {
			ja: '例(木之本桜と茜ヶ崎空、出目5)では、ファンブルとクリティカルが両方成り立つとき「ターンプレイヤーが決める」。これが毎回選ぶということか、卓で一度決めておいてよいかは書かれていない。',
			en: 'In the example (木之本桜 against 茜ヶ崎空, a 5 rolled) a roll that is both a fumble and a critical is "decided by the turn player". Whether that is a choice each time or one the table may fix once is not said.'
		},
		readings: [
			{
				id: 'turn-player',
				label: {
					ja: '毎回ターンプレイヤーが選ぶ(確率は、自分の判定ならクリティカル、相手の判定ならファンブルを選ぶとして計算)',
					en: "The turn player chooses each time (the odds assume critical on the turn player's own check, fumble on the opponent's)"
				}
			},
			{ id: 'critical', label: { ja: 'いつもクリティカル', en: 'Always a critical' } },
			{ id: 'fumble', label: { ja: 'いつもファンブル', en: 'Always a fumble' } }
		],
		default: 'turn-player'
	},
	{
		id: 'party_cost_cap',
		title: { ja: 'パーティーのコスト上限', en: 'Party cost cap' },
		question: {
			ja: '「パーティー編成時には裏返しのキャラを含めたスコア合計の上限を守らねばなりません」とあるが、上限の値は書かれていない(リプレイの解説からは12前後と推測できるだけ)。',
			en: 'The seed says a party must keep within a cap on its total cost, face-down characters included, but never gives the cap (replay commentary only suggests about 12).'
		},
		readings: [
			{
				id: 'show-total',
				label: {
					ja: '上限は決めず、パーティーのコスト合計を表示するだけ',
					en: "No cap: the app shows the party's total cost and refuses nothing"
				}
			},
			{ id: 'cap-10', label: { ja: '上限10', en: 'Cap 10' } },
			{ id: 'cap-12', label: { ja: '上限12(リプレイからの推測)', en: 'Cap 12 (our guess from the replays)' } },
			{ id: 'cap-15', label: { ja: '上限15', en: 'Cap 15' } }
		],
		default: 'show-total'
	},
	{
		id: 'non_attack_range',
		title: { ja: 'アタック以外の効果のレンジ', en: 'Range of effects other than attacks' },
		question: {
			ja: '「攻撃能力の内容にレンジに関する記述がない場合、アタックならレンジ1、それ以外ならレンジ3」は攻撃能力についての文。アタック以外の効果すべてに当てはまるか、自軍のキャラを対象にするときの距離はどう数えるかは書かれていない。',
			en: '"No range written: range 1 for an attack, range 3 otherwise" is said of attack abilities. Whether it covers every non-attack effect, and how far apart two characters of the same side are, is not said.'
		},
		readings: [
			{
				id: 'own-side-any',
				label: {
					ja: 'レンジ記述のない効果はレンジ3(どこでも届く)。自軍のキャラはレンジに関係なく対象にできる',
					en: 'An effect without a range has range 3 (reaches anyone); own characters can always be chosen, whatever the range'
				}
			},
			{
				id: 'own-side-rows',
				label: {
					ja: 'レンジ記述のない効果はレンジ3。自軍の中では同じ列0・前後の列1と数える',
					en: 'An effect without a range has range 3; within one side the same row is 0 apart and the other row 1'
				}
			}
		],
		default: 'own-side-any',
		fixedBecause: {
			ja: 'アプリは効果の対象やレンジを扱わない(効果はメモとして記録するだけ)ので、卓で判断する。アタック・イノセンス・カウンター・切り返しのレンジは本文どおり。',
			en: 'The app does not target effects (it only notes them), so the table applies this. The ranges of attacks, イノセンス, カウンター and 切り返し follow the seed.'
		}
	},
	{
		id: 'round_end_regrouping',
		title: { ja: 'ラウンド終了時の手順', en: 'Round-end steps' },
		question: {
			ja: '「ラウンドが終了したら以下の手順で次のラウンドの準備をします」の手順そのものが欠けている。分かるのは、タップ状態のキャラを全てアンタップすること、ターン終了で消えない効果以外は終わること、再編成時に裏返しのキャラを手札に戻せること、コスト上限を守ること。',
			en: 'The list of round-end preparation steps is missing. Known: every tapped character untaps, effects that do not outlast the round end, face-down characters may go back to the hand at regrouping, and the cost cap still holds.'
		},
		readings: [
			{
				id: 'untap-regroup',
				label: {
					ja: '①全てアンタップ ②(覚えておくだけの効果はターン終了で消えている)③両者が裏返しのキャラを手札に戻し、手札から裏向きで配置してよい(コスト上限内) ④場にキャラのいない側は負け',
					en: '1 untap everything; 2 (effects kept only in memory ended with their turn); 3 both sides may return face-down characters to the hand and place characters face down from the hand (within the cost cap); 4 a side with nobody on the field loses'
				}
			},
			{
				id: 'untap-only',
				label: { ja: 'アンタップだけ(配置換えは卓で)', en: 'Only untap (regrouping is left to the table)' }
			}
		],
		default: 'untap-regroup'
	},
	{
		id: 'next_round_first_player',
		title: { ja: '次のラウンドの先攻', en: 'First player of later rounds' },
		question: {
			ja: '「ラウンド開始直後は先攻プレイヤーのターンになります」: 先攻がゲームを通じて同じか、ラウンドごとに入れ替わるかは書かれていない。',
			en: '"A round starts with the first player\'s turn": whether the first player stays the same all game or alternates by round is not said.'
		},
		readings: [
			{ id: 'same', label: { ja: 'ゲームを通じて同じ先攻', en: 'The same first player all game' } },
			{ id: 'alternate', label: { ja: 'ラウンドごとに交代', en: 'Alternate each round' } }
		],
		default: 'same'
	},
	{
		id: 'game_first_player',
		title: { ja: '2本目以降の先攻', en: 'First player of later games' },
		question: {
			ja: 'マッチの2本目・3本目の先攻の決め方は書かれていない(1本目はサイコロで決める)。',
			en: "How the first player of a match's second and third games is chosen is not said (the first game rolls a die)."
		},
		readings: [
			{ id: 'roll', label: { ja: '毎ゲーム、サイコロで決める', en: 'Roll a die every game' } },
			{ id: 'loser-chooses', label: { ja: '前のゲームの敗者が決める', en: 'The loser of the previous game chooses' } }
		],
		default: 'roll'
	},
	{
		id: 'both_sides_empty',
		title: { ja: '両者とも場にキャラがいない', en: 'Both fields empty' },
		question: {
			ja: '「ラウンド開始時に場に1人もキャラがいないプレイヤーは負けになります」: 両者とも場にいなければ、文のとおり両者とも負け。両者とも負けのゲームをどう数えるかは書かれていない。スコアの高い側を勝ちにする読み方は文に反するので、初期値は引き分け(やり直し)。',
			en: '"A player with no characters on the field at a round\'s start loses": when neither side has any, both lose, as the sentence says. How a game both players lose counts is not said. Making the higher score the winner goes against the sentence, so the app\'s reading is a draw, and the game is played again.'
		},
		readings: [
			{
				id: 'replay',
				label: {
					ja: '両者とも負け=引き分け。そのゲームはやり直し(ゲーム数に数えない)',
					en: "Both lose: a draw, and the game is played again (it does not count as one of the match's games)"
				}
			},
			{
				id: 'higher-score',
				label: {
					ja: 'スコアの高い側の勝ち。同点ならやり直し',
					en: 'The higher score wins; equal scores replay the game'
				}
			}
		],
		default: 'replay'
	},
	{
		id: 'negative_value',
		title: { ja: '0未満の値', en: 'A value below 0' },
		question: {
			ja: '出目+修正が0未満になったとき(1D−3で2が出て−1)の扱いは書かれていない。値は切り捨てずに−1のまま扱うので、裏返し(防御力0)のキャラにも失敗する。ファンブルの0は裏返しのキャラに成功する。',
			en: "A value below 0 (1D−3 showing 2 gives −1) is not covered. The app keeps −1, so it fails even against a face-down character (defence 0), while a fumble's 0 succeeds against one."
		},
		readings: [
			{
				id: 'keep',
				label: {
					ja: '−1のまま(0未満は裏返しキャラにも失敗)',
					en: 'Keep −1 (below 0 fails even against a face-down character)'
				}
			},
			{
				id: 'floor-zero',
				label: {
					ja: '0とみなす(裏返しキャラには常に成功)',
					en: 'Count it as 0 (always succeeds against a face-down character)'
				}
			}
		],
		default: 'keep'
	},
	{
		id: 'physical_attribute',
		title: { ja: '物理攻撃の属性', en: 'Attribute on a physical check' },
		question: {
			ja: '攻撃属性は精神攻撃の表記「M(某)nD+a」にだけ出てくる。物理攻撃に属性がつく書き方(P(炎)2D)は受け付けない。',
			en: 'An attack attribute appears only in the mental notation "M(某)nD+a". A physical check with an attribute (P(炎)2D) is refused.'
		},
		readings: [
			{ id: 'mental-only', label: { ja: '属性は精神攻撃だけ', en: 'Attributes on mental checks only' } },
			{ id: 'both', label: { ja: '物理攻撃にも属性を認める', en: 'Allow attributes on physical checks too' } }
		],
		default: 'mental-only',
		fixedBecause: {
			ja: 'カードの表記の読み方で、卓の選択ではない。ライブラリのカードは全マッチ共通なので、表記の規則は固定する。',
			en: 'This is how card notation reads, not a table choice; the library outlives a match, so the notation rule is fixed.'
		}
	},
	{
		id: 'draft_procedure',
		title: { ja: 'ドラフトの手順', en: 'How the draft goes' },
		question: {
			ja: '「各プレイヤーの山札となる18枚のカードは以下のような手順で決めます」の手順そのものが欠けている。分かるのは、3〜4人(4人が理想)、72枚以上のカード、各自18枚の山札。',
			en: 'The steps after "each player\'s 18-card deck is chosen as follows" are missing. Known: 3–4 players (4 is ideal), 72 or more cards, an 18-card deck each.'
		},
		readings: [
			{
				id: 'pack-pass',
				label: {
					ja: '各自18枚のパックから1枚取り、残りを左隣へ渡す(全員同時、パックがなくなるまで)',
					en: 'Each takes an 18-card pack, keeps one card and passes the rest to the left (all at once, until the packs are empty)'
				}
			},
			{
				id: 'pack-pass-alternate',
				label: {
					ja: '9枚のパック2つ:1つ目は左隣へ、2つ目は右隣へ渡す',
					en: 'Two 9-card packs: the first passed to the left, the second to the right'
				}
			},
			{
				id: 'snake',
				label: {
					ja: 'カードを全て表向きに並べ、1人1枚ずつ席順に取り、折り返す(1-2-3-4-4-3-2-1…)',
					en: 'All cards laid out face up; one pick each in seat order and back (1-2-3-4-4-3-2-1 …)'
				}
			}
		],
		default: 'pack-pass'
	},
	{
		id: 'phase_words',
		title: { ja: '起動条件のフェイズ', en: 'Phases in an ability’s condition' },
		question: {
			ja: '「起動条件には以下のようなものがあります」の一覧が欠けている。起動条件に「戦闘前」「戦闘」「戦闘後」とあれば、その能力はそのフェイズに使うものと読む。',
			en: 'The list of activation conditions is missing. A condition that says 戦闘前, 戦闘 or 戦闘後 is read as the phase the ability is used in.'
		},
		readings: [
			{
				id: 'ask',
				label: {
					ja: '別のフェイズで使おうとしたら確かめる(確かめれば記録できる)',
					en: 'Ask when it is used in another phase (recorded once confirmed)'
				}
			},
			{ id: 'ignore', label: { ja: '確かめない', en: 'Do not ask' } }
		],
		default: 'ask',
		fixedBecause: {
			ja: 'アプリは確かめるだけで、使うことは止めない(カードの効果がルールより優先することもある)。',
			en: 'The app only asks and never stops the use (a card may override the rule).'
		}
	},
	{
		id: 'effect_attack_steps',
		title: { ja: '効果による攻撃の手順', en: 'Steps of an attack made by an effect' },
		question: {
			ja: '効果の処理手順の見出しと番号が欠けている。読める部分には行動判定・ファンブル/クリティカル・表向き・比較と、失敗後の切り返し(「同様に処理する」)があり、ガードとイノセンスの手順はない。',
			en: 'The headings and step numbers of the effect procedure are missing. What remains has the check, fumble/critical, turning face up, the comparison and the answer after a failure ("likewise"), but no guard or Innocence step.'
		},
		readings: [
			{
				id: 'check-and-answer',
				label: {
					ja: '判定と反撃(カウンター・切り返し)だけ。ガードもイノセンスもない',
					en: 'The check and the answer (Counter, Kirikaeshi) only; no guard, no Innocence'
				}
			},
			{
				id: 'like-attack',
				label: { ja: 'アタックと同じ(ガード・イノセンスも)', en: 'Like an attack (guard and Innocence too)' }
			}
		],
		default: 'check-and-answer',
		fixedBecause: {
			ja: '読める手順のとおりにする。ガードやイノセンスをするなら、卓でアタックとして扱う。',
			en: 'The app follows the steps that can be read. A table that guards or uses Innocence against an effect records it as an attack.'
		}
	},
	{
		id: 'defender_lines_timing',
		title: { ja: '攻撃対象の能力が判定に効くとき', en: 'When the target’s lines affect the check' },
		question: {
			ja: '「このキャラに対するPのアタックは…でもファンブル」のような攻撃対象の常在型能力は、表向きでなければ存在しない。手順では、ファンブル・クリティカルの判定の後で「裏返しキャラの本来の防御力を参照する場合、ふつうはこの段階で表向きにする」。',
			en: 'A standing ability of the target such as "P attacks on this character also fumble on …" does not exist while it is face down; and the procedure turns a face-down target up for its real defence after the fumble/critical step.'
		},
		readings: [
			{
				id: 'face-up-before',
				label: {
					ja: '判定の前に表向きのときだけ効く(判定の後で表向きにしても、その判定には効かない)',
					en: 'Only when face up before the check (turning it up after the roll does not change that check)'
				}
			},
			{ id: 'face-up-any', label: { ja: '判定の時点で表向きにすれば効く', en: 'Also when turned up at the check' } }
		],
		default: 'face-up-before',
		fixedBecause: {
			ja: '手順の順番どおり。判定に効かせたいときは、アタックの前に表向きにする。',
			en: 'The procedure’s order. To have it count, turn the card face up before the attack.'
		}
	},
	{
		id: 'face_down_guard',
		title: { ja: '裏返しのキャラのガード', en: 'A face-down guard' },
		question: {
			ja: 'ガードは「アンタップ状態のキャラをタップすること」で、能力ではない。裏返しのキャラもガードできるとして扱う(裏返しでもタップはできる)。',
			en: 'A guard is "tapping an untapped character", not an ability, so the app lets a face-down character guard (it can be tapped face down).'
		},
		readings: [
			{ id: 'allowed', label: { ja: '裏返しのままガードできる', en: 'A face-down character can guard' } },
			{ id: 'face-up-only', label: { ja: 'ガードするには表向きにする', en: 'It must be turned face up to guard' } }
		],
		default: 'allowed'
	}
]);

/** The points of a match's settings panel: all but the draft's (chosen in the draft helper). */
export const MATCH_POINTS: readonly OpenPoint[] = PGT_OPEN_POINTS.filter((p) => p.id !== 'draft_procedure');

/** The draft's reading (open point `draft_procedure`), shown in the draft helper. */
export const DRAFT_POINT = PGT_OPEN_POINTS.find((p) => p.id === 'draft_procedure') as OpenPoint;

/** Whether `option` is a reading the group may choose for `point` (a point with `fixedBecause` has none). */
export function isSettingOption(point: string, option: string): boolean {
	return PGT_OPEN_POINTS.some((p) => p.id === point && !p.fixedBecause && p.readings.some((o) => o.id === option));
}

/**
 * Readings the app used by default before a change of default, by point: a match recorded without
 * the point kept the old default and is read with it (`upgradePgtEvent`).
 */
export const FORMER_DEFAULTS: Readonly<Record<string, string>> = Object.freeze({ both_sides_empty: 'higher-score' });

/** The app's default reading of `point` ('' for an unknown point). */
export function defaultOf(point: string): string {
	return PGT_OPEN_POINTS.find((p) => p.id === point)?.default ?? '';
}

/** The party cost cap a `party_cost_cap` reading sets, or null for none. */
export function costCapOf(option: string): number | null {
	const m = /^cap-(\d+)$/.exec(option);
	return m ? Number(m[1]) : null;
}

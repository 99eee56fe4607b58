/**
 * The quick reference's text, in our own words (ja / en), by topic. Seed
 * `002_4ee8704b5658c46e.txt`; where it is silent, `data/open-points.ts` says so.
 */
export interface RefSection {
	id: string;
	ja: { title: string; items: string[] };
	en: { title: string; items: string[] };
}

export const PGT_SECTIONS: readonly RefSection[] = [
	{
		id: 'turn',
		ja: {
			title: 'ラウンドとターン',
			items: [
				'ラウンドは先攻のターンから始まり、先攻・後攻が交互にターンを行う。',
				'ターンは戦闘前フェイズ/戦闘フェイズ/戦闘後フェイズ。アタックは戦闘フェイズに1回だけ。',
				'アタックしないターンはパス。パスされたターンが2つ続くとラウンド終了。',
				'ラウンドの第1ターン(先攻の最初のターン)にパスした側は、そのラウンドの残りのターンを全てパスする。後攻の最初のターン(ラウンドの第2ターン)のパスは普通のパス。'
			]
		},
		en: {
			title: 'Rounds and turns',
			items: [
				"A round starts with the first player's turn; the players alternate turns.",
				'A turn is before combat / combat / after combat. One attack per turn, in the combat phase.',
				'A turn without an attack is a pass. Two passed turns in a row end the round.',
				"A side that passes the round's turn 1 (the first player's opening turn) passes every later turn of that round. The second player's first turn is the round's turn 2: a pass there is an ordinary pass."
			]
		}
	},
	{
		id: 'attack',
		ja: {
			title: 'アタックの解決順',
			items: [
				'アンタップ状態でA:能力を持つキャラを選び、タップする(表向きにする)。',
				'レンジ内の敵キャラを攻撃対象に選ぶ(レンジは選ぶときだけ見る)。',
				'防御側はガードできる。物理攻撃の対象にイノセンスがあれば、先にレンジ3の精神攻撃。',
				'追加効果(+nD+a)はまとめて1回の行動判定にする(3Dに+2D−4なら5D−4)。',
				'判定値が防御力(物理はP-def、精神はM-def)以上なら成功、対象はリタイヤし攻撃側のスコアにコスト分。',
				'失敗したら、攻撃対象(ガードしたならガードしたキャラ)が常在型能力のカウンター(物理攻撃に対して、物理・レンジ1)や切り返し(精神攻撃に対して、精神・レンジ3)を持っていれば反撃できる。成功すればアタックしたキャラがリタイヤ。「××カウンタ」(cnt)とは別物。'
			]
		},
		en: {
			title: 'Resolving an attack',
			items: [
				'Pick an untapped character with an A: ability; it taps (and turns face up).',
				'Pick an enemy target in range (range is checked only when choosing).',
				'The defender may guard. If the target of a physical attack has Innocence, it first makes a range-3 mental attack.',
				'Add-on effects (+nD+a) fold into one check (3D with +2D−4 is 5D−4).',
				'A value ≥ the defence (P-def for physical, M-def for mental) succeeds: the target retires and the attacker scores its cost.',
				'On a failure the attacked character (the guard, if one guarded) strikes back if its card has the ability: Counter (after a physical attack; physical, range 1) or Kirikaeshi (after a mental one; mental, range 3). If that succeeds the attacker retires. A "××カウンタ" is a cnt, not this ability.'
			]
		}
	},
	{
		id: 'range',
		ja: {
			title: 'レンジ',
			items: [
				'自軍後列 ←1→ 自軍前列 ←1→ 敵軍前列 ←1→ 敵軍後列。',
				'レンジ1:前列から敵前列だけ。レンジ2:前列から敵後列、後列から敵前列も。レンジ3:どこからでも誰でも。',
				'記述がなければアタックはレンジ1、それ以外の効果はレンジ3。'
			]
		},
		en: {
			title: 'Range',
			items: [
				'Own back ←1→ own front ←1→ enemy front ←1→ enemy back.',
				'Range 1: front row to enemy front only. Range 2: also front to enemy back and back to enemy front. Range 3: anyone from anywhere.',
				'No range written: an attack has range 1, any other effect range 3.'
			]
		}
	},
	{
		id: 'guard',
		ja: {
			title: 'ガード',
			items: [
				'攻撃対象の左右か前にいるアンタップ状態のキャラをタップしてガード。攻撃対象はガードしたキャラに変わる。',
				'F2はF1・F3・B2をガードできる。ガードしたキャラをさらにガードすることはできない。'
			]
		},
		en: {
			title: 'Guard',
			items: [
				'An untapped character left, right or in front of the target taps to guard; it becomes the target.',
				'F2 can guard F1, F3 and B2. A guard cannot itself be guarded.'
			]
		}
	},
	{
		id: 'check',
		ja: {
			title: '行動判定・ファンブル・クリティカル',
			items: [
				'nD+a:サイコロを最大n個まで振り、合計にaを足す。少なく振るのも有効な選択。',
				'1つでも1ならファンブル(値0)、全て6ならクリティカル(値99)。1個で6もクリティカル。',
				'特殊ファンブル[x]:1の代わりにx以下の目でファンブル。複数なら最大の値。',
				'ファンブルとクリティカルが同時なら、ターンプレイヤーが決める。'
			]
		},
		en: {
			title: 'Checks, fumbles, criticals',
			items: [
				'nD+a: roll up to n dice and add a. Rolling fewer can be the better choice.',
				'Any 1 is a fumble (value 0); all 6s is a critical (value 99); one die showing 6 is a critical.',
				'Special fumble [x]: a face ≤ x fumbles instead of a 1. With several, the largest applies.',
				'Both fumble and critical at once: the turn player decides.'
			]
		}
	},
	{
		id: 'facedown',
		ja: {
			title: '裏返しのキャラ',
			items: [
				'手札から出すキャラは裏向き。能力も属性もなく、P-def・M-defは0として扱う。',
				'持ち主はいつでも中身を見てよく、いつでも表向きにできる。一度表向きにしたら戻せない。',
				'攻撃を受けたとき、本来の防御力を使うには判定の後で表向きにする。',
				'リタイヤしたキャラは表向きにして相手のスコアになる。'
			]
		},
		en: {
			title: 'Face-down characters',
			items: [
				'Characters come into play face down: no abilities, no attribute, P-def and M-def 0.',
				'The owner may look at them and turn them face up at any time; never face down again.',
				'To defend with its real defence, the owner turns it face up after the roll.',
				"A retired character is turned face up and goes to the opponent's score."
			]
		}
	},
	{
		id: 'roundEnd',
		ja: {
			title: 'ラウンド終了と勝敗',
			items: [
				'全てのキャラをアンタップ。ラウンドで終わる効果は終了。',
				'再編成:裏返しのキャラは手札に戻せる。',
				'スコア10点以上で即勝利。ラウンド開始時に場にキャラがいない側は負け。3本勝負の2本先取でマッチの勝者。'
			]
		},
		en: {
			title: 'Round end and winning',
			items: [
				'Everything untaps; effects lasting the round end.',
				'Regrouping: face-down characters may go back to the hand.',
				'10 points win at once. A side with nobody on the field at a round start loses. Best of three games wins the match.'
			]
		}
	}
];

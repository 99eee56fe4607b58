/**
 * Points the 「MTGでTRPG」 seed (`004_32997888c68f1437.txt`) leaves open — two rule versions kept
 * inline, or rules only in the fuller rules — each with its readings and the one the app uses until
 * the group picks another: the platform's open points (`core/readings`), declared as `openPoints`
 * in `index.ts`. The group's choice is the core event `session/readingsChosen`; the rules read the
 * reading in force with `readingOf(readings, id)` (queries.ts) from `env.readings` (reducer),
 * `ctx.readings` (commands) or `session.readings` (screens), so a preview and the record agree.
 */
import type { OpenPoint, ReadingOption } from '$lib/core/readings';
import type {
	ColourlessCheckBonus,
	EscapeCount,
	HordeAutoResults,
	HordeCount,
	PrepTurnReading,
	ResetClamps
} from '../rules';

/** Each point's reading ids, as the rules take them. */
export interface MtgReadings {
	escape_difficulty: EscapeCount;
	horde_difficulty: HordeCount;
	colourless_check_bonus: ColourlessCheckBonus;
	reset_clamps: ResetClamps;
	horde_auto_results: HordeAutoResults;
	prep_turn: PrepTurnReading;
}
export type MtgPoint = keyof MtgReadings;

/** A point whose reading ids are the ones its rule takes (a misspelt id fails `npm run check`). */
interface MtgOpenPoint<P extends MtgPoint> extends OpenPoint {
	id: P;
	readings: readonly (ReadingOption & { id: MtgReadings[P] })[];
	default: MtgReadings[P];
}
const point = <P extends MtgPoint>(p: MtgOpenPoint<P>): OpenPoint => p;

export const MTG_TRPG_OPEN_POINTS: readonly OpenPoint[] = Object.freeze([
	point({
		id: 'escape_difficulty',
		title: { ja: '逃げる判定の難易度', en: 'Escape difficulty' },
		question: {
			ja: '「難易度は、その時点で、戦闘に参加しているPCの数アンタップ状態の敵のパーマネントの数です。(ただし、難易度の最大数4は超えない)」——2つの版が続けて書かれている:「戦闘に参加しているPCの数」(古い版)と「アンタップ状態の敵のパーマネントの数」(後の版)。どちらでも最大4。',
			en: 'The seed\'s sentence keeps two versions inline: the difficulty is "the number of PCs in the combat" (older) and "the number of the enemy\'s untapped permanents" (later), "not exceeding the maximum of 4". Either way at most 4.'
		},
		readings: [
			{
				id: 'enemy-untapped-permanents',
				label: { ja: 'アンタップ状態の敵のパーマネントの数(最大4)', en: "The enemy's untapped permanents (at most 4)" }
			},
			{
				id: 'pcs-in-combat',
				label: { ja: '戦闘に参加しているPCの数(最大4)', en: 'The PCs in the combat (at most 4)' }
			}
		],
		default: 'enemy-untapped-permanents'
	}),
	point({
		id: 'horde_difficulty',
		title: { ja: '大群の判定の難易度', en: 'Horde check difficulty' },
		question: {
			ja: '大群デッキとの戦闘での瞬発の赤判定の難易度は「(難易度0)」「味方側のパーマネントの合計数」(取り消し線)「戦闘に参加するPCの人数」(後の版)と並び、例は難易度0で計算している。「難易度の最大値は超えない」の最大値は逃亡の4だけなので、4で止める。',
			en: 'The horde check\'s difficulty is given as "(difficulty 0)", "the allies\' total permanents" (struck out) and "the number of PCs taking part" (later); the worked example uses 0. It "does not exceed the maximum", and the only maximum named is escape\'s 4, so it is capped at 4.'
		},
		readings: [
			{
				id: 'pcs-taking-part',
				label: { ja: '戦闘に参加するPCの人数(最大4)', en: 'The PCs taking part (at most 4)' }
			},
			{
				id: 'allied-permanents',
				label: { ja: '味方側のパーマネントの合計数(最大4)', en: "The allies' total permanents (at most 4)" }
			},
			{ id: 'zero', label: { ja: '難易度0(例の通り)', en: 'Difficulty 0 (as in the example)' } }
		],
		default: 'pcs-taking-part'
	}),
	point({
		id: 'colourless_check_bonus',
		title: { ja: '無色の判定の色ボーナス', en: 'Colour bonus on a colourless check' },
		question: {
			ja: '無色の判定で、どのカードに色ボーナスがつくかは書かれていない(ノート: 無色は「純粋な運」)。',
			en: 'Which cards get a colour bonus on a colourless check is not said (our notes: colourless means "pure luck").'
		},
		readings: [
			{ id: 'none', label: { ja: 'どのカードも+0', en: '+0 for every card' } },
			{
				id: 'colourless-cards',
				label: { ja: '無色のカードを「同じ色」として+5', en: '+5 for colourless cards, as "the same colour"' }
			}
		],
		default: 'none'
	}),
	point({
		id: 'reset_clamps',
		title: { ja: 'リセットの補正', en: 'Reset adjustments' },
		question: {
			ja: 'この戦闘ルールのリセットは「元の手札と同じ枚数を引き直す」だけ。より新しい版は戦闘時に ライフ9以下→10・21以上→20、引き直しが5枚未満→5枚(古い文では8枚以上→7枚も)と補正する。',
			en: 'This seed\'s reset only redraws "as many cards as the hand held". Fuller rules adjust for combat: life ≤ 9 → 10, ≥ 21 → 20, fewer than 5 cards → 5 (older text also more than 7 → 7).'
		},
		readings: [
			{ id: 'none', label: { ja: '補正なし(この戦闘ルールの通り)', en: 'No adjustment (as this seed says)' } },
			{ id: 'life-10-20-hand-5', label: { ja: 'ライフ10〜20、手札は最低5枚', en: 'Life 10 to 20, at least 5 cards' } },
			{ id: 'life-10-20-hand-5-7', label: { ja: 'ライフ10〜20、手札5〜7枚', en: 'Life 10 to 20, 5 to 7 cards' } }
		],
		default: 'none'
	}),
	point({
		id: 'horde_auto_results',
		title: { ja: '大群の判定の自動成功・失敗', en: 'Automatic results on the horde check' },
		question: {
			ja: '大群の準備ターンは「成功度(=達成値から目標値を引いた数)」で決まり、「0ターン以下となった場合、代わりに1ターン」。指定カードによる自動成功・自動失敗のときの成功度は書かれていない。自動失敗は失敗なので、既定では0ターン以下と同じく1ターン。',
			en: 'A horde\'s preparation turns come from the margin ("achievement minus target"), and "if it comes to 0 turns or fewer, 1 turn instead". The margin of an automatic success or failure (designated cards) is not said. An automatic failure is a failure, so by default it gives 1 turn, as 0 or fewer would.'
		},
		readings: [
			{
				id: 'fail-one',
				label: {
					ja: '自動失敗は1ターン、自動成功は式どおりの成功度(1〜5)',
					en: 'Automatic failure 1 turn; automatic success by the formula (1 to 5)'
				}
			},
			{
				id: 'formula',
				label: {
					ja: '自動でも式どおりの成功度(1〜5に収める)',
					en: 'The margin by the formula even then (kept within 1 to 5)'
				}
			},
			{
				id: 'auto-extremes',
				label: { ja: '自動失敗は1ターン、自動成功は5ターン', en: 'Automatic failure 1 turn, automatic success 5 turns' }
			}
		],
		default: 'fail-one'
	}),
	point({
		id: 'prep_turn',
		title: { ja: '敵側の準備ターン(④)', en: "The enemy side's preparation turn (④)" },
		question: {
			ja: '④は「PCの数が2人以上の場合、敵は、1ターン目開始の前に、ハンデとして準備のためのターンを得ます」と敵の種類を問わずに書く。一方「敵がデッキの場合」の節は、デッキの敵のハンデ3点の3つ目に「準備のための1ターン」を挙げる。',
			en: '④ says "if there are two or more PCs, the enemy gets a turn to prepare before turn 1 as a handicap", of any enemy. The section "when the enemy is a deck" lists "one turn to prepare" as the third of a deck enemy\'s three handicaps.'
		},
		readings: [
			{
				id: 'any-enemy',
				label: {
					ja: '敵の種類を問わず、PCが2人以上なら敵側に準備ターン1(④の文)',
					en: 'Any enemy: with two or more PCs the enemy side gets one preparation turn (④ as written)'
				}
			},
			{
				id: 'deck-only',
				label: {
					ja: 'デッキの敵がいるときだけ(「敵がデッキの場合」の節)',
					en: 'Only when a deck is among the enemies (the section on deck enemies)'
				}
			}
		],
		default: 'any-enemy'
	})
]);

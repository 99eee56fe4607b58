/**
 * The open point a Locke group chooses (the platform's open points, `core/readings`), declared as
 * `openPoints` in `index.ts`: the deck-out house rule. The shell records a choice as
 * `session/readingsChosen` and the rules read it through `deckOutEnds(readings)`. The points the app
 * reads one way only are in `fixed-points.ts`, with the list the Game tab and the reference show:
 * no rule reads them, so a session's first load does without their texts (issue 27).
 */
import type { OpenPoint } from '$lib/core/readings';

/** The open point of the deck-out house rule: 「山札が足りなければ戦闘終了」. */
export const DECK_OUT_POINT = 'deck_out_deal';

const deckOut: OpenPoint = {
	id: DECK_OUT_POINT,
	title: { ja: '山札が足りないとき', en: 'When the deck runs short' },
	question: {
		ja: '山札切れは基本データに無い。「山札が足りなければ戦闘終了」は後の版のルールブックのハウスルール。',
		en: 'Running out of the deck is not in the text. "The combat ends when the deck cannot supply" is a house rule from a later rulebook.'
	},
	readings: [
		{
			id: 'recount',
			label: {
				ja: '配る・補充する前に山札を切り直すか数え直す(アプリがその枚数を尋ねる)',
				en: 'Reshuffle or recount the deck before the deal or the refill (the app asks for the count)'
			}
		},
		{
			id: 'combat_ends',
			label: {
				ja: '山札が足りなければ戦闘終了(1枚も配らない)',
				en: 'The combat ends when the deck cannot supply (nothing is dealt)'
			},
			detail: {
				ja: '後の版のハウスルール。このアプリの以前の版で始めたゲームはこの読みのまま続く。',
				en: 'The later house rule. A game begun with an earlier version of this app goes on under it.'
			}
		}
	],
	default: 'recount'
};

/** The points a group may read otherwise (`openPoints`). */
export const LOCKE_CHOICE_POINTS: readonly OpenPoint[] = Object.freeze([deckOut]);

import { describe, expect, it } from 'vitest';
import { attackOdds, standardDeck } from '../rules';
import { DeckTextError, parseDeckText, STANDARD_DECK_TEXT } from './deck-text';

describe('parseDeckText', () => {
	it('the standard deck text is the 20 standard cards, and gives the same odds', () => {
		const cards = parseDeckText(STANDARD_DECK_TEXT);
		expect(cards).toHaveLength(20);
		const a = attackOdds(cards, { attack: 2 });
		const b = attackOdds(standardDeck(), { attack: 2 });
		expect([...a.distribution]).toEqual([...b.distribution]);
	});
	it('reads rolling cards, bless and curse, counts, full-width and Japanese words', () => {
		const cards = parseDeckText('r+1×2, ＋２ 祝福 curse*2 ヌル −1x3');
		expect(cards.map((c) => [c.value, c.rolling ?? false, c.kind ?? ''])).toEqual([
			[1, true, ''],
			[1, true, ''],
			[2, false, ''],
			['x2', false, 'bless'],
			['null', false, 'curse'],
			['null', false, 'curse'],
			['null', false, ''],
			[-1, false, ''],
			[-1, false, ''],
			[-1, false, '']
		]);
	});
	it('refuses a word it does not know, a value outside −10…+10, a rolling ×2, nothing, too many cards', () => {
		const code = (t: string) => {
			try {
				parseDeckText(t);
			} catch (e) {
				return e instanceof DeckTextError ? [e.code, e.token] : ['other', ''];
			}
			return ['none', ''];
		};
		expect(code('+1 abc')).toEqual(['bad_card', 'abc']);
		expect(code('+11')).toEqual(['bad_card', '+11']);
		expect(code('rx2')).toEqual(['bad_card', 'rx2']);
		expect(code('   ')).toEqual(['empty', '']);
		expect(code('+0×61')).toEqual(['too_many', '+0×61']);
		expect(code('-')).toEqual(['bad_card', '-']);
	});
});

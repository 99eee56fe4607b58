import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { COLOURS, checkChance, type Colour } from './rules';
import { DeckListError, formatDeckList, parseDeckList } from './deck-list';

describe('parseDeckList', () => {
	it('reads the short forms: 「4 R 1」 four red one-drops, 「24 land R」 twenty-four red lands', () => {
		expect(parseDeckList('4 R 1\n24 land R')).toEqual([
			{ count: 4, mv: 1, colours: ['R'], designated: false, name: null, land: false, line: 1 },
			{ count: 24, mv: 0, colours: ['R'], designated: false, name: null, land: true, line: 2 }
		]);
	});
	it('reads multicolour, colourless, Japanese colours and full-width text', () => {
		const [a, b, c, d] = parseDeckList('2 RU 3\n1 C 4\n３ 赤緑 ２\n2 land');
		expect(a).toMatchObject({ count: 2, mv: 3, colours: ['U', 'R'] });
		expect(b).toMatchObject({ count: 1, mv: 4, colours: [] });
		expect(c).toMatchObject({ count: 3, mv: 2, colours: ['R', 'G'] });
		expect(d).toMatchObject({ count: 2, mv: 0, colours: [], land: true });
	});
	it('reads per-card lines with a name, and * for designated cards; skips blanks and # comments', () => {
		const text = [
			'# 赤単',
			'4 稲妻 : R 1',
			'',
			'1 Steam Vents : land UR',
			'3 Sol Ring : C 1 *  # the designated three'
		].join('\n');
		expect(parseDeckList(text)).toEqual([
			{ count: 4, mv: 1, colours: ['R'], designated: false, name: '稲妻', land: false, line: 2 },
			{ count: 1, mv: 0, colours: ['U', 'R'], designated: false, name: 'Steam Vents', land: true, line: 4 },
			{ count: 3, mv: 1, colours: [], designated: true, name: 'Sol Ring', land: false, line: 5 }
		]);
	});
	it.each([
		['4 X 1', 1, /"X" is not a colour/],
		['4 R 1\nR 1', 2, /must start with the number of cards/],
		['4 R', 1, /needs a mana value/],
		['4 R 17', 1, /above 16/],
		['4 R one', 1, /"one" is not a mana value/],
		['0 R 1', 1, /count 0/],
		['4 R 1 2', 1, /extra text "2"/],
		['4 land Q', 1, /"Q" is not a colour/],
		['4 : R 1', 1, /no card name/],
		['4', 1, /needs colours and a mana value/],
		['2 R 1 *\n2 U 2 *', 2, /designated cards to 4; at most 3/]
	])('refuses %j naming line %i', (text, line, reason) => {
		let error: unknown;
		try {
			parseDeckList(text);
		} catch (e) {
			error = e;
		}
		expect(error).toBeInstanceOf(DeckListError);
		expect(error).toBeInstanceOf(RangeError);
		expect((error as DeckListError).line).toBe(line);
		expect((error as DeckListError).message).toMatch(new RegExp(`^deck list line ${line} `));
		expect((error as DeckListError).message).toMatch(reason);
	});
	it('feeds checkChance directly', () => {
		const deck = parseDeckList('24 land R\n8 R 1\n12 R 2\n8 R 3\n6 R 4\n2 R 5');
		expect(Math.round(checkChance(deck, { colour: 'R', difficulty: 4 }).chance * 1000) / 10).toBe(74.2);
	});
});

const entry = fc
	.record({
		count: fc.integer({ min: 1, max: 30 }),
		mv: fc.integer({ min: 0, max: 16 }),
		colours: fc.subarray([...COLOURS] as Colour[]),
		designated: fc.constant(false),
		name: fc.option(fc.stringMatching(/^[A-Za-z稲妻][A-Za-z 稲妻]{0,10}[A-Za-z稲妻]$/), { nil: null }),
		land: fc.boolean()
	})
	.map((e) => (e.land ? { ...e, mv: 0 } : e));

test.prop([fc.array(entry, { maxLength: 8 })])(
	'formatDeckList then parseDeckList gives the entries back',
	(entries) => {
		const parsed = parseDeckList(formatDeckList(entries)).map(({ line: _line, ...rest }) => rest);
		expect(parsed).toEqual(entries);
	}
);

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
		['4 X 1', 1, 'not_colour_or_land', { token: 'X' }],
		['4 R 1\nR 1', 2, 'no_count', {}],
		['4 R', 1, 'no_mv', {}],
		['4 R 17', 1, 'not_mv', { token: '17', max: 16 }],
		['4 R one', 1, 'not_mv', { token: 'one' }],
		['4 R −1', 1, 'not_mv', { token: '-1' }],
		['0 R 1', 1, 'bad_count', { count: '0', max: 250 }],
		['251 R 1', 1, 'bad_count', { count: '251' }],
		['4 R 1 2', 1, 'extra_text', { extra: '2' }],
		['4 land Q', 1, 'not_colour', { token: 'Q' }],
		['4 : R 1', 1, 'no_name', {}],
		['4', 1, 'no_card', {}]
	] as const)('refuses %j naming line %i: %s', (text, line, problem, params) => {
		let error: unknown;
		try {
			parseDeckList(text);
		} catch (e) {
			error = e;
		}
		expect(error).toBeInstanceOf(DeckListError);
		expect(error).toBeInstanceOf(RangeError);
		expect((error as DeckListError).line).toBe(line);
		expect((error as DeckListError).problem).toBe(problem);
		expect((error as DeckListError).params).toMatchObject(params);
		expect((error as DeckListError).message).toMatch(new RegExp(`^deck list line ${line} `));
	});
	it("「指定カードを3枚」: too many designated cards are refused with the whole list's count, at the line that went over", () => {
		// Two lines of four marked: eight in all, not "4" (the first line already goes over).
		let error: unknown;
		try {
			parseDeckList('4 R 1 *\n20 land R\n4 R 2 *');
		} catch (e) {
			error = e;
		}
		expect(error).toMatchObject({ line: 1, problem: 'designated', params: { designated: 8, max: 3 } });
		expect(() => parseDeckList('2 R 1 *\n1 R 2 *\n20 land R')).not.toThrow();
	});
	it('reads numbers as typed on a Japanese keyboard: full-width digits, colon, star and space', () => {
		expect(parseDeckList('３\u3000稲妻：Ｒ　１＊')).toEqual([
			{ count: 3, mv: 1, colours: ['R'], designated: true, name: '稲妻', land: false, line: 1 }
		]);
		expect(parseDeckList('＋２ R ３')[0]).toMatchObject({ count: 2, mv: 3 });
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

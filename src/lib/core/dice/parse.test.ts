import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DiceParseError, formatDice, parseDice, type DiceParseCode } from './index';

const sum = (count: number, sides: number, modifier = 0) => ({
	kind: 'sum',
	count,
	sides,
	modifier,
	text: formatDice({ kind: 'sum', count, sides, modifier })
});

describe('parseDice: valid notations', () => {
	it.each([
		['2D6', sum(2, 6), '2D6'],
		['1D6', sum(1, 6), '1D6'],
		['D6', sum(1, 6), '1D6'],
		['d6', sum(1, 6), '1D6'],
		['3D6+2', sum(3, 6, 2), '3D6+2'],
		['3d6 + 2', sum(3, 6, 2), '3D6+2'],
		['  2 d 6 - 1 ', sum(2, 6, -1), '2D6-1'],
		['3D+1', sum(3, 6, 1), '3D6+1'],
		['3D-1', sum(3, 6, -1), '3D6-1'],
		['3d + 0', sum(3, 6), '3D6'],
		['2D10', sum(2, 10), '2D10'],
		['1D100', sum(1, 100), '1D100'],
		['D100', sum(1, 100), '1D100'],
		['D%', sum(1, 100), '1D100'],
		['d%+5', sum(1, 100, 5), '1D100+5'],
		['2D6-0', sum(2, 6), '2D6'],
		['02D06', sum(2, 6), '2D6'],
		['100D1000+10000', sum(100, 1000, 10000), '100D1000+10000'],
		['D2-10000', sum(1, 2, -10000), '1D2-10000'],
		['D60', sum(1, 60), '1D60'],
		['２Ｄ６', sum(2, 6), '2D6'],
		['３ｄ６＋２', sum(3, 6, 2), '3D6+2'],
		['３Ｄ－１', sum(3, 6, -1), '3D6-1'],
		['Ｄ％', sum(1, 100), '1D100'],
		['2D6\u2212\u30001', sum(2, 6, -1), '2D6-1']
	])('%s', (input, expected, text) => {
		const spec = parseDice(input);
		expect(spec).toEqual(expected);
		expect(spec.text).toBe(text);
		expect(Object.is(spec.kind === 'sum' ? spec.modifier : 0, -0)).toBe(false);
	});

	it.each(['D66', 'd66', '1D66', 'ｄ６６', 'Ｄ66', ' D 66 '])('%s is D66', (input) => {
		expect(parseDice(input)).toEqual({ kind: 'd66', text: 'D66' });
	});

	it('gives plain serializable specs', () => {
		const spec = parseDice('3D6+2');
		expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
		expect(structuredClone(parseDice('D66'))).toEqual(parseDice('D66'));
	});

	it('round-trips through formatDice', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 100 }),
				fc.integer({ min: 2, max: 1000 }).filter((s) => s < 61 || s > 69),
				fc.integer({ min: -10000, max: 10000 }),
				(count, sides, modifier) => {
					const spec = parseDice(formatDice({ kind: 'sum', count, sides, modifier }));
					expect(spec).toEqual(sum(count, sides, modifier));
					expect(parseDice(spec.text)).toEqual(spec);
				}
			)
		);
	});
});

describe('parseDice: invalid notations', () => {
	// [input, code, 0-based index, fragment the message must contain]
	const cases: [string, DiceParseCode, number, string][] = [
		['', 'dice/empty', 0, 'empty'],
		['   ', 'dice/empty', 0, 'empty'],
		['2D', 'dice/missing_sides', 2, 'at the end of "2D"'],
		['D', 'dice/missing_sides', 1, 'at the end of "D"'],
		['D+1', 'dice/missing_sides', 1, 'position 2'],
		['2', 'dice/missing_sides', 1, 'at the end of "2"'],
		['2D6+', 'dice/missing_modifier', 4, 'after "+" at the end of "2D6+"'],
		['2D6 -', 'dice/missing_modifier', 5, 'after "-"'],
		['2X6', 'dice/unexpected_char', 1, 'Unexpected "X" at position 2 in "2X6"; expected "D"'],
		['2Dx6', 'dice/unexpected_char', 2, 'Unexpected "x" at position 3 in "2Dx6"; expected a number of sides'],
		['abc', 'dice/unexpected_char', 0, 'Unexpected "a" at position 1'],
		['-2D6', 'dice/unexpected_char', 0, 'Unexpected "-" at position 1'],
		['2D6++1', 'dice/unexpected_char', 4, 'Unexpected "+" at position 5'],
		['0D6', 'dice/zero_dice', 0, 'zero dice at position 1'],
		['2D1', 'dice/too_few_sides', 2, 'at least 2 sides at position 3'],
		['2D0', 'dice/zero_sides', 2, 'position 3'],
		['101D6', 'dice/too_many_dice', 0, 'at most 100'],
		['１０１Ｄ６', 'dice/too_many_dice', 0, 'at most 100'],
		['2D1001', 'dice/too_many_sides', 2, 'at most 1000'],
		['2D6+3+', 'dice/trailing_input', 5, 'Unexpected "+" at position 6'],
		['2D6 6', 'dice/trailing_input', 4, 'Unexpected "6" at position 5'],
		['D%%', 'dice/trailing_input', 2, 'position 3'],
		['D67', 'dice/unsupported_sides', 1, 'did you mean D66?'],
		['2D66', 'dice/d66_count', 0, 'D66'],
		['D66+1', 'dice/d66_modifier', 3, 'D66 takes no modifier at position 4'],
		['2D6+99999', 'dice/modifier_too_large', 4, 'at most 10000'],
		['2D6-10001', 'dice/modifier_too_large', 4, 'position 5'],
		['1.5D6', 'dice/not_whole_number', 1, 'whole'],
		['2D6.5', 'dice/not_whole_number', 3, 'position 4'],
		['99999999999999999999D6', 'dice/too_many_dice', 0, 'at most 100']
	];

	it.each(cases)('%j → %s', (input, code, index, fragment) => {
		let error: unknown;
		try {
			parseDice(input);
		} catch (e) {
			error = e;
		}
		expect(error).toBeInstanceOf(DiceParseError);
		expect(error).toBeInstanceOf(Error);
		const e = error as DiceParseError;
		expect(e.code).toBe(code);
		expect(e.index).toBe(index);
		expect(e.message).toContain(fragment);
		expect(e.params.text).toBe(input);
		if (input.trim() !== '') expect(e.message).toContain(`"${input}"`);
	});

	it('never throws anything but DiceParseError', () => {
		fc.assert(
			fc.property(
				fc.string({ unit: fc.constantFrom(...'0123456789dD%+-. x６Ｄ＋'.split('')), maxLength: 12 }),
				(text) => {
					try {
						const spec = parseDice(text);
						expect(parseDice(spec.text)).toEqual(spec);
					} catch (e) {
						expect(e).toBeInstanceOf(DiceParseError);
						const { index } = e as DiceParseError;
						expect(index >= 0 && index <= text.length).toBe(true);
					}
				}
			)
		);
	});
});

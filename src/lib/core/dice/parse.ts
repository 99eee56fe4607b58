import { DiceParseError, type DiceParseCode } from './errors';
import { DICE_LIMITS, type D66Spec, type DiceSpec, type SumSpec } from './types';

/**
 * Folds full-width forms (０-９, Ｄ, ＋, －, ％, ideographic space) and U+2212 to
 * ASCII one char for one char, so error indices still point into the user's text.
 */
function normalize(text: string): string {
	let out = '';
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c >= 0xff01 && c <= 0xff5e) out += String.fromCharCode(c - 0xfee0);
		else if (c === 0x2212) out += '-';
		else if (c === 0x3000) out += ' ';
		else out += text.charAt(i);
	}
	return out;
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isSpace = (ch: string) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';

/**
 * Parses `2D6`, `D6`, `D66`, `D100`, `D%`, `3D6+2`, `3D+1` (Pretty Good Tactics:
 * a bare `nD` before a modifier means d6) and general `NdM±K`. Case-insensitive;
 * whitespace allowed between tokens. A bare `2D` is rejected as unfinished.
 *
 * D61–D69 other than D66 are rejected: at our tables they are typos for D66.
 * `1D66` means D66; `2D66` and `D66+1` are rejected (D66 results are looked up, not summed).
 *
 * @throws DiceParseError with a code, the 0-based index and an English message.
 */
export function parseDice(text: string): DiceSpec {
	const s = normalize(text);
	let i = 0;

	const where = (at: number) => (at >= s.length ? `at the end of "${text}"` : `at position ${at + 1} in "${text}"`);
	const fail = (code: DiceParseCode, at: number, message: string, extra: Record<string, string | number> = {}) =>
		new DiceParseError(code, at, { text, ...extra }, message);
	const unexpected = (code: DiceParseCode, expected: string) => {
		const char = text.charAt(i);
		return fail(code, i, `Unexpected "${char}" ${where(i)}; expected ${expected}`, { char, expected });
	};
	const skipSpace = () => {
		while (i < s.length && isSpace(s.charAt(i))) i++;
	};
	/** Reads an unsigned integer, or null if none starts here. Caps the value so huge inputs stay finite. */
	const readNumber = (): number | null => {
		const start = i;
		let value = 0;
		while (i < s.length && isDigit(s.charAt(i))) value = Math.min(value * 10 + Number(s.charAt(i++)), 1e9);
		if (i === start) return null;
		if ((s.charAt(i) === '.' || s.charAt(i) === ',') && isDigit(s.charAt(i + 1)))
			throw fail('dice/not_whole_number', i, `Dice numbers must be whole: "${text.charAt(i)}" ${where(i)}`);
		return value;
	};

	skipSpace();
	if (i === s.length) throw fail('dice/empty', 0, 'Dice notation is empty; expected something like 2D6');

	const countAt = i;
	const count = readNumber();
	if (count === 0) throw fail('dice/zero_dice', countAt, `Cannot roll zero dice ${where(countAt)}`);
	if (count !== null && count > DICE_LIMITS.maxCount)
		throw fail('dice/too_many_dice', countAt, `Too many dice ${where(countAt)}; at most ${DICE_LIMITS.maxCount}`, {
			max: DICE_LIMITS.maxCount
		});
	skipSpace();
	if (s.charAt(i).toLowerCase() !== 'd') {
		if (i === s.length) throw fail('dice/missing_sides', i, `Missing "D" and number of sides ${where(i)}`);
		throw unexpected('dice/unexpected_char', count === null ? 'a number of dice or "D"' : '"D"');
	}
	i++;
	skipSpace();

	const sidesAt = i;
	let sides: number | null;
	if (s.charAt(i) === '%') {
		i++;
		sides = 100;
	} else {
		sides = readNumber();
	}
	skipSpace();
	const sign = s.charAt(i);
	if (sides === null) {
		if (count !== null && (sign === '+' || sign === '-')) sides = 6;
		else if (i === s.length || sign === '+' || sign === '-')
			throw fail('dice/missing_sides', i, `Missing number of sides after "D" ${where(i)}`);
		else throw unexpected('dice/unexpected_char', 'a number of sides');
	} else if (sides === 0) {
		throw fail('dice/zero_sides', sidesAt, `A die needs sides; got 0 ${where(sidesAt)}`);
	} else if (sides < DICE_LIMITS.minSides) {
		throw fail('dice/too_few_sides', sidesAt, `A die needs at least ${DICE_LIMITS.minSides} sides ${where(sidesAt)}`, {
			min: DICE_LIMITS.minSides
		});
	} else if (sides > DICE_LIMITS.maxSides) {
		throw fail('dice/too_many_sides', sidesAt, `Too many sides ${where(sidesAt)}; at most ${DICE_LIMITS.maxSides}`, {
			max: DICE_LIMITS.maxSides
		});
	} else if (sides > 60 && sides < 70 && sides !== 66) {
		throw fail('dice/unsupported_sides', sidesAt, `There is no D${sides} ${where(sidesAt)}; did you mean D66?`, {
			sides,
			suggestion: 'D66'
		});
	}
	const d66 = sides === 66;
	if (d66 && count !== null && count !== 1)
		throw fail('dice/d66_count', countAt, `D66 is rolled one at a time, not ${count} ${where(countAt)}`);

	let modifier = 0;
	if (sign === '+' || sign === '-') {
		if (d66) throw fail('dice/d66_modifier', i, `D66 takes no modifier ${where(i)}`);
		i++;
		skipSpace();
		const at = i;
		const value = readNumber();
		if (value === null) {
			if (i === s.length) throw fail('dice/missing_modifier', i, `Missing number after "${sign}" ${where(i)}`);
			throw unexpected('dice/unexpected_char', `a number after "${sign}"`);
		}
		if (value > DICE_LIMITS.maxModifier)
			throw fail('dice/modifier_too_large', at, `Modifier too large ${where(at)}; at most ${DICE_LIMITS.maxModifier}`, {
				max: DICE_LIMITS.maxModifier
			});
		modifier = sign === '-' ? -value : value;
		skipSpace();
		if (i < s.length) throw unexpected('dice/trailing_input', 'the end');
	} else if (i < s.length) {
		throw unexpected('dice/trailing_input', '"+", "-" or the end');
	}

	if (d66) return { kind: 'd66', text: 'D66' };
	const spec = { kind: 'sum', count: count ?? 1, sides, modifier: modifier === 0 ? 0 : modifier } as const;
	return { ...spec, text: formatDice(spec) };
}

/** Canonical text: always shows the count (`1D6`, `1D100`), never `+0`. Recomputed from fields, not `text`. */
export function formatDice(spec: Omit<SumSpec, 'text'> | D66Spec): string {
	if (spec.kind === 'd66') return 'D66';
	const m = spec.modifier;
	return `${spec.count}D${spec.sides}${m > 0 ? `+${m}` : m < 0 ? `${m}` : ''}`;
}

/** Guards hand-built or stored specs so a corrupt log cannot ask for 10⁶ dice. */
export function assertSpec(spec: DiceSpec): void {
	if (spec.kind === 'd66') return;
	const { count, sides, modifier } = spec;
	const ok =
		Number.isInteger(count) &&
		Number.isInteger(sides) &&
		Number.isInteger(modifier) &&
		count >= 1 &&
		count <= DICE_LIMITS.maxCount &&
		sides >= DICE_LIMITS.minSides &&
		sides <= DICE_LIMITS.maxSides &&
		Math.abs(modifier) <= DICE_LIMITS.maxModifier;
	if (!ok) throw new RangeError(`Dice spec out of limits: ${JSON.stringify(spec)}`);
}

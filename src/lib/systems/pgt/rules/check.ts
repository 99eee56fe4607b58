/**
 * 行動判定 (action check): the card notation `P2D+3` / `M(炎)3D-1` / `+2D-4`, folding add-ons
 * into one roll, and reading the faces as fumble, critical or a value. Seed
 * `002_4ee8704b5658c46e.txt`, 「行動判定について」 and the glossary entries 物理攻撃 / 精神攻撃 /
 * 特殊ファンブル.
 */
import { numberText } from '$lib/core/numbers';
import { NotationError, int, oneOf, refuse } from './args';

/** Most dice one check may roll, add-ons included (cards print 1D–5D; the cap catches typos). */
export const MAX_DICE = 20;
/** Largest |modifier| (defences run 0…99, so a larger one decides nothing). */
export const MAX_MODIFIER = 99;
/** The value of a fumble: 「ファンブルの場合0」. */
export const FUMBLE_VALUE = 0;
/** The value of a critical: 「クリティカルの場合99」. */
export const CRITICAL_VALUE = 99;

/** P = 物理攻撃 (checks P-def), M = 精神攻撃 (checks M-def), null = no kind (an add-on or a bare `2D`). */
export type CheckKind = 'P' | 'M';

/** One parsed `nD+a`: roll up to `dice` six-sided dice and add `modifier`. */
export interface Check {
	kind: CheckKind | null;
	/** 攻撃属性, the text in M(…) — 「カッコ内は攻撃属性で、攻撃属性を持たないものもある」. */
	attribute: string | null;
	dice: number;
	modifier: number;
}

export type CheckOutcome = 'fumble' | 'critical' | 'normal' | 'conflict';

export interface CheckResult {
	/**
	 * 0 on a fumble, 99 on a critical, sum + modifier otherwise (below 0 as the `negative` reading
	 * says); a conflict's value is its reading's, or null while nobody has chosen.
	 */
	value: number | null;
	outcome: CheckOutcome;
}

/**
 * How the table reads a check's value where the seed leaves it open: a fumble-and-critical
 * conflict (the turn player's choice, or the match's fixed reading; null = not chosen yet) and a
 * value below 0 (open point `negative_value`: kept as it is, or counted as 0).
 */
export interface ValueReading {
	conflictAs?: 'critical' | 'fumble' | null;
	negative?: NegativeReading;
}
/** Open point `negative_value`: 1D−3 showing 2 is −1 ('keep') or 0 ('floor-zero'). */
export type NegativeReading = 'keep' | 'floor-zero';
export const NEGATIVE_READINGS: readonly NegativeReading[] = Object.freeze(['keep', 'floor-zero']);

/**
 * A check's final value from what its faces were (the outcome and their sum): the one rule both
 * the recorded check (`checkResult`) and the odds (`successChance`) use, so they cannot disagree.
 * 「判定結果としての値はファンブルの場合0、クリティカルの場合99として扱われます」; a conflict takes the
 * reading's side (null when none is chosen); a normal value below 0 follows `negative`.
 */
export function checkValue(
	outcome: CheckOutcome,
	sum: number,
	modifier: number,
	reading: ValueReading = {}
): number | null {
	const resolved = outcome === 'conflict' ? (reading.conflictAs ?? null) : outcome;
	if (resolved === null) return null;
	if (resolved === 'fumble') return FUMBLE_VALUE;
	if (resolved === 'critical') return CRITICAL_VALUE;
	const value = sum + modifier;
	return value < 0 && reading.negative === 'floor-zero' ? 0 : value;
}

/** Fumble and critical faces of one check. Defaults are the seed's: any 1 fumbles, all 6s are critical. */
export interface FaceRules {
	/** 特殊ファンブル[x]: a face ≤ x fumbles (default 1, the normal fumble). */
	fumbleAtOrBelow?: number;
	/** Faces that count as "6" for a critical (default [6]; 「5でもクリティカル」 adds 5). */
	criticalFaces?: readonly number[];
}

/**
 * A typed check folded as `core/numbers` folds a typed number (NFKC: Ｐ２Ｄ＋３ → P2D+3, （炎） → (炎);
 * U+2212 − as the seed writes it → -), one character for one, so positions in messages point into
 * the user's text: a character NFKC would widen (㍉) stays as typed, and a blank becomes a space.
 */
export function normalizeCheckText(text: string): string {
	const chars = [...text];
	let out = '';
	chars.forEach((ch, k) => {
		// ー is a minus only between a non-kana and a digit (P2Dー3); in カウンター it is the long vowel.
		if (LONG_VOWEL.test(ch) && !(DIGIT.test(chars[k + 1] ?? '') && !KANA.test(chars[k - 1] ?? ''))) {
			out += ch;
			return;
		}
		const folded = numberText(ch);
		out += folded.length === ch.length ? folded : ch.trim() === '' ? ' '.repeat(ch.length) : ch;
	});
	return out;
}

const LONG_VOWEL = /^[\u30fc\uff70]$/;
const DIGIT = /^[0-9\uff10-\uff19]$/;
const KANA = /^[\u3040-\u30ff\uff66-\uff9f]$/;

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isSpace = (ch: string) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';

/**
 * Parses the card notation of a check: `P2D+3` (物理), `M(炎)3D-1` (精神, attribute 炎), `2D`,
 * `1D`, and an add-on `+2D-4` (「アタックに+nD+aする効果」). Full-width letters, digits, signs and
 * parentheses, `-`/`－`/`−` for minus, a lower-case `d`/`p`/`m` and spaces are accepted.
 * Only a mental check takes an attribute: the seed writes `PnD+a` and `M(某)nD+a`.
 *
 * @throws RangeError saying what is wrong and where.
 */
export function parseCheck(text: string): Check {
	if (typeof text !== 'string') refuse('parseCheck', 'text', `must be a string, got ${String(text)}`);
	const s = normalizeCheckText(text);
	let i = 0;
	const where = (at: number) => (at >= s.length ? 'at the end' : `at position ${at + 1} ("${text.charAt(at)}")`);
	const fail = (code: string, reason: string): never => {
		throw new NotationError(`parseCheck: text "${text}" ${reason}`, code, Math.min(i, s.length) + 1);
	};
	const skipSpace = () => {
		while (i < s.length && isSpace(s.charAt(i))) i++;
	};
	const readNumber = (): number | null => {
		const start = i;
		let value = 0;
		while (i < s.length && isDigit(s.charAt(i))) value = Math.min(value * 10 + Number(s.charAt(i++)), 1e6);
		return i === start ? null : value;
	};

	skipSpace();
	if (i === s.length) fail('empty', 'is empty; expected a check such as P2D+3, M(炎)3D-1 or +2D-4');

	let kind: CheckKind | null = null;
	let attribute: string | null = null;
	const first = s.charAt(i).toUpperCase();
	if (s.charAt(i) === '+') {
		i++; // an add-on: 「+nD+a」 has no kind of its own
	} else if (first === 'P' || first === 'M') {
		kind = first;
		i++;
		skipSpace();
		if (s.charAt(i) === '(') {
			if (kind === 'P')
				fail('attribute_on_physical', `has an attribute ${where(i)}; only a mental (M) check takes one, as in M(炎)2D`);
			const close = s.indexOf(')', i + 1);
			if (close < 0) fail('attribute_unclosed', `opens an attribute ${where(i)} but never closes it with ")"`);
			attribute = text.slice(i + 1, close).trim();
			if (attribute === '')
				fail('attribute_empty', `has an empty attribute ${where(i)}; write M(炎)2D, or M2D without one`);
			i = close + 1;
		}
	} else if (s.charAt(i) === '(') {
		fail('attribute_without_m', `has an attribute ${where(i)} without M before it; write M(炎)2D`);
	}

	skipSpace();
	const dice = readNumber();
	if (dice === null) fail('dice_count_missing', `needs the number of dice ${where(i)}, as in 2D`);
	skipSpace();
	if (s.charAt(i) !== 'D' && s.charAt(i) !== 'd') fail('d_missing', `needs "D" after the number of dice ${where(i)}`);
	i++;
	skipSpace();

	let modifier = 0;
	if (i < s.length) {
		const sign = s.charAt(i);
		if (sign !== '+' && sign !== '-')
			fail('unexpected_character', `has an unexpected character ${where(i)}; expected + or - and a number`);
		i++;
		skipSpace();
		const n = readNumber();
		if (n === null) fail('modifier_missing', `needs a number after "${sign}" ${where(i)}`);
		modifier = sign === '-' ? -(n as number) : (n as number);
		skipSpace();
		if (i < s.length)
			fail('unexpected_character', `has an unexpected character ${where(i)}; a check ends after its modifier`);
	}

	if ((dice as number) < 1) fail('no_dice', 'rolls no dice; the number of dice is at least 1');
	if ((dice as number) > MAX_DICE) fail('too_many_dice', `rolls more than ${MAX_DICE} dice`);
	if (Math.abs(modifier) > MAX_MODIFIER) fail('modifier_too_large', `has a modifier beyond ±${MAX_MODIFIER}`);
	return { kind, attribute, dice: dice as number, modifier };
}

function assertCheck(fn: string, arg: string, c: Check): void {
	if (c === null || typeof c !== 'object') refuse(fn, arg, `must be a check, got ${String(c)}`);
	int(fn, `${arg}.dice`, c.dice, 1, MAX_DICE);
	int(fn, `${arg}.modifier`, c.modifier, -MAX_MODIFIER, MAX_MODIFIER);
	if (c.kind !== null && c.kind !== 'P' && c.kind !== 'M')
		refuse(fn, `${arg}.kind`, `must be 'P', 'M' or null, got ${String(c.kind)}`);
}

/**
 * One check from a base and its add-ons, rolled together: 「本来3Dのアタックに+2D−4の能力が使われた
 * 場合、3Dと2D−4を別々に判定せずに5D−4をまとめて判定する」. Dice and modifiers add up; kind and
 * attribute are the base's.
 */
export function combineChecks(base: Check, ...addOns: Check[]): Check {
	assertCheck('combineChecks', 'base', base);
	let dice = base.dice;
	let modifier = base.modifier;
	addOns.forEach((a, k) => {
		assertCheck('combineChecks', `addOns[${k}]`, a);
		dice += a.dice;
		modifier += a.modifier;
	});
	if (dice > MAX_DICE) refuse('combineChecks', 'addOns', `bring the check to ${dice} dice, more than ${MAX_DICE}`);
	if (Math.abs(modifier) > MAX_MODIFIER)
		refuse('combineChecks', 'addOns', `bring the modifier to ${modifier}, beyond ±${MAX_MODIFIER}`);
	return { kind: base.kind, attribute: base.attribute, dice, modifier };
}

/** A check back in card notation (`P5D-4`, `M(炎)2D+1`; `2D-4` for one without a kind). */
export function checkText(c: Check): string {
	const kind = c.kind === null ? '' : c.kind === 'M' && c.attribute ? `M(${c.attribute})` : c.kind;
	const mod = c.modifier === 0 ? '' : c.modifier > 0 ? `+${c.modifier}` : `${c.modifier}`;
	return `${kind}${c.dice}D${mod}`;
}

/**
 * The fumble threshold when a check carries several 特殊ファンブル[x]: 「最も大きな値が適用される」.
 * With none it is 1, the normal fumble, so the result can be passed as `fumbleAtOrBelow` directly.
 */
export function specialFumble(...xs: number[]): number {
	xs.forEach((x, k) => int('specialFumble', `xs[${k}]`, x, 1, 6));
	return Math.max(1, ...xs);
}

/** Checked, de-duplicated face rules with the seed's defaults filled in. */
export function faceRules(
	fn: string,
	options: FaceRules = {}
): { fumbleAtOrBelow: number; criticalFaces: readonly number[] } {
	const fumbleAtOrBelow = int(fn, 'fumbleAtOrBelow', options.fumbleAtOrBelow ?? 1, 1, 6);
	const faces = options.criticalFaces ?? [6];
	if (!Array.isArray(faces) || faces.length === 0) refuse(fn, 'criticalFaces', 'must list at least one face');
	faces.forEach((f, k) => int(fn, `criticalFaces[${k}]`, f, 1, 6));
	return { fumbleAtOrBelow, criticalFaces: [...new Set(faces)].sort((a, b) => a - b) };
}

/**
 * Reads the faces rolled for a check. 「出目で1つでも1が出るとファンブル」(value 0; a special fumble
 * [x] moves the line to x), 「出目が全て6だった場合はクリティカル」 (value 99; a single die showing 6
 * is "all 6"). When both hold — 木之本桜's 5 against 茜ヶ崎空's 2〜5 fumble — the outcome is
 * `'conflict'`: 「クリティカルになるかファンブルになるかはターンプレイヤーが決める」, so its value is
 * the `conflictAs` given, or null until one is. The value is `checkValue`'s.
 */
export function checkResult(
	faces: readonly number[],
	modifier: number,
	options: FaceRules & ValueReading = {}
): CheckResult {
	const fn = 'checkResult';
	if (!Array.isArray(faces) || faces.length === 0) refuse(fn, 'faces', 'must list at least one die');
	if (faces.length > MAX_DICE) refuse(fn, 'faces', `must list at most ${MAX_DICE} dice, got ${faces.length}`);
	faces.forEach((f, k) => int(fn, `faces[${k}]`, f, 1, 6));
	int(fn, 'modifier', modifier, -MAX_MODIFIER, MAX_MODIFIER);
	const { fumbleAtOrBelow, criticalFaces } = faceRules(fn, options);
	const reading = valueReading(fn, options);
	const fumble = faces.some((f) => f <= fumbleAtOrBelow);
	const critical = faces.every((f) => criticalFaces.includes(f));
	const outcome: CheckOutcome = fumble && critical ? 'conflict' : fumble ? 'fumble' : critical ? 'critical' : 'normal';
	const sum = faces.reduce((a, b) => a + b, 0);
	return { value: checkValue(outcome, sum, modifier, reading), outcome };
}

/** A checked value reading (conflict side, negative values), for `checkResult` and the odds. */
export function valueReading(fn: string, options: ValueReading = {}): Required<ValueReading> {
	const conflictAs = options.conflictAs ?? null;
	if (conflictAs !== null) oneOf(fn, 'conflictAs', conflictAs, ['critical', 'fumble'] as const);
	return { conflictAs, negative: oneOf(fn, 'negative', options.negative ?? 'keep', NEGATIVE_READINGS) };
}

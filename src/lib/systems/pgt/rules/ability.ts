/**
 * 能力 (ability lines) as a player types them off a card: 「起動型能力は「:」の左に起動条件、右に
 * 能力の内容」, 「起動条件にAを含む能力がアタックに使える能力」, the check `nD+a` inside the text and
 * a written range. Seed `002_4ee8704b5658c46e.txt`, 「キャラの能力について」 and 「用語/レンジ」.
 */
import { NotationError, refuse } from './args';
import { normalizeCheckText, parseCheck, type Check } from './check';

export interface Ability {
	/** The line as typed (trimmed). */
	text: string;
	/** 起動条件, the text left of 「:」; null for a 常在型能力 (no colon). */
	condition: string | null;
	/** 起動条件にAを含む: usable for an attack. */
	isAttack: boolean;
	/** The check written in the line, if any (`P2D+3`, `M(炎)3D-1`, an add-on `+2D-4`). */
	check: Check | null;
	/** A range written in the line (レンジ2, range 2, R2), else null (then `defaultRange`). */
	range: 1 | 2 | 3 | null;
}

/** Most ability lines one card may carry (cards print two or three; the cap catches pastes). */
export const MAX_ABILITY_LINES = 8;
/** Longest ability line. */
export const MAX_ABILITY_TEXT = 200;

/** A check written inside a line: an optional P / M(…) or a leading +, dice, D, an optional ±a. */
const CHECK_IN_TEXT = /(?:[PM]\s*(?:\([^)]*\)\s*)?|\+\s*)?\d+\s*D(?:\s*[+-]\s*\d+)?(?![A-Za-z])/i;
const RANGE_IN_TEXT = /(?:レンジ|range|\bR)\s*([0-9]+)/i;

/**
 * Reads one ability line. Throws a RangeError saying what is wrong: a check that does not parse
 * (parseCheck's message), a range outside 1–3, an attack line (A in its condition) without a
 * P or M check.
 */
export function parseAbility(line: string): Ability {
	if (typeof line !== 'string') refuse('parseAbility', 'line', `must be a string, got ${String(line)}`);
	const text = line.trim();
	if (text === '') throw new NotationError('parseAbility: line is empty', 'empty');
	if (text.length > MAX_ABILITY_TEXT) refuse('parseAbility', 'line', `is longer than ${MAX_ABILITY_TEXT} characters`);
	const s = normalizeCheckText(text); // one char for one char, so indices point into `text`
	const colon = s.indexOf(':');
	const condition = colon >= 0 ? text.slice(0, colon).trim() : null;
	const isAttack = condition !== null && /A/i.test(normalizeCheckText(condition));
	const body = colon >= 0 ? s.slice(colon + 1) : s;
	const offset = colon >= 0 ? colon + 1 : 0;
	const found = CHECK_IN_TEXT.exec(body);
	let check: Check | null = null;
	if (found) {
		const start = offset + found.index;
		try {
			check = parseCheck(text.slice(start, start + found[0].length));
		} catch (e) {
			// Point into the whole line, not just the check found in it.
			if (e instanceof NotationError) throw new NotationError(e.message, e.code, start + (e.at ?? 1));
			throw e;
		}
	}
	if (isAttack && (check === null || check.kind === null))
		throw new NotationError(
			`parseAbility: line "${text}" is an attack (A:) but has no P or M check such as P2D+3`,
			'attack_without_check'
		);
	const r = RANGE_IN_TEXT.exec(body);
	let range: 1 | 2 | 3 | null = null;
	if (r) {
		const n = Number(r[1]);
		if (n < 1 || n > 3)
			throw new NotationError(`parseAbility: line "${text}" has range ${n}; a range is 1, 2 or 3`, 'bad_range');
		range = n as 1 | 2 | 3;
	}
	return { text, condition, isAttack, check, range };
}

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

/**
 * The 常在型能力 that answer an attack: イノセンス (before a physical attack, 「先にレンジ3の精神
 * 攻撃」), カウンター (after a failed physical attack, 「レンジ1の物理攻撃で反撃」) and 切り返し (after
 * a failed mental attack, 「レンジ3の精神攻撃で反撃」).
 */
export type Reaction = 'innocence' | 'counter' | 'kirikaeshi';

/**
 * The name on a card line. 「カウンター」 with its long vowel: 「××カウンタ」 is a cnt, 「常在型能力の
 * 「カウンター」とは別物」, so a line about a メカカウンタ is not a カウンター.
 */
const REACTION_NAME: Record<Reaction, RegExp> = {
	innocence: /イノセンス|innocence/i,
	counter: /カウンター|\bcounter\b/i,
	kirikaeshi: /切り返し|切返し|kirikaeshi/i
};
/** The kind of check each reaction makes: カウンター is physical, the other two mental. */
export const REACTION_KIND: Record<Reaction, 'P' | 'M'> = { innocence: 'M', counter: 'P', kirikaeshi: 'M' };

/** The check a line writes, or null when it writes none or none that reads. */
function writtenCheck(line: string): Check | null {
	try {
		return parseAbility(line).check;
	} catch {
		return null;
	}
}

/**
 * The line of a card that gives it `reaction`, with the check the line writes (its kind taken
 * from the reaction when the line writes only `2D+1`), or null when no line names it. A line
 * counts when it is a 常在型能力 (no 「:」, as the seed calls all three) or starts with the name
 * (「カウンター:P2D」), so an effect line that merely mentions a counter does not.
 */
export function reactionLine(
	abilities: readonly string[],
	reaction: Reaction
): { line: string; check: Check | null } | null {
	if (!Array.isArray(abilities)) refuse('reactionLine', 'abilities', 'must be a list of lines');
	const name = REACTION_NAME[reaction];
	if (!name) refuse('reactionLine', 'reaction', `must be innocence, counter or kirikaeshi, got ${String(reaction)}`);
	for (const raw of abilities) {
		const text = normalizeCheckText(String(raw).trim());
		const found = name.exec(text);
		if (!found) continue;
		const lead = text.slice(0, found.index).replace(/[\s「『(]/g, '');
		if (text.includes(':') && lead !== '') continue;
		const check = writtenCheck(String(raw));
		return {
			line: String(raw).trim(),
			check: check && check.kind === null ? { ...check, kind: REACTION_KIND[reaction] } : check
		};
	}
	return null;
}

/**
 * A tiny formula language for technique damage (and the session's HP formula): stat names,
 * integers, + − × ÷ (also ASCII * / and full-width forms, folded by NFKC) and parentheses.
 * ÷ rounds as the session says (`divisionRounding`; floor by default — the sibling wiki's
 * 体当たり「残りHP / 10」 gives no rule). Parse errors are a `FormulaError` (a RangeError) with
 * the 1-based position of the offending character.
 */

/** The stats a formula may name. */
export type StatName = 'ATK' | 'DEF' | 'VIT' | 'MND' | 'FS' | 'REA' | 'HP';
export const STAT_NAMES: readonly StatName[] = ['ATK', 'DEF', 'VIT', 'MND', 'FS', 'REA', 'HP'];

/** Japanese names (the seed's and our notes') for each stat; longest first when matching. */
export const STAT_ALIASES: Readonly<Record<string, StatName>> = {
	攻撃力: 'ATK',
	攻撃: 'ATK',
	防御力: 'DEF',
	防御: 'DEF',
	体力: 'VIT',
	精神力: 'MND',
	精神: 'MND',
	反応値: 'REA',
	反応: 'REA',
	残りHP: 'HP',
	残り体力: 'HP'
};

export type Formula =
	| { op: 'num'; value: number }
	| { op: 'stat'; name: StatName }
	| { op: 'neg'; arg: Formula }
	| { op: '+' | '-' | '*' | '/'; left: Formula; right: Formula };

export type DivisionRounding = 'floor' | 'ceil' | 'round';

export class FormulaError extends RangeError {
	constructor(
		message: string,
		/** 1-based character position in the formula, or the length + 1 for "ended early" */
		readonly position: number
	) {
		super(message);
		this.name = 'FormulaError';
	}
}

/** NFKC folds full-width digits, letters, ＋ （ ）; the math signs need mapping by hand. */
function normalise(text: string): string {
	return text
		.normalize('NFKC')
		.replace(/[×✕]/g, '*')
		.replace(/÷/g, '/')
		.replace(/[−–ー]/g, '-');
}

type Token =
	| { kind: 'num'; value: number; pos: number }
	| { kind: 'stat'; name: StatName; pos: number }
	| { kind: 'sym'; sym: string; pos: number };

const ALIASES_LONGEST_FIRST = Object.keys(STAT_ALIASES).sort((x, y) => y.length - x.length);

function tokenise(text: string): Token[] {
	const s = normalise(text);
	const tokens: Token[] = [];
	let i = 0;
	while (i < s.length) {
		const c = s[i]!;
		if (/\s/.test(c)) {
			i++;
			continue;
		}
		if (/[0-9]/.test(c)) {
			const m = /^[0-9]+/.exec(s.slice(i))![0];
			if (m.length > 6) throw new FormulaError(`formula: number too long at position ${i + 1}`, i + 1);
			tokens.push({ kind: 'num', value: Number(m), pos: i + 1 });
			i += m.length;
			continue;
		}
		if ('+-*/()'.includes(c)) {
			tokens.push({ kind: 'sym', sym: c, pos: i + 1 });
			i++;
			continue;
		}
		const rest = s.slice(i);
		const alias = ALIASES_LONGEST_FIRST.find((k) => rest.startsWith(k));
		if (alias) {
			tokens.push({ kind: 'stat', name: STAT_ALIASES[alias]!, pos: i + 1 });
			i += alias.length;
			continue;
		}
		const word = /^[A-Za-z]+/.exec(rest)?.[0];
		if (word && (STAT_NAMES as readonly string[]).includes(word.toUpperCase())) {
			tokens.push({ kind: 'stat', name: word.toUpperCase() as StatName, pos: i + 1 });
			i += word.length;
			continue;
		}
		throw new FormulaError(`formula: unexpected "${word ?? c}" at position ${i + 1}`, i + 1);
	}
	return tokens;
}

/** Formulas parsed so far, by their text (frozen: every caller shares one tree). */
const parsed = new Map<string, Formula>();
/** A group's techniques and formulas are a few dozen; past this the cache starts again. */
const PARSED_MOST = 512;

/**
 * Parses a formula; throws a `FormulaError` (RangeError) naming the position of the problem. A
 * text parses once: each round a technique's damage is worked out from its formula again (the
 * reducer, the command, the odds' fighters), so the tree is kept, frozen, and shared.
 */
export function parseFormula(text: string): Formula {
	if (typeof text !== 'string') throw new FormulaError('formula: must be a string', 1);
	const known = parsed.get(text);
	if (known) return known;
	const f = deepFreeze(parseText(text));
	if (parsed.size >= PARSED_MOST) parsed.clear();
	parsed.set(text, f);
	return f;
}

function deepFreeze(f: Formula): Formula {
	if (f.op === 'neg') deepFreeze(f.arg);
	else if (f.op !== 'num' && f.op !== 'stat') {
		deepFreeze(f.left);
		deepFreeze(f.right);
	}
	return Object.freeze(f);
}

function parseText(text: string): Formula {
	const tokens = tokenise(text);
	const end = normalise(text).length + 1;
	let k = 0;
	const peek = () => tokens[k];
	const fail = (what: string): never => {
		const t = peek();
		if (!t) throw new FormulaError(`formula: ${what} expected at the end (position ${end})`, end);
		const shown = t.kind === 'num' ? String(t.value) : t.kind === 'stat' ? t.name : t.sym;
		throw new FormulaError(`formula: ${what} expected at position ${t.pos}, got "${shown}"`, t.pos);
	};
	const isSym = (sym: string) => {
		const t = peek();
		return t?.kind === 'sym' && t.sym === sym;
	};
	function factor(): Formula {
		const t = peek();
		if (t?.kind === 'num') {
			k++;
			return { op: 'num', value: t.value };
		}
		if (t?.kind === 'stat') {
			k++;
			return { op: 'stat', name: t.name };
		}
		if (isSym('-')) {
			k++;
			return { op: 'neg', arg: factor() };
		}
		if (isSym('(')) {
			k++;
			const inner = expr();
			if (!isSym(')')) fail('")"');
			k++;
			return inner;
		}
		return fail('a number, a stat or "("');
	}
	function term(): Formula {
		let left = factor();
		while (isSym('*') || isSym('/')) {
			const op = (peek() as { sym: '*' | '/' }).sym;
			k++;
			left = { op, left, right: factor() };
		}
		return left;
	}
	function expr(): Formula {
		let left = term();
		while (isSym('+') || isSym('-')) {
			const op = (peek() as { sym: '+' | '-' }).sym;
			k++;
			left = { op, left, right: term() };
		}
		return left;
	}
	const f = expr();
	if (k < tokens.length) fail('an operator');
	return f;
}

export type StatValues = Readonly<Record<StatName, number>>;

/** Evaluates a parsed formula with integer arithmetic; ÷ rounds per `rounding`; ÷ 0 is a RangeError. */
export function evaluateFormula(f: Formula, stats: StatValues, rounding: DivisionRounding = 'floor'): number {
	switch (f.op) {
		case 'num':
			return f.value;
		case 'stat': {
			const v = stats[f.name];
			if (!Number.isInteger(v))
				throw new RangeError(`evaluateFormula: stats.${f.name} must be an integer, got ${String(v)}`);
			return v;
		}
		case 'neg':
			return -evaluateFormula(f.arg, stats, rounding);
		case '+':
			return evaluateFormula(f.left, stats, rounding) + evaluateFormula(f.right, stats, rounding);
		case '-':
			return evaluateFormula(f.left, stats, rounding) - evaluateFormula(f.right, stats, rounding);
		case '*':
			return evaluateFormula(f.left, stats, rounding) * evaluateFormula(f.right, stats, rounding);
		case '/': {
			const d = evaluateFormula(f.right, stats, rounding);
			if (d === 0) throw new RangeError('evaluateFormula: division by zero');
			const q = evaluateFormula(f.left, stats, rounding) / d;
			// Math.round rounds .5 up (towards +∞), the usual 四捨五入 for the non-negative values here.
			return rounding === 'floor' ? Math.floor(q) : rounding === 'ceil' ? Math.ceil(q) : Math.round(q);
		}
	}
}

/** The stats a formula names, each once, in STAT_NAMES order. */
export function formulaStats(f: Formula): StatName[] {
	const seen = new Set<StatName>();
	const walk = (g: Formula): void => {
		if (g.op === 'stat') seen.add(g.name);
		else if (g.op === 'neg') walk(g.arg);
		else if (g.op !== 'num') {
			walk(g.left);
			walk(g.right);
		}
	};
	walk(f);
	return STAT_NAMES.filter((n) => seen.has(n));
}

/**
 * A technique's damage for one fighter: the formula's value, never below 0 (a technique deals
 * damage; it does not heal — see `data/fixed-points.ts`, negative_formula).
 */
export function techniqueDamage(formula: string, stats: StatValues, rounding: DivisionRounding = 'floor'): number {
	return Math.max(0, evaluateFormula(parseFormula(formula), stats, rounding));
}

import { numberText } from '../numbers';
import { outcomesOf } from './outcomes';
import type { Cell, RangeRow, TableDice } from './types';

/*
 * What a pasted label or cell says: a row's dice range, a column's ratio, a cell's value, a dash
 * for "no result". The grid reader (grid.ts) and the table editor both read cells through here.
 */

/** Full-width digits and signs → ASCII, trimmed (also ideographic spaces). */
export function normalizeCell(s: string): string {
	return s
		.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 0x30))
		.replace(/：/g, ':')
		.replace(/＋/g, '+')
		.replace(/．/g, '.')
		.trim();
}

/* ------------------------------------------------------------------ label patterns */

export const RATIO_LABEL = /^\d+\s*:\s*\d+/;
export const NUMBER = /^[+\-−－]?\d+(\.\d+)?$/;
const DASHES = '\\-‐‑‒–—―−－~～〜';
const RANGE_LABEL = new RegExp(`^(\\d+)\\s*[${DASHES}]\\s*(\\d+)$`);
const OPEN_UP_LABEL = new RegExp(`^(\\d+)\\s*(以上|\\+|[${DASHES}]|or more)$`, 'i');
const OPEN_DOWN_LABEL = new RegExp(`^(?:(\\d+)\\s*(以下|or less)|[${DASHES}]\\s*(\\d+))$`, 'i');
export const CORNER_WORDS = /^(\d*d\d+|d66|d%|出目|ダイス|サイコロ|目|roll|dice|die|result|結果)?$/i;

/* ------------------------------------------------------------------ labels */

/**
 * A row label → range. `2`, `3-4`, `3〜4`, `11–12`, `7以上` / `7+` (up to the dice's max),
 * `3以下` / `〜3` (from the dice's min). For 1D100, `00` is 100. With `dice` null, open
 * ranges are accepted with the bound left at ±Infinity (used for guessing only).
 */
export function parseRowLabel(label: string, dice: TableDice | null): RangeRow | undefined {
	const s = normalizeCell(label);
	const num = (d: string) => (dice === '1D100' && /^0+$/.test(d) ? 100 : Number(d));
	const all = dice ? outcomesOf(dice) : undefined;
	const min = all ? all[0]! : -Infinity;
	const max = all ? all[all.length - 1]! : Infinity;
	let m: RegExpExecArray | null;
	if ((m = /^(\d+)$/.exec(s))) return { from: num(m[1]!), to: num(m[1]!) };
	if ((m = RANGE_LABEL.exec(s))) return { from: num(m[1]!), to: num(m[2]!) };
	if ((m = OPEN_UP_LABEL.exec(s))) return { from: num(m[1]!), to: max };
	if ((m = OPEN_DOWN_LABEL.exec(s))) return { from: min, to: num((m[1] ?? m[3])!) };
	return undefined;
}

/** Ratio from a column label: `3:1` → 3, `1:2以下` → 0, `10:1以上` → 10, `+2` → 2. */
export function ratioFromLabel(label: string): number | undefined {
	const s = normalizeCell(label).normalize('NFKC');
	let m: RegExpExecArray | null;
	if ((m = /^(\d+)\s*:\s*(\d+)/.exec(s))) {
		const a = Number(m[1]);
		const b = Number(m[2]);
		return b > 0 ? Math.floor(a / b) : undefined;
	}
	if ((m = /^([+-]?\d+)\s*(以上|以下)?$/.exec(s))) return Number(m[1]);
	return undefined;
}

export function slugify(label: string): string {
	return label
		.normalize('NFKC')
		.replace(/以下/g, '-or-less')
		.replace(/以上/g, '-or-more')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '');
}

/* ------------------------------------------------------------------ cells */

const BLANK_MARKS = new Set(['-', '−', '－', '–', '—', '―', '‐', 'ー', '─']);
const MINUS = /^[−－‐–]/;

type CellParse = { cell: Cell; suspect?: boolean; notNumber?: boolean };

/** A pasted cell → Cell. Empty → unfilled; a dash → blank; `3` → value; `退却` → text. */
export function parseCellText(raw: string): CellParse {
	const s = normalizeCell(raw);
	if (s === '') return { cell: {} };
	if (BLANK_MARKS.has(s)) return { cell: { blank: true } };
	// A bare number is read the one way every number field reads numbers (core/numbers).
	const n = s.replace(MINUS, '-');
	const bare = /\s/.test(s) ? s : numberText(s);
	if (/^[+-]?\d+(\.\d+)?$/.test(bare)) return { cell: { value: Number(bare) } };
	const m = /^([+-]?\d+(?:\.\d+)?)\s+(\D.*)$/.exec(n);
	if (m) return { cell: { value: Number(m[1]), text: m[2]!.trim() } };
	return { cell: { text: s }, notNumber: true, suspect: /[0-9]/.test(s) };
}

/**
 * The fumble and critical faces a card's own lines give a check: 特殊ファンブル[x] in the line that
 * makes the check, 「5でもクリティカル」 and 「2〜5でもファンブル」 in a 常在型能力 of the checking
 * character or of the character it attacks. Seed `002_4ee8704b5658c46e.txt`: 「特殊ファンブル[×]:
 * アタック等の行動判定をともなう能力にこの記述がある場合、その行動判定では通常のファンブルは起こらず、
 * かわりに出目のうち1つでも×以下の目が出ていればファンブルになる。ある行動判定が複数の特殊ファンブル
 * を持つ場合、最も大きな値が適用される」, and the example of 木之本桜 (「このキャラのアタックは6だけで
 * なく5でもクリティカルになる。」) against 茜ヶ崎空 (「このキャラに対するPのアタックは、1だけでなく2〜5
 * でもファンブルになる。」).
 */
import { refuse } from './args';
import { normalizeCheckText, specialFumble, type CheckKind } from './check';

/** The face rules a check takes from the card lines, and the lines they came from. */
export interface CardFaceRules {
	/** 特殊ファンブル: a face ≤ this fumbles (1 = the normal fumble). */
	fumbleAtOrBelow: number;
	/** Faces that count as 6 for a critical (always 6; 「5でもクリティカル」 adds 5). */
	criticalFaces: number[];
	/** The lines that changed either, as typed (empty: the seed's normal faces). */
	from: string[];
}

export interface FaceRulesInput {
	/** The line that makes the check (`A: P4D-2 特殊ファンブル[2]`, a カウンター line), if any. */
	line: string | null;
	/** Add-on lines folded into the check (`+2D-4 特殊ファンブル[3]`). */
	addOns?: readonly string[];
	/** The checking character's lines (face up: a face-down card has no abilities). */
	own: readonly string[];
	/** The lines of the character the check is made against, when it is face up; else empty. */
	against: readonly string[];
	/** The check's kind: a line about 「Pのアタック」 leaves an M check alone. */
	kind: CheckKind;
	/** Whether the check is an アタック (an A: line): a line about 「アタック」 applies only then. */
	attack: boolean;
}

const SPECIAL_FUMBLE = /特殊ファンブル\s*\[\s*([1-6])\s*\]/g;
/** 「5でもクリティカル」, 「4〜5でもクリティカル」 (〜, ~ or - between the faces). */
const ALSO_CRITICAL = /([1-6])(?:\s*[〜~-]\s*([1-6]))?\s*でも\s*クリティカル/;
/** 「2〜5でもファンブル」: read as ≤ 5, the shape of a special fumble. */
const ALSO_FUMBLE = /([1-6])(?:\s*[〜~-]\s*([1-6]))?\s*でも\s*ファンブル/;
/** A line about checks made against its character: 「このキャラに対する…」. */
const AGAINST = /に対する|に対して|を対象とする/;

/** Every 特殊ファンブル[x] written in a line (full-width brackets and digits too). */
export function writtenSpecialFumbles(line: string): number[] {
	if (typeof line !== 'string') refuse('writtenSpecialFumbles', 'line', `must be a string, got ${String(line)}`);
	return [...normalizeCheckText(line).matchAll(SPECIAL_FUMBLE)].map((m) => Number(m[1]));
}

/** The faces from a to b (either order), or just a. */
function faceRange(a: string | undefined, b: string | undefined): number[] {
	const lo = Number(a);
	const hi = b === undefined ? lo : Number(b);
	const [from, to] = lo <= hi ? [lo, hi] : [hi, lo];
	return Array.from({ length: to - from + 1 }, (_, k) => from + k);
}

/** What one line says about faces: extra critical faces, the highest extra fumble face. */
function lineFaces(text: string): { critical: number[]; fumble: number | null } {
	const c = ALSO_CRITICAL.exec(text);
	const f = ALSO_FUMBLE.exec(text);
	return {
		critical: c ? faceRange(c[1], c[2]) : [],
		fumble: f ? Math.max(...faceRange(f[1], f[2])) : null
	};
}

/** Whether a 常在型 line's words reach this check: its kind (P / M) and whether it speaks of アタック. */
function reaches(text: string, kind: CheckKind, attack: boolean): boolean {
	const physical = /P\s*の|物理/.test(text);
	const mental = /M\s*(?:\([^)]*\)\s*)?の|精神/.test(text);
	if (physical !== mental && (physical ? 'P' : 'M') !== kind) return false;
	return attack || !text.includes('アタック');
}

/**
 * The fumble and critical faces the card lines give one check. From the check's own line (and
 * its add-ons): every 特殊ファンブル[x] and a 「…でもクリティカル/ファンブル」 in it. From a 常在型能力
 * (a line without 「:」) of the checking character: 「このキャラのアタックは…5でもクリティカル」; from one
 * of the character it is made against: 「このキャラに対するPのアタックは…2〜5でもファンブル」 — each only
 * when its words reach the check (a line about Pのアタック leaves an M check alone; one about アタック
 * leaves a カウンター alone). Several fumble lines: 「最も大きな値が適用される」.
 */
export function cardFaceRules(input: FaceRulesInput): CardFaceRules {
	const fn = 'cardFaceRules';
	if (input === null || typeof input !== 'object') refuse(fn, 'input', 'must be { line, own, against, kind, attack }');
	if (input.kind !== 'P' && input.kind !== 'M') refuse(fn, 'kind', `must be 'P' or 'M', got ${String(input.kind)}`);
	const fumbles: number[] = [];
	const critical = new Set([6]);
	const from: string[] = [];
	const take = (raw: string, faces: { critical: number[]; fumble: number | null }, special: number[]) => {
		if (!faces.critical.length && faces.fumble === null && !special.length) return;
		faces.critical.forEach((f) => critical.add(f));
		if (faces.fumble !== null) fumbles.push(faces.fumble);
		fumbles.push(...special);
		from.push(raw.trim());
	};
	for (const raw of [...(input.line === null ? [] : [input.line]), ...(input.addOns ?? [])]) {
		const text = normalizeCheckText(raw);
		take(raw, lineFaces(text), writtenSpecialFumbles(raw));
	}
	const standing = (lines: readonly string[], against: boolean) => {
		for (const raw of lines) {
			const text = normalizeCheckText(raw);
			if (text.includes(':') || raw === input.line) continue; // 常在型能力 only; the check's line is read above
			if (AGAINST.test(text) !== against || !reaches(text, input.kind, input.attack)) continue;
			take(raw, lineFaces(text), []);
		}
	};
	standing(input.own, false);
	standing(input.against, true);
	return {
		fumbleAtOrBelow: specialFumble(...fumbles),
		criticalFaces: [...critical].sort((a, b) => a - b),
		from
	};
}

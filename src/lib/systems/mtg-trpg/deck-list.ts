/**
 * A deck typed as the check needs it, one line per group of cards:
 *
 *   4 R 1                   four red one-drops (count, colours, mana value)
 *   2 UR 3                  two blue-red three-drops
 *   1 C 4                   a colourless four-drop (C = colourless)
 *   24 land R               twenty-four red lands (mana value 0; a Mountain counts as red)
 *   4 稲妻 : R 1             per card: count, name, then colours and mana value after ":"
 *   1 Steam Vents : land UR
 *   3 Sol Ring : C 1 *      "*" at the end marks every copy as a designated card (指定カード)
 *
 * Colours are W U B R G (or 白 青 黒 赤 緑), any case, full-width accepted; `#` starts a comment.
 * A line that does not parse is a `DeckListError` naming the line. Pure: no storage, no UI.
 */
import { parseWholeNumber, typedText } from '$lib/core/numbers';
import { COLOURS, MAX_DESIGNATED, MAX_MV, type Colour, type DeckEntry } from './rules';

export interface DeckListEntry extends DeckEntry {
	colours: Colour[];
	designated: boolean;
	/** The card's name on a per-card line, else null. */
	name: string | null;
	land: boolean;
	/** 1-based line number in the text. */
	line: number;
}

/** Largest count on one line (a 250-card deck is already unusual). */
export const MAX_LINE_COUNT = 250;

/**
 * What is wrong with a line, as a code the screens word in the user's language (`describe.ts`,
 * `deckLineProblemText`); the facts it needs are in `DeckListError.params`.
 */
export type DeckLineProblem =
	/** The line does not start with the number of cards (`4 R 1`). */
	| 'no_count'
	/** The count is not from 1 to 250 (`count`, `max`). */
	| 'bad_count'
	/** ":" with no card name before it. */
	| 'no_name'
	/** Nothing after the count: colours and a mana value, or "land". */
	| 'no_card'
	/** `token` is not a colour (W U B R G C, 白 青 黒 赤 緑 無). */
	| 'not_colour'
	/** `token` is neither colours nor "land". */
	| 'not_colour_or_land'
	/** Colours but no mana value. */
	| 'no_mv'
	/** `token` is not a whole number from 0 to `max`. */
	| 'not_mv'
	/** `extra` is left over after the card. */
	| 'extra_text'
	/** The list marks `designated` designated cards in all; at most `max`. */
	| 'designated';

/** A deck list line that does not parse; `line` is 1-based, `text` that line as typed. */
export class DeckListError extends RangeError {
	override name = 'DeckListError';
	readonly line: number;
	readonly text: string;
	readonly problem: DeckLineProblem;
	readonly params: Readonly<Record<string, string | number>>;
	constructor(line: number, text: string, problem: DeckLineProblem, params: Record<string, string | number> = {}) {
		super(`deck list line ${line} ("${text}"): ${problem} ${JSON.stringify(params)}`);
		this.line = line;
		this.text = text;
		this.problem = problem;
		this.params = params;
	}
}

const JA_COLOUR: Readonly<Record<string, Colour>> = { 白: 'W', 青: 'U', 黒: 'B', 赤: 'R', 緑: 'G' };

/** `R`, `UR`, `白青`, `C` (colourless) → colours in WUBRG order; null if the token is not colours. */
function readColours(token: string): Colour[] | null {
	if (/^(c|無|無色)$/i.test(token)) return [];
	const found = new Set<Colour>();
	for (const ch of token) {
		const up = ch.toUpperCase();
		const c = (COLOURS as readonly string[]).includes(up) ? (up as Colour) : JA_COLOUR[ch];
		if (!c) return null;
		found.add(c);
	}
	return found.size > 0 ? COLOURS.filter((c) => found.has(c)) : null;
}

const isLandWord = (t: string) => /^(land|lands|土地)$/i.test(t);

type Fail = (problem: DeckLineProblem, params?: Record<string, string | number>) => never;

/** Reads `<colours> <mv>` or `land [<colours>]` (the part after the count, or after ":"). */
function readCard(fail: Fail, tokens: string[]): { colours: Colour[]; mv: number; land: boolean } {
	if (tokens.length === 0) fail('no_card');
	const [a = '', b, ...rest] = tokens;
	if (isLandWord(a)) {
		if (rest.length > 0) fail('extra_text', { extra: rest.join(' ') });
		if (b === undefined) return { colours: [], mv: 0, land: true };
		const colours = readColours(b);
		if (!colours) fail('not_colour', { token: b });
		return { colours: colours as Colour[], mv: 0, land: true };
	}
	const colours = readColours(a);
	if (!colours) fail('not_colour_or_land', { token: a });
	if (b === undefined) fail('no_mv');
	const mv = parseWholeNumber(b as string, 0, MAX_MV);
	if (!mv.ok) fail('not_mv', { token: b as string, max: MAX_MV });
	if (rest.length > 0) fail('extra_text', { extra: rest.join(' ') });
	return { colours: colours as Colour[], mv: (mv as { value: number }).value, land: false };
}

/**
 * Parses a deck list; blank lines and `#` comments are skipped. Full-width digits, letters and
 * signs are read as typed on a Japanese keyboard (`typedText`). More than three designated cards
 * in all is refused at the line that went over, with the list's whole count.
 */
export function parseDeckList(text: string): DeckListEntry[] {
	if (typeof text !== 'string') throw new RangeError(`parseDeckList: text must be a string, got ${String(text)}`);
	const entries: DeckListEntry[] = [];
	let overAt: { line: number; text: string } | null = null;
	let designatedInAll = 0;
	text.split(/\r?\n/).forEach((raw, index) => {
		const line = index + 1;
		const fail: Fail = (problem, params = {}) => {
			throw new DeckListError(line, raw.trim(), problem, params);
		};
		let s = typedText(raw).trim();
		const hash = s.indexOf('#');
		if (hash >= 0) s = s.slice(0, hash);
		s = s.trim();
		if (s === '') return;
		let designated = false;
		if (s.endsWith('*')) {
			designated = true;
			s = s.slice(0, -1).trim();
		}
		const m = /^([-+]?\d+)\s*(.*)$/.exec(s);
		if (!m) fail('no_count');
		const count = parseWholeNumber(m?.[1] ?? '', 1, MAX_LINE_COUNT);
		if (!count.ok) fail('bad_count', { count: m?.[1] ?? '', max: MAX_LINE_COUNT });
		const restText = (m?.[2] ?? '').trim();
		let name: string | null = null;
		let cardText = restText;
		const colon = restText.indexOf(':');
		if (colon >= 0) {
			name = restText.slice(0, colon).trim();
			if (name === '') fail('no_name');
			cardText = restText.slice(colon + 1).trim();
		}
		const card = readCard(fail, cardText === '' ? [] : cardText.split(/\s+/));
		const n = (count as { value: number }).value;
		if (designated) {
			designatedInAll += n;
			if (designatedInAll > MAX_DESIGNATED && !overAt) overAt = { line, text: raw.trim() };
		}
		entries.push({ count: n, mv: card.mv, colours: card.colours, designated, name, land: card.land, line });
	});
	const over = overAt as { line: number; text: string } | null;
	if (over)
		throw new DeckListError(over.line, over.text, 'designated', { designated: designatedInAll, max: MAX_DESIGNATED });
	return entries;
}
/** Writes entries back as a deck list that `parseDeckList` reads to the same entries (line numbers aside). */
export function formatDeckList(entries: readonly Omit<DeckListEntry, 'line'>[]): string {
	return entries
		.map((e) => {
			const colours = e.colours.length ? e.colours.join('') : 'C';
			const card = e.land ? `land${e.colours.length ? ` ${colours}` : ''}` : `${colours} ${e.mv}`;
			const body = e.name !== null ? `${e.name} : ${card}` : card;
			return `${e.count} ${body}${e.designated ? ' *' : ''}`;
		})
		.join('\n');
}

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

/** A deck list line that does not parse; `line` is 1-based, `text` that line as typed. */
export class DeckListError extends RangeError {
	override name = 'DeckListError';
	readonly line: number;
	readonly text: string;
	readonly reason: string;
	/** 'designated': the line brings the designated cards above three; 'line': it does not parse. */
	readonly code: 'line' | 'designated';
	constructor(line: number, text: string, reason: string, code: 'line' | 'designated' = 'line') {
		super(`deck list line ${line} ("${text}"): ${reason}`);
		this.line = line;
		this.text = text;
		this.reason = reason;
		this.code = code;
	}
}

const JA_COLOUR: Readonly<Record<string, Colour>> = { 白: 'W', 青: 'U', 黒: 'B', 赤: 'R', 緑: 'G' };

/** Full-width ASCII forms and the ideographic space to ASCII. */
function normalize(text: string): string {
	let out = '';
	for (const ch of text) {
		const c = ch.charCodeAt(0);
		if (c >= 0xff01 && c <= 0xff5e) out += String.fromCharCode(c - 0xfee0);
		else if (c === 0x3000) out += ' ';
		else out += ch;
	}
	return out;
}

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

/** Reads `<colours> <mv>` or `land [<colours>]` (the part after the count, or after ":"). */
function readCard(fail: (reason: string) => never, tokens: string[]): { colours: Colour[]; mv: number; land: boolean } {
	if (tokens.length === 0) fail('needs colours and a mana value (4 R 1) or "land" and colours (24 land R)');
	const [a = '', b, ...rest] = tokens;
	if (isLandWord(a)) {
		if (rest.length > 0) fail(`has extra text "${rest.join(' ')}" after the land's colours`);
		if (b === undefined) return { colours: [], mv: 0, land: true };
		const colours = readColours(b);
		if (!colours) fail(`"${b}" is not a colour (W, U, B, R, G or C)`);
		return { colours: colours as Colour[], mv: 0, land: true };
	}
	const colours = readColours(a);
	if (!colours) fail(`"${a}" is not a colour (W, U, B, R, G or C) or "land"`);
	if (b === undefined) fail('needs a mana value after the colours, as in 4 R 1');
	if (!/^\d+$/.test(b as string)) fail(`"${b}" is not a mana value (a whole number from 0 to ${MAX_MV})`);
	const mv = Number(b);
	if (mv > MAX_MV) fail(`mana value ${mv} is above ${MAX_MV}`);
	if (rest.length > 0) fail(`has extra text "${rest.join(' ')}" after the mana value`);
	return { colours: colours as Colour[], mv, land: false };
}

/** Parses a deck list; blank lines and `#` comments are skipped. */
export function parseDeckList(text: string): DeckListEntry[] {
	if (typeof text !== 'string') throw new RangeError(`parseDeckList: text must be a string, got ${String(text)}`);
	const entries: DeckListEntry[] = [];
	let designatedSoFar = 0;
	text.split(/\r?\n/).forEach((raw, index) => {
		const line = index + 1;
		const fail = (reason: string, code: 'line' | 'designated' = 'line'): never => {
			throw new DeckListError(line, raw.trim(), reason, code);
		};
		let s = normalize(raw);
		const hash = s.indexOf('#');
		if (hash >= 0) s = s.slice(0, hash);
		s = s.trim();
		if (s === '') return;
		let designated = false;
		if (s.endsWith('*')) {
			designated = true;
			s = s.slice(0, -1).trim();
		}
		const m = /^(\d+)\s*(.*)$/.exec(s);
		if (!m) fail('must start with the number of cards, as in 4 R 1');
		const count = Number(m?.[1]);
		if (count < 1 || count > MAX_LINE_COUNT) fail(`count ${count} must be from 1 to ${MAX_LINE_COUNT}`);
		const restText = (m?.[2] ?? '').trim();
		let name: string | null = null;
		let cardText = restText;
		const colon = restText.indexOf(':');
		if (colon >= 0) {
			name = restText.slice(0, colon).trim();
			if (name === '') fail('has ":" but no card name before it');
			cardText = restText.slice(colon + 1).trim();
		}
		const card = readCard(fail, cardText === '' ? [] : cardText.split(/\s+/));
		if (designated) {
			designatedSoFar += count;
			if (designatedSoFar > MAX_DESIGNATED)
				fail(`brings the designated cards to ${designatedSoFar}; at most ${MAX_DESIGNATED}`, 'designated');
		}
		entries.push({ count, mv: card.mv, colours: card.colours, designated, name, land: card.land, line });
	});
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

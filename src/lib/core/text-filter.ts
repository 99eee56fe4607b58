/**
 * The reference page's text filter: every word of the query must appear in the text.
 * Case, full/half width (NFKC) and katakana/hiragana are ignored, so 「てれぽーと」 finds
 * 「テレポート」 and "ＥＳＰ" finds "ESP".
 */
export function fold(text: string): string {
	return text
		.normalize('NFKC')
		.toLowerCase()
		.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/** The query's words, folded; none for a blank query. */
export function queryTerms(query: string): string[] {
	return fold(query).split(/\s+/).filter(Boolean);
}

/** True when every term occurs in one of the texts (no terms: everything matches). */
export function matches(terms: readonly string[], ...texts: string[]): boolean {
	if (terms.length === 0) return true;
	const hay = fold(texts.join('\n'));
	return terms.every((t) => hay.includes(t));
}

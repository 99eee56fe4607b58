const KEY = 'sidetable.textSize';

/** The sizes offered, in % of the browser's own text size (85–160, as issue 14 asks). */
export const TEXT_SIZES = [85, 100, 115, 130, 145, 160] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** A stored value read back, or 100 when there is none or it is not one we offer. */
export function readTextSize(stored: string | null): TextSize {
	const n = Number(stored);
	return (TEXT_SIZES as readonly number[]).includes(n) ? (n as TextSize) : 100;
}

/**
 * Text size for the person across the table. Every size in the CSS is in rem/em, so setting
 * the root font-size scales every screen, big numerals included. Applied before first paint in
 * app.html (same key), like the theme.
 */
class TextSizeSetting {
	percent = $state<TextSize>(100);

	load(): void {
		this.percent = readTextSize(localStorage.getItem(KEY));
		this.#apply();
	}

	set(percent: TextSize): void {
		this.percent = percent;
		if (percent === 100) localStorage.removeItem(KEY);
		else localStorage.setItem(KEY, String(percent));
		this.#apply();
	}

	#apply(): void {
		document.documentElement.style.fontSize = this.percent === 100 ? '' : `${this.percent}%`;
	}
}

export const textSize = new TextSizeSetting();

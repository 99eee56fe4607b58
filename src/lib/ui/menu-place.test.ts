import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { placeMenu } from './menu-place';

// A 640 px phone: the app's header to 52, the bottom menu from 580.
const band = { top: 52, bottom: 580 };

describe('placeMenu', () => {
	it('opens below a button with room under it', () => {
		expect(placeMenu({ top: 120, bottom: 168 }, 288, band)).toEqual({ up: false, maxHeight: null });
	});

	it('opens upward for the last row of a list, whose menu would end under the bottom menu', () => {
		// Six items of 48 px under a ⋯ at 400–448: 128 px below, 344 above.
		expect(placeMenu({ top: 400, bottom: 448 }, 288, band)).toEqual({ up: true, maxHeight: null });
	});

	it('stays below when it fits there, even with more room above', () => {
		expect(placeMenu({ top: 400, bottom: 448 }, 100, band)).toEqual({ up: false, maxHeight: null });
	});

	it('scrolls inside itself when neither side holds it, on the larger side', () => {
		// The case found at 360×640: three sessions, the third row's ⋯ at 300–348.
		expect(placeMenu({ top: 300, bottom: 348 }, 400, band)).toEqual({ up: true, maxHeight: 244 });
		expect(placeMenu({ top: 100, bottom: 148 }, 500, band)).toEqual({ up: false, maxHeight: 428 });
	});

	it('keeps two items when the window is very short', () => {
		expect(placeMenu({ top: 40, bottom: 88 }, 300, { top: 30, bottom: 120 })).toEqual({ up: false, maxHeight: 96 });
	});

	it('never leaves the uncovered band unless it keeps only its two least items', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 400 }),
				fc.integer({ min: 200, max: 1200 }),
				fc.integer({ min: 0, max: 1200 }),
				fc.integer({ min: 48, max: 800 }),
				(top, span, at, height) => {
					const b = { top, bottom: top + span };
					const y = top + (at % span);
					const button = { top: y, bottom: y + 48 };
					const { up, maxHeight } = placeMenu(button, height, b);
					const h = maxHeight ?? height;
					const [from, to] = up ? [button.top - h, button.top] : [button.bottom, button.bottom + h];
					if (maxHeight === 96) return;
					expect(from).toBeGreaterThanOrEqual(b.top);
					expect(to).toBeLessThanOrEqual(b.bottom);
				}
			)
		);
	});
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DRAFT_DECK_SIZE, DRAFT_READINGS, draftStatus, snakeSeat, type DraftReading } from './draft';

describe('the draft helper', () => {
	it('「4人(3人でも可能ですが、4人が理想)」「72枚以上のカードが必要」: 3–4 players, a pool of 72 or more', () => {
		expect(() => draftStatus(2, 72, 'pack-pass', [])).toThrow(/players/);
		expect(() => draftStatus(5, 72, 'pack-pass', [])).toThrow(/players/);
		// 「拡張セット1つだけではプレイできません」: one expansion is 36 cards.
		expect(() => draftStatus(4, 36, 'pack-pass', [])).toThrow(/pool/);
		expect(draftStatus(3, 72, 'pack-pass', []).next).toEqual([0, 1, 2]);
	});

	it('pack-pass: everyone picks from the pack in hand, then passes it to the left; 18 picks each', () => {
		const start = draftStatus(4, 72, 'pack-pass', []);
		expect(start).toMatchObject({ round: 0, next: [0, 1, 2, 3], passTo: [1, 2, 3, 0], packSize: 18, done: false });
		const mid = draftStatus(4, 72, 'pack-pass', [2, 0]);
		expect(mid).toMatchObject({ counts: [1, 0, 1, 0], next: [1, 3], round: 0 });
		// A player who picked waits for the next pack: their second pick now is refused.
		expect(() => draftStatus(4, 72, 'pack-pass', [2, 2])).toThrow(/picks\[1\] is seat 2's pick/);
		const round2 = draftStatus(4, 72, 'pack-pass', [0, 1, 2, 3]);
		expect(round2).toMatchObject({ round: 1, packSize: 17, next: [0, 1, 2, 3] });
	});

	it('pack-pass-alternate: two packs of 9, the first to the left, the second to the right', () => {
		const picks = Array.from({ length: 9 * 4 }, (_, k) => k % 4);
		expect(draftStatus(4, 72, 'pack-pass-alternate', picks.slice(0, 4))).toMatchObject({
			passTo: [1, 2, 3, 0],
			packSize: 8
		});
		expect(draftStatus(4, 72, 'pack-pass-alternate', picks)).toMatchObject({
			round: 9,
			passTo: [3, 0, 1, 2],
			packSize: 9
		});
	});

	it('snake: one pick at a time, in seat order and back', () => {
		expect(Array.from({ length: 10 }, (_, k) => snakeSeat(4, k))).toEqual([0, 1, 2, 3, 3, 2, 1, 0, 0, 1]);
		expect(draftStatus(3, 80, 'snake', [0, 1, 2, 2])).toMatchObject({ next: [1], passTo: null, left: 76 });
		expect(() => draftStatus(3, 80, 'snake', [1])).toThrow(/but it is 0's/);
	});

	test.prop([
		fc.constantFrom(...DRAFT_READINGS),
		fc.integer({ min: 3, max: 4 }),
		fc.array(fc.nat(), { maxLength: 90 })
	])(
		'any allowed order: decks stay within one card of each other, and the draft ends at 18 each',
		(reading: DraftReading, n, choices) => {
			const picks: number[] = [];
			for (const c of choices) {
				const s = draftStatus(n, 72, reading, picks);
				if (s.done) break;
				picks.push(s.next[c % s.next.length] as number);
			}
			const s = draftStatus(n, 72, reading, picks);
			expect(s.counts.reduce((a, b) => a + b, 0)).toBe(picks.length);
			expect(Math.max(...s.counts) - Math.min(...s.counts)).toBeLessThanOrEqual(1);
			let all = [...picks];
			while (!draftStatus(n, 72, reading, all).done) all = [...all, draftStatus(n, 72, reading, all).next[0] as number];
			expect(all).toHaveLength(n * DRAFT_DECK_SIZE);
			expect(() => draftStatus(n, 72, reading, [...all, 0])).toThrow(/after every deck has 18/);
		}
	);
});

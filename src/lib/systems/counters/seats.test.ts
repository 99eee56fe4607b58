import { describe, expect, it } from 'vitest';
import { counters } from './index';
import { countersBoard } from './seats';
import type { CountersState } from './reducer';

const state: CountersState = {
	counters: [
		{ id: 'c1', name: 'ライフ', value: 17, initial: 20, min: 0, max: null, step: 1 },
		{ id: 'c2', name: '毒', value: -3, initial: 0, min: null, max: null, step: 1 }
	]
};

describe('counters: the board', () => {
	it('shows each counter’s value under its name, on one card 「卓」', () => {
		expect(countersBoard(state, 'ja')).toEqual([
			{
				seat: { id: 'table', name: '卓' },
				figures: [
					{ label: 'ライフ', value: '17', emphasis: true },
					{ label: '毒', value: '-3', emphasis: true }
				]
			}
		]);
		expect(countersBoard(state, 'en')[0]!.seat.name).toBe('Table');
	});

	it('has no card while there is no counter, and declares no seats (every counter is the table’s)', () => {
		expect(countersBoard({ counters: [] }, 'ja')).toEqual([]);
		expect(counters.seats).toBeUndefined();
		expect(counters.seatOf).toBeUndefined();
		expect(counters.board).toBe(countersBoard);
	});
});

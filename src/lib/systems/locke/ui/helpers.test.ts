import { describe, expect, test } from 'vitest';
import { interfererIntents, interfererRow } from './helpers';

describe('interfererIntents: the interference rows as the escape command takes them (§5.4)', () => {
	test('a blank ESP power is the teleport’s level; each row keeps its order', () => {
		const rows = [
			{ ...interfererRow('p1'), level: 4 },
			{ ...interfererRow('p3'), level: 2, esp: 3 }
		];
		expect(interfererIntents(rows)).toEqual([
			{ who: 'p1', level: 4, espSpent: 4 },
			{ who: 'p3', level: 2, espSpent: 3 }
		]);
	});

	test('nothing while a row lacks its level or a field does not accept what it holds', () => {
		expect(interfererIntents([interfererRow('p1')])).toBeNull();
		expect(interfererIntents([{ ...interfererRow('p1'), level: 4, levelBad: true }])).toBeNull();
		expect(interfererIntents([{ ...interfererRow('p1'), level: 4, espBad: true }])).toBeNull();
		expect(interfererIntents([{ ...interfererRow(''), level: 4 }])).toBeNull();
	});

	test('no rows: no interferers', () => {
		expect(interfererIntents([])).toEqual([]);
	});
});

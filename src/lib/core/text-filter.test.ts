import { describe, expect, it } from 'vitest';
import { fold, matches, queryTerms } from './text-filter';

describe('reference filter', () => {
	it('folds width, case and katakana', () => {
		expect(fold('ＥＳＰレベル')).toBe('espれべる');
		expect(matches(queryTerms('てれぽーと'), 'テレポート移動')).toBe(true);
	});
	it('needs every word, in any of the texts', () => {
		const t = queryTerms('  手札  上限 ');
		expect(t).toEqual(['手札', '上限']);
		expect(matches(t, 'ラウンド終了時の手札', '上限 捨てる')).toBe(true);
		expect(matches(t, 'ラウンド終了時の手札')).toBe(false);
	});
	it('a blank query matches everything', () => {
		expect(queryTerms('   ')).toEqual([]);
		expect(matches([], 'x')).toBe(true);
	});
});

import { describe, expect, it } from 'vitest';
import { PGT_SECTIONS } from './sections';

describe('the PGT quick reference', () => {
	it("「もし第1ターンにアタックをパスした場合…」: both languages say the round's turn 1, not each side's first turn", () => {
		const turn = PGT_SECTIONS.find((x) => x.id === 'turn');
		expect(turn?.ja.items.join('\n')).toMatch(/ラウンドの第1ターン/);
		expect(turn?.en.items.join('\n')).toMatch(/the round's turn 1/);
		expect(turn?.en.items.join('\n')).not.toMatch(/its first turn/);
	});
	it('every section has the same number of points in ja and en', () => {
		for (const section of PGT_SECTIONS) expect(section.ja.items.length, section.id).toBe(section.en.items.length);
	});
});

import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { CONDITIONS, type ModifierCard } from './card';
import { cardConditions, cardLabels, cardPierce, effectKeys, readEffects } from './effects';

describe('readEffects: a card’s own effects, read from what the group typed', () => {
	it('「貫通Z」 is pierce the damage steps count (攻撃やアイテム・カードで「貫通Z」の効果がある場合、装甲をZまで無効化する)', () => {
		expect(readEffects(['貫通3'])).toEqual({ pierce: 3, conditions: [], labels: [] });
		expect(readEffects(['pierce 2'])).toMatchObject({ pierce: 2 });
		expect(readEffects(['貫通 ３'])).toMatchObject({ pierce: 3 });
		// Two pierce effects add (our notes: "multiple pierce values add").
		expect(readEffects(['貫通1', 'pierce 2'])).toMatchObject({ pierce: 3 });
	});

	it('a number (+X) and 連続 typed among the effects are the card’s value and rolling; conditions are named', () => {
		expect(readEffects(['+1 連続 貫通3 毒'])).toEqual({
			value: 1,
			rolling: true,
			pierce: 3,
			conditions: ['poison'],
			labels: []
		});
		expect(readEffects(['攻撃−1、流血', 'Stun'])).toEqual({
			value: -1,
			pierce: 0,
			conditions: ['wound', 'stun'],
			labels: []
		});
		expect(readEffects(['+1', '+2']).conflict).toBe('value');
	});

	it('an effect the damage steps do not know stays a label, whole (it is shown, never counted)', () => {
		expect(readEffects(['炎', 'refresh an item', '回復2 毒'])).toEqual({
			pierce: 0,
			conditions: [],
			labels: ['炎', 'refresh an item', '回復2 毒']
		});
		expect(readEffects(['', ' , '])).toEqual({ pierce: 0, conditions: [], labels: [] });
	});

	test.prop([fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 })])(
		'whatever is typed, every entry is either counted or kept as a label: nothing is lost',
		(texts) => {
			const read = readEffects(texts);
			const entries = texts.flatMap((t) => t.split(/[,、]/)).filter((t) => t.trim());
			expect(read.labels.length).toBeLessThanOrEqual(entries.length);
			expect(read.labels.every((l) => entries.some((e) => e.trim() === l))).toBe(true);
			expect(read.conditions.every((c) => CONDITIONS.includes(c))).toBe(true);
			expect(read.pierce).toBeGreaterThanOrEqual(0);
		}
	);
});

describe('the effects of the applied cards', () => {
	const a: ModifierCard = { id: 'a', value: 0, rolling: true, pierce: 3, conditions: ['poison'] };
	const b: ModifierCard = { id: 'b', value: 1, pierce: 1, conditions: ['poison', 'wound'], effects: ['炎'] };
	it('pierce adds up, conditions come once each, labels are kept', () => {
		expect(cardPierce([a, b])).toBe(4);
		expect(cardConditions([a, b])).toEqual(['poison', 'wound']);
		expect(cardLabels([a, b])).toEqual(['炎']);
	});
	it('every added effect is one for the comparison: pierce, conditions, labels', () => {
		expect(effectKeys(b)).toEqual(['pierce:1', 'condition:poison', 'condition:wound', '炎']);
		expect(effectKeys({ id: 'p', value: 0 })).toEqual([]);
	});
});

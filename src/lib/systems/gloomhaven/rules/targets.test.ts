import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { repeatedTarget, targetsAfter, type TargetEntry } from './targets';

const t = (name: string, hp = 0, extra: Partial<TargetEntry> = {}): TargetEntry => ({
	name,
	hp,
	shield: 0,
	poisoned: false,
	adjacent: false,
	...extra
});

describe('repeatedTarget', () => {
	it('同一のアクションで同一の敵を複数回攻撃対象にはできない: the first name given twice', () => {
		expect(repeatedTarget([{ name: 'A' }, { name: 'B' }, { name: ' A ' }])).toBe('A');
		expect(repeatedTarget([{ name: 'A' }, { name: 'B' }])).toBeUndefined();
		// Unnamed targets are never the same enemy.
		expect(repeatedTarget([{}, { name: '' }, { name: '  ' }])).toBeUndefined();
	});
});

describe('targetsAfter: what an attack leaves for the next one', () => {
	it('a killed target leaves (no chance to kill a dead monster); a hurt one keeps its hit points left', () => {
		const after = targetsAfter(
			[t('A', 5), t('B', 6)],
			[
				{ hp: 5, hpAfter: 0 },
				{ hp: 6, hpAfter: 2 }
			]
		);
		expect(after).toEqual([t('B', 2)]);
	});

	it('a card that gave 毒 leaves the target poisoned (+1 on the next attack); targets not drawn for stay', () => {
		const after = targetsAfter([t('A', 5), t('B', 6)], [{ hp: 5, hpAfter: 3, conditions: ['poison'] }]);
		expect(after).toEqual([t('A', 3, { poisoned: true }), t('B', 6)]);
	});

	it('with every target killed one empty target is left; a target without hit points stays', () => {
		expect(targetsAfter([t('A', 2)], [{ hp: 2, hpAfter: 0 }])).toEqual([t('')]);
		expect(targetsAfter([t('A')], [{}])).toEqual([t('A')]);
	});

	test.prop([
		fc.array(fc.record({ hp: fc.integer({ min: 0, max: 9 }), dmg: fc.integer({ min: 0, max: 9 }) }), {
			minLength: 1,
			maxLength: 5
		})
	])('no target left has 0 hit points given; the survivors keep their order', (rows) => {
		const targets = rows.map((r, i) => t(`T${i}`, r.hp));
		const outcomes = rows.map((r) => (r.hp > 0 ? { hp: r.hp, hpAfter: Math.max(0, r.hp - r.dmg) } : {}));
		const after = targetsAfter(targets, outcomes);
		const survivors = rows.flatMap((r, i) => (r.hp === 0 || r.hp > r.dmg ? [`T${i}`] : []));
		expect(after.map((x) => x.name)).toEqual(survivors.length ? survivors : ['']);
	});
});

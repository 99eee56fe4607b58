import { describe, expect, it } from 'vitest';
import { blessCard, canRemove, curseCard, curseSet, inPlay } from './cards';

describe('which supply set a deck uses, and which cards a perk may take out', () => {
	it('the M curse set for the monster deck, the ★ set for characters and allies; the count in play of each', () => {
		expect(curseSet('monster')).toBe('monsterCurse');
		expect(curseSet('character')).toBe('playerCurse');
		expect(curseSet('ally')).toBe('playerCurse');
		const supply = { bless: 2, playerCurses: 3, monsterCurses: 7 };
		expect(inPlay(curseSet('monster'), supply)).toBe(7);
		expect(inPlay('bless', supply)).toBe(2);
	});
	it('bless and curse leave only by being drawn; any other card may be taken out', () => {
		expect(canRemove(blessCard())).toBe(false);
		expect(canRemove(curseCard())).toBe(false);
		expect(canRemove({ id: 'plus1-1', value: 1, kind: 'standard' })).toBe(true);
	});
});

import { describe, expect, it } from 'vitest';
import { locke } from '../index';
import { lockeCommands } from '.';

describe('which Locke commands a quick second tap may repeat', () => {
	it('only relative changes (±n, a seat up or down, ±1 minion) add up; everything that moves the game on is once per tap', () => {
		// Arrange
		const relative = ['adjustCharacter', 'moveSeat', 'declareMinions'];
		// Act
		const repeatable = Object.keys(lockeCommands).filter((c) => locke.repeatable(c));
		// Assert
		expect(repeatable.sort()).toEqual(relative.sort());
		for (const c of ['endTurn', 'endCombatTurn', 'endRound', 'attack', 'melee', 'dealHands', 'startCombat'])
			expect(locke.repeatable(c), c).toBe(false);
	});
});

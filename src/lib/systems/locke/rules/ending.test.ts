import { describe, expect, it } from 'vitest';
import {
	THOUSAND_TURNS,
	defeatedAtGameEnd,
	thousandTurnRuleEndsGame,
	victoryGrade,
	type EndingCharacter,
	type GameEnd
} from '.';

describe('game end — 敗北条件 (§3.2) and the 1000-turn rule', () => {
	const base: EndingCharacter = { alignment: 'GOOD', alive: true, ownDefeatConditionMet: false };
	const evilDecl: GameEnd = { kind: 'declaration', alignment: 'EVIL' };
	const goodDecl: GameEnd = { kind: 'declaration', alignment: 'GOOD' };
	it('the 1000-turn rule ends the game once the EVIL declarer has survived 1000 turns', () => {
		expect(THOUSAND_TURNS).toBe(1000);
		expect(thousandTurnRuleEndsGame(999)).toBe(false);
		expect(thousandTurnRuleEndsGame(1000)).toBe(true);
	});
	it('GOOD loses to an unopposed EVIL declaration and to the 1000-turn rule, not to its own side’s declaration', () => {
		expect(defeatedAtGameEnd(base, evilDecl)).toBe(true);
		expect(defeatedAtGameEnd(base, { kind: 'thousand_turns' })).toBe(true);
		expect(defeatedAtGameEnd(base, goodDecl)).toBe(false);
		expect(defeatedAtGameEnd(base, { kind: 'all_key_points_destroyed' })).toBe(false);
	});
	it('EVIL loses to an unopposed GOOD declaration and when all key points are destroyed, not to the 1000-turn rule', () => {
		const evil: EndingCharacter = { ...base, alignment: 'EVIL' };
		expect(defeatedAtGameEnd(evil, goodDecl)).toBe(true);
		expect(defeatedAtGameEnd(evil, { kind: 'all_key_points_destroyed' })).toBe(true);
		expect(defeatedAtGameEnd(evil, { kind: 'thousand_turns' })).toBe(false);
		expect(defeatedAtGameEnd(evil, evilDecl)).toBe(false);
	});
	it('SPECIAL loses only to its own condition or by being dead (自分が死亡している)', () => {
		const special: EndingCharacter = { ...base, alignment: 'SPECIAL' };
		expect(defeatedAtGameEnd(special, evilDecl)).toBe(false);
		expect(defeatedAtGameEnd({ ...special, alive: false }, evilDecl)).toBe(true);
		expect(defeatedAtGameEnd({ ...special, ownDefeatConditionMet: true }, goodDecl)).toBe(true);
	});
	it('a dead GOOD character whose side won is not defeated (B級勝利 is possible)', () => {
		expect(defeatedAtGameEnd({ ...base, alive: false }, goodDecl)).toBe(false);
	});
	it('own defeat condition always loses (自分の敗北条件を満たしている)', () => {
		expect(defeatedAtGameEnd({ ...base, ownDefeatConditionMet: true }, goodDecl)).toBe(true);
	});
	it('an (L) character loses if another (L) character is alive', () => {
		expect(defeatedAtGameEnd({ ...base, isL: true, anotherLAlive: true }, goodDecl)).toBe(true);
		expect(defeatedAtGameEnd({ ...base, isL: true, anotherLAlive: false }, goodDecl)).toBe(false);
	});
	it('all characters dead: every player loses', () => {
		expect(defeatedAtGameEnd(base, { kind: 'all_dead' })).toBe(true);
	});
	it('a solo declaration: the declarer wins despite its own condition, every other player loses', () => {
		const solo: EndingCharacter = {
			alignment: 'SPECIAL',
			alive: true,
			ownDefeatConditionMet: true,
			soloDeclarer: true
		};
		expect(defeatedAtGameEnd(solo, { kind: 'solo_declaration' })).toBe(false);
		expect(defeatedAtGameEnd(base, { kind: 'solo_declaration' })).toBe(true);
	});
	it('only SPECIAL can make a solo declaration', () => {
		expect(() => defeatedAtGameEnd({ ...base, soloDeclarer: true }, { kind: 'solo_declaration' })).toThrow(
			/defeatedAtGameEnd: character\.soloDeclarer/
		);
	});
	it('SPECIAL cannot make an alignment declaration', () => {
		expect(() => defeatedAtGameEnd(base, { kind: 'declaration', alignment: 'SPECIAL' as 'GOOD' })).toThrow(
			/defeatedAtGameEnd: end\.alignment/
		);
	});
});

describe('victoryGrade — A級勝利…D級敗北', () => {
	it('A: alive, defeat condition not met', () => expect(victoryGrade(true, false)).toBe('A'));
	it('B: dead, defeat condition not met', () => expect(victoryGrade(false, false)).toBe('B'));
	it('C: alive, defeat condition met', () => expect(victoryGrade(true, true)).toBe('C'));
	it('D: dead, defeat condition met', () => expect(victoryGrade(false, true)).toBe('D'));
});

import { describe, expect, it } from 'vitest';
import { TURN_PHASES, nextPhase, phaseOfLine } from './phase';

describe('the turn’s phases', () => {
	it('「1ターンは戦闘前フェイズ/戦闘フェイズ/戦闘後フェイズで構成され」: in that order, and the turn ends after the last', () => {
		expect(TURN_PHASES).toEqual(['before', 'battle', 'after']);
		expect(nextPhase('before')).toBe('battle');
		expect(nextPhase('battle')).toBe('after');
		expect(nextPhase('after')).toBeNull();
		// @ts-expect-error: not a phase
		expect(() => nextPhase('night')).toThrow(/phase/);
	});
	it('reads the phase a 起動条件 names; a condition naming none (or no condition) is null', () => {
		expect(phaseOfLine('戦闘前: 味方1人のP-def+2')).toBe('before');
		expect(phaseOfLine('T・戦闘後:このキャラをアンタップ')).toBe('after');
		expect(phaseOfLine('戦闘:+1D')).toBe('battle');
		expect(phaseOfLine('T: M2D')).toBeNull();
		expect(phaseOfLine('戦闘前に使えない常在型の文')).toBeNull();
	});
});

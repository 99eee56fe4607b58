/**
 * The turn's phases: 「1ターンは戦闘前フェイズ/戦闘フェイズ/戦闘後フェイズで構成され、アタックを行う
 * ことができるのはこのうちの戦闘フェイズの間です」, and which phase an ability's 起動条件 names. Seed
 * `002_4ee8704b5658c46e.txt`, 「時間区分」. The seed's list of 起動条件 is missing (「起動条件には以下の
 * ようなものがあります」 and nothing after): the app reads the phase words a condition may hold —
 * open point `phase_words`.
 */
import { oneOf, refuse } from './args';
import { normalizeCheckText } from './check';

/** 戦闘前フェイズ / 戦闘フェイズ / 戦闘後フェイズ. */
export type TurnPhase = 'before' | 'battle' | 'after';
export const TURN_PHASES: readonly TurnPhase[] = Object.freeze(['before', 'battle', 'after']);

/** The phase after `phase` in a turn, or null after 戦闘後フェイズ (the turn ends). */
export function nextPhase(phase: TurnPhase): TurnPhase | null {
	const k = TURN_PHASES.indexOf(oneOf('nextPhase', 'phase', phase, TURN_PHASES));
	return TURN_PHASES[k + 1] ?? null;
}

/**
 * The phase a line's 起動条件 (left of 「:」) names: 「戦闘前」, 「戦闘後」, or 「戦闘」 alone (the battle
 * phase); null when it names none (usable whenever the table says) or the line has no condition.
 */
export function phaseOfLine(line: string): TurnPhase | null {
	if (typeof line !== 'string') refuse('phaseOfLine', 'line', `must be a string, got ${String(line)}`);
	const s = normalizeCheckText(line);
	const colon = s.indexOf(':');
	if (colon < 0) return null;
	const condition = s.slice(0, colon);
	if (condition.includes('戦闘前')) return 'before';
	if (condition.includes('戦闘後')) return 'after';
	return condition.includes('戦闘') ? 'battle' : null;
}

/**
 * What a GK character is in a state to do now — one rule that the reducer, the phase console, the
 * engagement list and the roster all call (seed `001_2a625b5deb160d67.txt`):
 *
 * - 死亡 (dead) does nothing and is nobody's opponent.
 * - 瀕死 (dying): 「交戦終了時、HPがゼロ以下になったキャラクターは瀕死となり、さらに生存判定を
 *   行います」. A character that lived through the check stays 瀕死 (its HP is still 0 or below):
 *   it is not in a state to act (precondition 4, 「死亡や行動不能ではない」) and cannot be
 *   engaged — an engagement is fought in HP and ends at 0 (data/fixed-points: dying_state).
 * - 戦線離脱 (withdrawn) is off the map: 「MAP上に配置されているキャラクターは…行動を行うことが
 *   できます」, so it neither acts nor is engaged while away; the time away counts as on the map
 *   for condition 3 once it is back (「離脱中はMAP上にいたものと考えます」).
 * - 行動不能 (incapacitated) cannot act but can still be engaged.
 */
import type { GkCharacter, GkState } from './state';

/** Why a character cannot act or be engaged now. */
export type Unable = 'dead' | 'dying' | 'withdrawn' | 'incapacitated';

/** Why the character cannot act (precondition 4 and the map rule), or null when it can. */
export function unableToAct(c: GkCharacter): Unable | null {
	if (c.status === 'dead') return 'dead';
	if (c.status === 'dying') return 'dying';
	if (c.withdrawn) return 'withdrawn';
	if (c.incapacitated) return 'incapacitated';
	return null;
}

/** Why the character cannot be the one engaged, or null when it can (行動不能 may be). */
export function unableToBeEngaged(c: GkCharacter): Unable | null {
	const why = unableToAct(c);
	return why === 'incapacitated' ? null : why;
}

/** Whether the character may start an engagement now (and fight on in one it is in). */
export const canEngage = (c: GkCharacter) => unableToAct(c) === null;

/** Whether another character may engage this one now. */
export const canBeEngaged = (c: GkCharacter) => unableToBeEngaged(c) === null;

export const sameSquare = (p: readonly number[], q: readonly number[]) => p[0] === q[0] && p[1] === q[1];

/** Who may start an engagement now, in roster order. */
export function engagers(state: GkState): GkCharacter[] {
	return Object.values(state.characters).filter(canEngage);
}

/**
 * Whom `a` may engage now: 「同マスのキャラクター1人に交戦を仕掛けます」「味方と交戦することも
 * 可能ですが、自分自身に対しては不可能です」 — anyone else in its square who can be engaged.
 */
export function opponentsOf(state: GkState, a: GkCharacter): GkCharacter[] {
	return Object.values(state.characters).filter((o) => o.id !== a.id && canBeEngaged(o) && sameSquare(o.at, a.at));
}

/** Whether an ability or special attack may name this character: on the map and alive. */
export const fitTarget = (c: GkCharacter | undefined): c is GkCharacter => !!c && c.status !== 'dead' && !c.withdrawn;

/** A character brought to HP ≤ 0 (or 体力 ≤ 0 by a special attack) is 瀕死, its survival check due. */
export function fallen(c: GkCharacter): GkCharacter {
	return c.status === 'dead' ? c : { ...c, status: 'dying', survival: 'due' };
}

/** A 瀕死 character raised above 0 again (HP, and 体力 if a special attack took it) is back in a state to act. */
export function recovered(c: GkCharacter): GkCharacter {
	const vitUp = !c.vitDown || c.stats.VIT > 0;
	return c.status === 'dying' && c.hp > 0 && vitUp ? { ...c, status: 'active', survival: null, vitDown: false } : c;
}

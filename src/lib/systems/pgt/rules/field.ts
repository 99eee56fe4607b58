/**
 * The field: each side's 3 × 2 slots, レンジ (range) between rows and ガード (guard) reach.
 * Seed `002_4ee8704b5658c46e.txt`, 「用語/レンジ」 《図3》 and the attack procedure's guard step.
 */
import { bool, int, oneOf, refuse } from './args';

/** 前列 (front) or 後列 (back). */
export type Row = 'front' | 'back';
export const ROWS: readonly Row[] = Object.freeze(['front', 'back']);

/** F1–F3 front row, B1–B3 back row, numbered left to right as the side's player sees them; B2 is behind F2. */
export type SlotName = 'F1' | 'F2' | 'F3' | 'B1' | 'B2' | 'B3';
export const SLOT_NAMES: readonly SlotName[] = Object.freeze(['F1', 'F2', 'F3', 'B1', 'B2', 'B3']);

/** One side's six slots: null when empty. A slot holds at least the tapped state. */
export type Field<C extends { tapped: boolean } = { tapped: boolean }> = Readonly<Record<SlotName, C | null>>;

export const slotRow = (slot: SlotName): Row => (slot.startsWith('F') ? 'front' : 'back');

/**
 * Rows between attacker and target, 《図3》 「[後]←1→[前]←1→[前]←1→[後]」: own back to own front 1,
 * own front to the enemy front 1, enemy front to enemy back 1 — so 1, 2 or 3.
 */
export function rangeDistance(attackerRow: Row, targetRow: Row): 1 | 2 | 3 {
	oneOf('rangeDistance', 'attackerRow', attackerRow, ROWS);
	oneOf('rangeDistance', 'targetRow', targetRow, ROWS);
	return (1 + (attackerRow === 'back' ? 1 : 0) + (targetRow === 'back' ? 1 : 0)) as 1 | 2 | 3;
}

/**
 * Whether a target is in reach: 「レンジ2だと自軍の前列から敵軍の後列を攻撃する、または自軍の後列
 * から敵軍の前列を攻撃することも可能。レンジ3だとどの位置にいても望みのキャラを攻撃可能」. Range is
 * checked only when the target is chosen (「レンジは攻撃対象を選ぶときにだけ参照される」).
 */
export function inRange(range: number, attackerRow: Row, targetRow: Row): boolean {
	int('inRange', 'range', range, 1);
	oneOf('inRange', 'attackerRow', attackerRow, ROWS);
	oneOf('inRange', 'targetRow', targetRow, ROWS);
	return rangeDistance(attackerRow, targetRow) <= range;
}

/**
 * Range when the ability names none: 「攻撃能力の内容にレンジに関する記述がない場合、アタックなら
 * レンジ1、それ以外ならレンジ3として扱う」.
 */
export function defaultRange(isAttack: boolean): 1 | 3 {
	return bool('defaultRange', 'isAttack', isAttack) ? 1 : 3;
}

/** Same-row neighbours (left and right) and, for a back-row slot, the front slot of its column. */
const GUARD_REACH: Readonly<Record<SlotName, readonly SlotName[]>> = Object.freeze({
	F1: ['F2'],
	F2: ['F1', 'F3'],
	F3: ['F2'],
	B1: ['F1', 'B2'],
	B2: ['F2', 'B1', 'B3'],
	B3: ['F3', 'B2']
});

/**
 * Slots that may guard `target`: 「攻撃対象となったキャラの左右または前にいるアンタップ状態の
 * キャラをタップすることで、ガードを行うことができます」. Left, right, or in front (a back-row target
 * has the front slot of its column before it), holding an untapped character, in slot order. A
 * face-down character can guard (guarding is tapping, not an ability). One guard per attack: 「ガード
 * を行うキャラをさらに別のキャラでガードすることはできない」 — the caller does not ask again for the
 * guard's own slot.
 */
export function guardCandidates<C extends { tapped: boolean }>(field: Field<C>, target: SlotName): SlotName[] {
	const fn = 'guardCandidates';
	if (field === null || typeof field !== 'object')
		refuse(fn, 'field', `must be a side's six slots, got ${String(field)}`);
	oneOf(fn, 'target', target, SLOT_NAMES);
	for (const slot of SLOT_NAMES) {
		const c = field[slot];
		if (c === undefined) refuse(fn, `field.${slot}`, 'is missing (null for an empty slot)');
		if (c !== null && typeof c.tapped !== 'boolean') refuse(fn, `field.${slot}.tapped`, 'must be true or false');
	}
	if (field[target] === null) refuse(fn, 'target', `names an empty slot (${target})`);
	const reach = GUARD_REACH[target];
	return SLOT_NAMES.filter((slot) => reach.includes(slot) && field[slot] !== null && !field[slot]?.tapped);
}

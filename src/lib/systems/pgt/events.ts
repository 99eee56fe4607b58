/**
 * Pretty Good Tactics match events (valibot payload schemas), named `pgt/pastTense`. Dice are
 * rolled or entered before dispatch; an attack event records its faces, so replay needs no dice.
 */
import * as v from 'valibot';
import { MAX_DICE } from './rules';

const SideSchema = v.picklist(['a', 'b']);
const Slot = v.picklist(['F1', 'F2', 'F3', 'B1', 'B2', 'B3']);
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60));
/** Costs and defences: 0…99 (「コスト」, 「P-def」, 「M-def」). */
const Stat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));
const Face = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));

export const MatchStarted = v.strictObject({ players: v.strictObject({ a: Name, b: Name }) });
/** A game of the match begins; the first player was rolled for or chosen before dispatch. */
export const GameStarted = v.strictObject({ firstPlayer: SideSchema });
export const RoundStarted = v.strictObject({});
export const CharacterPlaced = v.strictObject({
	side: SideSchema,
	slot: Slot,
	card: v.strictObject({ name: Name, cost: Stat, pDef: Stat, mDef: Stat })
});
export const CharacterRevealed = v.strictObject({ side: SideSchema, slot: Slot });
/** At regrouping a face-down character may go back to the hand. */
export const CharacterReturned = v.strictObject({ side: SideSchema, slot: Slot });
export const AttackResolved = v.strictObject({
	attacker: Slot,
	target: Slot,
	guard: v.nullable(Slot),
	/** The ability's check with its add-ons folded in, as card notation (`P3D+1`). */
	check: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
	range: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)),
	faces: v.pipe(v.array(Face), v.minLength(1), v.maxLength(MAX_DICE)),
	fumbleAtOrBelow: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
	criticalFaces: v.pipe(v.array(Face), v.minLength(1), v.maxLength(6)),
	/** The turn player's choice when the faces are both a fumble and a critical. */
	conflictAs: v.nullable(v.picklist(['critical', 'fumble'])),
	/** The defender turned the target face up to use its real defence (at the check step). */
	targetRevealed: v.boolean()
});
/**
 * The attacked character's return attack after a failed attack: カウンター (physical, range 1,
 * against a physical attack) or 切り返し (mental, range 3, against a mental attack).
 */
export const ReturnAttackResolved = v.strictObject({
	ability: v.picklist(['counter', 'kirikaeshi']),
	check: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
	faces: v.pipe(v.array(Face), v.minLength(1), v.maxLength(MAX_DICE)),
	fumbleAtOrBelow: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
	criticalFaces: v.pipe(v.array(Face), v.minLength(1), v.maxLength(6)),
	conflictAs: v.nullable(v.picklist(['critical', 'fumble']))
});
/** ××cnt on a character: add (by > 0) or remove (by < 0) counters named `name` (「メカcnt」 → メカ). */
export const CntAdjusted = v.strictObject({
	side: SideSchema,
	slot: Slot,
	name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20)),
	by: v.pipe(v.number(), v.integer(), v.minValue(-99), v.maxValue(99), v.notValue(0))
});
export const AttackPassed = v.strictObject({});
export const TurnEnded = v.strictObject({});

export const pgtEvents = {
	'pgt/matchStarted': MatchStarted,
	'pgt/gameStarted': GameStarted,
	'pgt/characterPlaced': CharacterPlaced,
	'pgt/characterRevealed': CharacterRevealed,
	'pgt/characterReturned': CharacterReturned,
	'pgt/cntAdjusted': CntAdjusted,
	'pgt/roundStarted': RoundStarted,
	'pgt/attackResolved': AttackResolved,
	'pgt/returnAttackResolved': ReturnAttackResolved,
	'pgt/attackPassed': AttackPassed,
	'pgt/turnEnded': TurnEnded
} as const;

export type PgtEvent = {
	[K in keyof typeof pgtEvents]: { type: K; payload: v.InferOutput<(typeof pgtEvents)[K]> };
}[keyof typeof pgtEvents];

/**
 * Exact odds of an attack's check (付録:確率チャート, reconstructed in our notes
 * `other-systems.md`, System B) and the best number of dice to roll: 「サイコロを振る数はnまでの
 * 任意の数なので、ファンブルの確率を下げるため、あるいはクリティカルの確率を上げるためにサイコロを
 * 振る数を減らすことは意味のある選択です」. Seed `002_4ee8704b5658c46e.txt`.
 */
import { distribution, type SumSpec } from '$lib/core/dice';
import { int, oneOf } from './args';
import {
	MAX_DICE,
	MAX_MODIFIER,
	checkValue,
	faceRules,
	valueReading,
	type CheckOutcome,
	type FaceRules,
	type NegativeReading,
	type ValueReading
} from './check';

/** Highest defence (P-def / M-def) a card can print; 99 is also a critical's value. */
export const MAX_DEFENCE = 99;

/**
 * Success: 「攻撃力の値が防御力以上になっていれば攻撃成功」. A face-down defender defends with 0
 * (「P-defもM-defも0のキャラとして扱われます」), so even a fumble's 0 hits it.
 */
export function attackSucceeds(value: number, defence: number): boolean {
	if (typeof value !== 'number' || !Number.isInteger(value)) {
		throw new RangeError(`attackSucceeds: value must be an integer, got ${String(value)}`);
	}
	int('attackSucceeds', 'defence', defence, 0, MAX_DEFENCE);
	return value >= defence;
}

export interface OddsOptions extends FaceRules {
	/**
	 * How a fumble-and-critical conflict is counted. The turn player decides it, so it is
	 * 'critical' when the turn player rolls (an attack) and 'fumble' when the other side does
	 * (a カウンター or 切り返し return attack). Default 'critical'.
	 */
	conflictAs?: 'critical' | 'fumble';
	/** Open point `negative_value`: a value below 0 kept (default) or counted as 0. */
	negative?: NegativeReading;
}

export interface SuccessChanceInput extends OddsOptions {
	/** Exactly this many dice are rolled. */
	dice: number;
	modifier: number;
	/** The defence to reach (0 for a face-down defender). */
	target: number;
}

export interface BestDiceInput extends OddsOptions {
	/** The n of nD: any count from 1 to n may be rolled. */
	maxDice: number;
	modifier: number;
	target: number;
}

/** `count` dice with `sides` faces, for `$lib/core/dice`'s exact distribution. */
const sumSpec = (count: number, sides: number): SumSpec => ({
	kind: 'sum',
	count,
	sides,
	modifier: 0,
	text: `${count}D${sides}`
});

/**
 * P(no die ≤ f and the sum = s), by s. With every face above f each die is f + (a die with 6 − f
 * faces), so this is ((6 − f)/6)^n · P(nD(6−f) = s − n·f) from the shared dice distribution.
 */
function noFumbleSums(n: number, f: number): Map<number, number> {
	const sides = 6 - f;
	const weight = (sides / 6) ** n;
	if (sides === 0) return new Map();
	if (sides === 1) return new Map([[6 * n, weight]]);
	const out = new Map<number, number>();
	for (const [sum, p] of distribution(sumSpec(n, sides))) out.set(sum + n * f, p * weight);
	return out;
}

/**
 * P(every die shows one of `faces`, and the sum = s), by s: the few allowed faces convolved (the
 * critical faces above the fumble line; at most six, usually just 6 or 5–6).
 */
function allOfFacesSums(n: number, faces: readonly number[]): Map<number, number> {
	let dist = new Map<number, number>([[0, 1]]);
	for (let k = 0; k < n; k++) {
		const next = new Map<number, number>();
		for (const [sum, p] of dist) for (const f of faces) next.set(sum + f, (next.get(sum + f) ?? 0) + p / 6);
		dist = next;
	}
	return dist;
}

const total = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * The exact probability that rolling exactly `dice` dice gives a value ≥ `target`. The rolls fall
 * into fumbles, criticals, conflicts and normal rolls by sum; each class's value is `checkValue`'s —
 * the function the recorded check uses — with conflicts read as `conflictAs` and values below 0
 * as `negative` says, so the odds follow the table's reading.
 */
export function successChance(input: SuccessChanceInput): number {
	const fn = 'successChance';
	const n = int(fn, 'dice', input.dice, 1, MAX_DICE);
	const modifier = int(fn, 'modifier', input.modifier, -MAX_MODIFIER, MAX_MODIFIER);
	const target = int(fn, 'target', input.target, 0, MAX_DEFENCE);
	const reading = oddsReading(fn, input);
	const { fumbleAtOrBelow: f, criticalFaces } = faceRules(fn, input);
	return chanceOf(n, modifier, target, f, criticalFaces, reading);
}

/** The odds' reading: a conflict is always counted one way (default critical), negatives as given. */
function oddsReading(fn: string, input: OddsOptions): ValueReading {
	const conflictAs = oneOf(fn, 'conflictAs', input.conflictAs ?? 'critical', ['critical', 'fumble'] as const);
	return { ...valueReading(fn, { negative: input.negative }), conflictAs };
}

function chanceOf(
	n: number,
	modifier: number,
	target: number,
	f: number,
	criticalFaces: readonly number[],
	reading: ValueReading
): number {
	const hits = (outcome: CheckOutcome, sum = 0) => {
		const value = checkValue(outcome, sum, modifier, reading);
		return value !== null && attackSucceeds(value, target);
	};
	const critical = allOfFacesSums(
		n,
		criticalFaces.filter((x) => x > f)
	);
	const pCritical = total(critical);
	const pNoFumble = ((6 - f) / 6) ** n;
	const pConflict = (criticalFaces.length / 6) ** n - pCritical; // all critical faces and some face ≤ f
	const pFumble = 1 - pNoFumble - pConflict;
	// Summed over the failing rolls, so a check nothing can fail is exactly 1.
	let fail = 0;
	for (const [sum, p] of noFumbleSums(n, f)) {
		const normal = p - (critical.get(sum) ?? 0);
		if (normal > 0 && !hits('normal', sum)) fail += normal;
	}
	if (!hits('critical')) fail += pCritical;
	if (!hits('fumble')) fail += pFumble;
	if (!hits('conflict')) fail += pConflict;
	return Math.min(1, Math.max(0, 1 - fail));
}

/** Chances closer than this are a tie (float noise), and a tie goes to fewer dice. */
const TIE = 1e-12;

/**
 * The number of dice from 1 to `maxDice` with the highest success chance, ties to fewer dice
 * (fewer dice fumble less). `chance` is that count's `successChance`.
 */
export function bestDiceCount(input: BestDiceInput): { dice: number; chance: number } {
	const fn = 'bestDiceCount';
	const maxDice = int(fn, 'maxDice', input.maxDice, 1, MAX_DICE);
	const modifier = int(fn, 'modifier', input.modifier, -MAX_MODIFIER, MAX_MODIFIER);
	const target = int(fn, 'target', input.target, 0, MAX_DEFENCE);
	const reading = oddsReading(fn, input);
	const { fumbleAtOrBelow, criticalFaces } = faceRules(fn, input);
	let best = { dice: 1, chance: chanceOf(1, modifier, target, fumbleAtOrBelow, criticalFaces, reading) };
	for (let dice = 2; dice <= maxDice; dice++) {
		const chance = chanceOf(dice, modifier, target, fumbleAtOrBelow, criticalFaces, reading);
		if (chance > best.chance + TIE) best = { dice, chance };
	}
	return best;
}

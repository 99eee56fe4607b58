import { isPossible, range } from './distribution';
import { DiceEntryError } from './errors';
import { assertSpec } from './parse';
import type { DiceRoll, DiceSpec } from './types';

import type { Rng } from './random';

export { cryptoRng, type Rng } from './random';
/** A uniform integer in [0, 2^32). */
export type Uint32Source = () => number;

const single = new Uint32Array(1);

function cryptoUint32(): number {
	crypto.getRandomValues(single);
	return single[0] ?? 0;
}

/**
 * An unbiased face 1..sides. `x % sides` alone favours low faces, so draws at or
 * above the largest multiple of `sides` below 2^32 are rejected and redrawn.
 */
export function rollFace(sides: number, source: Uint32Source = cryptoUint32): number {
	if (!Number.isInteger(sides) || sides < 1 || sides > 2 ** 32) throw new RangeError(`rollFace: bad sides ${sides}`);
	const limit = 2 ** 32 - (2 ** 32 % sides);
	for (;;) {
		const x = source();
		if (!Number.isInteger(x) || x < 0) throw new RangeError(`rollFace: source gave ${x}, not a Uint32`);
		if (x < limit) return 1 + (x % sides);
	}
}

const dieSides = (spec: DiceSpec) => (spec.kind === 'd66' ? 6 : spec.sides);
const dieCount = (spec: DiceSpec) => (spec.kind === 'd66' ? 2 : spec.count);

function makeRoll(spec: DiceSpec, faces: number[], source: DiceRoll['source']): DiceRoll {
	const total =
		spec.kind === 'd66' ? 10 * (faces[0] ?? 0) + (faces[1] ?? 0) : faces.reduce((sum, f) => sum + f, spec.modifier);
	return { spec: spec.text, total, faces, source };
}

function rollFaces(spec: DiceSpec, face: (sides: number) => number): DiceRoll {
	assertSpec(spec);
	const faces = Array.from({ length: dieCount(spec) }, () => face(dieSides(spec)));
	return makeRoll(spec, faces, 'app');
}

/** Rolls with a float RNG. Out-of-range values throw rather than yield an impossible face in a log. */
export function rollWith(spec: DiceSpec, rng: Rng): DiceRoll {
	return rollFaces(spec, (sides) => {
		const r = rng();
		if (!(r >= 0 && r < 1)) throw new RangeError(`rollWith: rng gave ${r}, not a number in [0, 1)`);
		return 1 + Math.floor(r * sides);
	});
}

/** The app's own roll: every face from `rollFace` (crypto, rejection sampling). */
export function rollApp(spec: DiceSpec, source: Uint32Source = cryptoUint32): DiceRoll {
	return rollFaces(spec, (sides) => rollFace(sides, source));
}

/** Real dice entered face by face (D66: [tens, ones]). Rejects anything the dice could not show. */
export function tableRoll(spec: DiceSpec, faces: readonly number[]): DiceRoll {
	assertSpec(spec);
	const count = dieCount(spec);
	const sides = dieSides(spec);
	if (faces.length !== count)
		throw new DiceEntryError(
			'dice/wrong_face_count',
			{ spec: spec.text, expected: count, got: faces.length },
			`${spec.text} needs ${count} ${count === 1 ? 'die' : 'dice'}, but ${faces.length} ${faces.length === 1 ? 'was' : 'were'} entered`
		);
	faces.forEach((face, i) => {
		if (!Number.isInteger(face) || face < 1 || face > sides)
			throw new DiceEntryError(
				'dice/face_out_of_range',
				{ spec: spec.text, die: i + 1, face, sides },
				`Die ${i + 1} shows ${face}, but a d${sides} only has faces 1 to ${sides}`
			);
	});
	return makeRoll(spec, [...faces], 'table');
}

/** Real dice entered as a total only; faces are unknown, so `faces` is []. */
export function tableTotal(spec: DiceSpec, total: number): DiceRoll {
	assertSpec(spec);
	if (!isPossible(spec, total)) {
		const { min, max } = range(spec);
		const allowed =
			spec.kind === 'd66' ? 'enter two digits, each 1 to 6 (11 to 66)' : `enter a whole number from ${min} to ${max}`;
		throw new DiceEntryError(
			'dice/impossible_total',
			{ spec: spec.text, total, min, max },
			`${spec.text} cannot total ${total}; ${allowed}`
		);
	}
	return { spec: spec.text, total, faces: [], source: 'table' };
}

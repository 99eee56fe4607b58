import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
	ReadingsChosenPayload,
	checkChoices,
	chooseReadings,
	defaultChoice,
	readingsInForce,
	type OpenPoint
} from './readings';

const firstTurn: OpenPoint = {
	id: 'first_turn_pass',
	title: { ja: '第1ターンのパス', en: 'Passing on turn 1' },
	question: { ja: '「第1ターン」はどのターンか', en: 'Which turn is "turn 1"?' },
	readings: [
		{ id: 'round_turn_1', label: { ja: 'ラウンドのターン1', en: "The round's turn 1" } },
		{ id: 'each_side_first', label: { ja: '各陣営の最初のターン', en: "Each side's first turn" } }
	],
	default: 'round_turn_1'
};
const minimum: OpenPoint = {
	id: 'minimum_damage',
	title: { ja: '最低ダメージ', en: 'Minimum damage' },
	question: { ja: '「」ダメージが保障されます', en: '"" damage is guaranteed' },
	readings: [
		{ id: 'one', label: { ja: '1', en: '1' } },
		{ id: 'gm_sets', label: { ja: 'GMが決める', en: 'The GM sets it' }, takesAmount: true }
	],
	default: 'one',
	amount: { label: { ja: 'ダメージ', en: 'Damage' }, min: 0, max: 99, default: 1 }
};
const fixed: OpenPoint = { ...firstTurn, id: 'fixed', fixedBecause: { ja: '卓で扱う', en: 'the table applies it' } };
const points = [firstTurn, minimum, fixed];

describe('open points', () => {
	it('a point starts at its default reading (with the default amount when that reading takes one)', () => {
		expect(defaultChoice(firstTurn)).toEqual({ reading: 'round_turn_1' });
		expect(defaultChoice({ ...minimum, default: 'gm_sets' })).toEqual({ reading: 'gm_sets', amount: 1 });
		expect(readingsInForce(points, {})).toEqual({
			first_turn_pass: { reading: 'round_turn_1' },
			minimum_damage: { reading: 'one' },
			fixed: { reading: 'round_turn_1' }
		});
	});

	it('a chosen reading is in force; the others keep their defaults', () => {
		const chosen = chooseReadings({}, { choices: { minimum_damage: { reading: 'gm_sets', amount: 3 } } });
		expect(readingsInForce(points, chosen).minimum_damage).toEqual({ reading: 'gm_sets', amount: 3 });
		expect(readingsInForce(points, chosen).first_turn_pass).toEqual({ reading: 'round_turn_1' });
	});

	it('refuses an unknown point, a fixed point, an unknown reading and an amount out of bounds or missing', () => {
		expect(checkChoices(points, { nope: { reading: 'one' } })?.refusal).toBe('session/unknown_reading');
		expect(checkChoices(points, { fixed: { reading: 'round_turn_1' } })?.refusal).toBe('session/unknown_reading');
		expect(checkChoices(points, { first_turn_pass: { reading: 'x' } })?.refusal).toBe('session/unknown_reading');
		expect(checkChoices(points, { minimum_damage: { reading: 'gm_sets', amount: 100 } })).toEqual({
			refusal: 'session/reading_amount',
			params: { point: 'minimum_damage', min: 0, max: 99 }
		});
		expect(checkChoices(points, { minimum_damage: { reading: 'gm_sets' } })?.refusal).toBe('session/reading_amount');
		expect(checkChoices(points, { minimum_damage: { reading: 'one', amount: 4 } })?.refusal).toBe(
			'session/reading_amount'
		);
		expect(checkChoices(points, { first_turn_pass: { reading: 'each_side_first' } })).toBeNull();
	});

	it('the payload is plain data with bounded size', () => {
		expect(v.safeParse(ReadingsChosenPayload, { choices: {} }).success).toBe(false);
		expect(v.safeParse(ReadingsChosenPayload, { choices: { a: { reading: 'b', amount: 1.5 } } }).success).toBe(false);
		expect(v.safeParse(ReadingsChosenPayload, { choices: { a: { reading: 'b', extra: 1 } } }).success).toBe(false);
		expect(v.safeParse(ReadingsChosenPayload, { choices: { a: { reading: 'b' } } }).success).toBe(true);
	});
});

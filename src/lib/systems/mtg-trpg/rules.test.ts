import { describe, expect, it } from 'vitest';
import {
	LIBRARY_OUT_COUNT,
	checkChance,
	checkOutcome,
	colourBonus,
	enemyHandicap,
	enemyPrepTurn,
	escapeDifficulty,
	hordeDifficulty,
	hordePrepTurns,
	hordeTurnsChance,
	hordeTurnsOf,
	libraryOut,
	resetValues,
	type Colour,
	type DeckEntry
} from './rules';

describe('enemyHandicap: 「PCが2人以上戦闘に参加する場合、敵は以下の3点のハンデ」', () => {
	it('two or more PCs: opening hand 9, life 40, a preparation turn, hand limit 9', () => {
		expect(enemyHandicap(2)).toEqual({ openingHand: 9, life: 40, prepTurn: true, maxHand: 9 });
		expect(enemyHandicap(5)).toEqual({ openingHand: 9, life: 40, prepTurn: true, maxHand: 9 });
	});
	it('one PC: the normal 7 cards and 20 life, no preparation turn', () => {
		expect(enemyHandicap(1)).toEqual({ openingHand: 7, life: 20, prepTurn: false, maxHand: 7 });
	});
	it('refuses no PCs', () => {
		expect(() => enemyHandicap(0)).toThrow('enemyHandicap: pcCount must be an integer ≥ 1, got 0');
	});
});

describe('libraryOut: 「記録した数が、45枚以上になったら、その敵は敗北」', () => {
	it('44 is not yet, 45 is', () => {
		expect(LIBRARY_OUT_COUNT).toBe(45);
		expect(libraryOut(44)).toBe(false);
		expect(libraryOut(45)).toBe(true);
		expect(libraryOut(60)).toBe(true);
		expect(libraryOut(0)).toBe(false);
	});
	it('refuses a negative count', () => {
		expect(() => libraryOut(-1)).toThrow(/libraryOut: count/);
	});
});

describe('hordePrepTurns: the margin, 1 to 5', () => {
	it("the seed's example: achievement 8, target 6 → 「8-6=2」 → 2 turns", () => {
		expect(hordePrepTurns(8, 6)).toBe(2);
	});
	it('「最大でも5ターン」 and 「0ターン以下となった場合、代わりに1ターン」', () => {
		expect(hordePrepTurns(15, 2)).toBe(5);
		expect(hordePrepTurns(7, 2)).toBe(5);
		expect(hordePrepTurns(6, 6)).toBe(1);
		expect(hordePrepTurns(2, 9)).toBe(1);
		expect(hordePrepTurns(7, 6)).toBe(1);
	});
	it('refuses fractions', () => {
		expect(() => hordePrepTurns(8.5, 6)).toThrow(/achievement/);
	});
});

describe('escape and horde difficulty: 「難易度の最大数4は超えない」', () => {
	it('is the count, capped at 4', () => {
		expect([0, 1, 3, 4, 5, 9].map(escapeDifficulty)).toEqual([0, 1, 3, 4, 4, 4]);
		expect([0, 2, 4, 7].map(hordeDifficulty)).toEqual([0, 2, 4, 4]);
	});
	it('refuses a negative count', () => {
		expect(() => escapeDifficulty(-1)).toThrow('escapeDifficulty: count must be an integer ≥ 0, got -1');
	});
});

describe('colourBonus: +5 same colour, +3 allied, +0 enemy or colourless', () => {
	it('red check: red +5, green and black (allied) +3, white and blue (enemy) +0, colourless +0', () => {
		expect(colourBonus('R', ['R'])).toBe(5);
		expect(colourBonus('R', ['G'])).toBe(3);
		expect(colourBonus('R', ['B'])).toBe(3);
		expect(colourBonus('R', ['W'])).toBe(0);
		expect(colourBonus('R', ['U'])).toBe(0);
		expect(colourBonus('R', [])).toBe(0);
	});
	it('allied pairs are W–U, U–B, B–R, R–G, G–W both ways', () => {
		const pairs: [Colour, Colour][] = [
			['W', 'U'],
			['U', 'B'],
			['B', 'R'],
			['R', 'G'],
			['G', 'W']
		];
		for (const [a, b] of pairs) {
			expect(colourBonus(a, [b])).toBe(3);
			expect(colourBonus(b, [a])).toBe(3);
		}
		expect(colourBonus('W', ['B'])).toBe(0);
		expect(colourBonus('U', ['G'])).toBe(0);
	});
	it('a multicolour card takes its best bonus', () => {
		expect(colourBonus('R', ['W', 'R'])).toBe(5);
		expect(colourBonus('R', ['W', 'G'])).toBe(3);
		expect(colourBonus('U', ['W', 'R'])).toBe(3);
	});
	it('a basic land type counts as its colour: a Mountain is red, a Steam Vents (Island Mountain) blue and red', () => {
		expect(colourBonus('R', ['Mountain'])).toBe(5);
		expect(colourBonus('U', ['Island', 'Mountain'])).toBe(5);
		expect(colourBonus('W', ['Island', 'Mountain'])).toBe(3);
	});
	it('a colourless check gives +0 by default, +5 to colourless cards in the other reading', () => {
		expect(colourBonus(null, ['R'])).toBe(0);
		expect(colourBonus(null, [])).toBe(0);
		expect(colourBonus(null, [], 'colourless-cards')).toBe(5);
		expect(colourBonus(null, ['R'], 'colourless-cards')).toBe(0);
	});
	it('refuses an unknown colour', () => {
		// @ts-expect-error: not a colour
		expect(() => colourBonus('R', ['X'])).toThrow(/colourBonus: cardColours\[0\] must be a colour/);
	});
});

describe('checkOutcome: target = first MV + difficulty, achievement = second MV + bonus', () => {
	it('succeeds when achievement ≥ target', () => {
		expect(checkOutcome({ firstMv: 2, secondMv: 1, difficulty: 4, bonus: 5 })).toEqual({
			target: 6,
			achievement: 6,
			success: true,
			margin: 0,
			auto: null
		});
		expect(checkOutcome({ firstMv: 3, secondMv: 1, difficulty: 4, bonus: 5 })).toEqual({
			target: 7,
			achievement: 6,
			success: false,
			margin: -1,
			auto: null
		});
	});
	it("the seed's horde example: achievement 8 against target 6 is margin 2", () => {
		const o = checkOutcome({ firstMv: 6, secondMv: 3, difficulty: 0, bonus: 5 });
		expect(o).toMatchObject({ target: 6, achievement: 8, margin: 2, success: true });
		expect(hordePrepTurns(o.achievement, o.target)).toBe(2);
	});
	it('a designated card first fails automatically; second succeeds automatically; the numbers follow the formulas', () => {
		expect(checkOutcome({ firstMv: 0, secondMv: 5, difficulty: 0, bonus: 5, firstDesignated: true })).toEqual({
			target: 0,
			achievement: 10,
			success: false,
			margin: 10,
			auto: 'fail'
		});
		expect(checkOutcome({ firstMv: 7, secondMv: 0, difficulty: 4, bonus: 0, secondDesignated: true })).toEqual({
			target: 11,
			achievement: 0,
			success: true,
			margin: -11,
			auto: 'success'
		});
		expect(
			checkOutcome({ firstMv: 1, secondMv: 1, difficulty: 0, bonus: 0, firstDesignated: true, secondDesignated: true })
				.auto
		).toBe('fail');
	});
	it('refuses a mana value outside 0…16', () => {
		expect(() => checkOutcome({ firstMv: 17, secondMv: 1, difficulty: 0, bonus: 0 })).toThrow(
			'checkOutcome: firstMv must be an integer from 0 to 16, got 17'
		);
		expect(() => checkOutcome({ firstMv: 1, secondMv: -1, difficulty: 0, bonus: 0 })).toThrow(/secondMv/);
	});
});

describe('checkChance: exact over ordered pairs of distinct cards', () => {
	/** The notes' example deck (other-systems.md, System D): 24 lands, spells MV1×8, MV2×12, MV3×8, MV4×6, MV5×2. */
	const notesDeck = (colours: Colour[]): DeckEntry[] => [
		{ count: 24, mv: 0, colours },
		{ count: 8, mv: 1, colours },
		{ count: 12, mv: 2, colours },
		{ count: 8, mv: 3, colours },
		{ count: 6, mv: 4, colours },
		{ count: 2, mv: 5, colours }
	];
	const pct = (x: number) => Math.round(x * 1000) / 10;
	it('matches our computed table for the +5, +3 and +0 columns', () => {
		const rows: [number, number, number, number][] = [
			[0, 100, 94.1, 61.7],
			[1, 98.6, 86.7, 38.3],
			[4, 74.2, 38.3, 5.9],
			[6, 38.3, 13.3, 0.0],
			[8, 13.3, 1.4, 0.0]
		];
		for (const [difficulty, same, alliedPct, none] of rows) {
			expect(pct(checkChance(notesDeck(['R']), { colour: 'R', difficulty }).chance)).toBe(same);
			expect(pct(checkChance(notesDeck(['G']), { colour: 'R', difficulty }).chance)).toBe(alliedPct);
			expect(pct(checkChance(notesDeck(['U']), { colour: 'R', difficulty }).chance)).toBe(none);
		}
	});
	it('a two-card deck by hand: red MV2 and red MV0 on a red check, difficulty 3', () => {
		// (MV2 first, MV0 second): target 5, achievement 5 → success, margin 0.
		// (MV0 first, MV2 second): target 3, achievement 7 → success, margin 4.
		const { chance, margins } = checkChance(
			[
				{ count: 1, mv: 2, colours: ['R'] },
				{ count: 1, mv: 0, colours: ['Mountain'] }
			],
			{ colour: 'R', difficulty: 3 }
		);
		expect(chance).toBe(1);
		expect([...margins]).toEqual([
			[0, 0.5],
			[4, 0.5]
		]);
	});
	it('designated cards: three of 60 give 3/60 automatic failures and 57/60 · 3/59 automatic successes', () => {
		// A deck that always fails otherwise: blue cards on a red check at difficulty 8.
		const deck: DeckEntry[] = [
			{ count: 57, mv: 0, colours: ['U'] },
			{ count: 3, mv: 0, colours: ['U'], designated: true }
		];
		expect(checkChance(deck, { colour: 'R', difficulty: 8 }).chance).toBeCloseTo((57 / 60) * (3 / 59), 14);
	});
	it('margins are keyed in ascending order and sum to 1', () => {
		const { margins } = checkChance(notesDeck(['R']), { colour: 'R', difficulty: 2 });
		const keys = [...margins.keys()];
		expect(keys).toEqual([...keys].sort((a, b) => a - b));
		expect([...margins.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
	});
	it('refuses more than three designated cards, fewer than two cards and a bad mana value', () => {
		expect(() =>
			checkChance([{ count: 4, mv: 1, colours: [], designated: true }], { colour: 'R', difficulty: 0 })
		).toThrow('checkChance: deck has 4 designated cards; at most 3');
		expect(() => checkChance([{ count: 1, mv: 1, colours: [] }], { colour: 'R', difficulty: 0 })).toThrow(
			'checkChance: deck has 1 card; a check reveals two'
		);
		expect(() => checkChance([{ count: 2, mv: 17, colours: [] }], { colour: 'R', difficulty: 0 })).toThrow(
			/deck\[0\]\.mv/
		);
	});
	it("adding a same-colour card can lower the chance: the issue's wording taken literally is false", () => {
		// Two red MV10 cards at difficulty 5: target 15, achievement 15 → always succeeds.
		// A red MV0 card added: revealed second it gives achievement 5 against 15 → 2 of 6 pairs fail.
		const before = checkChance([{ count: 2, mv: 10, colours: ['R'] }], { colour: 'R', difficulty: 5 }).chance;
		const after = checkChance(
			[
				{ count: 2, mv: 10, colours: ['R'] },
				{ count: 1, mv: 0, colours: ['R'] }
			],
			{ colour: 'R', difficulty: 5 }
		).chance;
		expect(before).toBe(1);
		expect(after).toBeCloseTo(4 / 6, 14);
	});
});

describe('resetValues: the reset clamps are a setting', () => {
	it('none keeps life and hand as they are (the seed)', () => {
		expect(resetValues(3, 2)).toEqual({ life: 3, hand: 2 });
		expect(resetValues(25, 9, 'none')).toEqual({ life: 25, hand: 9 });
	});
	it('the fuller rules: life 10…20, at least 5 cards (older text: at most 7)', () => {
		expect(resetValues(3, 2, 'life-10-20-hand-5')).toEqual({ life: 10, hand: 5 });
		expect(resetValues(25, 9, 'life-10-20-hand-5')).toEqual({ life: 20, hand: 9 });
		expect(resetValues(15, 9, 'life-10-20-hand-5-7')).toEqual({ life: 15, hand: 7 });
	});
	it('refuses an unknown reading', () => {
		// @ts-expect-error: not a reading
		expect(() => resetValues(10, 5, 'clamp')).toThrow(/resetValues: clamps/);
	});
});

describe('hordeTurnsChance', () => {
	it('automatic results under the three readings: an automatic failure is one turn by default', () => {
		// Two cards: a designated 0-drop and a red 3-drop. Difficulty 0, red check.
		const deck = [
			{ count: 1, mv: 0, colours: [], designated: true },
			{ count: 1, mv: 3, colours: ['R' as const] }
		];
		// (designated, 3R): auto fail, margin 3 + 5 − 0 = 8 → formula 5, fail-one 1, extremes 1.
		// (3R, designated): auto success, margin 0 − 3 = −3 → formula 1, fail-one 1, extremes 5.
		expect([...hordeTurnsChance(deck, { colour: 'R', difficulty: 0 })]).toEqual([[1, 1]]);
		expect([...hordeTurnsChance(deck, { colour: 'R', difficulty: 0 }, 'formula')]).toEqual([
			[1, 0.5],
			[5, 0.5]
		]);
		expect([...hordeTurnsChance(deck, { colour: 'R', difficulty: 0 }, 'auto-extremes')]).toEqual([
			[1, 0.5],
			[5, 0.5]
		]);
		const fail = checkOutcome({ firstMv: 0, secondMv: 3, difficulty: 0, bonus: 5, firstDesignated: true });
		expect([hordeTurnsOf(fail), hordeTurnsOf(fail, 'formula'), hordeTurnsOf(fail, 'auto-extremes')]).toEqual([1, 5, 1]);
		const success = checkOutcome({ firstMv: 1, secondMv: 4, difficulty: 0, bonus: 0, secondDesignated: true });
		expect([hordeTurnsOf(success), hordeTurnsOf(success, 'formula'), hordeTurnsOf(success, 'auto-extremes')]).toEqual([
			3, 3, 5
		]);
	});
	it('refuses an unknown reading', () => {
		// @ts-expect-error: not a reading
		expect(() => hordeTurnsChance([{ count: 2, mv: 1, colours: [] }], { colour: 'R', difficulty: 0 }, 'x')).toThrow(
			/hordeTurnsChance: reading/
		);
	});
});

describe('enemyPrepTurn: ④ 「PCの数が2人以上の場合、敵は、1ターン目開始の前に、ハンデとして準備のためのターンを得ます」', () => {
	it('the default reads ④ as written: any enemy facing two or more PCs, one turn for the enemy side', () => {
		expect(enemyPrepTurn(2, ['horde'])).toBe(true);
		expect(enemyPrepTurn(3, ['creature', 'planeswalker'])).toBe(true);
		expect(enemyPrepTurn(2, ['deck'])).toBe(true);
		expect(enemyPrepTurn(1, ['deck'])).toBe(false);
		expect(enemyPrepTurn(1, ['horde', 'creature'])).toBe(false);
	});
	it('the other reading: only when a deck is among the enemies (「敵がデッキの場合」 — 3.準備のための1ターンを得る)', () => {
		expect(enemyPrepTurn(3, ['horde'], 'deck-only')).toBe(false);
		expect(enemyPrepTurn(3, ['creature', 'deck'], 'deck-only')).toBe(true);
		expect(enemyPrepTurn(1, ['deck'], 'deck-only')).toBe(false);
	});
	it('refuses no enemies, an unknown kind and an unknown reading', () => {
		expect(() => enemyPrepTurn(2, [])).toThrow(/enemyPrepTurn: kinds/);
		// @ts-expect-error: not a kind
		expect(() => enemyPrepTurn(2, ['dragon'])).toThrow(/unknown kind/);
		// @ts-expect-error: not a reading
		expect(() => enemyPrepTurn(2, ['deck'], 'x')).toThrow(/enemyPrepTurn: reading/);
	});
});

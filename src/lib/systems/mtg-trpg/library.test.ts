/**
 * Checks reveal from the library only: 「ライブラリー上に何のカードがあるか知られている場合、知られている
 * カードは、目標値や達成値を決める時のみ、追放される」 (seed `004_32997888c68f1437.txt`). What the table
 * tells the app — cards in hand, on the battlefield, in the graveyard or exile, known on top — is
 * taken out of what a check reveals, and the odds are conditional on it.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '$lib/core/events';
import { TestSession, seededRandom } from '$tests/factories/session.svelte';
import { mtgTrpg } from '.';
import { checkPool, countIn, libraryCounts, moveCards, poolHolds, type KnownCards } from './library';
import { reduceMtg } from './reducer';
import { envWith } from '$tests/factories/mtg-trpg';
import { checkChance, checkOutcome, colourBonus, type Colour } from './rules';
import type { DeckCard } from './state';

const card = (count: number, mv: number, colours: Colour[] = [], designated = false): DeckCard => ({
	count,
	mv,
	colours,
	designated,
	name: null,
	land: mv === 0
});
const code = (r: unknown) => (isRefusal(r) ? r.refusal : r);

describe('moveCards, checkPool, libraryCounts', () => {
	const deck = [card(24, 0, ['R']), card(4, 1, ['R']), card(2, 5, ['R'], true)];

	it('a deck with nothing recorded is all library, and a check reveals from the whole deck, as before', () => {
		expect(checkPool(deck, [])).toEqual(deck);
		expect(libraryCounts(deck, [])).toEqual({ library: 30, top: 0, pool: 30, placed: 0 });
	});

	it('cards in hand, on the battlefield and in the graveyard leave the library; known top cards stay in it but out of the check', () => {
		let known: KnownCards[] = [];
		const move = (line: number, from: Parameters<typeof moveCards>[2]['from'], to: typeof from, count = 1) => {
			const next = moveCards(deck, known, { line, from, to, count });
			if (typeof next === 'string') throw new Error(next);
			known = next;
		};
		move(1, 'library', 'hand', 2);
		move(1, 'hand', 'battlefield');
		move(0, 'library', 'battlefield', 3);
		move(2, 'library', 'top');
		expect(countIn(deck, known, 1, 'library')).toBe(2);
		expect(countIn(deck, known, 1, 'hand')).toBe(1);
		expect(libraryCounts(deck, known)).toEqual({ library: 25, top: 1, pool: 24, placed: 6 });
		expect(checkPool(deck, known).map((c) => c.count)).toEqual([21, 2, 1]);
		move(2, 'top', 'hand');
		move(1, 'battlefield', 'library');
		expect(checkPool(deck, known).map((c) => c.count)).toEqual([21, 3, 1]);
		expect(known).toEqual([
			{ line: 0, zone: 'battlefield', count: 3 },
			{ line: 1, zone: 'hand', count: 1 },
			{ line: 2, zone: 'hand', count: 1 }
		]);
	});

	it('refuses a card that is not there, a line the deck does not have, and a move to the same place', () => {
		expect(moveCards(deck, [], { line: 2, from: 'library', to: 'hand', count: 3 })).toBe('not_there');
		expect(moveCards(deck, [], { line: 1, from: 'hand', to: 'graveyard', count: 1 })).toBe('not_there');
		expect(moveCards(deck, [], { line: 3, from: 'library', to: 'hand', count: 1 })).toBe('unknown_line');
		expect(moveCards(deck, [], { line: 0, from: 'hand', to: 'hand', count: 1 })).toBe('same_place');
	});

	it('poolHolds: two revealed cards are two distinct cards of the pool', () => {
		const pool = [card(1, 3, ['G']), card(2, 7, ['U'])];
		const c = (mv: number, colours: Colour[]) => ({ mv, colours, designated: false });
		expect(poolHolds(pool, [c(3, ['G']), c(7, ['U'])])).toBe(true);
		expect(poolHolds(pool, [c(7, ['U']), c(7, ['U'])])).toBe(true);
		expect(poolHolds(pool, [c(3, ['G']), c(3, ['G'])])).toBe(false);
		expect(poolHolds(pool, [c(3, ['R']), c(7, ['U'])])).toBe(false);
	});
});

const small = fc.array(
	fc.record({
		count: fc.integer({ min: 1, max: 4 }),
		mv: fc.integer({ min: 0, max: 5 }),
		colours: fc.subarray(['W', 'U', 'B', 'R', 'G'] as Colour[], { maxLength: 2 }),
		designated: fc.constant(false)
	}),
	{ minLength: 1, maxLength: 5 }
);
const zone = fc.constantFrom('hand', 'battlefield', 'graveyard', 'exile', 'top') as fc.Arbitrary<
	'hand' | 'battlefield' | 'graveyard' | 'exile' | 'top'
>;

test.prop([small, fc.array(fc.record({ line: fc.nat(4), zone, count: fc.integer({ min: 1, max: 3 }) })), fc.nat(6)], {
	numRuns: 150
})(
	'the odds are conditional on what is known: equal to every ordered pair of the cards left unknown in the library',
	(entries, moves, difficulty) => {
		const deck = entries.map((e) => ({ ...e, name: null, land: false }));
		let known: KnownCards[] = [];
		for (const m of moves) {
			const next = moveCards(deck, known, { line: m.line, from: 'library', to: m.zone, count: m.count });
			if (typeof next !== 'string') known = next;
		}
		// The library as cards, one by one, without anything the table placed (known top cards set aside).
		const left = deck.flatMap((c, line) => Array.from({ length: countIn(deck, known, line, 'library') }, () => c));
		if (left.length < 2) {
			expect(() => checkChance(checkPool(deck, known), { colour: 'R', difficulty })).toThrow(RangeError);
			return;
		}
		let wins = 0;
		let pairs = 0;
		for (let i = 0; i < left.length; i++)
			for (let j = 0; j < left.length; j++) {
				if (i === j) continue;
				const [a, b] = [left[i]!, left[j]!];
				const o = checkOutcome({ firstMv: a.mv, secondMv: b.mv, difficulty, bonus: colourBonus('R', b.colours) });
				if (o.success) wins++;
				pairs++;
			}
		expect(checkChance(checkPool(deck, known), { colour: 'R', difficulty }).chance).toBeCloseTo(wins / pairs, 12);
	}
);

const place = fc.constantFrom('library', 'hand', 'battlefield', 'graveyard', 'exile', 'top') as fc.Arbitrary<
	'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'top'
>;

test.prop([
	small,
	fc.array(fc.record({ line: fc.nat(5), from: place, to: place, count: fc.integer({ min: 1, max: 3 }) }))
])(
	'whatever the table says, each card is in one place: no place goes below 0, the places add up to the deck',
	(entries, moves) => {
		const deck = entries.map((e) => ({ ...e, name: null, land: false }));
		let known: KnownCards[] = [];
		for (const m of moves) {
			const next = moveCards(deck, known, m);
			if (typeof next === 'string') continue;
			known = next;
			for (const [line, c] of deck.entries()) {
				const counts = (['library', 'hand', 'battlefield', 'graveyard', 'exile', 'top'] as const).map((p) =>
					countIn(deck, known, line, p)
				);
				for (const n of counts) expect(n).toBeGreaterThanOrEqual(0);
				expect(counts.reduce((a, b) => a + b, 0)).toBe(c.count);
			}
		}
		const total = deck.reduce((n, c) => n + c.count, 0);
		const counts = libraryCounts(deck, known);
		expect(counts.pool + counts.placed).toBe(total);
		expect(checkPool(deck, known).reduce((n, c) => n + c.count, 0)).toBe(counts.pool);
	}
);

describe('checks in a session reveal from the library only', () => {
	async function alice(deckText: string) {
		const s = new TestSession(mtgTrpg, { random: seededRandom(7) });
		expect(await s.dispatch('addPc', { name: 'アリス', deckText })).toBeNull();
		return s;
	}
	const appCheck = { pc: 'p1', purpose: 'check' as const, colour: 'G' as const, difficulty: 0, source: 'app' as const };

	it('「アプリでめくる」 never reveals a card the table put in hand or on the battlefield', async () => {
		const s = await alice('1 G 3\n1 U 7\n1 R 5\n1 B 2');
		await s.dispatch('moveCards', { pc: 'p1', line: 2, from: 'library', to: 'hand' });
		await s.dispatch('moveCards', { pc: 'p1', line: 3, from: 'library', to: 'battlefield' });
		for (let i = 0; i < 12; i++) {
			expect(await s.dispatch('check', appCheck)).toBeNull();
			const p = s.events.at(-1)!.payload as { first: { mv: number }; second: { mv: number } };
			expect([p.first.mv, p.second.mv].sort((a, b) => a - b)).toEqual([3, 7]);
		}
	});

	it('known top cards are set aside for the check (「目標値や達成値を決める時のみ、追放される」)', async () => {
		const s = await alice('1 G 3\n1 U 7\n1 R 5');
		await s.dispatch('moveCards', { pc: 'p1', line: 0, from: 'library', to: 'top' });
		await s.dispatch('check', appCheck);
		const p = s.events.at(-1)!.payload as { first: { mv: number }; second: { mv: number } };
		expect([p.first.mv, p.second.mv].sort((a, b) => a - b)).toEqual([5, 7]);
		// Still in the library: the card is set aside only while the check is made.
		expect(s.state.pcs[0]!.known).toEqual([{ line: 0, zone: 'top', count: 1 }]);
		await s.dispatch('moveCards', { pc: 'p1', line: 1, from: 'library', to: 'graveyard' });
		expect(await s.dispatch('check', appCheck)).toMatchObject({
			refusal: 'mtg-trpg/library_too_small',
			params: { cards: 1 }
		});
	});

	it('the reducer refuses an app reveal of a card that is not in the library (a forged or stale event)', async () => {
		const s = await alice('1 G 3\n1 U 7\n1 R 5');
		await s.dispatch('moveCards', { pc: 'p1', line: 2, from: 'library', to: 'hand' });
		const forged = reduceMtg(
			s.state,
			{
				type: 'mtg-trpg/checkMade',
				payload: {
					...appCheck,
					name: 'アリス',
					first: { mv: 5, colours: ['R'], designated: false },
					second: { mv: 3, colours: ['G'], designated: false }
				}
			},
			envWith(s.readings)
		);
		expect(code(forged)).toBe('mtg-trpg/not_in_library');
	});

	it('a reset returns every card to the library (「オーナーであるカードをすべてライブラリーに戻してシャッフル」)', async () => {
		const s = await alice('30 G 3\n30 land G');
		await s.dispatch('moveCards', { pc: 'p1', line: 0, from: 'library', to: 'battlefield', count: 4 });
		await s.dispatch('moveCards', { pc: 'p1', line: 1, from: 'library', to: 'top' });
		await s.dispatch('decideOrder', { first: 'pcs', deathMatch: false });
		await s.dispatch('reset', { hands: {} });
		expect(s.state.pcs[0]!.known).toEqual([]);
	});

	it('the log names a card moved where the other side sees it, and not one moved only between hand, top and library', async () => {
		const s = await alice('4 稲妻 : R 1\n20 land R');
		await s.dispatch('moveCards', { pc: 'p1', line: 0, from: 'library', to: 'hand', count: 2 });
		await s.dispatch('moveCards', { pc: 'p1', line: 0, from: 'hand', to: 'graveyard' });
		const [toHand, toGraveyard] = s.events.slice(-2).map((e) => mtgTrpg.describe(e, 'ja'));
		expect(toHand).toBe('アリス：カード2枚 ライブラリー → 手札');
		expect(toGraveyard).toBe('アリス：稲妻：マナ総量1（赤） 1枚 手札 → 墓地');
		await s.dispatch('clearKnown', { pc: 'p1' });
		expect(s.state.pcs[0]!.known).toEqual([]);
	});

	it('the odds in the calculator follow the library: three of four red cards in hand leave one of 17', async () => {
		const s = await alice('4 R 3\n16 land U');
		const before = checkChance(checkPool(s.state.pcs[0]!.deck, s.state.pcs[0]!.known), {
			colour: 'R',
			difficulty: 0
		}).chance;
		await s.dispatch('moveCards', { pc: 'p1', line: 0, from: 'library', to: 'hand', count: 3 });
		const pc = s.state.pcs[0]!;
		const after = checkChance(checkPool(pc.deck, pc.known), { colour: 'R', difficulty: 0 }).chance;
		// Success unless the first card is a 3-drop and the second is not red: before 4/20 · 16/19, after 1/17 · 16/16.
		expect(before).toBeCloseTo(1 - (4 / 20) * (16 / 19), 12);
		expect(after).toBeCloseTo(1 - 1 / 17, 12);
	});
});

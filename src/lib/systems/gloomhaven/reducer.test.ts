import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { isRefusal } from '$lib/core/events';
import { seededRng } from '../../../../tests/factories/gloomhaven';
import { gloomhavenEvents, type GloomhavenEventType } from './events';
import { MAX_CARDS, MAX_DECKS, initialGloomhavenState, reduceGloomhaven, supplyInPlay } from './reducer';
import { appDraw } from './rules';
import type { GloomhavenDeck, GloomhavenState } from './state';
import { NO_TABLES, deckOf, draw, ids, ok, party, step } from './testing';

describe('decks', () => {
	it('a new deck is the 20 standard cards in the pile; a second deck with the same id is refused', () => {
		const s = party();
		expect(deckOf(s, 'brute').pile).toHaveLength(20);
		expect(deckOf(s, 'brute').base).toHaveLength(20);
		expect(step(s, 'gloomhaven/deckAdded', { id: 'brute', name: 'x', owner: 'character' })).toEqual({
			refusal: 'gloomhaven/duplicate_deck',
			params: { deck: 'brute' }
		});
		expect(ok(s, 'gloomhaven/deckRemoved', { id: 'tinker', name: 'ティンカラー' }).decks.map((d) => d.id)).toEqual([
			'brute',
			'monsters'
		]);
		expect(step(s, 'gloomhaven/deckRemoved', { id: 'nope', name: 'x' })).toEqual({
			refusal: 'gloomhaven/unknown_deck',
			params: { deck: 'nope' }
		});
	});

	it('perk cards join the base; scenario cards and removed cards follow the deck until the scenario ends', () => {
		let s = party();
		s = ok(s, 'gloomhaven/cardAdded', {
			deck: 'brute',
			card: { id: 'perk-r1', value: 1, rolling: true },
			scenario: false
		});
		s = ok(s, 'gloomhaven/cardAdded', { deck: 'brute', card: { id: 'scn-m1', value: -1 }, scenario: true });
		s = ok(s, 'gloomhaven/cardRemoved', { deck: 'brute', card: 'minus1-1' });
		expect(deckOf(s, 'brute').pile).toHaveLength(21);
		expect(deckOf(s, 'brute').pile.find((c) => c.id === 'perk-r1')).toEqual({
			id: 'perk-r1',
			value: 1,
			rolling: true,
			kind: 'added'
		});
		expect(
			step(s, 'gloomhaven/cardAdded', { deck: 'brute', card: { id: 'perk-r1', value: 0 }, scenario: false })
		).toEqual({
			refusal: 'gloomhaven/duplicate_card',
			params: { card: 'perk-r1' }
		});
		expect(step(s, 'gloomhaven/cardRemoved', { deck: 'brute', card: 'zzz' })).toEqual({
			refusal: 'gloomhaven/unknown_card',
			params: { card: 'zzz' }
		});
		s = ok(s, 'gloomhaven/blessAdded', { deck: 'brute' });
		s = ok(s, 'gloomhaven/scenarioEnded', {});
		const d = deckOf(s, 'brute');
		expect(d.pile).toHaveLength(20);
		expect(d.pile.some((c) => c.id === 'perk-r1')).toBe(true);
		expect(d.pile.some((c) => c.id === 'scn-m1' || c.id === 'minus1-1' || c.kind === 'bless')).toBe(false);
	});

	it('the schemas refuse a value outside −10…+10, a rolling ×2, a negative shield or pierce', () => {
		const bad = (type: GloomhavenEventType, payload: unknown) => v.safeParse(gloomhavenEvents[type], payload).success;
		expect(bad('gloomhaven/cardAdded', { deck: 'brute', card: { id: 'c', value: 11 }, scenario: false })).toBe(false);
		expect(bad('gloomhaven/cardAdded', { deck: 'brute', card: { id: 'c', value: -10 }, scenario: false })).toBe(true);
		expect(
			bad('gloomhaven/cardAdded', { deck: 'brute', card: { id: 'c', value: 'x2', rolling: true }, scenario: false })
		).toBe(false);
		expect(bad('gloomhaven/attackDrawn', { ...draw(['plus0-1']), shield: -1 })).toBe(false);
		expect(bad('gloomhaven/attackDrawn', { ...draw(['plus0-1']), pierce: -1 })).toBe(false);
		expect(bad('gloomhaven/attackDrawn', draw([]))).toBe(false);
	});
});

describe('bless and curse supply', () => {
	it('10 bless cards at most across every deck; curses come as a ★ set for characters and an M set for monsters', () => {
		let s = party();
		for (let i = 0; i < 10; i++) s = ok(s, 'gloomhaven/blessAdded', { deck: i % 2 ? 'brute' : 'tinker' });
		expect(supplyInPlay(s)).toEqual({ bless: 10, playerCurses: 0, monsterCurses: 0 });
		expect(step(s, 'gloomhaven/blessAdded', { deck: 'monsters' })).toEqual({
			refusal: 'gloomhaven/supply_empty',
			params: { set: 'bless' }
		});
		for (let i = 0; i < 10; i++) s = ok(s, 'gloomhaven/curseAdded', { deck: 'brute' });
		expect(step(s, 'gloomhaven/curseAdded', { deck: 'tinker' })).toEqual({
			refusal: 'gloomhaven/supply_empty',
			params: { set: 'playerCurse' }
		});
		s = ok(s, 'gloomhaven/curseAdded', { deck: 'monsters' });
		expect(supplyInPlay(s)).toEqual({ bless: 10, playerCurses: 10, monsterCurses: 1 });
		const all = s.decks.flatMap((d) => d.pile.map((c) => c.id));
		expect(new Set(all.filter((id) => /^(bless|curse)-/.test(id))).size).toBe(21);
		expect(step(s, 'gloomhaven/cardRemoved', { deck: 'brute', card: 'bless-2' })).toEqual({
			refusal: 'gloomhaven/supply_card',
			params: { card: 'bless-2' }
		});
	});

	it('a drawn bless leaves the deck and goes back to the supply, so another can be added', () => {
		let s = party();
		for (let i = 0; i < 10; i++) s = ok(s, 'gloomhaven/blessAdded', { deck: 'brute' });
		s = ok(s, 'gloomhaven/attackDrawn', draw(['bless-4']));
		expect(s.lastAttack).toMatchObject({ applied: ['bless-4'], modified: 6, damage: 6 });
		expect(deckOf(s, 'brute').discards).toEqual([]);
		expect(deckOf(s, 'brute').reshuffleDue).toBe(false);
		expect(supplyInPlay(s).bless).toBe(9);
		s = ok(s, 'gloomhaven/blessAdded', { deck: 'tinker' });
		expect(supplyInPlay(s).bless).toBe(10);
	});
});

describe('attacks', () => {
	it('a table draw: a rolling card and the card after it, the damage step by step (shield 2, pierce 3)', () => {
		let s = ok(party(), 'gloomhaven/cardAdded', {
			deck: 'brute',
			card: { id: 'r1', value: 1, rolling: true },
			scenario: false
		});
		s = ok(s, 'gloomhaven/attackDrawn', draw(['r1', 'plus1-2'], { shield: 2, pierce: 3 }));
		expect(s.lastAttack).toEqual({
			deck: 'brute',
			source: 'table',
			drawn: ['r1', 'plus1-2'],
			applied: ['r1', 'plus1-2'],
			mode: 'normal',
			attack: 3,
			bonus: 0,
			modified: 5,
			shield: 2,
			pierce: 3,
			armour: 0,
			damage: 5,
			reshuffled: false
		});
		expect(ids(deckOf(s, 'brute').discards)).toEqual(['plus1-2', 'r1']);
		expect(deckOf(s, 'brute').pile).toHaveLength(19);
	});

	it('bonuses go on before the card; the target’s hit points after the damage are recorded', () => {
		// 攻撃3 +1 (poisoned, 1e) with ×2: (3 + 1) × 2 = 8, shield 1 → 7; 9 HP → 2.
		const s = ok(party(), 'gloomhaven/attackDrawn', draw(['x2'], { bonus: 1, shield: 1, target: 'ガード', hp: 9 }));
		expect(s.lastAttack).toMatchObject({
			attack: 3,
			bonus: 1,
			modified: 8,
			damage: 7,
			target: 'ガード',
			hp: 9,
			hpAfter: 2
		});
		expect(s.targets).toHaveLength(1);
	});

	it('an area attack: one draw per target from the same deck, in order; a target twice or out of order is refused', () => {
		let s = ok(party(), 'gloomhaven/attackDrawn', draw(['plus1-1'], { target: 'A', hp: 5, index: 0 }));
		s = ok(s, 'gloomhaven/attackDrawn', draw(['minus1-1'], { target: 'B', hp: 5, index: 1 }));
		expect(s.targets.map((t) => [t.target, t.damage, t.hpAfter])).toEqual([
			['A', 4, 1],
			['B', 2, 3]
		]);
		expect(deckOf(s, 'brute').pile).toHaveLength(18);
		expect(step(s, 'gloomhaven/attackDrawn', draw(['plus0-1'], { target: 'A', index: 2 }))).toMatchObject({
			refusal: 'gloomhaven/target_twice'
		});
		expect(step(s, 'gloomhaven/attackDrawn', draw(['plus0-1'], { target: 'C', index: 3 }))).toMatchObject({
			refusal: 'gloomhaven/target_out_of_order'
		});
		expect(
			step(s, 'gloomhaven/attackDrawn', draw(['plus0-1'], { deck: 'tinker', target: 'C', index: 2 }))
		).toMatchObject({ refusal: 'gloomhaven/target_out_of_order' });
		// A new attack (index 0) starts a new list.
		s = ok(s, 'gloomhaven/attackDrawn', draw(['plus0-1'], { target: 'A' }));
		expect(s.targets).toHaveLength(1);
	});

	it('a recorded result that disagrees with the cards is refused', () => {
		const good = { applied: ['plus1-1'], modified: 4, damage: 4 };
		ok(party(), 'gloomhaven/attackDrawn', draw(['plus1-1'], { result: good }));
		expect(
			step(party(), 'gloomhaven/attackDrawn', draw(['plus1-1'], { result: { ...good, damage: 5 } }))
		).toMatchObject({
			refusal: 'gloomhaven/result_mismatch'
		});
	});

	it('advantage follows the session edition', () => {
		let s = ok(party(), 'gloomhaven/cardAdded', {
			deck: 'brute',
			card: { id: 'r2', value: 2, rolling: true },
			scenario: false
		});
		// 1e: two cards, one rolling → both apply: 3 + 2 − 1 = 4.
		const e1 = ok(s, 'gloomhaven/attackDrawn', draw(['r2', 'minus1-1'], { mode: 'advantage' }));
		expect(e1.lastAttack?.modified).toBe(4);
		// 2e: rolling first → until a card that is not rolling, then one more, the better of those two.
		s = ok(s, 'gloomhaven/editionSet', { edition: '2e' });
		expect(step(s, 'gloomhaven/attackDrawn', draw(['r2', 'minus1-1'], { mode: 'advantage' }))).toMatchObject({
			refusal: 'gloomhaven/draw_incomplete'
		});
		const e2 = ok(s, 'gloomhaven/attackDrawn', draw(['r2', 'minus1-1', 'plus1-1'], { mode: 'advantage' }));
		expect(e2.lastAttack).toMatchObject({ applied: ['r2', 'plus1-1'], modified: 6 });
	});

	it('2nd edition advantage: a character may take either compared card; monsters take the better', () => {
		let s = ok(party(), 'gloomhaven/editionSet', { edition: '2e' });
		s = ok(s, 'gloomhaven/cardAdded', { deck: 'brute', card: { id: 'r1', value: 1, rolling: true }, scenario: false });
		// r1 rolls; +2 and −1 are compared; the player takes −1 (say, for its place in the deck): 3 + 1 − 1 = 3.
		const took = ok(
			s,
			'gloomhaven/attackDrawn',
			draw(['r1', 'plus2', 'minus1-1'], { mode: 'advantage', chosen: 'minus1-1' })
		);
		expect(took.lastAttack).toMatchObject({ applied: ['r1', 'minus1-1'], modified: 3 });
		expect(
			ok(s, 'gloomhaven/attackDrawn', draw(['r1', 'plus2', 'minus1-1'], { mode: 'advantage' })).lastAttack?.modified
		).toBe(6);
		expect(
			step(s, 'gloomhaven/attackDrawn', draw(['r1', 'plus2', 'minus1-1'], { mode: 'advantage', chosen: 'r1' }))
		).toEqual({ refusal: 'gloomhaven/not_a_choice', params: { card: 'r1' } });
		expect(
			step(
				s,
				'gloomhaven/attackDrawn',
				draw(['plus0-1', 'plus2'], { deck: 'monsters', mode: 'advantage', chosen: 'plus0-1' })
			)
		).toEqual({ refusal: 'gloomhaven/monster_takes_better' });
		expect(
			step(s, 'gloomhaven/attackDrawn', draw(['plus0-1', 'plus2'], { mode: 'disadvantage', chosen: 'plus0-1' }))
		).toEqual({ refusal: 'gloomhaven/no_choice' });
		expect(
			step(party(), 'gloomhaven/attackDrawn', draw(['plus0-1', 'plus2'], { mode: 'advantage', chosen: 'plus0-1' }))
		).toEqual({ refusal: 'gloomhaven/no_choice' });
	});

	it('a ×2 flags the reshuffle; the end of the round reshuffles only flagged decks', () => {
		let s = ok(party(), 'gloomhaven/attackDrawn', draw(['x2']));
		s = ok(s, 'gloomhaven/attackDrawn', draw(['plus0-1'], { deck: 'tinker' }));
		expect(deckOf(s, 'brute').reshuffleDue).toBe(true);
		expect(deckOf(s, 'tinker').reshuffleDue).toBe(false);
		s = ok(s, 'gloomhaven/roundEnded', {});
		expect(s.round).toBe(2);
		expect(deckOf(s, 'brute')).toMatchObject({ discards: [], reshuffleDue: false });
		expect(deckOf(s, 'brute').pile).toHaveLength(20);
		expect(deckOf(s, 'tinker').discards.map((c) => c.id)).toEqual(['plus0-1']);
	});

	it('an empty pile shuffles the discards in mid-attack; this attack’s own cards are not among them', () => {
		let s = party();
		const all = deckOf(s, 'brute')
			.pile.map((c) => c.id)
			.filter((id) => id !== 'x2' && id !== 'null');
		for (const id of all) s = ok(s, 'gloomhaven/attackDrawn', draw([id]));
		// Left in the pile: ×2 and null. Draw both under disadvantage, then the pile is empty.
		s = ok(s, 'gloomhaven/attackDrawn', draw(['x2', 'null'], { mode: 'disadvantage' }));
		expect(deckOf(s, 'brute').pile).toEqual([]);
		expect(s.lastAttack).toMatchObject({ applied: ['null'], damage: 0 });
		s = ok(s, 'gloomhaven/attackDrawn', draw(['x2'], { attack: 2 }));
		expect(s.lastAttack).toMatchObject({ reshuffled: true, damage: 4 });
		expect(deckOf(s, 'brute').pile).toHaveLength(19);
	});

	it('refuses a card not in the pile, too few or too many cards, an unknown deck, an empty deck', () => {
		const s = party();
		expect(step(s, 'gloomhaven/attackDrawn', draw(['nope']))).toEqual({
			refusal: 'gloomhaven/card_not_in_pile',
			params: { deck: 'ブルート', index: 0, card: 'nope' }
		});
		expect(step(s, 'gloomhaven/attackDrawn', draw(['plus0-1'], { mode: 'advantage' }))).toEqual({
			refusal: 'gloomhaven/draw_incomplete',
			params: { deck: 'ブルート', count: 1 }
		});
		expect(step(s, 'gloomhaven/attackDrawn', draw(['plus0-1', 'plus0-2']))).toEqual({
			refusal: 'gloomhaven/draw_too_long',
			params: { deck: 'ブルート', count: 2, takes: 1 }
		});
		expect(step(s, 'gloomhaven/attackDrawn', draw(['plus0-1'], { deck: 'ghost' }))).toEqual({
			refusal: 'gloomhaven/unknown_deck',
			params: { deck: 'ghost' }
		});
		let empty = s;
		for (const c of deckOf(s, 'brute').base) empty = ok(empty, 'gloomhaven/cardRemoved', { deck: 'brute', card: c.id });
		expect(step(empty, 'gloomhaven/attackDrawn', draw(['plus0-1']))).toEqual({
			refusal: 'gloomhaven/deck_empty',
			params: { deck: 'ブルート' }
		});
		expect(reduceGloomhaven(s, { type: 'gloomhaven/nope', payload: {} }, { tables: NO_TABLES, readings: {} })).toEqual({
			refusal: 'session/unknown_event',
			params: { type: 'gloomhaven/nope' }
		});
	});
});

type Act =
	| { kind: 'draw'; deck: number; mode: 'normal' | 'advantage' | 'disadvantage' }
	| { kind: 'bless' | 'curse'; deck: number }
	| { kind: 'round' };
const act: fc.Arbitrary<Act> = fc.oneof(
	{
		weight: 5,
		arbitrary: fc.record({
			kind: fc.constant('draw' as const),
			deck: fc.nat(2),
			mode: fc.constantFrom('normal' as const, 'advantage' as const, 'disadvantage' as const)
		})
	},
	fc.record({ kind: fc.constantFrom('bless' as const, 'curse' as const), deck: fc.nat(2) }),
	fc.constant({ kind: 'round' as const })
);

test.prop([fc.array(act, { maxLength: 80 }), fc.integer(), fc.constantFrom('1e' as const, '2e' as const)])(
	'through the reducer, every deck keeps its cards except bless and curse, ids stay unique, the supply stays within 10',
	(acts, seed, edition) => {
		const rng = seededRng(seed);
		let s = ok(party(), 'gloomhaven/editionSet', { edition });
		const size = (st: GloomhavenState, id: string) => deckOf(st, id).pile.length + deckOf(st, id).discards.length;
		for (const a of acts) {
			if (a.kind === 'round') {
				s = ok(s, 'gloomhaven/roundEnded', {});
				continue;
			}
			const deck = s.decks[a.deck] as GloomhavenDeck;
			const before = size(s, deck.id);
			if (a.kind === 'draw') {
				const d = appDraw(
					{ pile: deck.pile, discards: deck.discards, removed: [] },
					{ mode: a.mode, edition, attack: 2 },
					rng
				);
				s = ok(
					s,
					'gloomhaven/attackDrawn',
					draw(
						d.drawn.map((c) => c.id),
						{ deck: deck.id, mode: a.mode, attack: 2, source: 'app' }
					)
				);
				expect(s.lastAttack?.applied).toEqual(d.applied.map((c) => c.id));
				expect(size(s, deck.id)).toBe(before - d.returned.length);
			} else {
				const next = step(s, a.kind === 'bless' ? 'gloomhaven/blessAdded' : 'gloomhaven/curseAdded', { deck: deck.id });
				if (isRefusal(next)) expect(next.refusal).toBe('gloomhaven/supply_empty');
				else {
					s = next;
					expect(size(s, deck.id)).toBe(before + 1);
				}
			}
			const supply = supplyInPlay(s);
			expect(Math.max(supply.bless, supply.playerCurses, supply.monsterCurses)).toBeLessThanOrEqual(10);
			for (const d of s.decks) {
				const all = [...d.pile, ...d.discards].map((c) => c.id);
				expect(new Set(all).size).toBe(all.length);
				expect(all.filter((id) => !/^(bless|curse)-/.test(id)).sort()).toEqual(d.base.map((c) => c.id).sort());
			}
		}
	}
);

describe('the compared pair', () => {
	it('says how the applied card was settled; a character’s 2nd edition advantage may be chosen, a monster’s not', () => {
		const adv = draw(['plus2', 'minus1-1'], { mode: 'advantage' });
		expect(ok(party(), 'gloomhaven/attackDrawn', adv).lastAttack).toMatchObject({
			compared: { between: ['plus2', 'minus1-1'], settled: 'better' }
		});
		expect(ok(party(), 'gloomhaven/attackDrawn', adv).lastAttack).not.toHaveProperty('choosable');
		const dis = ok(party(), 'gloomhaven/attackDrawn', { ...adv, mode: 'disadvantage' });
		expect(dis.lastAttack).toMatchObject({ applied: ['minus1-1'], compared: { settled: 'worse' } });
		const second = ok(party(), 'gloomhaven/editionSet', { edition: '2e' });
		expect(ok(second, 'gloomhaven/attackDrawn', adv).lastAttack).toMatchObject({ choosable: true });
		const picked = ok(second, 'gloomhaven/attackDrawn', { ...adv, chosen: 'minus1-1' });
		expect(picked.lastAttack).toMatchObject({ applied: ['minus1-1'], damage: 2, compared: { settled: 'chosen' } });
		const monster = ok(second, 'gloomhaven/attackDrawn', { ...adv, deck: 'monsters' });
		expect(monster.lastAttack).not.toHaveProperty('choosable');
		// Normal draws compare nothing.
		expect(ok(party(), 'gloomhaven/attackDrawn', draw(['plus2'])).lastAttack).not.toHaveProperty('compared');
	});
});

describe('limits', () => {
	it('at most 20 decks and 60 cards in a deck', () => {
		let s = initialGloomhavenState();
		for (let i = 0; i < MAX_DECKS; i++)
			s = ok(s, 'gloomhaven/deckAdded', { id: `d${i}`, name: `n${i}`, owner: 'ally' });
		expect(step(s, 'gloomhaven/deckAdded', { id: 'one-more', name: 'x', owner: 'ally' })).toEqual({
			refusal: 'gloomhaven/too_many_decks',
			params: { max: 20 }
		});
		let t = party();
		for (let i = 1; i <= MAX_CARDS - 20; i++)
			t = ok(t, 'gloomhaven/cardAdded', { deck: 'brute', card: { id: `perk+1-${i}`, value: 1 }, scenario: true });
		expect(
			step(t, 'gloomhaven/cardAdded', { deck: 'brute', card: { id: 'perk+1-99', value: 1 }, scenario: true })
		).toEqual({ refusal: 'gloomhaven/too_many_cards', params: { max: 60 } });
	});
});

describe('a bless carries its outcome', () => {
	it('a recorded count the deck does not come to is refused', () => {
		expect(ok(party(), 'gloomhaven/blessAdded', { deck: 'brute', inDeck: 1 }).decks[0]!.pile.at(-1)).toMatchObject({
			kind: 'bless'
		});
		expect(step(party(), 'gloomhaven/blessAdded', { deck: 'brute', inDeck: 2 })).toMatchObject({
			refusal: 'gloomhaven/result_mismatch'
		});
	});
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { isRefusal, type EventDraft } from '$lib/core/events';
import { lockeEvents } from './events';
import { tableHash } from '$lib/core/tables';
import { character, combatant, currentActor, enduranceNow, fighting } from './derive';
import { roundEndOutcome } from './reducer';
import { handLimit } from './rules';
import type { LockeState } from './state';
import {
	adopted,
	apply,
	attack,
	combatStarted,
	deckOutOn,
	fromTable,
	handsDealt,
	melee,
	playingState,
	printed,
	ref,
	roundEnded,
	side,
	testDamage,
	testDamageTable,
	total,
	envOf,
	fold
} from '../../../../tests/factories/locke';
import { columnIndexForRatio } from '$lib/core/tables';
import { damageRatio, lookupRatio, meleeRatios, meleeFirepower, type DamageColumn } from './rules';

const TABLE = testDamageTable();
const HASH = tableHash(TABLE);
// The games below are played with the deck-out house rule, so that deck-outs are reached too.

/** A stream of choices drives a model: each step builds a plausible event for the state it is in. */
function pick<T>(xs: readonly T[], n: number): T {
	return xs[n % xs.length]!;
}

function read(column: DamageColumn, t: number, n: number) {
	// Half the reads come from the adopted synthetic table, half "off the printed chart".
	return n % 2 === 0
		? fromTable(total(t), testDamage(columnIndexForRatio(TABLE, lookupRatio(column)), t), HASH)
		: printed(total(t), n % 7);
}

function nextEvent(s: LockeState, c: number[]): EventDraft {
	const n = (i: number) => c[i % c.length] ?? 0;
	const combat = s.combat;
	const alive = s.characters.filter((x) => x.status !== 'dead');
	if (!combat) {
		if (n(0) % 5 === 0 && alive.length > 0)
			return {
				type: 'locke/characterAdjusted',
				payload: { who: ref(pick(alive, n(1)).id), field: 'damage', by: n(2) % 2 === 0 ? 1 : -1, reason: 'other' }
			};
		const ids = alive.map((x) => x.id).filter((_, i) => (n(3) >> i) % 2 === 1 || i < 2);
		return combatStarted(ids, 15 + (n(4) % 70), `c${n(5)}`);
	}
	const inFight = fighting(s, combat);
	if (combat.step === 'opening') {
		const choice = n(0) % 6;
		if (choice === 0 && inFight.length > 0)
			return { type: 'locke/minionsDeclared', payload: { who: ref(pick(inFight, n(1)).id), minions: n(2) % 3 } };
		if (choice === 1) {
			const out = alive.filter((x) => !inFight.some((k) => k.id === x.id));
			if (out.length > 0)
				return {
					type: 'locke/combatantJoined',
					payload: { who: ref(pick(out, n(1)).id), via: 'sokoni', reviveDamage: null }
				};
		}
		return handsDealt(s);
	}
	if (combat.step === 'initiative') {
		// A random permutation of black/red 1–10 (as the screen deals with crypto).
		const deck = Array.from({ length: 20 }, (_, i) => ({
			suit: i < 10 ? ('black' as const) : ('red' as const),
			rank: (i % 10) + 1
		}));
		for (let i = deck.length - 1; i > 0; i--) {
			const j = n(i) % (i + 1);
			[deck[i], deck[j]] = [deck[j]!, deck[i]!];
		}
		return {
			type: 'locke/initiativeDealt',
			payload: { round: combat.round, source: 'app', cards: inFight.map((k, i) => ({ who: ref(k.id), ...deck[i]! })) }
		};
	}
	const who = currentActor(combat);
	if (who === null) {
		const wantContinue = n(0) % 4 !== 0;
		const limitHands = inFight.filter(
			(k) => k.hand >= handLimit(character(s, k.id)!.minions) && character(s, k.id)!.status !== 'incapacitated'
		);
		const discardOne = limitHands.filter((_, i) => (n(1) >> i) % 2 === 1).map((k) => k.id);
		return roundEnded(s, { wantContinue, discardOne });
	}
	// The holder's check phase asks about its maintained defence first (§5): keep it (an ability's, free) or drop it.
	if (combat.checkPending)
		return { type: 'locke/defenceMaintained', payload: { who: ref(who), keep: n(0) % 2 === 0, espSpent: 0 } };
	const me = character(s, who)!;
	const targets = inFight.filter((k) => k.id !== who);
	const choice = n(0) % 7;
	if (combat.turnFlags.main || targets.length === 0 || choice === 0)
		return { type: 'locke/combatTurnEnded', payload: { who: ref(who) } };
	const target = character(s, pick(targets, n(1)).id)!;
	if (choice === 1) return { type: 'locke/cardDiscarded', payload: { who: ref(who) } };
	if (choice === 2)
		return {
			type: 'locke/escaped',
			payload: {
				who: ref(who),
				level: 1 + (n(2) % 6),
				via: 'ability',
				timing: 'main',
				espSpent: 0,
				interfered: n(3) % 2 === 0
			}
		};
	if (choice === 3) {
		const fa = meleeFirepower({ currentEndurance: enduranceNow(me) });
		const fb = meleeFirepower({ currentEndurance: enduranceNow(target) });
		const sa = n(2) % 3;
		const sb = n(3) % 3;
		const r = meleeRatios({ firepower: fa, shift: sa }, { firepower: fb, shift: sb });
		const counter = n(4) % 2 === 0;
		return melee(who, target.id, {
			attackerSide: side(fa, sa ? [{ x: sa }] : []),
			targetSide: side(fb, sb ? [{ x: sb }] : []),
			counter,
			attackerDamage: read(r.aDeals, 2 + (n(5) % 11), n(6)),
			targetDamage: counter ? read(r.bDeals, 2 + (n(7) % 11), n(8)) : null
		});
	}
	const firepower = 1 + (n(2) % 40);
	// Sometimes one lower than the current endurance (§5.1: death then counts from the declaration).
	const declared = Math.max(0, enduranceNow(target) - (n(6) % 2));
	const k = combatant(combat, target.id)!;
	const level = 1 + (n(3) % 7);
	if (k.maintained !== null) {
		const blocked = level <= k.maintained;
		return attack(who, target.id, {
			level,
			firepower,
			via: 'ability',
			outcome: blocked ? 'blocked' : 'hit',
			declared: blocked ? null : declared,
			damage: blocked ? null : read(damageRatio(firepower, declared), 2 + (n(4) % 11), n(5))
		});
	}
	if (choice === 4)
		return attack(who, target.id, {
			level,
			firepower,
			via: 'ability',
			defence: { kind: 'defence', level: level + (n(4) % 2), via: 'ability', espSpent: 0 },
			outcome: 'blocked'
		});
	return attack(who, target.id, {
		level,
		firepower,
		via: 'ability',
		declared,
		damage: read(damageRatio(firepower, declared), 2 + (n(4) % 11), n(5))
	});
}

const scenario = fc.array(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 12, maxLength: 12 }), {
	minLength: 20,
	maxLength: 160
});

function run(choices: number[][], check: (before: LockeState, event: EventDraft, after: LockeState) => void): void {
	let s = apply(deckOutOn(playingState()), adopted(TABLE));
	for (const c of choices) {
		const e = nextEvent(s, c);
		const next = fold(s, e);
		if (isRefusal(next)) continue;
		check(s, e, next);
		s = next;
	}
}

// A time limit, not a speed check: hundreds of random combats take seconds on a shared machine.
describe('Locke reducer: properties over random combats', { timeout: 60_000 }, () => {
	it('damage is never negative; damage over the maximum, or over the declared endurance, kills', () => {
		fc.assert(
			fc.property(scenario, (choices) => {
				run(choices, (_b, e, after) => {
					for (const x of after.characters) {
						expect(x.damage).toBeGreaterThanOrEqual(0);
						if (x.damage > x.maxEndurance) expect(x.status).toBe('dead');
					}
					// §5.1 「または、宣言した耐久力」: a damage above the declared endurance kills too.
					if (e.type === 'locke/attackResolved') {
						const p = e.payload as {
							target: { id: string };
							declaredEndurance: number | null;
							damage: { value: number } | null;
						};
						if (p.damage && p.declaredEndurance !== null && p.damage.value > p.declaredEndurance)
							expect(after.characters.find((x) => x.id === p.target.id)!.status).toBe('dead');
					}
				});
			}),
			{ numRuns: 300 }
		);
	});

	it('the deck count is never negative and never grows within a combat; hands are never negative', () => {
		fc.assert(
			fc.property(scenario, (choices) => {
				run(choices, (before, _e, after) => {
					if (!after.combat) return;
					expect(after.combat.deck).toBeGreaterThanOrEqual(0);
					if (before.combat?.id === after.combat.id) expect(after.combat.deck).toBeLessThanOrEqual(before.combat.deck);
					for (const k of after.combat.combatants) expect(k.hand).toBeGreaterThanOrEqual(0);
				});
			}),
			{ numRuns: 300 }
		);
	});

	it('the initiative order is a permutation of the fighters', () => {
		fc.assert(
			fc.property(scenario, (choices) => {
				run(choices, (before, e, after) => {
					if (e.type !== 'locke/initiativeDealt' || !after.combat) return;
					const ids = fighting(before, before.combat!).map((k) => k.id);
					expect([...after.combat.order].sort()).toEqual([...ids].sort());
				});
			}),
			{ numRuns: 300 }
		);
	});

	it('after a round end every fighter holds exactly the hand limit, unless the deck ran out (combat over)', () => {
		fc.assert(
			fc.property(scenario, (choices) => {
				run(choices, (before, e, after) => {
					if (e.type !== 'locke/roundEnded') return;
					const judged = roundEndOutcome(
						before,
						envOf(before).readings,
						before.combat!,
						(e.payload as { wantContinue: boolean }).wantContinue,
						[],
						[]
					);
					if (isRefusal(judged)) throw new Error('unexpected');
					if (!after.combat) {
						expect(after.lastCombat?.reason).toBeDefined();
						return;
					}
					for (const k of fighting(after, after.combat))
						expect(k.hand).toBe(handLimit(character(after, k.id)!.minions));
				});
			}),
			{ numRuns: 300 }
		);
	});

	it('never mutates its input and is deterministic', () => {
		fc.assert(
			fc.property(scenario, (choices) => {
				let s = apply(deckOutOn(playingState()), adopted(TABLE));
				for (const c of choices) {
					const e = nextEvent(s, c);
					const copy = structuredClone(s);
					const one = fold(s, e);
					const two = fold(structuredClone(s), e, envOf(s));
					expect(s).toEqual(copy);
					expect(one).toEqual(two);
					if (!isRefusal(one)) s = one;
				}
			}),
			{ numRuns: 100 }
		);
	});

	it('recorded events pass their schemas after a JSON round trip and replay to the same state (export/import)', () => {
		fc.assert(
			fc.property(scenario, (choices) => {
				// Arrange: record what applies, as the shell does: parse first (the generator can make a
				// draft the schema refuses, e.g. a combat with nobody left alive), then fold
				const start = apply(deckOutOn(playingState()), adopted(TABLE));
				let s = start;
				const log: EventDraft[] = [];
				for (const c of choices) {
					const e = nextEvent(s, c);
					if (!v.safeParse(lockeEvents[e.type as keyof typeof lockeEvents], e.payload).success) continue;
					const next = fold(s, e);
					if (isRefusal(next)) continue;
					log.push(e);
					s = next;
				}
				// Act
				const file = JSON.parse(JSON.stringify(log)) as EventDraft[];
				let replayed = start;
				for (const e of file) {
					const parsed = v.safeParse(lockeEvents[e.type as keyof typeof lockeEvents], e.payload);
					expect(parsed.success, e.type).toBe(true);
					const next = fold(replayed, { type: e.type, payload: parsed.output });
					if (isRefusal(next)) throw new Error(`replay refused ${next.refusal}`);
					replayed = next;
				}
				// Assert
				expect(replayed).toEqual(s);
				expect(JSON.parse(JSON.stringify(s))).toEqual(s);
			}),
			{ numRuns: 100 }
		);
	});

	it('most generated events apply, and they reach round ends, melee, deaths and deck-outs', () => {
		// Arrange
		let applied = 0;
		let all = 0;
		const seen = new Set<string>();
		// Act
		fc.assert(
			fc.property(scenario, (choices) => {
				let s = apply(deckOutOn(playingState()), adopted(TABLE));
				for (const c of choices) {
					const e = nextEvent(s, c);
					const next = fold(s, e);
					all++;
					if (!isRefusal(next)) {
						applied++;
						seen.add(e.type);
						if (next.lastCombat && next.lastCombat !== s.lastCombat) seen.add(`end:${next.lastCombat.reason}`);
						if (next.characters.some((x) => x.status === 'dead')) seen.add('death');
						s = next;
					}
				}
			}),
			{ numRuns: 100 }
		);
		// Assert
		expect(applied / all).toBeGreaterThan(0.6);
		for (const what of [
			'locke/roundEnded',
			'locke/meleeResolved',
			'locke/attackResolved',
			'locke/escaped',
			'death',
			'end:deck_out',
			'end:no_will',
			'end:no_attack'
		])
			expect(seen, what).toContain(what);
	});
});

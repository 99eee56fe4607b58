/**
 * A 3-hour 超人ロック game as an event log, for `npm run bench`: five players, normal turns, and
 * combats of three characters over three rounds each (initiative, attacks, turn ends, round-end
 * hands), with the synthetic test damage table adopted. Every draft is folded through the real
 * reducer as it is made, so the log is one a person could have recorded.
 *
 * SYNTHETIC TEST DATA: the damage table is the tests' made-up one, not the printed chart.
 */
import { isRefusal, type EventDraft } from '$lib/core/events';
import { tableHash } from '$lib/core/tables';
import { character, enduranceNow, nextTurnHolder } from '$lib/systems/locke/derive';
import { initialLockeState } from '$lib/systems/locke/reducer';
import type { LockeState } from '$lib/systems/locke/state';
import {
	adopted,
	attack,
	combatStarted,
	fivePlayers,
	fromTable,
	gameStarted,
	handsDealt,
	initiativeInOrder,
	ref,
	roll,
	roundEnded,
	tableViewSet,
	testDamage,
	testDamageTable,
	turnEnded,
	fold
} from '../tests/factories/locke';

export interface LockeLog {
	drafts: EventDraft[];
	state: LockeState;
	tableHash: string;
}

/** `endInCombat`: finish with a fresh combat of ロック1, ナガト and ライザ, ロック1 to act. */
export function lockeGameLog(target = 3000, { endInCombat = false } = {}): LockeLog {
	const drafts: EventDraft[] = [];
	let state = initialLockeState();
	const push = (d: EventDraft) => {
		const next = fold(state, d);
		if (isRefusal(next)) throw new Error(`bench log: ${d.type} refused: ${next.refusal}`);
		state = next;
		drafts.push(d);
	};
	const table = testDamageTable();
	const hash = tableHash(table);
	fivePlayers().forEach(push);
	// The GM holds the phone (卓に見せる表示 off): the screens name the characters, as the bench reads them.
	push(tableViewSet(false));
	push(gameStarted('p1'));
	push(adopted(table));
	const trio = ['p1', 'p2', 'p3'];
	for (let k = 1; drafts.length < target; k++) {
		for (let t = 0; t < 5; t++) {
			const who = state.game.current!;
			push({ type: 'locke/turnEnded', payload: { who: ref(who), next: ref(nextTurnHolder(state)!) } });
		}
		push(combatStarted(trio, 86, `c${k}`, `惑星${(k % 6) + 1}`));
		for (let round = 1; round <= 3; round++) {
			push(handsDealt(state));
			const order = [...trio.slice(round % 3), ...trio.slice(0, round % 3)];
			push(initiativeInOrder(state, order));
			for (const who of order) {
				const target = trio[(trio.indexOf(who) + 1) % 3]!;
				const endurance = enduranceNow(character(state, target)!);
				// Light blows (firepower below half the endurance: the 1:2以下 column, 0–2 damage),
				// so the same three can fight all evening.
				const firepower = Math.max(1, Math.floor((endurance - 1) / 2));
				const r = roll(1 + ((k + round) % 6), 1 + ((k * 7 + round) % 6));
				const value = testDamage(0, r.total);
				if (value < endurance) {
					push(attack(who, target, { firepower, declared: endurance, damage: fromTable(r, value, hash) }));
				}
				push(turnEnded(who));
			}
			push(roundEnded(state, { wantContinue: round < 3 }));
		}
		for (const id of trio) {
			const c = character(state, id)!;
			if (c.damage > 0)
				push({
					type: 'locke/characterAdjusted',
					payload: { who: ref(id), field: 'damage', by: -c.damage, reason: 'other' }
				});
		}
	}
	if (endInCombat) {
		push(combatStarted(trio, 86, 'bench-final', '秘密基地'));
		push(handsDealt(state));
		push(initiativeInOrder(state, trio));
	}
	return { drafts, state, tableHash: hash };
}

/**
 * A combat (§5): its opening (arrivals, charts, minions, the deal), initiative, each turn's
 * actions (maintained defence, escape, cards) and the round end. Attacks and melee, the
 * exchanges of damage, are in strikes.ts.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { deckOutEnds, initiativeOrder, isDead } from '../rules';
import {
	character,
	combatant,
	currentActor,
	dealPreview,
	fighting,
	holderTwins,
	readChart,
	sameSilhouettePairs,
	seedRules
} from '../derive';
import type { Combat, Combatant, LockeState } from '../state';
import {
	CHART_SLOT,
	actor,
	combatAt,
	endCombat,
	fightingTarget,
	isR,
	markLeaving,
	need,
	needCombat,
	openTurn,
	patchCharacter,
	patchCombatant,
	perimeterRefusal,
	withCombat,
	type Handlers
} from './shared';
import { applyInterference, roundEndOutcome, spend, takeCard } from './exchange';

type CombatEvent =
	| 'locke/combatStarted'
	| 'locke/deckCounted'
	| 'locke/chartRolled'
	| 'locke/combatantJoined'
	| 'locke/minionsDeclared'
	| 'locke/handsDealt'
	| 'locke/initiativeDealt'
	| 'locke/defenceMaintained'
	| 'locke/escaped'
	| 'locke/cardPlayed'
	| 'locke/cardDiscarded'
	| 'locke/combatTurnEnded'
	| 'locke/roundEnded'
	| 'locke/combatEnded';

/**
 * 実はそこにいた is round 1's: 「なお、このフェイズは2ターン目以降はキャラクターの登場フェイズとなる」 (§5) —
 * from round 2 a character arrives (登場), without the chart.
 */
function sokoniTooLate(state: LockeState, combat: Combat): Refusal | null {
	return seedRules(state) && combat.round > 1 ? refuse('locke/sokoni_round_one', { round: combat.round }) : null;
}

export const combatHandlers: Handlers<CombatEvent> = {
	// Combat
	'locke/combatStarted': (state, p) => {
		if (state.combat) return refuse('locke/combat_running');
		if (state.game.phase === 'ended') return refuse('locke/game_over');
		const ids = p.participants.map((r) => r.id);
		if (new Set(ids).size !== ids.length) return refuse('locke/participant_twice');
		for (const ref of p.participants) {
			const c = need(state, ref);
			if (isR(c)) return c;
			if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
			// §4.2: one waiting around the base shares no square with anyone, and may only infiltrate or recover.
			const outside = perimeterRefusal(state, c);
			if (outside) return outside;
		}
		// §4.1: only after a move, a teleport or a pass — unless another holds a silhouette of the turn
		// holder's name and alignment (「自分と同名かつ同アライメントのシルエットを持つ人間」: it starts by itself).
		const twins = seedRules(state) ? holderTwins(state, ids) : sameSilhouettePairs(state, ids);
		if (p.trigger === 'other' && twins.length === 0) return refuse('locke/combat_start_not_allowed');
		const combat: Combat = {
			id: p.id,
			square: p.square,
			round: 1,
			step: 'opening',
			deck: p.deck,
			deckStart: p.deck,
			combatants: ids.map((id) => ({
				id,
				state: 'in',
				hand: 0,
				dealt: false,
				maintained: null,
				maintainedVia: null,
				joinedRound: 1,
				via: 'start'
			})),
			order: [],
			initiative: [],
			turnIndex: 0,
			turnFlags: { main: false, attacked: false, escaped: false },
			checkPending: false,
			attacksThisRound: 0,
			charts: [],
			last: null
		};
		return { ...state, combat, combatsFought: state.combatsFought + 1 };
	},

	'locke/deckCounted': (state, p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		return { ...state, combat: { ...combat, deck: p.cards } };
	},

	'locke/chartRolled': (state, p, env) => {
		const combat = combatAt(state, 'opening');
		if (isR(combat)) return combat;
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (p.chart === 'sokoni') {
			const late = sokoniTooLate(state, combat);
			if (late) return late;
			if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
			if (combatant(combat, c.id)?.state === 'in') return refuse('locke/already_in_combat', { name: c.name });
		} else if (c.status !== 'dead') return refuse('locke/not_dead', { name: c.name });
		if (p.source === 'table') {
			const adopted = env.tables.byHash[p.hash!];
			if (!adopted) return refuse('locke/table_not_adopted', { hash: p.hash! });
			if (adopted.slot !== CHART_SLOT[p.chart]) return refuse('locke/table_wrong_slot', { slot: adopted.slot });
			const r = readChart(adopted.table, p.roll.total);
			if (!r.ok) return refuse('locke/table_cell_unfilled', { column: r.reason, roll: p.roll.total });
			if ((r.value !== null && r.value !== p.value) || (r.text !== null && r.text !== p.text))
				return refuse('locke/table_value_mismatch', {
					expected: [r.value, r.text].filter((x) => x !== null).join(' '),
					got: [p.value, p.text].filter((x) => x !== null && x !== '').join(' ')
				});
		}
		const rec = { chart: p.chart, who: c.id, total: p.roll.total, text: p.text, value: p.value, source: p.source };
		return { ...state, combat: { ...combat, charts: [...combat.charts, rec] } };
	},

	'locke/combatantJoined': (state, p) => {
		const combat = combatAt(state, 'opening');
		if (isR(combat)) return combat;
		const c = need(state, p.who);
		if (isR(c)) return c;
		const k = combatant(combat, c.id);
		if (k?.state === 'in' && c.status !== 'dead') return refuse('locke/already_in_combat', { name: c.name });
		if (p.via === 'sokoni') {
			const late = sokoniTooLate(state, combat);
			if (late) return late;
		}
		let next = state;
		if (p.via === 'ikiteita') {
			if (c.status !== 'dead') return refuse('locke/not_dead', { name: c.name });
			if (p.reviveDamage === null) return refuse('locke/revive_damage_required', { name: c.name });
			if (isDead(c.maxEndurance, p.reviveDamage))
				return refuse('locke/revive_damage_too_high', { name: c.name, max: c.maxEndurance });
			next = patchCharacter(next, c.id, { status: 'normal', damage: p.reviveDamage });
		} else {
			if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
			if (p.reviveDamage !== null) return refuse('locke/revive_damage_unexpected');
		}
		// 新しく登場したキャラクター (§5) — one who comes back too — is dealt up to the hand limit.
		const entry: Combatant = {
			id: c.id,
			state: 'in',
			hand: k?.hand ?? 0,
			dealt: false,
			maintained: null,
			maintainedVia: null,
			joinedRound: combat.round,
			via: p.via
		};
		const combatants = k ? combat.combatants.map((x) => (x.id === c.id ? entry : x)) : [...combat.combatants, entry];
		return { ...next, combat: { ...combat, combatants } };
	},

	'locke/minionsDeclared': (state, p) => {
		const combat = combatAt(state, 'opening');
		if (isR(combat)) return combat;
		const c = fightingTarget(state, combat, p.who);
		if (isR(c)) return c;
		return patchCharacter(state, c.id, { minions: p.minions });
	},

	'locke/handsDealt': (state, p, env) => {
		const combat = combatAt(state, 'opening');
		if (isR(combat)) return combat;
		if (p.round !== combat.round) return refuse('locke/stale_round', { round: combat.round });
		const owed = dealPreview(state, combat);
		const given = p.dealt;
		if (given.length !== owed.length || !owed.every((o) => given.some((g) => g.who.id === o.id && g.cards === o.cards)))
			return refuse('locke/deal_mismatch');
		const total = owed.reduce((s, o) => s + o.cards, 0);
		const deckOut = total > combat.deck;
		if (deckOut && !deckOutEnds(env.readings)) return refuse('locke/deck_short', { owed: total, deck: combat.deck });
		if (p.outcome !== (deckOut ? 'deck_out' : 'dealt'))
			return refuse('locke/outcome_mismatch', { expected: deckOut ? 'deck_out' : 'dealt' });
		if (deckOut) return endCombat(state, combat, 'deck_out', total, combat.deck);
		let cb: Combat = { ...combat, deck: combat.deck - total, step: 'initiative' };
		for (const o of owed) cb = patchCombatant(cb, o.id, { hand: combatant(cb, o.id)!.hand + o.cards, dealt: true });
		return { ...state, combat: cb };
	},

	'locke/initiativeDealt': (state, p) => {
		const combat = combatAt(state, 'initiative');
		if (isR(combat)) return combat;
		if (p.round !== combat.round) return refuse('locke/stale_round', { round: combat.round });
		const ids = fighting(state, combat).map((k) => k.id);
		const cards = p.cards;
		if (cards.length !== ids.length || !ids.every((id) => cards.some((c) => c.who.id === id)))
			return refuse('locke/initiative_not_everyone');
		let order: string[];
		try {
			order = initiativeOrder(cards.map((c) => ({ id: c.who.id, suit: c.suit, rank: c.rank })));
		} catch {
			return refuse('locke/initiative_same_card');
		}
		const initiative = cards.map((c) => ({ id: c.who.id, suit: c.suit, rank: c.rank }));
		return { ...state, combat: openTurn(state, { ...combat, step: 'turns', order, initiative }, 0) };
	},

	'locke/defenceMaintained': (state, p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		const c = actor(state, combat, p.who, true);
		if (isR(c)) return c;
		const k = combatant(combat, c.id)!;
		if (k.maintained === null) return refuse('locke/no_maintained_defence', { name: c.name });
		if (combat.turnFlags.main) return refuse('locke/check_phase_over', { name: c.name });
		const answered = { ...combat, checkPending: false };
		if (!p.keep) {
			if (p.espSpent !== 0) return refuse('locke/esp_spent_on_drop');
			return withCombat(state, patchCombatant(answered, c.id, { maintained: null, maintainedVia: null }));
		}
		// 「Cカードを維持した場合、ESPパワーを消費する」: a card kept costs something (how much: open point).
		if (k.maintainedVia === 'card' && p.espSpent === 0) return refuse('locke/maintain_cost_required', { name: c.name });
		const spent = spend(state, c, p.espSpent);
		if (isR(spent)) return spent;
		return { ...spent, combat: answered };
	},

	'locke/escaped': (state, p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		const c = actor(state, combat, p.who);
		if (isR(c)) return c;
		if (combat.turnFlags.attacked) return refuse('locke/escape_after_attack', { name: c.name });
		if (p.timing === 'main' && combat.turnFlags.main) return refuse('locke/main_action_used', { name: c.name });
		const s = spend(state, c, p.espSpent);
		if (isR(s)) return s;
		let cb: Combat | Refusal = combat;
		if (p.via === 'card') cb = takeCard(s, cb, c);
		if (isR(cb)) return cb;
		const stopped = applyInterference(s, cb, c, { level: p.level, via: p.via }, p.interfered, p.interferers);
		if (isR(stopped)) return stopped;
		let s2 = stopped.state;
		cb = stopped.combat;
		if (!p.interfered) {
			cb = patchCombatant(cb, c.id, { state: 'escaped' });
			s2 = markLeaving(s2, c.id);
		}
		return withCombat(s2, {
			...cb,
			turnFlags: { ...cb.turnFlags, escaped: true, main: cb.turnFlags.main || p.timing === 'main' }
		});
	},

	'locke/cardPlayed': (state, p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		if (p.reaction === true) {
			// Outside the player's own turn: any combatant still fighting, not a main action.
			if (combat.step !== 'turns') return refuse('locke/wrong_step', { step: combat.step, want: 'turns' });
			const who = fightingTarget(state, combat, p.who);
			if (isR(who)) return who;
			const paid = spend(state, who, p.espSpent);
			if (isR(paid)) return paid;
			const taken = takeCard(paid, combat, who);
			if (isR(taken)) return taken;
			return withCombat(paid, taken);
		}
		const c = actor(state, combat, p.who);
		if (isR(c)) return c;
		if (combat.turnFlags.main) return refuse('locke/main_action_used', { name: c.name });
		const s = spend(state, c, p.espSpent);
		if (isR(s)) return s;
		const cb = takeCard(s, combat, c);
		if (isR(cb)) return cb;
		return withCombat(s, { ...cb, turnFlags: { ...cb.turnFlags, main: true } });
	},

	'locke/cardDiscarded': (state, p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		const c = actor(state, combat, p.who);
		if (isR(c)) return c;
		if (combat.turnFlags.main) return refuse('locke/main_action_used', { name: c.name });
		const cb = takeCard(state, combat, c);
		if (isR(cb)) return cb;
		return withCombat(state, { ...cb, turnFlags: { ...cb.turnFlags, main: true } });
	},

	'locke/combatTurnEnded': (state, p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (combat.step !== 'turns') return refuse('locke/wrong_step', { step: combat.step, want: 'turns' });
		if (currentActor(combat) !== c.id)
			return refuse('locke/out_of_turn', {
				name: c.name,
				current: character(state, currentActor(combat) ?? '')?.name ?? ''
			});
		if (combat.checkPending) return refuse('locke/maintained_check_pending', { name: c.name });
		return { ...state, combat: openTurn(state, combat, combat.turnIndex + 1) };
	},

	'locke/roundEnded': (state, p, env) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		if (combat.step !== 'turns') return refuse('locke/wrong_step', { step: combat.step, want: 'turns' });
		if (combat.turnIndex < combat.order.length)
			return refuse('locke/turns_not_finished', {
				name: character(state, combat.order[combat.turnIndex]!)?.name ?? ''
			});
		if (p.round !== combat.round) return refuse('locke/stale_round', { round: combat.round });
		const judged = roundEndOutcome(state, env.readings, combat, p.wantContinue, p.discardOne, p.proxies);
		if (isR(judged)) return judged;
		if (p.outcome !== judged.outcome) return refuse('locke/outcome_mismatch', { expected: judged.outcome });
		// 2. 戦闘継続チェック
		if (judged.outcome !== 'continue' && judged.outcome !== 'deck_out') return endCombat(state, combat, judged.outcome);
		// 3–5. Hands, everyone at once.
		const changes = judged.changes;
		const given = p.hands;
		if (
			given.length !== changes.length ||
			!changes.every((ch) => given.some((g) => g.who.id === ch.id && g.discard === ch.discard && g.draw === ch.draw))
		)
			return refuse('locke/hand_mismatch');
		const owed = changes.reduce((sum, ch) => sum + ch.draw, 0);
		if (judged.outcome === 'deck_out') return endCombat(state, combat, 'deck_out', owed, combat.deck);
		let cb: Combat = { ...combat, deck: combat.deck - owed };
		for (const ch of changes) cb = patchCombatant(cb, ch.id, { hand: ch.after });
		// 6. Round-long effects end (the app tracks none); the next round opens.
		return {
			...state,
			combat: {
				...cb,
				round: combat.round + 1,
				step: 'opening',
				order: [],
				initiative: [],
				turnIndex: 0,
				turnFlags: { main: false, attacked: false, escaped: false },
				checkPending: false,
				attacksThisRound: 0,
				charts: [],
				// 「直前の損害判定」 is the round's: the next round opens without the last one's.
				last: null
			}
		};
	},

	'locke/combatEnded': (state, _p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		return endCombat(state, combat, 'manual');
	}
};

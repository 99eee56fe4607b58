/**
 * A combat (§5): its opening (arrivals, charts, minions, the deal), initiative, each turn's
 * actions (maintained defence, attack, melee, escape, cards) and the round end.
 */
import { refuse, type Refusal } from '$lib/core/events';
import {
	columnShift,
	initiativeOrder,
	isDead,
	meleeFirepower,
	meleeRatios,
	shiftTotal,
	syncAttack,
	type DamageColumn
} from '../rules';
import {
	attackRatio,
	character,
	combatant,
	currentActor,
	dealPreview,
	enduranceNow,
	fighting,
	readChart
} from '../derive';
import type { DamageRead } from '../events';
import type { Character, Combat, Combatant, DamageLine, Exchange, LockeState } from '../state';
import {
	CHART_SLOT,
	actor,
	applyDamage,
	combatAt,
	endCombat,
	fightingTarget,
	isR,
	need,
	needCombat,
	patchCharacter,
	patchCombatant,
	withCombat,
	type Handlers
} from './shared';
import {
	applyDefence,
	attackReady,
	checkDefence,
	checkMeleeSide,
	checkRead,
	roundEndOutcome,
	spend,
	takeCard
} from './exchange';

type CombatEvent =
	| 'locke/combatStarted'
	| 'locke/chartRolled'
	| 'locke/combatantJoined'
	| 'locke/minionsDeclared'
	| 'locke/handsDealt'
	| 'locke/initiativeDealt'
	| 'locke/defenceMaintained'
	| 'locke/attackResolved'
	| 'locke/meleeResolved'
	| 'locke/escaped'
	| 'locke/cardPlayed'
	| 'locke/cardDiscarded'
	| 'locke/combatTurnEnded'
	| 'locke/roundEnded'
	| 'locke/combatEnded';

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
		}
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
				joinedRound: 1,
				via: 'start'
			})),
			order: [],
			initiative: [],
			turnIndex: 0,
			turnFlags: { main: false, attacked: false, escaped: false },
			attacksThisRound: 0,
			charts: [],
			last: null
		};
		return { ...state, combat, combatsFought: state.combatsFought + 1 };
	},

	'locke/chartRolled': (state, p, env) => {
		const combat = combatAt(state, 'opening');
		if (isR(combat)) return combat;
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (p.chart === 'sokoni') {
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
		const entry: Combatant = {
			id: c.id,
			state: 'in',
			hand: k?.hand ?? 0,
			dealt: k?.dealt ?? false,
			maintained: null,
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

	'locke/handsDealt': (state, p) => {
		const combat = combatAt(state, 'opening');
		if (isR(combat)) return combat;
		if (p.round !== combat.round) return refuse('locke/stale_round', { round: combat.round });
		const owed = dealPreview(state, combat);
		const given = p.dealt;
		if (given.length !== owed.length || !owed.every((o) => given.some((g) => g.who.id === o.id && g.cards === o.cards)))
			return refuse('locke/deal_mismatch');
		const total = owed.reduce((s, o) => s + o.cards, 0);
		const deckOut = total > combat.deck;
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
		return {
			...state,
			combat: {
				...combat,
				step: 'turns',
				order,
				initiative,
				turnIndex: 0,
				turnFlags: { main: false, attacked: false, escaped: false }
			}
		};
	},

	'locke/defenceMaintained': (state, p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		const c = actor(state, combat, p.who);
		if (isR(c)) return c;
		const k = combatant(combat, c.id)!;
		if (k.maintained === null) return refuse('locke/no_maintained_defence', { name: c.name });
		if (combat.turnFlags.main) return refuse('locke/check_phase_over', { name: c.name });
		if (!p.keep) {
			if (p.espSpent !== 0) return refuse('locke/esp_spent_on_drop');
			return withCombat(state, patchCombatant(combat, c.id, { maintained: null }));
		}
		const spent = spend(state, c, p.espSpent);
		if (isR(spent)) return spent;
		return spent;
	},

	'locke/attackResolved': (state, p, env) => {
		const ready = attackReady(state, p.attacker, p.target);
		if (isR(ready)) return ready;
		const { combat, a, t } = ready;
		// Synchronised attack (§5.2): C cards only, helpers whose turn has not come yet this round.
		let level = p.level;
		let firepower = p.power.kind === 'firepower' ? p.power.value : null;
		if (p.helpers.length > 0) {
			if (p.via !== 'card' || p.power.kind !== 'firepower') return refuse('locke/sync_not_card');
			for (const h of p.helpers) {
				const hc = fightingTarget(state, combat, h.who);
				if (isR(hc)) return hc;
				if (hc.id === a.id || hc.id === t.id) return refuse('locke/sync_helper_invalid', { name: hc.name });
				if (combat.order.indexOf(hc.id) <= combat.turnIndex)
					return refuse('locke/sync_helper_acted', { name: hc.name });
			}
			if (new Set(p.helpers.map((h) => h.who.id)).size !== p.helpers.length)
				return refuse('locke/sync_helper_invalid', { name: p.helpers[0]!.who.name });
			try {
				const s = syncAttack({ level: p.level, firepower: p.power.value }, p.helpers);
				level = s.level;
				firepower = s.firepower;
			} catch {
				return refuse('locke/sync_helper_level', { level: p.level });
			}
		}
		const tk = combatant(combat, t.id)!;
		const def = checkDefence(t, tk, level, p.undefendable, p.defence, p.outcome);
		if (isR(def)) return def;
		// Pay: the attacker's card and power, each helper's.
		let s = spend(state, a, p.espSpent);
		if (isR(s)) return s;
		let cb: Combat | Refusal = combat;
		if (p.via === 'card') cb = takeCard(s, cb, a);
		if (isR(cb)) return cb;
		for (const h of p.helpers) {
			const hc = character(s, h.who.id)!;
			s = spend(s, hc, h.espSpent);
			if (isR(s)) return s;
			cb = takeCard(s, cb, hc);
			if (isR(cb)) return cb;
		}
		const applied = applyDefence(s, cb, t, p.defence, p.outcome, def.broke);
		if (isR(applied)) return applied;
		s = applied.state;
		cb = applied.combat;
		const lines: DamageLine[] = [];
		if (p.outcome === 'hit') {
			if (p.damage === null) return refuse('locke/damage_required');
			let divisor: number | null = null;
			if (p.power.kind === 'firepower') {
				if (p.declaredEndurance === null) return refuse('locke/declared_endurance_required', { name: t.name });
				const now = enduranceNow(t);
				if (p.declaredEndurance > now)
					return refuse('locke/declared_above_current', { name: t.name, declared: p.declaredEndurance, current: now });
				divisor = p.declaredEndurance;
			} else if (p.declaredEndurance !== null) return refuse('locke/declared_endurance_unexpected');
			const ratio = attackRatio(
				p.power.kind === 'firepower' ? { kind: 'firepower', value: firepower! } : p.power,
				divisor ?? 1
			);
			const wrongRead = checkRead(env, p.damage, ratio);
			if (wrongRead) return wrongRead;
			s = { ...s, combat: cb };
			const hit = applyDamage(s, t.id, p.damage.value);
			s = hit.state;
			cb = s.combat!;
			lines.push({
				from: a.id,
				to: t.id,
				firepower,
				divisor,
				melee: false,
				baseRatio: ratio,
				shift: 0,
				ratio: ratio,
				roll: p.damage.roll,
				value: p.damage.value,
				source: p.damage.source,
				hash: p.damage.hash,
				damageAfter: character(s, t.id)!.damage,
				died: hit.died
			});
		} else if (p.damage !== null || p.declaredEndurance !== null) return refuse('locke/damage_unexpected');
		const last: Exchange = {
			kind: 'attack',
			attacker: a.id,
			target: t.id,
			level,
			outcome: p.outcome,
			lines,
			broke: def.broke
		};
		return withCombat(s, {
			...cb,
			turnFlags: { ...cb.turnFlags, main: true, attacked: true },
			attacksThisRound: cb.attacksThisRound + 1,
			last
		});
	},

	'locke/meleeResolved': (state, p, env) => {
		const ready = attackReady(state, p.attacker, p.target);
		if (isR(ready)) return ready;
		const { combat, a, t } = ready;
		const badSide = checkMeleeSide(a, p.attackerSide);
		if (badSide) return badSide;
		const def = checkDefence(t, combatant(combat, t.id)!, p.level, false, p.defence, p.outcome);
		if (isR(def)) return def;
		const applied = applyDefence(state, combat, t, p.defence, p.outcome, def.broke);
		if (isR(applied)) return applied;
		let s: LockeState = { ...applied.state, combat: applied.combat };
		const lines: DamageLine[] = [];
		if (p.outcome === 'hit') {
			if (p.targetSide === null || p.attackerDamage === null) return refuse('locke/damage_required');
			const badT = checkMeleeSide(t, p.targetSide);
			if (badT) return badT;
			if (p.counter !== (p.targetDamage !== null))
				return refuse(p.counter ? 'locke/damage_required' : 'locke/damage_unexpected');
			const fa = meleeFirepower({
				currentEndurance: enduranceNow(a),
				minions: p.attackerSide.minions,
				declared: p.attackerSide.declared
			});
			const fb = meleeFirepower({
				currentEndurance: enduranceNow(t),
				minions: p.targetSide.minions,
				declared: p.targetSide.declared
			});
			const sa = shiftTotal(p.attackerSide.shifts);
			const sb = shiftTotal(p.targetSide.shifts);
			const { aDeals, bDeals } = meleeRatios({ firepower: fa, shift: sa }, { firepower: fb, shift: sb });
			const plain = meleeRatios({ firepower: fa }, { firepower: fb });
			const wrongA = checkRead(env, p.attackerDamage, aDeals);
			if (wrongA) return wrongA;
			if (p.targetDamage) {
				const wrongB = checkRead(env, p.targetDamage, bDeals);
				if (wrongB) return wrongB;
			}
			// Both damage rolls land at the same time (§5.5), then deaths.
			const toT = applyDamage(s, t.id, p.attackerDamage.value);
			s = toT.state;
			let toA = { state: s, died: false };
			if (p.targetDamage) toA = applyDamage(s, a.id, p.targetDamage.value);
			s = toA.state;
			const line = (
				from: Character,
				to: Character,
				f: number,
				d: number,
				base: DamageColumn,
				ratio: DamageColumn,
				read: DamageRead,
				died: boolean
			): DamageLine => ({
				from: from.id,
				to: to.id,
				firepower: f,
				divisor: d,
				melee: true,
				baseRatio: base,
				shift: columnShift(base, ratio),
				ratio: ratio,
				roll: read.roll,
				value: read.value,
				source: read.source,
				hash: read.hash,
				damageAfter: character(s, to.id)!.damage,
				died
			});
			lines.push(line(a, t, fa, fb, plain.aDeals, aDeals, p.attackerDamage, toT.died));
			if (p.targetDamage) lines.push(line(t, a, fb, fa, plain.bDeals, bDeals, p.targetDamage, toA.died));
		} else if (p.targetSide !== null || p.counter || p.attackerDamage !== null || p.targetDamage !== null)
			return refuse('locke/damage_unexpected');
		const cb = s.combat!;
		const last: Exchange = {
			kind: 'melee',
			attacker: a.id,
			target: t.id,
			level: p.level,
			outcome: p.outcome,
			lines,
			broke: def.broke
		};
		return withCombat(s, {
			...cb,
			turnFlags: { ...cb.turnFlags, main: true, attacked: true },
			attacksThisRound: cb.attacksThisRound + 1,
			last
		});
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
		if (!p.interfered) cb = patchCombatant(cb, c.id, { state: 'escaped' });
		return withCombat(s, {
			...cb,
			turnFlags: { ...cb.turnFlags, escaped: true, main: cb.turnFlags.main || p.timing === 'main' }
		});
	},

	'locke/cardPlayed': (state, p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
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
		return withCombat(state, {
			...combat,
			turnIndex: combat.turnIndex + 1,
			turnFlags: { main: false, attacked: false, escaped: false }
		});
	},

	'locke/roundEnded': (state, p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		if (combat.step !== 'turns') return refuse('locke/wrong_step', { step: combat.step, want: 'turns' });
		if (combat.turnIndex < combat.order.length)
			return refuse('locke/turns_not_finished', {
				name: character(state, combat.order[combat.turnIndex]!)?.name ?? ''
			});
		if (p.round !== combat.round) return refuse('locke/stale_round', { round: combat.round });
		const judged = roundEndOutcome(state, combat, p.wantContinue, p.discardOne, p.proxies);
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
				attacksThisRound: 0,
				charts: []
			}
		};
	},

	'locke/combatEnded': (state, _p) => {
		const combat = needCombat(state);
		if (isR(combat)) return combat;
		return endCombat(state, combat, 'manual');
	}
};

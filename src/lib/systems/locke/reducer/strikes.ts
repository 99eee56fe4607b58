/**
 * The exchanges of damage in a combat (§5.1 attack, §5.2 melee): each checks the declared
 * columns, reads and defences against the rules, then applies the damage.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { columnShift, meleeFirepower, meleeRatios, shiftTotal, syncAttack, type DamageColumn } from '../rules';
import { attackRatio, character, combatant, enduranceNow } from '../derive';
import type { AttackOutcome, DamageRead, Defence, Interferer } from '../events';
import type { Character, Combat, DamageLine, Exchange, LockeState } from '../state';
import { applyDamage, fightingTarget, isR, withCombat, type Handlers } from './shared';
import {
	applyDefence,
	applyInterference,
	attackReady,
	checkDefence,
	checkMeleeSide,
	checkRead,
	NO_MARKINGS,
	spend,
	takeCard
} from './exchange';

type StrikeEvent = 'locke/attackResolved' | 'locke/meleeResolved';

export const strikeHandlers: Handlers<StrikeEvent> = {
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
		const def = checkDefence(
			t,
			tk,
			level,
			{ undefendable: p.undefendable, unescapable: p.unescapable === true },
			p.defence,
			p.outcome
		);
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
		const stopped = interfere(applied, t, p.defence, p.outcome, p.interferers);
		if (isR(stopped)) return stopped;
		s = stopped.state;
		cb = stopped.combat;
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
			const wrongRead = checkRead(state, env, p.damage, ratio);
			if (wrongRead) return wrongRead;
			s = { ...s, combat: cb };
			const hit = applyDamage(s, t.id, p.damage.value, divisor);
			if (p.died !== undefined && p.died !== hit.died) return refuse('locke/died_mismatch', { name: t.name });
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
		} else if (p.damage !== null || p.declaredEndurance !== null || p.died === true)
			return refuse('locke/damage_unexpected');
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
		const def = checkDefence(t, combatant(combat, t.id)!, p.level, NO_MARKINGS, p.defence, p.outcome);
		if (isR(def)) return def;
		const applied = applyDefence(state, combat, t, p.defence, p.outcome, def.broke);
		if (isR(applied)) return applied;
		const stopped = interfere(applied, t, p.defence, p.outcome, p.interferers);
		if (isR(stopped)) return stopped;
		let s: LockeState = { ...stopped.state, combat: stopped.combat };
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
			const wrongA = checkRead(state, env, p.attackerDamage, aDeals);
			if (wrongA) return wrongA;
			if (p.targetDamage) {
				const wrongB = checkRead(state, env, p.targetDamage, bDeals);
				if (wrongB) return wrongB;
			}
			// Both damage rolls land at the same time (§5.5), then deaths.
			// Each side's declared endurance behind its firepower is what its death is measured by (§5.1).
			const toT = applyDamage(s, t.id, p.attackerDamage.value, p.targetSide.declared);
			s = toT.state;
			let toA = { state: s, died: false };
			if (p.targetDamage) toA = applyDamage(s, a.id, p.targetDamage.value, p.attackerSide.declared);
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
	}
};

/** The defender's escape, interfered with or not (§5.4), after its defence was applied. */
function interfere(
	applied: { state: LockeState; combat: Combat },
	t: Character,
	defence: Defence | null,
	outcome: AttackOutcome,
	interferers: readonly Interferer[] | undefined
): { state: LockeState; combat: Combat } | Refusal {
	const escape = defence?.kind === 'escape' ? defence : null;
	return applyInterference(
		{ ...applied.state, combat: applied.combat },
		applied.combat,
		t,
		escape,
		outcome === 'escape_interfered',
		interferers
	);
}

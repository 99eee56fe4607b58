/**
 * The checks and payments of an exchange in combat (§5.1–5.5): who may act, ESP power and
 * cards spent, the defence against an attack, a melee side's declaration, a damage read against
 * the adopted table, and the round-end decision the screen shows before it is recorded.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { deckOutEnds, defenceAllowed, espPowerAfter, interference, type DamageColumn } from '../rules';
import type { Readings } from '$lib/core/readings';
import {
	attackOutcome,
	character,
	combatant,
	enduranceNow,
	fighting,
	readDamageTable,
	roundEndPreview,
	seedRules,
	type HandChange
} from '../derive';
import type { ReduceEnv } from '$lib/systems/types';
import type { AttackOutcome, DamageRead, Defence, Interferer, MeleeSideInput, Ref } from '../events';
import type { Character, Combat, Combatant, LockeState } from '../state';
import { actor, fightingTarget, isR, markLeaving, needCombat, patchCharacter, patchCombatant } from './shared';

/** Spends ESP power (KMC: the level used); refused when there is not enough. */
export function spend(state: LockeState, c: Character, amount: number): LockeState | Refusal {
	if (amount === 0) return state;
	if (amount > c.espPower)
		return refuse('locke/not_enough_esp_power', { name: c.name, need: amount, have: c.espPower });
	return patchCharacter(state, c.id, { espPower: espPowerAfter(c.espPower, amount) });
}

export function takeCard(state: LockeState, combat: Combat, c: Character): Combat | Refusal {
	const k = combatant(combat, c.id);
	if (!k || k.hand < 1) return refuse('locke/empty_hand', { name: c.name });
	return patchCombatant(combat, c.id, { hand: k.hand - 1 });
}

/**
 * Checks a damage read against the adopted table (a printed read cannot be checked: the app
 * does not know the printed values). A column the table lacks is no read of it (issue 22: it
 * was read in the neighbouring column, as a game recorded before still is).
 */
export function checkRead(state: LockeState, env: ReduceEnv, read: DamageRead, ratio: DamageColumn): Refusal | null {
	if (read.source === 'printed') return null;
	const adopted = env.tables.byHash[read.hash!];
	if (!adopted) return refuse('locke/table_not_adopted', { hash: read.hash! });
	if (adopted.slot !== 'locke/damage') return refuse('locke/table_wrong_slot', { slot: adopted.slot });
	const r = readDamageTable(adopted.table, ratio, read.roll.total, seedRules(state) ? 'printed' : 'neighbour');
	if (!r.ok && r.reason === 'no_column') return refuse('locke/table_column_missing', { column: r.missing });
	if (!r.ok) return refuse('locke/table_cell_unfilled', { column: String(ratio), roll: read.roll.total });
	if (r.value !== null && r.value !== read.value)
		return refuse('locke/table_value_mismatch', { expected: r.value, got: read.value });
	return null;
}

/** What an attack is marked with: 防御不可 (§5.3) and 逃避不可 (§5.4), two separate markings. */
export interface AttackMarkings {
	undefendable: boolean;
	unescapable: boolean;
}

/** A melee attack carries neither marking. */
export const NO_MARKINGS: AttackMarkings = Object.freeze({ undefendable: false, unescapable: false });

/**
 * The defender's answer to an attack, when the markings allow it: 「防御が不可能と記載された攻撃を
 * 防御することも出来ない」 (§5.3) refuses a defence, 「逃避が不可能と記載された攻撃を防御することも
 * 出来ない」 (§5.4) an escape; a maintained defence answering by itself needs neither.
 */
export function markingRefusal(markings: AttackMarkings, defence: Defence['kind']): Refusal | null {
	if (defence === 'defence' && markings.undefendable) return refuse('locke/undefendable');
	if (defence === 'escape' && markings.unescapable) return refuse('locke/unescapable');
	return null;
}

/** Who keeps a defence, who leaves, what the outcome must be (§5.3, §5.4). */
export function checkDefence(
	target: Character,
	k: Combatant,
	level: number,
	markings: AttackMarkings,
	defence: Defence | null,
	outcome: AttackOutcome
): { broke: boolean } | Refusal {
	const expected = attackOutcome({
		maintained: k.maintained,
		level,
		undefendable: markings.undefendable,
		defence: defence?.kind ?? null,
		interfered: outcome === 'escape_interfered'
	});
	if (expected.maintainedAnswers && defence !== null)
		return refuse('locke/defence_while_maintained', { name: target.name, level: k.maintained! });
	if (defence !== null && !expected.maintainedAnswers) {
		const marked = markingRefusal(markings, defence.kind);
		if (marked) return marked;
		if (!defenceAllowed(level, defence.level))
			return refuse('locke/defence_level_too_low', { attack: level, defence: defence.level });
	}
	if (outcome !== expected.outcome)
		return refuse('locke/outcome_mismatch', {
			expected: expected.outcome === 'escape_interfered' ? 'escaped' : expected.outcome
		});
	return { broke: expected.broke };
}

/** Applies the defender's side of an attack: cards and power spent, defence kept, escape. */
export function applyDefence(
	state: LockeState,
	combat: Combat,
	target: Character,
	defence: Defence | null,
	outcome: AttackOutcome,
	broke: boolean
): { state: LockeState; combat: Combat } | Refusal {
	let s = state;
	let cb = combat;
	if (broke) cb = patchCombatant(cb, target.id, { maintained: null, maintainedVia: null });
	if (defence !== null) {
		const spent = spend(s, target, defence.espSpent);
		if (isR(spent)) return spent;
		s = spent;
		if (defence.via === 'card') {
			const taken = takeCard(s, cb, target);
			if (isR(taken)) return taken;
			cb = taken;
		}
		if (outcome === 'blocked')
			cb = patchCombatant(cb, target.id, { maintained: defence.level, maintainedVia: defence.via });
		if (outcome === 'escaped') {
			cb = patchCombatant(cb, target.id, { state: 'escaped' });
			s = markLeaving(s, target.id);
		}
	}
	return { state: s, combat: cb };
}

/**
 * テレポートの妨害 (§5.4), when the event names who interfered: only against a C-card teleport
 * escape; the first teleport plus those synced to it must reach above the escape's level; anyone
 * still fighting but the escaper may take part (「すでに行動を終えたプレイヤーも参加可能」), and each
 * gives up a card and its ESP power. An interfered escape still avoids the damage; the escaper
 * stays. Logs from before `interferers` was recorded carry none and are taken as they are.
 */
export function applyInterference(
	state: LockeState,
	combat: Combat,
	escaper: Character,
	escape: { level: number; via: 'card' | 'ability' } | null,
	interfered: boolean,
	interferers: readonly Interferer[] | undefined
): { state: LockeState; combat: Combat } | Refusal {
	if (interferers === undefined) return { state, combat };
	if (!interfered) {
		return interferers.length === 0 ? { state, combat } : refuse('locke/interference_unexpected');
	}
	if (!escape || escape.via !== 'card') return refuse('locke/interference_needs_card', { name: escaper.name });
	if (interferers.length === 0) return refuse('locke/interference_who');
	const ids = interferers.map((x) => x.who.id);
	if (new Set(ids).size !== ids.length || ids.includes(escaper.id)) return refuse('locke/interference_who');
	let result: { level: number; succeeds: boolean };
	try {
		result = interference(
			escape.level,
			interferers[0]!.level,
			interferers.slice(1).map((x) => x.level)
		);
	} catch {
		return refuse('locke/interference_sync_level', { level: interferers[0]!.level });
	}
	if (!result.succeeds) return refuse('locke/interference_too_low', { level: result.level, escape: escape.level });
	let s = state;
	let cb = combat;
	for (const x of interferers) {
		const who = fightingTarget(s, cb, x.who);
		if (isR(who)) return who;
		const spent = spend(s, who, x.espSpent);
		if (isR(spent)) return spent;
		s = spent;
		const taken = takeCard(s, cb, who);
		if (isR(taken)) return taken;
		cb = taken;
	}
	return { state: s, combat: cb };
}

export function checkMeleeSide(c: Character, side: MeleeSideInput): Refusal | null {
	const now = enduranceNow(c);
	if (side.declared > now)
		return refuse('locke/declared_above_current', { name: c.name, declared: side.declared, current: now });
	if (side.minions > c.minions)
		return refuse('locke/minions_above', { name: c.name, minions: side.minions, max: c.minions });
	if (side.shifts.filter((s) => s.weapon).length > 1 && side.manyWeapons !== true)
		return refuse('locke/melee_two_weapons', { name: c.name });
	return null;
}

/**
 * What an attack or a melee needs before anything else (§5): a combat, the actor whose turn it
 * is, able to act, who has neither escaped nor used the turn's main action, and another
 * combatant still fighting as the target.
 */
export function attackReady(state: LockeState, attacker: Ref, target: Ref) {
	const combat = needCombat(state);
	if (isR(combat)) return combat;
	const a = actor(state, combat, attacker);
	if (isR(a)) return a;
	if (a.status === 'incapacitated') return refuse('locke/incapacitated_cannot_act', { name: a.name });
	if (combat.turnFlags.escaped) return refuse('locke/attack_after_escape', { name: a.name });
	if (combat.turnFlags.main) return refuse('locke/main_action_used', { name: a.name });
	const t = fightingTarget(state, combat, target);
	if (isR(t)) return t;
	if (t.id === a.id) return refuse('locke/attack_self');
	return { combat, a, t };
}

/**
 * The round-end decision (§5 ラウンド終了フェイズ): step 2's continuation check, then steps 3–5's
 * hand changes and whether the deck can supply them (under the readings in force). Shared with the
 * screen, which shows it first.
 */
export function roundEndOutcome(
	state: LockeState,
	readings: Readings,
	combat: Combat,
	wantContinue: boolean,
	discardOne: readonly string[],
	proxies: readonly string[]
):
	| { outcome: 'continue' | 'no_attack' | 'no_will' | 'too_few' | 'deck_out'; changes: HandChange[]; owed: number }
	| Refusal {
	if (combat.attacksThisRound === 0) return { outcome: 'no_attack', changes: [], owed: 0 };
	if (!wantContinue) return { outcome: 'no_will', changes: [], owed: 0 };
	if (fighting(state, combat).length <= 1) return { outcome: 'too_few', changes: [], owed: 0 };
	let changes: HandChange[];
	try {
		changes = roundEndPreview(state, combat, discardOne, proxies);
	} catch {
		const who = discardOne.map((id) => character(state, id)?.name ?? id).join('、');
		return refuse('locke/discard_not_allowed', { name: who });
	}
	const owed = changes.reduce((sum, ch) => sum + ch.draw, 0);
	if (owed > combat.deck && !deckOutEnds(readings)) return refuse('locke/deck_short', { owed, deck: combat.deck });
	return { outcome: owed > combat.deck ? 'deck_out' : 'continue', changes, owed };
}

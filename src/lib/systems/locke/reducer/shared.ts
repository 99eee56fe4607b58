/**
 * What every Locke handler shares: finding characters and the combat, the checks that many
 * events make (in play, the combat at a step, the actor on its turn), and the state changes
 * that several events cause (damage and death, a combat ending, the game ending).
 */
import { refuse, type Refusal } from '$lib/core/events';
import { diesFromDamage, type GameEnd } from '../rules';
import { atPerimeter, character, combatant, currentActor, fighting, seedRules } from '../derive';
import type { ReduceEnv } from '$lib/systems/types';
import type { LockeEventType, PayloadOf, Ref } from '../events';
import type { Character, Combat, CombatEndReason, Combatant, LockeState } from '../state';

export const CHART_SLOT = { sokoni: 'locke/sokoni', ikiteita: 'locke/ikiteita', zanryu: 'locke/zanryu' } as const;

/**
 * One event's fold: the state before and the event's payload in, a new state or a Refusal out.
 * `env` holds the tables the session adopted (the shell's), for the lookups recorded by hash.
 */
export type Handler<T extends LockeEventType> = (
	state: LockeState,
	payload: PayloadOf<T>,
	env: ReduceEnv
) => LockeState | Refusal;
/** Handlers for a set of event types, one per type (a missing one does not compile). */
export type Handlers<T extends LockeEventType> = { [K in T]: Handler<K> };

export const isR = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'refusal' in x;

export function need(state: LockeState, ref: Ref | string): Character | Refusal {
	const id = typeof ref === 'string' ? ref : ref.id;
	const c = character(state, id);
	return c ?? refuse('locke/unknown_character', { name: typeof ref === 'string' ? ref : ref.name });
}

export function patchCharacter(state: LockeState, id: string, patch: Partial<Character>): LockeState {
	return { ...state, characters: state.characters.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

export function patchCombatant(combat: Combat, id: string, patch: Partial<Combatant>): Combat {
	return { ...combat, combatants: combat.combatants.map((k) => (k.id === id ? { ...k, ...patch } : k)) };
}

/**
 * §4.2 「秘密基地周辺にいるキャラクターは…侵入判定・回復以外の行動を行うことができない」: refused for
 * a character at the perimeter, in a game recorded under today's reading (`seedRules`).
 */
export function perimeterRefusal(state: LockeState, c: Character): Refusal | null {
	return seedRules(state) && atPerimeter(state, c.id) ? refuse('locke/perimeter_only', { name: c.name }) : null;
}

export function inPlay(state: LockeState): Refusal | null {
	if (state.game.phase === 'ended') return refuse('locke/game_over');
	if (state.game.phase === 'setup') return refuse('locke/game_not_started');
	return null;
}

export function needCombat(state: LockeState): Combat | Refusal {
	return state.combat ?? refuse('locke/no_combat');
}

/** The combat, when there is one and it stands at the step `want` of its round. */
export function combatAt(state: LockeState, want: Combat['step']): Combat | Refusal {
	const combat = needCombat(state);
	if (isR(combat)) return combat;
	return combat.step === want ? combat : refuse('locke/wrong_step', { step: combat.step, want });
}

/**
 * The acting character on its combat turn: the current actor, alive and able, who has answered
 * its check phase's question about a maintained defence (unless `duringCheck`: that answer itself).
 */
export function actor(state: LockeState, combat: Combat, ref: Ref, duringCheck = false): Character | Refusal {
	const c = need(state, ref);
	if (isR(c)) return c;
	if (combat.step !== 'turns') return refuse('locke/wrong_step', { step: combat.step, want: 'turns' });
	const now = currentActor(combat);
	if (now !== c.id)
		return refuse('locke/out_of_turn', {
			name: c.name,
			current: now === null ? '' : (character(state, now)?.name ?? '')
		});
	if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
	if (combat.checkPending && !duringCheck) return refuse('locke/maintained_check_pending', { name: c.name });
	return c;
}

export function fightingTarget(state: LockeState, combat: Combat, ref: Ref): Character | Refusal {
	const c = need(state, ref);
	if (isR(c)) return c;
	const k = combatant(combat, c.id);
	if (!k || k.state !== 'in' || c.status === 'dead') return refuse('locke/not_fighting', { name: c.name });
	return c;
}

function nextFighting(state: LockeState, combat: Combat, from: number): number {
	let i = from;
	const stillIn = (id: string) => fighting(state, combat).some((k) => k.id === id);
	while (i < combat.order.length && !stillIn(combat.order[i]!)) i++;
	return i;
}

/**
 * Opens the combat turn of the next one still fighting from `from` on: fresh turn flags, and its
 * check phase asks first when it holds a maintained defence (§5 「現在使用中の防御効果を維持するか
 * どうかを選択する」; §5.3 「維持状態は自分のチェックフェイズか、破壊されるまで自動的に持続される」).
 */
export function openTurn(state: LockeState, combat: Combat, from: number): Combat {
	const i = nextFighting(state, combat, from);
	const id = combat.order[i];
	const k = id === undefined ? undefined : combatant(combat, id);
	return {
		...combat,
		turnIndex: i,
		turnFlags: { main: false, attacked: false, escaped: false },
		checkPending: k !== undefined && k.maintained !== null
	};
}

/** Moves the combat turn past characters who are no longer fighting (dead, escaped). */
export function settleTurn(state: LockeState, combat: Combat): Combat {
	const i = nextFighting(state, combat, combat.turnIndex);
	return i === combat.turnIndex ? combat : openTurn(state, combat, i);
}

/** One who escaped is reminded to move 1D6 squares, and of a combat where it lands (§5.4). */
export function markLeaving(state: LockeState, id: string): LockeState {
	return state.leaving.includes(id) ? state : { ...state, leaving: [...state.leaving, id] };
}

export function withCombat(state: LockeState, combat: Combat): LockeState {
	const next = { ...state, combat };
	return { ...next, combat: combat.step === 'turns' ? settleTurn(next, combat) : combat };
}

export function endCombat(
	state: LockeState,
	combat: Combat,
	reason: CombatEndReason,
	owed: number | null = null,
	available: number | null = null
): LockeState {
	return {
		...state,
		combat: null,
		lastCombat: {
			id: combat.id,
			square: combat.square,
			rounds: combat.round,
			reason,
			owed,
			available,
			deaths: combat.combatants.filter((k) => k.state === 'dead').map((k) => k.id),
			last: combat.last
		}
	};
}

/**
 * Adds damage; a character whose damage passes its maximum — or the endurance it declared for this
 * roll (`declared`, §5.1 「または、宣言した耐久力」) — dies and leaves the combat.
 */
export function applyDamage(
	state: LockeState,
	id: string,
	amount: number,
	declared: number | null = null
): { state: LockeState; died: boolean } {
	const c = character(state, id)!;
	const damage = c.damage + amount;
	const died =
		c.status !== 'dead' &&
		diesFromDamage({ maxEndurance: c.maxEndurance, damageBefore: c.damage, declared, damage: amount });
	let next = patchCharacter(state, id, { damage, ...(died ? { status: 'dead' as const } : {}) });
	if (died) next = onDeath(next, id);
	return { state: next, died };
}

/** A dead character discards its hand and leaves the combat; its maintained defence goes. */
export function onDeath(state: LockeState, id: string): LockeState {
	let next = state;
	if (next.combat && combatant(next.combat, id)) {
		next = {
			...next,
			combat: patchCombatant(next.combat, id, { state: 'dead', hand: 0, maintained: null, maintainedVia: null })
		};
	}
	if (next.game.evilClocks.some((k) => k.declarer === id))
		next = { ...next, game: { ...next.game, evilClocks: next.game.evilClocks.filter((k) => k.declarer !== id) } };
	return next;
}

/** The game ends (§3.2): a running combat ends with it, an open declaration is closed. */
export function endGame(state: LockeState, end: GameEnd & { declarer?: string }): LockeState {
	const s = state.combat ? endCombat(state, state.combat, 'manual') : state;
	return { ...s, game: { ...s.game, phase: 'ended', end, declaration: null } };
}

/**
 * The pure fold of a 超人ロック session: one event in, a new state (or a Refusal with a reason)
 * out. No clocks, no randomness, no mutation. The rule arithmetic lives in rules.ts; this file
 * only decides what an event may do in the current state, and applies it.
 */
import { refuse, type EventDraft, type Refusal } from '$lib/core/events';
import { tableHash } from '$lib/core/tables';
import {
	ENDURANCE_ZERO_RATIO,
	defenceAllowed,
	defeatedAtGameEnd,
	espPowerAfter,
	evilFlipCount,
	infiltrationSucceeds,
	infiltrationTarget,
	initiativeOrder,
	isDead,
	maintainedDefence,
	meleeFirepower,
	meleeRatios,
	silhouetteChoiceAllowed,
	silhouetteConstraint,
	syncAttack,
	thousandTurnRuleEndsGame,
	victoryGrade,
	type GameEnd
} from './rules';
import {
	adoptedFor,
	attackRatio,
	canTakeNormalTurn,
	character,
	combatant,
	compositionProblems,
	currentActor,
	dealPreview,
	enduranceNow,
	fighting,
	nextTurnHolder,
	planetPhaseCanEnd,
	playerCharacters,
	readChart,
	readDamageTable,
	roundEndPreview,
	type HandChange
} from './derive';
import type { AttackOutcome, DamageRead, Defence, LockeEvent, MeleeSideInput, Ref } from './events';
import {
	initialLockeState,
	type Character,
	type Combat,
	type CombatEndReason,
	type Combatant,
	type DamageLine,
	type Exchange,
	type LockeState
} from './state';

export { initialLockeState };

/** Slots a Locke session may adopt a table for. */
export const LOCKE_SLOTS = ['locke/damage', 'locke/sokoni', 'locke/ikiteita', 'locke/zanryu'] as const;
export const CHART_SLOT = { sokoni: 'locke/sokoni', ikiteita: 'locke/ikiteita', zanryu: 'locke/zanryu' } as const;

type R = LockeState | Refusal;
const isR = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'refusal' in x;

// ---- Small helpers ----------------------------------------------------------------------------

function need(state: LockeState, ref: Ref | string): Character | Refusal {
	const id = typeof ref === 'string' ? ref : ref.id;
	const c = character(state, id);
	return c ?? refuse('locke/unknown_character', { name: typeof ref === 'string' ? ref : ref.name });
}

function patchCharacter(state: LockeState, id: string, patch: Partial<Character>): LockeState {
	return { ...state, characters: state.characters.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

function patchCombatant(combat: Combat, id: string, patch: Partial<Combatant>): Combat {
	return { ...combat, combatants: combat.combatants.map((k) => (k.id === id ? { ...k, ...patch } : k)) };
}

function inPlay(state: LockeState): Refusal | null {
	if (state.game.phase === 'ended') return refuse('locke/game_over');
	if (state.game.phase === 'setup') return refuse('locke/game_not_started');
	return null;
}

function needCombat(state: LockeState): Combat | Refusal {
	return state.combat ?? refuse('locke/no_combat');
}

/** The combat, when there is one and it stands at the step `want` of its round. */
function combatAt(state: LockeState, want: Combat['step']): Combat | Refusal {
	const combat = needCombat(state);
	if (isR(combat)) return combat;
	return combat.step === want ? combat : refuse('locke/wrong_step', { step: combat.step, want });
}

/** The acting character on its combat turn: the current actor, alive and able. */
function actor(state: LockeState, combat: Combat, ref: Ref): Character | Refusal {
	const c = need(state, ref);
	if (isR(c)) return c;
	if (combat.step !== 'turns') return refuse('locke/wrong_step', { step: combat.step, want: 'turns' });
	const now = currentActor(combat);
	if (now !== c.id) return refuse('locke/out_of_turn', { name: c.name, current: now === null ? '' : (character(state, now)?.name ?? '') });
	if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
	return c;
}

function fightingTarget(state: LockeState, combat: Combat, ref: Ref): Character | Refusal {
	const c = need(state, ref);
	if (isR(c)) return c;
	const k = combatant(combat, c.id);
	if (!k || k.state !== 'in' || c.status === 'dead') return refuse('locke/not_fighting', { name: c.name });
	return c;
}

/** Moves the combat turn past characters who are no longer fighting (dead, escaped). */
function settleTurn(state: LockeState, combat: Combat): Combat {
	let i = combat.turnIndex;
	const stillIn = (id: string) => fighting(state, combat).some((k) => k.id === id);
	while (i < combat.order.length && !stillIn(combat.order[i]!)) i++;
	if (i === combat.turnIndex) return combat;
	return { ...combat, turnIndex: i, turnFlags: { main: false, attacked: false, escaped: false } };
}

function withCombat(state: LockeState, combat: Combat): LockeState {
	const next = { ...state, combat };
	return { ...next, combat: combat.step === 'turns' ? settleTurn(next, combat) : combat };
}

function endCombat(state: LockeState, combat: Combat, reason: CombatEndReason, owed: number | null = null, available: number | null = null): LockeState {
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

/** Spends ESP power (KMC: the level used); refused when there is not enough. */
function spend(state: LockeState, c: Character, amount: number): LockeState | Refusal {
	if (amount === 0) return state;
	if (amount > c.espPower) return refuse('locke/not_enough_esp_power', { name: c.name, need: amount, have: c.espPower });
	return patchCharacter(state, c.id, { espPower: espPowerAfter(c.espPower, amount) });
}

function takeCard(state: LockeState, combat: Combat, c: Character): Combat | Refusal {
	const k = combatant(combat, c.id);
	if (!k || k.hand < 1) return refuse('locke/empty_hand', { name: c.name });
	return patchCombatant(combat, c.id, { hand: k.hand - 1 });
}

/** Adds damage; a character whose damage passes its maximum dies and leaves the combat (§5.1). */
function applyDamage(state: LockeState, id: string, amount: number): { state: LockeState; died: boolean } {
	const c = character(state, id)!;
	const damage = c.damage + amount;
	const died = c.status !== 'dead' && isDead(c.maxEndurance, damage);
	let next = patchCharacter(state, id, { damage, ...(died ? { status: 'dead' as const } : {}) });
	if (died) next = onDeath(next, id);
	return { state: next, died };
}

/** A dead character discards its hand and leaves the combat; its maintained defence goes. */
function onDeath(state: LockeState, id: string): LockeState {
	let next = state;
	if (next.combat && combatant(next.combat, id)) {
		next = { ...next, combat: patchCombatant(next.combat, id, { state: 'dead', hand: 0, maintained: null }) };
	}
	if (next.game.evilClock?.declarer === id) next = { ...next, game: { ...next.game, evilClock: null } };
	return next;
}

/**
 * Checks a damage read against the adopted table (a printed read cannot be checked: the app
 * does not know the printed values). `ratio` Infinity is the rightmost column.
 */
function checkRead(state: LockeState, read: DamageRead, ratio: number): Refusal | null {
	if (read.source === 'printed') return null;
	const adopted = state.tables[read.hash!];
	if (!adopted) return refuse('locke/table_not_adopted', { hash: read.hash! });
	if (adopted.slot !== 'locke/damage') return refuse('locke/table_wrong_slot', { slot: adopted.slot });
	const r = readDamageTable(adopted.table, ratio, read.roll.total);
	if (!r.ok) return refuse('locke/table_cell_unfilled', { column: String(ratio), roll: read.roll.total });
	if (r.value !== null && r.value !== read.value) return refuse('locke/table_value_mismatch', { expected: r.value, got: read.value });
	return null;
}

const storedRatio = (ratio: number) => (ratio === ENDURANCE_ZERO_RATIO ? -1 : ratio);

/** Who keeps a defence, who leaves, what the outcome must be (§5.3, §5.4). */
function checkDefence(
	target: Character,
	k: Combatant,
	level: number,
	undefendable: boolean,
	defence: Defence | null,
	outcome: AttackOutcome
): { broke: boolean } | Refusal {
	if (k.maintained !== null && !undefendable) {
		if (defence !== null) return refuse('locke/defence_while_maintained', { name: target.name, level: k.maintained });
		const result = maintainedDefence(level, k.maintained);
		const expected: AttackOutcome = result === 'blocked' ? 'blocked' : 'hit';
		if (outcome !== expected) return refuse('locke/outcome_mismatch', { expected });
		return { broke: result === 'broken' };
	}
	if (defence === null) {
		if (outcome !== 'hit') return refuse('locke/outcome_mismatch', { expected: 'hit' });
		return { broke: false };
	}
	if (undefendable) return refuse('locke/undefendable');
	if (!defenceAllowed(level, defence.level)) return refuse('locke/defence_level_too_low', { attack: level, defence: defence.level });
	const ok = defence.kind === 'defence' ? outcome === 'blocked' : outcome === 'escaped' || outcome === 'escape_interfered';
	if (!ok) return refuse('locke/outcome_mismatch', { expected: defence.kind === 'defence' ? 'blocked' : 'escaped' });
	return { broke: false };
}

/** Applies the defender's side of an attack: cards and power spent, defence kept, escape. */
function applyDefence(state: LockeState, combat: Combat, target: Character, defence: Defence | null, outcome: AttackOutcome, broke: boolean): { state: LockeState; combat: Combat } | Refusal {
	let s = state;
	let cb = combat;
	if (broke) cb = patchCombatant(cb, target.id, { maintained: null });
	if (defence !== null) {
		const spent = spend(s, target, defence.espSpent);
		if (isR(spent)) return spent;
		s = spent;
		if (defence.via === 'card') {
			const taken = takeCard(s, cb, target);
			if (isR(taken)) return taken;
			cb = taken;
		}
		if (outcome === 'blocked') cb = patchCombatant(cb, target.id, { maintained: defence.level });
		if (outcome === 'escaped') cb = patchCombatant(cb, target.id, { state: 'escaped' });
	}
	return { state: s, combat: cb };
}

function checkMeleeSide(c: Character, side: MeleeSideInput): Refusal | null {
	const now = enduranceNow(c);
	if (side.declared > now) return refuse('locke/declared_above_current', { name: c.name, declared: side.declared, current: now });
	if (side.minions > c.minions) return refuse('locke/minions_above', { name: c.name, minions: side.minions, max: c.minions });
	if (side.shifts.filter((s) => s.weapon).length > 1 && side.manyWeapons !== true) return refuse('locke/melee_two_weapons', { name: c.name });
	return null;
}

export const meleeShiftTotal = (side: MeleeSideInput) => side.shifts.reduce((sum, s) => sum + s.x, 0);

// ---- The reducer ---------------------------------------------------------------------------------

/**
 * What an attack or a melee needs before anything else (§5): a combat, the actor whose turn it
 * is, able to act, who has neither escaped nor used the turn's main action, and another
 * combatant still fighting as the target.
 */
function attackReady(state: LockeState, attacker: Ref, target: Ref) {
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

export function reduceLocke(state: LockeState, draft: EventDraft): R {
	const e = draft as LockeEvent;
	switch (e.type) {
		// ---- Setup and roster ----
		case 'locke/deckSizeSet':
			return { ...state, deckSize: e.payload.deckSize };

		case 'locke/characterAdded': {
			const p = e.payload;
			if (character(state, p.id)) return refuse('locke/duplicate_id', { id: p.id });
			if (state.characters.length >= 40) return refuse('locke/too_many', { max: 40 });
			const c: Character = {
				id: p.id,
				player: p.player,
				name: p.name,
				builtinId: p.builtinId,
				alignment: p.alignment,
				isL: p.isL,
				silhouette: p.silhouette,
				espLevel: p.espLevel,
				espPower: p.espPower,
				maxEspPower: p.espPower,
				maxEndurance: p.endurance,
				damage: 0,
				mental: p.mental,
				mentalLost: 0,
				minions: p.minions,
				party: null,
				status: 'normal',
				infoCards: 0,
				defeatCondition: '',
				sheetOpen: false
			};
			const seats = p.player !== null ? [...state.game.seats, p.id] : state.game.seats;
			return { ...state, characters: [...state.characters, c], game: { ...state.game, seats } };
		}

		case 'locke/characterEdited': {
			const p = e.payload;
			const c = need(state, p.id);
			if (isR(c)) return c;
			const espPower = Math.max(0, c.espPower + p.espPower - c.maxEspPower);
			let next = patchCharacter(state, c.id, {
				player: p.player,
				name: p.name,
				builtinId: p.builtinId,
				alignment: p.alignment,
				isL: p.isL,
				espLevel: p.espLevel,
				espPower,
				maxEspPower: p.espPower,
				maxEndurance: p.endurance,
				mental: p.mental,
				mentalLost: Math.min(c.mentalLost, p.mental),
				minions: p.minions
			});
			const seated = next.game.seats.includes(c.id);
			if (p.player !== null && !seated) next = { ...next, game: { ...next.game, seats: [...next.game.seats, c.id] } };
			if (p.player === null && seated) next = { ...next, game: { ...next.game, seats: next.game.seats.filter((id) => id !== c.id) } };
			if (c.status !== 'dead' && isDead(p.endurance, c.damage)) next = onDeath(patchCharacter(next, c.id, { status: 'dead' }), c.id);
			return next;
		}

		case 'locke/characterRemoved': {
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			if (state.combat && combatant(state.combat, c.id)) return refuse('locke/in_combat', { name: c.name });
			if (state.game.current === c.id) return refuse('locke/has_the_turn', { name: c.name });
			const infiltration = { ...state.game.infiltration };
			delete infiltration[c.id];
			return {
				...state,
				characters: state.characters.filter((x) => x.id !== c.id),
				game: { ...state.game, seats: state.game.seats.filter((id) => id !== c.id), infiltration }
			};
		}

		case 'locke/seatsOrdered': {
			const players = state.characters.filter((c) => c.player !== null).map((c) => c.id);
			const order = e.payload.order;
			if (order.length !== players.length || new Set(order).size !== order.length || !order.every((id) => players.includes(id)))
				return refuse('locke/seats_not_permutation');
			return { ...state, game: { ...state.game, seats: [...order] } };
		}

		case 'locke/silhouetteChosen': {
			const p = e.payload;
			const c = need(state, p.who);
			if (isR(c)) return c;
			if (p.rank !== null && !silhouetteChoiceAllowed(p.rank, c, p.silhouette))
				return refuse('locke/silhouette_not_allowed', { name: c.name, rule: silhouetteConstraint(p.rank) });
			return patchCharacter(state, c.id, { silhouette: { ...p.silhouette } });
		}

		case 'locke/gameStarted': {
			if (state.game.phase !== 'setup') return refuse('locke/not_in_setup');
			const players = playerCharacters(state);
			if (players.length === 0) return refuse('locke/no_players');
			const problems = compositionProblems(state);
			if (problems.length > 0 && !e.payload.override) return refuse('locke/composition_invalid', { count: problems.length });
			if (players.some((c) => c.silhouette === null)) return refuse('locke/silhouette_missing', { name: players.find((c) => c.silhouette === null)!.name });
			const started: LockeState = { ...state, game: { ...state.game, phase: 'planet' } };
			const first = need(started, e.payload.first);
			if (isR(first)) return first;
			if (!canTakeNormalTurn(started, first.id)) return refuse('locke/cannot_take_turn', { name: first.name });
			return { ...started, game: { ...started.game, turn: 1, current: first.id } };
		}

		// ---- Character bookkeeping ----
		case 'locke/characterAdjusted': {
			const p = e.payload;
			const c = need(state, p.who);
			if (isR(c)) return c;
			const bad = () => refuse('locke/out_of_range', { name: c.name, field: p.field });
			switch (p.field) {
				case 'damage': {
					if (c.status === 'dead') return refuse('locke/character_dead', { name: c.name });
					if (c.damage + p.by < 0) return bad();
					if (p.by > 0) return applyDamage(state, c.id, p.by).state;
					return patchCharacter(state, c.id, { damage: c.damage + p.by });
				}
				case 'espPower':
					return c.espPower + p.by < 0 ? bad() : patchCharacter(state, c.id, { espPower: c.espPower + p.by });
				case 'mental': {
					const lost = c.mentalLost - p.by;
					return lost < 0 || lost > c.mental ? bad() : patchCharacter(state, c.id, { mentalLost: lost });
				}
				case 'minions':
					return c.minions + p.by < 0 ? bad() : patchCharacter(state, c.id, { minions: c.minions + p.by });
				case 'infoCards':
					return c.infoCards + p.by < 0 ? bad() : patchCharacter(state, c.id, { infoCards: c.infoCards + p.by });
			}
			return bad();
		}

		case 'locke/statusSet': {
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			const status = e.payload.status;
			if (status === c.status) return refuse('locke/status_unchanged', { name: c.name });
			if (status === 'dead') return onDeath(patchCharacter(state, c.id, { status }), c.id);
			// Back from the dead by the GM's word: keep the damage, but not past the maximum.
			return patchCharacter(state, c.id, { status, damage: Math.min(c.damage, c.maxEndurance) });
		}

		case 'locke/alignmentChanged': {
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			if (c.alignment === e.payload.alignment) return refuse('locke/alignment_unchanged', { name: c.name });
			return patchCharacter(state, c.id, { alignment: e.payload.alignment });
		}

		case 'locke/partyFormed': {
			const ids = e.payload.members.map((m) => m.id);
			if (new Set(ids).size !== ids.length) return refuse('locke/party_duplicate');
			let next = state;
			for (const ref of e.payload.members) {
				const c = need(state, ref);
				if (isR(c)) return c;
				if (c.status === 'dead') return refuse('locke/character_dead', { name: c.name });
				next = patchCharacter(next, c.id, { party: e.payload.party });
			}
			return next;
		}

		case 'locke/partyLeft': {
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			if (c.party === null) return refuse('locke/not_in_party', { name: c.name });
			let next = patchCharacter(state, c.id, { party: null });
			const rest = next.characters.filter((x) => x.party === c.party);
			if (rest.length === 1) next = patchCharacter(next, rest[0]!.id, { party: null });
			return next;
		}

		case 'locke/defeatConditionNoted': {
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			return patchCharacter(state, c.id, { defeatCondition: e.payload.text });
		}

		case 'locke/sheetOpened': {
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			if (c.sheetOpen) return refuse('locke/sheet_already_open', { name: c.name });
			return patchCharacter(state, c.id, { sheetOpen: true });
		}

		// ---- Game tracker ----
		case 'locke/turnEnded': {
			const bad = inPlay(state);
			if (bad) return bad;
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			if (state.game.current !== c.id) return refuse('locke/out_of_turn', { name: c.name, current: character(state, state.game.current ?? '')?.name ?? '' });
			if (state.combat) return refuse('locke/combat_running');
			if (state.game.declaration) return refuse('locke/declaration_open');
			const expected = nextTurnHolder(state);
			if (expected === null) return refuse('locke/nobody_to_play');
			if (e.payload.next.id !== expected) return refuse('locke/wrong_next_turn', { expected: character(state, expected)!.name });
			const clock = state.game.evilClock;
			const evilClock = clock && character(state, clock.declarer)?.status !== 'dead' ? { ...clock, turns: clock.turns + 1 } : null;
			return { ...state, game: { ...state.game, turn: state.game.turn + 1, current: expected, evilClock } };
		}

		case 'locke/planetCardsCounted': {
			if (state.game.phase !== 'planet') return refuse('locke/not_planet_phase');
			return { ...state, game: { ...state.game, planetCardsDone: e.payload.faceUpOrDestroyed } };
		}

		case 'locke/planetPhaseEnded': {
			const p = e.payload;
			if (state.game.phase !== 'planet') return refuse('locke/not_planet_phase');
			if (state.combat) return refuse('locke/combat_running');
			if (!planetPhaseCanEnd(state)) return refuse('locke/planet_phase_not_over');
			const infiltration: LockeState['game']['infiltration'] = {};
			for (const id of p.inside) {
				const c = need(state, id);
				if (isR(c)) return c;
			}
			for (const c of playerCharacters(state)) {
				if (c.status === 'dead') continue;
				infiltration[c.id] = { failures: 0, status: p.inside.includes(c.id) ? 'inside' : 'outside' };
			}
			const each = evilFlipCount(p.placedPlanetCards, p.goodSpecialSilhouettes);
			const next: LockeState = {
				...state,
				game: { ...state.game, phase: 'base', infiltration, evilFlips: { placed: p.placedPlanetCards, silhouettes: p.goodSpecialSilhouettes, each } }
			};
			// The turn holder stays; in the base phase EVIL silhouettes play too.
			return next;
		}

		case 'locke/infiltrationChecked': {
			if (state.game.phase !== 'base') return refuse('locke/not_base_phase');
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
			if (state.game.current !== c.id) return refuse('locke/out_of_turn', { name: c.name, current: character(state, state.game.current ?? '')?.name ?? '' });
			const entry = state.game.infiltration[c.id] ?? { failures: 0, status: 'outside' as const };
			if (entry.status === 'inside') return refuse('locke/already_inside', { name: c.name });
			const target = infiltrationTarget(c.espLevel, entry.failures);
			if (e.payload.target !== target) return refuse('locke/infiltration_target_mismatch', { target });
			let ok: boolean;
			if (e.payload.roll === null) {
				if (c.silhouette?.alignment !== 'EVIL') return refuse('locke/infiltration_roll_needed', { name: c.name });
				ok = true;
			} else {
				ok = infiltrationSucceeds(target, e.payload.roll.total);
			}
			const updated = ok ? { ...entry, status: 'inside' as const } : { ...entry, failures: entry.failures + 1 };
			return { ...state, game: { ...state.game, infiltration: { ...state.game.infiltration, [c.id]: updated } } };
		}

		case 'locke/keyPointDestroyed': {
			if (state.game.phase !== 'base') return refuse('locke/not_base_phase');
			if (e.payload.by) {
				const c = need(state, e.payload.by);
				if (isR(c)) return c;
				if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
			}
			const n = state.game.keyPointsDestroyed + 1;
			if (n > 4) return refuse('locke/key_points_all_destroyed');
			const game = { ...state.game, keyPointsDestroyed: n };
			if (n === 4) return endGame({ ...state, game }, { kind: 'all_key_points_destroyed' });
			return { ...state, game };
		}

		case 'locke/victoryDeclared': {
			const bad = inPlay(state);
			if (bad) return bad;
			if (state.game.declaration) return refuse('locke/declaration_open');
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
			if (state.game.current !== c.id) return refuse('locke/out_of_turn', { name: c.name, current: character(state, state.game.current ?? '')?.name ?? '' });
			if (!e.payload.solo && c.alignment === 'SPECIAL') return refuse('locke/special_cannot_declare', { name: c.name });
			if (e.payload.solo) {
				if (c.alignment !== 'SPECIAL') return refuse('locke/solo_only_special', { name: c.name });
				const othersAlive = state.characters.some((x) => x.player !== null && x.id !== c.id && x.status !== 'dead');
				if (othersAlive && !e.payload.blackHole) return refuse('locke/solo_others_alive');
			}
			return patchCharacter(
				{ ...state, game: { ...state.game, declaration: { declarer: c.id, solo: e.payload.solo, alignment: c.alignment, objectors: [] } } },
				c.id,
				{ sheetOpen: true }
			);
		}

		case 'locke/declarationOpposed': {
			const d = state.game.declaration;
			if (!d) return refuse('locke/no_declaration');
			const c = need(state, e.payload.by);
			if (isR(c)) return c;
			if (c.status === 'dead') return refuse('locke/dead_cannot_object', { name: c.name });
			if (c.id === d.declarer) return refuse('locke/declarer_cannot_object');
			if (d.objectors.includes(c.id)) return refuse('locke/already_objected', { name: c.name });
			return { ...state, game: { ...state.game, declaration: { ...d, objectors: [...d.objectors, c.id] } } };
		}

		case 'locke/declarationClosed': {
			const d = state.game.declaration;
			if (!d) return refuse('locke/no_declaration');
			if (e.payload.objections !== d.objectors.length) return refuse('locke/objections_mismatch', { count: d.objectors.length });
			if (d.objectors.length === 0) {
				const end: GameEnd & { declarer: string } = d.solo
					? { kind: 'solo_declaration', declarer: d.declarer }
					: { kind: 'declaration', alignment: d.alignment as 'GOOD' | 'EVIL', declarer: d.declarer };
				return endGame({ ...state, game: { ...state.game, declaration: null } }, end);
			}
			// Opposed. An EVIL declaration starts the 1000-turn clock (§3.2); a running clock keeps going.
			const evilClock = !d.solo && d.alignment === 'EVIL' && !state.game.evilClock ? { declarer: d.declarer, turns: 0 } : state.game.evilClock;
			return { ...state, game: { ...state.game, declaration: null, evilClock, pastDeclarations: [...state.game.pastDeclarations, { ...d }] } };
		}

		case 'locke/gameEnded': {
			const bad = inPlay(state);
			if (bad) return bad;
			const players = playerCharacters(state);
			const kind = e.payload.kind;
			const met =
				kind === 'all_dead'
					? players.every((c) => c.status === 'dead')
					: kind === 'all_permanently_incapacitated'
						? players.every((c) => c.status !== 'normal')
						: state.game.evilClock !== null && thousandTurnRuleEndsGame(state.game.evilClock.turns);
			if (!met) return refuse('locke/end_condition_not_met', { kind });
			const end: GameEnd & { declarer?: string } =
				kind === 'thousand_turns' ? { kind, declarer: state.game.evilClock!.declarer } : { kind };
			return endGame(state, end);
		}

		case 'locke/gradesRecorded': {
			const end = state.game.end;
			if (state.game.phase !== 'ended' || !end) return refuse('locke/game_not_ended');
			const players = playerCharacters(state);
			const given = e.payload.results;
			if (given.length !== players.length || !players.every((c) => given.some((g) => g.who.id === c.id))) return refuse('locke/grades_incomplete');
			const lAlive = (id: string) => players.some((x) => x.id !== id && x.isL && x.status !== 'dead');
			const grades = players.map((c) => {
				const ownConditionMet = given.find((g) => g.who.id === c.id)!.ownConditionMet;
				const alive = c.status !== 'dead';
				const defeated = defeatedAtGameEnd(
					{ alignment: c.alignment, isL: c.isL, alive, ownDefeatConditionMet: ownConditionMet, anotherLAlive: c.isL && lAlive(c.id), soloDeclarer: end.kind === 'solo_declaration' && end.declarer === c.id },
					end
				);
				return { id: c.id, grade: victoryGrade(alive, defeated), defeated, ownConditionMet, alive };
			});
			return { ...state, game: { ...state.game, grades } };
		}

		// ---- Tables ----
		case 'locke/tableAdopted': {
			const p = e.payload;
			if (!(LOCKE_SLOTS as readonly string[]).includes(p.slot)) return refuse('locke/unknown_slot', { slot: p.slot });
			if (tableHash(p.table) !== p.hash) return refuse('locke/table_hash_mismatch');
			if (state.tables[p.hash] && state.slotHash[p.slot] === p.hash) return refuse('locke/table_already_adopted');
			return { ...state, tables: { ...state.tables, [p.hash]: { slot: p.slot, hash: p.hash, table: p.table } }, slotHash: { ...state.slotHash, [p.slot]: p.hash } };
		}

		// ---- Combat ----
		case 'locke/combatStarted': {
			const p = e.payload;
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
				combatants: ids.map((id) => ({ id, state: 'in', hand: 0, dealt: false, maintained: null, joinedRound: 1, via: 'start' })),
				order: [],
				initiative: [],
				turnIndex: 0,
				turnFlags: { main: false, attacked: false, escaped: false },
				attacksThisRound: 0,
				charts: [],
				last: null
			};
			return { ...state, combat, combatsFought: state.combatsFought + 1 };
		}

		case 'locke/chartRolled': {
			const p = e.payload;
			const combat = combatAt(state, 'opening');
			if (isR(combat)) return combat;
			const c = need(state, p.who);
			if (isR(c)) return c;
			if (p.chart === 'sokoni') {
				if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
				if (combatant(combat, c.id)?.state === 'in') return refuse('locke/already_in_combat', { name: c.name });
			} else if (c.status !== 'dead') return refuse('locke/not_dead', { name: c.name });
			if (p.source === 'table') {
				const adopted = state.tables[p.hash!];
				if (!adopted) return refuse('locke/table_not_adopted', { hash: p.hash! });
				if (adopted.slot !== CHART_SLOT[p.chart]) return refuse('locke/table_wrong_slot', { slot: adopted.slot });
				const r = readChart(adopted.table, p.roll.total);
				if (!r.ok) return refuse('locke/table_cell_unfilled', { column: r.reason, roll: p.roll.total });
				if ((r.value !== null && r.value !== p.value) || (r.text !== null && r.text !== p.text))
					return refuse('locke/table_value_mismatch', { expected: [r.value, r.text].filter((x) => x !== null).join(' '), got: [p.value, p.text].filter((x) => x !== null && x !== '').join(' ') });
			}
			const rec = { chart: p.chart, who: c.id, total: p.roll.total, text: p.text, value: p.value, source: p.source };
			return { ...state, combat: { ...combat, charts: [...combat.charts, rec] } };
		}

		case 'locke/combatantJoined': {
			const p = e.payload;
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
				if (isDead(c.maxEndurance, p.reviveDamage)) return refuse('locke/revive_damage_too_high', { name: c.name, max: c.maxEndurance });
				next = patchCharacter(next, c.id, { status: 'normal', damage: p.reviveDamage });
			} else {
				if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
				if (p.reviveDamage !== null) return refuse('locke/revive_damage_unexpected');
			}
			const entry: Combatant = { id: c.id, state: 'in', hand: k?.hand ?? 0, dealt: k?.dealt ?? false, maintained: null, joinedRound: combat.round, via: p.via };
			const combatants = k ? combat.combatants.map((x) => (x.id === c.id ? entry : x)) : [...combat.combatants, entry];
			return { ...next, combat: { ...combat, combatants } };
		}

		case 'locke/minionsDeclared': {
			const combat = combatAt(state, 'opening');
			if (isR(combat)) return combat;
			const c = fightingTarget(state, combat, e.payload.who);
			if (isR(c)) return c;
			return patchCharacter(state, c.id, { minions: e.payload.minions });
		}

		case 'locke/handsDealt': {
			const combat = combatAt(state, 'opening');
			if (isR(combat)) return combat;
			if (e.payload.round !== combat.round) return refuse('locke/stale_round', { round: combat.round });
			const owed = dealPreview(state, combat);
			const given = e.payload.dealt;
			if (given.length !== owed.length || !owed.every((o) => given.some((g) => g.who.id === o.id && g.cards === o.cards)))
				return refuse('locke/deal_mismatch');
			const total = owed.reduce((s, o) => s + o.cards, 0);
			const deckOut = total > combat.deck;
			if (e.payload.outcome !== (deckOut ? 'deck_out' : 'dealt')) return refuse('locke/outcome_mismatch', { expected: deckOut ? 'deck_out' : 'dealt' });
			if (deckOut) return endCombat(state, combat, 'deck_out', total, combat.deck);
			let cb: Combat = { ...combat, deck: combat.deck - total, step: 'initiative' };
			for (const o of owed) cb = patchCombatant(cb, o.id, { hand: combatant(cb, o.id)!.hand + o.cards, dealt: true });
			return { ...state, combat: cb };
		}

		case 'locke/initiativeDealt': {
			const combat = combatAt(state, 'initiative');
			if (isR(combat)) return combat;
			if (e.payload.round !== combat.round) return refuse('locke/stale_round', { round: combat.round });
			const ids = fighting(state, combat).map((k) => k.id);
			const cards = e.payload.cards;
			if (cards.length !== ids.length || !ids.every((id) => cards.some((c) => c.who.id === id))) return refuse('locke/initiative_not_everyone');
			let order: string[];
			try {
				order = initiativeOrder(cards.map((c) => ({ id: c.who.id, suit: c.suit, rank: c.rank })));
			} catch {
				return refuse('locke/initiative_same_card');
			}
			const initiative = cards.map((c) => ({ id: c.who.id, suit: c.suit, rank: c.rank }));
			return { ...state, combat: { ...combat, step: 'turns', order, initiative, turnIndex: 0, turnFlags: { main: false, attacked: false, escaped: false } } };
		}

		case 'locke/defenceMaintained': {
			const combat = needCombat(state);
			if (isR(combat)) return combat;
			const c = actor(state, combat, e.payload.who);
			if (isR(c)) return c;
			const k = combatant(combat, c.id)!;
			if (k.maintained === null) return refuse('locke/no_maintained_defence', { name: c.name });
			if (combat.turnFlags.main) return refuse('locke/check_phase_over', { name: c.name });
			if (!e.payload.keep) {
				if (e.payload.espSpent !== 0) return refuse('locke/esp_spent_on_drop');
				return withCombat(state, patchCombatant(combat, c.id, { maintained: null }));
			}
			const spent = spend(state, c, e.payload.espSpent);
			if (isR(spent)) return spent;
			return spent;
		}

		case 'locke/attackResolved': {
			const p = e.payload;
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
					if (combat.order.indexOf(hc.id) <= combat.turnIndex) return refuse('locke/sync_helper_acted', { name: hc.name });
				}
				if (new Set(p.helpers.map((h) => h.who.id)).size !== p.helpers.length) return refuse('locke/sync_helper_invalid', { name: p.helpers[0]!.who.name });
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
					if (p.declaredEndurance > now) return refuse('locke/declared_above_current', { name: t.name, declared: p.declaredEndurance, current: now });
					divisor = p.declaredEndurance;
				} else if (p.declaredEndurance !== null) return refuse('locke/declared_endurance_unexpected');
				const ratio = attackRatio(p.power.kind === 'firepower' ? { kind: 'firepower', value: firepower! } : p.power, divisor ?? 1);
				const wrongRead = checkRead(s, p.damage, ratio);
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
					baseRatio: storedRatio(ratio),
					shift: 0,
					ratio: storedRatio(ratio),
					roll: p.damage.roll,
					value: p.damage.value,
					source: p.damage.source,
					hash: p.damage.hash,
					damageAfter: character(s, t.id)!.damage,
					died: hit.died
				});
			} else if (p.damage !== null || p.declaredEndurance !== null) return refuse('locke/damage_unexpected');
			const last: Exchange = { kind: 'attack', attacker: a.id, target: t.id, level, outcome: p.outcome, lines, broke: def.broke };
			return withCombat(s, { ...cb, turnFlags: { ...cb.turnFlags, main: true, attacked: true }, attacksThisRound: cb.attacksThisRound + 1, last });
		}

		case 'locke/meleeResolved': {
			const p = e.payload;
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
				if (p.counter !== (p.targetDamage !== null)) return refuse(p.counter ? 'locke/damage_required' : 'locke/damage_unexpected');
				const fa = meleeFirepower({ currentEndurance: enduranceNow(a), minions: p.attackerSide.minions, declared: p.attackerSide.declared });
				const fb = meleeFirepower({ currentEndurance: enduranceNow(t), minions: p.targetSide.minions, declared: p.targetSide.declared });
				const sa = meleeShiftTotal(p.attackerSide);
				const sb = meleeShiftTotal(p.targetSide);
				const { aDeals, bDeals } = meleeRatios({ firepower: fa, shift: sa }, { firepower: fb, shift: sb });
				const plain = meleeRatios({ firepower: fa }, { firepower: fb });
				const wrongA = checkRead(s, p.attackerDamage, aDeals);
				if (wrongA) return wrongA;
				if (p.targetDamage) {
					const wrongB = checkRead(s, p.targetDamage, bDeals);
					if (wrongB) return wrongB;
				}
				// Both damage rolls land at the same time (§5.5), then deaths.
				const toT = applyDamage(s, t.id, p.attackerDamage.value);
				s = toT.state;
				let toA = { state: s, died: false };
				if (p.targetDamage) toA = applyDamage(s, a.id, p.targetDamage.value);
				s = toA.state;
				const line = (from: Character, to: Character, f: number, d: number, base: number, ratio: number, read: DamageRead, died: boolean): DamageLine => ({
					from: from.id,
					to: to.id,
					firepower: f,
					divisor: d,
					melee: true,
					baseRatio: storedRatio(base),
					shift: ratio === ENDURANCE_ZERO_RATIO || base === ENDURANCE_ZERO_RATIO ? 0 : ratio - base,
					ratio: storedRatio(ratio),
					roll: read.roll,
					value: read.value,
					source: read.source,
					hash: read.hash,
					damageAfter: character(s, to.id)!.damage,
					died
				});
				lines.push(line(a, t, fa, fb, plain.aDeals, aDeals, p.attackerDamage, toT.died));
				if (p.targetDamage) lines.push(line(t, a, fb, fa, plain.bDeals, bDeals, p.targetDamage, toA.died));
			} else if (p.targetSide !== null || p.counter || p.attackerDamage !== null || p.targetDamage !== null) return refuse('locke/damage_unexpected');
			const cb = s.combat!;
			const last: Exchange = { kind: 'melee', attacker: a.id, target: t.id, level: p.level, outcome: p.outcome, lines, broke: def.broke };
			return withCombat(s, { ...cb, turnFlags: { ...cb.turnFlags, main: true, attacked: true }, attacksThisRound: cb.attacksThisRound + 1, last });
		}

		case 'locke/escaped': {
			const p = e.payload;
			const combat = needCombat(state);
			if (isR(combat)) return combat;
			const c = actor(state, combat, p.who);
			if (isR(c)) return c;
			if (combat.turnFlags.attacked) return refuse('locke/escape_after_attack', { name: c.name });
			if (p.timing === 'main' && combat.turnFlags.main) return refuse('locke/main_action_used', { name: c.name });
			let s = spend(state, c, p.espSpent);
			if (isR(s)) return s;
			let cb: Combat | Refusal = combat;
			if (p.via === 'card') cb = takeCard(s, cb, c);
			if (isR(cb)) return cb;
			if (!p.interfered) cb = patchCombatant(cb, c.id, { state: 'escaped' });
			return withCombat(s, { ...cb, turnFlags: { ...cb.turnFlags, escaped: true, main: cb.turnFlags.main || p.timing === 'main' } });
		}

		case 'locke/cardPlayed': {
			const p = e.payload;
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
		}

		case 'locke/cardDiscarded': {
			const combat = needCombat(state);
			if (isR(combat)) return combat;
			const c = actor(state, combat, e.payload.who);
			if (isR(c)) return c;
			if (combat.turnFlags.main) return refuse('locke/main_action_used', { name: c.name });
			const cb = takeCard(state, combat, c);
			if (isR(cb)) return cb;
			return withCombat(state, { ...cb, turnFlags: { ...cb.turnFlags, main: true } });
		}

		case 'locke/combatTurnEnded': {
			const combat = needCombat(state);
			if (isR(combat)) return combat;
			const c = need(state, e.payload.who);
			if (isR(c)) return c;
			if (combat.step !== 'turns') return refuse('locke/wrong_step', { step: combat.step, want: 'turns' });
			if (currentActor(combat) !== c.id) return refuse('locke/out_of_turn', { name: c.name, current: character(state, currentActor(combat) ?? '')?.name ?? '' });
			return withCombat(state, { ...combat, turnIndex: combat.turnIndex + 1, turnFlags: { main: false, attacked: false, escaped: false } });
		}

		case 'locke/roundEnded': {
			const p = e.payload;
			const combat = needCombat(state);
			if (isR(combat)) return combat;
			if (combat.step !== 'turns') return refuse('locke/wrong_step', { step: combat.step, want: 'turns' });
			if (combat.turnIndex < combat.order.length) return refuse('locke/turns_not_finished', { name: character(state, combat.order[combat.turnIndex]!)?.name ?? '' });
			if (p.round !== combat.round) return refuse('locke/stale_round', { round: combat.round });
			const judged = roundEndOutcome(state, combat, p.wantContinue, p.discardOne, p.proxies);
			if (isR(judged)) return judged;
			if (p.outcome !== judged.outcome) return refuse('locke/outcome_mismatch', { expected: judged.outcome });
			// 2. 戦闘継続チェック
			if (judged.outcome !== 'continue' && judged.outcome !== 'deck_out') return endCombat(state, combat, judged.outcome);
			// 3–5. Hands, everyone at once.
			const changes = judged.changes;
			const given = p.hands;
			if (given.length !== changes.length || !changes.every((ch) => given.some((g) => g.who.id === ch.id && g.discard === ch.discard && g.draw === ch.draw)))
				return refuse('locke/hand_mismatch');
			const owed = changes.reduce((sum, ch) => sum + ch.draw, 0);
			if (judged.outcome === 'deck_out') return endCombat(state, combat, 'deck_out', owed, combat.deck);
			let cb: Combat = { ...combat, deck: combat.deck - owed };
			for (const ch of changes) cb = patchCombatant(cb, ch.id, { hand: ch.after });
			// 6. Round-long effects end (the app tracks none); the next round opens.
			return {
				...state,
				combat: { ...cb, round: combat.round + 1, step: 'opening', order: [], initiative: [], turnIndex: 0, turnFlags: { main: false, attacked: false, escaped: false }, attacksThisRound: 0, charts: [] }
			};
		}

		case 'locke/combatEnded': {
			const combat = needCombat(state);
			if (isR(combat)) return combat;
			return endCombat(state, combat, 'manual');
		}

		default:
			return refuse('session/unknown_event', { type: draft.type });
	}
}

/**
 * The round-end decision (§5 ラウンド終了フェイズ): step 2's continuation check, then steps 3–5's
 * hand changes and whether the deck can supply them. Shared with the screen, which shows it first.
 */
export function roundEndOutcome(
	state: LockeState,
	combat: Combat,
	wantContinue: boolean,
	discardOne: readonly string[],
	proxies: readonly string[]
): { outcome: 'continue' | 'no_attack' | 'no_will' | 'too_few' | 'deck_out'; changes: HandChange[]; owed: number } | Refusal {
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
	return { outcome: owed > combat.deck ? 'deck_out' : 'continue', changes, owed };
}

function endGame(state: LockeState, end: GameEnd & { declarer?: string }): LockeState {
	const s = state.combat ? endCombat(state, state.combat, 'manual') : state;
	return { ...s, game: { ...s.game, phase: 'ended', end, declaration: null } };
}

export { adoptedFor };

/**
 * The phase console's events: a phase begins (能力休み moves on for its faction), an action is
 * submitted (move then act, the five preconditions, the move resolved), and an action's outcome
 * is recorded in submission order.
 */
import type { GkEvent } from '../events';
import { resolveMove } from '../movement';
import { failingPreconditions, movementOf, needsResolution, resolutionOf, sameSquare, unresolved } from '../standing';
import { nameOf, type ActionLog, type GkCharacter, type GkState, type SquareXY } from '../state';
import { unableToAct } from '../condition';
import { done, no, type Done, type GkRefused } from './shared';

type Payload<T extends GkEvent['type']> = Extract<GkEvent, { type: T }>['payload'];

/**
 * 能力休み counts the user's own faction's phases: when one begins, a character with rest left
 * rests in it; one whose rest is over is marked, for the console's reminder.
 */
function restOn(c: GkCharacter, faction: string, phase: number): GkCharacter {
	if (c.controlledBy !== faction) return c;
	if (c.restLeft > 0) return { ...c, restingIn: phase, restLeft: c.restLeft - 1, restOverIn: null };
	if (c.restingIn !== null && c.restingIn < phase) return { ...c, restingIn: null, restOverIn: phase };
	return c;
}

function takeAction(state: GkState, p: Payload<'gk/actionTaken'>, legacy: boolean): Done | GkRefused {
	const phase = state.phase;
	if (!phase) return no('gk/no_phase');
	const c = state.characters[p.character.id];
	if (!c) return no('gk/unknown_character');
	const by = p.by ?? phase.faction;
	if (!state.factions.some((f) => f.id === by)) return no('gk/unknown_faction');
	// 「移動と動作の間に他のキャラクターの行動を挟むことはできません」: each action is resolved before the next.
	const open = legacy ? undefined : unresolved(state);
	if (open) return no('gk/resolve_first', { name: nameOf(state, open.character) });
	const failing = failingPreconditions(state, c, by, legacy);
	if (failing.length > 0)
		return no('gk/precondition', { n: failing[0]!, all: failing.join(','), why: unableToAct(c) ?? '' });
	const target = p.target ? state.characters[p.target.id] : undefined;
	if (p.target && !target) return no('gk/unknown_character');
	if (target && target.id === c.id) return no('gk/self_engagement');
	if ((p.action === 'engage' || p.action === 'specialAttack') && !target)
		return no(legacy ? 'gk/unknown_character' : 'gk/target_needed');
	const movement = movementOf(state, c, legacy ? '2' : undefined);
	if (movement === null) return no('gk/movement_unset');
	const enemies = Object.values(state.characters)
		.filter((o) => o.faction !== c.faction && o.status !== 'dead' && (legacy || !o.withdrawn))
		.map((o) => o.at);
	const move = resolveMove({
		from: c.at,
		path: p.path,
		movement,
		enemies,
		impassable: state.map.walls,
		width: state.map.width,
		height: state.map.height,
		diagonalZoc: legacy ? 'none' : state.settings.diagonalZoc
	});
	const end: SquareXY = [move.end[0], move.end[1]];
	// A cancelled move cancels the action: 0 squares, then 待機. An engagement needs its
	// target in the square the move ends in; otherwise the character waits there.
	const action = move.cancelled
		? 'wait'
		: p.action === 'engage' && !(target && sameSquare(target.at, end))
			? 'wait'
			: p.action;
	const log: ActionLog = {
		character: c.id,
		from: c.at,
		end,
		cost: move.cost,
		cancelled: move.cancelled,
		stoppedByZoc: move.stoppedByZoc,
		requested: p.action,
		action,
		target: target?.id ?? null,
		by,
		submittedAt: state.seq,
		resolution: null
	};
	const moved = { ...state.characters, [c.id]: { ...c, at: end } };
	const outcome = { end, cost: move.cost, cancelled: move.cancelled, stoppedByZoc: move.stoppedByZoc, action };
	return done({ ...state, characters: moved, phase: { ...phase, actions: [...phase.actions, log] } }, outcome);
}

function resolveAction(state: GkState, p: Payload<'gk/actionResolved'>): Done | GkRefused {
	const phase = state.phase;
	if (!phase) return no('gk/no_phase');
	const i = phase.actions.findIndex((a) => a.character === p.character.id && needsResolution(a) && !a.resolution);
	const a = phase.actions[i];
	if (!a) return no('gk/nothing_to_resolve');
	// 「交戦」「特殊能力の使用」 are resolved in the order they were submitted.
	const before = phase.actions.slice(0, i).find((x) => needsResolution(x) && !x.resolution);
	if (before) return no('gk/not_next', { name: nameOf(state, before.character) });
	const r = resolutionOf(state, a);
	if (typeof r === 'string') return no(r);
	const actions = phase.actions.map((x, j) => (j === i ? { ...x, resolution: r } : x));
	return done({ ...state, phase: { ...phase, actions } }, { kind: r.kind });
}

export function reducePhase(state: GkState, event: GkEvent, legacy: boolean): Done | GkRefused | null {
	switch (event.type) {
		case 'gk/phaseStarted': {
			const p = event.payload;
			if (!state.factions.some((f) => f.id === p.faction)) return no('gk/unknown_faction');
			if (state.factions.length < 2) return no('gk/too_few_factions');
			if (p.phase !== (state.phase?.number ?? 0) + 1) return no('gk/bad_phase');
			const characters = Object.fromEntries(
				Object.values(state.characters).map((c) => [c.id, restOn(c, p.faction, p.phase)])
			);
			return done({ ...state, characters, phase: { number: p.phase, faction: p.faction, actions: [], extra: {} } });
		}
		case 'gk/actionTaken':
			return takeAction(state, event.payload, legacy);
		case 'gk/actionResolved':
			return resolveAction(state, event.payload);
		default:
			return null;
	}
}

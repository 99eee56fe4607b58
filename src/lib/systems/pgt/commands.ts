/**
 * What the players do with the match tracker, as intents. Each command only builds the events
 * (the reducer checks the rules), so a screen's preview — the attack's result before it is
 * recorded — is the same function. Dice come in the intent (the shared dice entry: table faces
 * or the app's roll) or, for the first-player roll, from `ctx.random` here, once; the event
 * records the faces, so replay needs no randomness.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { parseDice, rollWith } from '$lib/core/dice';
import type { CommandContext } from '../types';
import type { Card, PgtEvent } from './events';
import type { PgtState } from './reducer';
import {
	MAX_ABILITY_LINES,
	combineChecks,
	defaultRange,
	parseAbility,
	parseCheck,
	type Check,
	type Side,
	type SlotName
} from './rules';
import type { PgtRefusal } from './describe';

type Draft = { [E in PgtEvent as E['type']]: { type: E['type']; payload: E['payload'] } }[PgtEvent['type']];
type Result = Draft[] | Refusal<PgtRefusal>;

/** How a check's faces are read: the card's special fumble and extra critical faces, and a conflict's choice. */
export interface FaceOptions {
	/** 特殊ファンブル[x] (the largest of several; 1 = the normal fumble). */
	fumbleAtOrBelow: number;
	/** Faces counting as 6 for a critical (「5でもクリティカル」 → [5, 6]). */
	criticalFaces: number[];
	/** The turn player's reading when the faces are both a fumble and a critical. */
	conflictAs: 'critical' | 'fumble' | null;
}

/** One rolled check: the faces and where they came from. */
export interface Roll {
	faces: number[];
	source: 'table' | 'app';
}

export interface AttackIntent extends FaceOptions {
	attacker: SlotName;
	/** Index of the A: line on the attacker's card. */
	ability: number;
	/** Add-on effects (`+2D-4`) folded into the one check. */
	addOns: string[];
	target: SlotName;
	guard: SlotName | null;
	/** The faces rolled; null only when a successful イノセンス voided the attack. */
	roll: Roll | null;
	targetRevealed: boolean;
	/** イノセンス by the attacked character before the physical check. */
	innocence: ({ check: string } & Roll & FaceOptions) | null;
}

export interface CardIntent {
	/** The card to replace; a new card when absent. */
	id?: string;
	name: string;
	cost: number;
	pDef: number;
	mDef: number;
	attribute: string;
	abilities: string[];
}

/** The attacker's chosen A: line with its add-ons folded in, and its range (written, or 1 for an attack). */
export function attackCheck(
	state: PgtState,
	intent: Pick<AttackIntent, 'attacker' | 'ability' | 'addOns'>
): { check: Check; text: string; line: string; range: number } | Refusal<PgtRefusal> {
	const c = state.fields[state.turn][intent.attacker];
	if (!c) return refuse('pgt/empty_slot', { slot: intent.attacker });
	const line = c.abilities[intent.ability];
	if (line === undefined) return refuse('pgt/no_such_ability');
	let ability;
	try {
		ability = parseAbility(line);
	} catch {
		return refuse('pgt/bad_check', { text: line });
	}
	if (!ability.isAttack || !ability.check) return refuse('pgt/not_an_attack', { text: line });
	let check: Check;
	try {
		check = combineChecks(ability.check, ...intent.addOns.map((a) => parseCheck(a)));
	} catch {
		return refuse('pgt/bad_check', { text: intent.addOns.join(' ') });
	}
	return { check, text: checkText(check), line, range: ability.range ?? defaultRange(true) };
}

/** A check back in card notation (`P5D-4`, `M(炎)2D+1`). */
export function checkText(c: Check): string {
	const kind = c.kind === null ? '' : c.kind === 'M' && c.attribute ? `M(${c.attribute})` : c.kind;
	const mod = c.modifier === 0 ? '' : c.modifier > 0 ? `+${c.modifier}` : `${c.modifier}`;
	return `${kind}${c.dice}D${mod}`;
}

/** The first free card id `c1`, `c2` …: from the state, so a preview equals the record. */
function nextCardId(state: PgtState): string {
	const used = new Set(state.library.map((c) => c.id));
	let n = state.library.length + 1;
	while (used.has(`c${n}`)) n++;
	return `c${n}`;
}

const D6 = parseDice('1D6');
const statOk = (n: number) => Number.isInteger(n) && n >= 0 && n <= 99;

export const pgtCommands = {
	startMatch: (_s: PgtState, intent: { a: string; b: string }): Result => {
		if (!intent.a.trim() || !intent.b.trim()) return refuse('pgt/name_missing');
		return [{ type: 'pgt/matchStarted', payload: { players: { a: intent.a.trim(), b: intent.b.trim() } } }];
	},
	/**
	 * A game of the match: the first player chosen, from the two dice rolled at the table, or
	 * rolled by the app over `ctx.random` (a tie is rolled again, as at the table).
	 */
	startGame: (
		_s: PgtState,
		intent: { firstPlayer: Side } | { rolls: { a: number; b: number } } | { appRoll: true },
		ctx: CommandContext
	): Result => {
		if ('firstPlayer' in intent)
			return [{ type: 'pgt/gameStarted', payload: { firstPlayer: intent.firstPlayer, rolls: null } }];
		let a: number;
		let b: number;
		const source = 'rolls' in intent ? 'table' : 'app';
		if ('rolls' in intent) {
			({ a, b } = intent.rolls);
		} else {
			const face = () => rollWith(D6, ctx.random).faces[0] ?? 1;
			do {
				a = face();
				b = face();
			} while (a === b);
		}
		return [{ type: 'pgt/gameStarted', payload: { firstPlayer: a > b ? 'a' : 'b', rolls: { a, b, source } } }];
	},
	/** A card typed once (or edited): its lines are parsed here too, so a bad one is never recorded. */
	saveCard: (state: PgtState, intent: CardIntent): Result => {
		if (!intent.name.trim()) return refuse('pgt/name_missing');
		for (const field of ['cost', 'pDef', 'mDef'] as const)
			if (!statOk(intent[field])) return refuse('pgt/bad_stat', { field });
		const lines = intent.abilities.map((l) => l.trim()).filter((l) => l !== '');
		if (lines.length > MAX_ABILITY_LINES) return refuse('pgt/too_many_lines', { max: MAX_ABILITY_LINES });
		for (const [k, line] of lines.entries()) {
			try {
				parseAbility(line);
			} catch {
				return refuse('pgt/bad_ability', { line: k + 1 });
			}
		}
		if (intent.id !== undefined && !state.library.some((c) => c.id === intent.id)) return refuse('pgt/unknown_card');
		const card: Card = {
			id: intent.id ?? nextCardId(state),
			name: intent.name.trim(),
			cost: intent.cost,
			pDef: intent.pDef,
			mDef: intent.mDef,
			attribute: intent.attribute.trim(),
			abilities: lines
		};
		return [{ type: 'pgt/cardSaved', payload: { card } }];
	},
	removeCard: (state: PgtState, intent: { id: string }): Result => {
		const c = state.library.find((x) => x.id === intent.id);
		return c ? [{ type: 'pgt/cardRemoved', payload: { id: c.id, name: c.name } }] : refuse('pgt/unknown_card');
	},
	/** A character from the library onto an empty slot, face down. */
	place: (state: PgtState, intent: { side: Side; slot: SlotName; cardId: string }): Result => {
		const card = state.library.find((c) => c.id === intent.cardId);
		if (!card) return refuse('pgt/unknown_card');
		return [{ type: 'pgt/characterPlaced', payload: { side: intent.side, slot: intent.slot, card } }];
	},
	reveal: (_s: PgtState, intent: { side: Side; slot: SlotName }): Result => [
		{ type: 'pgt/characterRevealed', payload: intent }
	],
	setTapped: (_s: PgtState, intent: { side: Side; slot: SlotName; tapped: boolean }): Result => [
		{ type: 'pgt/characterTapped', payload: intent }
	],
	retire: (_s: PgtState, intent: { side: Side; slot: SlotName }): Result => [
		{ type: 'pgt/characterRetired', payload: intent }
	],
	returnToHand: (_s: PgtState, intent: { side: Side; slot: SlotName }): Result => [
		{ type: 'pgt/characterReturned', payload: intent }
	],
	adjustCnt: (_s: PgtState, intent: { side: Side; slot: SlotName; name: string; by: number }): Result => {
		if (!intent.name.trim()) return refuse('pgt/name_missing');
		return [{ type: 'pgt/cntAdjusted', payload: { ...intent, name: intent.name.trim() } }];
	},
	noteEffect: (_s: PgtState, intent: { text: string }): Result =>
		intent.text.trim()
			? [{ type: 'pgt/effectNoted', payload: { text: intent.text.trim() } }]
			: refuse('pgt/name_missing'),
	startRound: (): Result => [{ type: 'pgt/roundStarted', payload: {} }],
	pass: (): Result => [{ type: 'pgt/attackPassed', payload: {} }],
	endTurn: (): Result => [{ type: 'pgt/turnEnded', payload: {} }],
	/** One attack: the A: line with its add-ons folded into one check, the guard, the faces. */
	attack: (state: PgtState, intent: AttackIntent): Result => {
		if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
		const a = attackCheck(state, intent);
		if ('refusal' in a) return a;
		if (intent.roll && intent.roll.faces.length === 0) return refuse('pgt/no_faces');
		return [
			{
				type: 'pgt/attackResolved',
				payload: {
					attacker: intent.attacker,
					ability: a.line,
					target: intent.target,
					guard: intent.guard,
					check: a.text,
					range: a.range,
					innocence: intent.innocence,
					faces: intent.roll?.faces ?? null,
					source: intent.roll?.source ?? 'table',
					fumbleAtOrBelow: intent.fumbleAtOrBelow,
					criticalFaces: intent.criticalFaces,
					conflictAs: intent.conflictAs,
					targetRevealed: intent.targetRevealed
				}
			}
		];
	},
	/** カウンター / 切り返し after a failed attack, as its own check. */
	returnAttack: (
		_s: PgtState,
		intent: { ability: 'counter' | 'kirikaeshi'; check: string } & Roll & FaceOptions
	): Result => {
		if (intent.faces.length === 0) return refuse('pgt/no_faces');
		return [{ type: 'pgt/returnAttackResolved', payload: intent }];
	}
};
export type PgtCommands = typeof pgtCommands;

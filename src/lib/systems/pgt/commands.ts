/**
 * What the players do with the match tracker, as intents. Each command only builds the events
 * (the reducer checks the rules), so a screen's preview — the attack's result before it is
 * recorded — is the same function. Dice come in the intent (the shared dice entry: table faces
 * or the app's roll) or, for the first-player roll, from `ctx.random` here, once; the event
 * records the faces, so replay needs no randomness.
 */
import { refuse, type Refusal } from '$lib/core/events';
import { parseDice, rollWith } from '$lib/core/dice';
import type { CommandContext, DraftOf } from '../types';
import type { Card, pgtEvents } from './events';
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
import { fullSettings } from './data/open-points';

/** What a command returns: payloads before their schema's parse (optional fields may be left out). */
type Draft = DraftOf<typeof pgtEvents>;
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
	innocence: ({ check: string; declared?: boolean } & Roll & FaceOptions) | null;
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

/** A name for the log, or undefined when there is none (before a match, an empty slot). */
const nameOr = (n: string | undefined) => (n ? n : undefined);
/** What the log says of a character: its player as entered for the match and its card's name. */
function named(state: PgtState, side: Side, slot: SlotName) {
	return { player: nameOr(state.players[side]), character: nameOr(state.fields[side][slot]?.name) };
}
const foeOf = (s: Side): Side => (s === 'a' ? 'b' : 'a');

/** A card read as the library form reads it (name, stats 0…99, lines that parse), or the refusal. */
function cardFrom(state: PgtState, intent: CardIntent): Card | Refusal<PgtRefusal> {
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
	return {
		id: intent.id ?? nextCardId(state),
		name: intent.name.trim(),
		cost: intent.cost,
		pDef: intent.pDef,
		mDef: intent.mDef,
		attribute: intent.attribute.trim(),
		abilities: lines
	};
}

/** One pasted card as the form's intent, or null when it is not shaped like one. */
function cardIntentOf(raw: unknown): CardIntent | null {
	if (raw === null || typeof raw !== 'object') return null;
	const c = raw as Record<string, unknown>;
	const { name, cost, pDef, mDef, attribute = '', abilities = [] } = c;
	if (typeof name !== 'string' || typeof attribute !== 'string') return null;
	if (typeof cost !== 'number' || typeof pDef !== 'number' || typeof mDef !== 'number') return null;
	if (!Array.isArray(abilities) || !abilities.every((l) => typeof l === 'string')) return null;
	return { name, cost, pDef, mDef, attribute, abilities };
}

const sameCard = (a: Card, b: Card) =>
	a.name === b.name &&
	a.cost === b.cost &&
	a.pDef === b.pDef &&
	a.mDef === b.mDef &&
	a.attribute === b.attribute &&
	a.abilities.join('\n') === b.abilities.join('\n');

/** The library as text to paste into another session's library (`importCards`): the cards without ids. */
export function libraryText(library: readonly Card[]): string {
	return JSON.stringify(library.map(({ id: _id, ...card }) => card));
}

const D6 = parseDice('1D6');
const statOk = (n: number) => Number.isInteger(n) && n >= 0 && n <= 99;

export const pgtCommands = {
	/**
	 * The two players' names and the match's readings of the open points: every reading is
	 * recorded (absent in the intent = the app's default now), so a later change of a default
	 * never changes how this match reads.
	 */
	startMatch: (_s: PgtState, intent: { a: string; b: string; settings?: Record<string, string> }): Result => {
		if (!intent.a.trim() || !intent.b.trim()) return refuse('pgt/name_missing');
		return [
			{
				type: 'pgt/matchStarted',
				payload: { players: { a: intent.a.trim(), b: intent.b.trim() }, settings: fullSettings(intent.settings) }
			}
		];
	},
	/** One open point's reading changed during the match. */
	chooseSetting: (_s: PgtState, intent: { point: string; option: string }): Result => [
		{ type: 'pgt/settingChosen', payload: intent }
	],
	/**
	 * A game of the match: the first player chosen, from the two dice rolled at the table, or
	 * rolled by the app over `ctx.random` (a tie is rolled again, as at the table).
	 */
	startGame: (
		state: PgtState,
		intent: { firstPlayer: Side } | { rolls: { a: number; b: number } } | { appRoll: true },
		ctx: CommandContext
	): Result => {
		const players = { a: state.players.a, b: state.players.b };
		if ('firstPlayer' in intent)
			return [{ type: 'pgt/gameStarted', payload: { firstPlayer: intent.firstPlayer, rolls: null, players } }];
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
		return [{ type: 'pgt/gameStarted', payload: { firstPlayer: a > b ? 'a' : 'b', rolls: { a, b, source }, players } }];
	},
	/** A card typed once (or edited): its lines are parsed here too, so a bad one is never recorded. */
	saveCard: (state: PgtState, intent: CardIntent): Result => {
		const card = cardFrom(state, intent);
		return 'refusal' in card ? card : [{ type: 'pgt/cardSaved', payload: { card } }];
	},
	/**
	 * Cards copied from another session's library (`libraryText`), added in one action: each read
	 * as the form reads it, under a new id; a card the library already holds, same in every field,
	 * is left out, so pasting twice adds nothing.
	 */
	importCards: (state: PgtState, intent: { text: string }): Result => {
		let list: unknown;
		try {
			list = JSON.parse(intent.text);
		} catch {
			return refuse('pgt/bad_import', { card: 0 });
		}
		if (!Array.isArray(list) || list.length === 0) return refuse('pgt/bad_import', { card: 0 });
		let library = state.library;
		const drafts: Draft[] = [];
		for (const [k, raw] of list.entries()) {
			const intentK = cardIntentOf(raw);
			const card = intentK ? cardFrom({ ...state, library }, intentK) : null;
			if (!card || 'refusal' in card) return refuse('pgt/bad_import', { card: k + 1 });
			if (library.some((c) => sameCard(c, card))) continue;
			library = [...library, card];
			drafts.push({ type: 'pgt/cardSaved', payload: { card } });
		}
		return drafts.length ? drafts : refuse('pgt/nothing_new');
	},
	removeCard: (state: PgtState, intent: { id: string }): Result => {
		const c = state.library.find((x) => x.id === intent.id);
		return c ? [{ type: 'pgt/cardRemoved', payload: { id: c.id, name: c.name } }] : refuse('pgt/unknown_card');
	},
	/** A character from the library onto an empty slot, face down. */
	place: (state: PgtState, intent: { side: Side; slot: SlotName; cardId: string }): Result => {
		const card = state.library.find((c) => c.id === intent.cardId);
		if (!card) return refuse('pgt/unknown_card');
		const player = nameOr(state.players[intent.side]);
		return [{ type: 'pgt/characterPlaced', payload: { side: intent.side, slot: intent.slot, card, player } }];
	},
	reveal: (state: PgtState, intent: { side: Side; slot: SlotName }): Result => [
		{ type: 'pgt/characterRevealed', payload: { ...intent, ...named(state, intent.side, intent.slot) } }
	],
	setTapped: (state: PgtState, intent: { side: Side; slot: SlotName; tapped: boolean }): Result => [
		{ type: 'pgt/characterTapped', payload: { ...intent, ...named(state, intent.side, intent.slot) } }
	],
	retire: (state: PgtState, intent: { side: Side; slot: SlotName }): Result => [
		{ type: 'pgt/characterRetired', payload: { ...intent, ...named(state, intent.side, intent.slot) } }
	],
	returnToHand: (state: PgtState, intent: { side: Side; slot: SlotName }): Result => [
		{ type: 'pgt/characterReturned', payload: { ...intent, ...named(state, intent.side, intent.slot) } }
	],
	adjustCnt: (state: PgtState, intent: { side: Side; slot: SlotName; name: string; by: number }): Result => {
		if (!intent.name.trim()) return refuse('pgt/name_missing');
		return [
			{
				type: 'pgt/cntAdjusted',
				payload: { ...intent, name: intent.name.trim(), ...named(state, intent.side, intent.slot) }
			}
		];
	},
	noteEffect: (_s: PgtState, intent: { text: string }): Result =>
		intent.text.trim()
			? [{ type: 'pgt/effectNoted', payload: { text: intent.text.trim() } }]
			: refuse('pgt/name_missing'),
	startRound: (): Result => [{ type: 'pgt/roundStarted', payload: {} }],
	pass: (state: PgtState): Result => [
		{ type: 'pgt/attackPassed', payload: { player: nameOr(state.players[state.turn]) } }
	],
	endTurn: (state: PgtState): Result => [
		{ type: 'pgt/turnEnded', payload: { player: nameOr(state.players[state.turn]) } }
	],
	/** One attack: the A: line with its add-ons folded into one check, the guard, the faces. */
	attack: (state: PgtState, intent: AttackIntent): Result => {
		if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
		const a = attackCheck(state, intent);
		if ('refusal' in a) return a;
		if (intent.roll && intent.roll.faces.length === 0) return refuse('pgt/no_faces');
		const foe = foeOf(state.turn);
		const attacker = named(state, state.turn, intent.attacker);
		const target = named(state, foe, intent.target);
		const guard = intent.guard ? nameOr(state.fields[foe][intent.guard]?.name) : undefined;
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
					innocence: intent.innocence ? { ...intent.innocence, declared: intent.innocence.declared ?? false } : null,
					faces: intent.roll?.faces ?? null,
					source: intent.roll?.source ?? 'table',
					fumbleAtOrBelow: intent.fumbleAtOrBelow,
					criticalFaces: intent.criticalFaces,
					conflictAs: intent.conflictAs,
					targetRevealed: intent.targetRevealed,
					players:
						attacker.player && target.player ? { attacker: attacker.player, defender: target.player } : undefined,
					characters:
						attacker.character && target.character
							? { attacker: attacker.character, target: target.character, guard: guard ?? null }
							: undefined
				}
			}
		];
	},
	/** カウンター / 切り返し after a failed attack, as its own check. */
	returnAttack: (
		state: PgtState,
		intent: { ability: 'counter' | 'kirikaeshi'; check: string; declared?: boolean } & Roll & FaceOptions
	): Result => {
		if (intent.faces.length === 0) return refuse('pgt/no_faces');
		const last = state.lastAttack;
		const who = last ? named(state, foeOf(last.side), last.defender) : { player: undefined, character: undefined };
		const them = last ? named(state, last.side, last.attacker) : { player: undefined, character: undefined };
		return [
			{
				type: 'pgt/returnAttackResolved',
				payload: {
					...intent,
					declared: intent.declared ?? false,
					...who,
					against: them.player && them.character ? { player: them.player, character: them.character } : undefined
				}
			}
		];
	}
};
export type PgtCommands = typeof pgtCommands;

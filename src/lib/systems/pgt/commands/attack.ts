/**
 * The attack and what answers it: the A: line with its add-ons folded into one check, the guard,
 * イノセンス, the faces; then カウンター / 切り返し after a failure, or the answer declined. The
 * fumble and critical faces come from the cards' lines (`faceRulesFor`), unless the intent
 * overrides them. The reducer checks the rules and works out the outcome.
 */
import { refuse } from '$lib/core/events';
import { attackCheck, faceRulesFor, guardTurnsUp } from '../attack-plan';
import { effectCheck } from '../effect-plan';
import type { CommandContext } from '../../types';
import type { PgtState } from '../reducer';
import {
	parseCheck,
	phaseOfLine,
	reactionLine,
	type CardFaceRules,
	type CheckKind,
	type Side,
	type SlotName
} from '../rules';
import { foeOf, nameOr, named, withOutcome, type FaceOptions, type Result, type Roll } from './shared';

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

/** An effect that attacks (a non-A: line with a P/M check), by either side's character. */
export interface EffectAttackIntent extends FaceOptions {
	side: Side;
	user: SlotName;
	/** Index of the effect line on the user's card. */
	ability: number;
	target: SlotName;
	roll: Roll;
	targetRevealed: boolean;
	/** Record it although its line names another phase of the turn (the players said so). */
	confirmed?: boolean;
}

/** カウンター / 切り返し after a failed attack, as its own check. */
export type ReturnAttackIntent = { ability: 'counter' | 'kirikaeshi'; check: string; declared?: boolean } & Roll &
	FaceOptions;

/** The faces to record: the intent's overrides over the cards'. */
function faces(cards: CardFaceRules, o: FaceOptions) {
	return {
		fumbleAtOrBelow: o.fumbleAtOrBelow ?? cards.fumbleAtOrBelow,
		criticalFaces: o.criticalFaces ?? cards.criticalFaces,
		conflictAs: o.conflictAs
	};
}

/** The kind a typed reaction check names, or the reaction's own kind when it names none or does not read. */
function kindOf(text: string, fallback: CheckKind): CheckKind {
	try {
		return parseCheck(text).kind ?? fallback;
	} catch {
		return fallback;
	}
}

export const attackCommands = {
	/** One attack: the A: line with its add-ons folded into one check, the guard, the faces. */
	attack: (state: PgtState, intent: AttackIntent, ctx: Pick<CommandContext, 'readings'>): Result => {
		if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
		const a = attackCheck(state, intent);
		if ('refusal' in a) return a;
		if (intent.roll && intent.roll.faces.length === 0) return refuse('pgt/no_faces');
		const side = state.turn;
		const foe = foeOf(side);
		const defender = { side: foe, slot: intent.guard ?? intent.target };
		const cards = faceRulesFor(state, {
			by: { side, slot: intent.attacker },
			line: a.line,
			addOns: intent.addOns,
			against: defender,
			againstUp: guardTurnsUp(state, ctx.readings, intent.guard),
			kind: a.check.kind,
			attack: true
		});
		const inn = intent.innocence;
		// イノセンス is the attacked character's mental check against the attacker, face up having used its line.
		const innocenceCards = inn
			? faceRulesFor(state, {
					by: defender,
					line: reactionLine(state.fields[foe][defender.slot]?.abilities ?? [], 'innocence')?.line ?? null,
					against: { side, slot: intent.attacker },
					againstUp: true,
					kind: 'M',
					attack: false
				})
			: null;
		const attacker = named(state, side, intent.attacker, true);
		const target = named(state, foe, intent.target, true);
		const guard = intent.guard ? nameOr(state.fields[foe][intent.guard]?.name) : undefined;
		return withOutcome(
			state,
			ctx.readings,
			{
				type: 'pgt/attackResolved',
				payload: {
					attacker: intent.attacker,
					ability: a.line,
					target: intent.target,
					guard: intent.guard,
					check: a.text,
					range: a.range,
					innocence:
						inn && innocenceCards
							? {
									check: inn.check,
									faces: inn.faces,
									source: inn.source,
									declared: inn.declared ?? false,
									...faces(innocenceCards, inn)
								}
							: null,
					faces: intent.roll?.faces ?? null,
					source: intent.roll?.source ?? 'table',
					...faces(cards, intent),
					targetRevealed: intent.targetRevealed,
					players:
						attacker.player && target.player ? { attacker: attacker.player, defender: target.player } : undefined,
					characters:
						attacker.character && target.character
							? { attacker: attacker.character, target: target.character, guard: guard ?? null }
							: undefined
				}
			},
			'strike'
		);
	},
	/**
	 * An effect that attacks: the line's check against the target, retiring it on success; a
	 * failure may be answered like an attack's (「…も同様に処理する」).
	 */
	effectAttack: (state: PgtState, intent: EffectAttackIntent, ctx: Pick<CommandContext, 'readings'>): Result => {
		if (state.phase !== 'turn') return refuse('pgt/not_in_turn');
		const e = effectCheck(state, intent);
		if ('refusal' in e) return e;
		if (intent.roll.faces.length === 0) return refuse('pgt/no_faces');
		const phase = phaseOfLine(e.line);
		if (phase !== null && phase !== state.step && !intent.confirmed)
			return refuse('pgt/wrong_phase', { phase, now: state.step });
		const foe = foeOf(intent.side);
		const cards = faceRulesFor(state, {
			by: { side: intent.side, slot: intent.user },
			line: e.line,
			against: { side: foe, slot: intent.target },
			kind: e.check.kind,
			attack: false
		});
		const them = named(state, foe, intent.target, true);
		return withOutcome(
			state,
			ctx.readings,
			{
				type: 'pgt/effectAttackResolved',
				payload: {
					side: intent.side,
					user: intent.user,
					ability: e.line,
					target: intent.target,
					check: e.text,
					range: e.range,
					faces: intent.roll.faces,
					source: intent.roll.source,
					...faces(cards, intent),
					targetRevealed: intent.targetRevealed,
					...named(state, intent.side, intent.user, true),
					against: them.player && them.character ? { player: them.player, character: them.character } : undefined
				}
			},
			'strike'
		);
	},
	/** 「反撃しない」: the failed attack's target does not answer it (recorded, so the offer ends for everyone). */
	declineReturn: (state: PgtState): Result => {
		const last = state.lastAttack;
		if (!last?.returnOpen) return refuse('pgt/no_failed_attack');
		return [
			{
				type: 'pgt/returnAttackDeclined',
				payload: {
					ability: last.kind === 'P' ? 'counter' : 'kirikaeshi',
					...named(state, foeOf(last.side), last.defender, true)
				}
			}
		];
	},
	/** カウンター / 切り返し after a failed attack, as its own check (the card's line gives its faces). */
	returnAttack: (state: PgtState, intent: ReturnAttackIntent, ctx: Pick<CommandContext, 'readings'>): Result => {
		if (intent.faces.length === 0) return refuse('pgt/no_faces');
		const last = state.lastAttack;
		if (!last) return refuse('pgt/no_failed_attack');
		const by = { side: foeOf(last.side), slot: last.defender };
		const kind = kindOf(intent.check, intent.ability === 'counter' ? 'P' : 'M');
		const cards = faceRulesFor(state, {
			by,
			line: reactionLine(state.fields[by.side][by.slot]?.abilities ?? [], intent.ability)?.line ?? null,
			against: { side: last.side, slot: last.attacker },
			kind,
			attack: false
		});
		const them = named(state, last.side, last.attacker, true);
		return withOutcome(
			state,
			ctx.readings,
			{
				type: 'pgt/returnAttackResolved',
				payload: {
					ability: intent.ability,
					check: intent.check,
					faces: intent.faces,
					source: intent.source,
					declared: intent.declared ?? false,
					...faces(cards, intent),
					...named(state, by.side, by.slot, true),
					against: them.player && them.character ? { player: them.player, character: them.character } : undefined
				}
			},
			'answer'
		);
	}
};

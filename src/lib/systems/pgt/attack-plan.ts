/**
 * An attack as the players set it up, read off the match state by the rules (`rules/attack-
 * options.ts`, `rules/face-rules.ts`): the command builds its event from it and the attack screen
 * shows it, so neither works a rule out alone. What the attacker's screen may read is one value,
 * `attackerView`: the field as everyone at the table sees it (a face-down card is only "there",
 * tapped or not, with its cnt), the attacker's own lines, and a defender's line only once that card
 * is face up — or its owner has chosen to answer with イノセンス, which turns it face up. Seed
 * `002_4ee8704b5658c46e.txt`: 「自分の裏返しキャラはゲーム中いつでも内容を確認してかまいません」 (its
 * owner's, nobody else's).
 */
import type { Readings } from '$lib/core/readings';
import { refuse, type Refusal } from '$lib/core/events';
import type { PgtRefusal } from './describe';
import { negativeReading, oddsConflictAs, setting, type Character, type PgtState, type Slots } from './reducer';
import {
	SLOT_NAMES,
	attackAbility,
	attackLines,
	attackRange,
	attackers,
	cardFaceRules,
	checkText,
	combineChecks,
	defenceAgainst,
	guardsFor,
	parseCheck,
	reactionLine,
	targetsInReach,
	type CardFaceRules,
	type Check,
	type CheckKind,
	type NegativeReading,
	type Side,
	type SlotName
} from './rules';

const foeOf = (s: Side): Side => (s === 'a' ? 'b' : 'a');

/** The attacker's chosen A: line with its add-ons folded into one check, and its range. */
export interface FoldedAttack {
	check: Check & { kind: CheckKind };
	/** The folded check in card notation (`P5D-4`). */
	text: string;
	/** The A: line as typed on the card. */
	line: string;
	range: number;
}

/**
 * The attacker's chosen A: line with its add-ons folded in: 「本来3Dのアタックに+2D−4の能力が使われた
 * 場合…5D−4をまとめて判定する」, and its range (written, or 1 for an attack).
 */
export function attackCheck(
	state: PgtState,
	intent: { attacker: SlotName; ability: number; addOns: readonly string[] }
): FoldedAttack | Refusal<PgtRefusal> {
	const c = state.fields[state.turn][intent.attacker];
	if (!c) return refuse('pgt/empty_slot', { slot: intent.attacker });
	const line = c.abilities[intent.ability];
	if (line === undefined) return refuse('pgt/no_such_ability');
	const ability = attackAbility(line);
	if (!ability) return refuse('pgt/not_an_attack', { text: line });
	let check: Check;
	try {
		check = combineChecks(ability.check, ...intent.addOns.map((a) => addOnCheck(a)));
	} catch {
		return refuse('pgt/bad_check', { text: intent.addOns.join(' ') });
	}
	const kind = ability.check.kind as CheckKind;
	return { check: { ...check, kind }, text: checkText(check), line, range: attackRange(ability) };
}

/** An add-on line's check: `+2D-4`, with words after it (`+2D-4 特殊ファンブル[3]`) left to the face rules. */
export function addOnCheck(text: string): Check {
	const words = text.search(/\s(?=[^\s+\-−－0-9０-９DdＤｄ])/);
	return parseCheck(words < 0 ? text : text.slice(0, words));
}

/** A character by side and slot. */
export interface Place {
	side: Side;
	slot: SlotName;
}

/**
 * The fumble and critical faces the cards give one check, made by the character at `by` with
 * `line` (and `addOns`): its own lines (it is face up, having used an ability) and, when face up
 * at the check (or `againstUp`: it turns up before it, as a guard under 'face-up-only' or an
 * attacker that used its line), the lines of the character at `against`.
 */
export function faceRulesFor(
	state: PgtState,
	q: {
		by: Place;
		line: string | null;
		addOns?: readonly string[];
		against: Place | null;
		againstUp?: boolean;
		kind: CheckKind;
		attack: boolean;
	}
): CardFaceRules {
	const by = state.fields[q.by.side][q.by.slot];
	const against = q.against ? state.fields[q.against.side][q.against.slot] : null;
	return cardFaceRules({
		line: q.line,
		addOns: q.addOns ?? [],
		own: by?.abilities ?? [],
		against: against && (against.faceUp || q.againstUp) ? against.abilities : [],
		kind: q.kind,
		attack: q.attack
	});
}

/** Open point `face_down_guard`: under 'face-up-only' a guard turns face up to guard. */
export const guardTurnsUp = (state: PgtState, readings: Readings, guard: SlotName | null): boolean =>
	guard !== null && setting(state, readings, 'face_down_guard') === 'face-up-only';

/** A character as everyone at the table sees it: face up in full; face down, only that it is there. */
export type PublicCard =
	| (Pick<Character, 'name' | 'cost' | 'pDef' | 'mDef' | 'attribute' | 'abilities' | 'tapped' | 'cnt'> & {
			faceUp: true;
	  })
	| { faceUp: false; tapped: boolean; cnt: Readonly<Record<string, number>> };
export type PublicSlots = Readonly<Record<SlotName, PublicCard | null>>;

/** One side's slots as everyone sees them: nothing of a face-down card but its tap and its cnt. */
export function publicSlots(slots: Slots): PublicSlots {
	const out = {} as Record<SlotName, PublicCard | null>;
	for (const slot of SLOT_NAMES) {
		const c = slots[slot];
		out[slot] = !c
			? null
			: c.faceUp
				? {
						faceUp: true,
						name: c.name,
						cost: c.cost,
						pDef: c.pDef,
						mDef: c.mDef,
						attribute: c.attribute,
						abilities: c.abilities,
						tapped: c.tapped,
						cnt: c.cnt
					}
				: { faceUp: false, tapped: c.tapped, cnt: c.cnt };
	}
	return out;
}

/** What the players have chosen so far on the attack screen. */
export interface AttackChoice {
	attacker: SlotName | null;
	ability: number | null;
	addOns: readonly string[];
	target: SlotName | null;
	guard: SlotName | null;
	/** The defender turned the attacked card face up at the check to use its real defence. */
	targetRevealed: boolean;
	/** The defender answers a physical attack with イノセンス (the attacked card turns face up). */
	innocence: boolean;
}

/** イノセンス as the attacker's screen may show it. */
export interface InnocenceOffer {
	/** The attacked card's イノセンス line, once the card is face up (or chosen to answer); else null. */
	line: string | null;
	/** The check its line writes (`M2D+2`), '' when none is written or the card is still secret. */
	check: string;
	/** The card is face up and has no such line: the players may still declare it. */
	declare: boolean;
}

/** Everything the attack screen shows, and nothing more. */
export interface AttackerView {
	side: Side;
	foe: Side;
	own: PublicSlots;
	foeField: PublicSlots;
	attackers: SlotName[];
	/** The chosen attacker's A: lines (its owner's card), by index on the card. */
	lines: { index: number; text: string }[];
	/** The line in use: the choice while it is one of `lines`, else the first. */
	ability: number | null;
	folded: FoldedAttack | null;
	/** Why the add-ons do not fold (a bad one), else null. */
	foldRefusal: Refusal<PgtRefusal> | null;
	targets: SlotName[];
	guards: SlotName[];
	/** The character actually attacked: the guard when one guards, else the target. */
	defender: SlotName | null;
	/** Under the `face_down_guard` reading 'face-up-only' the guard turns face up to guard. */
	guardTurnsUp: boolean;
	/** The defender shows its real defence (face up, turned up to guard, or revealed at the check). */
	faceUp: boolean;
	/** The defender is face down and may still be turned up at the check. */
	mayReveal: boolean;
	defence: number;
	/** The card-given fumble and critical faces of the attack (public lines only). */
	faceRules: CardFaceRules;
	/** Offered for a physical attack: 「物理攻撃の攻撃対象になった時に…先にレンジ3の精神攻撃」. */
	innocence: InnocenceOffer | null;
	/** The M-def the イノセンス check meets: the attacker's (face up, it used an ability). */
	innocenceDefence: number;
	conflictAs: 'critical' | 'fumble';
	negative: NegativeReading;
}

/**
 * The attack screen's view of the state for `choice`: who may attack (untapped, with an A: line),
 * the targets in range, the guards beside the target, the defence met, the card-given faces, and
 * イノセンス — nothing of a face-down card of the defender's beyond that it is there.
 */
export function attackerView(state: PgtState, readings: Readings, choice: AttackChoice): AttackerView {
	const side = state.turn;
	const foe = foeOf(side);
	const mine = state.fields[side];
	const theirs = state.fields[foe];
	const attackerCard = choice.attacker ? mine[choice.attacker] : null;
	const lines = attackerCard
		? attackLines(attackerCard.abilities).map((index) => ({ index, text: attackerCard.abilities[index] as string }))
		: [];
	const ability = lines.some((l) => l.index === choice.ability) ? choice.ability : (lines[0]?.index ?? null);
	const fold =
		choice.attacker && ability !== null
			? attackCheck(state, { attacker: choice.attacker, ability, addOns: choice.addOns })
			: null;
	const folded = fold && !('refusal' in fold) ? fold : null;
	const targets = choice.attacker && folded ? targetsInReach(theirs, choice.attacker, folded.range) : [];
	const target = choice.target && targets.includes(choice.target) ? choice.target : null;
	const guards = guardsFor(theirs, target);
	const guard = choice.guard && guards.includes(choice.guard) ? choice.guard : null;
	const defender = guard ?? target;
	const defenderCard = defender ? theirs[defender] : null;
	const turnsUp = guardTurnsUp(state, readings, guard);
	const upBeforeCheck = Boolean(defenderCard?.faceUp || turnsUp);
	const faceUp = upBeforeCheck || (defenderCard !== null && choice.targetRevealed);
	const kind = folded?.check.kind ?? 'P';
	const faceRules =
		choice.attacker && folded
			? faceRulesFor(state, {
					by: { side, slot: choice.attacker },
					line: folded.line,
					addOns: choice.addOns,
					against: defender ? { side: foe, slot: defender } : null,
					againstUp: turnsUp,
					kind,
					attack: true
				})
			: { fumbleAtOrBelow: 1, criticalFaces: [6], from: [] };
	let innocence: InnocenceOffer | null = null;
	if (defenderCard && folded && kind === 'P') {
		// The card's secret stays secret until it is face up or its owner answers with it.
		const visible = upBeforeCheck || choice.innocence;
		const found = visible ? reactionLine(defenderCard.abilities, 'innocence') : null;
		innocence = {
			line: found?.line ?? null,
			check: found?.check ? checkText(found.check) : '',
			declare: visible && found === null
		};
	}
	return {
		side,
		foe,
		own: publicSlots(mine),
		foeField: publicSlots(theirs),
		attackers: attackers(mine),
		lines,
		ability,
		folded,
		foldRefusal: fold && 'refusal' in fold ? fold : null,
		targets,
		guards,
		defender,
		guardTurnsUp: turnsUp,
		faceUp,
		mayReveal: defenderCard !== null && !upBeforeCheck,
		defence: defenderCard ? defenceAgainst(defenderCard, kind, faceUp) : 0,
		faceRules,
		innocence,
		innocenceDefence: attackerCard ? attackerCard.mDef : 0,
		conflictAs: oddsConflictAs(state, readings, true),
		negative: negativeReading(state, readings)
	};
}

/** The answer a failed attack's target may make, as its screen shows it. */
export interface ReturnAttackView {
	/** カウンター after a physical attack, 切り返し after a mental one. */
	ability: 'counter' | 'kirikaeshi';
	/** The answering character's card name (face up once attacked and revealed; else null). */
	name: string | null;
	/** Its card's line for the ability, or null (the players may declare it). */
	line: string | null;
	/** The check the line writes (`P1D+4`), '' when it writes none. */
	check: string;
	/** The attacker's defence the answer meets: it is face up, having used its line. */
	defence: number;
	faceRules: CardFaceRules;
	conflictAs: 'critical' | 'fumble';
	negative: NegativeReading;
}

/**
 * カウンター / 切り返し after a failed attack (`state.lastAttack` with `returnOpen`): 「物理攻撃の攻撃
 * 対象になった時に、その攻撃が…攻撃失敗となった場合、攻撃してきたキャラに対してレンジ1の物理攻撃で反撃」,
 * and 切り返し likewise for a mental attack. The answering character's line is its owner's to read;
 * using it turns the card face up.
 */
export function returnAttackView(state: PgtState, readings: Readings): ReturnAttackView | null {
	const last = state.lastAttack;
	if (!last?.returnOpen) return null;
	const ability = last.kind === 'P' ? 'counter' : 'kirikaeshi';
	const by = { side: foeOf(last.side), slot: last.defender };
	const answerer = state.fields[by.side][by.slot];
	const attacker = state.fields[last.side][last.attacker];
	const found = answerer ? reactionLine(answerer.abilities, ability) : null;
	return {
		ability,
		name: answerer?.faceUp ? answerer.name : null,
		line: found?.line ?? null,
		check: found?.check ? checkText(found.check) : '',
		defence: attacker ? defenceAgainst(attacker, last.kind) : 0,
		faceRules: faceRulesFor(state, {
			by,
			line: found?.line ?? null,
			against: { side: last.side, slot: last.attacker },
			kind: last.kind,
			attack: false
		}),
		conflictAs: oddsConflictAs(state, readings, by.side === state.turn),
		negative: negativeReading(state, readings)
	};
}

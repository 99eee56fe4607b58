/**
 * Who may attack, with which line, whom, and against what defence: the choices of 「アタック」 as
 * pure functions over one side's slots, so the attack screen, the command and the reducer ask the
 * same questions. Seed `002_4ee8704b5658c46e.txt`, 「アタックについて」, 「用語/レンジ」 and 「裏返しの
 * キャラについて」.
 */
import { parseAbility, reactionLine, type Ability, type Reaction } from './ability';
import { refuse } from './args';
import { defaultRange, guardCandidates, inRange, SLOT_NAMES, slotRow, type Field, type SlotName } from './field';
import type { CheckKind } from './check';

/** What these rules read of a character on the field. */
export interface FieldCard {
	faceUp: boolean;
	tapped: boolean;
	pDef: number;
	mDef: number;
	abilities: readonly string[];
}

/** A line as an attack reads it, or null when it does not read or is not an A: line with a P/M check. */
export function attackAbility(line: string): (Ability & { check: NonNullable<Ability['check']> }) | null {
	try {
		const a = parseAbility(line);
		return a.isAttack && a.check && a.check.kind ? { ...a, check: a.check } : null;
	} catch {
		return null;
	}
}

const REACTIONS: readonly Reaction[] = ['innocence', 'counter', 'kirikaeshi'];

/**
 * A line as an effect attack reads it: 「効果:起動条件にAを含まない起動型能力が使用されたときに
 * ゲームに及ぼす影響」 with a P or M check in it — 「物理攻撃:…P-defを参照する能力、またはその効果」.
 * Null for an A: line (an attack), a 常在型能力 (no 「:」: イノセンス, カウンター, 切り返し and the
 * like answer attacks on their own), or a line without a P/M check.
 */
export function effectAbility(line: string): (Ability & { check: NonNullable<Ability['check']> }) | null {
	try {
		const a = parseAbility(line);
		if (a.condition === null || a.isAttack || !a.check?.kind) return null;
		if (REACTIONS.some((r) => reactionLine([line], r))) return null;
		return { ...a, check: a.check };
	} catch {
		return null;
	}
}

/** The indices of a card's effect lines with a P or M check (`effectAbility`). */
export function effectLines(abilities: readonly string[]): number[] {
	if (!Array.isArray(abilities)) refuse('effectLines', 'abilities', 'must be a list of lines');
	return abilities.flatMap((line, k) => (effectAbility(line) ? [k] : []));
}

/**
 * The indices of a card's 起動型能力 other than its attacks and its effect attacks: lines with a
 * 起動条件 (「:」) without A, used as effects the table applies (the app notes them).
 */
export function effectNoteLines(abilities: readonly string[]): number[] {
	if (!Array.isArray(abilities)) refuse('effectNoteLines', 'abilities', 'must be a list of lines');
	return abilities.flatMap((line, k) => {
		try {
			const a = parseAbility(line);
			return a.condition !== null && !a.isAttack && !effectAbility(line) ? [k] : [];
		} catch {
			return [];
		}
	});
}

/** An effect's range: written, else 「それ以外ならレンジ3」. */
export const effectRange = (ability: Ability): number => ability.range ?? defaultRange(false);

/** 「各キャラの持つ能力のうち、起動条件にAを含む能力がアタックに使える能力です」: the indices of a card's A: lines. */
export function attackLines(abilities: readonly string[]): number[] {
	if (!Array.isArray(abilities)) refuse('attackLines', 'abilities', 'must be a list of lines');
	return abilities.flatMap((line, k) => (attackAbility(line) ? [k] : []));
}

/**
 * The slots that may attack: 「アタックを行うキャラはアンタップ状態のキャラでなくてはならず」, with an
 * A: line on its card. A face-down character qualifies: using the line turns it face up.
 */
export function attackers<C extends FieldCard>(field: Field<C>): SlotName[] {
	return SLOT_NAMES.filter((slot) => {
		const c = field[slot];
		return c !== null && !c.tapped && attackLines(c.abilities).length > 0;
	});
}

/**
 * The attack's range: the one written in its line, else 「アタックならレンジ1」. (Only for a line
 * that is an attack; an effect's default is 3, `defaultRange(false)`.)
 */
export const attackRange = (ability: Ability): number => ability.range ?? defaultRange(true);

/**
 * The enemy slots an attacker in `from` reaches with `range`: occupied, in range when chosen
 * (「レンジは攻撃対象を選ぶときにだけ参照される」), in slot order.
 */
export function targetsInReach<C extends { tapped: boolean }>(
	foe: Field<C>,
	from: SlotName,
	range: number
): SlotName[] {
	return SLOT_NAMES.filter((slot) => foe[slot] !== null && inRange(range, slotRow(from), slotRow(slot)));
}

/**
 * The guards the defender may choose for `target` (`guardCandidates`), none when the target's
 * slot is empty.
 */
export function guardsFor<C extends { tapped: boolean }>(foe: Field<C>, target: SlotName | null): SlotName[] {
	return target && foe[target] ? guardCandidates(foe, target) : [];
}

/**
 * The defence a check of `kind` meets: P-def or M-def, and 0 for a character face down
 * (「裏返しのキャラは…P-defもM-defも0のキャラとして扱われます」) unless it is turned face up to use its
 * real defence (`revealed`).
 */
export function defenceAgainst(c: FieldCard, kind: CheckKind, revealed = false): number {
	if (!(c.faceUp || revealed)) return 0;
	return kind === 'P' ? c.pDef : c.mDef;
}

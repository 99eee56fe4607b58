/**
 * 追加効果 — what a modifier card carries besides its number, read from what the group typed.
 * The damage steps know some effects and count them: 貫通Z (pierce: the card's pierce adds to
 * the attack's, our notes: "multiple pierce values add"), the card's number (+X), 連続 (rolling),
 * and the conditions the odds show (毒, 流血 …: given to the target after the damage). Anything
 * else (an element, 回復, 対象+1 …) stays a label: shown and compared (every added effect counts
 * as more positive than a number), never counted in the damage or the odds.
 */
import { CONDITIONS, type Condition, type ModifierCard } from './card';

/** The words a group may type for each condition (ja first: the seed's term, then common ones; en). */
const CONDITION_WORDS: Record<Condition, readonly string[]> = {
	poison: ['毒', 'poison'],
	wound: ['流血', '負傷', 'wound'],
	immobilize: ['足止め', '移動不能', 'immobilize'],
	disarm: ['武装解除', 'disarm'],
	stun: ['気絶', 'スタン', 'stun'],
	muddle: ['混乱', 'muddle'],
	curse: ['呪い', 'curse'],
	strengthen: ['強化', 'strengthen'],
	invisible: ['不可視', 'invisible'],
	bless: ['祝福', 'bless']
};

/** The largest pierce a card may carry (the event schema's bound). */
export const CARD_PIERCE_MAX = 20;

/** What a card's typed effects come to. */
export interface ReadEffects {
	/** A number typed among the effects (`+1`, `攻撃-1`): the card's value. */
	value?: number;
	/** 連続 / rolling typed among the effects. */
	rolling?: boolean;
	/** 貫通Z, summed when typed twice. */
	pierce: number;
	conditions: Condition[];
	/** Everything else, as typed: a label the app does not count. */
	labels: string[];
	/** Typed twice with different numbers (`+1, +2`): the card cannot be read. */
	conflict?: 'value';
}

type Piece =
	| { kind: 'value'; value: number }
	| { kind: 'rolling' }
	| { kind: 'pierce'; amount: number }
	| { kind: 'condition'; condition: Condition };

const conditionByWord = new Map<string, Condition>(
	CONDITIONS.flatMap((c) => CONDITION_WORDS[c].map((w) => [w.toLowerCase(), c] as const))
);

/** One word the damage steps know, or null. */
function pieceOf(word: string): Piece | null {
	const w = word.toLowerCase();
	const pierce = /^(?:貫通|pierce)(\d{1,3})$/.exec(w);
	if (pierce) return { kind: 'pierce', amount: Number(pierce[1]) };
	const value = /^(?:攻撃)?([+-]\d{1,3})$/.exec(w);
	if (value) return { kind: 'value', value: Number(value[1]) };
	if (w === '連続' || w === '連続修正' || w === 'rolling') return { kind: 'rolling' };
	const condition = conditionByWord.get(w);
	return condition ? { kind: 'condition', condition } : null;
}

/**
 * Reads the effects as typed, one entry per comma (`,` or `、`): an entry whose every
 * space-separated word is known (`連続 貫通3`, `pierce 3`, `+1 毒`) is counted; any other entry
 * is kept whole as a label (`refresh an item`). Full-width digits and U+2212 read as ASCII.
 */
export function readEffects(texts: readonly string[]): ReadEffects {
	const out: ReadEffects = { pierce: 0, conditions: [], labels: [] };
	const entries = texts.flatMap((t) => t.split(/[,、]/)).map((t) => t.trim());
	for (const entry of entries.filter(Boolean)) {
		const words = entry
			.normalize('NFKC')
			.replace(/[−–]/g, '-')
			.replace(/(貫通|pierce|攻撃)\s+(?=[+\-\d])/gi, '$1')
			.split(/\s+/);
		const pieces = words.map(pieceOf);
		if (pieces.some((p) => p === null)) {
			out.labels.push(entry);
			continue;
		}
		for (const p of pieces as Piece[]) {
			if (p.kind === 'pierce') out.pierce += p.amount;
			else if (p.kind === 'rolling') out.rolling = true;
			else if (p.kind === 'condition') {
				if (!out.conditions.includes(p.condition)) out.conditions.push(p.condition);
			} else if (out.value !== undefined && out.value !== p.value) out.conflict = 'value';
			else out.value = p.value;
		}
	}
	return out;
}

/** The pierce the applied cards add to the attack's (貫通 on a card that applies). */
export function cardPierce(applied: readonly ModifierCard[]): number {
	return applied.reduce((s, c) => s + (c.pierce ?? 0), 0);
}

/** The conditions the applied cards give, each once, in the order they came. */
export function cardConditions(applied: readonly ModifierCard[]): Condition[] {
	const out: Condition[] = [];
	for (const c of applied) for (const k of c.conditions ?? []) if (!out.includes(k)) out.push(k);
	return out;
}

/** The labels of the applied cards: effects the app shows but does not count. */
export function cardLabels(applied: readonly ModifierCard[]): string[] {
	return applied.flatMap((c) => c.effects ?? []);
}

/**
 * Every added effect of a card as one list, for the comparison (すべての追加効果は数値よりプラス):
 * its pierce, its conditions and its labels.
 */
export function effectKeys(card: ModifierCard): string[] {
	return [
		...(card.pierce ? [`pierce:${card.pierce}`] : []),
		...(card.conditions ?? []).map((c) => `condition:${c}`),
		...(card.effects ?? [])
	];
}

/** The card has added effects — pierce, conditions or labels (the shuffle icon is not one). */
export const hasEffects = (card: ModifierCard): boolean => effectKeys(card).length > 0;

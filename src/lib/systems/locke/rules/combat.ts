/**
 * Combat arithmetic (§5): ESP power spent, the hand limit and round-end hands, initiative,
 * synchronised attacks, and defence levels against an attack (maintained or not).
 */
import type { Readings } from '$lib/core/readings';
import { DECK_OUT_POINT } from '../data/open-points';
import { int, refuse } from './args';

/**
 * Whether a combat ends when the C-card deck cannot supply the cards owed (open point
 * `deck_out_deal`: a later rulebook's house rule, not in the seed — §5 戦闘継続チェック lists no
 * empty deck). Otherwise the table reshuffles or recounts the deck before the deal or the refill.
 */
export function deckOutEnds(readings: Readings): boolean {
	return readings[DECK_OUT_POINT]?.reading === 'combat_ends';
}

/**
 * ESPパワー left after playing a card at a level: the level used is spent (KMC ch. 5, notes §3.3;
 * the seed only says maintaining a card costs power, without the amount). Not enough power: the
 * card cannot be played that way, so this refuses.
 * @param power ESPパワー now (≥ 0)
 * @param levelUsed 使用レベル (≥ 0)
 */
export function espPowerAfter(power: number, levelUsed: number): number {
	int('espPowerAfter', 'power', power, 0);
	int('espPowerAfter', 'levelUsed', levelUsed, 0);
	if (levelUsed > power)
		refuse('espPowerAfter', 'levelUsed', `${levelUsed} needs ${levelUsed} ESP power, only ${power} left`);
	return power - levelUsed;
}

/**
 * The ESP power a C card or an ability costs when the people give no figure: a C card costs its
 * level (KMC ch. 5, notes §3.3 — attacks, defences and escapes alike), an ability nothing unless
 * its text says so. A figure given is taken as given.
 */
export function espSpentFor(given: number | null, level: number, via: 'card' | 'ability'): number {
	if (given !== null) return int('espSpentFor', 'given', given, 0);
	int('espSpentFor', 'level', level, 0);
	return via === 'card' ? level : 0;
}

// ---------------------------------------------------------------------------------------------
// Hand, round end, initiative (§5 戦闘)
// ---------------------------------------------------------------------------------------------

/** 手札上限枚数 — 「手札上限枚数は基本的に7枚である。…[手下]がいるのであればその人数分だけ…増える」. */
export const HAND_LIMIT_BASE = 7;

/** 手札上限枚数 = 7 + 手下. */
export function handLimit(minions: number): number {
	int('handLimit', 'minions', minions, 0);
	return HAND_LIMIT_BASE + minions;
}

/**
 * ラウンド終了フェイズ steps 3 → 4 → 5, each on the hand the previous step left:
 *   3.「手札の枚数が手札上限枚数を超えている場合、手札上限枚数になるように手札を捨てる」
 *   4.「手札の枚数が手札上限枚数と同じ場合、手札を1枚捨てることができる ただし、この行動は[代理]を
 *      使用している・気絶などの行動不能の状態のキャラクターは行えない」
 *   5.「手札の枚数が手札上限枚数より少ない場合、手札上限枚数になるように手札を補充する」
 * A hand brought down to the limit by step 3 is "at the limit" for step 4 (open point
 * `round_end_step4_after_step3`). Step 4 says such a character 行えない (may not), so asking for it
 * — or asking when the hand is below the limit — is refused, not ignored.
 * @param hand 手札の枚数 (≥ 0)   @param minions 手下 (≥ 0)
 * @param discardOne take step 4's optional discard   @param canDiscard false when using [代理] or 行動不能
 */
export function roundEndHand(args: { hand: number; minions?: number; discardOne?: boolean; canDiscard?: boolean }): {
	limit: number;
	discard: number;
	draw: number;
	after: number;
} {
	const fn = 'roundEndHand';
	const { hand, minions = 0, discardOne = false, canDiscard = true } = args;
	int(fn, 'hand', hand, 0);
	int(fn, 'minions', minions, 0);
	const limit = HAND_LIMIT_BASE + minions;
	let h = hand;
	let discard = 0;
	let draw = 0;
	if (h > limit) {
		discard += h - limit; // step 3
		h = limit;
	}
	if (discardOne) {
		if (!canDiscard)
			refuse(
				fn,
				'discardOne',
				'is not allowed: a character using [代理] or incapacitated (行動不能) may not discard at step 4'
			);
		if (h !== limit)
			refuse(fn, 'discardOne', `is only allowed when the hand is at the limit ${limit} (step 4), hand is ${h}`);
		discard += 1; // step 4
		h -= 1;
	}
	if (h < limit) {
		draw = limit - h; // step 5
		h = limit;
	}
	return { limit, discard, draw, after: h };
}

/** A playing card dealt for initiative: a colour and 1 (ace) … 10. */
export interface InitiativeCard {
	id: string;
	suit: 'black' | 'red';
	rank: number;
}

/**
 * イニシアチブ決定 — 「全員にトランプを1枚ずつ配布し、黒1・黒2・・・黒10・赤1・・・赤10の順に行動する」.
 * Returns ids in acting order. Two holders of the same colour and rank cannot be ordered by the
 * seed (open point `initiative_same_card`), so that is refused.
 */
export function initiativeOrder(cards: readonly InitiativeCard[]): string[] {
	const fn = 'initiativeOrder';
	const seenIds = new Set<string>();
	const seenCards = new Map<string, string>();
	cards.forEach((c, i) => {
		if (typeof c.id !== 'string' || c.id === '')
			refuse(fn, `cards[${i}].id`, `must be a non-empty string, got ${String(c.id)}`);
		if (seenIds.has(c.id)) refuse(fn, `cards[${i}].id`, `must be unique, "${c.id}" appears twice`);
		seenIds.add(c.id);
		if (c.suit !== 'black' && c.suit !== 'red')
			refuse(fn, `cards[${i}].suit`, `must be 'black' or 'red', got ${String(c.suit)}`);
		int(fn, `cards[${i}].rank`, c.rank, 1, 10);
		const key = `${c.suit} ${c.rank}`;
		const holder = seenCards.get(key);
		if (holder !== undefined)
			refuse(fn, `cards[${i}]`, `is ${key}, already held by "${holder}": the seed gives no order for two equal cards`);
		seenCards.set(key, c.id);
	});
	const order = (c: InitiativeCard) => (c.suit === 'black' ? 0 : 10) + c.rank;
	return [...cards].sort((x, y) => order(x) - order(y)).map((c) => c.id);
}

// ---------------------------------------------------------------------------------------------
// Attack and defence levels (§5.1–5.4)
// ---------------------------------------------------------------------------------------------

/** One C card in a synchronised attack. */
export interface SyncCard {
	/** レベル (≥ 1) */
	level: number;
	/** 火力 (≥ 0) */
	firepower: number;
}

/**
 * 同調攻撃 — §5.2 「同調を行うプレイヤーは、攻撃を行ったプレイヤーのCカードより低いレベルの攻撃
 * Cカードを使用し…攻撃のレベルが[攻撃Cカードレベル+同調人数]、火力が[全Cカードの合計]となる」.
 * 同調人数 = the helpers (open point `sync_count`). Not checked here: only [同調可] cards, and only
 * players whose turn has not yet come this round, may join.
 */
export function syncAttack(lead: SyncCard, helpers: readonly SyncCard[]): { level: number; firepower: number } {
	const fn = 'syncAttack';
	int(fn, 'lead.level', lead.level, 1);
	int(fn, 'lead.firepower', lead.firepower, 0);
	let firepower = lead.firepower;
	helpers.forEach((h, i) => {
		int(fn, `helpers[${i}].level`, h.level, 1);
		int(fn, `helpers[${i}].firepower`, h.firepower, 0);
		if (h.level >= lead.level)
			refuse(fn, `helpers[${i}].level`, `must be lower than lead.level ${lead.level}, got ${h.level}`);
		firepower += h.firepower;
	});
	return { level: lead.level + helpers.length, firepower };
}

/**
 * May this defence or escape be tried? §5.1 「[攻撃]に設定されたレベル以上の防御・逃避を行わなければ
 * いけない」; §5.3 「攻撃のレベルより低いレベルの防御は試みることが出来ない」.
 */
export function defenceAllowed(attackLevel: number, defenceLevel: number): boolean {
	int('defenceAllowed', 'attackLevel', attackLevel, 1);
	int('defenceAllowed', 'defenceLevel', defenceLevel, 1);
	return defenceLevel >= attackLevel;
}

/**
 * An attack against a defence in 維持状態 — §5.3 「すでに防御が維持状態であり、かつその防御よりも
 * レベルの高い攻撃を受けた場合、その防御は破壊され、攻撃が成功する」. Otherwise the maintained
 * defence keeps holding (「維持状態は…破壊されるまで自動的に持続される」).
 */
export function maintainedDefence(attackLevel: number, maintainedLevel: number): 'blocked' | 'broken' {
	int('maintainedDefence', 'attackLevel', attackLevel, 1);
	int('maintainedDefence', 'maintainedLevel', maintainedLevel, 1);
	return attackLevel > maintainedLevel ? 'broken' : 'blocked';
}

/**
 * テレポートの妨害 — §5.4 「逃避がCカードのテレポートで行われた場合、他のキャラクターは妨害が可能
 * である。妨害は、逃避カードより高いレベルのCカードのテレポートを使用する事で成立する。レベルが
 * 足りない場合、同調を求めることでレベルを高めることが可能である。同調の方法は攻撃と同様に、最初に
 * 使用されたレベルより低いテレポートを使用する」. The interference's level is the first teleport's
 * level + the number of those who sync (as in §5.2); it works when that is above the escape's level.
 * Throws when a syncing teleport is not lower than the first one.
 * @param escapeLevel the escaping teleport C card's level (≥ 1)
 * @param lead the first interfering teleport's level (≥ 1)
 * @param helpers the levels of the teleports synced to it (each < lead)
 */
export function interference(
	escapeLevel: number,
	lead: number,
	helpers: readonly number[]
): { level: number; succeeds: boolean } {
	const fn = 'interference';
	int(fn, 'escapeLevel', escapeLevel, 1);
	int(fn, 'lead', lead, 1);
	helpers.forEach((h, i) => {
		int(fn, `helpers[${i}]`, h, 1);
		if (h >= lead) refuse(fn, `helpers[${i}]`, `must be lower than lead ${lead}, got ${h}`);
	});
	const level = lead + helpers.length;
	return { level, succeeds: level > escapeLevel };
}

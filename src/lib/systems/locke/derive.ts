/**
 * Questions asked of a Locke state, shared by the reducer (which checks events against them)
 * and the screens (which show them before anything is dispatched). Pure; built on rules.ts.
 */
import { columnForRatio, lookup, type Table } from '$lib/core/tables';
import { DAMAGE_COLUMNS } from './data/slots';
import {
	checkComposition,
	currentEndurance,
	damageRatio,
	handLimit,
	lookupRatio,
	planetPhaseOver,
	MELEE_SHIFT_MAX_RATIO,
	PLANET_CARDS,
	RIGHTMOST_COLUMN,
	roundEndHand,
	silhouetteRebalance,
	type CompositionProblem,
	type DamageColumn,
	type SilhouetteRebalance
} from './rules';
import { maintainedDefence } from './rules';
import type { AttackOutcome } from './events';
import { initialLockeState, type Character, type Combat, type Combatant, type LockeState } from './state';

/**
 * The game is recorded under today's reading of the seed (`rulesChosen`): the rules an older
 * Sidetable did not check are checked. A log recorded before keeps folding as it was recorded.
 */
export function seedRules(state: LockeState): boolean {
	return state.rulesEdition >= 2;
}

/** Nothing has happened in this session yet (no character ever added, no combat, no setting changed). */
export function pristine(state: LockeState): boolean {
	return (
		state.rulesEdition === 1 &&
		state.charactersAdded === 0 &&
		state.characters.length === 0 &&
		JSON.stringify(state) === JSON.stringify(initialLockeState())
	);
}

const COMBAT_ENDS = Object.freeze({ deck_out_deal: Object.freeze({ reading: 'combat_ends' }) });

/**
 * The readings a game was recorded under before the group chose any (`impliedReadings`): a log
 * recorded before `rulesChosen` was played with the deck-out house rule on, and keeps it until the
 * group chooses otherwise. A session where nothing has happened yet is a new game's: none.
 */
export function impliedReadings(state: LockeState) {
	return state.deckOutEnds && !pristine(state) ? COMBAT_ENDS : undefined;
}

export function character(state: LockeState, id: string): Character | undefined {
	return state.characters.find((c) => c.id === id);
}

export function enduranceNow(c: Character): number {
	return currentEndurance(c.maxEndurance, c.damage);
}

export function mentalNow(c: Character): number {
	return Math.max(0, c.mental - c.mentalLost);
}

export const isAlive = (c: Character) => c.status !== 'dead';

/** Characters a player plays, in seat order (characters not yet seated come last). */
export function playerCharacters(state: LockeState): Character[] {
	const players = state.characters.filter((c) => c.player !== null);
	const seat = (c: Character) => {
		const i = state.game.seats.indexOf(c.id);
		return i < 0 ? Infinity : i;
	};
	return [...players].sort((a, b) => seat(a) - seat(b));
}

/** §3.1 composition check over the player characters. */
export function compositionProblems(state: LockeState): CompositionProblem[] {
	return checkComposition(playerCharacters(state).map((c) => ({ alignment: c.alignment, isL: c.isL })));
}

/** §3.1 silhouette reveal fix-up, when every player has a silhouette. */
export function rebalance(state: LockeState): SilhouetteRebalance | null {
	const players = playerCharacters(state);
	if (players.length === 0 || players.some((c) => c.silhouette === null)) return null;
	const defenders = players.filter((c) => c.silhouette!.alignment === 'EVIL').length;
	const evil = players.filter((c) => c.alignment === 'EVIL').length;
	if (players.length < 2 * evil) return null;
	return silhouetteRebalance({
		invaders: players.length - defenders,
		defenders,
		evilSheetsDealt: evil,
		stage: state.game.rebalanceStage
	});
}

/**
 * Who plays the next normal turn: the next seat to the right (counter-clockwise, §4.1), passing
 * over dead characters, and over EVIL silhouettes in the planet phase (「EVILシルエットのプレイヤーの
 * ターンは飛ばされる」). Null when nobody can play.
 */
export function nextTurnHolder(state: LockeState, from: string | null = state.game.current): string | null {
	const seats = state.game.seats;
	if (seats.length === 0) return null;
	const start = from === null ? -1 : seats.indexOf(from);
	for (let step = 1; step <= seats.length; step++) {
		const id = seats[(start + step + seats.length) % seats.length]!;
		if (canTakeNormalTurn(state, id)) return id;
	}
	return null;
}

export function canTakeNormalTurn(state: LockeState, id: string): boolean {
	const c = character(state, id);
	if (!c || c.status === 'dead') return false;
	if (state.game.phase === 'planet' && c.silhouette?.alignment === 'EVIL') return false;
	return true;
}

/**
 * Whose 情報カード count toward ending the planet phase (§4.1 「情報カードを3枚分集めたキャラクター
 * (パーティー)がいる」): the living holders (open point `dead_info_cards`, the app's default), or every
 * holder — as a game recorded before issue 22 was counted.
 */
export type InfoCardHolders = 'living' | 'all';

export function infoCardHolders(state: LockeState): InfoCardHolders {
	return seedRules(state) ? 'living' : 'all';
}

/** The most 情報カード held by one character or one party (summed over its members), of the holders that count. */
export function mostInfoCards(state: LockeState, holders: InfoCardHolders = infoCardHolders(state)): number {
	let most = 0;
	const parties = new Map<string, number>();
	for (const c of state.characters) {
		if (holders === 'living' && c.status === 'dead') continue;
		if (c.party === null) most = Math.max(most, c.infoCards);
		else parties.set(c.party, (parties.get(c.party) ?? 0) + c.infoCards);
	}
	for (const n of parties.values()) most = Math.max(most, n);
	return most;
}

export function planetPhaseCanEnd(state: LockeState): boolean {
	return planetPhaseOver(state.game.planetCardsDone, mostInfoCards(state));
}

/**
 * §4.2 default placement: EVIL silhouettes go inside (placed at random by the EVIL side); of
 * the others, the living with the most info cards place their pieces on the perimeter squares
 * (everyone when nobody has any); the rest wait around the base (秘密基地周辺).
 */
export function defaultInside(state: LockeState): string[] {
	const players = playerCharacters(state).filter(isAlive);
	const invaders = players.filter((c) => c.silhouette?.alignment !== 'EVIL');
	const most = Math.max(0, ...invaders.map((c) => c.infoCards));
	return players
		.filter((c) => c.silhouette?.alignment === 'EVIL' || most === 0 || c.infoCards === most)
		.map((c) => c.id);
}

/**
 * What the end of the planet phase asks when nobody types otherwise (§4.1, §4.2): the planet cards
 * still face down as 「配置惑星カード」, the living GOOD and SPECIAL silhouettes as 「G・Sシルエット」
 * (open point `evil_flip_inputs`), and who starts inside the base (`defaultInside`).
 */
export function planetPhaseEndDefaults(state: LockeState): {
	placedPlanetCards: number;
	goodSpecialSilhouettes: number;
	inside: string[];
} {
	const living = playerCharacters(state).filter(isAlive);
	return {
		placedPlanetCards: PLANET_CARDS - state.game.planetCardsDone,
		goodSpecialSilhouettes: living.filter((c) => c.silhouette && c.silhouette.alignment !== 'EVIL').length,
		inside: defaultInside(state)
	};
}

/**
 * §4.2 秘密基地周辺: a character waiting around the base (not yet placed inside) in the base phase.
 * 「秘密基地周辺にいるキャラクターは行動が制限される。具体的には侵入判定・回復以外の行動を行うことが
 * できない。秘密基地周辺にいるキャラクター同士は同じマスにいるものとしては扱われない」.
 */
export function atPerimeter(state: LockeState, id: string): boolean {
	return state.game.phase === 'base' && state.game.infiltration[id]?.status === 'outside';
}

// ---- Combat ---------------------------------------------------------------------------------

/**
 * §4.1 「自分と同名かつ同アライメントのシルエットを持つ人間が存在した場合…自動的に戦闘が発生する」:
 * among `ids`, each character paired with one whose silhouette bears its name and its alignment.
 */
export function sameSilhouettePairs(state: LockeState, ids: readonly string[]): { self: string; other: string }[] {
	const here = ids.map((id) => character(state, id)).filter((c): c is Character => c !== undefined);
	const pairs: { self: string; other: string }[] = [];
	for (const self of here)
		for (const other of here)
			if (other.id !== self.id && other.silhouette?.name === self.name && other.silhouette.alignment === self.alignment)
				pairs.push({ self: self.id, other: other.id });
	return pairs;
}

/**
 * The pairs that start a combat by themselves (§4.1): 「自分と同名かつ同アライメントのシルエットを持つ
 * 人間」 — 自分 is the turn holder in its 戦闘発生フェイズ, so only pairs where another holds a silhouette
 * of the holder's name and alignment.
 */
export function holderTwins(state: LockeState, ids: readonly string[]): { self: string; other: string }[] {
	return sameSilhouettePairs(state, ids).filter((p) => p.self === state.game.current);
}

export function combatant(combat: Combat, id: string): Combatant | undefined {
	return combat.combatants.find((c) => c.id === id);
}

/** Combatants still fighting (alive and not gone). */
export function fighting(state: LockeState, combat: Combat): Combatant[] {
	return combat.combatants.filter((k) => k.state === 'in' && character(state, k.id)?.status !== 'dead');
}

/** The character whose combat turn it is, or null at the round end / before initiative. */
export function currentActor(combat: Combat): string | null {
	if (combat.step !== 'turns') return null;
	return combat.order[combat.turnIndex] ?? null;
}

/** Cards owed to new entrants at the deal: up to the hand limit (7 + 手下). */
export function dealPreview(state: LockeState, combat: Combat): { id: string; cards: number }[] {
	return fighting(state, combat)
		.filter((k) => !k.dealt)
		.map((k) => ({ id: k.id, cards: Math.max(0, handLimit(character(state, k.id)!.minions) - k.hand) }));
}

export interface HandChange {
	id: string;
	limit: number;
	hand: number;
	discard: number;
	draw: number;
	after: number;
	/** may take step 4's optional discard */
	canDiscardOne: boolean;
}

/**
 * Round end steps 3–5 for everyone still fighting, via `roundEndHand`. `discardOne`: who takes
 * step 4; `proxies`: who uses [代理] (like the incapacitated, they may not). Throws RangeError
 * (from rules.ts) when someone asks for a discard they may not take.
 */
export function roundEndPreview(
	state: LockeState,
	combat: Combat,
	discardOne: readonly string[] = [],
	proxies: readonly string[] = []
): HandChange[] {
	return fighting(state, combat).map((k) => {
		const c = character(state, k.id)!;
		const canDiscard = c.status !== 'incapacitated' && !proxies.includes(k.id);
		const r = roundEndHand({ hand: k.hand, minions: c.minions, discardOne: discardOne.includes(k.id), canDiscard });
		// Step 4 applies to a hand at the limit after step 3, i.e. one that started at or above it.
		return { id: k.id, hand: k.hand, ...r, canDiscardOne: canDiscard && k.hand >= r.limit };
	});
}

/**
 * What an attack comes to against the defender (§5.3, §5.4). A maintained defence answers first:
 * it holds (blocked), or a higher-level attack breaks it and hits (「その防御は破壊され、攻撃が成功
 * する」) — an undefendable one too. An undefendable attack at or below its level is not stopped by
 * it and leaves it standing (open point `maintained_undefendable`).
 * Otherwise the defence tried blocks, an escape escapes (interfered: it still avoids the damage
 * but the character stays), and no defence means a hit.
 */
export function attackOutcome(args: {
	maintained: number | null;
	level: number;
	undefendable: boolean;
	defence: 'defence' | 'escape' | null;
	interfered: boolean;
}): { outcome: AttackOutcome; broke: boolean; maintainedAnswers: boolean } {
	if (args.maintained !== null) {
		const broke = maintainedDefence(args.level, args.maintained) === 'broken';
		// An undefendable attack above it breaks it too (§5.3); one at or below its level passes it by.
		if (args.undefendable) return { outcome: 'hit', broke, maintainedAnswers: broke };
		return { outcome: broke ? 'hit' : 'blocked', broke, maintainedAnswers: true };
	}
	const outcome: AttackOutcome =
		args.defence === 'defence'
			? 'blocked'
			: args.defence === 'escape'
				? args.interfered
					? 'escape_interfered'
					: 'escaped'
				: 'hit';
	return { outcome, broke: false, maintainedAnswers: false };
}

/** 損害判定の列 for an attack: a fixed [N:1] column, or floor(火力 ÷ declared endurance). */
export function attackRatio(
	power: { kind: 'firepower'; value: number } | { kind: 'column'; ratio: number },
	declaredEndurance: number
): DamageColumn {
	return power.kind === 'column' ? power.ratio : damageRatio(power.value, declaredEndurance);
}

export type TableRead =
	| { ok: true; value: number | null; text: string | null; columnLabel: string; blank: boolean }
	| { ok: false; reason: 'unfilled' }
	/** the group's table has no column for this ratio: `missing` is the seed's heading of it */
	| { ok: false; reason: 'no_column'; missing: string };

/**
 * The column of the seed's damage table a ratio is read in (§5.1, §5.5): k:1 for 0…10 (0 is 1:2以下),
 * 10:1 for 11…19 (open point `columns_beyond_10`), 20:1以上 from 20; the rightmost column for a
 * divisor of 0. A group's table may add columns between; it may not lack these.
 */
function seedColumnRatio(column: number): number {
	return column <= MELEE_SHIFT_MAX_RATIO ? column : column < WIDEST_RATIO ? MELEE_SHIFT_MAX_RATIO : WIDEST_RATIO;
}
const WIDEST_RATIO = 20;

/**
 * The seed's heading of the column a group's table lacks for this ratio, or null when the table has
 * it. Looking a ratio up in a table falls back to the nearest column on its left; for a damage table
 * that would silently read a neighbour (18 ÷ 6 = 3 read in 2:1), so a missing column is named
 * instead and read off the printed chart, like an empty cell. (A table without ratio columns cannot
 * be looked up by ratio at all: null, and the lookup says so.)
 */
export function missingDamageColumn(table: Table, column: DamageColumn): string | null {
	if (column === RIGHTMOST_COLUMN || !table.columns.some((c) => c.ratio !== undefined)) return null;
	const seed = seedColumnRatio(column);
	const found = columnForRatio(table, column).ratio ?? -1;
	if (found >= seed && found <= column) return null;
	return DAMAGE_COLUMNS.find((c) => c.ratio === seed)?.label ?? `${seed}:1`;
}

/**
 * Reads a 2D6 damage off an adopted table for a column: a number, a blank (—, read as 0), or a
 * text-only cell (the person gives the number). Unfilled cells cannot be read, nor a column the
 * table lacks (`missingDamageColumn`) — unless `lacking` is `'neighbour'`, how a game recorded
 * before issue 22 read it (the nearest column on the left).
 */
export function readDamageTable(
	table: Table,
	column: DamageColumn,
	total: number,
	lacking: 'printed' | 'neighbour' = 'printed'
): TableRead {
	const missing = lacking === 'printed' ? missingDamageColumn(table, column) : null;
	if (missing !== null) return { ok: false, reason: 'no_column', missing };
	const r = lookup(table, { ratio: lookupRatio(column), roll: total });
	if (r.unfilled) return { ok: false, reason: 'unfilled' };
	const columnLabel = table.columns[r.columnIndex]!.label;
	if (r.cell.blank) return { ok: true, value: 0, text: null, columnLabel, blank: true };
	return { ok: true, value: r.value ?? null, text: r.text ?? null, columnLabel, blank: false };
}

/** Reads a one-column 2D6 chart (実はそこにいた etc.): the first column. */
export function readChart(table: Table, total: number): TableRead {
	const r = lookup(table, { column: table.columns[0]!.id, roll: total });
	if (r.unfilled) return { ok: false, reason: 'unfilled' };
	const columnLabel = table.columns[0]!.label;
	if (r.cell.blank) return { ok: true, value: null, text: null, columnLabel, blank: true };
	return { ok: true, value: r.value ?? null, text: r.text ?? null, columnLabel, blank: false };
}

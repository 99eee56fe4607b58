/**
 * Builders for 超人ロック event drafts and states, shared by the reducer, property and component
 * tests. Five players with characters from data/characters.ts (KMC stats): a deal that passes the
 * §3.1 composition check (one (L), GOOD 2 = EVIL 2, SPECIAL 1).
 *
 * `testDamageTable()` is SYNTHETIC TEST DATA, not the printed 損害判定表 (whose values the app
 * does not ship): damage = ratio column index + (2D6 − 2) ÷ 4, rounded down.
 */
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import { adoptTable, type AdoptedTable, type AdoptedTables, type Table } from '$lib/core/tables';
import { READINGS_CHOSEN, checkChoices, chooseReadings, type Choice, type ReadingsChosen } from '$lib/core/readings';
import { readingsOf } from '$lib/session/apply';
import { DECK_OUT_POINT, LOCKE_CHOICE_POINTS } from '$lib/systems/locke/data/open-points';
import { TABLE_ADOPTED } from '$lib/core/tables';
import type { ReduceEnv } from '$lib/systems/types';
import { locke } from '$lib/systems/locke';
import { CHARACTERS } from '$lib/systems/locke/data/characters';
import { lockeTableSlots } from '$lib/systems/locke/data/slots';
import { dealPreview, character } from '$lib/systems/locke/derive';
import type { DamageRead, LockeEvent, MeleeSideInput, PayloadOf, Roll2D6 } from '$lib/systems/locke/events';
import type { AttackIntent } from '$lib/systems/locke/commands';
import { initialLockeState, reduceLocke, roundEndOutcome } from '$lib/systems/locke/reducer';
import { deckOutEnds, type Alignment } from '$lib/systems/locke/rules';
import type { LockeState } from '$lib/systems/locke/state';

type Draft<T extends LockeEvent['type']> = EventDraft<T, PayloadOf<T>>;
const draft = <T extends LockeEvent['type']>(type: T, payload: PayloadOf<T>): Draft<T> => ({ type, payload });

/** The five seats: id, player, built-in character, and whether it is the (L) character. */
export const FIVE = [
	{ id: 'p1', player: 'あかり', builtin: 'locke-1', isL: true },
	{ id: 'p2', player: 'ベン', builtin: 'nagato', isL: false },
	{ id: 'p3', player: 'チカ', builtin: 'raiza', isL: false },
	{ id: 'p4', player: 'ダイ', builtin: 'riot', isL: false },
	{ id: 'p5', player: 'エミ', builtin: 'elmi', isL: false }
] as const;

function builtin(id: string) {
	const c = CHARACTERS.find((x) => x.id === id);
	if (!c) throw new Error(`no built-in character ${id}`);
	return c;
}

const NAMES: Record<string, string> = Object.fromEntries(FIVE.map((s) => [s.id, builtin(s.builtin).name.ja]));

/** A Ref for one of the five (or any id with a given name). */
export function ref(id: string, name = NAMES[id] ?? id): { id: string; name: string } {
	return { id, name };
}

/** A seat's character; its silhouette is its own alignment unless given (null: none yet). */
export function added(
	seat: (typeof FIVE)[number],
	opts: { silhouette?: Alignment | null } = {}
): Draft<'locke/characterAdded'> {
	const c = builtin(seat.builtin);
	const alignment = c.alignment as Alignment;
	const sil = opts.silhouette === undefined ? alignment : opts.silhouette;
	return draft('locke/characterAdded', {
		id: seat.id,
		player: seat.player,
		name: c.name.ja,
		builtinId: c.id,
		alignment,
		isL: seat.isL,
		espLevel: c.espLevel,
		espPower: c.espPower,
		endurance: c.endurance,
		mental: c.mental,
		minions: 0,
		silhouette: sil === null ? null : { name: c.name.ja, alignment: sil }
	});
}

/** An NPC (no player), e.g. an ambush character or a police officer. */
export function npc(
	id: string,
	name: string,
	spec: { endurance?: number; espLevel?: number; espPower?: number; minions?: number; alignment?: Alignment } = {}
): Draft<'locke/characterAdded'> {
	return draft('locke/characterAdded', {
		id,
		player: null,
		name,
		builtinId: null,
		alignment: spec.alignment ?? 'EVIL',
		isL: false,
		espLevel: spec.espLevel ?? 3,
		espPower: spec.espPower ?? 20,
		endurance: spec.endurance ?? 3,
		mental: 3,
		minions: spec.minions ?? 0,
		silhouette: null
	});
}

export const fivePlayers = (): EventDraft[] => FIVE.map((s) => added(s));

export const gameStarted = (first: string = 'p1', override = false) =>
	draft('locke/gameStarted', { first: ref(first), override });

// ---- Folding, with the tables the session adopted ----------------------------------------------

/**
 * The shell keeps a session's adopted tables and the group's chosen readings beside the system's
 * state (`ReduceEnv`). Tests fold plain LockeStates, so each state remembers what was adopted and
 * chosen on its way here: a state folded from another carries that on, and an adoption or a
 * choice gives a new state object. The readings in force are the shell's (`readingsOf`: chosen,
 * else what an old log implies, else the default).
 */
interface Beside {
	tables: AdoptedTables;
	chosen: Record<string, Choice>;
}
const besides = new WeakMap<LockeState, Beside>();
const NOTHING: Beside = Object.freeze({ tables: { byHash: {}, current: {} }, chosen: {} });

/** The tables adopted and the readings in force on the way to this state. */
export function envOf(state: LockeState): ReduceEnv {
	const b = besides.get(state) ?? NOTHING;
	return { tables: b.tables, readings: readingsOf(locke, { system: state, tables: b.tables, readings: b.chosen }) };
}

/** Folds one draft as the shell does: a table adoption or a choice of readings beside the state, anything else through the reducer. */
export function fold(state: LockeState, d: EventDraft, env: ReduceEnv = envOf(state)): LockeState | Refusal {
	const e = locke.upgrade(d);
	const b = besides.get(state) ?? NOTHING;
	if (e.type === TABLE_ADOPTED) {
		const p = e.payload as AdoptedTable;
		const next = { ...state };
		besides.set(next, {
			tables: { byHash: { ...b.tables.byHash, [p.hash]: p }, current: { ...b.tables.current, [p.slot]: p.hash } },
			chosen: b.chosen
		});
		return next;
	}
	if (e.type === READINGS_CHOSEN) {
		const p = e.payload as ReadingsChosen;
		const wrong = checkChoices(LOCKE_CHOICE_POINTS, p.choices);
		if (wrong) return wrong;
		const next = { ...state };
		besides.set(next, { tables: b.tables, chosen: chooseReadings(b.chosen, p) });
		return next;
	}
	const next = reduceLocke(state, e, env);
	if (!isRefusal(next)) besides.set(next, b);
	return next;
}

/** Applies drafts, throwing on any refusal (for arranging a state). */
export function apply(state: LockeState, ...drafts: EventDraft[]): LockeState {
	let s = state;
	for (const d of drafts) {
		const next = fold(s, d);
		if (isRefusal(next))
			throw new Error(`unexpected refusal ${next.refusal} ${JSON.stringify(next.params ?? {})} for ${d.type}`);
		s = next;
	}
	return s;
}

/** The rules a game set up today is recorded under: the seed as read now, the deck-out house rule as given. */
export const rulesChosen = (deckOutEnds = false) => draft('locke/rulesChosen', { edition: 2, deckOutEnds });

/** 卓に見せる表示 on or off, as the Players tab's switch (or the start's face-up question) records it. */
export const tableViewSet = (on: boolean) => draft('locke/tableViewSet', { on });

/**
 * The five, before the start. `'seed'` (the default): a game set up today (`rulesChosen`, the
 * deck-out house rule off); `'legacy'`: a log recorded before, folded as it was recorded. The table
 * view is off (the GM holds the phone), so screens name the characters; `tableView: true` lays the
 * phone on the table.
 */
export const setupState = (rules: 'seed' | 'legacy' = 'seed', { tableView = false } = {}) =>
	apply(
		initialLockeState(),
		...(rules === 'seed' ? [rulesChosen()] : []),
		...(rules === 'seed' ? [tableViewSet(tableView)] : []),
		...fivePlayers()
	);
export const playingState = (rules: 'seed' | 'legacy' = 'seed', opts: { tableView?: boolean } = {}) =>
	apply(setupState(rules, opts), gameStarted());

/** The group's choice of the deck-out reading (`deck_out_deal`), as the settings panel records it. */
export const deckOutChosen = (ends: boolean): EventDraft => ({
	type: READINGS_CHOSEN,
	payload: { choices: { [DECK_OUT_POINT]: { reading: ends ? 'combat_ends' : 'recount' } } }
});

/** The readings the group chose on the way to this state (for a TestSession that starts from it). */
export function chosenOf(state: LockeState): Record<string, Choice> {
	return (besides.get(state) ?? NOTHING).chosen;
}

/** The group turns on the deck-out house rule (a combat ends when the deck cannot supply). */
export const deckOutOn = (state: LockeState) =>
	deckOutEnds(envOf(state).readings) ? state : apply(state, deckOutChosen(true));

export function roll(a: number, b: number, source: 'app' | 'table' = 'table'): Roll2D6 {
	return { spec: '2D6', total: a + b, faces: [a, b], source };
}

export function total(t: number): Roll2D6 {
	return { spec: '2D6', total: t, faces: [], source: 'table' };
}

export function printed(r: Roll2D6, value: number): DamageRead {
	return { roll: r, value, source: 'printed', hash: null };
}

export function fromTable(r: Roll2D6, value: number, hash: string): DamageRead {
	return { roll: r, value, source: 'table', hash };
}

// ---- Tables ---------------------------------------------------------------------------------

/** SYNTHETIC TEST DATA: the damage slot's layout filled with a made-up rule. Not the printed chart. */
export function testDamageTable(): Table {
	const layout = structuredClone(lockeTableSlots.find((s) => s.id === 'locke/damage')!.layout);
	layout.id = 'test-damage-synthetic';
	layout.names = { ja: 'テスト用損害判定表(架空の値)', en: 'Test damage table (made-up values)' };
	layout.source = 'Synthetic test data for Sidetable tests — NOT the printed 損害判定表';
	layout.cells = layout.rows.map((_, r) => layout.columns.map((__, c) => ({ value: c + Math.floor(r / 4) })));
	return layout;
}

/** The synthetic table with one ratio column left out, as a group's transcription might (issue 22 point 14). */
export function testDamageTableWithout(ratio: number): Table {
	const t = testDamageTable();
	const i = t.columns.findIndex((c) => c.ratio === ratio);
	if (i < 0) throw new Error(`no ${ratio}:1 column`);
	t.id = `test-damage-synthetic-no-${ratio}`;
	t.columns = t.columns.filter((_, k) => k !== i);
	t.cells = t.cells.map((row) => row.filter((_, k) => k !== i));
	return t;
}

/** Expected value of the synthetic table: column index + floor(rowIndex / 4), rowIndex = total − 2. */
export function testDamage(columnIndex: number, total2d6: number): number {
	return columnIndex + Math.floor((total2d6 - 2) / 4);
}

/** The shell's adoption of a table for a slot (core event `session/tableAdopted`). */
export function adopted(
	table: Table = testDamageTable(),
	slot = 'locke/damage'
): EventDraft<typeof TABLE_ADOPTED, AdoptedTable> {
	return { type: TABLE_ADOPTED, payload: adoptTable(slot, table) };
}

// ---- Combat -----------------------------------------------------------------------------------

export function combatStarted(ids: string[], deck = 86, id = 'c1', square = '惑星3'): Draft<'locke/combatStarted'> {
	return draft('locke/combatStarted', { id, square, participants: ids.map((x) => ref(x)), deck });
}

/** The deal the reducer expects now (hands up to the limit for new entrants). */
export function handsDealt(state: LockeState): Draft<'locke/handsDealt'> {
	const combat = state.combat!;
	const owed = dealPreview(state, combat);
	const sum = owed.reduce((s, o) => s + o.cards, 0);
	return draft('locke/handsDealt', {
		round: combat.round,
		dealt: owed.map((o) => ({ who: ref(o.id, character(state, o.id)!.name), cards: o.cards })),
		outcome: sum > combat.deck ? 'deck_out' : 'dealt'
	});
}

/** Initiative cards: ids in the order wanted get black 1, black 2, … */
export function initiativeInOrder(state: LockeState, ids: string[]): Draft<'locke/initiativeDealt'> {
	return draft('locke/initiativeDealt', {
		round: state.combat!.round,
		source: 'table',
		cards: ids.map((id, i) => ({
			who: ref(id, character(state, id)!.name),
			suit: i < 10 ? 'black' : 'red',
			rank: (i % 10) + 1
		}))
	});
}

export const turnEnded = (id: string) => draft('locke/combatTurnEnded', { who: ref(id) });

/** The check phase's answer about a maintained defence (§5): keep it for `espSpent`, or drop it. */
export const maintainedAnswer = (id: string, keep: boolean, espSpent = 0) =>
	draft('locke/defenceMaintained', { who: ref(id), keep, espSpent });

/** Ends the current actor's turn, answering its check phase first (dropping a maintained defence). */
export function endTurnOf(state: LockeState, id: string): LockeState {
	const s = state.combat?.checkPending ? apply(state, maintainedAnswer(id, false)) : state;
	return apply(s, turnEnded(id));
}

export interface AttackSpec {
	level?: number;
	firepower?: number;
	column?: number;
	via?: 'card' | 'ability';
	espSpent?: number;
	helpers?: PayloadOf<'locke/attackResolved'>['helpers'];
	defence?: PayloadOf<'locke/attackResolved'>['defence'];
	outcome?: PayloadOf<'locke/attackResolved'>['outcome'];
	undefendable?: boolean;
	unescapable?: boolean;
	declared?: number | null;
	damage?: DamageRead | null;
}

export function attack(attacker: string, target: string, spec: AttackSpec = {}): Draft<'locke/attackResolved'> {
	const outcome = spec.outcome ?? 'hit';
	return draft('locke/attackResolved', {
		attacker: ref(attacker),
		target: ref(target),
		via: spec.via ?? 'card',
		level: spec.level ?? 4,
		power:
			spec.column !== undefined
				? { kind: 'column', ratio: spec.column }
				: { kind: 'firepower', value: spec.firepower ?? 20 },
		attribute: 'E',
		label: '',
		espSpent: spec.espSpent ?? 0,
		helpers: spec.helpers ?? [],
		undefendable: spec.undefendable ?? false,
		...(spec.unescapable !== undefined ? { unescapable: spec.unescapable } : {}),
		defence: spec.defence ?? null,
		outcome,
		declaredEndurance:
			spec.declared !== undefined ? spec.declared : outcome === 'hit' && spec.column === undefined ? 5 : null,
		damage: spec.damage !== undefined ? spec.damage : outcome === 'hit' ? printed(roll(3, 4), 3) : null
	});
}

export function side(
	declared: number,
	shifts: { x: number; weapon?: boolean; label?: string }[] = [],
	minions = 0
): MeleeSideInput {
	return {
		declared,
		minions,
		shifts: shifts.map((s) => ({ x: s.x, weapon: s.weapon ?? false, label: s.label ?? '' }))
	};
}

export function melee(
	attacker: string,
	target: string,
	spec: {
		attackerSide: MeleeSideInput;
		targetSide?: MeleeSideInput | null;
		counter?: boolean;
		attackerDamage?: DamageRead | null;
		targetDamage?: DamageRead | null;
		defence?: PayloadOf<'locke/meleeResolved'>['defence'];
		outcome?: PayloadOf<'locke/meleeResolved'>['outcome'];
		level?: number;
	}
): Draft<'locke/meleeResolved'> {
	const outcome = spec.outcome ?? 'hit';
	const counter = spec.counter ?? false;
	return draft('locke/meleeResolved', {
		attacker: ref(attacker),
		target: ref(target),
		level: spec.level ?? 1,
		attackerSide: spec.attackerSide,
		defence: spec.defence ?? null,
		outcome,
		targetSide: spec.targetSide !== undefined ? spec.targetSide : null,
		counter,
		attackerDamage:
			spec.attackerDamage !== undefined ? spec.attackerDamage : outcome === 'hit' ? printed(roll(2, 3), 1) : null,
		targetDamage: spec.targetDamage !== undefined ? spec.targetDamage : counter ? printed(roll(2, 2), 1) : null
	});
}

/** The round end the reducer expects for these choices. */
export function roundEnded(
	state: LockeState,
	opts: { wantContinue?: boolean; discardOne?: string[]; proxies?: string[] } = {}
): Draft<'locke/roundEnded'> {
	const combat = state.combat!;
	const wantContinue = opts.wantContinue ?? true;
	const discardOne = opts.discardOne ?? [];
	const proxies = opts.proxies ?? [];
	const judged = roundEndOutcome(state, envOf(state).readings, combat, wantContinue, discardOne, proxies);
	if (isRefusal(judged)) throw new Error(`round end refused: ${judged.refusal}`);
	return draft('locke/roundEnded', {
		round: combat.round,
		wantContinue,
		discardOne,
		proxies,
		hands: judged.changes.map((ch) => ({
			who: ref(ch.id, character(state, ch.id)!.name),
			discard: ch.discard,
			draw: ch.draw
		})),
		effects: '',
		outcome: judged.outcome
	});
}

/** A combat of `ids` dealt and with initiative in the given order: ready for the first turn. */
export function combatAtTurns(state: LockeState, ids: string[], deck = 86): LockeState {
	let s = apply(state, combatStarted(ids, deck));
	s = apply(s, handsDealt(s));
	return apply(s, initiativeInOrder(s, ids));
}

/** A KMC character from the built-in list (data/characters.ts); a missing id fails the test. */
export function builtinCharacter(id: string) {
	const c = CHARACTERS.find((x) => x.id === id);
	if (!c) throw new Error(`fixture ${id} missing`);
	return c;
}

/** An attack as the attack command takes it: ナガト (p2) on ロック1 (p1), an ability at Lv4, 火力 20, a 2D6 of 7. */
export function attackIntent(over: Partial<AttackIntent> = {}): AttackIntent {
	return {
		attacker: 'p2',
		target: 'p1',
		via: 'ability',
		level: 4,
		power: { kind: 'firepower', value: 20 },
		attribute: 'E',
		label: '',
		espSpent: 0,
		helpers: [],
		undefendable: false,
		unescapable: false,
		defence: null,
		interfered: false,
		interferers: [],
		declaredEndurance: null,
		roll: roll(3, 4),
		typed: null,
		...over
	};
}

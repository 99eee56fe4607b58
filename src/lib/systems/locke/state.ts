/**
 * The folded state of a 超人ロック session. Plain data (it is snapshotted to IndexedDB and
 * compared in tests); never mutated — the reducer returns new objects. The tables a session
 * adopted are the shell's, folded beside this state (`ReduceEnv`).
 */
import type { Alignment, DamageColumn, GameEnd, RebalanceStage, VictoryGrade } from './rules';
import type { AttackOutcome, ChartName, Roll2D6 } from './events';

export type CharacterStatus = 'normal' | 'incapacitated' | 'dead';

export interface Character {
	id: string;
	/** the player's name; null for a character nobody plays (ambush, police, …) */
	player: string | null;
	name: string;
	/** id in data/characters.ts when picked from the built-in list */
	builtinId: string | null;
	/** 現在のアライメント (改心 changes it) */
	alignment: Alignment;
	/** (L)キャラクター */
	isL: boolean;
	silhouette: { name: string; alignment: Alignment } | null;
	espLevel: number;
	/** ESPパワー now */
	espPower: number;
	/** ESPパワー printed on the sheet */
	maxEspPower: number;
	/** 最大耐久力 */
	maxEndurance: number;
	/** 累計ダメージ; current endurance = max − damage (never below 0); dead when damage > max */
	damage: number;
	/** 精神力 printed */
	mental: number;
	/** 精神力 lost so far */
	mentalLost: number;
	/** 手下 */
	minions: number;
	party: string | null;
	status: CharacterStatus;
	/** 情報カード held */
	infoCards: number;
	/** the personal 敗北条件, noted for the end of the game */
	defeatCondition: string;
	/** the sheet has been shown (シートオープン, 改心, 勝利宣言) */
	sheetOpen: boolean;
	/**
	 * The camps (the converters' alignments) that have tried 改心 on this character: 「全てのキャラクターは、
	 * 「各陣営から1度ずつ」しか改心行動を行われない」 (§4.1).
	 */
	conversions: Alignment[];
}

export type Phase = 'setup' | 'planet' | 'base' | 'ended';

export interface Declaration {
	declarer: string;
	solo: boolean;
	/** the alignment declared (the declarer's own; SPECIAL only for a solo declaration) */
	alignment: Alignment;
	objectors: string[];
}

export interface GradeResult {
	id: string;
	grade: VictoryGrade;
	defeated: boolean;
	ownConditionMet: boolean;
	alive: boolean;
}

export interface Game {
	phase: Phase;
	/** where the silhouette reveal's fix-up stands (§3.1): revealed → after the change → after the redeal */
	rebalanceStage: RebalanceStage;
	/** player characters in seat order, counter-clockwise (the next turn goes to the right) */
	seats: string[];
	/** normal turns taken so far (the current one counts) */
	turn: number;
	/** whose normal turn it is */
	current: string | null;
	/** planet cards face up or destroyed (of 36) */
	planetCardsDone: number;
	/** the EVIL flip count at the end of the planet phase, per EVIL silhouette */
	evilFlips: { placed: number; silhouettes: number; each: number } | null;
	/** 侵入判定 per character at the base perimeter; 'inside' once placed in the base */
	infiltration: Record<string, { failures: number; status: 'outside' | 'inside' }>;
	/** the normal turn (`turn`) in which the last 侵入判定 was made: one per turn, a main action (§4.2) */
	lastInfiltrationTurn: number | null;
	keyPointsDestroyed: number;
	/** an open victory declaration, waiting for objections */
	declaration: Declaration | null;
	/** declarations that were opposed */
	pastDeclarations: { declarer: string; solo: boolean; alignment: Alignment; objectors: string[] }[];
	/** the 1000-turn clocks, one per opposed EVIL victory declarer (§3.2), each stopping if its declarer dies */
	evilClocks: { declarer: string; turns: number }[];
	end: (GameEnd & { declarer?: string }) | null;
	grades: GradeResult[] | null;
}

export interface Combatant {
	id: string;
	/** 'in' = still fighting; the others have left the combat */
	state: 'in' | 'escaped' | 'dead';
	/** 手札 (C cards) held */
	hand: number;
	/** has received the first hand (新しく登場したキャラクター get theirs at the next deal) */
	dealt: boolean;
	/** 維持状態の防御, with its level */
	maintained: number | null;
	/** what the maintained defence was played from: keeping a C card costs ESP power (§5 チェックフェイズ) */
	maintainedVia: 'card' | 'ability' | null;
	joinedRound: number;
	via: 'start' | 'sokoni' | 'ikiteita' | 'entered';
}

/** One exchange of damage, kept so the screen can show the trace of the last lookup. */
export interface DamageLine {
	from: string;
	to: string;
	/** 火力 (null for a fixed [N:1] column) */
	firepower: number | null;
	/** the divisor: declared endurance, or the opponent's melee firepower */
	divisor: number | null;
	melee: boolean;
	/** column before the melee shift */
	baseRatio: DamageColumn;
	/** net column shift applied (melee) */
	shift: number;
	ratio: DamageColumn;
	roll: Roll2D6;
	value: number;
	source: 'table' | 'printed';
	hash: string | null;
	damageAfter: number;
	died: boolean;
}

export interface Exchange {
	kind: 'attack' | 'melee';
	attacker: string;
	target: string;
	level: number;
	outcome: AttackOutcome;
	lines: DamageLine[];
	/** a maintained defence was broken by this attack */
	broke: boolean;
}

export interface ChartRecord {
	chart: ChartName;
	who: string;
	total: number;
	text: string;
	value: number | null;
	source: 'table' | 'printed';
}

export interface Combat {
	id: string;
	square: string;
	round: number;
	/** opening: arrivals, charts, [戦闘前], minions; then the deal closes it */
	step: 'opening' | 'initiative' | 'turns';
	/** C cards left in the deck */
	deck: number;
	deckStart: number;
	combatants: Combatant[];
	/** initiative order this round (character ids) */
	order: string[];
	/** the cards dealt for it */
	initiative: { id: string; suit: 'black' | 'red'; rank: number }[];
	/** index into order of the character whose turn it is; = order.length after the last turn */
	turnIndex: number;
	/** what the current actor has done this turn */
	turnFlags: { main: boolean; attacked: boolean; escaped: boolean };
	/**
	 * The current actor holds a maintained defence and has not yet said, in its check phase, whether
	 * it keeps it (§5 「現在使用中の防御効果を維持するかどうかを選択する」): nothing else of the turn
	 * may be recorded until it answers.
	 */
	checkPending: boolean;
	attacksThisRound: number;
	charts: ChartRecord[];
	last: Exchange | null;
}

export type CombatEndReason = 'no_attack' | 'no_will' | 'too_few' | 'deck_out' | 'manual';

export interface CombatSummary {
	id: string;
	square: string;
	rounds: number;
	reason: CombatEndReason;
	/** deck_out: the cards owed and the cards the deck had */
	owed: number | null;
	available: number | null;
	deaths: string[];
	last: Exchange | null;
}

export interface LockeState {
	/** the group's C-card deck size (86 in the KMC box) */
	deckSize: number;
	characters: Character[];
	game: Game;
	combat: Combat | null;
	/** combats started in this session (a new combat's id is `combat<n+1>`) */
	combatsFought: number;
	lastCombat: CombatSummary | null;
	/** characters ever added in this session: a new character's id is `ch<n+1>`, never one used before */
	charactersAdded: number;
	/**
	 * The deck-out house rule a game was set up under (`rulesChosen`; on for a log recorded before
	 * it). Not the rule in force: that is the open point `deck_out_deal` (`deckOutEnds(readings)`),
	 * for which this is only what an old log implies until the group chooses (`impliedReadings`).
	 */
	deckOutEnds: boolean;
	/**
	 * How closely the recorded game follows the seed: 1 for a log recorded before `rulesChosen`
	 * existed (it folds as it was recorded), 2 for a game set up since — the seed's sentences that
	 * an older Sidetable did not check are refused with the reason (`seedRules` in derive.ts).
	 */
	rulesEdition: 1 | 2;
	/**
	 * Characters who left a combat by escaping since the last normal turn ended: each moves 1D6
	 * squares as a teleport that cannot fail, and a combat may follow where they land (§5.4).
	 */
	leaving: string[];
	/**
	 * 卓に見せる表示 as the group set it (`locke/tableViewSet`); null until then — on once the game
	 * has started (what the Players tab did before it was recorded), off during setup.
	 */
	tableView: boolean | null;
}

export const DEFAULT_DECK_SIZE = 86;

/**
 * What a new game is recorded under (`locke/rulesChosen`): today's reading of the seed, and the
 * deck-out house rule off — it is not in the seed (§5 戦闘継続チェック lists no empty deck).
 */
export const NEW_GAME_RULES = Object.freeze({ edition: 2 as const, deckOutEnds: false });

export function initialLockeState(): LockeState {
	return {
		deckSize: DEFAULT_DECK_SIZE,
		characters: [],
		game: {
			phase: 'setup',
			rebalanceStage: 'revealed',
			seats: [],
			turn: 0,
			current: null,
			planetCardsDone: 0,
			evilFlips: null,
			infiltration: {},
			lastInfiltrationTurn: null,
			keyPointsDestroyed: 0,
			declaration: null,
			pastDeclarations: [],
			evilClocks: [],
			end: null,
			grades: null
		},
		combat: null,
		combatsFought: 0,
		lastCombat: null,
		charactersAdded: 0,
		deckOutEnds: true,
		rulesEdition: 1,
		leaving: [],
		tableView: null
	};
}

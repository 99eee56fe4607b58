/** GK session state: plain, serializable data, folded from the log by `reducer.ts`. */
import type { Ability, AbilityStat, RollKey, Stats, TechniqueRecord } from './events';
import type { Order, RoundStep } from './engagement';
import { DEFAULT_GK_SETTINGS, type GkSettings, type OldLogReadings } from './settings';

export type CharacterStatus = 'active' | 'dying' | 'dead';
export type SquareXY = [number, number];

export interface GkCharacter {
	id: string;
	name: string;
	faction: string;
	/** the six stats now; 体力 (VIT) falls with special attacks and may reach 0 or below */
	stats: Stats;
	/** HP now (may be below 0 after an engagement) */
	hp: number;
	maxHp: number;
	counter: boolean;
	/** six technique ids, face 1 first */
	faces: string[];
	/** `dying` is 瀕死: alive at HP ≤ 0, or 体力 ≤ 0 after a special attack (see `condition.ts`) */
	status: CharacterStatus;
	/** 生存判定: due once the character falls to 瀕死, passed once it lived (it stays 瀕死) */
	survival: 'due' | 'passed' | null;
	/** a special attack brought its 体力 to 0 or below */
	vitDown: boolean;
	at: SquareXY;
	onMapSincePhase: number;
	starter: boolean;
	/** 戦線離脱 */
	withdrawn: boolean;
	/** 行動不能 */
	incapacitated: boolean;
	ability: Ability | null;
	/** the faction holding its 操作権 (condition 2); its own faction unless the GK hands it over */
	controlledBy: string;
	/** カウンター待受状態 */
	waiting: boolean;
	/** whether the costs were paid in full when it began waiting (else its effect cannot appear) */
	waitingPaid: boolean;
	/** フィールド設置型: its field is set (success checks at its phase start and on an enemy entering) */
	field: boolean;
	/** 能力休み in logs recorded before it counted own phases: the last phase of rest */
	restUntilPhase: number | null;
	/** 能力休み: the phase it rests in (the phase of use, then each of its faction's next phases) */
	restingIn: number | null;
	/** its faction's phases of rest still to come */
	restLeft: number;
	/** the phase (of its faction) at whose start its rest was over, for the reminder */
	restOverIn: number | null;
	/** 状態異常 given by techniques (their effect is the GK's) */
	statuses: string[];
	/** a passive ability processed 「ゲーム開始時、または初登場時」 */
	passiveDone: boolean;
}

/** One recorded round, for the report. */
export interface RoundLog {
	round: number;
	order: Order;
	steps: RoundStep[];
	hp: { a: number; b: number };
	source: 'app' | 'table';
}

export interface SurvivalLog {
	character: string;
	roll: number;
	chance: number;
	lives: boolean;
	source: 'app' | 'table';
}

/** One die of the round being typed at the table. */
export interface PendingRoll {
	side: 'a' | 'b';
	key: RollKey;
	roll: number;
}

/** An engagement under way or just over: the two characters, the rounds, and the result once over. */
export interface GkEngagement {
	/** `state.seq` when it began: ties it to a phase action submitted before */
	seq: number;
	a: string;
	b: string;
	round: number;
	over: 'a' | 'b' | 'draw' | null;
	start: { a: number; b: number };
	rounds: RoundLog[];
	survival: SurvivalLog[];
	/** the dice of the next round typed so far, in the order the round asked for them */
	pending: PendingRoll[];
}

/** One submitted action of a phase, as resolved. */
export interface ActionLog {
	character: string;
	from: SquareXY;
	end: SquareXY;
	cost: number;
	cancelled: boolean;
	stoppedByZoc: boolean;
	/** what was submitted */
	requested: ActionKind;
	/** what happens: a cancelled move, or an engagement whose target is not in the end square, waits */
	action: ActionKind;
	target: string | null;
	/** the faction that submitted it */
	by: string;
	/** `state.seq` when submitted: only an engagement / ability use / special attack after it resolves it */
	submittedAt: number;
	/** how the engagement / ability use / special attack came out, once the GK resolved it */
	resolution: Resolution | null;
}

/** The outcome of one phase action, recorded in submission order. */
export type Resolution =
	| { kind: 'cancelled'; why?: CancelReason }
	| {
			kind: 'engage';
			a: string;
			b: string;
			over: 'a' | 'b' | 'draw';
			rounds: number;
			hp: { a: number; b: number };
			survival: SurvivalLog[];
	  }
	| { kind: 'ability'; log: AbilityLog }
	| { kind: 'specialAttack'; log: SpecialAttackLog };

/** Why an act could not happen (and was recorded as a wait). */
export type CancelReason =
	'fallen' | 'targetGone' | 'noTarget' | 'badTarget' | 'unpayable' | 'resting' | 'noAbility' | 'offMap';

export type ActionKind = 'engage' | 'ability' | 'specialAttack' | 'wait';

export interface GkPhase {
	number: number;
	faction: string;
	actions: ActionLog[];
	/** 再行動: actions a character may take this phase beyond its first */
	extra: Record<string, number>;
}

export interface CheckLog {
	roll: number;
	chance: number;
	success: boolean;
}

/** One effect of an ability use or a later check: its checks, its targets, and what it changed. */
export interface EffectLog {
	activation: CheckLog | null;
	success: CheckLog | null;
	/** the GK's words */
	text: string;
	targets: string[];
	appeared: boolean;
	/** why it did not appear although it succeeded: fired with no fit target (空撃ち), or a cost unpaid */
	why?: 'dry' | 'unpaid';
	changes: { target: string; stat: AbilityStat; amount: number; before: number; after: number }[];
	/** 再行動: granted after the use has ended */
	reAct: boolean;
}

export interface AbilityLog {
	seq: number;
	character: string;
	kind: 'use' | 'counter' | 'field';
	effects: EffectLog[];
	/** 消費制約 as paid */
	costs: { stat: AbilityStat; amount: number; paid: number }[];
	/** 能力休み: own-faction phases (`phases`), or until a phase number in older logs */
	rest: { phases: number } | { untilPhase: number } | null;
	/** began waiting to counter / set its field */
	waiting: boolean;
	field: boolean;
	/** a target left 瀕死 or dead by an effect: the allies' 精神減少DP applies here */
	fell: string[];
}

export interface SpecialAttackLog {
	seq: number;
	attacker: string;
	target: string;
	chance: number;
	roll: number;
	hit: boolean;
	damage: number;
	/** the stat the damage came off: 体力 (VIT), or HP in logs recorded before */
	stat: 'VIT' | 'HP';
	before: number;
	after: number;
	/** left 瀕死 by it */
	dying: boolean;
}

export interface GkState {
	/**
	 * What the rules read besides the game: the table's formulas (GK events) and the readings in
	 * force of the open points. The readings come from the shell (`session/readingsChosen`) and are
	 * brought up to date by `ruled()` (`readings.ts`) wherever the state is read — the reducer, every
	 * command, the screens — since a reading chosen after the last GK event is not in this copy.
	 */
	settings: GkSettings;
	/**
	 * The readings an old log's `gk/settingsChanged` recorded (`readings.ts`): what the log implies
	 * (`impliedReadings`) until the group chooses those points through `session/readingsChosen`.
	 */
	oldLogReadings: OldLogReadings | null;
	map: { width: number; height: number; walls: SquareXY[] };
	factions: { id: string; name: string }[];
	techniques: Record<string, TechniqueRecord>;
	characters: Record<string, GkCharacter>;
	engagement: GkEngagement | null;
	phase: GkPhase | null;
	/** the last special attack, for the log: hit or not and the damage */
	lastSpecialAttack: SpecialAttackLog | null;
	lastAbility: AbilityLog | null;
	/** removed characters' names by id: old reports keep them, and their ids are not given again */
	removed: Record<string, string>;
	/** counts engagements begun, ability uses and special attacks, to tie them to phase actions */
	seq: number;
}

export function initialGkState(settings: GkSettings = DEFAULT_GK_SETTINGS): GkState {
	return {
		settings: { ...settings },
		oldLogReadings: null,
		map: { width: 8, height: 8, walls: [] },
		factions: [],
		techniques: {},
		characters: {},
		engagement: null,
		phase: null,
		lastSpecialAttack: null,
		lastAbility: null,
		removed: {},
		seq: 0
	};
}

/** A character's name, also once removed. */
export const nameOf = (state: GkState, id: string): string => state.characters[id]?.name ?? state.removed[id] ?? id;

/**
 * Locke's commands: what a screen can ask for, by name. Each is pure — `(state, intent, ctx)` →
 * the events to record, or a Refusal — takes the screen's intent (who, what was chosen and
 * rolled) and builds the events and their ids from the state; the screen's preview is the same
 * function. The reducer checks every event again. The first action of a new game also records
 * the rules it is played by (`withSeedRules`).
 */
import { isRefusal, type EventDraft, type Refusal } from '$lib/core/events';
import { pristine } from '../derive';
import { reduceLocke } from '../reducer';
import { NEW_GAME_RULES, type LockeState } from '../state';
import type { LockeContext } from './context';
import { attack, melee } from './attack';
import { dealHands, dealInitiative, endRound, rollChart } from './round';
import * as roster from './roster';
import * as game from './game';
import * as combat from './combat';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command has its own intent type
type AnyCommand = (state: LockeState, intent: any, ctx: LockeContext) => EventDraft[] | Refusal;

/**
 * Every command, run on a session where nothing has happened yet, first records the rules the
 * game is played by (`locke/rulesChosen`) and then decides on the state after it: a new game is
 * checked by today's reading of the seed, while a log recorded before keeps folding as it was.
 */
function withSeedRules<C extends Record<string, AnyCommand>>(commands: C): C {
	const wrapped = Object.entries(commands).map(([name, command]) => {
		const run: AnyCommand = (state, intent, ctx) => {
			if (!pristine(state)) return command(state, intent, ctx);
			const chosen: EventDraft = { type: 'locke/rulesChosen', payload: { ...NEW_GAME_RULES } };
			const ruled = reduceLocke(state, chosen, { tables: { byHash: {}, current: {} }, readings: {} });
			if (isRefusal(ruled)) return ruled;
			const events = command(ruled, intent, ctx);
			return isRefusal(events) ? events : [chosen, ...events];
		};
		return [name, run];
	});
	return Object.fromEntries(wrapped) as C;
}

export const lockeCommands = withSeedRules({
	// Roster and setup (§3.1) and the sheet in play
	addCharacter: roster.addCharacter,
	editCharacter: roster.editCharacter,
	removeCharacter: roster.removeCharacter,
	moveSeat: roster.moveSeat,
	chooseSilhouette: roster.chooseSilhouette,
	stepRebalance: roster.stepRebalance,
	startGame: roster.startGame,
	adjustCharacter: roster.adjustCharacter,
	recover: roster.recover,
	treat: roster.treat,
	setStatus: roster.setStatus,
	convert: roster.convert,
	formParty: roster.formParty,
	leaveParty: roster.leaveParty,
	noteDefeatCondition: roster.noteDefeatCondition,
	openSheet: roster.openSheet,
	setDeckSize: roster.setDeckSize,
	setTableView: roster.setTableView,
	// The game tracker (§3.2, §4)
	endTurn: game.endTurn,
	countPlanetCards: game.countPlanetCards,
	endPlanetPhase: game.endPlanetPhase,
	checkInfiltration: game.checkInfiltration,
	destroyKeyPoint: game.destroyKeyPoint,
	declareVictory: game.declareVictory,
	opposeDeclaration: game.opposeDeclaration,
	closeDeclaration: game.closeDeclaration,
	endGame: game.endGame,
	recordGrades: game.recordGrades,
	// Combat (§5)
	startCombat: combat.startCombat,
	recountDeck: combat.recountDeck,
	joinCombat: combat.joinCombat,
	declareMinions: combat.declareMinions,
	rollChart,
	dealHands,
	dealInitiative,
	answerCheck: combat.answerCheck,
	attack,
	melee,
	escape: combat.escape,
	playCard: combat.playCard,
	discardCard: combat.discardCard,
	endCombatTurn: combat.endCombatTurn,
	endRound,
	endCombat: combat.endCombat
});
export type LockeCommands = typeof lockeCommands;

export {
	planAttack,
	planMelee,
	type AttackIntent,
	type InterfererIntent,
	type MeleeIntent,
	type MeleeSideIntent
} from './attack';
export { type LockeContext } from './context';
export { attackFactsOf, meleeFactsOf, type ReadFacts } from './facts';

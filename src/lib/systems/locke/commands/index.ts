/**
 * Locke's commands: what a screen can ask for, by name. Each is pure — `(state, intent, ctx)` →
 * the events to record, or a Refusal — takes the screen's intent (who, what was chosen and
 * rolled) and builds the events and their ids from the state; the screen's preview is the same
 * function. The reducer checks every event again.
 */
import { attack, melee } from './attack';
import { dealHands, dealInitiative, endRound, rollChart } from './round';
import * as roster from './roster';
import * as game from './game';
import * as combat from './combat';

export const lockeCommands = {
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
	changeAlignment: roster.changeAlignment,
	formParty: roster.formParty,
	leaveParty: roster.leaveParty,
	noteDefeatCondition: roster.noteDefeatCondition,
	openSheet: roster.openSheet,
	setDeckSize: roster.setDeckSize,
	setDeckOutRule: roster.setDeckOutRule,
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
};
export type LockeCommands = typeof lockeCommands;

export {
	planAttack,
	planMelee,
	type AttackIntent,
	type AttackPlan,
	type DeathPlan,
	type InterfererIntent,
	type MeleeIntent,
	type MeleePlan,
	type MeleeSideIntent
} from './attack';
export { type ChartIntent, type EndRoundIntent, type InitiativeIntent } from './round';
export { planRead, planChart, type LockeContext, type PlannedRead } from './context';
export { refOf } from './refs';
export type { CharacterFields } from './roster';
export {
	attackFactsOf,
	meleeFactsOf,
	type AttackFacts,
	type MeleeFacts,
	type MeleeSideFacts,
	type ReadFacts
} from './facts';

/**
 * One valid payload for every event type of every registered system, for the tests that must
 * cover them all (the conformance test: describe never returns a raw type). A new system adds
 * its samples here; the conformance test fails until every one of its event types has one.
 */
import { attack, melee, ref, side, total } from './locke';
import { gkEventSamples } from './gk';
import { pgtEventSamples } from './pgt';

const r = ref('p1');

/** One valid payload per Locke event type. */
export const lockeEventSamples: Record<string, unknown> = {
	'locke/rulesChosen': { edition: 2, deckOutEnds: false },
	'locke/deckSizeSet': { deckSize: 80 },
	'locke/tableViewSet': { on: true },
	'locke/characterAdded': {
		id: 'x',
		player: 'あ',
		name: 'X',
		builtinId: null,
		alignment: 'GOOD',
		isL: false,
		espLevel: 1,
		espPower: 1,
		endurance: 1,
		mental: 1,
		minions: 0,
		silhouette: null
	},
	'locke/characterEdited': {
		id: 'x',
		player: null,
		name: 'X',
		builtinId: null,
		alignment: 'GOOD',
		isL: false,
		espLevel: 1,
		espPower: 1,
		endurance: 1,
		mental: 1,
		minions: 0
	},
	'locke/characterRemoved': { who: r },
	'locke/seatsOrdered': { order: [] },
	'locke/silhouetteChosen': { who: r, silhouette: { name: 'X', alignment: 'GOOD' }, rank: null },
	'locke/gameStarted': { first: r, override: false },
	'locke/rebalanceStepped': { stage: 'after_change' },
	'locke/characterAdjusted': { who: r, field: 'damage', by: -1, reason: 'recover' },
	'locke/statusSet': { who: r, status: 'dead' },
	'locke/alignmentChanged': { who: r, alignment: 'EVIL' },
	'locke/conversionAttempted': {
		by: r,
		target: r,
		declared: 6,
		roll: total(5),
		convertible: true,
		alignmentAfter: 'GOOD'
	},
	'locke/partyFormed': { party: 'P', members: [r, r] },
	'locke/partyLeft': { who: r },
	'locke/defeatConditionNoted': { who: r, text: '' },
	'locke/sheetOpened': { who: r },
	'locke/turnEnded': { who: r, next: r },
	'locke/planetCardsCounted': { faceUpOrDestroyed: 3 },
	'locke/planetPhaseEnded': { placedPlanetCards: 10, goodSpecialSilhouettes: 2, inside: [] },
	'locke/infiltrationChecked': { who: r, target: 6, roll: total(5) },
	'locke/keyPointDestroyed': { by: null },
	'locke/victoryDeclared': { who: r, solo: false, blackHole: false },
	'locke/declarationOpposed': { by: r },
	'locke/declarationClosed': { objections: 0 },
	'locke/gameEnded': { kind: 'all_dead' },
	'locke/gradesRecorded': { results: [] },
	'locke/tableAdopted': { slot: 'locke/damage', hash: '0123456789abcdef', table: { names: { ja: '表', en: 'Table' } } },
	'locke/combatStarted': { id: 'c', square: '', participants: [r], deck: 86 },
	'locke/deckCounted': { cards: 30 },
	'locke/chartRolled': { chart: 'zanryu', who: r, roll: total(7), source: 'printed', hash: null, text: '', value: 20 },
	'locke/combatantJoined': { who: r, via: 'ikiteita', reviveDamage: 2 },
	'locke/minionsDeclared': { who: r, minions: 2 },
	'locke/handsDealt': { round: 1, dealt: [{ who: r, cards: 7 }], outcome: 'dealt' },
	'locke/initiativeDealt': { round: 1, source: 'app', cards: [{ who: r, suit: 'red', rank: 3 }] },
	'locke/defenceMaintained': { who: r, keep: true, espSpent: 2 },
	'locke/attackResolved': attack('p2', 'p1').payload,
	'locke/meleeResolved': melee('p2', 'p1', { attackerSide: side(3), targetSide: side(3) }).payload,
	'locke/escaped': { who: r, level: 3, via: 'card', timing: 'main', espSpent: 3, interfered: false },
	'locke/cardPlayed': { who: r, kind: 'special', level: 2, espSpent: 2, note: '' },
	'locke/cardDiscarded': { who: r },
	'locke/combatTurnEnded': { who: r },
	'locke/roundEnded': {
		round: 1,
		wantContinue: true,
		discardOne: [],
		proxies: [],
		hands: [],
		effects: '',
		outcome: 'deck_out'
	},
	'locke/combatEnded': { note: '' }
};

/** One valid payload per Counters event type. */
export const countersEventSamples: Record<string, unknown> = {
	'counters/counterAdded': { id: 'hp', name: 'HP', initial: 20, min: 0, max: null, step: 1 },
	'counters/counterEdited': { id: 'hp', name: 'ライフ', min: 0, max: 40, step: 1 },
	'counters/counterAdjusted': { id: 'hp', name: 'HP', by: -3 },
	'counters/counterSet': { id: 'hp', name: 'HP', value: 12 },
	'counters/counterReset': { id: 'hp', name: 'HP' },
	'counters/counterRemoved': { id: 'hp', name: 'HP' }
};

/** One valid payload per Gloomhaven event type. */
export const gloomhavenEventSamples: Record<string, unknown> = {
	'gloomhaven/editionSet': { edition: '2e' },
	'gloomhaven/deckAdded': { id: 'd1', name: 'ブルート', owner: 'character' },
	'gloomhaven/deckRemoved': { id: 'd1', name: 'ブルート' },
	'gloomhaven/cardAdded': {
		deck: 'd1',
		card: { id: 'perk+1r-1', value: 1, rolling: true, pierce: 3, conditions: ['poison'], effects: ['炎'] },
		scenario: false
	},
	'gloomhaven/cardRemoved': { deck: 'd1', card: 'minus1-2' },
	'gloomhaven/blessAdded': { deck: 'd1' },
	'gloomhaven/curseAdded': { deck: 'd1' },
	'gloomhaven/attackDrawn': {
		deck: 'd1',
		source: 'table',
		cards: ['perk+1r-1', 'x2'],
		mode: 'normal',
		attack: 3,
		shield: 1,
		pierce: 0,
		bonus: 1,
		doubled: true,
		order: 'add_first',
		rangedAdjacent: true,
		extraShield: 1,
		reduction: 1,
		target: 'ガード1',
		hp: 9
	},
	'gloomhaven/attackStopped': { deck: 'd1', deckName: 'ブルート', drawn: 1, of: 3 },
	'gloomhaven/roundEnded': {},
	'gloomhaven/scenarioEnded': {}
};

const mtgCard = { mv: 2, colours: ['R'], designated: false };
/** One valid payload per 「MTGでTRPG」 event type. */
export const mtgTrpgEventSamples: Record<string, unknown> = {
	'mtg-trpg/pcAdded': {
		id: 'p1',
		name: 'アリス',
		deckText: '24 land R\n36 R 2',
		deck: [{ count: 36, mv: 2, colours: ['R'], designated: false, name: null, land: false }],
		life: 20
	},
	'mtg-trpg/deckSet': { id: 'p1', name: 'アリス', deckText: '60 R 1', deck: [] },
	'mtg-trpg/pcRemoved': { id: 'p1', name: 'アリス' },
	'mtg-trpg/playOrderDecided': { first: 'pcs', deathMatch: true },
	'mtg-trpg/reset': { pcs: [{ id: 'p1', name: 'アリス', life: 20, hand: 7 }] },
	'mtg-trpg/participantsChosen': { pcs: ['p1'], names: ['アリス'], npcs: ['ボブ'] },
	'mtg-trpg/enemiesAppeared': {
		enemies: [
			{ id: 'e1', kind: 'deck', name: '竜', life: 40, openingHand: 9, maxHand: 9 },
			{ id: 'e2', kind: 'creature', name: 'ワーム', life: null, openingHand: 0, maxHand: 0 }
		],
		prepTurn: true,
		prepReading: 'any-enemy'
	},
	'mtg-trpg/checkMade': {
		pc: 'p1',
		name: 'アリス',
		purpose: 'escape',
		colour: 'R',
		difficulty: 3,
		source: 'table',
		first: mtgCard,
		second: { ...mtgCard, designated: true },
		target: 5,
		achievement: 7,
		success: true,
		auto: 'success'
	},
	'mtg-trpg/turnAdvanced': { turn: 0 },
	'mtg-trpg/lifeAdjusted': { who: 'enemy', enemy: 'e1', name: '竜', by: -5, after: 35 },
	'mtg-trpg/poisonAdjusted': { who: 'p1', name: 'アリス', by: 1, after: 1 },
	'mtg-trpg/libraryOutCounted': { enemy: 'e2', name: 'ワーム', by: 3, after: 3 },
	'mtg-trpg/pcDefeated': { id: 'p1', name: 'アリス' },
	'mtg-trpg/enemyDefeated': { enemy: 'e1', name: '竜' },
	'mtg-trpg/cardsMoved': {
		pc: 'p1',
		name: 'アリス',
		line: 0,
		card: { name: '稲妻', mv: 1, colours: ['R'], land: false },
		from: 'hand',
		to: 'battlefield',
		count: 1
	},
	'mtg-trpg/knownCleared': { pc: 'p1', name: 'アリス' },
	'mtg-trpg/combatEnded': { outcome: 'escaped' }
};

/** Samples by system id. */
export const eventSamples: Record<string, Record<string, unknown>> = {
	counters: countersEventSamples,
	locke: lockeEventSamples,
	gloomhaven: gloomhavenEventSamples,
	gk: gkEventSamples,
	'mtg-trpg': mtgTrpgEventSamples,
	pgt: pgtEventSamples
};

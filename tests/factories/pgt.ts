import type { AttackIntent, CardIntent } from '$lib/systems/pgt/commands';

/** Pretty Good Tactics test data: one valid payload per event type, and library cards. */
const card = {
	id: 'c1',
	name: '木之本桜',
	cost: 3,
	pDef: 6,
	mDef: 8,
	attribute: '魔法少女',
	abilities: ['A: P2D+3', 'このキャラのアタックは6だけでなく5でもクリティカルになる。']
};
const check = { fumbleAtOrBelow: 1, criticalFaces: [6], conflictAs: null };

/** One valid payload per Pretty Good Tactics event type. */
export const pgtEventSamples: Record<string, unknown> = {
	'pgt/matchStarted': { players: { a: '桜', b: '空' }, readings: 'session' },
	'pgt/gameStarted': { firstPlayer: 'b', rolls: { a: 2, b: 5, source: 'table' }, players: { a: '桜', b: '空' } },
	'pgt/cardSaved': { card },
	'pgt/cardRemoved': { id: 'c1', name: '木之本桜' },
	'pgt/characterPlaced': { side: 'a', slot: 'F2', card, player: '桜' },
	'pgt/characterTapped': { side: 'b', slot: 'B1', tapped: true, player: '空', character: '茜ヶ崎空' },
	'pgt/characterRetired': { side: 'b', slot: 'F3', player: '空', character: '茜ヶ崎空', scorer: '桜' },
	'pgt/effectNoted': {
		text: '戦闘前: 味方1人のP-def+2',
		phase: 'before',
		targets: [{ side: 'a', slot: 'F1', card: 'c1', character: '木之本桜' }],
		pending: false,
		player: '桜',
		character: '芝村舞'
	},
	'pgt/characterRevealed': { side: 'a', slot: 'F1', player: '桜', character: '木之本桜' },
	'pgt/characterReturned': { side: 'a', slot: 'B3', player: '桜', character: '芝村舞' },
	'pgt/cntAdjusted': { side: 'a', slot: 'F2', name: 'メカ', by: 2, to: 2, player: '桜', character: '芝村舞' },
	'pgt/roundStarted': {},
	'pgt/attackResolved': {
		attacker: 'F1',
		ability: 'A: P3D',
		target: 'F2',
		guard: 'F1',
		check: 'P5D-4',
		range: 1,
		innocence: null,
		faces: [6, 6, 5],
		source: 'table',
		...check,
		targetRevealed: false,
		players: { attacker: '桜', defender: '空' },
		characters: { attacker: '木之本桜', target: '茜ヶ崎空', guard: '芝村舞' }
	},
	'pgt/effectAttackResolved': {
		side: 'b',
		user: 'B1',
		ability: 'T: M(炎)2D+1',
		target: 'F2',
		check: 'M(炎)2D+1',
		range: 3,
		faces: [4, 3],
		source: 'table',
		...check,
		targetRevealed: false,
		player: '空',
		character: '遠坂凛',
		against: { player: '桜', character: '木之本桜' },
		outcome: {
			value: 8,
			result: 'normal',
			defence: 0,
			success: true,
			retired: { player: '桜', character: '木之本桜' },
			scored: { player: '空', points: 3, total: 5 },
			won: null
		}
	},
	'pgt/returnAttackResolved': {
		ability: 'counter',
		check: 'P2D',
		faces: [4, 3],
		source: 'app',
		...check,
		player: '空',
		character: '茜ヶ崎空',
		against: { player: '桜', character: '木之本桜' }
	},
	'pgt/returnAttackDeclined': { ability: 'kirikaeshi', player: '空', character: '茜ヶ崎空' },
	'pgt/draftStarted': { players: ['ハル', 'ナツ', 'アキ', 'フユ'], pool: 72, reading: 'pack-pass' },
	'pgt/draftPicked': { seat: 1, player: 'ナツ', card: '遠坂凛', count: 3 },
	'pgt/draftCleared': {},
	'pgt/effectResolved': { effect: 0, text: '死ぬがよい', applied: false },
	'pgt/phaseAdvanced': { to: 'battle', player: '桜' },
	'pgt/attackPassed': { player: '桜' },
	'pgt/turnEnded': { player: '空', outcome: { ended: ['F1のP-def+2'], autoPassed: '桜', roundOver: false } }
};

/** A card as the library form sends it: a 2-cost P-def 5 / M-def 5 attacker unless told. */
export const cardIntent = (name: string, over: Partial<CardIntent> = {}): CardIntent => ({
	name,
	cost: 2,
	pDef: 5,
	mDef: 5,
	attribute: '',
	abilities: ['A: P2D'],
	...over
});

/** F1 attacks F1 with the card's first line, 4+4 at the table, no guard, the faces the cards' lines give. */
export const attackIntent = (over: Partial<AttackIntent> = {}): AttackIntent => ({
	attacker: 'F1',
	ability: 0,
	addOns: [],
	target: 'F1',
	guard: null,
	roll: { faces: [4, 4], source: 'table' },
	targetRevealed: false,
	innocence: null,
	conflictAs: null,
	...over
});

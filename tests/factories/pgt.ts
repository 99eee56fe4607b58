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
	'pgt/matchStarted': { players: { a: '桜', b: '空' } },
	'pgt/gameStarted': { firstPlayer: 'b', rolls: { a: 2, b: 5, source: 'table' } },
	'pgt/cardSaved': { card },
	'pgt/cardRemoved': { id: 'c1', name: '木之本桜' },
	'pgt/characterPlaced': { side: 'a', slot: 'F2', card },
	'pgt/characterTapped': { side: 'b', slot: 'B1', tapped: true },
	'pgt/characterRetired': { side: 'b', slot: 'F3' },
	'pgt/effectNoted': { text: 'F1のP-def+2(ラウンド終了まで)' },
	'pgt/characterRevealed': { side: 'a', slot: 'F1' },
	'pgt/characterReturned': { side: 'a', slot: 'B3' },
	'pgt/cntAdjusted': { side: 'a', slot: 'F2', name: 'メカ', by: 2 },
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
		targetRevealed: false
	},
	'pgt/returnAttackResolved': { ability: 'counter', check: 'P2D', faces: [4, 3], source: 'app', ...check },
	'pgt/attackPassed': {},
	'pgt/turnEnded': {}
};

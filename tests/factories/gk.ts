/** One valid payload per GK event type (see samples.ts). */
const p = { id: 'c1', name: 'カイ' };
const q = { id: 'c2', name: 'レン' };

export const gkEventSamples: Record<string, unknown> = {
	'gk/settingsChanged': { specialAttackMinimum: 2, counterSameRound: false },
	'gk/mapSet': { width: 6, height: 5, walls: [[2, 2]] },
	'gk/factionAdded': { id: 'f1', name: '生徒会' },
	'gk/factionRenamed': { id: 'f1', name: '新生徒会', from: '生徒会' },
	'gk/factionRemoved': { id: 'f1', name: '生徒会' },
	'gk/techniqueSaved': { id: 'light', name: '弱攻撃', kind: 'attack', formula: 'ATK + 5' },
	'gk/characterAdded': {
		id: 'c1',
		name: 'カイ',
		faction: 'f1',
		stats: { ATK: 10, DEF: 7, VIT: 5, MND: 4, FS: 5, REA: 8 },
		hp: 100,
		faces: ['light', 'light', 'light', 'light', 'light', 'light'],
		at: [1, 1],
		starter: true,
		ability: { name: '反撃の構え', style: 'counter', activation: 60, success: 50 }
	},
	'gk/characterEdited': {
		id: 'c1',
		name: 'カイ',
		faction: 'f1',
		stats: { ATK: 11, DEF: 7, VIT: 5, MND: 4, FS: 5, REA: 8 },
		hp: 110,
		faces: ['light', 'light', 'light', 'light', 'light', 'light'],
		controlledBy: 'f1',
		ability: {
			name: '癒しの手',
			style: 'active',
			activation: 60,
			success: 50,
			costs: [{ stat: 'MND', amount: 1 }],
			effect: 'HPを10回復',
			change: { stat: 'HP', amount: 10 }
		}
	},
	'gk/characterRemoved': { character: q },
	'gk/techniqueRemoved': { id: 'light', name: '弱攻撃' },
	'gk/actionResolved': { character: p },
	'gk/characterFlagSet': { character: p, flag: 'withdrawn', on: true },
	'gk/engagementRoundRecorded': {
		a: p,
		b: q,
		rolls: { a: { die: 3, crit: 40, guard: 12 }, b: { die: 5, evade: 70 } },
		source: 'table'
	},
	'gk/survivalChecked': { character: p, roll: 12, source: 'app' },
	'gk/specialAttackRecorded': { attacker: p, target: q, roll: 55, source: 'table' },
	'gk/abilityUsed': { character: p, target: q, activation: 30, success: 20, source: 'table' },
	'gk/counterChecked': { character: p, roll: 44, source: 'app' },
	'gk/counterWaitEnded': { character: p },
	'gk/phaseStarted': { phase: 1, faction: 'f1' },
	'gk/actionTaken': { character: p, path: [[1, 2]], action: 'engage', target: q, by: 'f1' }
};

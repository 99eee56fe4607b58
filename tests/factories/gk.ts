/** One valid payload per GK event type (see samples.ts). */
const p = { id: 'c1', name: 'カイ' };
const q = { id: 'c2', name: 'レン' };

export const gkEventSamples: Record<string, unknown> = {
	// An old log's settings event: a formula and readings at once (a formulas-only one upgrades).
	'gk/settingsChanged': { hpFormula: '40 + VIT × 10', specialAttackMinimum: 2, counterSameRound: false },
	'gk/formulasChanged': { hpFormula: '40 + VIT × 10', movementFormula: '2 + REA ÷ 5' },
	'gk/oldReadingsSetAside': { points: ['critical_damage'] },
	'gk/mapSet': { width: 6, height: 5, walls: [[2, 2]] },
	'gk/factionAdded': { id: 'f1', name: '生徒会' },
	'gk/factionRenamed': { id: 'f1', name: '新生徒会', from: '生徒会' },
	'gk/factionRemoved': { id: 'f1', name: '生徒会' },
	'gk/sampleTechniquesCopied': {
		techniques: [
			{ id: 'light', name: '弱攻撃', kind: 'attack', formula: 'ATK + 5' },
			{ id: 'defend', name: '防御', kind: 'defend', formula: '0' }
		]
	},
	'gk/techniqueSaved': { id: 'light', name: '弱攻撃', kind: 'attack', formula: 'ATK + 5', hits: 2, status: '毒' },
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
			effects: [{ text: 'HPを10回復', change: { stat: 'HP', amount: 10 }, target: 'one' }],
			dryFire: false
		}
	},
	'gk/characterRemoved': { character: q },
	'gk/techniqueRemoved': { id: 'light', name: '弱攻撃' },
	'gk/actionResolved': { character: p, outcome: { kind: 'engage' } },
	'gk/characterFlagSet': { character: p, flag: 'withdrawn', on: true },
	'gk/engagementRoundRecorded': {
		a: p,
		b: q,
		rolls: { a: { die: 3, crit: 40, guard: 12 }, b: { die: 5, evade: 70 } },
		source: 'table'
	},
	'gk/engagementRollEntered': {
		a: p,
		b: q,
		round: 2,
		side: 'b',
		key: 'guard',
		roll: 12,
		outcome: {
			check: { chance: 20, success: true },
			round: {
				round: 2,
				order: 'a',
				hits: [{ by: 'a', result: 'guarded', damage: 4, status: { name: '毒', blocked: true } }],
				hp: { a: 30, b: 4 },
				over: null
			}
		}
	},
	'gk/engagementRollCorrected': {
		a: p,
		b: q,
		round: 1,
		index: 2,
		roll: 60,
		outcome: { kept: 3, check: { chance: 10, success: false } }
	},
	'gk/survivalChecked': { character: p, roll: 12, source: 'app', outcome: { chance: 20, lives: true } },
	'gk/specialAttackRecorded': {
		attacker: p,
		target: q,
		roll: 55,
		source: 'table',
		outcome: { chance: 65, hit: true, damage: 3, vit: { before: 5, after: 2 }, dying: false }
	},
	'gk/abilityUsed': {
		character: p,
		targets: [q],
		activation: 30,
		success: 20,
		more: [{ targets: [], activation: 70 }],
		source: 'table',
		outcome: {
			effects: [
				{ activated: true, succeeded: true, appeared: true, changes: [{ target: 'c2', stat: 'HP', after: 20 }] },
				{ activated: false, succeeded: false, appeared: false, changes: [] }
			],
			costs: [{ stat: 'MND', paid: 1 }],
			rest: 1
		}
	},
	'gk/counterChecked': { character: p, roll: 44, source: 'app' },
	'gk/fieldChecked': {
		character: p,
		targets: [q],
		roll: 44,
		source: 'table',
		trigger: 'entered',
		outcome: { effects: [{ activated: false, succeeded: true, appeared: true, changes: [] }] }
	},
	'gk/counterWaitEnded': { character: p },
	'gk/fieldRemoved': { character: p },
	'gk/statusCleared': { character: q, status: '毒' },
	'gk/phaseStarted': { phase: 1, faction: 'f1' },
	'gk/actionTaken': {
		character: p,
		path: [[1, 2]],
		action: 'engage',
		target: q,
		by: 'f1',
		outcome: { end: [1, 2], cost: 1, cancelled: false, stoppedByZoc: true, action: 'engage' }
	}
};

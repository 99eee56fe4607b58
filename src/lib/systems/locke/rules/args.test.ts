import { describe, expect, it } from 'vitest';
import {
	currentEndurance,
	damageRatio,
	defeatedAtGameEnd,
	defenceAllowed,
	espCheck,
	espCheckChance,
	espPowerAfter,
	evilFlipCount,
	handLimit,
	infiltrationAutoSucceeds,
	infiltrationChance,
	infiltrationSucceeds,
	infiltrationTarget,
	initiativeOrder,
	isDead,
	maintainedDefence,
	meleeFirepower,
	meleeRatios,
	mentalCheck,
	planetPhaseOver,
	roundEndHand,
	silhouetteChoiceAllowed,
	silhouetteConstraint,
	silhouetteRebalance,
	silhouetteSide,
	syncAttack,
	teleportChance,
	teleportInterferenceSucceeds,
	teleportSquares,
	teleportSucceeds,
	thousandTurnRuleEndsGame,
	victoryGrade,
	type Alignment,
	type GameEnd
} from '.';

type Case = [string, () => unknown, string];
const bad = (name: string, call: (v: number) => unknown, where: string, values: number[]): Case[] =>
	values.map((v) => [`${name} ${String(v)}`, () => call(v), where]);
const NUMS = [-1, 1.5, NaN];

const cases: Case[] = [
	...bad('damageRatio firepower', (v) => damageRatio(v, 3), 'damageRatio: firepower', NUMS),
	...bad('damageRatio currentEndurance', (v) => damageRatio(3, v), 'damageRatio: currentEndurance', NUMS),
	...bad('isDead maxEndurance', (v) => isDead(v, 0), 'isDead: maxEndurance', [0, ...NUMS]),
	...bad('isDead damageTaken', (v) => isDead(5, v), 'isDead: damageTaken', NUMS),
	...bad('currentEndurance maxEndurance', (v) => currentEndurance(v, 0), 'currentEndurance: maxEndurance', [
		0,
		...NUMS
	]),
	...bad('currentEndurance damageTaken', (v) => currentEndurance(5, v), 'currentEndurance: damageTaken', NUMS),
	...bad(
		'meleeFirepower currentEndurance',
		(v) => meleeFirepower({ currentEndurance: v }),
		'meleeFirepower: currentEndurance',
		NUMS
	),
	...bad(
		'meleeFirepower minions',
		(v) => meleeFirepower({ currentEndurance: 3, minions: v }),
		'meleeFirepower: minions',
		NUMS
	),
	...bad(
		'meleeFirepower declared',
		(v) => meleeFirepower({ currentEndurance: 3, declared: v }),
		'meleeFirepower: declared',
		[4, ...NUMS]
	),
	...bad(
		'meleeRatios a.firepower',
		(v) => meleeRatios({ firepower: v }, { firepower: 1 }),
		'meleeRatios: a.firepower',
		NUMS
	),
	...bad(
		'meleeRatios b.firepower',
		(v) => meleeRatios({ firepower: 1 }, { firepower: v }),
		'meleeRatios: b.firepower',
		NUMS
	),
	...bad(
		'meleeRatios a.shift',
		(v) => meleeRatios({ firepower: 1, shift: v }, { firepower: 1 }),
		'meleeRatios: a.shift',
		NUMS
	),
	...bad(
		'meleeRatios b.shift',
		(v) => meleeRatios({ firepower: 1 }, { firepower: 1, shift: v }),
		'meleeRatios: b.shift',
		NUMS
	),
	...bad('espCheck declaredLevel', (v) => espCheck(v, 7), 'espCheck: declaredLevel', NUMS),
	...bad('espCheck roll2d6', (v) => espCheck(6, v), 'espCheck: roll2d6', [1, 13, 0, ...NUMS]),
	...bad('espCheckChance level', (v) => espCheckChance(v), 'espCheckChance: level', NUMS),
	...bad('mentalCheck declared', (v) => mentalCheck(v, 5, 7), 'mentalCheck: declared', [1, 6, ...NUMS]),
	...bad('mentalCheck mentalStrength', (v) => mentalCheck(2, v, 7), 'mentalCheck: mentalStrength', [1, ...NUMS]),
	...bad('mentalCheck roll2d6', (v) => mentalCheck(2, 5, v), 'mentalCheck: roll2d6', [1, 13, ...NUMS]),
	...bad('infiltrationTarget espLevel', (v) => infiltrationTarget(v, 0), 'infiltrationTarget: espLevel', NUMS),
	...bad('infiltrationTarget failures', (v) => infiltrationTarget(3, v), 'infiltrationTarget: failures', NUMS),
	...bad('infiltrationSucceeds target', (v) => infiltrationSucceeds(v, 7), 'infiltrationSucceeds: target', NUMS),
	...bad('infiltrationSucceeds roll2d6', (v) => infiltrationSucceeds(5, v), 'infiltrationSucceeds: roll2d6', [
		1,
		13,
		...NUMS
	]),
	...bad('infiltrationChance target', (v) => infiltrationChance(v), 'infiltrationChance: target', NUMS),
	...bad('teleportSucceeds declaredLevel', (v) => teleportSucceeds(v, 3), 'teleportSucceeds: declaredLevel', NUMS),
	...bad('teleportSucceeds roll1d6', (v) => teleportSucceeds(4, v), 'teleportSucceeds: roll1d6', [0, 7, ...NUMS]),
	...bad('teleportSquares roll1d6', (v) => teleportSquares(4, v), 'teleportSquares: roll1d6', [0, 7]),
	...bad('teleportSquares declaredLevel', (v) => teleportSquares(v, 3), 'teleportSquares: declaredLevel', NUMS),
	...bad('teleportChance level', (v) => teleportChance(v), 'teleportChance: level', NUMS),
	...bad(
		'teleportInterferenceSucceeds escapeLevel',
		(v) => teleportInterferenceSucceeds(v, 3),
		'teleportInterferenceSucceeds: escapeLevel',
		[0, ...NUMS]
	),
	...bad(
		'teleportInterferenceSucceeds interferenceLevel',
		(v) => teleportInterferenceSucceeds(3, v),
		'teleportInterferenceSucceeds: interferenceLevel',
		[0, ...NUMS]
	),
	...bad('espPowerAfter power', (v) => espPowerAfter(v, 0), 'espPowerAfter: power', NUMS),
	...bad('espPowerAfter levelUsed', (v) => espPowerAfter(10, v), 'espPowerAfter: levelUsed', NUMS),
	...bad('handLimit minions', (v) => handLimit(v), 'handLimit: minions', NUMS),
	...bad('roundEndHand hand', (v) => roundEndHand({ hand: v }), 'roundEndHand: hand', NUMS),
	...bad('roundEndHand minions', (v) => roundEndHand({ hand: 3, minions: v }), 'roundEndHand: minions', NUMS),
	...bad(
		'initiativeOrder rank',
		(v) => initiativeOrder([{ id: 'a', suit: 'red', rank: v }]),
		'initiativeOrder: cards[0].rank',
		[0, 11, ...NUMS]
	),
	...bad('syncAttack lead.level', (v) => syncAttack({ level: v, firepower: 1 }, []), 'syncAttack: lead.level', [
		0,
		...NUMS
	]),
	...bad(
		'syncAttack lead.firepower',
		(v) => syncAttack({ level: 3, firepower: v }, []),
		'syncAttack: lead.firepower',
		NUMS
	),
	...bad(
		'syncAttack helpers[0].level',
		(v) => syncAttack({ level: 3, firepower: 1 }, [{ level: v, firepower: 1 }]),
		'syncAttack: helpers[0].level',
		[0, ...NUMS]
	),
	...bad(
		'syncAttack helpers[0].firepower',
		(v) => syncAttack({ level: 3, firepower: 1 }, [{ level: 1, firepower: v }]),
		'syncAttack: helpers[0].firepower',
		NUMS
	),
	...bad('defenceAllowed attackLevel', (v) => defenceAllowed(v, 3), 'defenceAllowed: attackLevel', [0, ...NUMS]),
	...bad('defenceAllowed defenceLevel', (v) => defenceAllowed(3, v), 'defenceAllowed: defenceLevel', [0, ...NUMS]),
	...bad('maintainedDefence attackLevel', (v) => maintainedDefence(v, 3), 'maintainedDefence: attackLevel', [
		0,
		...NUMS
	]),
	...bad('maintainedDefence maintainedLevel', (v) => maintainedDefence(3, v), 'maintainedDefence: maintainedLevel', [
		0,
		...NUMS
	]),
	...bad(
		'planetPhaseOver cardsFaceUpOrDestroyed',
		(v) => planetPhaseOver(v, 0),
		'planetPhaseOver: cardsFaceUpOrDestroyed',
		[37, ...NUMS]
	),
	...bad('planetPhaseOver mostInfoCards', (v) => planetPhaseOver(0, v), 'planetPhaseOver: mostInfoCards', NUMS),
	...bad('evilFlipCount placedPlanetCards', (v) => evilFlipCount(v, 2), 'evilFlipCount: placedPlanetCards', NUMS),
	...bad('evilFlipCount goodSpecialSilhouettes', (v) => evilFlipCount(10, v), 'evilFlipCount: goodSpecialSilhouettes', [
		0,
		...NUMS
	]),
	...bad('silhouetteConstraint rank', (v) => silhouetteConstraint(v), 'silhouetteConstraint: rank', [0, 14, ...NUMS]),
	...bad(
		'silhouetteRebalance invaders',
		(v) => silhouetteRebalance({ invaders: v, defenders: 9, evilSheetsDealt: 1 }),
		'silhouetteRebalance: invaders',
		NUMS
	),
	...bad(
		'silhouetteRebalance defenders',
		(v) => silhouetteRebalance({ invaders: 9, defenders: v, evilSheetsDealt: 1 }),
		'silhouetteRebalance: defenders',
		NUMS
	),
	...bad(
		'silhouetteRebalance evilSheetsDealt',
		(v) => silhouetteRebalance({ invaders: 9, defenders: 9, evilSheetsDealt: v }),
		'silhouetteRebalance: evilSheetsDealt',
		NUMS
	),
	...bad(
		'thousandTurnRuleEndsGame turnsSurvived',
		(v) => thousandTurnRuleEndsGame(v),
		'thousandTurnRuleEndsGame: turnsSurvived',
		NUMS
	),
	[
		'initiativeOrder suit',
		() => initiativeOrder([{ id: 'a', suit: 'green' as 'red', rank: 1 }]),
		'initiativeOrder: cards[0].suit'
	],
	[
		'initiativeOrder empty id',
		() => initiativeOrder([{ id: '', suit: 'red', rank: 1 }]),
		'initiativeOrder: cards[0].id'
	],
	[
		'silhouetteRebalance stage',
		() => silhouetteRebalance({ invaders: 3, defenders: 3, evilSheetsDealt: 1, stage: 'later' as 'revealed' }),
		'silhouetteRebalance: stage'
	],
	[
		'silhouetteChoiceAllowed character.alignment',
		() => silhouetteChoiceAllowed(2, { name: 'a', alignment: 'E' as Alignment }, { name: 'a', alignment: 'EVIL' }),
		'silhouetteChoiceAllowed: character.alignment'
	],
	[
		'silhouetteChoiceAllowed silhouette.alignment',
		() => silhouetteChoiceAllowed(2, { name: 'a', alignment: 'EVIL' }, { name: 'a', alignment: 'E' as Alignment }),
		'silhouetteChoiceAllowed: silhouette.alignment'
	],
	[
		'silhouetteChoiceAllowed rank',
		() => silhouetteChoiceAllowed(0, { name: 'a', alignment: 'EVIL' }, { name: 'a', alignment: 'EVIL' }),
		'silhouetteChoiceAllowed: rank'
	],
	['silhouetteSide silhouette', () => silhouetteSide('G' as Alignment), 'silhouetteSide: silhouette'],
	[
		'infiltrationAutoSucceeds silhouette',
		() => infiltrationAutoSucceeds('evil' as Alignment),
		'infiltrationAutoSucceeds: silhouette'
	],
	[
		'defeatedAtGameEnd character.alignment',
		() =>
			defeatedAtGameEnd(
				{ alignment: 'X' as Alignment, alive: true, ownDefeatConditionMet: false },
				{ kind: 'all_dead' }
			),
		'defeatedAtGameEnd: character.alignment'
	],
	[
		'defeatedAtGameEnd end.kind',
		() =>
			defeatedAtGameEnd({ alignment: 'GOOD', alive: true, ownDefeatConditionMet: false }, {
				kind: 'draw'
			} as unknown as GameEnd),
		'defeatedAtGameEnd: end.kind'
	],
	['victoryGrade alive', () => victoryGrade(1 as unknown as boolean, false), 'victoryGrade: alive'],
	[
		'victoryGrade defeatConditionMet',
		() => victoryGrade(true, 'no' as unknown as boolean),
		'victoryGrade: defeatConditionMet'
	]
];

describe('argument checks — out-of-range input is a RangeError that names the argument', () => {
	it.each(cases)('%s', (_label, call, where) => {
		expect(call).toThrow(RangeError);
		expect(call).toThrow(where);
	});
	it('the message says what was expected and what came: damageRatio: currentEndurance must be an integer ≥ 0, got -1', () => {
		expect(() => damageRatio(3, -1)).toThrow('damageRatio: currentEndurance must be an integer ≥ 0, got -1');
	});
	it('an impossible 2D6 total is named as such', () => {
		expect(() => espCheck(6, 13)).toThrow('espCheck: roll2d6 must be an integer from 2 to 12 (a 2D6 total), got 13');
	});
	it('an impossible 1D6 roll is named as such', () => {
		expect(() => teleportSucceeds(4, 0)).toThrow(
			'teleportSucceeds: roll1d6 must be an integer from 1 to 6 (a 1D6 roll), got 0'
		);
	});
});

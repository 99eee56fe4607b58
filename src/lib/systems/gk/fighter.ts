/**
 * A roster character's stats and six technique faces → the fighter the engagement engine and the
 * exact odds take: each face's damage formula evaluated for that character — and, for a formula
 * that reads HP (体当たり 「HP ÷ 10」), its damage at every HP up to the HP now, since each round
 * deals what the HP at its start gives (see `data/formula.ts`, `odds.ts`).
 */
import { checkFighter, type Technique } from './engagement';
import {
	evaluateFormula,
	formulaStats,
	parseFormula,
	techniqueDamage,
	type DivisionRounding,
	type StatValues
} from './data/formula';
import type { OddsFighter } from './odds';
import type { TechniqueTemplate } from './data/sample-techniques';

/** A formula's damage at HP 1…`stats.HP`, or null when it does not read HP. */
export function damageByHp(formula: string, stats: StatValues, rounding: DivisionRounding = 'floor'): number[] | null {
	const f = parseFormula(formula);
	if (!formulaStats(f).includes('HP') || stats.HP < 1) return null;
	return Array.from({ length: stats.HP }, (_, i) => Math.max(0, evaluateFormula(f, { ...stats, HP: i + 1 }, rounding)));
}

export function fighterFromStats(
	stats: StatValues,
	faces: readonly TechniqueTemplate[],
	rounding: DivisionRounding = 'floor',
	counter = false
): OddsFighter {
	const techniques: Technique[] = faces.map((t) => {
		const { id: _id, formula, maxFaces: _max, unmodelled: _u, name, ...flags } = t;
		return { ...flags, name: name.ja, damage: techniqueDamage(formula, stats, rounding) };
	});
	const byHp = faces.map((t) => damageByHp(t.formula, stats, rounding));
	const f: OddsFighter = {
		hp: stats.HP,
		reaction: stats.REA,
		defence: stats.DEF,
		fs: stats.FS,
		counter,
		faces: techniques,
		...(byHp.some((x) => x !== null) ? { damageByHp: byHp } : {})
	};
	checkFighter('fighterFromStats', 'fighter', f);
	return f;
}

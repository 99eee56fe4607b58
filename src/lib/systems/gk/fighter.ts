/**
 * A roster character's stats and six technique faces → the `Fighter` the engagement engine takes:
 * each face's damage formula evaluated for that character (see `data/formula.ts`).
 */
import { checkFighter, type Fighter, type Technique } from './engagement';
import { techniqueDamage, type DivisionRounding, type StatValues } from './data/formula';
import type { TechniqueTemplate } from './data/sample-techniques';

export function fighterFromStats(
	stats: StatValues,
	faces: readonly TechniqueTemplate[],
	rounding: DivisionRounding = 'floor',
	counter = false
): Fighter {
	const techniques: Technique[] = faces.map((t) => {
		const { id: _id, formula, maxFaces: _max, unmodelled: _u, name, ...flags } = t;
		return { ...flags, name: name.ja, damage: techniqueDamage(formula, stats, rounding) };
	});
	const f: Fighter = {
		hp: stats.HP,
		reaction: stats.REA,
		defence: stats.DEF,
		fs: stats.FS,
		counter,
		faces: techniques
	};
	checkFighter('fighterFromStats', 'fighter', f);
	return f;
}

/**
 * Two SAMPLE fighters built from the sample technique set — for the benchmark, the quick tools'
 * defaults and tests. Not characters of any game.
 */
import { fighterFromStats } from '../fighter';
import type { Fighter } from '../engagement';
import { SAMPLE_TECHNIQUES, type TechniqueTemplate } from './sample-techniques';

const t = (id: string): TechniqueTemplate => {
	const found = SAMPLE_TECHNIQUES.find((x) => x.id === id);
	if (!found) throw new RangeError(`sample technique ${id} not found`);
	return found;
};

/** A quick brawler and a sturdy guard, `hp` each. */
export function sampleFighters(hp = 250): { a: Fighter; b: Fighter } {
	return {
		a: fighterFromStats(
			{ ATK: 12, DEF: 6, VIT: 5, MND: 4, FS: 5, REA: 8, HP: hp },
			['light', 'heavy', 'throw', 'godspeed', 'defend', 'evade'].map(t)
		),
		b: fighterFromStats(
			{ ATK: 10, DEF: 9, VIT: 6, MND: 5, FS: 4, REA: 6, HP: hp },
			['light', 'light', 'choke', 'ki-blast', 'defend', 'evade'].map(t)
		)
	};
}

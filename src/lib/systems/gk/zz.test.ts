import { it, expect } from 'vitest';
import { engagementOdds, clearOddsCache } from './odds';
import { engagementOdds as old } from './zz-old-odds';
import { sampleFighters } from './data/sample-fighters';
it('cmp', () => {
	const { a, b } = sampleFighters(250);
	const to: number[] = [],
		tn: number[] = [];
	for (let k = 0; k < 4; k++) {
		let t = performance.now();
		old({ ...a, hp: 250 - k }, b);
		to.push(performance.now() - t);
		clearOddsCache();
		t = performance.now();
		engagementOdds({ ...a, hp: 250 - k }, b);
		tn.push(performance.now() - t);
	}
	console.log('old', to.map((x) => x.toFixed(0)).join(' '), 'new', tn.map((x) => x.toFixed(0)).join(' '));
	expect(1).toBe(1);
}, 300000);

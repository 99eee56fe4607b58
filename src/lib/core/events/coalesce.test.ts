import { describe, expect, it } from 'vitest';
import { COALESCE_WINDOW_MS, MAX_RUN, joinTarget, joinedRuns, mergeRun, type Coalesce } from './coalesce';

interface Tap {
	id: string;
	by: number;
}
const rule: Coalesce<Tap> = { key: (p) => p.id, merge: (a, b) => ({ ...b, by: a.by + b.by }) };
const ruleFor = (t: string) => (t === 'c/adjusted' ? (rule as Coalesce<unknown>) : undefined);
const tap = (seq: number, by: number, extra: { group?: number; id?: string; at?: number } = {}) => ({
	seq,
	at: extra.at ?? 1000,
	type: 'c/adjusted',
	payload: { id: extra.id ?? 'life', by },
	group: extra.group
});
const draft = (by: number, id = 'life') => ({ type: 'c/adjusted', payload: { id, by } });

describe('joinTarget', () => {
	const base = { head: 5, lastSeq: 5, headInRun: false, now: 2000 };

	it('a quick repeat on the same thing joins the head; a head recorded alone starts the run', () => {
		expect(joinTarget(draft(-1), { ...base, headEvent: tap(5, -1) }, rule as Coalesce<unknown>)).toBe(5);
		expect(
			joinTarget(
				draft(-1),
				{ ...base, headEvent: tap(5, -1, { group: 3 }), headInRun: true },
				rule as Coalesce<unknown>
			)
		).toBe(3);
	});

	it('another key, another type, a pause, an undo since, or another command’s group: recorded alone', () => {
		const r = rule as Coalesce<unknown>;
		expect(joinTarget(draft(-1, 'poison'), { ...base, headEvent: tap(5, -1) }, r)).toBeUndefined();
		expect(
			joinTarget({ type: 'c/set', payload: { id: 'life' } }, { ...base, headEvent: tap(5, -1) }, r)
		).toBeUndefined();
		expect(
			joinTarget(draft(-1), { ...base, now: 1000 + COALESCE_WINDOW_MS + 1, headEvent: tap(5, -1) }, r)
		).toBeUndefined();
		expect(joinTarget(draft(-1), { ...base, lastSeq: 6, headEvent: tap(5, -1) }, r)).toBeUndefined();
		expect(joinTarget(draft(-1), { ...base, headEvent: tap(5, -1, { group: 4 }) }, r)).toBeUndefined();
		expect(joinTarget(draft(-1), { ...base, headEvent: tap(5, -1) }, undefined)).toBeUndefined();
	});

	it('a run holds at most MAX_RUN events: the next repeat starts a run of its own (each tap costs the same)', () => {
		const r = rule as Coalesce<unknown>;
		const inRun = { ...base, headEvent: tap(5, -1, { group: 3 }), headInRun: true };
		expect(joinTarget(draft(-1), { ...inRun, runSize: MAX_RUN - 1 }, r)).toBe(3);
		expect(joinTarget(draft(-1), { ...inRun, runSize: MAX_RUN }, r)).toBeUndefined();
	});
});

describe('joinedRuns and mergeRun', () => {
	it('a first tap and the repeats naming it read as one run; a lone tap and a mixed group do not', () => {
		const events = [
			tap(1, -1),
			tap(2, -1, { group: 1 }),
			tap(3, -2, { group: 1 }),
			tap(4, +1),
			{ seq: 5, at: 0, type: 'x/adopted', payload: {}, group: 5 },
			tap(6, -1, { group: 5 })
		];
		const runs = joinedRuns(events, ruleFor);
		expect([...runs.keys()]).toEqual([1]);
		expect(runs.get(1)!.map((e) => e.seq)).toEqual([1, 2, 3]);
		expect(
			mergeRun(
				runs.get(1)!.map((e) => e.payload as Tap),
				rule
			)
		).toEqual({ id: 'life', by: -4 });
	});

	it('two counters changed by one command are not one run', () => {
		const events = [tap(1, -1, { group: 1 }), tap(2, -1, { group: 1, id: 'poison' })];
		expect(joinedRuns(events, ruleFor).size).toBe(0);
	});
});

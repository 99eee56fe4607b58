/**
 * The platform's promises, checked end to end against fake-indexeddb with small systems built
 * by defineSystem: one command's events are one group (one undo, one redo), a checkpoint of
 * another state version is never used, and a library table a command reads is adopted by the
 * shell in the same group (once per version).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { REDONE, SNAPSHOT_EVERY, UNDONE, isRefusal, refuse, type EventDraft } from '$lib/core/events';
import { redoTarget, undoTarget } from '$lib/core/sync';
import { tableHash, type Table } from '$lib/core/tables';
import { createSession, db } from '$lib/db';
import { defineSystem } from '$lib/systems/define';
import type { CommandContext } from '$lib/systems/types';
import { TABLE_ADOPTED } from '$lib/core/tables';
import { foldEvent, initialSessionState, parseDraft, readingsOf, runCommand, type SessionState } from './apply';
import { adoptTable } from '$lib/core/tables';
import { AdoptedTablePayload } from '$lib/core/tables/adopted-payload';
import { locke } from '$lib/systems/locke';
import { counters } from '$lib/systems/counters';
import type { AnySystem } from '$lib/systems/types';
import { importText } from '$lib/transfer/import';
import { testDamageTable } from '$tests/factories/locke';
import { resetDb } from '$tests/factories/db';
import { appendCommand, logInOrder, openLog, saveCheckpoint } from '$lib/db/log';

interface Tally {
	marks: number[];
}

/** A tally: `mark` adds one number; `volley` marks several at once (one command, several events). */
function tallySystem(stateVersion: number) {
	return defineSystem({
		id: 'tally',
		names: { ja: '集計', en: 'Tally' },
		blurb: { ja: 'テスト用', en: 'for tests' },
		stateVersion,
		initialState: (): Tally => ({ marks: [] }),
		events: { 'tally/marked': v.strictObject({ n: v.pipe(v.number(), v.integer(), v.minValue(0)) }) },
		reduce: (state: Tally, event) => ({ marks: [...state.marks, event.payload.n] }),
		commands: {
			volley: (_s: Tally, ns: number[]): EventDraft[] => ns.map((n) => ({ type: 'tally/marked', payload: { n } })),
			/** Reads the slot's table (so the shell adopts it) and marks how many columns it has. */
			lookUp: (_s: Tally, _i: null, ctx: CommandContext) => {
				const table = ctx.tables['tally/chart'];
				if (!table) return refuse('tally/no_table');
				return [{ type: 'tally/marked', payload: { n: table.columns.length } }];
			}
		},
		describe: { 'tally/marked': (p, locale) => (locale === 'ja' ? `${p.n} を記録` : `Marked ${p.n}`) },
		refusals: { 'tally/no_table': (_p, locale) => (locale === 'ja' ? '表がありません' : 'No table') },
		screen: (): never => {
			throw new Error('no screen in tests');
		},
		tableSlots: [{ id: 'tally/chart', names: { ja: '表', en: 'Chart' }, layout: testDamageTable() }],
		adoptedTable: AdoptedTablePayload
	});
}

const random = () => 0.5;

const gm = () => 'gm' as const;

/** Opens a tally session through the store, as the app does (the shell's fold, the system's state version). */
async function openTally(id: string, stateVersion: number) {
	const sys = tallySystem(stateVersion);
	return openLog<SessionState<Tally>>(id, {
		reduce: (s, e) => foldEvent(sys, s, e),
		initial: () => initialSessionState(sys),
		stateVersion
	});
}

beforeEach(resetDb);

describe('one command, one group', () => {
	it('appends all of a command’s events in one transaction; one undo takes them all back, one redo puts them back', async () => {
		const sys = tallySystem(1);
		const row = await createSession('tally', 'Group');
		const first = runCommand(sys, initialSessionState(sys), 'volley', [1], { random, library: {} });
		if (isRefusal(first)) throw new Error(first.refusal);
		await appendCommand(row.id, first.events);
		const run = runCommand(sys, first.state, 'volley', [2, 3, 4], { random, library: {} });
		if (isRefusal(run)) throw new Error(run.refusal);
		const { events } = await appendCommand(row.id, run.events);
		expect(events.map((e) => e.counter)).toEqual([2, 3, 4]);
		expect(events.every((e) => e.clock === 2 && e.group?.first === 2 && e.group.size === 3)).toBe(true);
		let opened = await openTally(row.id, 1);
		expect(opened.folded.state.system.marks).toEqual([1, 2, 3, 4]);

		const undone = await appendCommand(row.id, [
			{ type: UNDONE, payload: { target: undoTarget(opened.folded, row.device, gm) } }
		]);
		expect(undone.events[0]!.payload).toEqual({ target: { device: row.device, counter: 2 } });
		opened = await openTally(row.id, 1);
		expect(opened.folded.state.system.marks).toEqual([1]);
		expect(opened.folded.actions).toBe(1);

		await appendCommand(row.id, [{ type: REDONE, payload: { target: redoTarget(opened.folded, row.device) } }]);
		opened = await openTally(row.id, 1);
		expect(opened.folded.state.system.marks).toEqual([1, 2, 3, 4]);
		expect(opened.folded.conflicts).toEqual([]);
	});

	it('a refused command writes nothing: the first refusal wins over events already planned', () => {
		const sys = tallySystem(1);
		const run = runCommand(sys, initialSessionState(sys), 'volley', [1, -1, 2], { random, library: {} });
		expect(isRefusal(run) && run.refusal).toBe('session/invalid_input');
	});
});

describe('versioned checkpoints', () => {
	it('uses a checkpoint of its own state version and skips one of another (a full fold instead)', async () => {
		const v1 = tallySystem(1);
		const row = await createSession('tally', 'Checkpoints');
		let state = initialSessionState(v1);
		for (let i = 0; i < SNAPSHOT_EVERY + 5; i++) {
			const run = runCommand(v1, state, 'volley', [i % 7], { random, library: {} });
			if (isRefusal(run)) throw new Error(run.refusal);
			await appendCommand(row.id, run.events);
			state = run.state;
			// Kept where the controller keeps one: when the commands in effect reach a multiple of SNAPSHOT_EVERY.
			if (i + 1 === SNAPSHOT_EVERY) await saveCheckpoint(row.id, (await openTally(row.id, 1)).folded, 1);
		}
		expect(await db.checkpoints.count()).toBe(1);

		const same = await openTally(row.id, 1);
		expect(same.from).toMatchObject({ counter: SNAPSHOT_EVERY });
		expect(same.replayed).toBe(5);
		expect(same.folded.state).toEqual(state);

		// The checkpoint's shape belongs to version 1: version 2 folds the whole log instead.
		await db.checkpoints.toCollection().modify((c) => {
			c.base = { ...c.base, state: { system: { marks: 'a version-1 shape' }, tables: { byHash: {}, current: {} } } };
		});
		const bumped = await openTally(row.id, 2);
		expect(bumped.from).toBeNull();
		expect(bumped.replayed).toBe(SNAPSHOT_EVERY + 5);
		expect(bumped.folded.state.system.marks).toEqual(state.system.marks);
	});
});

describe('tables are the shell’s', () => {
	const chart = (): Table => testDamageTable();

	it('a command reading a library table the session has not adopted records the adoption first, in the same group', () => {
		const sys = tallySystem(1);
		const table = chart();
		const run = runCommand(sys, initialSessionState(sys), 'lookUp', null, {
			random,
			library: { 'tally/chart': table }
		});
		if (isRefusal(run)) throw new Error(run.refusal);
		expect(run.events.map((e) => e.type)).toEqual([TABLE_ADOPTED, 'tally/marked']);
		expect(run.state.tables.current['tally/chart']).toBe(tableHash(table));

		// Adopted once: the next lookup with the same table records only the lookup.
		const again = runCommand(sys, run.state, 'lookUp', null, { random, library: { 'tally/chart': table } });
		if (isRefusal(again)) throw new Error(again.refusal);
		expect(again.events.map((e) => e.type)).toEqual(['tally/marked']);

		// Without the library table (another phone, an imported session) the adopted one is used.
		const elsewhere = runCommand(sys, run.state, 'lookUp', null, { random, library: {} });
		if (isRefusal(elsewhere)) throw new Error(elsewhere.refusal);
		expect(elsewhere.events.map((e) => e.type)).toEqual(['tally/marked']);
		expect(elsewhere.state.system.marks).toEqual([table.columns.length, table.columns.length]);
	});

	it('a command that does not read a slot adopts nothing; a changed library table is adopted again', () => {
		const sys = tallySystem(1);
		const table = chart();
		const plain = runCommand(sys, initialSessionState(sys), 'volley', [3], {
			random,
			library: { 'tally/chart': table }
		});
		if (isRefusal(plain)) throw new Error(plain.refusal);
		expect(plain.events.map((e) => e.type)).toEqual(['tally/marked']);

		const first = runCommand(sys, plain.state, 'lookUp', null, { random, library: { 'tally/chart': table } });
		if (isRefusal(first)) throw new Error(first.refusal);
		const edited: Table = { ...table, names: { ja: '改訂版', en: 'Revised' } };
		const second = runCommand(sys, first.state, 'lookUp', null, { random, library: { 'tally/chart': edited } });
		if (isRefusal(second)) throw new Error(second.refusal);
		expect(second.events.map((e) => e.type)).toEqual([TABLE_ADOPTED, 'tally/marked']);
		// Every version stays readable by hash, so an older lookup still checks.
		expect(Object.keys(second.state.tables.byHash).sort()).toEqual([tableHash(table), tableHash(edited)].sort());
	});

	it('no table anywhere: the command’s own refusal, nothing adopted', () => {
		const sys = tallySystem(1);
		const run = runCommand(sys, initialSessionState(sys), 'lookUp', null, { random, library: {} });
		expect(isRefusal(run) && run.refusal).toBe('tally/no_table');
	});

	it('an adoption is checked against the table schema the system gives; a system without slots refuses one unread', () => {
		const sys = tallySystem(1);
		const payload = adoptTable('tally/chart', chart());
		expect(parseDraft(sys, { type: TABLE_ADOPTED, payload })).toMatchObject({ type: TABLE_ADOPTED });
		const forged = { ...payload, table: { ...payload.table, rows: 'none' } };
		expect(parseDraft(sys, { type: TABLE_ADOPTED, payload: forged })).toMatchObject({
			refusal: 'session/invalid_input'
		});
		// Counters has no table slots and gives no table schema: an adoption (a forged event) is refused.
		expect(parseDraft(counters, { type: TABLE_ADOPTED, payload })).toMatchObject({
			refusal: 'session/unknown_slot',
			params: { slot: 'tally/chart' }
		});
		expect(counters.adoptedTable).toBeUndefined();
	});

	it('a system with table slots must give the adoption schema', () => {
		const slotted = () =>
			defineSystem({
				id: 'bare',
				names: { ja: '表だけ', en: 'Bare' },
				blurb: { ja: 'テスト用', en: 'for tests' },
				stateVersion: 1,
				initialState: () => ({}),
				events: {},
				reduce: (state: object) => state,
				commands: {},
				describe: {},
				refusals: {},
				screen: (): never => {
					throw new Error('no screen in tests');
				},
				tableSlots: [{ id: 'bare/chart', names: { ja: '表', en: 'Chart' }, layout: testDamageTable() }]
			});
		expect(slotted).toThrow(/adoptedTable/);
	});
});

describe('old files still import', () => {
	it('a version-1 export whose Locke log adopted a table with locke/tableAdopted opens with the table adopted by the shell', async () => {
		const table = testDamageTable();
		const file = JSON.stringify({
			format: 'sidetable.export',
			version: 1,
			exportedAt: 0,
			sessions: [
				{
					id: 'old-locke',
					systemId: 'locke',
					name: '旧版',
					createdAt: 0,
					updatedAt: 0,
					events: [
						{ seq: 1, at: 1_700_000_000_000, type: 'locke/deckSizeSet', payload: { deckSize: 80 }, parent: 0 },
						{
							seq: 2,
							at: 1_700_000_001_000,
							type: 'locke/tableAdopted',
							payload: adoptTable('locke/damage', table),
							parent: 1
						}
					]
				}
			]
		});
		const result = await importText(file);
		if (!result.ok) throw new Error(result.message);
		const id = result.outcome.sessionIds[0]!;
		const lockeAny: AnySystem = locke;
		const opened = await openLog<SessionState<unknown>>(id, {
			reduce: (s, e) => foldEvent(lockeAny, s, e),
			initial: () => initialSessionState(lockeAny),
			stateVersion: locke.stateVersion
		});
		expect(opened.folded.state.tables.current['locke/damage']).toBe(tableHash(table));
		// Imported events are stored in today's shape.
		expect((await logInOrder(id)).map((e) => e.type)).toEqual(['locke/deckSizeSet', TABLE_ADOPTED]);
	});
});

describe('open points: one event, the reading in force for reducers and commands', () => {
	/** A scorer whose `score` command doubles when the group reads the point "double". */
	const scorer = defineSystem({
		id: 'scorer',
		names: { ja: '得点', en: 'Score' },
		blurb: { ja: 'テスト用', en: 'for tests' },
		stateVersion: 1,
		initialState: (): Tally => ({ marks: [] }),
		events: { 'scorer/scored': v.strictObject({ n: v.pipe(v.number(), v.integer()) }) },
		reduce: (state: Tally, event, env) => ({
			marks: [...state.marks, env.readings.doubling?.reading === 'double' ? event.payload.n * 2 : event.payload.n]
		}),
		commands: {
			score: (_s: Tally, n: number, ctx: CommandContext): EventDraft[] => [
				{ type: 'scorer/scored', payload: { n: n + (ctx.readings.bonus?.amount ?? 0) } }
			]
		},
		describe: { 'scorer/scored': (p) => `${p.n}` },
		refusals: {},
		screen: (): never => {
			throw new Error('no screen in tests');
		},
		openPoints: [
			{
				id: 'doubling',
				title: { ja: '倍', en: 'Doubling' },
				question: { ja: '倍にするか', en: 'Double?' },
				readings: [
					{ id: 'single', label: { ja: 'そのまま', en: 'As is' } },
					{ id: 'double', label: { ja: '倍', en: 'Double' } }
				],
				default: 'single'
			},
			{
				id: 'bonus',
				title: { ja: 'ボーナス', en: 'Bonus' },
				question: { ja: 'ボーナスはいくつか', en: 'How much bonus?' },
				readings: [
					{ id: 'none', label: { ja: 'なし', en: 'None' } },
					{ id: 'some', label: { ja: 'GMが決める', en: 'The GM sets it' }, takesAmount: true }
				],
				default: 'none',
				amount: { label: { ja: '点', en: 'Points' }, min: 0, max: 5, default: 1 }
			}
		]
	});
	const run = (s: SessionState<Tally>, name: string, intent: unknown) => {
		const r = runCommand(scorer, s, name, intent, { random, library: {} });
		if (isRefusal(r)) throw new Error(r.refusal);
		return r;
	};

	it('the default reading is in force until the group chooses; the choice is one core event the reducer and commands read', () => {
		let s = initialSessionState(scorer);
		s = run(s, 'score', 3).state;
		const chosen = run(s, 'session/chooseReadings', {
			choices: { doubling: { reading: 'double' }, bonus: { reading: 'some', amount: 2 } }
		});
		expect(chosen.events).toEqual([
			{
				type: 'session/readingsChosen',
				payload: { choices: { doubling: { reading: 'double' }, bonus: { reading: 'some', amount: 2 } } }
			}
		]);
		s = run(chosen.state, 'score', 3).state;
		expect(s.system.marks).toEqual([3, 10]);
	});

	it('a choice the points do not allow is refused, read from a file too', () => {
		const s = initialSessionState(scorer);
		const bad = runCommand(
			scorer,
			s,
			'session/chooseReadings',
			{ choices: { bonus: { reading: 'some', amount: 9 } } },
			{
				random,
				library: {}
			}
		);
		expect(isRefusal(bad) && bad.refusal).toBe('session/reading_amount');
		const forged = foldEvent(scorer, s, {
			type: 'session/readingsChosen',
			payload: { choices: { doubling: { reading: 'triple' } } }
		});
		expect(isRefusal(forged) && forged.refusal).toBe('session/unknown_reading');
	});

	it("an old log's implied reading holds until the group chooses; the group's choice wins", () => {
		// A game whose first mark is 7 stands for a log recorded before the point existed, played doubled.
		const DOUBLED = Object.freeze({ doubling: { reading: 'double' } });
		const legacy = { ...scorer, impliedReadings: (t: Tally) => (t.marks[0] === 7 ? DOUBLED : undefined) };
		const step = (state: SessionState<Tally>, name: string, intent: unknown) => {
			const r = runCommand(legacy, state, name, intent, { random, library: {} });
			if (isRefusal(r)) throw new Error(r.refusal);
			return r.state;
		};
		let s = step(initialSessionState(legacy), 'score', 7);
		expect(readingsOf(legacy, s).doubling).toEqual({ reading: 'double' });
		expect(readingsOf(legacy, s)).toBe(readingsOf(legacy, s));
		s = step(s, 'score', 1);
		expect(s.system.marks).toEqual([7, 2]);
		s = step(s, 'session/chooseReadings', { choices: { doubling: { reading: 'single' } } });
		s = step(s, 'score', 1);
		expect(s.system.marks).toEqual([7, 2, 1]);
		// A new game implies nothing: the default.
		expect(readingsOf(legacy, step(initialSessionState(legacy), 'score', 3)).doubling).toEqual({
			reading: 'single'
		});
	});

	it('a snapshot stored before readings existed folds on with the defaults', () => {
		const old = { system: { marks: [] }, tables: { byHash: {}, current: {} } } as unknown as SessionState<Tally>;
		const next = foldEvent(scorer, old, { type: 'scorer/scored', payload: { n: 4 } });
		expect(!isRefusal(next) && next.system.marks).toEqual([4]);
	});
});

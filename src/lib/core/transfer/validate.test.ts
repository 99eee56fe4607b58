import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SNAPSHOT_EVERY, type LoggedEvent } from '$lib/core/events';
import { emptyLayout, type Table } from '$lib/core/tables';
import { initialCountersState, type CountersState } from '$lib/systems/counters/reducer';
import { db, deleteSession, exportSessions, getSession } from '$lib/db';
import { logInOrder } from '$lib/db/log';
import { deviceId } from '$lib/db/meta';
import type { SessionRowV3 } from '$lib/db/schema';
import { EXPORT_FORMAT, EXPORT_VERSION, MAX_IMPORT_BYTES, validateImport, type ImportIssue } from './index';
import { added, adjusted, setTo, foldCounters } from '$tests/factories/counters';
import { countRows, resetDb } from '$tests/factories/db';
import { LogPlayer, storedSession } from '$tests/factories/log-session';
import { importFixture, importText, systems, validate } from '$tests/factories/transfer';

/** A counters session with undo, redo, a branch, and something left to redo. */
async function playedSession(name = 'Round trip 卓'): Promise<LogPlayer> {
	const p = await LogPlayer.create(name);
	await p.act(added('life', { initial: 20, min: 0, max: 40 }));
	await p.act(added('poison', { initial: 0, min: 0, max: 10 }));
	await p.act(adjusted('life', -3));
	await p.undo();
	await p.act(adjusted('life', -5)); // a new branch: the -3 stays in the log, taken back
	await p.act(adjusted('poison', 2), adjusted('life', -1)); // one command of two events
	await p.undo();
	await p.undo();
	await p.redo();
	await p.act(setTo('life', 30));
	await p.act(adjusted('poison', 1));
	await p.undo(); // leave something to redo
	return p;
}

/** The row's fields an export carries, and what the store derives from the log. */
const carried = (row: SessionRowV3 | undefined) => ({
	id: row?.id,
	systemId: row?.systemId,
	name: row?.name,
	createdAt: row?.createdAt,
	updatedAt: row?.updatedAt,
	actions: row?.actions,
	clock: row?.clock,
	size: row?.size
});

const NO_TABLES = { saved: [], renamed: 0, unchanged: 0, slotsFilled: 0 };

beforeEach(async () => {
	await resetDb();
});

/** A made-up 1D6 reference chart (test data, not any game's). */
function reactionTable(ja = '反応表（テスト用）'): Table {
	const t = emptyLayout({
		id: 'reaction',
		names: { ja, en: 'Reaction (test)' },
		dice: '1D6',
		columns: [{ id: 'result', label: '結果' }]
	});
	t.cells = t.cells.map((row, r) => row.map(() => ({ value: r + 1 })));
	return t;
}

describe('export → validate → write round-trips', () => {
	it('a session with undo/redo comes back with the same log, row and state; its writer is the importing device', async () => {
		// Arrange
		const p = await playedSession();
		const before = await storedSession(p.sessionId);
		const text = JSON.stringify(await exportSessions([p.sessionId]));
		await resetDb(); // another device
		// Act
		const result = await importText(text);
		// Assert
		expect(result).toEqual({ ok: true, outcome: { sessionIds: [p.sessionId], merged: [], tables: NO_TABLES } });
		const after = await storedSession(p.sessionId);
		expect(after.log).toEqual(before.log);
		expect(after.state).toEqual(before.state);
		expect(after.state).toEqual(p.state);
		expect(carried(after.row)).toEqual(carried(before.row));
		expect(after.row).toMatchObject({ device: await deviceId(), counter: 0 });
		expect(after.row!.device).not.toBe(before.row!.device);
	});

	it('the export file is version 3: the documented envelope and every event of the log in the merged order, taken-back ones included', async () => {
		// Arrange
		const p = await playedSession();
		// Act
		const file = await exportSessions([p.sessionId]);
		// Assert
		expect(file).toMatchObject({
			format: EXPORT_FORMAT,
			version: EXPORT_VERSION,
			sessions: [{ id: p.sessionId, systemId: 'counters', name: 'Round trip 卓' }]
		});
		expect(EXPORT_VERSION).toBe(3);
		const events = (await logInOrder(p.sessionId)).map(({ sessionId: _s, ...e }) => e);
		expect(file.sessions[0]!.events).toEqual(events);
		expect(events.map((e) => Object.keys(e).sort().join())).toContain('at,clock,counter,device,group,payload,type');
		expect(file.sessions[0]).not.toHaveProperty('clashes');
	});

	it('importing the same file again is a merge that adds nothing: the session, its log and its row stay as they were', async () => {
		// Arrange
		const p = await playedSession();
		const original = await storedSession(p.sessionId);
		const text = JSON.stringify(await exportSessions([p.sessionId]));
		// Act
		const result = await importText(text);
		const again = await importText(text);
		// Assert
		const merged = [{ id: p.sessionId, name: 'Round trip 卓', added: 0, clashes: 0 }];
		expect(result).toEqual({ ok: true, outcome: { sessionIds: [p.sessionId], merged, tables: NO_TABLES } });
		expect(again).toEqual(result);
		expect(await storedSession(p.sessionId)).toEqual(original);
		expect(await db.sessions.count()).toBe(1);
	});

	it('importing over a session deleted but not yet purged replaces it under its own id', async () => {
		// Arrange
		const p = await playedSession();
		const original = await storedSession(p.sessionId);
		const text = JSON.stringify(await exportSessions([p.sessionId]));
		await p.act(adjusted('life', -10)); // diverge, then delete
		await deleteSession(p.sessionId);
		// Act
		const result = await importText(text);
		// Assert
		expect(result).toEqual({ ok: true, outcome: { sessionIds: [p.sessionId], merged: [], tables: NO_TABLES } });
		const after = await storedSession(p.sessionId);
		expect(after.log).toEqual(original.log);
		expect(after.state).toEqual(original.state);
		expect(after.row?.deletedAt).toBeUndefined();
		expect(await db.sessions.count()).toBe(1);
	});

	it('a long session (past two checkpoints, with an undo across one) folds to the same state after import', async () => {
		// Arrange
		const p = await LogPlayer.create('Long');
		await p.act(added('x'));
		for (let i = 0; i < 2 * SNAPSHOT_EVERY + 3; i++) await p.act(adjusted('x', 1 + (i % 3)));
		for (let i = 0; i < 6; i++) await p.undo();
		await p.act(adjusted('x', -4));
		const text = JSON.stringify(await exportSessions([p.sessionId]));
		await resetDb();
		// Act
		const result = await importText(text);
		// Assert
		expect(result.ok).toBe(true);
		const after = await storedSession(p.sessionId);
		expect(after.state).toEqual(p.state);
		expect(after.row?.actions).toBe(2 * SNAPSHOT_EVERY + 3 - 6 + 2);
	}, 30_000);

	it('exporting everything takes every live session, the lookup tables and their slots; all of it imports', async () => {
		// Arrange
		const a = await playedSession('A');
		const b = await playedSession('B');
		const gone = await playedSession('Gone');
		await deleteSession(gone.sessionId);
		const table = reactionTable();
		await db.lookupTables.put({ id: table.id, updatedAt: 1, table, slot: 'test/reaction' });
		const text = JSON.stringify(await exportSessions());
		await resetDb();
		// Act
		const result = await importText(text);
		// Assert
		if (!result.ok) throw new Error(result.issue.code);
		expect([...result.outcome.sessionIds].sort()).toEqual([a.sessionId, b.sessionId].sort());
		expect(result.outcome.tables).toMatchObject({ renamed: 0, slotsFilled: 1 });
		expect(await db.lookupTables.get(table.id)).toMatchObject({ table, slot: 'test/reaction' });
		expect((await storedSession(a.sessionId)).state).toEqual(a.state);
		expect(await getSession(gone.sessionId)).toBeUndefined();
	});

	it('a table in a session file never overwrites a different library table with the same id', async () => {
		// Arrange: the library has its own "reaction" table filling the slot.
		const mine = reactionTable('わたしの反応表');
		await db.lookupTables.put({ id: mine.id, updatedAt: 1, table: mine, slot: 'test/reaction' });
		const theirs = reactionTable('よその反応表');
		const text = JSON.stringify({
			format: 'sidetable.export',
			version: 1,
			sessions: [],
			tables: [theirs],
			tableSlots: { 'test/reaction': theirs.id }
		});
		// Act
		const result = await importText(text);
		// Assert
		if (!result.ok) throw new Error(result.issue.code);
		expect(result.outcome.tables).toMatchObject({ renamed: 1, slotsFilled: 0 });
		expect(await db.lookupTables.get(mine.id)).toMatchObject({ table: mine, slot: 'test/reaction' });
		expect((await db.lookupTables.get(`${mine.id}-2`))?.table).toMatchObject({ names: theirs.names });
	});

	it('property: any act/undo/redo version-1 log validates to the actions and state of a stack model, every event carried over', () => {
		const commands = fc.array(
			fc.oneof(
				fc.integer({ min: -9, max: 9 }).filter((n) => n !== 0),
				fc.constant('undo' as const),
				fc.constant('redo' as const)
			),
			{ maxLength: 500 }
		);
		fc.assert(
			fc.property(commands, (cmds) => {
				// Arrange: model stacks, and the log they write.
				const applied: number[] = [];
				const undone: number[] = [];
				const byOf = new Map<number, number>();
				const events: Omit<LoggedEvent, 'sessionId'>[] = [
					{ seq: 1, at: 1, type: 'counters/counterAdded', payload: added('x').payload, parent: 0 }
				];
				applied.push(1);
				const top = () => applied[applied.length - 1] ?? 0;
				for (const c of cmds) {
					const seq = events.length + 1;
					if (typeof c === 'number') {
						events.push({
							seq,
							at: seq,
							type: 'counters/counterAdjusted',
							payload: adjusted('x', c).payload,
							parent: top()
						});
						byOf.set(seq, c);
						applied.push(seq);
						undone.length = 0;
					} else if (c === 'undo' && applied.length > 1) {
						events.push({ seq, at: seq, type: 'session/undone', payload: { target: top() }, parent: top() });
						undone.push(applied.pop()!);
					} else if (c === 'redo' && undone.length > 0) {
						const target = undone.pop()!;
						events.push({ seq, at: seq, type: 'session/redone', payload: { target }, parent: top() });
						applied.push(target);
					}
				}
				const text = JSON.stringify({
					format: EXPORT_FORMAT,
					version: 1,
					sessions: [{ id: 's', systemId: 'counters', name: 'P', createdAt: 0, updatedAt: 0, events }]
				});
				// Act
				const check = validate(text);
				// Assert
				if (!check.ok) throw new Error(`${check.issue.code} ${JSON.stringify(check.issue.params)}`);
				const [s] = check.sessions;
				expect(s!.actions).toBe(applied.length);
				const value = applied.reduce((sum, seq) => sum + (byOf.get(seq) ?? 0), 0);
				expect((s!.state as { system: CountersState }).system.counters[0]!.value).toBe(value);
				expect(s!.events.map((e) => e.counter)).toEqual(events.map((e) => e.seq));
			}),
			{ numRuns: 60 }
		);
	});
});

describe('validateImport accepts the reference fixture', () => {
	it('valid-base.json: the file every malformed fixture is one defect away from', () => {
		// Act
		const check = validate(importFixture('valid-base.json'));
		// Assert
		if (!check.ok) throw new Error(check.issue.code);
		expect(check.sessions).toHaveLength(1);
		expect(check.sessions[0]!.actions).toBe(3);
		expect(check.sessions[0]!.events).toHaveLength(7);
		expect(check.sessions[0]!.state).toMatchObject({
			system: { counters: [expect.objectContaining({ id: 'life', value: 30 })] }
		});
	});
});

type Expected = { code: ImportIssue['code']; params?: Record<string, unknown> };
const S = 'Fixture table';
const detail = (re: RegExp) => expect.stringMatching(re);

const MALFORMED: [file: string, expected: Expected][] = [
	['truncated.json', { code: 'import/not_json' }],
	['empty-file.json', { code: 'import/not_json' }],
	['png-image.png', { code: 'import/not_json' }],
	['random-text.txt', { code: 'import/not_json' }],
	['json-array.json', { code: 'import/not_sidetable' }],
	['json-null.json', { code: 'import/not_sidetable' }],
	['other-app.json', { code: 'import/not_sidetable' }],
	['wrong-format.json', { code: 'import/not_sidetable', params: { detail: detail(/^format: /) } }],
	['sessions-missing.json', { code: 'import/not_sidetable', params: { detail: detail(/^sessions: /) } }],
	['version-9.json', { code: 'import/unsupported_version', params: { version: 9 } }],
	['version-as-string.json', { code: 'import/unsupported_version', params: { version: '1' } }],
	['no-sessions.json', { code: 'import/empty', params: {} }],
	['unknown-system.json', { code: 'import/unknown_system', params: { session: S, system: 'chess' } }],
	[
		'unknown-event-type.json',
		{ code: 'import/unknown_event', params: { session: S, seq: 2, type: 'counters/counterExploded' } }
	],
	[
		'bad-payload-empty-name.json',
		{
			code: 'import/bad_payload',
			params: { session: S, seq: 1, type: 'counters/counterAdded', detail: detail(/^name: /) }
		}
	],
	[
		'bad-payload-adjust-by-zero.json',
		{
			code: 'import/bad_payload',
			params: { session: S, seq: 2, type: 'counters/counterAdjusted', detail: detail(/^by: /) }
		}
	],
	[
		'bad-payload-undo-extra-field.json',
		{ code: 'import/bad_payload', params: { session: S, seq: 3, type: 'session/undone', detail: detail(/^note: /) } }
	],
	[
		'huge-adjust-by.json',
		{
			code: 'import/bad_payload',
			params: { session: S, seq: 2, type: 'counters/counterAdjusted', detail: detail(/^by: /) }
		}
	],
	['seq-as-string.json', { code: 'import/bad_session', params: { session: S, detail: detail(/^events\.1\.seq: /) } }],
	['at-as-word.json', { code: 'import/bad_session', params: { session: S, detail: detail(/^events\.1\.at: /) } }],
	['huge-seq.json', { code: 'import/bad_session', params: { session: S, detail: detail(/^events\.1\.seq: /) } }],
	['huge-at.json', { code: 'import/bad_session', params: { session: S, detail: detail(/^events\.1\.at: /) } }],
	['negative-seq.json', { code: 'import/bad_session', params: { session: S, detail: detail(/^events\.1\.seq: /) } }],
	['fractional-seq.json', { code: 'import/bad_session', params: { session: S, detail: detail(/^events\.1\.seq: /) } }],
	[
		'event-missing-type.json',
		{ code: 'import/bad_session', params: { session: S, detail: detail(/^events\.1\.type: /) } }
	],
	['session-missing-events.json', { code: 'import/bad_session', params: { session: S, detail: detail(/^events: /) } }],
	['duplicate-seq.json', { code: 'import/bad_log', params: { session: S, seq: 2, detail: 'log/seq_gap' } }],
	['seq-gap.json', { code: 'import/bad_log', params: { session: S, seq: 4, detail: 'log/seq_gap' } }],
	['undo-wrong-target.json', { code: 'import/bad_log', params: { session: S, seq: 3, detail: 'log/bad_undo' } }],
	['redo-with-empty-stack.json', { code: 'import/bad_log', params: { session: S, seq: 8, detail: 'log/bad_redo' } }],
	['undo-parent-not-head.json', { code: 'import/bad_log', params: { session: S, seq: 3, detail: 'log/bad_parent' } }],
	['parent-in-future.json', { code: 'import/bad_log', params: { session: S, seq: 2, detail: 'log/bad_parent' } }],
	['duplicate-session-ids.json', { code: 'import/duplicate_session', params: { session: 'Same id, other name' } }],
	[
		'replay-set-above-max.json',
		{ code: 'import/replay_refused', params: { session: S, seq: 7, detail: 'counters/above_max' } }
	],
	[
		'second-session-bad-payload.json',
		{
			code: 'import/bad_payload',
			params: { session: 'Second table', seq: 4, type: 'counters/counterAdjusted', detail: detail(/^by: /) }
		}
	],
	['bad-table.json', { code: 'import/bad_table', params: { index: 2 } }]
];

describe('malformed files are refused and nothing is written', () => {
	let existing: LogPlayer;

	beforeEach(async () => {
		// Something already on the device, which a refused import must not touch.
		existing = await playedSession('Already here');
		await db.lookupTables.put({ id: 'mine', updatedAt: 1, table: { format: 'sidetable.table', id: 'mine' } });
	});

	it.each(MALFORMED)('%s', async (file, expected) => {
		// Arrange
		const text = importFixture(file);
		const before = { counts: await countRows(), existing: await storedSession(existing.sessionId) };
		// Act
		const result = await importText(text);
		// Assert
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.issue.code).toBe(expected.code);
		if (expected.params) expect(result.issue.params).toMatchObject(expected.params);
		expect(await countRows()).toEqual(before.counts);
		expect(await storedSession(existing.sessionId)).toEqual(before.existing);
	});

	it('covers at least a dozen malformed fixture files', () => {
		// Assert
		expect(new Set(MALFORMED.map(([file]) => file)).size).toBeGreaterThanOrEqual(12);
	});

	it('a file larger than MAX_IMPORT_BYTES is refused before parsing (import/too_large)', () => {
		// Arrange
		const text = ' '.repeat(MAX_IMPORT_BYTES + 1);
		// Act
		const check = validateImport(text, systems);
		// Assert
		expect(check).toEqual({ ok: false, issue: { code: 'import/too_large', params: { limit: MAX_IMPORT_BYTES } } });
	});

	it('a valid first session is not written when a later one in the same file is bad', async () => {
		// Arrange
		const text = importFixture('second-session-bad-payload.json');
		// Act
		const result = await importText(text);
		// Assert
		expect(result.ok).toBe(false);
		expect(await db.sessions.get('fixture-session-1')).toBeUndefined();
		expect(await logInOrder('fixture-session-1')).toEqual([]);
	});

	it('a session whose system the app does not offer is refused even when its events look fine', () => {
		// Act
		const check = validateImport(importFixture('valid-base.json'), () => undefined);
		// Assert
		expect(check).toEqual({
			ok: false,
			issue: { code: 'import/unknown_system', params: { session: S, system: 'counters' } }
		});
	});
});

describe('the fixture state matches a fold of the reducer', () => {
	it('valid-base.json replays to what reduceCounters gives for its active path', () => {
		// Arrange
		const file = JSON.parse(importFixture('valid-base.json')) as { sessions: { events: LoggedEvent[] }[] };
		const bySeq = new Map(file.sessions[0]!.events.map((e) => [e.seq, e]));
		let state = initialCountersState();
		for (const seq of [1, 4, 7]) state = foldCounters(state, bySeq.get(seq)!) as CountersState;
		// Act
		const check = validate(importFixture('valid-base.json'));
		// Assert
		expect(check.ok && check.sessions[0]!.state).toEqual({
			readings: {},
			system: state,
			tables: { byHash: {}, current: {} }
		});
	});
});

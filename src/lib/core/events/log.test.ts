import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LogError, REDONE, UNDONE, activeSeqs, fold, readLog, refuse, type LoggedEvent, type Reducer } from './index';
import { activePath, advanceCursor, type Cursor } from './log';

const EMPTY_CURSOR: Cursor = { head: 0, redo: [], actions: 0 };

// Hand-built log entries. Actions carry their own seq as payload so a path is easy to read.
const SID = 's1';
const act = (seq: number, parent: number): LoggedEvent => ({
	sessionId: SID,
	seq,
	at: 1000 + seq,
	type: 'test/act',
	payload: { n: seq },
	parent
});
const undone = (seq: number, target: number, parent = target): LoggedEvent => ({
	sessionId: SID,
	seq,
	at: 1000 + seq,
	type: UNDONE,
	payload: { target },
	parent
});
const redone = (seq: number, target: number, parent: number): LoggedEvent => ({
	sessionId: SID,
	seq,
	at: 1000 + seq,
	type: REDONE,
	payload: { target },
	parent
});
const seqs = (events: readonly LoggedEvent[]) => events.map((e) => e.seq);

function logErrorOf(run: () => unknown): LogError {
	try {
		run();
	} catch (err) {
		if (err instanceof LogError) return err;
		throw err;
	}
	throw new Error('expected a LogError, nothing was thrown');
}

describe('readLog: valid logs', () => {
	it('reads an empty log as the initial state', () => {
		// Act
		const { cursor, path } = readLog([]);
		// Assert
		expect(cursor).toEqual(EMPTY_CURSOR);
		expect(path).toEqual([]);
	});

	it('chains actions: head is the newest, the path is every action oldest first', () => {
		// Arrange
		const log = [act(1, 0), act(2, 1), act(3, 2)];
		// Act
		const { cursor, path } = readLog(log);
		// Assert
		expect(cursor).toEqual({ head: 3, redo: [], actions: 3 });
		expect(seqs(path)).toEqual([1, 2, 3]);
	});

	it('undo moves the head to the parent and puts the action on the redo stack', () => {
		// Arrange
		const log = [act(1, 0), act(2, 1), act(3, 2), undone(4, 3), undone(5, 2)];
		// Act
		const { cursor, path } = readLog(log);
		// Assert
		expect(cursor).toEqual({ head: 1, redo: [3, 2], actions: 1 });
		expect(seqs(path)).toEqual([1]);
	});

	it('undo of every action leaves head 0 and an empty path', () => {
		// Arrange
		const log = [act(1, 0), undone(2, 1)];
		// Act
		const { cursor, path } = readLog(log);
		// Assert
		expect(cursor).toEqual({ head: 0, redo: [1], actions: 0 });
		expect(path).toEqual([]);
	});

	it('redo puts back the most recently undone action first', () => {
		// Arrange
		const log = [act(1, 0), act(2, 1), act(3, 2), undone(4, 3), undone(5, 2), redone(6, 2, 1)];
		// Act
		const { cursor, path } = readLog(log);
		// Assert
		expect(cursor).toEqual({ head: 2, redo: [3], actions: 2 });
		expect(seqs(path)).toEqual([1, 2]);
	});

	it('a new action after undo clears the redo stack and starts a branch; the old branch stays in the log', () => {
		// Arrange: 1 → 2 → 3, undo 3 and 2, then 6 on top of 1.
		const log = [act(1, 0), act(2, 1), act(3, 2), undone(4, 3), undone(5, 2), act(6, 1)];
		// Act
		const { cursor, path } = readLog(log);
		// Assert
		expect(cursor).toEqual({ head: 6, redo: [], actions: 2 });
		expect(seqs(path)).toEqual([1, 6]);
		// The abandoned actions are still events of the log, just not on the path.
		expect(log.map((e) => e.seq)).toContain(2);
		expect(seqs(path)).not.toContain(2);
	});

	it('undo on a new branch returns to the branch point, not to the abandoned action', () => {
		// Arrange
		const log = [act(1, 0), act(2, 1), undone(3, 2), act(4, 1), act(5, 4), undone(6, 5), undone(7, 4)];
		// Act
		const { cursor, path } = readLog(log);
		// Assert
		expect(cursor).toEqual({ head: 1, redo: [5, 4], actions: 1 });
		expect(seqs(path)).toEqual([1]);
	});
});

describe('readLog: refused logs', () => {
	it.each([
		['seq starting at 2', [act(2, 0)], 'log/seq_gap', 2, { expected: 1 }],
		['seq gap', [act(1, 0), act(2, 1), act(4, 2)], 'log/seq_gap', 4, { expected: 3 }],
		['duplicate seq', [act(1, 0), act(2, 1), act(2, 1)], 'log/seq_gap', 2, { expected: 3 }],
		['undo of nothing (empty log)', [undone(1, 1, 0)], 'log/bad_undo', 1, { target: '1' }],
		['undo of nothing (all undone)', [act(1, 0), undone(2, 1), undone(3, 1, 0)], 'log/bad_undo', 3, { target: '1' }],
		[
			'undo naming an action that is not the head',
			[act(1, 0), act(2, 1), undone(3, 1, 2)],
			'log/bad_undo',
			3,
			{ target: '1' }
		],
		[
			'undo without a target',
			[act(1, 0), { ...undone(2, 1), payload: {} }],
			'log/bad_undo',
			2,
			{ target: 'undefined' }
		],
		['redo with an empty stack', [act(1, 0), redone(2, 1, 1)], 'log/bad_redo', 2, { target: '1' }],
		[
			'redo naming the wrong undone action',
			[act(1, 0), act(2, 1), undone(3, 2), undone(4, 1), redone(5, 2, 0)],
			'log/bad_redo',
			5,
			{ target: '2' }
		],
		[
			'redo after a new action',
			[act(1, 0), act(2, 1), undone(3, 2), act(4, 1), redone(5, 2, 4)],
			'log/bad_redo',
			5,
			{ target: '2' }
		],
		['action on a stale parent', [act(1, 0), act(2, 1), act(3, 1)], 'log/bad_parent', 3, { parent: 1, head: 2 }],
		['action on a future parent', [act(1, 0), act(2, 5)], 'log/bad_parent', 2, { parent: 5, head: 1 }],
		[
			'undo recording a parent other than the head',
			[act(1, 0), act(2, 1), undone(3, 2, 1)],
			'log/bad_parent',
			3,
			{ parent: 1, head: 2 }
		],
		[
			'redo recording a parent other than the head',
			[act(1, 0), act(2, 1), undone(3, 2), redone(4, 2, 2)],
			'log/bad_parent',
			4,
			{ parent: 2, head: 1 }
		],
		[
			'action on its undone parent',
			[act(1, 0), act(2, 1), undone(3, 2), act(4, 2)],
			'log/bad_parent',
			4,
			{ parent: 2, head: 1 }
		]
	])('%s', (_name, log, code, seq, params) => {
		// Act
		const err = logErrorOf(() => readLog(log));
		// Assert
		expect(err.code).toBe(code);
		expect(err.seq).toBe(seq);
		expect(err.params).toEqual(params);
	});

	it('property: changing the parent of any action in a valid log makes it unreadable', () => {
		fc.assert(
			fc.property(commandsArb, fc.nat(), fc.integer({ min: 0, max: 400 }), (commands, pick, newParent) => {
				// Arrange
				const { log } = playModel(commands);
				const actions = log.filter((e) => e.type === 'test/act');
				fc.pre(actions.length > 0);
				const victim = actions[pick % actions.length]!;
				fc.pre(newParent !== victim.parent);
				const broken = log.map((e) => (e === victim ? { ...e, parent: newParent } : e));
				// Act
				const err = logErrorOf(() => readLog(broken));
				// Assert
				expect(err.seq).toBe(victim.seq);
				expect(err.code).toBe('log/bad_parent');
			})
		);
	});
});

describe('advanceCursor', () => {
	it('does not modify the cursor it is given', () => {
		// Arrange
		const cursor = Object.freeze({ head: 2, redo: Object.freeze([3]) as number[], actions: 2 });
		const actions = new Map([act(1, 0), act(2, 1), act(3, 2)].map((e) => [e.seq, e]));
		// Act
		const next = advanceCursor(cursor, undone(4, 2), (s) => actions.get(s));
		// Assert
		expect(next).toEqual({ head: 1, redo: [3, 2], actions: 1 });
		expect(cursor).toEqual({ head: 2, redo: [3], actions: 2 });
	});
});

describe('activePath / activeSeqs', () => {
	const bySeq = new Map([act(1, 0), act(2, 1), act(3, 2), act(4, 1), act(5, 4)].map((e) => [e.seq, e]));

	it('follows parent links from the head down to the start', () => {
		// Act
		const path = activePath(5, bySeq);
		// Assert
		expect(seqs(path)).toEqual([1, 4, 5]);
	});

	it('refuses a path through an event it does not have (log/missing_event)', () => {
		// Arrange
		const partial = new Map([...bySeq].filter(([s]) => s !== 4));
		// Act
		const err = logErrorOf(() => activePath(5, partial));
		// Assert
		expect(err.code).toBe('log/missing_event');
		expect(err.seq).toBe(4);
	});

	it('activeSeqs marks exactly the actions on the path', () => {
		// Act
		const active = activeSeqs(3, (s) => bySeq.get(s)?.parent);
		// Assert
		expect([...active].sort()).toEqual([1, 2, 3]);
	});
});

describe('fold', () => {
	type S = { total: number };
	type E = { type: string; payload: { by: number } };
	const reduce: Reducer<S, E> = (s, e) =>
		s.total + e.payload.by < 0 ? refuse('test/negative', { by: e.payload.by }) : { total: s.total + e.payload.by };

	it('folds every event into the state', () => {
		// Act
		const result = fold(reduce, { total: 1 }, [
			{ type: 'x', payload: { by: 2 } },
			{ type: 'x', payload: { by: 3 } }
		]);
		// Assert
		expect(result).toEqual({ state: { total: 6 } });
	});

	it('stops at the first refusal and names the event and its index', () => {
		// Arrange
		const events: E[] = [
			{ type: 'x', payload: { by: 2 } },
			{ type: 'x', payload: { by: -5 } },
			{ type: 'x', payload: { by: 9 } }
		];
		// Act
		const result = fold(reduce, { total: 1 }, events);
		// Assert
		expect(result).toEqual({ refusal: { refusal: 'test/negative', params: { by: -5 } }, event: events[1], index: 1 });
	});
});

// ---- Property: readLog against a stack model -------------------------------------------

type Command = 'act' | 'undo' | 'redo';
const commandsArb = fc.array(fc.constantFrom<Command>('act', 'act', 'undo', 'redo'), { maxLength: 120 });

/**
 * The simplest model of undo/redo: a stack of applied actions and a stack of undone ones.
 * It writes the log the way the store would (undo/redo only when possible).
 */
function playModel(commands: readonly Command[]) {
	const applied: number[] = [];
	const undoneStack: number[] = [];
	const log: LoggedEvent[] = [];
	const top = () => applied[applied.length - 1] ?? 0;
	for (const c of commands) {
		const seq = log.length + 1;
		if (c === 'act') {
			log.push(act(seq, top()));
			applied.push(seq);
			undoneStack.length = 0;
		} else if (c === 'undo' && applied.length > 0) {
			log.push(undone(seq, top()));
			undoneStack.push(applied.pop()!);
		} else if (c === 'redo' && undoneStack.length > 0) {
			const target = undoneStack.pop()!;
			log.push(redone(seq, target, top()));
			applied.push(target);
		}
	}
	return { log, applied, undoneStack };
}

describe('readLog: property against a stack model', () => {
	it('cursor and active path match the model for any act/undo/redo sequence', () => {
		fc.assert(
			fc.property(commandsArb, (commands) => {
				// Arrange
				const model = playModel(commands);
				// Act
				const { cursor, path } = readLog(model.log);
				// Assert
				expect(cursor).toEqual({
					head: model.applied[model.applied.length - 1] ?? 0,
					redo: model.undoneStack,
					actions: model.applied.length
				});
				expect(seqs(path)).toEqual(model.applied);
			}),
			{ numRuns: 300 }
		);
	});

	it('reading any prefix whole agrees with advancing the cursor one event at a time', () => {
		fc.assert(
			fc.property(commandsArb, (commands) => {
				// Arrange
				const { log } = playModel(commands);
				// Act + Assert: folding event by event agrees with reading the prefix whole.
				let cursor = EMPTY_CURSOR;
				const actions = new Map<number, LoggedEvent>();
				for (let i = 0; i < log.length; i++) {
					const e = log[i]!;
					if (e.type === 'test/act') actions.set(e.seq, e);
					cursor = advanceCursor(cursor, e, (s) => actions.get(s));
					expect(readLog(log.slice(0, i + 1)).cursor).toEqual(cursor);
				}
				expect(readLog(log).cursor).toEqual(cursor);
			}),
			{ numRuns: 100 }
		);
	});
});

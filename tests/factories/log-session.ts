/**
 * A session recorded through the live table's store (db/log.ts), for the export, import and
 * restore tests: every command appended with `appendCommand`, undo and redo as commands naming
 * what they reverse (core/sync undoTarget / redoTarget), the fold kept beside it as the session
 * controller keeps it. The reducer's refusals are not recorded, as the app does not record them.
 */
import type { EventDraft, Refusal } from '$lib/core/events';
import { REDONE, UNDONE } from '$lib/core/events';
import {
	actionsOf,
	checkpointOf,
	foldLog,
	redoTarget,
	undoTarget,
	type FoldedLog,
	type SyncEvent
} from '$lib/core/sync';
import { createSession, db } from '$lib/db';
import { appendCommand, logInOrder, openLog, type FoldWith } from '$lib/db/log';
import { foldEvent, initialSessionState, type SessionState } from '$lib/session/apply';
import { counters } from '$lib/systems/counters';
import type { CountersState } from '$lib/systems/counters/reducer';

export type CountersShell = SessionState<CountersState>;

export const countersFold: FoldWith<CountersShell> = {
	reduce: (s, e) => foldEvent(counters, s, e),
	initial: () => initialSessionState(counters),
	stateVersion: counters.stateVersion
};

const gm = () => 'gm' as const;

/** A counters session on the new rows, recorded as this database's device. */
export class LogPlayer {
	folded: FoldedLog<CountersShell>;

	private constructor(readonly sessionId: string) {
		this.folded = LogPlayer.fold([]);
	}

	static fold(log: readonly SyncEvent[]): FoldedLog<CountersShell> {
		return foldLog({ log, initial: countersFold.initial(), reduce: countersFold.reduce, roleOf: gm });
	}

	/** A new session, whose writer is this database's device from counter 1 (createSession stamps it). */
	static async create(name = 'Test table'): Promise<LogPlayer> {
		const row = await createSession('counters', name);
		return new LogPlayer(row.id);
	}

	/** Plays on a session already stored (a copy, an import), from its log as stored. */
	static async attach(sessionId: string): Promise<LogPlayer> {
		const player = new LogPlayer(sessionId);
		player.folded = LogPlayer.fold(await logInOrder(sessionId));
		return player;
	}

	get state(): CountersState {
		return this.folded.state.system;
	}

	async #record(drafts: readonly EventDraft[]): Promise<void> {
		const { events } = await appendCommand(this.sessionId, drafts, { expectedSize: await this.size() });
		const next = LogPlayer.fold([...this.folded.log, ...events.map(({ sessionId: _s, ...e }) => e)]);
		await db.sessions.update(this.sessionId, { actions: actionsOf(next) });
		this.folded = next;
	}

	async size(): Promise<number> {
		return (await db.sessions.get(this.sessionId))!.size!;
	}

	/** Records the command unless the reducer refuses it (then nothing is written). */
	async act(...drafts: EventDraft[]): Promise<Refusal | null> {
		// Tried after what is folded (from its checkpoint: the cost of the command only), as a device that sorts last.
		const probe = 'f'.repeat(32);
		const trial = foldLog({
			log: drafts.map((d, i) => ({
				device: probe,
				counter: i + 1,
				clock: Number.MAX_SAFE_INTEGER,
				at: 0,
				type: d.type,
				payload: d.payload,
				...(drafts.length > 1 ? { group: { first: 1, size: drafts.length } } : {})
			})),
			initial: countersFold.initial(),
			reduce: countersFold.reduce,
			roleOf: gm,
			base: checkpointOf(this.folded)
		});
		const refused = trial.conflicts.find((c) => c.who === probe);
		if (refused) return refused.why;
		await this.#record(drafts);
		return null;
	}

	async undo(): Promise<boolean> {
		const target = undoTarget(this.folded, (await db.sessions.get(this.sessionId))!.device!, gm);
		if (!target) return false;
		await this.#record([{ type: UNDONE, payload: { target } }]);
		return true;
	}

	async redo(): Promise<boolean> {
		const target = redoTarget(this.folded, (await db.sessions.get(this.sessionId))!.device!);
		if (!target) return false;
		await this.#record([{ type: REDONE, payload: { target } }]);
		return true;
	}
}

/** Everything stored for a session on the new rows: its row, its log in order, its clashes, its fold. */
export async function storedSession(id: string) {
	const row = await db.sessions.get(id);
	const log = await logInOrder(id);
	const clashes = await db.clashes
		.where('[sessionId+device+counter]')
		.between([id, '', -Infinity], [id, '\uffff', Infinity])
		.count();
	const state = row ? (await openLog(id, countersFold)).folded.state.system : undefined;
	return { row, log, clashes, state };
}

import * as v from 'valibot';
import { getLocale } from '$lib/paraglide/runtime';
import { m } from '$lib/paraglide/messages.js';
import { isRefusal, refuse, type EventDraft, type LoggedEvent, type Refusal } from '$lib/core/events';
import {
	StorageError,
	appendEvent,
	getSession,
	liveQuery,
	openSession,
	recentEvents,
	redo as redoInDb,
	undo as undoInDb,
	type SessionRow
} from '$lib/db';
import { loadSystem } from '$lib/systems/registry';
import type { AnySystem, SessionView } from '$lib/systems/types';
import { notices } from '$lib/ui/notices.svelte';
import { issueFacts } from '$lib/core/transfer';
import { issueSentence } from '$lib/ui/issue-text';
import { storageErrorText } from '$lib/ui/storage-text';

/** How many recent states are kept in memory so undo is instant without touching the disk. */
const STATE_CACHE = 64;
/** How many log entries the log view keeps loaded. */
const LOG_WINDOW = 300;

/**
 * One open session: the log followed to a state. The only write path from the UI —
 * `dispatch` checks the payload, folds it through the reducer, records it in one transaction,
 * and only then shows the new state.
 */
export class SessionController<S = unknown> implements SessionView<S> {
	readonly sessionId: string;
	status = $state<'loading' | 'ready' | 'missing' | 'error'>('loading');
	row = $state.raw<SessionRow | null>(null);
	state = $state.raw<S>(undefined as S);
	/** Recent events, newest first. */
	log = $state.raw<LoggedEvent[]>([]);
	system: AnySystem | undefined = $state.raw(undefined);
	canUndo = $derived((this.row?.head ?? 0) > 0);
	canRedo = $derived((this.row?.redo.length ?? 0) > 0);

	#queue: Promise<unknown> = Promise.resolve();
	#states = new Map<number, S>();

	constructor(sessionId: string) {
		this.sessionId = sessionId;
	}

	async load(): Promise<void> {
		try {
			const row = await getSession(this.sessionId);
			const system = row ? await loadSystem(row.systemId) : undefined;
			if (!row || !system) {
				this.status = 'missing';
				return;
			}
			this.system = system;
			const opened = await openSession<S>(this.sessionId, system.reduce, system.initialState);
			this.#states.clear();
			this.#remember(opened.row.head, opened.state);
			this.row = opened.row;
			this.state = opened.state;
			this.log = await recentEvents(this.sessionId, LOG_WINDOW);
			this.status = 'ready';
		} catch (err) {
			this.status = 'error';
			notices.error(storageErrorText(err));
		}
	}

	/** Runs writes one after another: quick taps must not race for the same head. */
	#serial<T>(work: () => Promise<T>): Promise<T> {
		const next = this.#queue.then(work, work);
		this.#queue = next.catch(() => undefined);
		return next;
	}

	#remember(head: number, state: S): void {
		this.#states.delete(head);
		this.#states.set(head, state);
		if (this.#states.size > STATE_CACHE) {
			const oldest = this.#states.keys().next().value;
			if (oldest !== undefined) this.#states.delete(oldest);
		}
	}

	#pushLog(...events: LoggedEvent[]): void {
		this.log = [...events.reverse(), ...this.log].slice(0, LOG_WINDOW);
	}

	#fail(err: unknown): Refusal {
		if (err instanceof StorageError && err.code === 'storage/conflict') {
			// Another tab wrote first: reload from the log so we act on what is really there.
			void this.load();
		}
		notices.error(storageErrorText(err));
		return refuse(err instanceof StorageError ? err.code : 'storage/unknown');
	}

	explain(refusal: Refusal): string {
		if (refusal.refusal === 'session/invalid_input') {
			return m.error_invalid_input({ detail: String(refusal.params?.detail ?? '') });
		}
		return this.system?.explainRefusal(refusal, getLocale()) ?? refusal.refusal;
	}

	dispatch(draft: EventDraft): Promise<Refusal | null> {
		return this.#serial(async () => {
			const system = this.system;
			const row = this.row;
			if (!system || !row) return refuse('storage/not_found');
			const schema = system.events[draft.type];
			if (!schema) return this.#refused(refuse('session/unknown_event', { type: draft.type }));
			const parsed = v.safeParse(schema, draft.payload);
			if (!parsed.success) {
				// Worded in the user's language (field and kind), never valibot's English message.
				const detail = issueSentence(issueFacts(parsed.issues[0]), getLocale());
				return this.#refused(refuse('session/invalid_input', { detail }));
			}
			const event = { type: draft.type, payload: parsed.output };
			const next = system.reduce(this.state, event) as S | Refusal;
			if (isRefusal(next)) return this.#refused(next);
			try {
				const { event: logged, cursor } = await appendEvent(this.sessionId, event, {
					expectedHead: row.head,
					stateAfter: next
				});
				this.row = { ...row, ...cursor, lastSeq: logged.seq, updatedAt: logged.at };
				this.state = next;
				this.#remember(cursor.head, next);
				this.#pushLog(logged);
				return null;
			} catch (err) {
				return this.#fail(err);
			}
		});
	}

	#refused(r: Refusal): Refusal {
		notices.error(this.explain(r));
		return r;
	}

	undo(): Promise<void> {
		return this.#serial(async () => {
			const row = this.row;
			if (!row || row.head === 0) return;
			try {
				const { event, cursor, target } = await undoInDb(this.sessionId, row.head);
				const cached = this.#states.get(cursor.head);
				this.row = { ...row, ...cursor, lastSeq: event.seq, updatedAt: event.at };
				this.#pushLog(event);
				if (cached !== undefined) {
					this.state = cached;
				} else {
					const opened = await openSession<S>(this.sessionId, this.system!.reduce, this.system!.initialState);
					this.state = opened.state;
					this.#remember(cursor.head, opened.state);
				}
				void target;
			} catch (err) {
				this.#fail(err);
			}
		});
	}

	redo(): Promise<void> {
		return this.#serial(async () => {
			const row = this.row;
			const system = this.system;
			if (!row || !system || row.redo.length === 0) return;
			try {
				const { event, cursor, target } = await redoInDb(this.sessionId, row.head);
				const next = system.reduce(this.state, target) as S | Refusal;
				this.row = { ...row, ...cursor, lastSeq: event.seq, updatedAt: event.at };
				this.#pushLog(event);
				if (isRefusal(next)) {
					// Cannot happen for a pure reducer; fold from the log to be safe.
					const opened = await openSession<S>(this.sessionId, system.reduce, system.initialState);
					this.state = opened.state;
				} else {
					this.state = next;
				}
				this.#remember(cursor.head, this.state);
			} catch (err) {
				this.#fail(err);
			}
		});
	}

	/**
	 * Follows writes made elsewhere (another tab or window on this session): when the stored
	 * log has moved past what this page folded, it reloads. Returns the unsubscribe function.
	 */
	follow(): () => void {
		let busy = false;
		const sub = liveQuery(() => getSession(this.sessionId)).subscribe({
			next: (row) => {
				const mine = this.row;
				if (!row || !mine || busy || row.lastSeq === mine.lastSeq) return;
				busy = true;
				// Queued behind our own writes, so a write of ours is never mistaken for another tab's.
				void this.#serial(async () => {
					const now = await getSession(this.sessionId);
					if (now && this.row && now.lastSeq !== this.row.lastSeq) await this.load();
				}).finally(() => (busy = false));
			},
			error: () => undefined
		});
		return () => sub.unsubscribe();
	}

	/** Waits for every queued write (tests, and before leaving the page). */
	settled(): Promise<unknown> {
		return this.#queue;
	}
}

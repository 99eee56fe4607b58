/**
 * Asking for engagement odds without freezing the screen: every computation runs in a Web Worker
 * (`odds.worker.ts`). Small fights once ran on the main thread, but a page's first computation
 * compiles the odds' code cold — measured at 4× CPU (a phone), a 20 vs 20 fight's first took
 * ~104 ms, a 10 vs 10's later ones 7–26 ms: more than a frame either way. The bookkeeping takes the
 * worker as a parameter, so tests pass a fake.
 */
import type { Fighter } from './engagement';
import type { EngagementOdds, OddsOptions } from './odds';

export interface OddsRequest {
	id: number;
	a: Fighter;
	b: Fighter;
	options: OddsOptions;
}

export type OddsResponse = { id: number; odds: EngagementOdds } | { id: number; error: string };

/** The part of a Worker the client uses. */
export interface WorkerLike {
	postMessage(message: OddsRequest): void;
	onmessage: ((event: { data: OddsResponse }) => void) | null;
	terminate(): void;
}

export interface OddsClient {
	odds(a: Fighter, b: Fighter, options?: OddsOptions): Promise<EngagementOdds>;
	/** Stops the worker (just after the current task); requests still waiting are rejected at once. */
	dispose(): void;
}

/** Starts the real worker (Vite bundles it from this URL). */
export function spawnOddsWorker(): WorkerLike {
	return new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

export function createOddsClient(spawn: () => WorkerLike = spawnOddsWorker): OddsClient {
	let worker: WorkerLike | null = null;
	let nextId = 1;
	const waiting = new Map<number, { resolve: (o: EngagementOdds) => void; reject: (e: Error) => void }>();
	const receive = (event: { data: OddsResponse }) => {
		const w = waiting.get(event.data.id);
		if (!w) return;
		waiting.delete(event.data.id);
		if ('odds' in event.data) w.resolve(event.data.odds);
		else w.reject(new RangeError(event.data.error));
	};
	return {
		odds(a, b, options = {}) {
			if (!worker) {
				worker = spawn();
				worker.onmessage = receive;
			}
			const id = nextId++;
			const w = worker;
			return new Promise<EngagementOdds>((resolve, reject) => {
				waiting.set(id, { resolve, reject });
				w.postMessage({ id, a, b, options });
			});
		},
		dispose() {
			// After this task: the panel goes when the engagement ends, in the tap of its last round,
			// and stopping a worker costs the main thread ~0.4 ms that the round's result need not wait for.
			const stopping = worker;
			if (stopping) setTimeout(() => stopping.terminate());
			worker = null;
			for (const w of waiting.values()) w.reject(new Error('odds client disposed'));
			waiting.clear();
		}
	};
}

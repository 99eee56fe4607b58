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
	/** This client's requests still waiting are rejected at once; the shared worker stops `IDLE_STOP_MS` after the last client's dispose. */
	dispose(): void;
}

/** Starts the real worker (Vite bundles it from this URL). */
export function spawnOddsWorker(): WorkerLike {
	return new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

/** A request waiting for its answer, and the client (panel) that asked it. */
type Waiter = { owner: OddsClient; resolve: (o: EngagementOdds) => void; reject: (e: Error) => void };

/**
 * The worker the odds panels of a page share, per `spawn`: a panel goes at every switch of tab and
 * at every engagement's end, and a fresh worker starts cold (its code loaded and compiled again:
 * the engagement tab opened again showed its odds 231 ms after the tap, 74 with the worker kept;
 * 4× CPU, medians of 18), so it is kept while a panel uses it and for `IDLE_STOP_MS` after the last.
 */
interface Pool {
	worker: WorkerLike | null;
	/** panels (clients) not yet disposed */
	users: number;
	stop: ReturnType<typeof setTimeout> | undefined;
	waiting: Map<number, Waiter>;
	nextId: number;
}

const pools = new WeakMap<() => WorkerLike, Pool>();

/** How long the shared worker outlives the last panel (its memory, up to 32 MB of planes, is then freed). */
export const IDLE_STOP_MS = 60_000;

function poolOf(spawn: () => WorkerLike): Pool {
	let pool = pools.get(spawn);
	if (!pool) {
		pool = { worker: null, users: 0, stop: undefined, waiting: new Map(), nextId: 1 };
		pools.set(spawn, pool);
	}
	return pool;
}

export function createOddsClient(spawn: () => WorkerLike = spawnOddsWorker): OddsClient {
	const pool = poolOf(spawn);
	pool.users++;
	clearTimeout(pool.stop);
	pool.stop = undefined;
	let disposed = false;
	const receive = (event: { data: OddsResponse }) => {
		const w = pool.waiting.get(event.data.id);
		if (!w) return;
		pool.waiting.delete(event.data.id);
		if ('odds' in event.data) w.resolve(event.data.odds);
		else w.reject(new RangeError(event.data.error));
	};
	const client: OddsClient = {
		odds(a, b, options = {}) {
			if (disposed) return Promise.reject(new Error('odds client disposed'));
			if (!pool.worker) {
				pool.worker = spawn();
				pool.worker.onmessage = receive;
			}
			const id = pool.nextId++;
			const worker = pool.worker;
			return new Promise<EngagementOdds>((resolve, reject) => {
				pool.waiting.set(id, { owner: client, resolve, reject });
				worker.postMessage({ id, a, b, options });
			});
		},
		dispose() {
			if (disposed) return;
			disposed = true;
			// This panel's requests only: another panel's still get their answers.
			for (const [id, w] of pool.waiting)
				if (w.owner === client) {
					pool.waiting.delete(id);
					w.reject(new Error('odds client disposed'));
				}
			// The worker stays for the next panel (an engagement's end and the next's start are taps apart);
			// stopped in a timer, never inside the tap that ends an engagement (~0.4 ms of the main thread).
			if (--pool.users > 0) return;
			pool.stop = setTimeout(() => {
				if (pool.users === 0) stopWorker(pool);
			}, IDLE_STOP_MS);
		}
	};
	return client;
}

function stopWorker(pool: Pool): void {
	clearTimeout(pool.stop);
	pool.stop = undefined;
	pool.worker?.terminate();
	pool.worker = null;
}

/** Stops the shared worker now and rejects what waits on it (tests: each starts with none). */
export function stopOddsWorkers(spawn: () => WorkerLike = spawnOddsWorker): void {
	const pool = pools.get(spawn);
	if (!pool) return;
	stopWorker(pool);
	for (const w of pool.waiting.values()) w.reject(new Error('odds worker stopped'));
	pool.waiting.clear();
}

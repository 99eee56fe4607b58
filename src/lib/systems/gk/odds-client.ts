/**
 * Asking for engagement odds without freezing the screen: small fights are computed at once, larger
 * ones (more than a frame's work) in a Web Worker (`odds.worker.ts`). The pure parts — the work
 * estimate and the request/response bookkeeping — take the worker as a parameter, so tests pass a fake.
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

/**
 * Work of one odds computation in "cell" units: building the round's transitions (about 2,300 calls of
 * `resolveRound`, a fixed cost worth some 60,000 cells) plus HP_a × HP_b × rounds cells of the
 * programme. Measured in Node on the development machine: about 0.25 µs per unit (250 vs 250 HP,
 * 25 rounds: ~0.4 s; 20 vs 20 HP: ~20 ms), so one 16 ms frame holds about 64,000 units — in practice
 * only very small fights run inline. Since issue 27 the programme's part costs about a third of
 * that and the fixed part the same, so the limit errs towards the worker. `npm run bench` reports
 * the browser's figure; `bench/gk-odds-time.mjs` Node's, version against version.
 */
export const ODDS_FIXED_WORK = 60_000;

export function oddsWork(a: Fighter, b: Fighter, roundsLeft = 25): number {
	return ODDS_FIXED_WORK + a.hp * b.hp * roundsLeft;
}

export const INLINE_WORK_LIMIT = 64_000;

/** Whether the odds fit in one frame on the main thread. */
export function runsInline(a: Fighter, b: Fighter, roundsLeft = 25): boolean {
	return oddsWork(a, b, roundsLeft) <= INLINE_WORK_LIMIT;
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

/**
 * The odds on this thread, their code loaded when first asked: the engagement tab paints without it
 * (the panel says 「計算中…」 meanwhile), and a large fight never loads it here at all (the worker has its own).
 */
const computeHere = (a: Fighter, b: Fighter, options: OddsOptions): Promise<EngagementOdds> =>
	import('./odds').then(({ engagementOdds }) => engagementOdds(a, b, options));

export function createOddsClient(
	spawn: () => WorkerLike = spawnOddsWorker,
	compute: (a: Fighter, b: Fighter, options: OddsOptions) => EngagementOdds | Promise<EngagementOdds> = computeHere
): OddsClient {
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
			if (runsInline(a, b, options.roundsLeft ?? 25)) return Promise.resolve().then(() => compute(a, b, options));
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

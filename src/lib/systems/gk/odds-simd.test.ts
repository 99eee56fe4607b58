/**
 * Issue 27 (GK exact odds ≤ 50 ms): the odds' hot loop as WebAssembly SIMD (`odds-simd.wat`). The
 * figures must be the JS loop's to the last bit, the app must still give odds where WebAssembly is
 * refused (a CSP without 'wasm-unsafe-eval'), and the kernel's memory must start every computation
 * zeroed and not stay large.
 */
import { test } from '@fast-check/vitest';
import { oddsFighter, smallEngagements } from '$tests/factories/gk-odds';
import { readFileSync } from 'node:fs';
import wabtInit from 'wabt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ODDS_SIMD_WASM } from './odds-simd-wasm';
import { giveSimdPlanes, simdPlanes } from './odds-simd';
import type { EngagementOdds, OddsFighter, OddsOptions } from './odds';

type Odds = (a: OddsFighter, b: OddsFighter, options?: OddsOptions) => EngagementOdds;

/** A fresh copy of the odds modules (nothing memoized, the kernel not yet compiled), its `addEight` calls counted. */
async function freshOdds(): Promise<{ odds: Odds; kernelCalls: () => number }> {
	vi.resetModules();
	let calls = 0;
	const Instance = WebAssembly.Instance;
	vi.spyOn(WebAssembly, 'Instance').mockImplementation(function (module: WebAssembly.Module) {
		const { exports } = new Instance(module);
		const addEight = exports.addEight as (...args: number[]) => void;
		return {
			exports: {
				...exports,
				addEight: (...args: number[]) => {
					calls++;
					addEight(...args);
				}
			}
		} as WebAssembly.Instance;
	});
	const { engagementOdds } = await import('./odds');
	return { odds: engagementOdds, kernelCalls: () => calls };
}

/** The same, where compiling WebAssembly is refused as a page's CSP without 'wasm-unsafe-eval' refuses it. */
async function oddsWithoutWasm(): Promise<Odds> {
	vi.resetModules();
	vi.spyOn(WebAssembly, 'Module').mockImplementation(function () {
		throw new WebAssembly.CompileError(
			'WebAssembly.Module(): … violates the following Content Security policy directive'
		);
	});
	return (await import('./odds')).engagementOdds;
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe('the kernel', () => {
	it('is the bytes odds-simd.wat compiles to (run scripts/odds-wasm.mjs after an edit of the .wat)', async () => {
		const wabt = await wabtInit();
		const wat = readFileSync(new URL('./odds-simd.wat', import.meta.url), 'utf8');
		const { buffer } = wabt.parseWat('odds-simd.wat', wat, { simd: true }).toBinary({});
		expect(Buffer.from(buffer).toString('base64')).toBe(ODDS_SIMD_WASM);
	});

	it('runs here (Node 20 has WebAssembly SIMD) and gives the JS loop’s figures to the last bit', async () => {
		const a = oddsFighter('a', 120, false, false);
		const b = oddsFighter('b', 100, true, false);
		const simd = await freshOdds();
		const withKernel = simd.odds(a, b);
		expect(simd.kernelCalls()).toBeGreaterThan(1000);
		expect(await oddsWithoutWasm().then((odds) => odds(a, b))).toStrictEqual(withKernel);
	});

	test.prop([...smallEngagements], { numRuns: 15 })(
		'the same bits with and without it: any HPs, 体当たり on either side, counters, rounds and settings',
		async (hpA, hpB, counterA, counterB, tackleA, tackleB, roundsLeft, settings) => {
			const a = oddsFighter('a', hpA, counterA, tackleA);
			const b = oddsFighter('b', hpB, counterB, tackleB);
			const withKernel = (await freshOdds()).odds(a, b, { roundsLeft, settings });
			vi.restoreAllMocks();
			const withoutIt = (await oddsWithoutWasm())(a, b, { roundsLeft, settings });
			vi.restoreAllMocks();
			expect(withoutIt).toStrictEqual(withKernel);
		},
		120_000
	);

	it('refused (a CSP without wasm-unsafe-eval): no planes from it, and the odds come from the JS loop', async () => {
		const odds = await oddsWithoutWasm();
		const { simdPlanes: planes } = await import('./odds-simd');
		expect(planes(2, 64)).toBeNull();
		const got = odds(oddsFighter('a', 30, false, true), oddsFighter('b', 25, false, false));
		expect(got.aWins + got.bWins + got.draw).toBeCloseTo(1, 12);
	});
});

describe('its memory', () => {
	it('hands out zeroed planes even when the last computation never gave its back (it threw)', () => {
		const [x, y] = simdPlanes(2, 1000)!;
		x!.fill(0.5);
		y!.fill(0.25);
		const [x2, y2] = simdPlanes(2, 1000)!;
		expect(x2!.every((v) => v === 0) && y2!.every((v) => v === 0)).toBe(true);
		expect(x2!.buffer).not.toBe(x!.buffer);
		giveSimdPlanes();
	});

	it('keeps one memory between computations, and lets a large one go (over 32 MB)', () => {
		const [small] = simdPlanes(2, 1000)!;
		giveSimdPlanes();
		const [again] = simdPlanes(2, 2000)!;
		expect(again!.buffer).toBe(small!.buffer);
		giveSimdPlanes();
		const [large] = simdPlanes(2, 3_000_000)!;
		expect(large!.buffer.byteLength).toBeGreaterThan(32 << 20);
		giveSimdPlanes();
		const [after] = simdPlanes(2, 1000)!;
		expect(after!.buffer).not.toBe(large!.buffer);
		expect(after!.buffer.byteLength).toBeLessThan(1 << 20);
		giveSimdPlanes();
	});
});

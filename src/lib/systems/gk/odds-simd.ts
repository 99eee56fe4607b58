/**
 * The odds' planes in WebAssembly memory, so that the survivors' eight-term multiply-add (the
 * programme's hot loop, `addEight` in `odds-gather.ts`) runs as WebAssembly SIMD: two cells per
 * step, the same products summed in the same order as the JS loop (the same bits either way).
 * Where WebAssembly, its SIMD or its compilation is not allowed (an old engine; a Content-Security-
 * Policy without 'wasm-unsafe-eval'), `simdPlanes` answers null and the JS loop runs as before.
 */
import { ODDS_SIMD_WASM } from './odds-simd-wasm';

type AddEight = (
	o: number,
	n: number,
	c0: number,
	c1: number,
	c2: number,
	c3: number,
	c4: number,
	c5: number,
	c6: number,
	c7: number,
	p0: number,
	p1: number,
	p2: number,
	p3: number,
	p4: number,
	p5: number,
	p6: number,
	p7: number
) => void;

interface Kernel {
	memory: WebAssembly.Memory;
	/** the memory's buffer since it last grew (growing replaces it) */
	buffer: ArrayBuffer;
	addEight: AddEight;
	/** planes handed out and not given back (a computation that threw leaves them dirty) */
	taken: boolean;
}

/** Memory kept between computations (two planes buffers of 250 vs 250 take ~10 MB); more is dropped after use. */
const KEEP_MOST = 32 << 20;
const PAGE = 65_536;

let compiled: WebAssembly.Module | null | undefined;
let kernel: Kernel | null = null;

function wasmModule(): WebAssembly.Module | null {
	if (compiled === undefined) {
		try {
			const bytes = Uint8Array.from(atob(ODDS_SIMD_WASM), (ch) => ch.charCodeAt(0));
			compiled = WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
		} catch {
			// No WebAssembly here, or a CSP that forbids compiling it: the JS loop.
			compiled = null;
		}
	}
	return compiled;
}

/**
 * `count` zeroed planes buffers of `doubles` each in one WebAssembly memory, or null (no SIMD here,
 * or the memory cannot grow so far). Given back with `giveSimdPlanes` once zeroed again.
 */
export function simdPlanes(count: number, doubles: number): Float64Array[] | null {
	const mod = wasmModule();
	if (!mod) return null;
	const bytes = count * doubles * 8;
	try {
		if (!kernel || kernel.taken) {
			const { exports } = new WebAssembly.Instance(mod);
			const memory = exports.memory as WebAssembly.Memory;
			kernel = { memory, buffer: memory.buffer, addEight: exports.addEight as AddEight, taken: false };
		}
		const have = kernel.memory.buffer.byteLength;
		if (have < bytes) kernel.memory.grow(Math.ceil((bytes - have) / PAGE));
		kernel.buffer = kernel.memory.buffer;
	} catch {
		kernel = null;
		return null;
	}
	kernel.taken = true;
	const { buffer } = kernel;
	return Array.from({ length: count }, (_, i) => new Float64Array(buffer, i * doubles * 8, doubles));
}

/** Whether `cells` lie in the kernel's memory (were handed out by `simdPlanes`). */
export function inSimdMemory(cells: Float64Array): boolean {
	return kernel !== null && cells.buffer === kernel.buffer;
}

/** The planes of `simdPlanes` back, every cell zero again; a large memory is let go. */
export function giveSimdPlanes(): void {
	if (!kernel) return;
	if (kernel.buffer.byteLength > KEEP_MOST) kernel = null;
	else kernel.taken = false;
}

/**
 * The multiply-add on planes in the kernel's memory: out[d + y] += Σ p[e + q] × cur[at + s[e + q] + y]
 * (q < 8, y in lo…hi). False when `out` or `cur` is not there (then the caller runs the JS loop).
 */
export function addEightSimd(
	out: Float64Array,
	cur: Float64Array,
	d: number,
	p: Float64Array,
	s: Int32Array,
	at: number,
	e: number,
	lo: number,
	hi: number
): boolean {
	const k = kernel;
	if (k === null || out.buffer !== k.buffer || cur.buffer !== k.buffer) return false;
	if (hi < lo) return true;
	const c = cur.byteOffset + (at + lo) * 8;
	k.addEight(
		out.byteOffset + (d + lo) * 8,
		hi - lo + 1,
		c + s[e]! * 8,
		c + s[e + 1]! * 8,
		c + s[e + 2]! * 8,
		c + s[e + 3]! * 8,
		c + s[e + 4]! * 8,
		c + s[e + 5]! * 8,
		c + s[e + 6]! * 8,
		c + s[e + 7]! * 8,
		p[e]!,
		p[e + 1]!,
		p[e + 2]!,
		p[e + 3]!,
		p[e + 4]!,
		p[e + 5]!,
		p[e + 6]!,
		p[e + 7]!
	);
	return true;
}

/**
 * A file cut into numbered QR frames and put back together. Pure. Each frame is text in the
 * QR alphanumeric set (denser than bytes for a camera to read): `ST<i>/<n>:<transfer>:<base45>`,
 * i counted from 1. Base45 (RFC 9285) carries 2 bytes in 3 characters.
 */
const B45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const B45_INDEX = new Map([...B45].map((c, i) => [c, i]));

export function toBase45(bytes: Uint8Array): string {
	let out = '';
	for (let i = 0; i + 1 < bytes.length; i += 2) {
		const n = bytes[i]! * 256 + bytes[i + 1]!;
		out += B45[n % 45]! + B45[Math.floor(n / 45) % 45]! + B45[Math.floor(n / 2025)]!;
	}
	if (bytes.length % 2) {
		const n = bytes[bytes.length - 1]!;
		out += B45[n % 45]! + B45[Math.floor(n / 45)]!;
	}
	return out;
}

export function fromBase45(text: string): Uint8Array {
	if (text.length % 3 === 1) throw new RangeError('text is not base45: its length leaves one character');
	const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
	const at = (i: number) => {
		const v = B45_INDEX.get(text[i]!);
		if (v === undefined) throw new RangeError(`text is not base45: "${text[i]}" at ${i}`);
		return v;
	};
	let o = 0;
	for (let i = 0; i < text.length; i += 3) {
		if (i + 2 < text.length) {
			const n = at(i) + at(i + 1) * 45 + at(i + 2) * 2025;
			if (n > 0xffff) throw new RangeError(`text is not base45: group at ${i} is too large`);
			out[o++] = n >> 8;
			out[o++] = n & 0xff;
		} else {
			const n = at(i) + at(i + 1) * 45;
			if (n > 0xff) throw new RangeError(`text is not base45: last group is too large`);
			out[o++] = n;
		}
	}
	return out;
}

/** Characters of data per frame: a version-20-ish code, still easy for a phone camera. */
export const FRAME_CHARS = 900;

/** The frames for `bytes`; `transfer` tells one handoff's frames from another's. */
export function toFrames(bytes: Uint8Array, transfer: string, perFrame = FRAME_CHARS): string[] {
	if (!/^[0-9A-Z]{1,8}$/.test(transfer)) throw new RangeError(`transfer must be 1–8 of 0-9 A-Z: ${transfer}`);
	if (!Number.isInteger(perFrame) || perFrame < 3 || perFrame % 3 !== 0)
		throw new RangeError(`perFrame must be a multiple of 3: ${perFrame}`);
	const text = toBase45(bytes);
	const n = Math.max(1, Math.ceil(text.length / perFrame));
	return Array.from(
		{ length: n },
		(_, i) => `ST${i + 1}/${n}:${transfer}:${text.slice(i * perFrame, (i + 1) * perFrame)}`
	);
}

const FRAME = /^ST(\d+)\/(\d+):([0-9A-Z]{1,8}):([0-9A-Z $%*+\-./:]*)$/;

export interface Frame {
	index: number;
	count: number;
	transfer: string;
	data: string;
}

/** A frame's parts, or undefined for a code that is not one of ours. */
export function readFrame(text: string): Frame | undefined {
	const m = FRAME.exec(text);
	if (!m) return undefined;
	const index = Number(m[1]);
	const count = Number(m[2]);
	if (index < 1 || index > count || count > 10_000) return undefined;
	return { index, count, transfer: m[3]!, data: m[4]! };
}

/**
 * The receiving side: takes every code the camera reads, keeps one transfer's frames, says which
 * are missing, and gives the bytes once all are there. A code of another transfer starts over
 * only when nothing of the current one has been kept.
 */
export class FrameCollector {
	#transfer: string | undefined;
	#count = 0;
	#parts = new Map<number, string>();

	/** 'new' when the frame was kept, 'seen' when already had, 'other' when not ours. */
	add(text: string): 'new' | 'seen' | 'other' {
		const f = readFrame(text);
		if (!f) return 'other';
		if (this.#transfer !== f.transfer || this.#count !== f.count) {
			if (this.#parts.size > 0) return 'other';
			this.#transfer = f.transfer;
			this.#count = f.count;
		}
		if (this.#parts.has(f.index)) return 'seen';
		this.#parts.set(f.index, f.data);
		return 'new';
	}

	get count(): number {
		return this.#count;
	}

	get received(): number {
		return this.#parts.size;
	}

	/** Frame numbers not yet read (from 1). */
	missing(): number[] {
		const out: number[] = [];
		for (let i = 1; i <= this.#count; i++) if (!this.#parts.has(i)) out.push(i);
		return out;
	}

	get complete(): boolean {
		return this.#count > 0 && this.#parts.size === this.#count;
	}

	/** The bytes, once every frame is in (a RangeError before). */
	bytes(): Uint8Array {
		if (!this.complete) throw new RangeError(`frames missing: ${this.missing().join(', ')}`);
		let text = '';
		for (let i = 1; i <= this.#count; i++) text += this.#parts.get(i)!;
		return fromBase45(text);
	}
}

/** Reads "3, 7, 10-12" (the numbers the receiver shows) as frame numbers within 1..count. */
export function parseFrameList(text: string, count: number): number[] {
	const out = new Set<number>();
	for (const part of text.split(/[\s,、，]+/).filter(Boolean)) {
		const m = /^(\d+)(?:[-–〜~](\d+))?$/.exec(part);
		if (!m) continue;
		const a = Number(m[1]);
		const b = m[2] ? Number(m[2]) : a;
		for (let i = Math.max(1, Math.min(a, b)); i <= Math.min(count, Math.max(a, b)); i++) out.add(i);
	}
	return [...out].sort((x, y) => x - y);
}

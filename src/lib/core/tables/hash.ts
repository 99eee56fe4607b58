import type { Table } from './types';

/**
 * A stable content hash of a table: FNV-1a 64-bit over the UTF-8 bytes of a canonical JSON
 * (object keys sorted, `undefined` members dropped, array order kept), as 16 lowercase hex
 * digits. Same content → same hash whatever the key order; used to record which exact
 * table a game session looked things up in. Not a cryptographic hash.
 */
export function tableHash(table: Table): string {
	const kept = sealedHashes.get(table);
	if (kept) return kept;
	const hash = fnv1a64(new TextEncoder().encode(canonicalJson(table)));
	if (sealedHashes.has(table)) sealedHashes.set(table, hash);
	return hash;
}

/** Sealed tables and their hash once computed ('' until then). */
const sealedHashes = new WeakMap<Table, string>();

/**
 * Freezes a table deep so its hash can be kept with it: a command reads the group's library
 * table on every preview and record (the hash names the exact table in the event), and hashing
 * it again each time cost about a millisecond of a tap. Only a sealed table's hash is kept, since
 * nothing can change it afterwards.
 */
export function sealTable<T extends Table>(table: T): T {
	if (sealedHashes.has(table)) return table;
	deepFreeze(table);
	sealedHashes.set(table, '');
	return table;
}

function deepFreeze(value: unknown): void {
	if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
	Object.freeze(value);
	for (const item of Object.values(value)) deepFreeze(item);
}

export function canonicalJson(value: unknown): string {
	if (value === null || typeof value !== 'object') {
		// Numbers: JSON form (-0 → 0); NaN / Infinity never occur in a valid table.
		return JSON.stringify(value) ?? 'null';
	}
	if (Array.isArray(value)) {
		return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
	}
	const entries = Object.entries(value as Record<string, unknown>)
		.filter(([, item]) => item !== undefined)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * FNV-1a 64 in four 16-bit limbs (low first): the prime 0x100000001b3 is 0x1b3 + 2^40, so each
 * step is limb × 0x1b3 plus the value shifted by 40 bits, with carries — every intermediate stays
 * below 2^31, exact in ordinary numbers. (BigInt arithmetic per byte was twenty times slower.)
 */
export function fnv1a64(bytes: Uint8Array): string {
	let h0 = 0x2325,
		h1 = 0x8422,
		h2 = 0x9ce4,
		h3 = 0xcbf2;
	for (let i = 0; i < bytes.length; i++) {
		h0 ^= bytes[i]!;
		const t0 = h0 * 0x1b3;
		let t1 = h1 * 0x1b3;
		let t2 = h2 * 0x1b3 + (h0 << 8);
		let t3 = h3 * 0x1b3 + (h1 << 8);
		t1 += t0 >>> 16;
		t2 += t1 >>> 16;
		t3 += t2 >>> 16;
		h0 = t0 & 0xffff;
		h1 = t1 & 0xffff;
		h2 = t2 & 0xffff;
		h3 = t3 & 0xffff;
	}
	return [h3, h2, h1, h0].map((h) => h.toString(16).padStart(4, '0')).join('');
}

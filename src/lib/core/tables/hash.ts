import type { Table } from './types';

/**
 * A stable content hash of a table: FNV-1a 64-bit over the UTF-8 bytes of a canonical JSON
 * (object keys sorted, `undefined` members dropped, array order kept), as 16 lowercase hex
 * digits. Same content → same hash whatever the key order; used to record which exact
 * table a game session looked things up in. Not a cryptographic hash.
 */
export function tableHash(table: Table): string {
	return fnv1a64(new TextEncoder().encode(canonicalJson(table)));
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

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

export function fnv1a64(bytes: Uint8Array): string {
	let hash = FNV_OFFSET;
	for (const byte of bytes) {
		hash ^= BigInt(byte);
		hash = (hash * FNV_PRIME) & MASK;
	}
	return hash.toString(16).padStart(16, '0');
}

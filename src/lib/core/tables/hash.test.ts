import { describe, expect, it } from 'vitest';
import { clone, fakeCrt, fakeSmall } from './fixtures';
import fc from 'fast-check';
import { fnv1a64, sealTable } from './hash';
import { tableHash } from './index';
import type { Table } from './index';

/** Rebuild every object with its keys in reverse order. */
function reverseKeys<T>(x: T): T {
	if (Array.isArray(x)) return x.map(reverseKeys) as T;
	if (x !== null && typeof x === 'object') {
		return Object.fromEntries(
			Object.entries(x as Record<string, unknown>)
				.reverse()
				.map(([k, v]) => [k, reverseKeys(v)])
		) as T;
	}
	return x;
}

describe('tableHash', () => {
	it('is FNV-1a 64 (reference vectors)', () => {
		const enc = new TextEncoder();
		expect(fnv1a64(enc.encode(''))).toBe('cbf29ce484222325');
		expect(fnv1a64(enc.encode('a'))).toBe('af63dc4c8601ec8c');
		expect(fnv1a64(enc.encode('foobar'))).toBe('85944171f73967e8');
	});

	it('does not depend on key order and is pinned for a fixed table', () => {
		const table = fakeSmall();
		const reversed = reverseKeys(table);
		expect(JSON.stringify(reversed)).not.toBe(JSON.stringify(table));
		expect(tableHash(reversed)).toBe(tableHash(table));
		expect(tableHash(table)).toMatch(/^[0-9a-f]{16}$/);
		// Pinned: a change here means recorded sessions no longer match their tables.
		expect(tableHash(table)).toBe(PINNED_SMALL);
	});

	it('changes with any content change', () => {
		const base = fakeSmall();
		const variants: ((t: Table) => void)[] = [
			(t) => (t.cells[2]![1] = { value: 2 }),
			(t) => (t.cells[2]![1]!.note = 'x'),
			(t) => (t.names.ja = 'ちがう'),
			(t) => (t.rows[0] = { from: 2, to: 3 }),
			(t) => (t.columns[0]!.ratio = 0),
			(t) => (t.notes = ''),
			(t) => t.cells.reverse()
		];
		const seen = new Set([tableHash(base)]);
		for (const change of variants) {
			const t = clone(base);
			change(t);
			seen.add(tableHash(t));
		}
		expect(seen.size).toBe(variants.length + 1);
		expect(tableHash(fakeCrt())).not.toBe(tableHash(base));
	});

	it('ignores undefined members (absent and undefined are the same content)', () => {
		const t = fakeSmall();
		expect(tableHash({ ...t, notes: undefined })).toBe(tableHash(t));
	});
});

const PINNED_SMALL = '5d95cb61ca822b80';

describe('fnv1a64 in 16-bit limbs', () => {
	/** The textbook definition, in BigInt, as the reference. */
	function reference(bytes: Uint8Array): string {
		let hash = 0xcbf29ce484222325n;
		for (const byte of bytes) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
		return hash.toString(16).padStart(16, '0');
	}

	it('equals the BigInt definition on any bytes', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
				expect(fnv1a64(bytes)).toBe(reference(bytes));
			})
		);
	});
});

describe('sealTable', () => {
	it('freezes the table deep and keeps the same hash', () => {
		const table = fakeSmall();
		const before = tableHash(table);
		const sealed = sealTable(table);
		expect(sealed).toBe(table);
		expect(Object.isFrozen(sealed.cells[0])).toBe(true);
		expect(() => ((sealed.names as { ja: string }).ja = 'x')).toThrow(TypeError);
		expect(tableHash(sealed)).toBe(before);
		expect(tableHash(sealed)).toBe(before);
	});

	it('an unsealed table is hashed afresh after a change', () => {
		const table = fakeSmall();
		const before = tableHash(table);
		table.names.ja = 'ちがう';
		expect(tableHash(table)).not.toBe(before);
	});
});

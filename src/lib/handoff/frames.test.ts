import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeQR } from '@paulmillr/qr';
import jsQR from 'jsqr';
import { FrameCollector, fromBase45, parseFrameList, readFrame, toBase45, toFrames } from './frames';
import { deflate, inflate } from './compress';

describe('base45 (RFC 9285)', () => {
	it('matches the RFC examples', () => {
		expect(toBase45(new TextEncoder().encode('AB'))).toBe('BB8');
		expect(toBase45(new TextEncoder().encode('Hello!!'))).toBe('%69 VD92EX0');
		expect(new TextDecoder().decode(fromBase45('QED8WEX0'))).toBe('ietf!');
	});
	it('round-trips any bytes (property)', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 500 }), (b) => {
				expect(fromBase45(toBase45(b))).toEqual(b);
			})
		);
	});
	it('refuses text that is not base45', () => {
		expect(() => fromBase45('GGW')).toThrow(RangeError); // 65535 < n? "GGW" = 16+16*45+32*2025 > 0xffff
		expect(() => fromBase45('ab')).toThrow(/not base45/);
		expect(() => fromBase45('A')).toThrow(/length/);
	});
});

describe('frames', () => {
	it('any bytes come back whatever order the frames are read in, with repeats (property)', () => {
		fc.assert(
			fc.property(
				fc.uint8Array({ maxLength: 3000 }),
				fc.integer({ min: 1, max: 40 }),
				fc.integer(),
				(bytes, per, seed) => {
					const frames = toFrames(bytes, 'T1', per * 3);
					const c = new FrameCollector();
					const order = frames.map((f, i) => [f, (i * 7919 + seed) % 1000] as const).sort((a, b) => a[1] - b[1]);
					for (const [f] of [...order, ...order]) c.add(f);
					expect(c.complete).toBe(true);
					expect(c.bytes()).toEqual(bytes);
				}
			)
		);
	});
	it('says which frames are missing and ignores another transfer', () => {
		const frames = toFrames(
			new Uint8Array(100).map((_, i) => i),
			'A',
			30
		);
		const c = new FrameCollector();
		expect(c.add(frames[0]!)).toBe('new');
		expect(c.add(frames[0]!)).toBe('seen');
		expect(c.add(toFrames(new Uint8Array(5), 'B')[0]!)).toBe('other');
		expect(c.add('https://example.com')).toBe('other');
		c.add(frames[2]!);
		expect(c.missing()).toEqual([2, 4, 5]);
		expect(() => c.bytes()).toThrow(/2, 4, 5/);
		expect(readFrame('ST0/3:A:')).toBeUndefined();
	});
	it('reads the list of frames asked for again', () => {
		expect(parseFrameList('3, 7、10-12 99', 20)).toEqual([3, 7, 10, 11, 12]);
	});
	it('frames survive a real QR encode (@paulmillr/qr) and decode (jsQR)', async () => {
		const text = JSON.stringify({
			format: 'sidetable.export',
			sessions: Array.from({ length: 30 }, (_, i) => ({ i, name: `卓${i}` }))
		});
		const frames = toFrames(await deflate(text), 'Q7');
		const c = new FrameCollector();
		for (const f of frames) {
			const bits = encodeQR(f, 'raw', { ecc: 'low', border: 4 });
			const scale = 3;
			const size = bits.length * scale;
			const data = new Uint8Array(size * size * 4);
			for (let y = 0; y < size; y++)
				for (let x = 0; x < size; x++) {
					const v = bits[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
					data.set([v, v, v, 255], (y * size + x) * 4);
				}
			c.add(jsQR(new Uint8ClampedArray(data.buffer), size, size)?.data ?? '');
		}
		expect(await inflate(c.bytes())).toBe(text);
	});
});

import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { qrBits } from './qr';

/** The code as a camera would see it: 4 px per module, black on white, RGBA. */
function scan(bits: boolean[][]): string | undefined {
	const scale = 4;
	const size = bits.length * scale;
	const rgba = new Uint8ClampedArray(size * size * 4);
	for (let y = 0; y < size; y++)
		for (let x = 0; x < size; x++) {
			const v = bits[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
			rgba.set([v, v, v, 255], (y * size + x) * 4);
		}
	return jsQR(rgba, size, size)?.data;
}

describe('qrBits', () => {
	it('encodes a join link that a QR reader reads back whole', () => {
		const url =
			'https://sidetable.example/join#v=1&relay=wss%3A%2F%2Frelay.example.org&room=3fa2b9c0d1e4f5061728394a5b6c7d8e&session=8c6f1f3e-2b1a-4c3d-9e8f-0a1b2c3d4e5f&system=locke&gm=0f1e2d3c4b5a69788796a5b4c3d2e1f0&as=player';
		expect(scan(qrBits(url))).toBe(url);
	});
});

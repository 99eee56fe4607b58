import { encodeQR } from '@paulmillr/qr';

/** A QR code's modules, true = dark: low error correction (a screen, not paper), a quiet zone of 4. */
export function qrBits(text: string): boolean[][] {
	return encodeQR(text, 'raw', { ecc: 'low', border: 4 });
}

/**
 * Draws `bits` on `canvas`, black on white, as large as whole pixels allow and centred: a camera
 * reads a code with crisp, equal modules best.
 */
export function drawQr(canvas: HTMLCanvasElement, bits: boolean[][]): void {
	const ctx = canvas.getContext('2d');
	if (!ctx) return;
	const scale = Math.max(1, Math.floor(canvas.width / bits.length));
	ctx.fillStyle = '#fff';
	ctx.fillRect(0, 0, canvas.width, canvas.height);
	ctx.fillStyle = '#000';
	const off = Math.floor((canvas.width - bits.length * scale) / 2);
	for (let y = 0; y < bits.length; y++)
		for (let x = 0; x < bits.length; x++) if (bits[y]![x]) ctx.fillRect(off + x * scale, off + y * scale, scale, scale);
}

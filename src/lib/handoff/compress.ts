/** Deflate (raw) with the browser's own CompressionStream: nothing to ship for it. */
async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
	return new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream)).arrayBuffer());
}

export function deflate(text: string): Promise<Uint8Array> {
	return through(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
}

export async function inflate(bytes: Uint8Array): Promise<string> {
	return new TextDecoder('utf-8', { fatal: true }).decode(await through(bytes, new DecompressionStream('deflate-raw')));
}

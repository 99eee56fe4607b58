import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';

// jsdom lays nothing out and has no ResizeObserver, which Svelte's bind:clientHeight uses (the
// notice bar's height): sizes stay 0 there, as they would be.
globalThis.ResizeObserver ??= class {
	observe(): void {}
	unobserve(): void {}
	disconnect(): void {}
} as unknown as typeof ResizeObserver;

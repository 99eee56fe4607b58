// Types of harness.mjs for the TypeScript tests that reuse it (src/lib/sync/bridge.test.ts); the
// declaration keeps the type check on the test's side, not on the plain-JS harness.
import type * as Y from 'yjs';
import type { WebsocketProvider } from 'y-websocket';

export interface Relay {
	url: string;
	port: number;
	lines: string[];
	line(re: RegExp, from?: number, timeoutMs?: number): Promise<string>;
	stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<unknown>;
}

export interface Client {
	doc: Y.Doc;
	provider: WebsocketProvider;
	events: Y.Array<unknown>;
	record(n?: number, payload?: unknown): unknown[];
	keys(): string[];
	leave(): void;
}

export function startRelay(env?: Record<string, string>, options?: { cwd?: string }): Promise<Relay>;
export function join(url: string, room: string, device: string, options?: object): Client;
export function newRoomName(): string;
export function deviceId(): string;
export function until<T>(what: string, check: () => T, options?: { timeoutMs?: number; everyMs?: number }): Promise<T>;
/** The `ws` package's WebSocket (Node 20 has none of its own), for y-websocket's WebSocketPolyfill. */
export const WebSocket: unknown;

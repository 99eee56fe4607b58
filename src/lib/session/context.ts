import { getContext, setContext } from 'svelte';
import type { SessionController } from './session.svelte';

const KEY = Symbol('session');

/** Provides the open session as a getter: the layout swaps controllers when the id changes. */
export function provideSession(get: () => SessionController): void {
	setContext(KEY, get);
}

export function useSession(): SessionController {
	return getContext<() => SessionController>(KEY)();
}

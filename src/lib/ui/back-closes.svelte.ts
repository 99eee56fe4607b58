import { pushState } from '$app/navigation';
import { page } from '$app/state';
import { untrack } from 'svelte';

let nextId = 1;

/**
 * The phone's back button closes what is open (a sheet, a dialog, a keypad, a menu) instead
 * of leaving the screen. Call it while a component initialises:
 *
 *     backCloses(() => open, () => (open = false));
 *
 * Opening pushes a shallow history entry (SvelteKit `pushState`, no navigation); back pops it
 * and `close` runs. Closing any other way (a button, Escape) takes our entry back off the
 * history, so back after that goes where it would have gone anyway.
 */
export function backCloses(isOpen: () => boolean, close: () => void): void {
	const id = `overlay-${nextId++}`;
	let pushed = false;
	const ours = () => page.state.overlay === id;

	$effect(() => {
		const open = isOpen();
		if (open && !pushed) {
			try {
				pushState('', { ...untrack(() => page.state), overlay: id });
				pushed = true;
			} catch {
				// No router (component tests): the overlay works, back just does not close it.
			}
		} else if (!open && pushed) {
			pushed = false;
			if (untrack(ours)) history.back();
		}
	});

	// Back (or forward) moved off our entry while open: close.
	$effect(() => {
		const mine = ours(); // read first: this effect must follow page.state
		if (pushed && !mine) {
			pushed = false;
			close();
		}
	});

	// Unmounted while open (e.g. the value was saved and the card re-rendered): drop our entry,
	// but never when a navigation elsewhere is what unmounted us (then the state is not ours).
	$effect(() => () => {
		if (pushed && ours()) history.back();
		pushed = false;
	});
}

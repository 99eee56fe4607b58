import type { Attachment } from 'svelte/attachments';

/**
 * For a button that moves the game on (end a turn, record an attack, draw): inert from its tap
 * until the write lands — a second tap in between does nothing. `{@attach recordOnce(session)}`.
 * The shell refuses such a second tap anyway (it was made on a log position the game has moved
 * past); this keeps it from even reaching the command. Only the click is swallowed: the button
 * keeps its look and its focus, so a write of a few milliseconds does not flicker.
 */
export function recordOnce(session: { readonly busy: boolean }): Attachment<HTMLElement> {
	return (node) => {
		const swallow = (e: Event) => {
			if (!session.busy) return;
			e.preventDefault();
			e.stopImmediatePropagation();
		};
		// On the button itself, before Svelte's delegated handler at the root sees the click.
		node.addEventListener('click', swallow, { capture: true });
		return () => node.removeEventListener('click', swallow, { capture: true });
	};
}

import { beforeNavigate, goto } from '$app/navigation';

/** The question "leave a half-filled form?", answered in our own dialog (LeaveDialog.svelte). */
class LeaveConfirm {
	asking = $state(false);
	#answer: ((leave: boolean) => void) | null = null;

	ask(): Promise<boolean> {
		this.#answer?.(false);
		this.asking = true;
		return new Promise((resolve) => (this.#answer = resolve));
	}

	answer(leave: boolean): void {
		this.asking = false;
		const a = this.#answer;
		this.#answer = null;
		a?.(leave);
	}
}

export const leaveConfirm = new LeaveConfirm();

/**
 * A form with unsaved input asks before the app navigates away (a link, the back button);
 * closing or reloading the tab gets the browser's own question. Call while a component
 * initialises, with a function that says whether something is typed and not yet saved.
 */
export function guardLeave(isDirty: () => boolean): void {
	let passing = false;
	beforeNavigate((nav) => {
		if (passing || !isDirty()) return;
		nav.cancel();
		if (nav.type === 'leave') return; // the browser asks (beforeunload)
		const { type, delta } = nav;
		const to = nav.to?.url;
		void leaveConfirm.ask().then((leave) => {
			if (!leave) return;
			passing = true;
			if (type === 'popstate' && delta) history.go(delta);
			else if (to) void goto(to);
		});
	});
}

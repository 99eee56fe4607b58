/** Short messages at the bottom of the screen: refusals, errors, "deleted — undo". */
export interface Notice {
	id: number;
	text: string;
	kind: 'info' | 'error';
	action?: { label: string; run: () => void };
	/**
	 * `bar` (the default): at the bottom of the screen, over the page. `page`: in the page's flow
	 * under the session bar, where it covers nothing (a note on the first open of a session, when
	 * the form to fill is exactly where the bar would sit); it stays until closed.
	 */
	place?: 'bar' | 'page';
}

class Notices {
	items = $state<Notice[]>([]);
	/**
	 * Pixels the notices sit above the bottom bar: a form's record bar that sticks there sets its
	 * height, so a toast never covers the button a person is about to tap. Only the notices'
	 * own style changes (a custom property on <body> would restyle the whole page on every tap).
	 */
	lift = $state(0);
	/** The notices' own height: the page keeps that much room below its end, so they never hide its last button. */
	height = $state(0);
	#next = 1;

	show(
		text: string,
		kind: Notice['kind'] = 'info',
		action?: Notice['action'],
		ms = 6000,
		place: Notice['place'] = 'bar'
	): number {
		const id = this.#next++;
		this.items = [...this.items.slice(-2), { id, text, kind, action, place }];
		if (ms > 0) setTimeout(() => this.dismiss(id), ms);
		return id;
	}

	error(text: string): number {
		return this.show(text, 'error', undefined, 9000);
	}

	dismiss(id: number): void {
		this.items = this.items.filter((n) => n.id !== id);
	}

	/** Takes the error notices away: the next action went through, so they no longer tell the truth. */
	clearErrors(): void {
		if (this.items.some((n) => n.kind === 'error')) this.items = this.items.filter((n) => n.kind !== 'error');
	}
}

export const notices = new Notices();

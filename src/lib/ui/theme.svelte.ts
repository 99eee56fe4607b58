export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'sidetable.theme';

/** Dark/light follows the system unless the person picks one; applied before paint in app.html. */
class Theme {
	choice = $state<ThemeChoice>('system');

	load(): void {
		const stored = localStorage.getItem(KEY);
		this.choice = stored === 'light' || stored === 'dark' ? stored : 'system';
		this.#apply();
	}

	set(choice: ThemeChoice): void {
		this.choice = choice;
		if (choice === 'system') localStorage.removeItem(KEY);
		else localStorage.setItem(KEY, choice);
		this.#apply();
	}

	#apply(): void {
		if (this.choice === 'system') delete document.documentElement.dataset.theme;
		else document.documentElement.dataset.theme = this.choice;
	}
}

export const theme = new Theme();

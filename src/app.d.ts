// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {
		interface PageState {
			/** An open sheet, dialog or keypad that the back button closes (lib/ui/back-closes). */
			overlay?: string;
		}
	}
}
export {};

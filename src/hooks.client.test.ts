// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { getLocale, localStorageKey } from '$lib/paraglide/runtime';
import { init } from './hooks.client';

it('resolves the language once when the app starts: a change saved later (another tab) shows after a reload', async () => {
	localStorage.setItem(localStorageKey, 'en');
	await init();
	expect(getLocale()).toBe('en');
	localStorage.setItem(localStorageKey, 'ja');
	expect(getLocale()).toBe('en');
	expect(m.home_title()).toBe('Sessions');
});

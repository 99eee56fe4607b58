import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import { setLocale } from '$lib/paraglide/runtime';
import SessionHeader from './SessionHeader.svelte';

const props = (undoable?: boolean) => ({
	name: '席テスト',
	undoText: null,
	redoText: null,
	canUndo: true,
	canRedo: true,
	onundo: vi.fn(),
	onredo: vi.fn(),
	onLog: false,
	playHref: '/s/x',
	logHref: '/s/x/log',
	actions: 3,
	...(undoable === undefined ? {} : { undoable })
});

describe('SessionHeader', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('offers undo and redo on a device that records', () => {
		render(SessionHeader, { props: props() });
		expect(screen.getByRole('button', { name: '元に戻す' })).toBeTruthy();
		expect(screen.getByRole('button', { name: 'やり直す' })).toBeTruthy();
	});

	it('has no undo or redo on the spectator board (issue 26: a spectator records nothing)', () => {
		render(SessionHeader, { props: props(false) });
		expect(screen.queryByRole('button', { name: /元に戻す/ })).toBeNull();
		expect(screen.queryByRole('button', { name: /やり直す/ })).toBeNull();
		// The rest of the bar stays: back to the list and the session's name.
		expect(screen.getByRole('heading', { name: '席テスト' })).toBeTruthy();
	});
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'svelte';
import { setLocale } from '$lib/paraglide/runtime';
import NoticeBar from './NoticeBar.svelte';
import { notices } from './notices.svelte';

describe('NoticeBar', () => {
	beforeEach(() => {
		notices.items = [];
		setLocale('ja', { reload: false });
	});

	it('announces errors as alerts and can be closed', async () => {
		render(NoticeBar);
		notices.error('保存できませんでした');
		flushSync();
		expect(screen.getByRole('alert')).toHaveTextContent('保存できませんでした');
		await userEvent.setup().click(screen.getByRole('button', { name: '閉じる' }));
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('runs the offered action (e.g. undo a delete) once and closes', async () => {
		render(NoticeBar);
		const run = vi.fn();
		notices.show('「土曜の卓」を削除しました', 'info', { label: '元に戻す', run });
		flushSync();
		await userEvent.setup().click(screen.getByRole('button', { name: '元に戻す' }));
		expect(run).toHaveBeenCalledTimes(1);
		expect(screen.queryByText('「土曜の卓」を削除しました')).toBeNull();
	});

	it('keeps at most three notices on screen', () => {
		render(NoticeBar);
		for (const t of ['一', '二', '三', '四']) notices.show(t);
		flushSync();
		expect(screen.queryByText('一')).toBeNull();
		expect(screen.getByText('四')).toBeInTheDocument();
	});
});

import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '$tests/factories/session.svelte';
import PgtScreen from './PgtScreen.svelte';
import { pgt } from '..';
import { openTab as openPanelTab, partShown } from '$tests/factories/tabs';

/** Opens a tab and waits for its code (loaded when first shown) to be on screen. */
const openTab = (user: ReturnType<typeof userEvent.setup>, name: string) => openPanelTab(user, name, 'pgt-panel');

describe('the draft helper screen', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it(
		'three seats and a pool: a pool below 72 is refused on the spot; then each pick counts and the pack goes left',
		{ timeout: 20_000 },
		async () => {
			const session = new TestSession(pgt);
			render(PgtScreen, { session });
			await partShown('pgt-panel');
			const user = userEvent.setup();
			await openTab(user, 'ドラフト');
			const draft = screen.getByRole('region', { name: 'ドラフト' });
			for (const [k, name] of ['ハル', 'ナツ', 'アキ'].entries())
				await user.type(within(draft).getByLabelText(k < 3 ? `${k + 1}人目` : ''), name);
			const pool = within(draft).getByLabelText('使うカードの枚数(72枚以上)');
			await user.clear(pool);
			await user.type(pool, '３６');
			await user.tab();
			expect(within(draft).getByRole('alert').textContent).toContain('72 以上にしてください');
			expect(within(draft).getByRole('button', { name: 'ドラフト開始' })).toHaveProperty('disabled', true);
			await user.clear(pool);
			await user.type(pool, '７２');
			await user.click(within(draft).getByRole('button', { name: 'ドラフト開始' }));
			expect(session.state.draft).toMatchObject({ players: ['ハル', 'ナツ', 'アキ'], pool: 72, reading: 'pack-pass' });
			expect(within(draft).getByRole('status').textContent).toContain('ピック 1 / 18');
			await user.type(within(draft).getByLabelText('取ったカード(任意、記録に残す)'), '遠坂凛');
			await user.click(within(draft).getByRole('button', { name: 'ナツが取った' }));
			expect(session.events.at(-1)?.payload).toMatchObject({ seat: 1, card: '遠坂凛', count: 1 });
			// ナツ waits for the next pack; ハル picks and passes to ナツ.
			expect(within(draft).getByRole('button', { name: 'ナツが取った' })).toHaveProperty('disabled', true);
			expect(within(draft).getByText('取ったら残りをナツへ')).toBeTruthy();
		}
	);
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import type { OpenConflict } from '$lib/session/conflicts';
import Conflicts from './Conflicts.svelte';

const mine: OpenConflict = {
	target: { device: 'a'.repeat(32), counter: 2 },
	key: `${'a'.repeat(32)}:2`,
	who: 'この端末',
	what: 'ライフ +1 → 21',
	why: 'ライフ は 21 ではなく 20 になります',
	mayDismiss: true,
	reenter: { command: 'adjust', intent: { id: 'c1', by: 1 } }
};
const theirs: OpenConflict = {
	...mine,
	key: 'b:1',
	who: 'アキ',
	what: 'ライフ −2 → 18',
	why: 'ライフ は 18 ではなく 19 になります',
	mayDismiss: false
};
delete theirs.reenter;

describe('Conflicts', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('lists who, what and why; the recorder’s buttons name what they act on; another’s has none', async () => {
		const onreenter = vi.fn();
		const ondismiss = vi.fn();
		render(Conflicts, { props: { items: [mine, theirs], session: { busy: false }, onreenter, ondismiss } });
		expect(screen.getByRole('heading', { name: '合わせられなかった記録（2 件）' })).toBeTruthy();
		expect(screen.getByText('ライフ は 21 ではなく 20 になります', { selector: '.why' })).toBeTruthy();
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'もう一度記録: ライフ +1 → 21' }));
		await user.click(screen.getByRole('button', { name: 'このままにする: ライフ +1 → 21' }));
		expect(onreenter).toHaveBeenCalledWith(mine);
		expect(ondismiss).toHaveBeenCalledWith(mine);
		expect(screen.queryByRole('button', { name: /ライフ −2/ })).toBeNull();
		expect(screen.getAllByRole('button')).toHaveLength(2);
	});

	it('a double tap records once', async () => {
		const onreenter = vi.fn();
		render(Conflicts, { props: { items: [mine], session: { busy: false }, onreenter, ondismiss: vi.fn() } });
		const button = screen.getByRole('button', { name: /もう一度記録/ });
		button.click();
		button.click();
		expect(onreenter).toHaveBeenCalledTimes(1);
	});
});

import { describe, expect, it, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import { TestSession } from '$tests/factories/session.svelte';
import CountersScreen from './CountersScreen.svelte';
import { counters } from '..';
import type { CountersState } from '../reducer';

/** A reactive session running the real commands and reducer; `sent` is every recorded event. */
function fakeSession(state: CountersState) {
	const session = new TestSession(counters, { state });
	return { session, sent: session.events };
}

const life = { id: 'a', name: 'ライフ', value: 20, initial: 20, min: 0, max: null, step: 1 };

describe('CountersScreen', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('adds a counter from the form as one counterAdded event', async () => {
		const { session, sent } = fakeSession({ counters: [] });
		render(CountersScreen, { session });
		const form = screen.getByRole('form', { name: 'カウンターを追加' });
		const user = userEvent.setup();
		await user.type(screen.getByLabelText('名前'), '毒');
		const initial = screen.getByLabelText('初期値');
		await user.clear(initial);
		await user.type(initial, '3');
		await user.type(screen.getByLabelText('上限（空欄でなし）'), '10');
		await user.click(form.querySelector('button[type=submit]')!);
		expect(sent).toHaveLength(1);
		expect(sent[0]).toMatchObject({
			type: 'counters/counterAdded',
			payload: { name: '毒', initial: 3, min: null, max: 10, step: 1 }
		});
	});

	it('refuses a non-number in the form with a message and sends nothing', async () => {
		const { session, sent } = fakeSession({ counters: [] });
		render(CountersScreen, { session });
		const user = userEvent.setup();
		await user.type(screen.getByLabelText('下限（空欄でなし）'), 'abc');
		await user.click(screen.getByRole('button', { name: '追加' }));
		expect(screen.getByRole('alert')).toHaveTextContent('数字で入力してください（例：12、−3）');
		expect(screen.getByLabelText('下限（空欄でなし）')).toHaveValue('abc');
		expect(sent).toHaveLength(0);
	});

	it('± buttons are named for the counter and step, and send adjustments', async () => {
		const { session, sent } = fakeSession({ counters: [life] });
		render(CountersScreen, { session });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'ライフ を 1 増やす' }));
		await user.click(screen.getByRole('button', { name: 'ライフ を 1 減らす' }));
		expect(sent.map((e) => (e.payload as { by: number }).by)).toEqual([1, -1]);
		expect(screen.getByRole('button', { name: 'ライフ の値' })).toHaveTextContent('20');
	});

	it('tapping the value allows direct entry, validated', async () => {
		const { session, sent } = fakeSession({ counters: [life] });
		render(CountersScreen, { session });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'ライフ の値' }));
		const input = screen.getByLabelText('値を直接入力');
		await user.clear(input);
		await user.type(input, '7x');
		await user.click(screen.getByRole('button', { name: '決定' }));
		expect(screen.getByRole('alert')).toHaveTextContent('数字で入力してください（例：12）');
		expect(sent).toHaveLength(0);
		await user.clear(input);
		await user.type(input, '１２'); // full-width digits from a Japanese keyboard
		await user.click(screen.getByRole('button', { name: '決定' }));
		expect(sent[0]).toMatchObject({ type: 'counters/counterSet', payload: { id: 'a', value: 12 } });
	});

	it('shows an empty-state hint when there are no counters', () => {
		const { session } = fakeSession({ counters: [] });
		render(CountersScreen, { session });
		expect(screen.getByText(/まだカウンターがありません/)).toBeInTheDocument();
	});
});

describe('CountersScreen editing', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('edit opens the counter settings and saves them as one counterEdited event', async () => {
		const { session, sent } = fakeSession({ counters: [life] });
		render(CountersScreen, { session });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'ライフ を編集' }));
		const form = screen.getByRole('form', { name: 'ライフ' });
		const step = screen.getAllByLabelText('1タップの増減')[0]!;
		await user.clear(step);
		await user.type(step, '5');
		await user.click(form.querySelector('button[type=submit]')!);
		expect(sent[0]).toMatchObject({ type: 'counters/counterEdited', payload: { id: 'a', step: 5, min: 0, max: null } });
	});
});

describe('CountersScreen add form', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('clears after a counter is added, ready for the next one', async () => {
		const { session } = fakeSession({ counters: [] });
		render(CountersScreen, { session });
		const user = userEvent.setup();
		const name = screen.getAllByLabelText('名前').at(-1)!;
		await user.type(name, '毒');
		await user.click(screen.getByRole('button', { name: '追加' }));
		expect(session.state.counters.map((c) => c.name)).toEqual(['毒']);
		expect(screen.getAllByLabelText('名前').at(-1)).toHaveValue('');
	});
});

describe('CountersScreen refusals', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('a refused counter is explained once, under the form, and the form keeps what was typed', async () => {
		const { session, sent } = fakeSession({ counters: [] });
		render(CountersScreen, { session });
		const user = userEvent.setup();
		await user.type(screen.getByLabelText('名前'), '毒');
		await user.type(screen.getByLabelText('下限（空欄でなし）'), '5');
		await user.type(screen.getByLabelText('上限（空欄でなし）'), '1');
		await user.click(screen.getByRole('button', { name: '追加' }));
		expect(screen.getByRole('alert')).toHaveTextContent('下限が上限より大きくなっています');
		expect(session.noticed).toEqual([]);
		expect(sent).toHaveLength(0);
		expect(screen.getByLabelText('名前')).toHaveValue('毒');
	});
});

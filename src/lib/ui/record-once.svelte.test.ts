import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/svelte';
import RecordOnceHarness from './RecordOnceHarness.test.svelte';
import { DOUBLE_TAP_MS } from './record-once';

function setup() {
	const onclick = vi.fn();
	const session = { busy: false };
	const clock = { t: 1_000_000 };
	render(RecordOnceHarness, { session, onclick, now: () => clock.t });
	return {
		onclick,
		session,
		clock,
		end: screen.getByRole('button', { name: 'ターン終了' }),
		draw: screen.getByRole('button', { name: 'アプリで引く' })
	};
}

describe('recordOnce', () => {
	it('a second tap while the first one’s write is on its way does nothing', async () => {
		const { onclick, session, clock, end } = setup();
		await fireEvent.click(end);
		session.busy = true;
		clock.t += DOUBLE_TAP_MS + 1;
		await fireEvent.click(end);
		session.busy = false;
		await fireEvent.click(end);
		expect(onclick).toHaveBeenCalledTimes(2);
	});

	it('a second tap 50 ms after a write that already landed does nothing (a double tap draws once)', async () => {
		const { onclick, clock, draw } = setup();
		await fireEvent.click(draw);
		clock.t += 50;
		await fireEvent.click(draw);
		expect(onclick).toHaveBeenCalledTimes(1);
		clock.t += DOUBLE_TAP_MS;
		await fireEvent.click(draw);
		expect(onclick).toHaveBeenCalledTimes(2);
	});

	it('swallows the bounce of a button whose label changed with the first tap (same button, new name)', async () => {
		const { onclick, clock } = setup();
		await fireEvent.click(screen.getByRole('button', { name: 'パス(次は 1)' }));
		clock.t += 50;
		await fireEvent.click(await screen.findByRole('button', { name: 'パス(次は 2)' }));
		expect(onclick.mock.calls).toEqual([['pass']]);
	});

	it('holds up only the button tapped, not the next one a person reaches for', async () => {
		const { onclick, clock, draw, end } = setup();
		await fireEvent.click(draw);
		clock.t += 50;
		await fireEvent.click(end);
		expect(onclick.mock.calls).toEqual([['draw'], ['end']]);
	});
});

describe('recordOnce between two intended taps', () => {
	it('a tap elsewhere in between (a card picked) makes the next quick tap a new one', async () => {
		const { onclick, clock, draw, end } = setup();
		await fireEvent.click(draw);
		clock.t += 50;
		await fireEvent.click(end);
		clock.t += 50;
		await fireEvent.click(draw);
		expect(onclick.mock.calls).toEqual([['draw'], ['end'], ['draw']]);
	});
});

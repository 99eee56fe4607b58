import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/svelte';
import RecordOnceHarness from './RecordOnceHarness.test.svelte';
import { BOUNCE_PX, DOUBLE_TAP_MS } from './record-once';

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

describe('recordOnce where the finger was', () => {
	/** Lays the harness's buttons out on top of each other, as the next step's button is drawn where the last one was. */
	function stacked() {
		const rect = { left: 0, top: 500, right: 360, bottom: 548, width: 360, height: 48, x: 0, y: 500 };
		for (const b of screen.getAllByRole('button'))
			b.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
	}
	const tapAt = (button: HTMLElement, x: number, y: number) =>
		fireEvent.click(button, { clientX: x, clientY: y, detail: 1 });

	it('the bounce that lands on the next step’s button, drawn under the finger, does nothing', async () => {
		// mtg.test.mjs: the second tap on ① リセット landed on ② 戦闘パート開始 and recorded ②.
		const { onclick, clock, draw, end } = setup();
		stacked();
		await tapAt(end, 180, 524);
		clock.t += 50;
		await tapAt(draw, 183, 527);
		expect(onclick.mock.calls).toEqual([['end']]);
		clock.t += DOUBLE_TAP_MS;
		await tapAt(draw, 183, 527);
		expect(onclick.mock.calls).toEqual([['end'], ['draw']]);
	});

	it('a quick tap a finger’s width away is a tap a person meant', async () => {
		const { onclick, clock, draw, end } = setup();
		stacked();
		await tapAt(end, 100, 524);
		clock.t += 50;
		await tapAt(draw, 100 + BOUNCE_PX + 1, 524);
		expect(onclick.mock.calls).toEqual([['end'], ['draw']]);
	});

	it('a key press or a click without a place (detail 0) is never taken for a bounce', async () => {
		const { onclick, clock, draw, end } = setup();
		stacked();
		await tapAt(end, 180, 524);
		clock.t += 50;
		await fireEvent.click(draw, { clientX: 180, clientY: 524, detail: 0 });
		expect(onclick.mock.calls).toEqual([['end'], ['draw']]);
	});

	it('marks the page while the window is open, so a test can wait for it as a person would', async () => {
		const { end } = setup();
		stacked();
		await tapAt(end, 180, 524);
		expect(document.body.dataset.settling).toBe('');
		await new Promise((r) => setTimeout(r, DOUBLE_TAP_MS + 20));
		expect(document.body.dataset.settling).toBeUndefined();
	});
});

describe('recordOnce with a mouse', () => {
	it('a mouse moved onto the next button was aimed at it: its quick click counts', async () => {
		const { onclick, clock, draw, end } = setup();
		const rect = { left: 0, top: 500, right: 360, bottom: 548, width: 360, height: 48, x: 0, y: 500 };
		for (const b of [draw, end]) b.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
		await fireEvent.click(end, { clientX: 180, clientY: 524, detail: 1 });
		clock.t += 50;
		const move = new MouseEvent('pointermove', { bubbles: true, clientX: 181, clientY: 524 });
		Object.defineProperty(move, 'pointerType', { value: 'mouse' });
		draw.dispatchEvent(move);
		await fireEvent.click(draw, { clientX: 181, clientY: 524, detail: 1 });
		expect(onclick.mock.calls).toEqual([['end'], ['draw']]);
	});
});

import { describe, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { DiceRoll } from '$lib/core/dice';
import DiceEntry from './DiceEntry.svelte';
import OddsBar from './OddsBar.svelte';

const FIRST = /^(1個目|Die 1)$/;
const SECOND = /^(2個目|Die 2)$/;

function setup(props: Partial<{ spec: string; success: { op: '<=' | '>=' | '<' | '>' | '='; target: number } }> = {}) {
	const onroll = vi.fn<(roll: DiceRoll) => void>();
	const user = userEvent.setup();
	render(DiceEntry, { spec: '2D6', label: 'ナガトの2D6', onroll, ...props });
	const entry = screen.getByRole('group', { name: 'ナガトの2D6' });
	return { onroll, user, entry };
}

describe('DiceEntry', () => {
	test('compact (a form on one phone screen) keeps both ways: faces or a typed total, and the app roll', async () => {
		const onroll = vi.fn<(roll: DiceRoll) => void>();
		const user = userEvent.setup();
		render(DiceEntry, { spec: '2D6', label: 'ナガトの2D6', onroll, compact: true });
		const entry = screen.getByRole('group', { name: 'ナガトの2D6' });
		await user.click(within(within(entry).getByRole('group', { name: FIRST })).getByRole('button', { name: '4' }));
		await user.click(within(within(entry).getByRole('group', { name: SECOND })).getByRole('button', { name: '2' }));
		expect(onroll).toHaveBeenLastCalledWith({ spec: '2D6', total: 6, faces: [4, 2], source: 'table' });
		await user.click(within(entry).getByRole('button', { name: /入れ直す|Re-enter/ }));
		await user.type(within(entry).getByLabelText(/合計を入力|Or type the total/), '9{Enter}');
		expect(onroll).toHaveBeenLastCalledWith({ spec: '2D6', total: 9, faces: [], source: 'table' });
		await user.click(within(entry).getByRole('button', { name: /入れ直す|Re-enter/ }));
		await user.click(within(entry).getByRole('button', { name: /アプリで振る|Roll for me/ }));
		expect(onroll).toHaveBeenLastCalledWith(expect.objectContaining({ spec: '2D6', source: 'app' }));
		expect(onroll).toHaveBeenCalledTimes(3);
	});

	test('tapping faces 3 and 5 for 2D6 records total 8 from the table, faces [3, 5]', async () => {
		const { onroll, user, entry } = setup();
		await user.click(within(within(entry).getByRole('group', { name: FIRST })).getByRole('button', { name: '3' }));
		expect(onroll).not.toHaveBeenCalled();
		await user.click(within(within(entry).getByRole('group', { name: SECOND })).getByRole('button', { name: '5' }));
		expect(onroll).toHaveBeenCalledTimes(1);
		expect(onroll).toHaveBeenCalledWith({ spec: '2D6', total: 8, faces: [3, 5], source: 'table' });
		// The result shows the total large, the faces and where the roll came from.
		const result = within(entry).getByRole('status');
		expect(result).toHaveTextContent('8');
		expect(entry).toHaveTextContent(/3 \+ 5/);
		expect(entry).toHaveTextContent(/卓で振った目|Rolled at the table/);
	});

	test('a face can be changed before the last die is tapped', async () => {
		const { onroll, user, entry } = setup();
		const first = within(entry).getByRole('group', { name: FIRST });
		await user.click(within(first).getByRole('button', { name: '2' }));
		await user.click(within(first).getByRole('button', { name: '6' }));
		expect(within(first).getByRole('button', { name: '6' })).toHaveAttribute('aria-pressed', 'true');
		expect(within(first).getByRole('button', { name: '2' })).toHaveAttribute('aria-pressed', 'false');
		await user.click(within(within(entry).getByRole('group', { name: SECOND })).getByRole('button', { name: '1' }));
		expect(onroll).toHaveBeenCalledWith({ spec: '2D6', total: 7, faces: [6, 1], source: 'table' });
	});

	test('typing 13 for 2D6 shows an error and records no roll', async () => {
		const { onroll, user, entry } = setup();
		const input = within(entry).getByLabelText(/合計を入力|Or type the total/);
		await user.type(input, '13{Enter}');
		expect(within(entry).getByRole('alert')).toHaveTextContent(/2.*12/);
		expect(input).toHaveAttribute('aria-invalid', 'true');
		expect(onroll).not.toHaveBeenCalled();
		// A possible total, typed in full-width digits, is accepted.
		await user.clear(input);
		await user.type(input, '１２');
		await user.click(within(entry).getByRole('button', { name: /^(決定|Enter)$/ }));
		expect(onroll).toHaveBeenCalledWith({ spec: '2D6', total: 12, faces: [], source: 'table' });
	});

	test('text that is not a number is refused with a message', async () => {
		const { onroll, user, entry } = setup();
		await user.type(within(entry).getByLabelText(/合計を入力|Or type the total/), 'abc{Enter}');
		expect(within(entry).getByRole('alert')).toHaveTextContent(/2D6/);
		expect(onroll).not.toHaveBeenCalled();
	});

	test('the app roll gives a possible total with source app, and can be re-entered', async () => {
		const { onroll, user, entry } = setup();
		await user.click(within(entry).getByRole('button', { name: /アプリで振る|Roll for me/ }));
		expect(onroll).toHaveBeenCalledTimes(1);
		const roll = onroll.mock.calls[0]![0];
		expect(roll.source).toBe('app');
		expect(roll.spec).toBe('2D6');
		expect(roll.faces).toHaveLength(2);
		expect(roll.total).toBeGreaterThanOrEqual(2);
		expect(roll.total).toBeLessThanOrEqual(12);
		expect(roll.total).toBe(roll.faces[0]! + roll.faces[1]!);
		expect(entry).toHaveTextContent(/アプリが振った目|Rolled by the app/);
		await user.click(within(entry).getByRole('button', { name: /入れ直す|Re-enter/ }));
		expect(within(entry).getByRole('group', { name: FIRST })).toBeInTheDocument();
	});

	test('shows the exact chance of success: 2D6 ≤ 6 is 41.7%', async () => {
		const { user, entry } = setup({ success: { op: '<=', target: 6 } });
		expect(entry).toHaveTextContent('41.7%');
		await user.click(within(within(entry).getByRole('group', { name: FIRST })).getByRole('button', { name: '1' }));
		await user.click(within(within(entry).getByRole('group', { name: SECOND })).getByRole('button', { name: '4' }));
		expect(entry).toHaveTextContent(/成功|Success/);
	});

	test('D66 is entered as tens and ones', async () => {
		const { onroll, user, entry } = setup({ spec: 'D66' });
		await user.click(
			within(within(entry).getByRole('group', { name: /十の位|Tens/ })).getByRole('button', { name: '4' })
		);
		await user.click(
			within(within(entry).getByRole('group', { name: /一の位|Ones/ })).getByRole('button', { name: '2' })
		);
		expect(onroll).toHaveBeenCalledWith({ spec: 'D66', total: 42, faces: [4, 2], source: 'table' });
	});

	test('D66 refuses a total with a 7 in it', async () => {
		const { onroll, user, entry } = setup({ spec: 'D66' });
		await user.type(within(entry).getByLabelText(/合計を入力|Or type the total/), '17{Enter}');
		expect(within(entry).getByRole('alert')).toHaveTextContent(/11/);
		expect(onroll).not.toHaveBeenCalled();
	});

	test('1D100 as two percentile dice: 00 and 0 is 100', async () => {
		const { onroll, user, entry } = setup({ spec: '1D100' });
		await user.click(
			within(within(entry).getByRole('group', { name: /十の位|Tens/ })).getByRole('button', { name: '00' })
		);
		await user.click(
			within(within(entry).getByRole('group', { name: /一の位|Ones/ })).getByRole('button', { name: '0' })
		);
		expect(onroll).toHaveBeenCalledWith({ spec: '1D100', total: 100, faces: [100], source: 'table' });
	});

	test('a modifier is added to the faces: 3D6+2', async () => {
		const { onroll, user, entry } = setup({ spec: '3D6+2' });
		for (const [n, face] of [
			[1, '1'],
			[2, '2'],
			[3, '3']
		] as const) {
			const group = within(entry).getByRole('group', { name: new RegExp(`^(${n}個目|Die ${n})$`) });
			await user.click(within(group).getByRole('button', { name: face }));
		}
		expect(onroll).toHaveBeenCalledWith({ spec: '3D6+2', total: 8, faces: [1, 2, 3], source: 'table' });
	});

	test('an unreadable spec says so instead of offering dice', () => {
		setup({ spec: '2D' });
		expect(screen.getByRole('alert')).toHaveTextContent('2D');
		expect(screen.queryByRole('button', { name: /アプリで振る|Roll for me/ })).toBeNull();
	});
});

describe('OddsBar', () => {
	test('lists every total with its chance, and marks the success region and the roll', () => {
		render(OddsBar, { spec: '2D6', success: { op: '<=', target: 6 }, rolled: 8 });
		const table = screen.getByRole('table');
		const rows = within(table).getAllByRole('row');
		expect(rows).toHaveLength(12); // header + 2..12
		expect(within(table).getByRole('rowheader', { name: '7' }).closest('[role=row]')).toHaveTextContent('16.7%');
		expect(within(table).getByRole('rowheader', { name: '8' }).closest('[role=row]')).toHaveAttribute(
			'aria-current',
			'true'
		);
		expect(screen.getByText(/最も出やすいのは 7|most likely 7/)).toHaveTextContent('41.7%');
	});
});

describe('DiceEntry odds', () => {
	test('the exact odds of every total sit beside the roll input, the rolled total marked', async () => {
		const { user, entry } = setup();
		// Folded, the chart is not built (a screen with a dice entry opens without its bars).
		expect(within(entry).queryByRole('table', { hidden: true })).toBeNull();
		await user.click(within(entry).getByText(/2D6 の確率分布を見る|Show the odds of 2D6/));
		const table = within(entry).getByRole('table');
		expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(11);
		expect(table).toHaveTextContent(/16\.7\s*%/); // P(7) = 6/36
		await user.click(within(within(entry).getByRole('group', { name: FIRST })).getByRole('button', { name: '3' }));
		await user.click(within(within(entry).getByRole('group', { name: SECOND })).getByRole('button', { name: '4' }));
		const marked = within(entry).getByRole('table').querySelector('[aria-current="true"]');
		expect(marked?.querySelector('[role=rowheader]')).toHaveTextContent(/^7$/);
		expect(entry).toHaveTextContent(/今回の出目 7|This roll 7/);
	});
});

/** A 1D6 entry whose owner records each roll (a promise the test settles with `done`), its face 4 tapped. */
async function recordingEntry() {
	let done: () => void = () => undefined;
	const onroll = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
	const user = userEvent.setup();
	render(DiceEntry, { spec: '1D6', label: 'カイ の行動ダイス', onroll });
	const entry = screen.getByRole('group', { name: 'カイ の行動ダイス' });
	await user.click(within(entry).getByRole('button', { name: '4' }));
	return { onroll, user, entry, done: () => done() };
}

describe('DiceEntry with an owner that records the roll', () => {
	test('the tapped face lets go of focus at once; the result takes it once the owner’s record is done', async () => {
		const { onroll, done } = await recordingEntry();
		expect(onroll).toHaveBeenCalledTimes(1);
		// Nothing in the entry holds focus while the record is written (the owner may replace it).
		expect(document.activeElement).toBe(document.body);
		done();
		await vi.waitFor(() => expect(document.activeElement).toHaveClass('result'));
		expect(document.activeElement).toHaveTextContent('4');
	});

	test('while the owner records a roll, a second tap (a finger’s bounce) enters nothing; then the result shows', async () => {
		const { onroll, user, entry, done } = await recordingEntry();
		// Until the record lands the faces stay (an owner may replace the entry then), inert.
		await user.click(within(entry).getByRole('button', { name: '5' }));
		await user.click(within(entry).getByRole('button', { name: /アプリで振る|Roll for me/ }));
		expect(onroll).toHaveBeenCalledTimes(1);
		done();
		await vi.waitFor(() => expect(within(entry).getByRole('status')).toHaveTextContent(/^(合計|Total)\s*4$/));
		expect(within(entry).queryByRole('button', { name: '5' })).toBeNull();
	});
});

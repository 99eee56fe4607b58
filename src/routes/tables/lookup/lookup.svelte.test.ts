import { describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { fakeCrt, fakeSmall } from '$lib/core/tables/fixtures';
import { emptyLookupForm, lookupColumn, lookupInput, runLookup } from '$lib/tables/lookup';
import LookupAnswer from './LookupAnswer.svelte';
import LookupSetup from './LookupSetup.svelte';

// SYNTHETIC TEST DATA: core/tables/fixtures (made-up tables).

describe('LookupSetup', () => {
	test('a ratio picks its column; the shift buttons move it; crossed clamps are named', async () => {
		const table = fakeCrt();
		const form = $state(emptyLookupForm(table));
		const finalColumn = $derived.by(() => {
			const input = lookupInput(table, form);
			return input ? (lookupColumn(table, input)?.index ?? -1) : -1;
		});
		const user = userEvent.setup();
		render(LookupSetup, {
			props: {
				table,
				get form() {
					return form;
				},
				get finalColumn() {
					return finalColumn;
				}
			}
		});
		await user.click(screen.getByRole('radio', { name: /比から|From a ratio/ }));
		await user.type(screen.getByLabelText(/比の左|Left of the ratio/), '１４');
		await user.type(screen.getByLabelText(/比の右|Right of the ratio/), '4');
		expect(screen.getByText(/3\.5.*3:1/)).toBeInTheDocument();
		await user.click(screen.getByText(/コラムシフトと制限|Column shift and limits/));
		await user.click(screen.getByRole('button', { name: /右へ 1 列|One column right/ }));
		expect(form.shift).toBe(1);
		expect(screen.getByText(/4:1/, { selector: '.final' })).toBeInTheDocument();
		await user.selectOptions(screen.getByLabelText(/左端の制限|Leftmost allowed/), 'r5');
		await user.selectOptions(screen.getByLabelText(/右端の制限|Rightmost allowed/), 'r2');
		expect(
			screen.getByText(/左端の制限が右端の制限より右|leftmost limit is right of the rightmost/)
		).toBeInTheDocument();
	});
});

describe('LookupAnswer', () => {
	test('waits for the dice, then shows the result, its steps and its chance', async () => {
		const table = fakeSmall();
		const { rerender } = render(LookupAnswer, { table, outcome: null, locale: 'en' });
		const region = screen.getByRole('region', { name: /結果|Result/ });
		expect(region).toHaveTextContent(/ダイス|dice/);
		await rerender({ table, outcome: runLookup(table, { column: 'c' }, { roll: 6 }), locale: 'en' });
		expect(within(region).getByTestId('lookup-answer')).toHaveTextContent('1 退却');
		expect(region).toHaveTextContent('2D6 = 6');
		expect(region).toHaveTextContent(/25\.0%/); // rows 5–6 of 2D6: 9/36
	});

	test('a refused lookup is an alert', () => {
		const table = fakeSmall();
		render(LookupAnswer, { table, outcome: runLookup(table, { column: 'a' }, { roll: 13 }), locale: 'en' });
		expect(screen.getByRole('alert')).toBeInTheDocument();
	});
});

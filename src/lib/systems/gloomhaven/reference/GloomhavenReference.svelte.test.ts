import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import GloomhavenReference from './GloomhavenReference.svelte';

describe('GloomhavenReference', () => {
	beforeEach(() => setLocale('en', { reload: false }));

	it('the odds tool starts from the standard deck: attack 2 → expected 2.00, advantage 2.67 (our notes, System C)', () => {
		render(GloomhavenReference);
		expect(screen.getByTestId('gh-expected').textContent).toBe('2.00');
		expect(screen.getByTestId('gh-with-advantage').textContent).toContain('2.67');
	});

	it('a typed deck changes the odds; a card it cannot read gets a message and no odds', async () => {
		render(GloomhavenReference);
		const user = userEvent.setup();
		const deck = screen.getByLabelText('Cards in the draw pile');
		await user.clear(deck);
		await user.type(deck, '+1 -1');
		// Attack 2 with +1 or −1, one each: 3 or 1 → expected 2, P(≥3) = 1/2.
		expect(screen.getByTestId('gh-expected').textContent).toBe('2.00');
		await user.type(deck, ' abc');
		expect(screen.getByRole('alert').textContent).toContain('“abc” is not a card');
		expect(screen.queryByTestId('gh-expected')).toBeNull();
	});

	it('the filter narrows the rules: “pierce” finds the damage steps, not the area rules', async () => {
		render(GloomhavenReference);
		const user = userEvent.setup();
		await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'pierce');
		expect(screen.getByText(/"Pierce Z" ignores up to Z shield/)).toBeTruthy();
		expect(screen.queryByText(/Area attacks and added targets/)).toBeNull();
		await user.clear(screen.getByRole('searchbox', { name: 'Filter' }));
		await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'zzzz');
		expect(within(screen.getByRole('status')).getByText(/Nothing matches/)).toBeTruthy();
	});
});

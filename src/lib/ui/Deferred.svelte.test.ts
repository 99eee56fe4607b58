import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime';
import Deferred from './Deferred.svelte';
import Greeting from '$tests/factories/Greeting.svelte';

/** Mounts a Deferred part greeting `name` (the component's generic props are not inferred through render). */
const mount = (load: () => Promise<{ default: typeof Greeting }>, name: string) =>
	render(Deferred, { props: { load: load as never, props: { name } } });

setLocale('ja', { reload: false });

describe('Deferred: a screen part loaded when first shown', () => {
	it('says it is loading, then shows the part with its props', async () => {
		let resolve!: (mod: { default: typeof Greeting }) => void;
		const load = () => new Promise<{ default: typeof Greeting }>((r) => (resolve = r));
		mount(load, 'あかり');
		expect(screen.getByText('読み込み中…')).toHaveAttribute('aria-busy', 'true');
		resolve({ default: Greeting });
		expect(await screen.findByText('こんにちは あかり')).toBeInTheDocument();
		expect(screen.queryByText('読み込み中…')).toBeNull();
	});

	it('a part loaded once shows at once when mounted again (a tab opened again)', async () => {
		let calls = 0;
		const load = async () => (calls++, { default: Greeting });
		const first = mount(load, 'ベン');
		await screen.findByText('こんにちは ベン');
		first.unmount();
		mount(load, 'ベン');
		expect(screen.getByText('こんにちは ベン')).toBeInTheDocument();
		expect(calls).toBe(1);
	});

	it('a load that fails says so, keeps the records safe, and can be tried again', async () => {
		const user = userEvent.setup();
		let fail = true;
		const load = async () => {
			if (fail) throw new TypeError('Failed to fetch dynamically imported module');
			return { default: Greeting };
		};
		mount(load, 'チカ');
		expect(await screen.findByRole('alert')).toHaveTextContent('読み込めませんでした(記録は無事です)');
		fail = false;
		await user.click(screen.getByRole('button', { name: 'もう一度' }));
		expect(await screen.findByText('こんにちは チカ')).toBeInTheDocument();
	});
});

import { describe, expect, it } from 'vitest';
import { routeTitle } from './route-title';

describe('routeTitle', () => {
	it('names each screen in the user language', () => {
		expect(routeTitle('/settings', {}, 'ja')).toBe('設定 — Sidetable');
		expect(routeTitle('/settings', {}, 'en')).toBe('Settings — Sidetable');
		expect(routeTitle('/', {}, 'ja')).toBe('セッション — Sidetable');
		expect(routeTitle('/tables/lookup', {}, 'ja')).toBe('早引き — Sidetable');
		expect(routeTitle('/reference/[system]', { system: 'locke' }, 'ja')).toMatch(/^超人ロック.* — Sidetable$/);
	});

	it('leaves the routes that title themselves to them, and falls back for unknown ones', () => {
		expect(routeTitle('/s/[id]', { id: 'x' }, 'ja')).toBeNull();
		expect(routeTitle('/tables/edit', {}, 'ja')).toBeNull();
		expect(routeTitle(null, {}, 'en')).toBe('Sidetable — Your tabletop companion');
	});
});

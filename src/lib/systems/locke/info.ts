import { m } from '$lib/paraglide/messages.js';
import type { SystemInfo } from '../types';

/** What the session list needs before the Locke system itself is loaded. */
export const lockeInfo: SystemInfo = {
	id: 'locke',
	names: { ja: m.locke_name({}, { locale: 'ja' }), en: m.locke_name({}, { locale: 'en' }) },
	blurb: { ja: m.locke_blurb({}, { locale: 'ja' }), en: m.locke_blurb({}, { locale: 'en' }) }
};

import { m } from '$lib/paraglide/messages.js';
import type { SystemInfo } from '../types';

/** What the session list needs before the system itself is loaded. */
export const pgtInfo: SystemInfo = {
	id: 'pgt',
	names: { ja: m.pgt_name({}, { locale: 'ja' }), en: m.pgt_name({}, { locale: 'en' }) },
	blurb: { ja: m.pgt_blurb({}, { locale: 'ja' }), en: m.pgt_blurb({}, { locale: 'en' }) }
};

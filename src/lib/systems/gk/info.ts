import { m } from '$lib/paraglide/messages.js';
import type { SystemInfo } from '../types';

/** What the session list needs before the GK system itself is loaded (registered in `registry.ts`). */
export const gkInfo: SystemInfo = {
	id: 'gk',
	names: { ja: m.gk_name({}, { locale: 'ja' }), en: m.gk_name({}, { locale: 'en' }) },
	blurb: { ja: m.gk_blurb({}, { locale: 'ja' }), en: m.gk_blurb({}, { locale: 'en' }) }
};

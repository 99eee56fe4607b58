import { m } from '$lib/paraglide/messages.js';
import type { SystemInfo } from '../types';

/** What the session list needs before the system itself is loaded. */
export const gloomhavenInfo: SystemInfo = {
	id: 'gloomhaven',
	names: { ja: m.gh_name({}, { locale: 'ja' }), en: m.gh_name({}, { locale: 'en' }) },
	blurb: { ja: m.gh_blurb({}, { locale: 'ja' }), en: m.gh_blurb({}, { locale: 'en' }) }
};

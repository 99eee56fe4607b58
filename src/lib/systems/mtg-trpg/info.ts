import { m } from '$lib/paraglide/messages.js';
import type { SystemInfo } from '../types';

/** What the session list needs before the system itself is loaded. */
export const mtgTrpgInfo: SystemInfo = {
	id: 'mtg-trpg',
	names: { ja: m.mtg_name({}, { locale: 'ja' }), en: m.mtg_name({}, { locale: 'en' }) },
	blurb: { ja: m.mtg_blurb({}, { locale: 'ja' }), en: m.mtg_blurb({}, { locale: 'en' }) }
};

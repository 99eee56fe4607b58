import { m } from '$lib/paraglide/messages.js';
import type { SystemInfo } from '../types';

/** What the session list needs before the system itself is loaded. */
export const countersInfo: SystemInfo = {
	id: 'counters',
	names: { ja: m.counters_name({}, { locale: 'ja' }), en: m.counters_name({}, { locale: 'en' }) },
	blurb: { ja: m.counters_blurb({}, { locale: 'ja' }), en: m.counters_blurb({}, { locale: 'en' }) }
};

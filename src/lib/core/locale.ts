/** The app's languages. Japanese is the base: our users play Japanese rule systems. */
export type Locale = 'ja' | 'en';

/** A name or short text in both languages, for data files that must work without the i18n build. */
export interface Bilingual {
	ja: string;
	en: string;
}

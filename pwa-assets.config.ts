import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// Every PNG icon and favicon.ico are generated from static/icon.svg (`npm run icons`); outputs are committed.
export default defineConfig({
	headLinkOptions: { preset: '2023' },
	preset: {
		...minimal2023Preset,
		maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#1e3a8a' } },
		apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#1e3a8a' } }
	},
	images: ['static/icon.svg']
});

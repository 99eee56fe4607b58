import adapter from '@sveltejs/adapter-static';

/** @type {import('@sveltejs/kit').Config} */
export default {
	compilerOptions: { runes: true },
	kit: {
		adapter: adapter({ pages: 'build', assets: 'build', fallback: '200.html', strict: true }),
		serviceWorker: { register: true },
		paths: { relative: false }
	}
};

// What the end-to-end tests and the bench need on the machine: Debian's Chromium and a Japanese
// font. Installed with apt-get when missing and we are root; otherwise a one-line instruction.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const canApt = () =>
	typeof process.getuid === 'function' && process.getuid() === 0 && spawnSync('which', ['apt-get']).status === 0;

function aptInstall(pkg) {
	const r = spawnSync(
		'bash',
		['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null`],
		{ stdio: 'inherit' }
	);
	return r.status === 0;
}

/** Chromium at CHROMIUM, installed when missing (exits with an instruction when it cannot be). */
export function ensureChromium() {
	if (existsSync(CHROMIUM)) return;
	if (canApt()) {
		console.log(`Chromium is missing: installing Debian's chromium with apt-get…`);
		if (aptInstall('chromium') && existsSync(CHROMIUM)) return;
	}
	console.error(
		`Chromium not found at ${CHROMIUM}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH) and retry.`
	);
	process.exit(1);
}

/** The family fontconfig picks for Japanese text, or null when the machine has none. */
export function japaneseFont() {
	try {
		const out = execSync('fc-list :lang=ja family', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
		const families = out
			.split('\n')
			.flatMap((l) => l.split(','))
			.map((f) => f.trim())
			.filter(Boolean)
			.sort();
		return families.find((f) => /\bJP\b/.test(f)) ?? families[0] ?? null;
	} catch {
		return null;
	}
}

/**
 * A Japanese font, as every phone our users hold has. Without one Chromium looks for a fallback
 * font for every Japanese text run it lays out and finds none (about 1 ms a line on this machine
 * kind against 0.1 ms with a font), so screenshots show boxes and timings measure that search.
 * Installs Debian's fonts-noto-cjk when it can; returns the family in use, or null.
 */
export function ensureJapaneseFont() {
	const found = japaneseFont();
	if (found || !canApt()) return found;
	console.log(`No Japanese font: installing Debian's fonts-noto-cjk with apt-get…`);
	aptInstall('fonts-noto-cjk');
	return japaneseFont();
}

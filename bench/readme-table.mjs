#!/usr/bin/env node
// Prints issue 27's figures from bench/results.json (written by `npm run bench`) as the Markdown
// table the README keeps: each figure, its target, and whether this run met it.
//   node bench/readme-table.mjs [results.json]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { r2 } from './measure.mjs';

const file = process.argv[2] ?? fileURLToPath(new URL('./results.json', import.meta.url));
const r = JSON.parse(readFileSync(file, 'utf8'));
const sr = r.sessionRoute;
const rows = [];
const met = (ok) => (ok ? 'yes' : 'no');
const ms = (x) => `${Math.round(x)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

for (const [name, screen] of Object.entries(sr.screens)) {
	const q = sr.perPairRatio[name];
	const long = name === sr.long.name;
	rows.push([
		`${screen}: open → painted, offline, ${r.throttle}× CPU`,
		`${ms(sr.paintedMs[name].median)}; ${r2(q.median)}× ${long ? 'its short log' : 'the floor'} (${r2(q.min)}–${r2(q.max)})`,
		'≤ 1.25×',
		met(q.median <= 1.25)
	]);
}
for (const [name, bytes] of Object.entries(sr.jsGzipBytes)) {
	if (name.startsWith('floor') || name === sr.long.name) continue;
	rows.push([
		`${sr.screens[name]}: JS a direct open loads (gzip)`,
		`${kb(bytes)} = ${sr.jsRatio[name]}×`,
		'≤ 1.3×',
		met(sr.jsRatio[name] <= 1.3)
	]);
}
const tap = (what, dom, paint) => [
	`${what}: tap → durable → in the DOM (p95; median; → next frame median)`,
	`${r2(dom.p95)} ms; ${r2(dom.median)}; ${r2(paint.median)}`,
	'p95 ≤ 16 ms',
	met(dom.p95 <= 16)
];
rows.push(tap('counters: +1', r.appendLatencyMs, r.appendToPaintMs));
rows.push(tap('Locke: attack', r.lockeAttackFullProfileToDomMs, r.lockeAttackFullProfileToPaintMs));
for (const [name, t] of Object.entries(r.actionTaps ?? {})) rows.push(tap(name, t.toDom, t.toPaint));
rows.push([
	'GK exact odds, 250 vs 250 HP, 25 rounds',
	`${r2(r.gkOdds250.median)} ms`,
	'≤ 50 ms',
	met(r.gkOdds250.median <= 50)
]);

console.log(`Floor session route: ${ms(sr.paintedMs.floor.median)} painted, ${kb(sr.jsGzipBytes.floor)} JS (gzip).\n`);
console.log('| figure | measured | target | met |\n|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

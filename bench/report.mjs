// The table `npm run bench` prints: one row per figure — what, the measured value, the target.
import { THROTTLE, kb, mm, ms, r2 } from './measure.mjs';
import { sessionRouteRows } from './session-route.mjs';

/** The printed rows of bench/results.json's figures. */
export function reportRows(results, japaneseFont) {
	const h = results.homeRoute;
	const o = results.offlineStartMs;
	return [
		[
			'machine: cores, Japanese font',
			`${results.machine.cpus}, ${japaneseFont ?? 'none (figures not representative)'}`,
			''
		],
		[
			'home route JS (gzip): app / floor',
			`${kb(h.app.jsGzipBytes)} / ${kb(h.floor.jsGzipBytes)} = ${h.jsRatio}×`,
			'≤ 1.15×'
		],
		['home route CSS (gzip): app / floor', `${kb(h.app.cssGzipBytes)} / ${kb(h.floor.cssGzipBytes)}`, ''],
		[
			'home route files JS+CSS: app / floor',
			`${h.app.jsFiles}+${h.app.cssFiles} / ${h.floor.jsFiles}+${h.floor.cssFiles}`,
			''
		],
		[`offline FCP, ${THROTTLE}× CPU, app (ms)`, mm(o.app.fcp), ''],
		[`offline FCP, ${THROTTLE}× CPU, floor (ms)`, mm(o.floor.fcp), ''],
		['offline FCP ratio (medians; per-pair median)', `${o.ratio.fcp}× ; ${r2(o.ratio.fcpPerPair)}×`, '≤ 1.25×'],
		[`offline list painted, ${THROTTLE}× CPU, app (ms)`, mm(o.app.sessionsPainted), ''],
		[`offline list painted, ${THROTTLE}× CPU, floor (ms)`, mm(o.floor.sessionsPainted), ''],
		[
			'offline list painted ratio (medians; per-pair median)',
			`${o.ratio.sessionsPainted}× ; ${r2(o.ratio.sessionsPaintedPerPair)}×`,
			''
		],
		...Object.entries(results.systemScreens).map(([id, s]) => [
			`${id} screen: own JS / opening loads JS (gzip)`,
			`${kb(s.ownJsGzipBytes)} / ${kb(s.openLoadsJsGzipBytes)} (+ own CSS ${kb(s.ownCssGzipBytes)})`,
			''
		]),
		['counter tap → commit + journal (durable) → in the DOM (ms)', ms(results.appendLatencyMs), 'p95 ≤ 16'],
		['  → the next frame (ms)', ms(results.appendToPaintMs), ''],
		['  of which the OPFS journal append (ms)', ms(results.journalAppendMs), ''],
		['Locke attack: tap apply → endurance painted (next frame) (ms)', ms(results.lockeAttackApplyToPaintMs), ''],
		['Locke attack: tap apply → endurance in the DOM (ms)', ms(results.lockeAttackApplyToDomMs), 'p95 ≤ 16'],
		[
			'  the first 5 taps after opening, → DOM (ms)',
			results.lockeAttackWarmUpToDomMs.map((x) => x.toFixed(1)).join(', '),
			''
		],
		['  → DOM in the profile holding every bench session (ms)', ms(results.lockeAttackFullProfileToDomMs), ''],
		['  → next frame, the same profile (ms)', ms(results.lockeAttackFullProfileToPaintMs), ''],
		[
			`Locke ${results.lockeOpenToCombatPaintedMs.events} events: open → combat tab painted, offline ${THROTTLE}× (ms)`,
			ms(results.lockeOpenToCombatPaintedMs),
			''
		],
		['open 10k events, from zero (ms)', ms(results.open10k.fromZeroMs), '≤ 100'],
		['open 10k events, snapshots (ms)', ms(results.open10k.withSnapshotsMs), '≤ 20'],
		...['2D6', '5D6', '10D6'].map((d) => [
			`odds ${d} cold / memoized (ms)`,
			`${results.dice[d].coldMedian.toFixed(4)} / ${results.dice[d].warmPerCall.toFixed(4)}`,
			'≤ 5'
		]),
		['13×12 table lookup (ms each)', results.table13x12.perLookup.toFixed(4), ''],
		['13×12 column odds (ms each)', results.table13x12.perColumnOdds.toFixed(4), ''],
		[
			`Gloomhaven odds, ${results.gloomhavenOdds.cards} cards / ${results.gloomhavenOdds.rolling} rolling, advantage 1e (ms)`,
			ms(results.gloomhavenOdds.advantage1eMs),
			''
		],
		[
			`Gloomhaven odds, ${results.gloomhavenOdds.cards} cards / ${results.gloomhavenOdds.rolling} rolling, advantage 2e (ms)`,
			ms(results.gloomhavenOdds.advantage2eMs),
			''
		],
		['PGT successChance 5D, cold (ms each)', results.pgtOdds.successChance5DMs.median.toFixed(4), ''],
		['PGT bestDiceCount ≤5D, cold (ms each)', results.pgtOdds.bestDiceCount5Ms.median.toFixed(4), ''],
		[
			`MTG checkChance, ${results.mtgCheckChance.cards}-card deck (ms each)`,
			results.mtgCheckChance.perCallMs.median.toFixed(4),
			''
		],
		['GK engagement odds, 250 vs 250 HP, exact (ms)', ms(results.gkOdds250), ''],
		[`Locke ${results.locke3h.events} events: open from zero (ms)`, ms(results.locke3h.openFromZeroMs), ''],
		[`Locke ${results.locke3h.events} events: open w/ snapshots (ms)`, ms(results.locke3h.openWithSnapshotsMs), ''],
		[`Locke ${results.locke3h.events} events: pure fold (ms)`, ms(results.locke3h.pureFoldMs), ''],
		[
			`Locke ${results.locke3h.events} events: full backup to OPFS (ms; size raw / deflated)`,
			`${ms(results.locke3hBackup)}; ${kb(results.locke3hBackup.bytes)} / ${kb(results.locke3hBackup.deflatedBytes)}`,
			''
		],
		[`Locke ${results.locke3h.events} events: QR codes to hand it over`, String(results.locke3hBackup.qrCodes), ''],
		...sessionRouteRows(results.sessionRoute),
		...actionTapRows(results.actionTaps),
		...liveTableRows(results.liveTable)
	];
}

/** Section 11: each system's main actions, in the profile holding every bench session. */
function actionTapRows(taps = {}) {
	return Object.entries(taps).flatMap(([name, t]) => [
		[`${name}: tap → durable → in the DOM (ms)`, ms(t.toDom), 'p95 ≤ 16'],
		['  → the next frame (ms)', ms(t.toPaint), ''],
		[
			`  the first ${t.warmUpToDom.length} taps after opening, → DOM (ms)`,
			t.warmUpToDom.map((x) => x.toFixed(1)).join(', '),
			''
		]
	]);
}

/** Section 12: the live table (issue 26). */
function liveTableRows(l) {
	if (!l) return [];
	if (l.error) return [['live table: not measured', l.error.split('\n')[0], '']];
	return [
		['live table: a remote action → in the DOM on the other phone (ms)', ms(l.remoteToDomMs), ''],
		['live table: a remote action → painted on the other phone (ms)', ms(l.remoteToPaintMs), ''],
		[
			`live table: ${l.offlineEach} + ${l.offlineEach} offline events, relay back → both phones show both (ms)`,
			String(l.mergeOfflineMs),
			''
		],
		['live table: JS a shared session adds (gzip)', kb(l.sharedJsAddedGzBytes), '≤ 40 KB']
	];
}

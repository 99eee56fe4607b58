// The bench's own page, built by bench/vite.config.ts and served by bench/run.mjs at /__bench/
// on the app's origin (same IndexedDB), never shipped: it drives the real modules in Chromium.
import { EXPORT_FORMAT, LEGACY_EXPORT_VERSION } from '$lib/core/transfer/format';
import { distribution, parseDice, rollWith } from '$lib/core/dice';
import { clearDistributionCache } from '$lib/core/dice/distribution';
import { emptyLayout, lookup, columnOdds } from '$lib/core/tables';
import { openLog, saveCheckpoint, type FoldWith } from '$lib/db/log';
import { createSession } from '$lib/db/sessions';
import { importText } from '$lib/session/transfer';
import { loadSystem, systems } from '$lib/systems/registry';
import { foldEvent, initialSessionState, type SessionState } from '$lib/session/apply';
import { clearOddsCache, engagementOdds } from '$lib/systems/gk/odds';
import { sampleFighters } from '$lib/systems/gk/data/sample-fighters';
import { exportSessions } from '$lib/db';
import { BackupStore } from '$lib/backup/store';
import { opfs } from '$lib/backup/opfs';
import { toFrames } from '$lib/handoff/frames';
import { deflate } from '$lib/handoff/compress';
import { lockeGameLog } from '../locke-log';
import { importCommands } from './import-log';
import { gkBench } from './gk';
import { pgtBench } from './pgt';
import { testDamageTable } from '../../tests/factories/locke';
import { gloomhavenBench } from './gloomhaven';
import { mtgTrpgBench } from './mtg-trpg';

function median(xs: number[]): number {
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.floor(s.length / 2)] ?? NaN;
}

/**
 * A Counters session of `n` events (adjustments, with an undo and a redo every 50) as an export
 * file, on `counters` counters (a table's life totals: the taps go round them).
 */
function countersFile(n: number, counters = 1): string {
	const events: { seq: number; at: number; type: string; payload: unknown; parent: number }[] = [];
	let seq = 0;
	const push = (type: string, payload: unknown, parent: number) => {
		seq++;
		events.push({ seq, at: 1_763_700_000_000 + seq * 1000, type, payload, parent });
		return seq;
	};
	const ids = Array.from({ length: counters }, (_, i) => (i === 0 ? 'hp' : `p${i + 1}`));
	let head = 0;
	for (const id of ids) {
		const name = id === 'hp' ? 'HP' : `P${id.slice(1)}`;
		head = push('counters/counterAdded', { id, name, initial: 20, min: null, max: null, step: 1 }, head);
	}
	while (seq < n) {
		if (seq % 50 === 0 && seq + 2 <= n) {
			const target = head;
			push('session/undone', { target }, head);
			head = events.find((e) => e.seq === target)!.parent;
			push('session/redone', { target }, head);
			head = target;
			continue;
		}
		const id = ids[seq % ids.length]!;
		const name = id === 'hp' ? 'HP' : `P${id.slice(1)}`;
		head = push('counters/counterAdjusted', { id, name, by: (seq % 7) - 3 || 1 }, head);
	}
	return JSON.stringify({
		format: EXPORT_FORMAT,
		version: LEGACY_EXPORT_VERSION,
		exportedAt: Date.now(),
		sessions: [
			{ id: `bench-${n}-${Date.now()}`, systemId: 'counters', name: `bench ${n}`, createdAt: 0, updatedAt: 0, events }
		]
	});
}

/** A made-up 13 × 12 test table (values from a formula — not any game's chart). */
function syntheticTable() {
	const columns = Array.from({ length: 12 }, (_, i) => ({
		id: `c${i}`,
		label: i === 0 ? '1:2以下' : `${i}:1`,
		ratio: i
	}));
	const t = emptyLayout({
		id: 'bench-synthetic',
		names: { ja: 'ベンチ用（架空）', en: 'Bench (made up)' },
		dice: '2D6',
		columns
	});
	t.cells = t.cells.map((row, r) => row.map((_, c) => ({ value: Math.max(0, Math.floor((r + 2 + c * 2) / 4) - 1) })));
	return t;
}

const bench = {
	...gkBench,
	...pgtBench,
	...gloomhavenBench,
	...mtgTrpgBench,
	/** Every system in the registry, so the bench measures the coming ones without being edited. */
	systemIds: () => systems.map((s) => s.id),
	/** An empty session of a system, to open its screen. */
	async emptySession(systemId: string) {
		return (await createSession(systemId, `bench ${systemId}`)).id;
	},
	async makeSession(n: number, counters = 1) {
		const r = await importText(countersFile(n, counters));
		if (!r.ok) throw new Error(r.message);
		return r.outcome.sessionIds[0];
	},
	/** A 3-hour 超人ロック game (~3,000 events) with the synthetic test damage table in its slot. */
	async makeLockeSession(endInCombat: boolean) {
		const log = lockeGameLog(3000, { endInCombat });
		const table = testDamageTable();
		return importCommands(
			'locke',
			endInCombat ? 'ベンチ: 戦闘中' : 'ベンチ: 3時間',
			log.drafts.map((d) => [d]),
			{ tables: [table], tableSlots: { 'locke/damage': table.id } }
		);
	},
	/** The pure fold of the same log, no storage: the reducer's own cost. */
	async foldLocke(runs = 7) {
		const sys = (await loadSystem('locke'))!;
		const { drafts } = lockeGameLog(3000);
		const times: number[] = [];
		for (let i = 0; i < runs; i++) {
			const t0 = performance.now();
			let s = initialSessionState(sys);
			for (const d of drafts) s = foldEvent(sys, s, d) as typeof s;
			times.push(performance.now() - t0);
		}
		return { times, median: median(times), events: drafts.length };
	},
	/**
	 * Opens a session through the store (db/log.ts openLog), from the start or from a checkpoint at
	 * its end — kept first if there is none, as the session controller keeps one after a long open.
	 * `fromSnapshot`: the events the checkpoint stands for.
	 */
	async open(id: string, useSnapshots: boolean, runs = 7, systemId = 'counters') {
		const sys = (await loadSystem(systemId))!;
		const fw: FoldWith<SessionState<unknown>> = {
			reduce: (s, e) => foldEvent(sys, s, e),
			initial: () => initialSessionState(sys),
			// From the start: a state version no checkpoint has.
			stateVersion: useSnapshots ? sys.stateVersion : -1
		};
		if (useSnapshots) {
			const first = await openLog(id, fw);
			if (!first.from) await saveCheckpoint(id, first.folded, sys.stateVersion);
		}
		const times: number[] = [];
		let info = { replayed: 0, fromSnapshot: 0 };
		for (let i = 0; i < runs; i++) {
			const t0 = performance.now();
			const o = await openLog(id, fw);
			times.push(performance.now() - t0);
			info = { replayed: o.replayed, fromSnapshot: o.row.size - o.replayed };
		}
		return { times, median: median(times), ...info };
	},
	odds(spec: string, runs = 7, batch = 200) {
		// Batches: one cold computation is below the browser's timer resolution.
		const cold: number[] = [];
		for (let r = 0; r < runs; r++) {
			const t0 = performance.now();
			for (let i = 0; i < batch; i++) {
				clearDistributionCache();
				distribution(parseDice(spec));
			}
			cold.push((performance.now() - t0) / batch);
		}
		const t0 = performance.now();
		for (let i = 0; i < 1000; i++) distribution(parseDice(spec));
		return { coldMedian: median(cold), warmPerCall: (performance.now() - t0) / 1000 };
	},
	tableLookup(runs = 2000) {
		const table = syntheticTable();
		let seed = 1;
		const rng = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
		const spec = parseDice('2D6');
		const t0 = performance.now();
		for (let i = 0; i < runs; i++) {
			const roll = rollWith(spec, rng);
			lookup(table, { ratio: i % 14, shift: (i % 5) - 2, roll: roll.total });
		}
		const perLookup = (performance.now() - t0) / runs;
		const t1 = performance.now();
		for (let i = 0; i < 200; i++) columnOdds(table, `c${i % 12}`);
		return { perLookup, perColumnOdds: (performance.now() - t1) / 200 };
	},
	/** Gloomhaven: exact odds of the next attack, 20-card deck with 5 rolling cards, advantage (1e and 2e). */
	async gloomhavenOdds(runs = 15, batch = 10) {
		const { perkDeck } = await import('../../tests/factories/gloomhaven');
		const { attackOdds } = await import('$lib/systems/gloomhaven/rules');
		const deck = perkDeck();
		const measure = (edition: '1e' | '2e') => {
			for (let i = 0; i < batch; i++) attackOdds(deck, { attack: 3, mode: 'advantage', edition });
			const times: number[] = [];
			for (let r = 0; r < runs; r++) {
				const t0 = performance.now();
				for (let i = 0; i < batch; i++) attackOdds(deck, { attack: 3, mode: 'advantage', edition });
				times.push((performance.now() - t0) / batch);
			}
			return times;
		};
		return {
			cards: deck.length,
			rolling: deck.filter((c) => c.rolling).length,
			'1e': measure('1e'),
			'2e': measure('2e')
		};
	},
	/** GK: exact engagement odds for two sample fighters of `hp` HP, 25 rounds, cold each run. */
	gkOdds(hp = 250, runs = 5) {
		const { a, b } = sampleFighters(hp);
		const times: number[] = [];
		let odds = engagementOdds(a, b);
		for (let r = 0; r < runs; r++) {
			clearOddsCache();
			const t0 = performance.now();
			odds = engagementOdds(a, b);
			times.push(performance.now() - t0);
		}
		return { times, aWins: odds.aWins, bWins: odds.bWins, draw: odds.draw, expectedRounds: odds.expectedRounds };
	},
	/** Pretty Good Tactics: successChance for 5 dice and bestDiceCount up to 5, every target 0…20, cold dice cache. */
	async pgtOdds(runs = 7, batch = 20) {
		const { successChance, bestDiceCount } = await import('$lib/systems/pgt/rules');
		const time = (f: (target: number) => unknown) => {
			const times: number[] = [];
			for (let r = 0; r < runs; r++) {
				const t0 = performance.now();
				for (let i = 0; i < batch; i++) {
					clearDistributionCache();
					for (let target = 0; target <= 20; target++) f(target);
				}
				times.push((performance.now() - t0) / (batch * 21));
			}
			return { times, median: median(times) };
		};
		return {
			successChance5D: time((target) => successChance({ dice: 5, modifier: -1, target, criticalFaces: [5, 6] })),
			bestDiceCount5: time((target) => bestDiceCount({ maxDice: 5, modifier: -1, target, criticalFaces: [5, 6] }))
		};
	},
	/** MTG as a TRPG: checkChance for a 60-card two-colour deck with 3 designated cards, each difficulty 0…8. */
	async mtgCheckChance(runs = 7, batch = 50) {
		const { checkChance } = await import('$lib/systems/mtg-trpg/rules');
		const { parseDeckList } = await import('$lib/systems/mtg-trpg/deck-list');
		const deck = parseDeckList(
			[
				'12 land R',
				'10 land G',
				'2 land RG',
				'4 R 1',
				'4 G 1',
				'4 RG 2',
				'4 R 2',
				'4 G 3',
				'3 R 3',
				'3 G 4',
				'2 RG 4',
				'2 R 5',
				'3 G 6',
				'3 C 1 *'
			].join('\n')
		);
		const times: number[] = [];
		for (let r = 0; r < runs; r++) {
			const t0 = performance.now();
			for (let i = 0; i < batch; i++)
				for (let difficulty = 0; difficulty <= 8; difficulty++) checkChance(deck, { colour: 'R', difficulty });
			times.push((performance.now() - t0) / (batch * 9));
		}
		return { times, median: median(times), cards: deck.reduce((n, e) => n + e.count, 0) };
	},
	/**
	 * A full backup of one session (export → JSON → OPFS file, rotation and journal compaction
	 * included), `runs` times into a folder of the bench's own; its size raw and deflated.
	 */
	async backupSession(id: string, runs = 5) {
		const store = new BackupStore(opfs('sidetable-bench-backup'));
		const times: number[] = [];
		let size = 0;
		let text = '';
		for (let r = 0; r < runs; r++) {
			const t0 = performance.now();
			const file = await exportSessions([id], { withTables: true });
			text = JSON.stringify(file);
			size = (await store.writeBackup(file, 2)).size;
			times.push(performance.now() - t0);
		}
		const packed = await deflate(text);
		return { times, size, deflated: packed.byteLength, qrCodes: toFrames(packed, 'BENCH').length };
	}
};

Object.assign(window, { sidetableBench: bench });
document.querySelector('[data-ready]')!.setAttribute('data-ready', 'true');

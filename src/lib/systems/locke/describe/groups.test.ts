import { describe, expect, it } from 'vitest';
import type { EventDraft, LoggedEvent } from '$lib/core/events';
import { locke } from '$lib/systems/locke';
import { groupLines, logLines, logMarkdown } from '$lib/session/log-text';
import { combatStarted, fivePlayers, gameStarted, ref } from '$tests/factories/locke';

/** Drafts as a logged path: seq 1, 2, 3 … each on the one before. */
const logged = (drafts: EventDraft[]): LoggedEvent[] =>
	drafts.map((d, i) => ({ ...d, sessionId: 's', seq: i + 1, at: Date.UTC(2026, 10, 24, 6, i), parent: i }));

const turnEnded = (who: string, next: string): EventDraft => ({
	type: 'locke/turnEnded',
	payload: { who: ref(who), next: ref(next) }
});
const initiative = (round: number): EventDraft => ({
	type: 'locke/initiativeDealt',
	payload: { round, source: 'table', cards: [{ who: ref('p1'), card: { colour: 'black', rank: 3 } }] }
});
const combatEnded: EventDraft = { type: 'locke/combatEnded', payload: { reason: 'agreed' } };

// setup (5 added) → game → turn 2 → a combat of two rounds → back to turn 2 → turn 3
const path = logged([
	...fivePlayers(),
	gameStarted('p1'),
	turnEnded('p1', 'p2'),
	combatStarted(['p2', 'p3']),
	initiative(1),
	initiative(2),
	combatEnded,
	turnEnded('p2', 'p3')
]);

describe('Locke log groups (the log reads like the game: turn, combat, round)', () => {
	it('setup, then one group per turn, the combat and each of its rounds, and the turn after it', () => {
		const groups = locke.logGroups!(path, 'ja');
		expect(groups).toEqual([
			{ seq: 1, title: '準備' },
			{ seq: 6, title: `ターン 1 — ${ref('p1').name}` },
			{ seq: 8, title: 'ターン 2 · 戦闘（惑星3）' },
			{ seq: 9, title: 'ターン 2 · 戦闘 ラウンド 1' },
			{ seq: 10, title: 'ターン 2 · 戦闘 ラウンド 2' },
			{ seq: 12, title: `ターン 2 — ${ref('p2').name}（戦闘後）` }
		]);
		// Turn 2 opens with the event after turn 1 ended; turn 3 has no event yet.
		expect(locke.logGroups!(path.slice(0, 8), 'en').map((g) => g.title)).toContain(`Turn 2 · combat (惑星3)`);
	});

	it('the log view cuts the newest-first lines into those groups, newest group first', () => {
		const lines = logLines(locke, [...path].reverse(), path.length, 'ja');
		const sections = groupLines(lines, locke.logGroups!(path, 'ja'));
		expect(sections.map((s) => s.title)).toEqual([
			`ターン 2 — ${ref('p2').name}（戦闘後）`,
			'ターン 2 · 戦闘 ラウンド 2',
			'ターン 2 · 戦闘 ラウンド 1',
			'ターン 2 · 戦闘（惑星3）',
			`ターン 1 — ${ref('p1').name}`,
			'準備'
		]);
		expect(sections.map((s) => s.lines.map((l) => l.seq))).toEqual([[12], [11, 10], [9], [8], [7, 6], [5, 4, 3, 2, 1]]);
	});

	it('「ラウンド 2 手札配布」 opens round 2: a round begins with its deal, else its initiative', () => {
		const dealt = (round: number): EventDraft => ({
			type: 'locke/handsDealt',
			payload: { round, dealt: [{ who: ref('p2'), cards: 7 }], outcome: 'dealt' }
		});
		const withDeals = logged([
			...fivePlayers(),
			gameStarted('p1'),
			combatStarted(['p1', 'p3']),
			dealt(1),
			initiative(1),
			dealt(2),
			initiative(2)
		]);
		expect(locke.logGroups!(withDeals, 'ja').slice(2)).toEqual([
			{ seq: 7, title: 'ターン 1 · 戦闘（惑星3）' },
			{ seq: 8, title: 'ターン 1 · 戦闘 ラウンド 1' },
			{ seq: 10, title: 'ターン 1 · 戦闘 ラウンド 2' }
		]);
	});

	it('a system without groups keeps one flat section', () => {
		const lines = logLines(locke, [...path].reverse(), path.length, 'ja');
		expect(groupLines(lines, [])).toEqual([{ title: null, lines }]);
	});

	it('the Markdown copy puts each group title as a heading before its events', () => {
		const md = logMarkdown(locke, '卓', path, 'ja');
		const headings = md.split('\n').filter((l) => l.startsWith('## '));
		expect(headings).toEqual([
			'## 準備',
			`## ターン 1 — ${ref('p1').name}`,
			'## ターン 2 · 戦闘（惑星3）',
			'## ターン 2 · 戦闘 ラウンド 1',
			'## ターン 2 · 戦闘 ラウンド 2',
			`## ターン 2 — ${ref('p2').name}（戦闘後）`
		]);
		expect(md).not.toMatch(/[0-9a-f]{8}\)/); // no table hashes
	});
});

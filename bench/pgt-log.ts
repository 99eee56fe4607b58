/**
 * A Pretty Good Tactics evening as an event log, for the bench (issue 27): two players, a card
 * library typed in, a best-of-three played out to 2–1 (each game formed, then fought round by
 * round: an attack a turn while an untapped character can reach a foe, guards now and then,
 * defenders turning face up, passes, regrouping with a new character in an empty front slot), then
 * the rematch's first game formed and its round 1 begun — the field showing, 桜's first turn to
 * play. Every event comes from the system's real commands run through the shell's real fold
 * (session/apply.ts runCommand), so the log is one the app would have recorded.
 */
import { isRefusal, type EventDraft } from '$lib/core/events';
import { initialSessionState, runCommand, type SessionState } from '$lib/session/apply';
import { pgt } from '$lib/systems/pgt';
import type { PgtState } from '$lib/systems/pgt/reducer';
import { SLOT_NAMES, guardCandidates, type Side, type SlotName } from '$lib/systems/pgt/rules';
import { mulberry32 } from '../tests/factories/seeded';

export interface PgtLog {
	drafts: EventDraft[];
	state: PgtState;
}

/** The table's dice and the players' choices, the same on every run. */
const dice = mulberry32;

/** The library: made-up cards (not the game's 252), each with an A: line. */
const CARDS = [
	{ name: '見習い剣士', cost: 2, pDef: 5, mDef: 4, attribute: '剣士', abilities: ['A: P2D+2'] },
	{ name: '重騎士', cost: 4, pDef: 9, mDef: 5, attribute: '騎士', abilities: ['A: P3D'] },
	{
		name: '炎の魔法使い',
		cost: 3,
		pDef: 4,
		mDef: 8,
		attribute: '魔法使い',
		abilities: ['A: M(炎)2D+1 レンジ2', 'このキャラのアタックは6だけでなく5でもクリティカルになる。']
	},
	{ name: '弓兵', cost: 2, pDef: 4, mDef: 5, attribute: '射手', abilities: ['A: P2D レンジ2'] },
	{ name: '槍兵', cost: 3, pDef: 6, mDef: 5, attribute: '兵士', abilities: ['A: P2D+3'] },
	{ name: '僧兵', cost: 3, pDef: 7, mDef: 7, attribute: '僧侶', abilities: ['A: P2D+1'] },
	{ name: '忍び', cost: 2, pDef: 5, mDef: 6, attribute: '忍者', abilities: ['A: P3D-1'] },
	{ name: '竜騎兵', cost: 4, pDef: 8, mDef: 6, attribute: '騎士', abilities: ['A: P3D+1'] }
];
/** Each side's party as formed: card index by slot. */
const PARTIES: Record<Side, Partial<Record<SlotName, number>>>[] = [
	{ a: { F1: 1, F2: 0, F3: 4, B1: 2, B3: 3 }, b: { F1: 7, F2: 5, F3: 6, B2: 2, B3: 3 } },
	{ a: { F1: 7, F2: 4, F3: 0, B2: 2 }, b: { F1: 1, F2: 6, F3: 5, B1: 3, B3: 2 } },
	{ a: { F1: 5, F2: 1, F3: 6, B1: 3, B2: 2 }, b: { F1: 4, F2: 7, F3: 0, B2: 2 } }
];

function build(seed: number): PgtLog | null {
	const drafts: EventDraft[] = [];
	let s: SessionState<PgtState> = initialSessionState(pgt);
	const random = dice(seed);
	const d6 = () => 1 + Math.floor(random() * 6);
	const attempt = (name: string, intent: unknown) => {
		const r = runCommand(pgt, s, name, intent, { random, library: {} });
		if (isRefusal(r)) return r;
		s = r.state;
		drafts.push(...r.events);
		return null;
	};
	const run = (name: string, intent: unknown) => {
		const no = attempt(name, intent);
		if (no) throw new Error(`bench PGT log: ${name} refused: ${no.refusal} ${JSON.stringify(no.params ?? {})}`);
	};
	const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');
	const form = (party: (typeof PARTIES)[number]) => {
		for (const side of ['a', 'b'] as const)
			for (const [slot, card] of Object.entries(party[side]))
				run('place', { side, slot, cardId: s.system.library[card!]!.id });
	};
	const startGame = (firstPlayer: Side) => {
		let a = d6();
		let b = d6();
		while (a === b || (a > b ? 'a' : 'b') !== firstPlayer) [a, b] = [d6(), d6()];
		run('startGame', { rolls: { a, b } });
	};

	/** The turn player attacks with the first untapped character that reaches a foe, else passes. */
	function turn() {
		const st = s.system;
		const side = st.turn;
		const foe = other(side);
		for (const from of SLOT_NAMES) {
			const c = st.fields[side][from];
			if (!c || c.tapped) continue;
			const ability = c.abilities.findIndex((l) => l.startsWith('A:'));
			const count = Number(/(\d+)D/.exec(c.abilities[ability] ?? '')?.[1] ?? 2);
			for (const target of SLOT_NAMES) {
				const t = st.fields[foe][target];
				if (!t) continue;
				const guards = guardCandidates(st.fields[foe], target);
				const guard = guards.length > 0 && random() < 0.3 ? guards[0]! : null;
				const defender = st.fields[foe][guard ?? target]!;
				const no = attempt('attack', {
					attacker: from,
					ability,
					addOns: [],
					target,
					guard,
					roll: { faces: Array.from({ length: count }, d6), source: 'table' },
					// The defender turns face up to use its defence, most of the time.
					targetRevealed: !defender.faceUp && random() < 0.7,
					innocence: null,
					conflictAs: 'critical'
				});
				if (!no) {
					// The attack that reaches 10 points ends the game at once.
					if (s.system.phase === 'turn') run('endTurn', {});
					return;
				}
				if (no.refusal !== 'pgt/out_of_range') throw new Error(`bench PGT log: attack refused: ${no.refusal}`);
			}
		}
		run('pass', {});
	}

	run('startMatch', { a: '桜', b: '空' });
	for (const card of CARDS) run('saveCard', card);
	for (let game = 0; s.system.phase !== 'matchOver'; game++) {
		if (game >= 3) return null;
		startGame(game % 2 === 0 ? 'a' : 'b');
		form(PARTIES[game]!);
		for (let rounds = 0; s.system.phase === 'forming' || s.system.phase === 'regrouping'; rounds++) {
			if (rounds > 30) return null;
			if (s.system.phase === 'regrouping') {
				// A new character from the library into an empty front slot.
				for (const side of ['a', 'b'] as const) {
					const empty = (['F1', 'F2', 'F3'] as const).find((slot) => !s.system.fields[side][slot]);
					if (empty && random() < 0.5)
						run('place', { side, slot: empty, cardId: s.system.library[Math.floor(random() * CARDS.length)]!.id });
				}
			}
			run('startRound', {});
			while ((s.system.phase as PgtState['phase']) === 'turn') turn();
		}
	}
	if (s.system.games.length !== 3) return null;
	// The rematch: its first game formed and round 1 begun, 桜 to play.
	run('startMatch', { a: '桜', b: '空' });
	startGame('a');
	form({ a: { F1: 1, F2: 0, F3: 4, B1: 2, B3: 3 }, b: { F1: 5, F2: 7, F3: 6, B2: 2, B3: 3 } });
	run('startRound', {});
	return { drafts, state: s.system };
}

/** The log, from the first seed whose best-of-three goes to a third game. */
export function pgtMatchLog(): PgtLog {
	for (let seed = 1; seed < 500; seed++) {
		const log = build(seed);
		if (log) return log;
	}
	throw new Error('bench PGT log: no seed plays the match to a third game');
}

/**
 * Gloomhaven in the bench: the attack screen after a campaign's log — four characters and the
 * monster deck, perks taken between scenarios, ten scenarios of rounds (attacks on one or two
 * targets, drawn in the app or at the table and entered, monsters attacking the characters,
 * bless and curse from the supply, the round-end reshuffles), stopped in the tenth scenario right
 * after the Brute's attack, so its deck opens with that attack's results on screen.
 *
 * Every step is the system's own command through the shell's `runCommand` (command-log.ts).
 */
import { loadSystem } from '$lib/systems/registry';
import type { SystemDefinition } from '$lib/systems/types';
import type { AttackStart } from '$lib/systems/gloomhaven/commands';
import type { GloomhavenState, TargetPlan } from '$lib/systems/gloomhaven/state';
import { CommandLog, importLog } from './command-log';

type Step = [command: string, intent: Record<string, unknown>];
const remove = (card: string): Step => ['removeCard', { card }];
const add = (value: number | 'x2' | 'null', effects: string[] = [], rolling = false): Step => [
	'addCard',
	{ value, rolling, effects, scenario: false }
];

/** The party (d1 … d4, as added) and the perks each takes, one perk at a time between scenarios. */
const PARTY: { name: string; perks: Step[][] }[] = [
	{
		name: 'ブルート',
		perks: [
			[remove('minus1-1'), remove('minus1-2')],
			[remove('minus1-3'), add(1)],
			[add(3)],
			[add(0, ['押し出し1'], true), add(0, ['押し出し1'], true)]
		]
	},
	{
		name: 'スペルウィーバー',
		perks: [
			[remove('plus0-1'), remove('plus0-2'), remove('plus0-3'), remove('plus0-4')],
			[add(1, ['炎'])],
			[add(0, ['気絶'])],
			[add(1, ['氷'])]
		]
	},
	{
		name: 'ティンカラー',
		perks: [
			[remove('minus1-1'), remove('minus1-2')],
			[add(0, ['毒'], true)],
			[add(1, ['流血']), add(1, ['流血'])],
			[add(0, ['足止め'])]
		]
	},
	{
		name: 'スカウンドレル',
		perks: [
			[remove('minus1-1'), remove('minus1-2')],
			[add(1, [], true), add(1, [], true)],
			[remove('plus0-1'), remove('plus0-2'), remove('plus0-3'), remove('plus0-4')],
			[add(0, ['毒'], true)]
		]
	}
];

/** Monsters the party fights: name, hit points (normal … elite), shield. */
const MONSTERS: { name: string; hp: [number, number]; shield: number }[] = [
	{ name: 'バンディットガード', hp: [5, 9], shield: 1 },
	{ name: 'バンディットアーチャー', hp: [4, 6], shield: 0 },
	{ name: 'リビングボーン', hp: [5, 6], shield: 0 },
	{ name: 'カルティスト', hp: [4, 7], shield: 0 },
	{ name: 'インプ', hp: [3, 5], shield: 0 },
	{ name: 'ウーズ', hp: [4, 8], shield: 1 },
	{ name: 'フレームデーモン', hp: [3, 5], shield: 0 }
];

const SCENARIOS = 10;
/** Scenarios whose rules put a −1 card into every character's deck until the scenario ends. */
const SCENARIO_MINUS_ONE = new Set([3, 7]);

export function gloomhavenCampaignLog(system: SystemDefinition<GloomhavenState>): CommandLog<GloomhavenState> {
	const log = new CommandLog(system, 27);
	const pick = <T>(xs: readonly T[]): T => xs[log.int(0, xs.length - 1)]!;
	const mode = () => (log.chance(0.75) ? 'normal' : log.chance(0.7) ? 'advantage' : 'disadvantage');

	log.run('setEdition', { edition: '1e' });
	for (const c of PARTY) log.run('addDeck', { name: c.name, owner: 'character' });
	log.run('addDeck', { name: 'モンスター', owner: 'monster' });
	const chars = PARTY.map((_, i) => `d${i + 1}`);
	const monsterDeck = `d${PARTY.length + 1}`;

	/** One attack: the first target with the attack's numbers, then each further target of its plan. */
	function attack(deck: string, start: AttackStart) {
		for (let i = 0; i < start.targets.length; i++) {
			const intent = i === 0 ? { deck, start } : { deck };
			if (log.chance(0.3)) {
				// Drawn from the physical deck and entered: the cards the table turned over.
				const cards = (log.preview('drawApp', intent).at(-1)!.payload as { cards: string[] }).cards;
				log.run('drawTable', { ...intent, cards });
			} else log.run('drawApp', intent);
		}
	}
	function characterAttack(deck: string, serial: () => number) {
		const m = pick(MONSTERS);
		const target = (): TargetPlan => ({
			name: `${m.name}${serial()}`,
			hp: log.int(m.hp[0], m.hp[1]),
			shield: m.shield,
			poisoned: log.chance(0.15)
		});
		const targets = log.chance(0.2) ? [target(), target()] : [target()];
		attack(deck, {
			attack: log.int(2, 4),
			...(log.chance(0.2) ? { bonus: 1 } : {}),
			pierce: log.chance(0.15) ? 1 : 0,
			mode: mode(),
			targets
		});
	}

	for (let s = 0; s < SCENARIOS; s++) {
		const last = s === SCENARIOS - 1;
		if (SCENARIO_MINUS_ONE.has(s))
			for (const deck of chars) log.run('addCard', { deck, value: -1, rolling: false, effects: [], scenario: true });
		let n = 0;
		const serial = () => (n++ % 6) + 1;
		const rounds = last ? 4 : log.int(6, 9);
		for (let r = 1; r <= rounds; r++) {
			for (const [i, deck] of chars.entries()) {
				const attacks = log.chance(0.15) ? 0 : log.chance(0.25) ? 2 : 1;
				for (let a = 0; a < attacks; a++) characterAttack(deck, serial);
				// The tenth scenario stops here, in round 4, the Brute's attack just drawn.
				if (last && r === rounds && i === 0) {
					characterAttack(deck, serial);
					return log;
				}
			}
			for (let a = log.int(2, 4); a > 0; a--) {
				const target = pick(PARTY).name;
				attack(monsterDeck, {
					attack: log.int(2, 4),
					pierce: 0,
					mode: mode(),
					targets: [{ name: target, hp: log.int(4, 12), shield: log.chance(0.2) ? 1 : 0, poisoned: false }]
				});
			}
			// Abilities that bless a character, and curses either way; a used-up supply does nothing.
			if (log.chance(0.2)) log.attempt('bless', { deck: pick(chars) });
			if (log.chance(0.15)) log.attempt('curse', { deck: pick(chars) });
			if (log.chance(0.12)) log.attempt('curse', { deck: monsterDeck });
			log.run('endRound', {});
		}
		log.run('endScenario', {});
		// Between scenarios a character levels up and takes its next perk.
		const who = PARTY[s % PARTY.length]!;
		const perk = who.perks[Math.floor(s / PARTY.length)];
		for (const [command, intent] of perk ?? []) log.run(command, { deck: chars[s % PARTY.length], ...intent });
	}
	return log;
}

export const gloomhavenBench = {
	/** The attack screen after a 10-scenario log (about 900 events). */
	async makeGloomhavenSession() {
		const system = (await loadSystem('gloomhaven')) as SystemDefinition<GloomhavenState>;
		return importLog('gloomhaven', 'ベンチ: 10シナリオ', gloomhavenCampaignLog(system));
	}
};

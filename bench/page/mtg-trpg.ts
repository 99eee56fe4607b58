/**
 * 「MTGでTRPG」 in the bench: the combat part of an evening — three PCs with 60-card deck lists,
 * five combat parts fought to the end (play order, reset, participants, enemies of every kind,
 * the horde's check, turns of checks revealed in the app or at the table, life, poison and
 * library-out counters, cards the table names, the end and the reset) and a sixth open on screen
 * at turn 3, ボブ's check just recorded.
 *
 * Every step is the system's own command through the shell's `runCommand` (command-log.ts).
 */
import { CHOOSE_READINGS } from '$lib/session/apply';
import { loadSystem } from '$lib/systems/registry';
import type { SystemDefinition } from '$lib/systems/types';
import type { CheckIntent, EnemyIn } from '$lib/systems/mtg-trpg/commands';
import { combatOutcome, inGame, standing } from '$lib/systems/mtg-trpg/queries';
import type { Colour } from '$lib/systems/mtg-trpg/rules';
import type { MtgState } from '$lib/systems/mtg-trpg/state';
import { CommandLog, importLog } from './command-log';

/** The PCs (p1 … p3, as added), their decks as the players type them, and the colours they check in. */
const PCS: { name: string; colours: Colour[]; deck: string[] }[] = [
	{
		name: 'アリス',
		colours: ['R', 'G'],
		deck: [
			'# 赤緑アグロ',
			'10 山 : land R',
			'9 森 : land G',
			'4 踏み鳴らされる地 : land RG',
			'4 稲妻 : R 1',
			'4 ラノワールのエルフ : G 1',
			'4 僧院の速槍 : R 1',
			'4 野生のナカティル : G 1',
			'4 炎樹族の使者 : RG 2',
			'3 漁る軟泥 : G 2',
			'3 ボール・ライトニング : R 3',
			'3 復讐蔦 : G 3',
			'2 火の玉 : R 1',
			'2 原初の狩人、ガラク : G 4',
			'2 雷口のヘルカイト : R 5',
			'2 ドラゴンの嵐 : R 6 *'
		]
	},
	{
		name: 'ボブ',
		colours: ['W', 'U'],
		deck: [
			'# 白青コントロール',
			'11 平地 : land W',
			'10 島 : land U',
			'3 神聖なる泉 : land WU',
			'4 対抗呪文 : U 2',
			'4 選択 : U 1',
			'4 剣を鍬に : W 1',
			'3 流刑への道 : W 1',
			'3 神秘の蛇 : U 4',
			'4 瞬唱の魔道士 : U 2',
			'3 精神を刻む者、ジェイス : U 4',
			'3 聖トラフトの霊 : WU 4',
			'2 審判の日 : W 4',
			'2 ドミナリアの英雄、テフェリー : WU 5',
			'2 ルーンの与え手 : W 1',
			'2 太陽の勇者、エルズペス : W 6 *'
		]
	},
	{
		name: 'キャロル',
		colours: ['B'],
		deck: [
			'# 黒単ミッドレンジ',
			'24 沼 : land B',
			'4 思考囲い : B 1',
			'4 致命的な一押し : B 1',
			'4 闇の腹心 : B 2',
			'4 墓所這い : B 1',
			'3 ヴェールのリリアナ : B 3',
			'3 戦慄の復活 : B 5',
			'4 吸血鬼の夜鷲 : B 4',
			'2 ゲトの裏切り者、カリタス : B 3',
			'3 破滅の刃 : B 2',
			'2 残忍な切断 : B 2',
			'2 ファイレクシアの闘士 : B 1',
			'1 グリセルブランド : B 8 *'
		]
	}
];

/** The six combat parts' enemies, the last one open on screen. */
const COMBATS: { enemies: EnemyIn[]; npcs?: string[] }[] = [
	{ enemies: [{ kind: 'deck', name: 'ゴブリンの首領' }] },
	{
		enemies: [
			{ kind: 'creature', name: 'オーガの戦士' },
			{ kind: 'creature', name: 'ゴブリンの斥候' }
		]
	},
	{ enemies: [{ kind: 'horde', name: 'ゾンビの大群' }] },
	{
		enemies: [
			{ kind: 'deck', name: '闇の魔術師' },
			{ kind: 'creature', name: '骸骨の従者' }
		],
		npcs: ['傭兵ガルド']
	},
	{
		enemies: [
			{ kind: 'planeswalker', name: '策略家の魔導師' },
			{ kind: 'creature', name: '霧のドレイク' }
		]
	},
	{
		enemies: [
			{ kind: 'deck', name: '黒き竜の信者' },
			{ kind: 'creature', name: '炎のエレメンタル' }
		]
	}
];

/** The open combat stops at this turn, before アリス's check: the bench's own taps come next. */
const OPEN_AT_TURN = 3;

export function mtgCombatLog(system: SystemDefinition<MtgState>): CommandLog<MtgState> {
	const log = new CommandLog(system, 4);
	const pick = <T>(xs: readonly T[]): T => xs[log.int(0, xs.length - 1)]!;
	const ids = PCS.map((_, i) => `p${i + 1}`);

	// The group plays by the fuller rules' reset (life 10–20, at least five cards).
	log.run(CHOOSE_READINGS, { choices: { reset_clamps: { reading: 'life-10-20-hand-5' } } });
	for (const pc of PCS) log.run('addPc', { name: pc.name, deckText: pc.deck.join('\n') });

	/** A check revealed by the app, or turned over at the table and entered. */
	function check(pc: string, intent: Omit<CheckIntent, 'pc' | 'source'>) {
		const app = { ...intent, pc, source: 'app' as const };
		if (log.chance(0.6)) return log.run('check', app);
		const p = log.preview('check', app)[0]!.payload as Pick<CheckIntent, 'first' | 'second'>;
		log.run('check', { ...app, source: 'table', first: p.first, second: p.second });
	}
	const colourOf = (pc: string) => pick(PCS[ids.indexOf(pc)]!.colours);

	/** One turn of the game: checks, a card played, blows both ways. */
	function turn(c: NonNullable<ReturnType<typeof inGame>>) {
		for (const pc of standing(log.state, c)) {
			if (log.chance(0.7)) check(pc.id, { purpose: 'check', colour: colourOf(pc.id), difficulty: log.int(1, 5) });
			// A spell cast: the table says which card left the library (a line that may be used up).
			if (log.chance(0.3)) {
				const line = log.int(0, pc.deck.length - 1);
				if (!pc.deck[line]!.land)
					log.attempt('moveCards', { pc: pc.id, line, from: 'library', to: pick(['battlefield', 'graveyard']) });
			}
		}
		for (let hits = log.int(1, 3); hits > 0; hits--) {
			const target = pick(standing(log.state, inGame(log.state)!));
			if (target && target.life > 3) log.run('adjustLife', { who: target.id, by: -log.int(1, 3) });
		}
		if (log.chance(0.25)) log.run('adjustLife', { who: pick(standing(log.state, c)).id, by: log.int(1, 3) });
		if (log.chance(0.06)) log.run('adjustPoison', { who: pick(standing(log.state, c)).id, by: 1 });
		for (const e of inGame(log.state)!.enemies) {
			if (e.defeated) continue;
			if (e.life !== null) {
				for (let blows = log.int(1, 3); blows > 0 && !enemy(e.id)?.defeated; blows--)
					log.run('adjustLife', { who: 'enemy', enemy: e.id, by: -log.int(1, 4) });
			} else if (e.kind !== 'horde' && log.chance(0.15)) log.run('defeatEnemy', { enemy: e.id });
			else
				log.run('countLibraryOut', {
					enemy: e.id,
					by: log.int(e.kind === 'horde' ? 4 : 1, e.kind === 'horde' ? 9 : 3)
				});
		}
	}
	const enemy = (id: string) => inGame(log.state)?.enemies.find((e) => e.id === id);

	for (const [k, combat] of COMBATS.entries()) {
		const open = k === COMBATS.length - 1;
		log.run('decideOrder', { first: log.chance(0.6) ? 'pcs' : 'enemy', deathMatch: false });
		log.run('reset', { hands: {} });
		log.run('chooseParticipants', { pcs: ids, npcs: combat.npcs ?? [] });
		log.run('enemiesAppear', { enemies: combat.enemies });
		if (log.state.combat?.hordeCheckDue)
			log.run('check', { pc: 'p1', purpose: 'horde', colour: 'R', difficulty: 0, source: 'app' });
		for (;;) {
			const c = inGame(log.state)!;
			if (open && c.turn === OPEN_AT_TURN) break;
			turn(c);
			if (combatOutcome(log.state, inGame(log.state)!)) break;
			log.run('nextTurn', {});
		}
		if (open) break;
		const hands = Object.fromEntries(ids.map((id) => [id, log.int(1, 6)]));
		log.run('endCombat', { hands });
	}

	// Turn 3 of the open combat: a blow to キャロル, then ボブ's check — the table's two cards, a
	// failure — the last check on screen; アリス has not checked this turn.
	log.run('adjustLife', { who: 'p3', by: -2 });
	log.run('check', {
		pc: 'p2',
		purpose: 'check',
		colour: 'U',
		difficulty: 4,
		source: 'table',
		first: { mv: 4, colours: ['U'], designated: false },
		second: { mv: 1, colours: ['U'], designated: false }
	});
	log.run('adjustLife', { who: 'enemy', enemy: 'e1', by: -3 });
	return log;
}

export const mtgTrpgBench = {
	/** MTG's combat part: three PCs, five combats fought, a sixth open at turn 3. */
	async makeMtgSession() {
		const system = (await loadSystem('mtg-trpg')) as SystemDefinition<MtgState>;
		return importLog('mtg-trpg', 'ベンチ: 戦闘6回', mtgCombatLog(system));
	}
};

/** The log names the players as entered for the match, and the characters by their cards, in ja and en. */
import { describe, expect, it } from 'vitest';
import { TestSession } from '$tests/factories/session.svelte';
import { attackIntent, cardIntent } from '$tests/factories/pgt';
import { pgt } from './index';

describe('pgt log sentences', () => {
	it('say the players’ names and the characters, never A側 / Side A', async () => {
		const s = new TestSession(pgt);
		await s.dispatch('startMatch', { a: 'さくら', b: 'Sora' });
		await s.dispatch('saveCard', cardIntent('剣士'));
		await s.dispatch('saveCard', cardIntent('盾', { pDef: 9, abilities: ['カウンター P2D'] }));
		await s.dispatch('startGame', { rolls: { a: 5, b: 2 } });
		await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
		await s.dispatch('place', { side: 'b', slot: 'F1', cardId: 'c2' });
		await s.dispatch('startRound', {});
		await s.dispatch('reveal', { side: 'b', slot: 'F1' });
		await s.dispatch('attack', attackIntent({ roll: { faces: [2, 3], source: 'table' } }));
		const face = { fumbleAtOrBelow: 1, criticalFaces: [6], conflictAs: null, source: 'table' as const };
		await s.dispatch('returnAttack', { ability: 'counter', check: 'P2D', faces: [1, 2], ...face });
		await s.dispatch('endTurn', {});
		await s.dispatch('pass', {});
		const log = (locale: 'ja' | 'en') => s.events.map((e) => pgt.describe(e, locale));
		const ja = log('ja');
		const en = log('en');
		expect(ja.join('\n')).not.toMatch(/A側|B側/);
		expect(en.join('\n')).not.toMatch(/Side [AB]/);
		expect(ja).toContain('ゲーム開始:サイコロ さくら 5 対 Sora 2(卓のサイコロ)、先攻はさくら');
		expect(ja).toContain('SoraのF1「盾」を表向きにした');
		// What happened, not only what was typed: the value against the defence and the verdict.
		expect(ja).toContain('さくらのF1「剣士」がSoraのF1「盾」にアタック:P2D、出目 2・3 → 5 対 防御力 9:失敗');
		expect(en).toContain('さくら’s 剣士 (F1) attacked Sora’s 盾 (F1): P2D, faces 2・3 → 5 vs defence 9: failure');
		expect(ja).toContain('Soraの「盾」がさくらの「剣士」にカウンター:P2D、出目 1・2 → ファンブル(0) 対 防御力 5:失敗');
		expect(en).toContain('Sora passed the attack');
		expect(ja).toContain('さくらのターン終了');
	});
});

describe('pgt log sentences say what happened', () => {
	it('who retired, the points and the total, the game won; an effect’s retirement names the scorer', async () => {
		const s = new TestSession(pgt);
		await s.dispatch('startMatch', { a: 'ハル', b: 'ナツ' });
		await s.dispatch('saveCard', cardIntent('剣士', { cost: 3, abilities: ['A: P2D', 'T: M1D+3'] }));
		await s.dispatch('startGame', { firstPlayer: 'a' });
		await s.dispatch('place', { side: 'a', slot: 'F1', cardId: 'c1' });
		for (const slot of ['F1', 'F2', 'F3', 'B2'] as const) await s.dispatch('place', { side: 'b', slot, cardId: 'c1' });
		await s.dispatch('startRound', {});
		const effect = (target: 'F2' | 'B2') =>
			s.dispatch('effectAttack', {
				side: 'a',
				user: 'F1',
				ability: 1,
				target,
				roll: { faces: [2], source: 'table' },
				targetRevealed: false,
				conflictAs: null
			});
		await s.dispatch('attack', attackIntent({ roll: { faces: [6, 6], source: 'app' } }));
		await effect('F2');
		await s.dispatch('retire', { side: 'b', slot: 'F3' });
		await effect('B2');
		const line = (locale: 'ja' | 'en', back: number) => pgt.describe(s.events.at(-back)!, locale);
		expect(line('ja', 4)).toBe(
			'ハルのF1「剣士」がナツのF1「剣士」にアタック:P2D、出目 6・6 → クリティカル(99) 対 防御力 0:成功、ナツの「剣士」はリタイヤ(ハル +3点、計3点)'
		);
		expect(line('ja', 3)).toBe(
			'ハルのF1「剣士」の効果「T: M1D+3」でナツのF2「剣士」を攻撃:M1D+3、出目 2 → 5 対 防御力 0:成功、ナツの「剣士」はリタイヤ(ハル +3点、計6点)'
		);
		expect(line('ja', 2)).toBe('ナツのF3「剣士」がリタイヤ(ハルのスコアに)');
		expect(line('en', 1)).toBe(
			'ハル’s 剣士 (F1) used “T: M1D+3” on ナツ’s 剣士 (B2): M1D+3, faces 2 → 5 vs defence 0: success; ナツ’s 剣士 retires (ハル +3, 12 in all); ハル wins the game'
		);
	});

	it('an older record without the outcome still reads, as what was typed', () => {
		const line = pgt.describe(
			{
				type: 'pgt/attackResolved',
				payload: {
					attacker: 'F1',
					ability: 'A: P2D',
					target: 'F1',
					guard: null,
					check: 'P2D',
					range: 1,
					innocence: null,
					faces: [2, 3],
					source: 'table',
					fumbleAtOrBelow: 1,
					criticalFaces: [6],
					conflictAs: null,
					targetRevealed: false
				}
			},
			'ja'
		);
		expect(line).toBe('F1がF1にアタック:P2D、出目 2・3');
	});
});

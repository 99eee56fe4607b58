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
		expect(ja).toContain('さくらのF1「剣士」がSoraのF1「盾」にアタック:P2D、出目 2・3');
		expect(en).toContain('さくら’s 剣士 (F1) attacked Sora’s 盾 (F1): P2D, faces 2・3');
		expect(ja).toContain('Soraの「盾」がさくらの「剣士」にカウンター:P2D、出目 1・2');
		expect(en).toContain('Sora passed the attack');
		expect(ja).toContain('さくらのターン終了');
	});
});

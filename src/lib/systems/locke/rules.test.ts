import { describe, expect, it } from 'vitest';
import {
	ENDURANCE_ZERO_RATIO,
	HAND_LIMIT_BASE,
	MELEE_ATTACK_LEVEL,
	MELEE_SHIFT_MAX_RATIO,
	OPEN_RULE_POINTS,
	THOUSAND_TURNS,
	TWO_D6_WAYS,
	checkComposition,
	currentEndurance,
	damageColumnLabel,
	damageRatio,
	defeatedAtGameEnd,
	defenceAllowed,
	espCheck,
	espCheckChance,
	espPowerAfter,
	evilFlipCount,
	handLimit,
	infiltrationAutoSucceeds,
	infiltrationChance,
	infiltrationSucceeds,
	infiltrationTarget,
	initiativeOrder,
	isDead,
	maintainedDefence,
	meleeFirepower,
	meleeRatios,
	mentalCheck,
	planetPhaseOver,
	roundEndHand,
	silhouetteChoiceAllowed,
	silhouetteConstraint,
	silhouetteRebalance,
	silhouetteSide,
	syncAttack,
	teleportChance,
	teleportInterferenceSucceeds,
	teleportSquares,
	teleportSucceeds,
	thousandTurnRuleEndsGame,
	twoD6WaysAtMost,
	victoryGrade,
	type Alignment,
	type EndingCharacter,
	type GameEnd
} from './rules';
import { ATTACK_CARDS, ATTACK_CARDS_SOURCE } from './data/attack-cards';
import { CHARACTERS, CHARACTERS_SOURCE } from './data/characters';

function character(id: string) {
	const c = CHARACTERS.find((x) => x.id === id);
	if (!c) throw new Error(`fixture ${id} missing`);
	return c;
}

describe('2D6 distribution (written out from the 36 outcomes)', () => {
	it('has 1,2,3,4,5,6,5,4,3,2,1 ways for totals 2..12 and 36 in all', () => {
		expect(TWO_D6_WAYS.slice(2)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
		expect(TWO_D6_WAYS.reduce((a, b) => a + b, 0)).toBe(36);
	});
	it('counts outcomes at most n: none below 2, all 36 from 12 up', () => {
		expect(twoD6WaysAtMost(0)).toBe(0);
		expect(twoD6WaysAtMost(1)).toBe(0);
		expect(twoD6WaysAtMost(7)).toBe(21);
		expect(twoD6WaysAtMost(12)).toBe(36);
		expect(twoD6WaysAtMost(40)).toBe(36);
	});
});

describe('damageRatio — 防御側は現在耐久力を宣言し、攻撃の火力をその値で割る(端数切捨て)', () => {
	it('firepower 14 against current endurance 4 is the 3:1 column (火力÷現在の耐久力、端数切り捨て)', () => {
		expect(damageRatio(14, 4)).toBe(3);
		expect(damageColumnLabel(3)).toBe('3:1');
	});
	it('firepower 12 against current endurance 4 is exactly 3:1 (割り切れる場合)', () => {
		expect(damageRatio(12, 4)).toBe(3);
	});
	it('firepower 2 against current endurance 5 falls in the leftmost column「1:2以下」(0)', () => {
		expect(damageRatio(2, 5)).toBe(0);
		expect(damageColumnLabel(0)).toBe('1:2以下');
	});
	it('firepower 5 against current endurance 5 is 1:1', () => {
		expect(damageRatio(5, 5)).toBe(1);
		expect(damageColumnLabel(1)).toBe('1:1');
	});
	it('a G弾 of 火力 100 against endurance 6 is 16:1 — no cap outside melee', () => {
		expect(damageRatio(100, 6)).toBe(16);
	});
	it('current endurance 0 (damage equal to the maximum, still alive) uses the rightmost column — app reading', () => {
		expect(damageRatio(3, 0)).toBe(Infinity);
		expect(ENDURANCE_ZERO_RATIO).toBe(Infinity);
		expect(damageColumnLabel(Infinity)).toBe('最右列');
		expect(OPEN_RULE_POINTS.some((p) => p.id === 'endurance_zero_rightmost')).toBe(true);
	});
	it('firepower 0 against endurance 0 is also the rightmost column (the divisor decides)', () => {
		expect(damageRatio(0, 0)).toBe(Infinity);
	});
	it('firepower 0 against endurance 3 is the leftmost column', () => {
		expect(damageRatio(0, 3)).toBe(0);
	});
});

describe('isDead / currentEndurance — 累計ダメージが最大耐久力を超えた場合、防御側は死亡する', () => {
	it('damage equal to the maximum endurance is still alive (超えた場合のみ死亡)', () => {
		expect(isDead(6, 6)).toBe(false);
		expect(currentEndurance(6, 6)).toBe(0);
	});
	it('damage one over the maximum endurance kills', () => {
		expect(isDead(6, 7)).toBe(true);
	});
	it('no damage: alive at full endurance (現在耐久力 = 耐久力 − ダメージ)', () => {
		expect(isDead(5, 0)).toBe(false);
		expect(currentEndurance(5, 0)).toBe(5);
		expect(currentEndurance(5, 2)).toBe(3);
	});
	it('current endurance never goes below 0 for a dead character', () => {
		expect(currentEndurance(4, 9)).toBe(0);
	});
});

describe('meleeFirepower — 格闘攻撃時の火力は現在の耐久力、低く宣言してもよい、手下1人につき+1', () => {
	it('is the current endurance when nothing is declared', () => {
		expect(meleeFirepower({ currentEndurance: 5 })).toBe(5);
	});
	it('adds 1 per minion (手下1人につき火力を+1)', () => {
		expect(meleeFirepower({ currentEndurance: 4, minions: 3 })).toBe(7);
	});
	it('a player may declare a lower endurance (耐久力を低く宣言してもよい), minions still add', () => {
		expect(meleeFirepower({ currentEndurance: 5, declared: 2 })).toBe(2);
		expect(meleeFirepower({ currentEndurance: 5, declared: 0, minions: 2 })).toBe(2);
		expect(meleeFirepower({ currentEndurance: 5, declared: 5 })).toBe(5);
	});
	it('declaring more than the current endurance is refused (低く宣言してもよい — not higher)', () => {
		expect(() => meleeFirepower({ currentEndurance: 3, declared: 4 })).toThrow(RangeError);
		expect(() => meleeFirepower({ currentEndurance: 3, declared: 4 })).toThrow(/meleeFirepower: declared .*got 4/);
	});
	it('melee attacks are level 1 (格闘攻撃のLVは…LV:1として扱う)', () => {
		expect(MELEE_ATTACK_LEVEL).toBe(1);
		expect(defenceAllowed(MELEE_ATTACK_LEVEL, 1)).toBe(true);
	});
});

describe('meleeRatios — 自分の火力と相手の火力を比較; [格闘:X]の差分だけ自分は右、相手は左 (10:1まで/1:2以下まで)', () => {
	it('without shifts each side divides its firepower by the other side’s (火力 6 vs 3 → 2:1 and 1:2以下)', () => {
		expect(meleeRatios({ firepower: 6 }, { firepower: 3 })).toEqual({ aDeals: 2, bDeals: 0 });
	});
	it('[格闘:2] against [格闘:0]: own column 2 right, opponent’s 2 left but not below 1:2以下', () => {
		expect(meleeRatios({ firepower: 6, shift: 2 }, { firepower: 3 })).toEqual({ aDeals: 4, bDeals: 0 });
		expect(meleeRatios({ firepower: 5, shift: 2 }, { firepower: 5 })).toEqual({ aDeals: 3, bDeals: 0 });
	});
	it('only the difference of the X values counts (差分だけ): 3 against 1 is like 2 against 0', () => {
		expect(meleeRatios({ firepower: 8, shift: 1 }, { firepower: 4, shift: 3 })).toEqual(meleeRatios({ firepower: 8 }, { firepower: 4, shift: 2 }));
		expect(meleeRatios({ firepower: 8, shift: 1 }, { firepower: 4, shift: 3 })).toEqual({ aDeals: 0, bDeals: 2 });
	});
	it('the right shift stops at 10:1 (右にずれるのは10:1の損害判定まで)', () => {
		expect(meleeRatios({ firepower: 9, shift: 5 }, { firepower: 1 })).toEqual({ aDeals: 10, bDeals: 0 });
		expect(MELEE_SHIFT_MAX_RATIO).toBe(10);
	});
	it('a column already right of 10:1 is not pulled back by a shift (12:1 stays 12:1)', () => {
		expect(meleeRatios({ firepower: 12, shift: 1 }, { firepower: 1 })).toEqual({ aDeals: 12, bDeals: 0 });
	});
	it('the left shift moves a column right of 10:1 by the difference (12:1 → 10:1 for 2)', () => {
		expect(meleeRatios({ firepower: 12 }, { firepower: 1, shift: 2 })).toEqual({ aDeals: 10, bDeals: 2 });
	});
	it('equal shifts change nothing', () => {
		expect(meleeRatios({ firepower: 7, shift: 2 }, { firepower: 3, shift: 2 })).toEqual({ aDeals: 2, bDeals: 0 });
	});
	it('a side with melee firepower 0 is hit on the rightmost column, and its own larger shift does not move that column left (app reading)', () => {
		expect(meleeRatios({ firepower: 4 }, { firepower: 0, shift: 3 })).toEqual({ aDeals: Infinity, bDeals: 3 });
	});
	it('melee firepower from endurance + minions feeds the ratio (耐久力4+手下2 = 6 vs 3)', () => {
		const a = meleeFirepower({ currentEndurance: 4, minions: 2 });
		const b = meleeFirepower({ currentEndurance: 3 });
		expect(meleeRatios({ firepower: a }, { firepower: b })).toEqual({ aDeals: 2, bDeals: 0 });
	});
});

describe('espCheck — ESPレベルチェック: 2D6 ≤ 宣言したレベル で成功', () => {
	it('ロック1 declaring 6 succeeds on 6 and fails on 7', () => {
		const locke = character('locke-1');
		expect(espCheck(locke.espLevel, 6)).toBe(true);
		expect(espCheck(locke.espLevel, 7)).toBe(false);
	});
	it('level 1 can never succeed (2D6 is at least 2)', () => {
		expect(espCheck(1, 2)).toBe(false);
		expect(espCheckChance(1)).toBe(0);
	});
	it('chances are 0, 1/36, 3/36, 6/36, 10/36, 15/36, 21/36 for levels 1..7 and 1 from 12', () => {
		expect([1, 2, 3, 4, 5, 6, 7].map(espCheckChance)).toEqual([0, 1, 3, 6, 10, 15, 21].map((n) => n / 36));
		expect(espCheckChance(0)).toBe(0);
		expect(espCheckChance(11)).toBe(35 / 36);
		expect(espCheckChance(12)).toBe(1);
		expect(espCheckChance(20)).toBe(1);
	});
});

describe('mentalCheck — 精神力チェック: 2〜精神力の値を宣言し、2D6 ≤ 宣言値で成功', () => {
	it('ヤマキ2 declaring 9 succeeds on 9 and fails on 10', () => {
		const y = character('yamaki-2');
		expect(mentalCheck(9, y.mental, 9)).toBe(true);
		expect(mentalCheck(9, y.mental, 10)).toBe(false);
	});
	it('ジェシカ (精神力 2) can only declare 2: succeeds only on double 1', () => {
		const j = character('jessica');
		expect(mentalCheck(2, j.mental, 2)).toBe(true);
		expect(mentalCheck(2, j.mental, 3)).toBe(false);
		expect(() => mentalCheck(3, j.mental, 2)).toThrow(/mentalCheck: declared must be an integer from 2 to 2/);
	});
	it('declaring 1 or more than the mental strength is refused', () => {
		expect(() => mentalCheck(1, 5, 2)).toThrow(/mentalCheck: declared/);
		expect(() => mentalCheck(6, 5, 2)).toThrow(/mentalCheck: declared .*got 6/);
	});
});

describe('infiltration — 侵入判定: ESPレベルチェック、失敗すると次回の目標値に+1 (累積)', () => {
	it('the first attempt uses the ESP level as the target', () => {
		expect(infiltrationTarget(4, 0)).toBe(4);
	});
	it('each failure adds 1, cumulatively (失敗した場合、次回の同判定の目標値に+1される(累積する))', () => {
		expect(infiltrationTarget(4, 1)).toBe(5);
		expect(infiltrationTarget(4, 3)).toBe(7);
	});
	it('success is a 2D6 total at most the target (the check is an ESP level check)', () => {
		expect(infiltrationSucceeds(5, 5)).toBe(true);
		expect(infiltrationSucceeds(5, 6)).toBe(false);
		expect(infiltrationChance(5)).toBe(10 / 36);
	});
	it('どんな馬鹿でも12ターン後には侵入できる: level 0 after 12 failures cannot fail', () => {
		const target = infiltrationTarget(0, 12);
		expect(target).toBe(12);
		expect(infiltrationChance(target)).toBe(1);
		expect(infiltrationSucceeds(target, 12)).toBe(true);
		expect(infiltrationChance(infiltrationTarget(0, 11))).toBe(35 / 36);
	});
	it('EVIL silhouettes succeed without rolling (EVILシルエットのキャラクターは…無条件で成功)', () => {
		expect(infiltrationAutoSucceeds('EVIL')).toBe(true);
		expect(infiltrationAutoSucceeds('GOOD')).toBe(false);
		expect(infiltrationAutoSucceeds('SPECIAL')).toBe(false);
	});
});

describe('teleport — テレポート移動: 1D6の目が宣言したレベルより低ければ、その目の数だけ移動', () => {
	it('level 4: a 3 succeeds and moves 3 squares', () => {
		expect(teleportSucceeds(4, 3)).toBe(true);
		expect(teleportSquares(4, 3)).toBe(3);
	});
	it('a die equal to the level fails (より低ければ — strictly lower) and the piece stays', () => {
		expect(teleportSucceeds(4, 4)).toBe(false);
		expect(teleportSquares(4, 4)).toBe(0);
	});
	it('chance is (level − 1)/6, 0 for levels 0 and 1, 1 from level 7', () => {
		expect([0, 1, 2, 3, 4, 5, 6, 7, 9].map(teleportChance)).toEqual([0, 0, 1 / 6, 2 / 6, 3 / 6, 4 / 6, 5 / 6, 1, 1]);
		expect(teleportSucceeds(7, 6)).toBe(true);
	});
	it('an interfering teleport must be of higher level than the escape card (逃避カードより高いレベル)', () => {
		expect(teleportInterferenceSucceeds(3, 4)).toBe(true);
		expect(teleportInterferenceSucceeds(3, 3)).toBe(false);
	});
});

describe('espPowerAfter — Cカードを使うと使用レベル分のESPパワーを消費 (KMC)', () => {
	it('ロック1 (Pw 50) playing at level 6 keeps 44', () => {
		expect(espPowerAfter(character('locke-1').espPower, 6)).toBe(44);
	});
	it('spending exactly the remaining power leaves 0', () => {
		expect(espPowerAfter(3, 3)).toBe(0);
	});
	it('refuses when the power left is less than the level', () => {
		expect(() => espPowerAfter(2, 3)).toThrow(RangeError);
		expect(() => espPowerAfter(2, 3)).toThrow(/espPowerAfter: levelUsed 3 needs 3 ESP power, only 2 left/);
	});
});

describe('hand — 手札上限枚数は基本的に7枚、[手下]の人数分だけ増える', () => {
	it('is 7 without minions and 7 + n with n minions', () => {
		expect(HAND_LIMIT_BASE).toBe(7);
		expect(handLimit(0)).toBe(7);
		expect(handLimit(3)).toBe(10);
	});
});

describe('roundEndHand — ラウンド終了フェイズ 3.超えていれば捨てる 4.同じなら1枚捨ててよい 5.少なければ補充', () => {
	it('step 3: 9 cards over a limit of 7 discards 2', () => {
		expect(roundEndHand({ hand: 9 })).toEqual({ limit: 7, discard: 2, draw: 0, after: 7 });
	});
	it('step 4 after step 3: the hand is then at the limit, so one more may go and step 5 draws it back', () => {
		expect(roundEndHand({ hand: 9, discardOne: true })).toEqual({ limit: 7, discard: 3, draw: 1, after: 7 });
	});
	it('step 4: at the limit a player may discard one, and step 5 refills it', () => {
		expect(roundEndHand({ hand: 7, discardOne: true })).toEqual({ limit: 7, discard: 1, draw: 1, after: 7 });
	});
	it('at the limit without the optional discard nothing changes', () => {
		expect(roundEndHand({ hand: 7 })).toEqual({ limit: 7, discard: 0, draw: 0, after: 7 });
	});
	it('step 5: under the limit draws up to it', () => {
		expect(roundEndHand({ hand: 3 })).toEqual({ limit: 7, discard: 0, draw: 4, after: 7 });
	});
	it('minions raise the limit (手下の人数分だけ増える)', () => {
		expect(roundEndHand({ hand: 8, minions: 2 })).toEqual({ limit: 9, discard: 0, draw: 1, after: 9 });
	});
	it('[代理]を使用している・気絶などの行動不能 — such a character may not take step 4', () => {
		expect(() => roundEndHand({ hand: 7, discardOne: true, canDiscard: false })).toThrow(RangeError);
		expect(() => roundEndHand({ hand: 7, discardOne: true, canDiscard: false })).toThrow(/roundEndHand: discardOne is not allowed: .*\[代理\]/);
	});
	it('an incapacitated character still discards down to the limit at step 3 (that step is not optional)', () => {
		expect(roundEndHand({ hand: 10, canDiscard: false })).toEqual({ limit: 7, discard: 3, draw: 0, after: 7 });
	});
	it('step 4 is only for a hand at the limit: asking under the limit is refused', () => {
		expect(() => roundEndHand({ hand: 5, discardOne: true })).toThrow(/roundEndHand: discardOne is only allowed when the hand is at the limit 7/);
	});
});

describe('initiativeOrder — 黒1・黒2・・・黒10・赤1・・・赤10の順に行動する', () => {
	it('orders black by rank, then red by rank', () => {
		expect(
			initiativeOrder([
				{ id: 'r1', suit: 'red', rank: 1 },
				{ id: 'b10', suit: 'black', rank: 10 },
				{ id: 'b2', suit: 'black', rank: 2 },
				{ id: 'r7', suit: 'red', rank: 7 },
				{ id: 'b1', suit: 'black', rank: 1 }
			])
		).toEqual(['b1', 'b2', 'b10', 'r1', 'r7']);
	});
	it('black 10 acts before red 1', () => {
		expect(initiativeOrder([{ id: 'red', suit: 'red', rank: 1 }, { id: 'black', suit: 'black', rank: 10 }])).toEqual(['black', 'red']);
	});
	it('an empty table gives an empty order', () => {
		expect(initiativeOrder([])).toEqual([]);
	});
	it('two participants with the same colour and rank cannot be ordered by the rules: refused', () => {
		const cards = [
			{ id: 'x', suit: 'black', rank: 3 },
			{ id: 'y', suit: 'black', rank: 3 }
		] as const;
		expect(() => initiativeOrder(cards)).toThrow(RangeError);
		expect(() => initiativeOrder(cards)).toThrow(/initiativeOrder: cards\[1\] is black 3, already held by "x"/);
	});
	it('the same id twice is refused', () => {
		expect(() => initiativeOrder([{ id: 'x', suit: 'black', rank: 3 }, { id: 'x', suit: 'red', rank: 3 }])).toThrow(/initiativeOrder: cards\[1\]\.id must be unique/);
	});
});

describe('syncAttack — 攻撃のレベルが[攻撃Cカードレベル+同調人数]、火力が[全Cカードの合計]', () => {
	it('a level-4 ビームキャノン 16 with two helpers (blaster 5, ray gun 2) is level 6, firepower 23', () => {
		expect(syncAttack({ level: 4, firepower: 16 }, [{ level: 2, firepower: 5 }, { level: 1, firepower: 2 }])).toEqual({ level: 6, firepower: 23 });
	});
	it('with no helpers the attack is unchanged', () => {
		expect(syncAttack({ level: 3, firepower: 8 }, [])).toEqual({ level: 3, firepower: 8 });
	});
	it('a helper card must be of lower level than the lead card (より低いレベルの攻撃Cカード)', () => {
		expect(() => syncAttack({ level: 3, firepower: 8 }, [{ level: 3, firepower: 7 }])).toThrow(RangeError);
		expect(() => syncAttack({ level: 3, firepower: 8 }, [{ level: 1, firepower: 1 }, { level: 4, firepower: 12 }])).toThrow(
			/syncAttack: helpers\[1\]\.level must be lower than lead\.level 3, got 4/
		);
	});
});

describe('defence — 攻撃のレベル以上の防御・逃避; 維持状態の防御はそれよりレベルの高い攻撃で破壊される', () => {
	it('a defence of the attack’s level or higher may be tried', () => {
		expect(defenceAllowed(3, 3)).toBe(true);
		expect(defenceAllowed(3, 5)).toBe(true);
	});
	it('a defence of lower level may not be tried (低いレベルの防御は試みることが出来ない)', () => {
		expect(defenceAllowed(4, 3)).toBe(false);
	});
	it('a maintained defence blocks an attack of equal or lower level', () => {
		expect(maintainedDefence(3, 3)).toBe('blocked');
		expect(maintainedDefence(1, 4)).toBe('blocked');
	});
	it('a higher-level attack breaks the maintained defence and succeeds (その防御は破壊され、攻撃が成功する)', () => {
		expect(maintainedDefence(5, 4)).toBe('broken');
	});
});

describe('planet phase — 惑星編の終了と EVILシルエットのめくる枚数', () => {
	it('ends when all 36 planet cards are face up or destroyed', () => {
		expect(planetPhaseOver(36, 0)).toBe(true);
		expect(planetPhaseOver(35, 2)).toBe(false);
	});
	it('ends when a character or party holds 3 info cards’ worth (情報カードを3枚分集めた)', () => {
		expect(planetPhaseOver(10, 3)).toBe(true);
	});
	it('each EVIL silhouette flips placed ÷ 2 ÷ G·S silhouettes, rounded up (端数切り上げ)', () => {
		expect(evilFlipCount(20, 4)).toBe(3); // 20 / 2 / 4 = 2.5 → 3
		expect(evilFlipCount(24, 4)).toBe(3); // exactly 3
		expect(evilFlipCount(1, 5)).toBe(1); // 0.1 → 1
	});
	it('no placed cards: nothing to flip (0枚でも泣いてはいけない)', () => {
		expect(evilFlipCount(0, 3)).toBe(0);
	});
});

describe('checkComposition — (L)は1枚だけ、GOODとEVILは同数、SPECIALは同数かそれ以下', () => {
	const deal = (...a: [Alignment, boolean?][]) => a.map(([alignment, isL]) => ({ alignment, isL }));
	it('L + GOOD, EVIL ×2, SPECIAL ×1 (5 players) is valid; the (L) character counts under its alignment', () => {
		expect(checkComposition(deal(['GOOD', true], ['GOOD'], ['EVIL'], ['EVIL'], ['SPECIAL']))).toEqual([]);
	});
	it('SPECIAL equal to the GOOD and EVIL counts is allowed (同数)', () => {
		expect(checkComposition(deal(['GOOD', true], ['EVIL'], ['SPECIAL']))).toEqual([]);
	});
	it('no (L) character is a problem', () => {
		expect(checkComposition(deal(['GOOD'], ['EVIL']))).toEqual([{ code: 'locke/composition_no_l', params: { count: 0 } }]);
	});
	it('two (L) characters is a problem (必ず1枚だけ)', () => {
		expect(checkComposition(deal(['GOOD', true], ['EVIL', true]))).toEqual([{ code: 'locke/composition_many_l', params: { count: 2 } }]);
	});
	it('GOOD and EVIL must be equal', () => {
		expect(checkComposition(deal(['GOOD', true], ['GOOD'], ['EVIL']))).toEqual([
			{ code: 'locke/composition_good_evil_unequal', params: { good: 2, evil: 1 } }
		]);
	});
	it('more SPECIAL than that number is a problem', () => {
		expect(checkComposition(deal(['GOOD', true], ['EVIL'], ['SPECIAL'], ['SPECIAL']))).toEqual([
			{ code: 'locke/composition_too_many_special', params: { special: 2, max: 1 } }
		]);
	});
	it('reports every problem at once', () => {
		expect(checkComposition(deal(['SPECIAL'])).map((p) => p.code)).toEqual([
			'locke/composition_no_l',
			'locke/composition_too_many_special'
		]);
	});
	it('an unknown alignment is refused with the index', () => {
		expect(() => checkComposition([{ alignment: 'EVIL/GOOD' as Alignment }])).toThrow(/checkComposition: characters\[0\]\.alignment/);
	});
});

describe('silhouettes — エースなら同じ名前、10なら同じアライメント、それ以外は自由', () => {
	const riot = { name: 'ライオット', alignment: 'EVIL' as const };
	it('an ace forces the silhouette with one’s own character’s name', () => {
		expect(silhouetteConstraint(1)).toBe('own_name');
		expect(silhouetteChoiceAllowed(1, riot, { name: 'ライオット', alignment: 'EVIL' })).toBe(true);
		expect(silhouetteChoiceAllowed(1, riot, { name: 'ナガト', alignment: 'EVIL' })).toBe(false);
	});
	it('a 10 forces one’s current alignment (現在のアライメントと同じ)', () => {
		expect(silhouetteConstraint(10)).toBe('own_alignment');
		expect(silhouetteChoiceAllowed(10, riot, { name: 'ナガト', alignment: 'EVIL' })).toBe(true);
		expect(silhouetteChoiceAllowed(10, riot, { name: 'ライオット', alignment: 'GOOD' })).toBe(false);
	});
	it('any other card leaves the choice free (自分のキャラクターに関わらず自由に選んでよい)', () => {
		for (const rank of [2, 5, 9, 11, 13]) expect(silhouetteConstraint(rank)).toBe('free');
		expect(silhouetteChoiceAllowed(7, riot, { name: 'ロック1', alignment: 'GOOD' })).toBe(true);
	});
	it('GOOD and SPECIAL silhouettes invade the base, EVIL ones defend it', () => {
		expect(silhouetteSide('GOOD')).toBe('invaders');
		expect(silhouetteSide('SPECIAL')).toBe('invaders');
		expect(silhouetteSide('EVIL')).toBe('defenders');
	});
	it('no side short of the EVIL sheet count: nothing to do', () => {
		expect(silhouetteRebalance({ invaders: 4, defenders: 3, evilSheetsDealt: 3 })).toEqual({ shortSide: null, largerSide: null, action: 'none' });
	});
	it('defenders fewer than the EVIL sheets: the larger side may change silhouettes (多い方のキャラクターはシルエットを変更することができる)', () => {
		expect(silhouetteRebalance({ invaders: 6, defenders: 1, evilSheetsDealt: 3 })).toEqual({
			shortSide: 'defenders',
			largerSide: 'invaders',
			action: 'larger_side_may_change'
		});
	});
	it('still short after that: a new playing card for everyone on the larger side (もう一度トランプを配る)', () => {
		expect(silhouetteRebalance({ invaders: 1, defenders: 6, evilSheetsDealt: 3, stage: 'after_change' })).toEqual({
			shortSide: 'invaders',
			largerSide: 'defenders',
			action: 'redeal_to_larger_side'
		});
	});
	it('still short after the redeal: the seed says nothing more (unresolved)', () => {
		expect(silhouetteRebalance({ invaders: 1, defenders: 6, evilSheetsDealt: 3, stage: 'after_redeal' }).action).toBe('unresolved');
	});
	it('fewer players than twice the EVIL sheets is impossible with GOOD = EVIL: refused', () => {
		expect(() => silhouetteRebalance({ invaders: 2, defenders: 2, evilSheetsDealt: 3 })).toThrow(/silhouetteRebalance: evilSheetsDealt 3 needs at least 6 players/);
	});
});

describe('game end — 敗北条件 (§3.2) and the 1000-turn rule', () => {
	const base: EndingCharacter = { alignment: 'GOOD', alive: true, ownDefeatConditionMet: false };
	const evilDecl: GameEnd = { kind: 'declaration', alignment: 'EVIL' };
	const goodDecl: GameEnd = { kind: 'declaration', alignment: 'GOOD' };
	it('the 1000-turn rule ends the game once the EVIL declarer has survived 1000 turns', () => {
		expect(THOUSAND_TURNS).toBe(1000);
		expect(thousandTurnRuleEndsGame(999)).toBe(false);
		expect(thousandTurnRuleEndsGame(1000)).toBe(true);
	});
	it('GOOD loses to an unopposed EVIL declaration and to the 1000-turn rule, not to its own side’s declaration', () => {
		expect(defeatedAtGameEnd(base, evilDecl)).toBe(true);
		expect(defeatedAtGameEnd(base, { kind: 'thousand_turns' })).toBe(true);
		expect(defeatedAtGameEnd(base, goodDecl)).toBe(false);
		expect(defeatedAtGameEnd(base, { kind: 'all_key_points_destroyed' })).toBe(false);
	});
	it('EVIL loses to an unopposed GOOD declaration and when all key points are destroyed, not to the 1000-turn rule', () => {
		const evil: EndingCharacter = { ...base, alignment: 'EVIL' };
		expect(defeatedAtGameEnd(evil, goodDecl)).toBe(true);
		expect(defeatedAtGameEnd(evil, { kind: 'all_key_points_destroyed' })).toBe(true);
		expect(defeatedAtGameEnd(evil, { kind: 'thousand_turns' })).toBe(false);
		expect(defeatedAtGameEnd(evil, evilDecl)).toBe(false);
	});
	it('SPECIAL loses only to its own condition or by being dead (自分が死亡している)', () => {
		const special: EndingCharacter = { ...base, alignment: 'SPECIAL' };
		expect(defeatedAtGameEnd(special, evilDecl)).toBe(false);
		expect(defeatedAtGameEnd({ ...special, alive: false }, evilDecl)).toBe(true);
		expect(defeatedAtGameEnd({ ...special, ownDefeatConditionMet: true }, goodDecl)).toBe(true);
	});
	it('a dead GOOD character whose side won is not defeated (B級勝利 is possible)', () => {
		expect(defeatedAtGameEnd({ ...base, alive: false }, goodDecl)).toBe(false);
	});
	it('own defeat condition always loses (自分の敗北条件を満たしている)', () => {
		expect(defeatedAtGameEnd({ ...base, ownDefeatConditionMet: true }, goodDecl)).toBe(true);
	});
	it('an (L) character loses if another (L) character is alive', () => {
		expect(defeatedAtGameEnd({ ...base, isL: true, anotherLAlive: true }, goodDecl)).toBe(true);
		expect(defeatedAtGameEnd({ ...base, isL: true, anotherLAlive: false }, goodDecl)).toBe(false);
	});
	it('all characters dead: every player loses', () => {
		expect(defeatedAtGameEnd(base, { kind: 'all_dead' })).toBe(true);
	});
	it('a solo declaration: the declarer wins despite its own condition, every other player loses', () => {
		const solo: EndingCharacter = { alignment: 'SPECIAL', alive: true, ownDefeatConditionMet: true, soloDeclarer: true };
		expect(defeatedAtGameEnd(solo, { kind: 'solo_declaration' })).toBe(false);
		expect(defeatedAtGameEnd(base, { kind: 'solo_declaration' })).toBe(true);
	});
	it('only SPECIAL can make a solo declaration', () => {
		expect(() => defeatedAtGameEnd({ ...base, soloDeclarer: true }, { kind: 'solo_declaration' })).toThrow(/defeatedAtGameEnd: character\.soloDeclarer/);
	});
	it('SPECIAL cannot make an alignment declaration', () => {
		expect(() => defeatedAtGameEnd(base, { kind: 'declaration', alignment: 'SPECIAL' as 'GOOD' })).toThrow(/defeatedAtGameEnd: end\.alignment/);
	});
});

describe('victoryGrade — A級勝利…D級敗北', () => {
	it('A: alive, defeat condition not met', () => expect(victoryGrade(true, false)).toBe('A'));
	it('B: dead, defeat condition not met', () => expect(victoryGrade(false, false)).toBe('B'));
	it('C: alive, defeat condition met', () => expect(victoryGrade(true, true)).toBe('C'));
	it('D: dead, defeat condition met', () => expect(victoryGrade(false, true)).toBe('D'));
});

describe('OPEN_RULE_POINTS', () => {
	it('has unique ids and text in both languages', () => {
		const ids = OPEN_RULE_POINTS.map((p) => p.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const p of OPEN_RULE_POINTS) {
			expect(p.ja.length).toBeGreaterThan(0);
			expect(p.en.length).toBeGreaterThan(0);
		}
	});
	it('names every point the code refers to', () => {
		const ids = new Set(OPEN_RULE_POINTS.map((p) => p.id));
		for (const id of [
			'ratio_zero_column',
			'endurance_zero_rightmost',
			'damage_table_unknown',
			'melee_divisor',
			'melee_left_shift_rightmost',
			'round_end_step4_after_step3',
			'initiative_same_card',
			'sync_count',
			'evil_flip_inputs',
			'composition_special',
			'silhouette_still_short',
			'thousand_turn_count',
			'grade_defeat_meaning',
			'deck_per_combat',
			'deck_out_deal',
			'turn_skips_dead',
			'revive_damage',
			'maintained_undefendable',
			'evil_clock_count',
			'maintained_until_dropped'
		])
			expect(ids.has(id)).toBe(true);
	});
});

describe('data fixtures', () => {
	it('characters come from KMC table 2.1 with unique ids and sane stats', () => {
		expect(CHARACTERS_SOURCE).toBe('KMC rulebook table 2.1');
		expect(CHARACTERS).toHaveLength(24);
		expect(new Set(CHARACTERS.map((c) => c.id)).size).toBe(CHARACTERS.length);
		for (const c of CHARACTERS) {
			expect(c.espLevel).toBeGreaterThanOrEqual(0);
			expect(c.endurance).toBeGreaterThanOrEqual(1);
		}
	});
	it('alignments the notes mark "?" are null', () => {
		expect(character('jessica').alignment).toBeNull();
		expect(character('hijiri-yuki').alignment).toBeNull();
		expect(character('amazona').alignment).toBe('EVIL/GOOD');
	});
	it('attack cards: levels 1..7, every level a defence must reach, firepower rising with level', () => {
		expect(ATTACK_CARDS_SOURCE).toBe('KMC rulebook table 5.1');
		expect(ATTACK_CARDS.find((c) => c.id === 'g-shell')?.firepower).toEqual([25, 30, 35]);
		for (const c of ATTACK_CARDS) {
			expect(c.level).toBeGreaterThanOrEqual(1);
			expect(c.level).toBeLessThanOrEqual(7);
		}
	});
	it('a ジオイド弾 (100) against ロック1 (耐久力 6) is the 16:1 column', () => {
		const geoid = ATTACK_CARDS.find((c) => c.id === 'geoid-shell');
		expect(damageRatio(geoid?.firepower[0] ?? 0, character('locke-1').endurance)).toBe(16);
	});
});

// -------------------------------------------------------------------------------------------
// Every argument refuses bad input with a RangeError naming the function and the argument.
// -------------------------------------------------------------------------------------------

type Case = [string, () => unknown, string];
const bad = (name: string, call: (v: number) => unknown, where: string, values: number[]): Case[] =>
	values.map((v) => [`${name} ${String(v)}`, () => call(v), where]);
const NUMS = [-1, 1.5, NaN];

const cases: Case[] = [
	...bad('damageRatio firepower', (v) => damageRatio(v, 3), 'damageRatio: firepower', NUMS),
	...bad('damageRatio currentEndurance', (v) => damageRatio(3, v), 'damageRatio: currentEndurance', NUMS),
	...bad('damageColumnLabel ratio', (v) => damageColumnLabel(v), 'damageColumnLabel: ratio', NUMS),
	...bad('isDead maxEndurance', (v) => isDead(v, 0), 'isDead: maxEndurance', [0, ...NUMS]),
	...bad('isDead damageTaken', (v) => isDead(5, v), 'isDead: damageTaken', NUMS),
	...bad('currentEndurance maxEndurance', (v) => currentEndurance(v, 0), 'currentEndurance: maxEndurance', [0, ...NUMS]),
	...bad('currentEndurance damageTaken', (v) => currentEndurance(5, v), 'currentEndurance: damageTaken', NUMS),
	...bad('meleeFirepower currentEndurance', (v) => meleeFirepower({ currentEndurance: v }), 'meleeFirepower: currentEndurance', NUMS),
	...bad('meleeFirepower minions', (v) => meleeFirepower({ currentEndurance: 3, minions: v }), 'meleeFirepower: minions', NUMS),
	...bad('meleeFirepower declared', (v) => meleeFirepower({ currentEndurance: 3, declared: v }), 'meleeFirepower: declared', [4, ...NUMS]),
	...bad('meleeRatios a.firepower', (v) => meleeRatios({ firepower: v }, { firepower: 1 }), 'meleeRatios: a.firepower', NUMS),
	...bad('meleeRatios b.firepower', (v) => meleeRatios({ firepower: 1 }, { firepower: v }), 'meleeRatios: b.firepower', NUMS),
	...bad('meleeRatios a.shift', (v) => meleeRatios({ firepower: 1, shift: v }, { firepower: 1 }), 'meleeRatios: a.shift', NUMS),
	...bad('meleeRatios b.shift', (v) => meleeRatios({ firepower: 1 }, { firepower: 1, shift: v }), 'meleeRatios: b.shift', NUMS),
	...bad('twoD6WaysAtMost n', (v) => twoD6WaysAtMost(v), 'twoD6WaysAtMost: n', NUMS),
	...bad('espCheck declaredLevel', (v) => espCheck(v, 7), 'espCheck: declaredLevel', NUMS),
	...bad('espCheck roll2d6', (v) => espCheck(6, v), 'espCheck: roll2d6', [1, 13, 0, ...NUMS]),
	...bad('espCheckChance level', (v) => espCheckChance(v), 'espCheckChance: level', NUMS),
	...bad('mentalCheck declared', (v) => mentalCheck(v, 5, 7), 'mentalCheck: declared', [1, 6, ...NUMS]),
	...bad('mentalCheck mentalStrength', (v) => mentalCheck(2, v, 7), 'mentalCheck: mentalStrength', [1, ...NUMS]),
	...bad('mentalCheck roll2d6', (v) => mentalCheck(2, 5, v), 'mentalCheck: roll2d6', [1, 13, ...NUMS]),
	...bad('infiltrationTarget espLevel', (v) => infiltrationTarget(v, 0), 'infiltrationTarget: espLevel', NUMS),
	...bad('infiltrationTarget failures', (v) => infiltrationTarget(3, v), 'infiltrationTarget: failures', NUMS),
	...bad('infiltrationSucceeds target', (v) => infiltrationSucceeds(v, 7), 'infiltrationSucceeds: target', NUMS),
	...bad('infiltrationSucceeds roll2d6', (v) => infiltrationSucceeds(5, v), 'infiltrationSucceeds: roll2d6', [1, 13, ...NUMS]),
	...bad('infiltrationChance target', (v) => infiltrationChance(v), 'infiltrationChance: target', NUMS),
	...bad('teleportSucceeds declaredLevel', (v) => teleportSucceeds(v, 3), 'teleportSucceeds: declaredLevel', NUMS),
	...bad('teleportSucceeds roll1d6', (v) => teleportSucceeds(4, v), 'teleportSucceeds: roll1d6', [0, 7, ...NUMS]),
	...bad('teleportSquares roll1d6', (v) => teleportSquares(4, v), 'teleportSquares: roll1d6', [0, 7]),
	...bad('teleportSquares declaredLevel', (v) => teleportSquares(v, 3), 'teleportSquares: declaredLevel', NUMS),
	...bad('teleportChance level', (v) => teleportChance(v), 'teleportChance: level', NUMS),
	...bad('teleportInterferenceSucceeds escapeLevel', (v) => teleportInterferenceSucceeds(v, 3), 'teleportInterferenceSucceeds: escapeLevel', [0, ...NUMS]),
	...bad('teleportInterferenceSucceeds interferenceLevel', (v) => teleportInterferenceSucceeds(3, v), 'teleportInterferenceSucceeds: interferenceLevel', [0, ...NUMS]),
	...bad('espPowerAfter power', (v) => espPowerAfter(v, 0), 'espPowerAfter: power', NUMS),
	...bad('espPowerAfter levelUsed', (v) => espPowerAfter(10, v), 'espPowerAfter: levelUsed', NUMS),
	...bad('handLimit minions', (v) => handLimit(v), 'handLimit: minions', NUMS),
	...bad('roundEndHand hand', (v) => roundEndHand({ hand: v }), 'roundEndHand: hand', NUMS),
	...bad('roundEndHand minions', (v) => roundEndHand({ hand: 3, minions: v }), 'roundEndHand: minions', NUMS),
	...bad('initiativeOrder rank', (v) => initiativeOrder([{ id: 'a', suit: 'red', rank: v }]), 'initiativeOrder: cards[0].rank', [0, 11, ...NUMS]),
	...bad('syncAttack lead.level', (v) => syncAttack({ level: v, firepower: 1 }, []), 'syncAttack: lead.level', [0, ...NUMS]),
	...bad('syncAttack lead.firepower', (v) => syncAttack({ level: 3, firepower: v }, []), 'syncAttack: lead.firepower', NUMS),
	...bad('syncAttack helpers[0].level', (v) => syncAttack({ level: 3, firepower: 1 }, [{ level: v, firepower: 1 }]), 'syncAttack: helpers[0].level', [0, ...NUMS]),
	...bad('syncAttack helpers[0].firepower', (v) => syncAttack({ level: 3, firepower: 1 }, [{ level: 1, firepower: v }]), 'syncAttack: helpers[0].firepower', NUMS),
	...bad('defenceAllowed attackLevel', (v) => defenceAllowed(v, 3), 'defenceAllowed: attackLevel', [0, ...NUMS]),
	...bad('defenceAllowed defenceLevel', (v) => defenceAllowed(3, v), 'defenceAllowed: defenceLevel', [0, ...NUMS]),
	...bad('maintainedDefence attackLevel', (v) => maintainedDefence(v, 3), 'maintainedDefence: attackLevel', [0, ...NUMS]),
	...bad('maintainedDefence maintainedLevel', (v) => maintainedDefence(3, v), 'maintainedDefence: maintainedLevel', [0, ...NUMS]),
	...bad('planetPhaseOver cardsFaceUpOrDestroyed', (v) => planetPhaseOver(v, 0), 'planetPhaseOver: cardsFaceUpOrDestroyed', [37, ...NUMS]),
	...bad('planetPhaseOver mostInfoCards', (v) => planetPhaseOver(0, v), 'planetPhaseOver: mostInfoCards', NUMS),
	...bad('evilFlipCount placedPlanetCards', (v) => evilFlipCount(v, 2), 'evilFlipCount: placedPlanetCards', NUMS),
	...bad('evilFlipCount goodSpecialSilhouettes', (v) => evilFlipCount(10, v), 'evilFlipCount: goodSpecialSilhouettes', [0, ...NUMS]),
	...bad('silhouetteConstraint rank', (v) => silhouetteConstraint(v), 'silhouetteConstraint: rank', [0, 14, ...NUMS]),
	...bad('silhouetteRebalance invaders', (v) => silhouetteRebalance({ invaders: v, defenders: 9, evilSheetsDealt: 1 }), 'silhouetteRebalance: invaders', NUMS),
	...bad('silhouetteRebalance defenders', (v) => silhouetteRebalance({ invaders: 9, defenders: v, evilSheetsDealt: 1 }), 'silhouetteRebalance: defenders', NUMS),
	...bad('silhouetteRebalance evilSheetsDealt', (v) => silhouetteRebalance({ invaders: 9, defenders: 9, evilSheetsDealt: v }), 'silhouetteRebalance: evilSheetsDealt', NUMS),
	...bad('thousandTurnRuleEndsGame turnsSurvived', (v) => thousandTurnRuleEndsGame(v), 'thousandTurnRuleEndsGame: turnsSurvived', NUMS),
	['initiativeOrder suit', () => initiativeOrder([{ id: 'a', suit: 'green' as 'red', rank: 1 }]), 'initiativeOrder: cards[0].suit'],
	['initiativeOrder empty id', () => initiativeOrder([{ id: '', suit: 'red', rank: 1 }]), 'initiativeOrder: cards[0].id'],
	['silhouetteRebalance stage', () => silhouetteRebalance({ invaders: 3, defenders: 3, evilSheetsDealt: 1, stage: 'later' as 'revealed' }), 'silhouetteRebalance: stage'],
	['silhouetteChoiceAllowed character.alignment', () => silhouetteChoiceAllowed(2, { name: 'a', alignment: 'E' as Alignment }, { name: 'a', alignment: 'EVIL' }), 'silhouetteChoiceAllowed: character.alignment'],
	['silhouetteChoiceAllowed silhouette.alignment', () => silhouetteChoiceAllowed(2, { name: 'a', alignment: 'EVIL' }, { name: 'a', alignment: 'E' as Alignment }), 'silhouetteChoiceAllowed: silhouette.alignment'],
	['silhouetteChoiceAllowed rank', () => silhouetteChoiceAllowed(0, { name: 'a', alignment: 'EVIL' }, { name: 'a', alignment: 'EVIL' }), 'silhouetteChoiceAllowed: rank'],
	['silhouetteSide silhouette', () => silhouetteSide('G' as Alignment), 'silhouetteSide: silhouette'],
	['infiltrationAutoSucceeds silhouette', () => infiltrationAutoSucceeds('evil' as Alignment), 'infiltrationAutoSucceeds: silhouette'],
	['defeatedAtGameEnd character.alignment', () => defeatedAtGameEnd({ alignment: 'X' as Alignment, alive: true, ownDefeatConditionMet: false }, { kind: 'all_dead' }), 'defeatedAtGameEnd: character.alignment'],
	['defeatedAtGameEnd end.kind', () => defeatedAtGameEnd({ alignment: 'GOOD', alive: true, ownDefeatConditionMet: false }, { kind: 'draw' } as unknown as GameEnd), 'defeatedAtGameEnd: end.kind'],
	['victoryGrade alive', () => victoryGrade(1 as unknown as boolean, false), 'victoryGrade: alive'],
	['victoryGrade defeatConditionMet', () => victoryGrade(true, 'no' as unknown as boolean), 'victoryGrade: defeatConditionMet']
];

describe('argument checks — out-of-range input is a RangeError that names the argument', () => {
	it.each(cases)('%s', (_label, call, where) => {
		expect(call).toThrow(RangeError);
		expect(call).toThrow(where);
	});
	it('the message says what was expected and what came: damageRatio: currentEndurance must be an integer ≥ 0, got -1', () => {
		expect(() => damageRatio(3, -1)).toThrow('damageRatio: currentEndurance must be an integer ≥ 0, got -1');
	});
	it('an impossible 2D6 total is named as such', () => {
		expect(() => espCheck(6, 13)).toThrow('espCheck: roll2d6 must be an integer from 2 to 12 (a 2D6 total), got 13');
	});
	it('an impossible 1D6 roll is named as such', () => {
		expect(() => teleportSucceeds(4, 0)).toThrow('teleportSucceeds: roll1d6 must be an integer from 1 to 6 (a 1D6 roll), got 0');
	});
});

// Appended for the reference tools (imports are hoisted; kept here so additions stay at the end).
import { mentalCheckChance } from './rules';

describe('mentalCheckChance — P(精神力チェック succeeds)', () => {
	it('is P(2D6 ≤ declared), agreeing with mentalCheck over all 36 outcomes', () => {
		for (let strength = 2; strength <= 12; strength++)
			for (let declared = 2; declared <= strength; declared++) {
				let wins = 0;
				for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (mentalCheck(declared, strength, a + b)) wins++;
				expect(mentalCheckChance(declared, strength)).toBe(wins / 36);
			}
		expect(mentalCheckChance(2, 2)).toBe(1 / 36);
		expect(mentalCheckChance(9, 9)).toBe(30 / 36);
	});
	it('refuses a declaration outside 2..精神力', () => {
		expect(() => mentalCheckChance(1, 5)).toThrow(RangeError);
		expect(() => mentalCheckChance(6, 5)).toThrow('mentalCheckChance: declared must be an integer from 2 to 5 (at most the mental strength), got 6');
		expect(() => mentalCheckChance(2, 1)).toThrow('mentalCheckChance: mentalStrength');
	});
});

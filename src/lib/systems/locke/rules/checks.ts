/**
 * Checks against a die (§4.1, §4.2, KMC ch. 11): ESP level, mental, infiltration, teleport, and
 * their exact chances (from `$lib/core/dice`'s distributions).
 */
import { parseDice, probability } from '$lib/core/dice';
import { alignment, check1d6, check2d6, int, type Alignment } from './args';

const TWO_D6 = parseDice('2D6');
const ONE_D6 = parseDice('1D6');

/** Exact P(2D6 ≤ target): the count of the 36 outcomes, divided once. */
const twoD6AtMost = (target: number) => probability(TWO_D6, '<=', target);

/**
 * ESPレベルチェック — success when the 2D6 total ≤ the declared level. The seed defers the
 * definition to "7.各種ルール" (missing); this is KMC ch. 11 (notes §3.1), and agrees with the
 * seed's 侵入判定 remark 「どんな馬鹿でも12ターン後には侵入できる」. The declared level may not
 * exceed the level the character can use now — the caller checks that.
 * @param declaredLevel 宣言したESPレベル (≥ 0)
 * @param roll2d6 2D6 total (2..12)
 */
export function espCheck(declaredLevel: number, roll2d6: number): boolean {
	int('espCheck', 'declaredLevel', declaredLevel, 0);
	check2d6('espCheck', roll2d6);
	return roll2d6 <= declaredLevel;
}

/** Exact P(ESPレベルチェック succeeds) = P(2D6 ≤ level): 0, 1/36, 3/36, 6/36 … 1 for level ≥ 12. */
export function espCheckChance(level: number): number {
	int('espCheckChance', 'level', level, 0);
	return twoD6AtMost(level);
}

/**
 * 精神力チェック (根性チェック), KMC ch. 11 (notes §3.2; not in the seed): declare a value from 2 up
 * to the character's 精神力, roll 2D6, success when the total ≤ the declared value.
 * @param declared 宣言値 (2..mentalStrength)
 * @param mentalStrength 精神力 (≥ 2; below 2 leaves nothing to declare)
 * @param roll2d6 2D6 total (2..12)
 */
export function mentalCheck(declared: number, mentalStrength: number, roll2d6: number): boolean {
	int('mentalCheck', 'mentalStrength', mentalStrength, 2, Infinity, 'below 2 there is nothing to declare');
	int('mentalCheck', 'declared', declared, 2, mentalStrength, 'at most the mental strength');
	check2d6('mentalCheck', roll2d6);
	return roll2d6 <= declared;
}

/**
 * 侵入判定の目標値 — §4.2 「ESPレベルチェックを行い…失敗した場合、次回の同判定の目標値に+1される
 * (累積する)」: the ESP level plus one per earlier failure.
 * @param espLevel ESPレベル (≥ 0)
 * @param failures 失敗回数 so far (≥ 0)
 */
export function infiltrationTarget(espLevel: number, failures: number): number {
	int('infiltrationTarget', 'espLevel', espLevel, 0);
	int('infiltrationTarget', 'failures', failures, 0);
	return espLevel + failures;
}

/**
 * 侵入判定 — an ESP level check against the target: success when 2D6 ≤ target. Direction: the
 * seed makes each failure *raise* the target and says 「どんな馬鹿でも12ターン後には侵入できる」 —
 * a level-0 character reaches target 12 after 12 failures, and only "2D6 ≤ 12" is then certain.
 */
export function infiltrationSucceeds(target: number, roll2d6: number): boolean {
	int('infiltrationSucceeds', 'target', target, 0);
	check2d6('infiltrationSucceeds', roll2d6);
	return roll2d6 <= target;
}

/** Exact P(侵入判定 succeeds) for a target (1 from 12 up). */
export function infiltrationChance(target: number): number {
	int('infiltrationChance', 'target', target, 0);
	return twoD6AtMost(target);
}

/** §4.2 「EVILシルエットのキャラクターは、この判定に無条件で成功できる」: no roll for them. */
export function infiltrationAutoSucceeds(silhouette: Alignment): boolean {
	alignment('infiltrationAutoSucceeds', 'silhouette', silhouette);
	return silhouette === 'EVIL';
}

/**
 * 回復 — §4.1 「回復は、自分の耐久力または精神力を1回復させる行動である」: one point of endurance (one
 * less damage taken) or of mental strength, nothing else (ESP power is not recovered this way).
 * @param field the number changed   @param by the change (damage −1, or mental +1)
 */
export function isRecovery(field: string, by: number): boolean {
	return (field === 'damage' && by === -1) || (field === 'mental' && by === 1);
}

/**
 * テレポート移動 — §4.1 「自分のESPレベルを宣言し、サイコロを1つ振る。その時、出た目が宣言したレベル
 * より低ければ、その目の数だけ左右へ移動を行う」: success when the die is *lower* than the level
 * (equal fails). The piece then moves exactly the die, skipping the squares between, one
 * direction, no backtracking (base phase: any path without backtracking, §4.2).
 * @param declaredLevel 宣言したESPレベル (≥ 0)
 * @param roll1d6 1D6 (1..6)
 */
export function teleportSucceeds(declaredLevel: number, roll1d6: number): boolean {
	return teleport('teleportSucceeds', declaredLevel, roll1d6);
}

/** Squares moved by a teleport: the die on success, 0 on failure (the piece stays). */
export function teleportSquares(declaredLevel: number, roll1d6: number): number {
	return teleport('teleportSquares', declaredLevel, roll1d6) ? roll1d6 : 0;
}

function teleport(fn: string, declaredLevel: number, roll1d6: number): boolean {
	int(fn, 'declaredLevel', declaredLevel, 0);
	check1d6(fn, roll1d6);
	return roll1d6 < declaredLevel;
}

/** Exact P(teleport succeeds) = P(1D6 < level) = min(6, max(0, level − 1)) / 6. */
export function teleportChance(level: number): number {
	int('teleportChance', 'level', level, 0);
	return probability(ONE_D6, '<', level);
}

/**
 * テレポートの妨害 — §5.4 「妨害は、逃避カードより高いレベルのCカードのテレポートを使用する事で
 * 成立する」 (strictly higher). Even then the escape still succeeds; only leaving is prevented.
 */
export function teleportInterferenceSucceeds(escapeLevel: number, interferenceLevel: number): boolean {
	int('teleportInterferenceSucceeds', 'escapeLevel', escapeLevel, 1);
	int('teleportInterferenceSucceeds', 'interferenceLevel', interferenceLevel, 1);
	return interferenceLevel > escapeLevel;
}

/**
 * Exact P(精神力チェック succeeds) = P(2D6 ≤ declared), with `mentalCheck`'s argument checks
 * (2 ≤ declared ≤ 精神力). KMC ch. 11 (notes §3.2; not in the seed).
 */
export function mentalCheckChance(declared: number, mentalStrength: number): number {
	int('mentalCheckChance', 'mentalStrength', mentalStrength, 2, Infinity, 'below 2 there is nothing to declare');
	int('mentalCheckChance', 'declared', declared, 2, mentalStrength, 'at most the mental strength');
	return twoD6AtMost(declared);
}

/**
 * 超人ロック (Locke the Superman) board game — the arithmetic of the basic rules.
 *
 * Specification: the fan-wiki text of the basic rules (seed `000_58be46e88111c317.txt`,
 * "基本データ"). Section numbers in comments (§5.1 …) are that text's. Where the seed points
 * elsewhere ("7.各種ルール", "6.3 コンバットカード") and that text is missing, the rule comes from
 * our notes (`shared/rules/locke.md`, KMC rulebook) and says so. Where the seed is silent or
 * ambiguous the app's reading is listed in `OPEN_RULE_POINTS` — nothing here invents a value.
 *
 * Pure and dependency-free: no Svelte, no storage, no dice. Callers roll and pass the result.
 * Every argument is checked; a bad one throws a `RangeError` naming the function and argument.
 *
 * Glossary (Japanese term → name in code)
 *   火力 → firepower                       耐久力 → endurance
 *   現在耐久力 (耐久力−ダメージ) → currentEndurance   ダメージ(累計) → damageTaken
 *   損害判定 / 損害判定表 → damage roll / damage table   (火力÷耐久力の) 列・コラム → ratio / column
 *   格闘 → melee                           格闘コラムシフト [格闘:X] → shift
 *   反撃 → counterattack                   手下 → minions
 *   ESPレベル → espLevel / level           ESPパワー → espPower
 *   精神力 → mental / mentalStrength       ESPレベルチェック → espCheck
 *   精神力チェック (根性チェック) → mentalCheck      侵入判定 → infiltration
 *   目標値 → target                        テレポート移動 → teleport
 *   手札 / 手札上限枚数 → hand / handLimit  代理 → proxy    行動不能 → incapacitated
 *   イニシアチブ → initiative              トランプ → playing card (suit, rank)
 *   同調攻撃 / 同調人数 → syncAttack / helpers     防御 → defence   逃避 → escape
 *   維持状態 → maintained                  破壊 → broken
 *   シルエット → silhouette                基地侵略側 / 基地防衛側 → invaders / defenders
 *   アライメント → alignment (GOOD 善 / EVIL 悪 / SPECIAL 中立)
 *   (L)キャラクター → L character          惑星編 → planet phase   秘密基地編 → base phase
 *   惑星カード → planet card               情報カード → info card   重要拠点 → key point
 *   勝利宣言 / 単独勝利宣言 → victory declaration / solo declaration
 *   敗北条件 → defeat condition            A級勝利…D級敗北 → victory grade 'A'…'D'
 */

// ---------------------------------------------------------------------------------------------
// Argument checking (one helper, so every message has the same shape)
// ---------------------------------------------------------------------------------------------

/**
 * Returns `value` if it is an integer in [min, max]; otherwise throws a RangeError such as
 * `damageRatio: currentEndurance must be an integer ≥ 0, got -1`. `what` is appended to the
 * range in brackets when the range needs explaining ("a 2D6 total").
 */
function int(fn: string, arg: string, value: number, min: number, max = Infinity, what?: string): number {
	if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
	const range = max === Infinity ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`;
	throw new RangeError(`${fn}: ${arg} must be ${what ? `${range} (${what})` : range}, got ${String(value)}`);
}

/** A rule refusal on otherwise well-formed arguments: names the argument and the reason. */
function refuse(fn: string, arg: string, reason: string): never {
	throw new RangeError(`${fn}: ${arg} ${reason}`);
}

const check2d6 = (fn: string, v: number) => int(fn, 'roll2d6', v, 2, 12, 'a 2D6 total');
const check1d6 = (fn: string, v: number) => int(fn, 'roll1d6', v, 1, 6, 'a 1D6 roll');

// ---------------------------------------------------------------------------------------------
// Dice: the 2D6 distribution, written out from the 36 outcomes
// ---------------------------------------------------------------------------------------------

/** Ways to roll each 2D6 total (index = total, 0..12), counted over the 36 equally likely pairs. */
export const TWO_D6_WAYS: readonly number[] = (() => {
	const ways = new Array<number>(13).fill(0);
	for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) ways[a + b] = (ways[a + b] ?? 0) + 1;
	return Object.freeze(ways);
})();

/** Number of the 36 outcomes whose 2D6 total is ≤ n (n any integer ≥ 0). */
export function twoD6WaysAtMost(n: number): number {
	int('twoD6WaysAtMost', 'n', n, 0);
	let sum = 0;
	for (let t = 2; t <= Math.min(n, 12); t++) sum += TWO_D6_WAYS[t] ?? 0;
	return sum;
}

// ---------------------------------------------------------------------------------------------
// Damage ratio (§5.1) and death
// ---------------------------------------------------------------------------------------------

/**
 * The column used when the divisor is 0 (damage taken equal to the maximum: still alive, §5.1).
 * The seed divides by it without saying what happens; the app reads it as the table's rightmost
 * column and shows this reading in the trace (open point `endurance_zero_rightmost`).
 */
export const ENDURANCE_ZERO_RATIO = Infinity;

/**
 * 損害判定の列 — which damage-table column an attack uses.
 * Seed §5.1: 「防御側は現在耐久力(耐久力-ダメージ)を宣言し、攻撃の火力をその値で割る(端数切捨て)」.
 * 0 is the leftmost column (「1:2以下」, open point `ratio_zero_column`), k is "k:1".
 * currentEndurance 0 → `ENDURANCE_ZERO_RATIO` (Infinity). Attacks printed as [N:1] skip this and
 * use column N directly (§5.2) — the caller passes N.
 * @param firepower 火力 (≥ 0)
 * @param currentEndurance 現在耐久力, as declared by the defender (≥ 0)
 */
export function damageRatio(firepower: number, currentEndurance: number): number {
	int('damageRatio', 'firepower', firepower, 0);
	int('damageRatio', 'currentEndurance', currentEndurance, 0);
	if (currentEndurance === 0) return ENDURANCE_ZERO_RATIO;
	return Math.floor(firepower / currentEndurance);
}

/** Heading of a damage-table column in the table's own notation: 「1:2以下」, 「3:1」, 「最右列」. */
export function damageColumnLabel(ratio: number): string {
	if (ratio === ENDURANCE_ZERO_RATIO) return '最右列';
	int('damageColumnLabel', 'ratio', ratio, 0);
	return ratio === 0 ? '1:2以下' : `${ratio}:1`;
}

/**
 * 死亡 — §5.1 「累計ダメージが最大耐久力…を超えた場合、防御側は死亡する」: only damage *over* the
 * maximum kills, so damage equal to it leaves the character alive at current endurance 0.
 * @param maxEndurance 最大耐久力 (≥ 1)
 * @param damageTaken 累計ダメージ (≥ 0)
 */
export function isDead(maxEndurance: number, damageTaken: number): boolean {
	int('isDead', 'maxEndurance', maxEndurance, 1);
	int('isDead', 'damageTaken', damageTaken, 0);
	return damageTaken > maxEndurance;
}

/** 現在耐久力 = 耐久力 − ダメージ (§5.1), never below 0 (a dead character has none left). */
export function currentEndurance(maxEndurance: number, damageTaken: number): number {
	int('currentEndurance', 'maxEndurance', maxEndurance, 1);
	int('currentEndurance', 'damageTaken', damageTaken, 0);
	return Math.max(0, maxEndurance - damageTaken);
}

// ---------------------------------------------------------------------------------------------
// Melee 格闘 (§5.5)
// ---------------------------------------------------------------------------------------------

/** 格闘攻撃のLV — §5.5 「格闘攻撃のLVは特に記載が無い限りLV:1として扱う」. */
export const MELEE_ATTACK_LEVEL = 1;

/**
 * A [格闘:X] shift never pushes a column past 10:1 — §5.5 「右にずれるのは10:1の損害判定までであり、
 * 左にずれるのは1:2以下の損害判定までである」.
 */
export const MELEE_SHIFT_MAX_RATIO = 10;

/**
 * 格闘の火力 — §5.5 「格闘攻撃時の火力は…現在の耐久力となる。…耐久力を低く宣言してもよい。
 * また、…手下1人につき火力を+1することができる」.
 * @param currentEndurance 現在耐久力 (≥ 0)
 * @param minions 手下 used for +1 each (≥ 0; "することができる": the player may count fewer)
 * @param declared 宣言した耐久力, 0..currentEndurance (declaring lower is allowed, higher is not)
 */
export function meleeFirepower(args: { currentEndurance: number; minions?: number; declared?: number }): number {
	const { currentEndurance: cur, minions = 0, declared } = args;
	int('meleeFirepower', 'currentEndurance', cur, 0);
	int('meleeFirepower', 'minions', minions, 0);
	if (declared !== undefined) int('meleeFirepower', 'declared', declared, 0, cur, 'at most the current endurance');
	return (declared ?? cur) + minions;
}

/** One side of a melee exchange: its declared melee firepower and the sum of its [格闘:X] in use. */
export interface MeleeSide {
	/** 火力 — see `meleeFirepower` (≥ 0) */
	firepower: number;
	/** 格闘コラムシフト — the sum of this side's [格闘:X] in use (≥ 0) */
	shift?: number;
}

/**
 * 格闘の損害判定の列 — both sides' columns in a melee exchange (attack + counterattack 反撃).
 * Start: §5.5 「自分の火力と相手の火力を比較してどの損害判定に参照するかが決定される」 — own melee
 * firepower divided by the opponent's melee firepower (not by the opponent's endurance; open point
 * `melee_divisor`). Shift: 「[格闘:X]のXの差分だけ自分の損害判定のコラムが右にずれ、相手の損害判定の
 * コラムが左にずれる。ただし、右にずれるのは10:1…まで、左にずれるのは1:2以下…まで」. A column
 * already right of 10:1 is not moved right (the cap only stops a shift; it does not pull back).
 */
export function meleeRatios(a: MeleeSide, b: MeleeSide): { aDeals: number; bDeals: number } {
	const fn = 'meleeRatios';
	int(fn, 'a.firepower', a.firepower, 0);
	int(fn, 'b.firepower', b.firepower, 0);
	const aShift = int(fn, 'a.shift', a.shift ?? 0, 0);
	const bShift = int(fn, 'b.shift', b.shift ?? 0, 0);
	let aDeals = damageRatio(a.firepower, b.firepower);
	let bDeals = damageRatio(b.firepower, a.firepower);
	const d = aShift - bShift;
	if (d > 0) {
		aDeals = shiftRight(aDeals, d);
		bDeals = shiftLeft(bDeals, d);
	} else if (d < 0) {
		bDeals = shiftRight(bDeals, -d);
		aDeals = shiftLeft(aDeals, -d);
	}
	return { aDeals, bDeals };
}

function shiftRight(ratio: number, by: number): number {
	return ratio > MELEE_SHIFT_MAX_RATIO ? ratio : Math.min(MELEE_SHIFT_MAX_RATIO, ratio + by);
}

/** Infinity (the endurance-0 column) stays rightmost: open point `melee_left_shift_rightmost`. */
function shiftLeft(ratio: number, by: number): number {
	return Math.max(0, ratio - by);
}

// ---------------------------------------------------------------------------------------------
// Checks: ESP level, mental, infiltration, teleport
// ---------------------------------------------------------------------------------------------

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
	return twoD6WaysAtMost(level) / 36;
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
	return twoD6WaysAtMost(target) / 36;
}

/** §4.2 「EVILシルエットのキャラクターは、この判定に無条件で成功できる」: no roll for them. */
export function infiltrationAutoSucceeds(silhouette: Alignment): boolean {
	alignment('infiltrationAutoSucceeds', 'silhouette', silhouette);
	return silhouette === 'EVIL';
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
	return Math.min(6, Math.max(0, level - 1)) / 6;
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

// ---------------------------------------------------------------------------------------------
// ESP power
// ---------------------------------------------------------------------------------------------

/**
 * ESPパワー left after playing a card at a level: the level used is spent (KMC ch. 5, notes §3.3;
 * the seed only says maintaining a card costs power, without the amount). Not enough power: the
 * card cannot be played that way, so this refuses.
 * @param power ESPパワー now (≥ 0)
 * @param levelUsed 使用レベル (≥ 0)
 */
export function espPowerAfter(power: number, levelUsed: number): number {
	int('espPowerAfter', 'power', power, 0);
	int('espPowerAfter', 'levelUsed', levelUsed, 0);
	if (levelUsed > power) refuse('espPowerAfter', 'levelUsed', `${levelUsed} needs ${levelUsed} ESP power, only ${power} left`);
	return power - levelUsed;
}

// ---------------------------------------------------------------------------------------------
// Hand, round end, initiative (§5 戦闘)
// ---------------------------------------------------------------------------------------------

/** 手札上限枚数 — 「手札上限枚数は基本的に7枚である。…[手下]がいるのであればその人数分だけ…増える」. */
export const HAND_LIMIT_BASE = 7;

/** 手札上限枚数 = 7 + 手下. */
export function handLimit(minions: number): number {
	int('handLimit', 'minions', minions, 0);
	return HAND_LIMIT_BASE + minions;
}

/**
 * ラウンド終了フェイズ steps 3 → 4 → 5, each on the hand the previous step left:
 *   3.「手札の枚数が手札上限枚数を超えている場合、手札上限枚数になるように手札を捨てる」
 *   4.「手札の枚数が手札上限枚数と同じ場合、手札を1枚捨てることができる ただし、この行動は[代理]を
 *      使用している・気絶などの行動不能の状態のキャラクターは行えない」
 *   5.「手札の枚数が手札上限枚数より少ない場合、手札上限枚数になるように手札を補充する」
 * A hand brought down to the limit by step 3 is "at the limit" for step 4 (open point
 * `round_end_step4_after_step3`). Step 4 says such a character 行えない (may not), so asking for it
 * — or asking when the hand is below the limit — is refused, not ignored.
 * @param hand 手札の枚数 (≥ 0)   @param minions 手下 (≥ 0)
 * @param discardOne take step 4's optional discard   @param canDiscard false when using [代理] or 行動不能
 */
export function roundEndHand(args: { hand: number; minions?: number; discardOne?: boolean; canDiscard?: boolean }): {
	limit: number;
	discard: number;
	draw: number;
	after: number;
} {
	const fn = 'roundEndHand';
	const { hand, minions = 0, discardOne = false, canDiscard = true } = args;
	int(fn, 'hand', hand, 0);
	int(fn, 'minions', minions, 0);
	const limit = HAND_LIMIT_BASE + minions;
	let h = hand;
	let discard = 0;
	let draw = 0;
	if (h > limit) {
		discard += h - limit; // step 3
		h = limit;
	}
	if (discardOne) {
		if (!canDiscard) refuse(fn, 'discardOne', 'is not allowed: a character using [代理] or incapacitated (行動不能) may not discard at step 4');
		if (h !== limit) refuse(fn, 'discardOne', `is only allowed when the hand is at the limit ${limit} (step 4), hand is ${h}`);
		discard += 1; // step 4
		h -= 1;
	}
	if (h < limit) {
		draw = limit - h; // step 5
		h = limit;
	}
	return { limit, discard, draw, after: h };
}

/** A playing card dealt for initiative: a colour and 1 (ace) … 10. */
export interface InitiativeCard {
	id: string;
	suit: 'black' | 'red';
	rank: number;
}

/**
 * イニシアチブ決定 — 「全員にトランプを1枚ずつ配布し、黒1・黒2・・・黒10・赤1・・・赤10の順に行動する」.
 * Returns ids in acting order. Two holders of the same colour and rank cannot be ordered by the
 * seed (open point `initiative_same_card`), so that is refused.
 */
export function initiativeOrder(cards: readonly InitiativeCard[]): string[] {
	const fn = 'initiativeOrder';
	const seenIds = new Set<string>();
	const seenCards = new Map<string, string>();
	cards.forEach((c, i) => {
		if (typeof c.id !== 'string' || c.id === '') refuse(fn, `cards[${i}].id`, `must be a non-empty string, got ${String(c.id)}`);
		if (seenIds.has(c.id)) refuse(fn, `cards[${i}].id`, `must be unique, "${c.id}" appears twice`);
		seenIds.add(c.id);
		if (c.suit !== 'black' && c.suit !== 'red') refuse(fn, `cards[${i}].suit`, `must be 'black' or 'red', got ${String(c.suit)}`);
		int(fn, `cards[${i}].rank`, c.rank, 1, 10);
		const key = `${c.suit} ${c.rank}`;
		const holder = seenCards.get(key);
		if (holder !== undefined) refuse(fn, `cards[${i}]`, `is ${key}, already held by "${holder}": the seed gives no order for two equal cards`);
		seenCards.set(key, c.id);
	});
	const order = (c: InitiativeCard) => (c.suit === 'black' ? 0 : 10) + c.rank;
	return [...cards].sort((x, y) => order(x) - order(y)).map((c) => c.id);
}

// ---------------------------------------------------------------------------------------------
// Attack and defence levels (§5.1–5.4)
// ---------------------------------------------------------------------------------------------

/** One C card in a synchronised attack. */
export interface SyncCard {
	/** レベル (≥ 1) */
	level: number;
	/** 火力 (≥ 0) */
	firepower: number;
}

/**
 * 同調攻撃 — §5.2 「同調を行うプレイヤーは、攻撃を行ったプレイヤーのCカードより低いレベルの攻撃
 * Cカードを使用し…攻撃のレベルが[攻撃Cカードレベル+同調人数]、火力が[全Cカードの合計]となる」.
 * 同調人数 = the helpers (open point `sync_count`). Not checked here: only [同調可] cards, and only
 * players whose turn has not yet come this round, may join.
 */
export function syncAttack(lead: SyncCard, helpers: readonly SyncCard[]): { level: number; firepower: number } {
	const fn = 'syncAttack';
	int(fn, 'lead.level', lead.level, 1);
	int(fn, 'lead.firepower', lead.firepower, 0);
	let firepower = lead.firepower;
	helpers.forEach((h, i) => {
		int(fn, `helpers[${i}].level`, h.level, 1);
		int(fn, `helpers[${i}].firepower`, h.firepower, 0);
		if (h.level >= lead.level) refuse(fn, `helpers[${i}].level`, `must be lower than lead.level ${lead.level}, got ${h.level}`);
		firepower += h.firepower;
	});
	return { level: lead.level + helpers.length, firepower };
}

/**
 * May this defence or escape be tried? §5.1 「[攻撃]に設定されたレベル以上の防御・逃避を行わなければ
 * いけない」; §5.3 「攻撃のレベルより低いレベルの防御は試みることが出来ない」.
 */
export function defenceAllowed(attackLevel: number, defenceLevel: number): boolean {
	int('defenceAllowed', 'attackLevel', attackLevel, 1);
	int('defenceAllowed', 'defenceLevel', defenceLevel, 1);
	return defenceLevel >= attackLevel;
}

/**
 * An attack against a defence in 維持状態 — §5.3 「すでに防御が維持状態であり、かつその防御よりも
 * レベルの高い攻撃を受けた場合、その防御は破壊され、攻撃が成功する」. Otherwise the maintained
 * defence keeps holding (「維持状態は…破壊されるまで自動的に持続される」).
 */
export function maintainedDefence(attackLevel: number, maintainedLevel: number): 'blocked' | 'broken' {
	int('maintainedDefence', 'attackLevel', attackLevel, 1);
	int('maintainedDefence', 'maintainedLevel', maintainedLevel, 1);
	return attackLevel > maintainedLevel ? 'broken' : 'blocked';
}

// ---------------------------------------------------------------------------------------------
// Planet phase (§4.1)
// ---------------------------------------------------------------------------------------------

/** 惑星編の終了 — all 36 planet cards face up or destroyed, or someone holds 3 info cards' worth. */
export const PLANET_CARDS = 36;
export const INFO_CARDS_TO_END_PLANET_PHASE = 3;

/**
 * §4.1 「6惑星36枚の惑星カードが全て表/破壊されている」 or 「情報カードを3枚分集めたキャラクター
 * (パーティー)がいる」.
 * @param cardsFaceUpOrDestroyed 0..36   @param mostInfoCards the largest count held by a character or party
 */
export function planetPhaseOver(cardsFaceUpOrDestroyed: number, mostInfoCards: number): boolean {
	int('planetPhaseOver', 'cardsFaceUpOrDestroyed', cardsFaceUpOrDestroyed, 0, PLANET_CARDS);
	int('planetPhaseOver', 'mostInfoCards', mostInfoCards, 0);
	return cardsFaceUpOrDestroyed === PLANET_CARDS || mostInfoCards >= INFO_CARDS_TO_END_PLANET_PHASE;
}

/**
 * Planet cards each EVIL silhouette turns at the end of the planet phase — §4.1
 * 「惑星カードを(配置惑星カード÷2÷G・Sシルエット)枚めくる(端数切り上げ)」. Integer arithmetic,
 * so no floating-point rounding. What counts as "placed" is open point `evil_flip_inputs`.
 * @param placedPlanetCards 配置惑星カード (≥ 0)   @param goodSpecialSilhouettes G・Sシルエット (≥ 1)
 */
export function evilFlipCount(placedPlanetCards: number, goodSpecialSilhouettes: number): number {
	int('evilFlipCount', 'placedPlanetCards', placedPlanetCards, 0);
	int('evilFlipCount', 'goodSpecialSilhouettes', goodSpecialSilhouettes, 1);
	const divisor = 2 * goodSpecialSilhouettes;
	return Math.floor((placedPlanetCards + divisor - 1) / divisor);
}

// ---------------------------------------------------------------------------------------------
// Setup (§3.1): composition, silhouettes
// ---------------------------------------------------------------------------------------------

/** アライメント: GOOD 善, EVIL 悪, SPECIAL 中立. */
export type Alignment = 'GOOD' | 'EVIL' | 'SPECIAL';
const ALIGNMENTS: readonly string[] = ['GOOD', 'EVIL', 'SPECIAL'];

function alignment(fn: string, arg: string, value: Alignment): Alignment {
	if (!ALIGNMENTS.includes(value)) refuse(fn, arg, `must be 'GOOD', 'EVIL' or 'SPECIAL', got ${String(value)}`);
	return value;
}

export type CompositionProblemCode =
	| 'locke/composition_no_l'
	| 'locke/composition_many_l'
	| 'locke/composition_good_evil_unequal'
	| 'locke/composition_too_many_special';

export interface CompositionProblem {
	code: CompositionProblemCode;
	params: Record<string, number>;
}

/**
 * Checks a deal of characters — §3.1 「(L)キャラクターは必ず1枚だけ含まれる・GOODとEVILは同数である。
 * ・SPECIALは同数かそれ以下である」. The (L) character counts under its own alignment. "同数" for
 * SPECIAL is read as "the GOOD (= EVIL) count" (open point `composition_special`). Returns every
 * problem found; an empty array means the deal is valid.
 */
export function checkComposition(characters: readonly { alignment: Alignment; isL?: boolean }[]): CompositionProblem[] {
	const count = { GOOD: 0, EVIL: 0, SPECIAL: 0 };
	let l = 0;
	characters.forEach((c, i) => {
		count[alignment('checkComposition', `characters[${i}].alignment`, c.alignment)] += 1;
		if (c.isL === true) l += 1;
	});
	const problems: CompositionProblem[] = [];
	if (l === 0) problems.push({ code: 'locke/composition_no_l', params: { count: 0 } });
	if (l > 1) problems.push({ code: 'locke/composition_many_l', params: { count: l } });
	if (count.GOOD !== count.EVIL) problems.push({ code: 'locke/composition_good_evil_unequal', params: { good: count.GOOD, evil: count.EVIL } });
	const maxSpecial = Math.min(count.GOOD, count.EVIL);
	if (count.SPECIAL > maxSpecial) problems.push({ code: 'locke/composition_too_many_special', params: { special: count.SPECIAL, max: maxSpecial } });
	return problems;
}

/** What a silhouette must be, given the playing card dealt for it. */
export type SilhouetteConstraint = 'own_name' | 'own_alignment' | 'free';

/**
 * §3.1 「配られたトランプがエースだった場合、自分のキャラクターと同じ名前のシルエットを必ず選ばなくては
 * ならない。…数字が10だった場合、自分の現在のアライメントと同じアライメントであるシルエットを必ず選ばなく
 * てはならない。それら以外の場合…自由に選んでよい」. Same rule on the redeal.
 * @param rank 1 (ace) … 13 (king)
 */
export function silhouetteConstraint(rank: number): SilhouetteConstraint {
	return rankRule('silhouetteConstraint', rank);
}

function rankRule(fn: string, rank: number): SilhouetteConstraint {
	int(fn, 'rank', rank, 1, 13, 'a playing card, ace = 1');
	return rank === 1 ? 'own_name' : rank === 10 ? 'own_alignment' : 'free';
}

/** Is this silhouette a legal choice for this character and playing card? (see `silhouetteConstraint`) */
export function silhouetteChoiceAllowed(
	rank: number,
	character: { name: string; alignment: Alignment },
	silhouette: { name: string; alignment: Alignment }
): boolean {
	const fn = 'silhouetteChoiceAllowed';
	const rule = rankRule(fn, rank);
	alignment(fn, 'character.alignment', character.alignment);
	alignment(fn, 'silhouette.alignment', silhouette.alignment);
	if (rule === 'own_name') return silhouette.name === character.name;
	if (rule === 'own_alignment') return silhouette.alignment === character.alignment;
	return true;
}

/** §3.1 「GOOD・SPECIALならば、基地侵略側に、EVILならば基地防衛側になる」. */
export function silhouetteSide(silhouette: Alignment): Side {
	return alignment('silhouetteSide', 'silhouette', silhouette) === 'EVIL' ? 'defenders' : 'invaders';
}

export type Side = 'invaders' | 'defenders';

/** What the reveal fix-up asks for next. */
export interface SilhouetteRebalance {
	/** the side with fewer characters than EVIL sheets dealt, if any */
	shortSide: Side | null;
	/** the other side, whose characters change or get a new playing card */
	largerSide: Side | null;
	action: 'none' | 'larger_side_may_change' | 'redeal_to_larger_side' | 'unresolved';
}

/** Where the reveal procedure stands when `silhouetteRebalance` is asked. */
export type RebalanceStage = 'revealed' | 'after_change' | 'after_redeal';

/**
 * The seed's fix-up after silhouettes are revealed (§3.1): if invaders or defenders number fewer
 * than the EVIL character sheets dealt, first 「多い方のキャラクターはシルエットを変更することが
 * できる」 (voluntary); if still short, 「人数が多い方のキャラクター全員にもう一度トランプを配る」 (ace
 * and 10 then force a change, `silhouetteConstraint`). After the redeal the seed says nothing more:
 * `'unresolved'` (open point `silhouette_still_short`).
 * With GOOD = EVIL, invaders + defenders ≥ 2 × EVIL sheets, so at most one side is short and the
 * other is strictly larger; fewer players than that is refused.
 */
export function silhouetteRebalance(args: {
	invaders: number;
	defenders: number;
	evilSheetsDealt: number;
	stage?: RebalanceStage;
}): SilhouetteRebalance {
	const fn = 'silhouetteRebalance';
	const { invaders, defenders, evilSheetsDealt, stage = 'revealed' } = args;
	int(fn, 'invaders', invaders, 0);
	int(fn, 'defenders', defenders, 0);
	int(fn, 'evilSheetsDealt', evilSheetsDealt, 0);
	if (stage !== 'revealed' && stage !== 'after_change' && stage !== 'after_redeal') refuse(fn, 'stage', `must be 'revealed', 'after_change' or 'after_redeal', got ${String(stage)}`);
	if (invaders + defenders < 2 * evilSheetsDealt)
		refuse(fn, 'evilSheetsDealt', `${evilSheetsDealt} needs at least ${2 * evilSheetsDealt} players (GOOD = EVIL), got ${invaders + defenders}`);
	const shortSide: Side | null = invaders < evilSheetsDealt ? 'invaders' : defenders < evilSheetsDealt ? 'defenders' : null;
	if (shortSide === null) return { shortSide: null, largerSide: null, action: 'none' };
	const largerSide: Side = shortSide === 'invaders' ? 'defenders' : 'invaders';
	const action: SilhouetteRebalance['action'] = stage === 'revealed' ? 'larger_side_may_change' : stage === 'after_change' ? 'redeal_to_larger_side' : 'unresolved';
	return { shortSide, largerSide, action };
}

// ---------------------------------------------------------------------------------------------
// Game end, defeat and grades (§3.2)
// ---------------------------------------------------------------------------------------------

/** The 1000-turn rule — §3.2 「EVILの勝利宣言を行ったキャラクターが1000ターン生存し続けた時」. */
export const THOUSAND_TURNS = 1000;

/**
 * Has the EVIL declarer survived long enough to end the game (and make GOOD lose)? What counts
 * as a "turn" is open point `thousand_turn_count`; the caller counts.
 * @param turnsSurvived turns survived since the EVIL victory declaration (≥ 0)
 */
export function thousandTurnRuleEndsGame(turnsSurvived: number): boolean {
	int('thousandTurnRuleEndsGame', 'turnsSurvived', turnsSurvived, 0);
	return turnsSurvived >= THOUSAND_TURNS;
}

/** How the game ended (§3.2 ゲームの終了). */
export type GameEnd =
	/** 誰かの(アライメントの)勝利宣言に対し、反対の声が無かった */
	| { kind: 'declaration'; alignment: 'GOOD' | 'EVIL' }
	/** SPECIALの単独勝利宣言に反対が無かった */
	| { kind: 'solo_declaration' }
	/** 全ての重要拠点が破壊された */
	| { kind: 'all_key_points_destroyed' }
	/** 全てのキャラクターが死亡した */
	| { kind: 'all_dead' }
	/** 全てのキャラクターが…永続的に行動不能になった */
	| { kind: 'all_permanently_incapacitated' }
	/** EVILの勝利宣言を行ったキャラクターが1000ターン生存し続けた */
	| { kind: 'thousand_turns' };

/** One character at the end of the game, as far as the defeat list needs it. */
export interface EndingCharacter {
	/** 現在のアライメント */
	alignment: Alignment;
	isL?: boolean;
	alive: boolean;
	/** 自分の敗北条件を満たしている (the character sheet's own condition) */
	ownDefeatConditionMet: boolean;
	/** (L) only: 自分以外の(L)キャラクターが生きている */
	anotherLAlive?: boolean;
	/** made the unopposed 単独勝利宣言 (must be SPECIAL) */
	soloDeclarer?: boolean;
}

/**
 * 敗北 at game end — §3.2's lists: GOOD loses to an unopposed non-GOOD declaration, its own
 * condition, or the 1000-turn rule; EVIL to an unopposed non-EVIL declaration, its own condition,
 * or all key points destroyed; SPECIAL to its own condition or being dead; an (L) character also
 * when another (L) character lives. All characters dead → everyone loses. An unopposed solo
 * declaration: the declarer wins 「自分の敗北条件を無視して」, everyone else loses.
 * 「敗北しなかったプレイヤーは、勝利する」.
 */
export function defeatedAtGameEnd(character: EndingCharacter, end: GameEnd): boolean {
	const fn = 'defeatedAtGameEnd';
	const own = alignment(fn, 'character.alignment', character.alignment);
	const kinds = ['declaration', 'solo_declaration', 'all_key_points_destroyed', 'all_dead', 'all_permanently_incapacitated', 'thousand_turns'];
	if (!kinds.includes(end.kind)) refuse(fn, 'end.kind', `must be one of ${kinds.join(', ')}, got ${String(end.kind)}`);
	if (end.kind === 'declaration' && end.alignment !== 'GOOD' && end.alignment !== 'EVIL')
		refuse(fn, 'end.alignment', `must be 'GOOD' or 'EVIL' (SPECIAL cannot declare an alignment victory), got ${String(end.alignment)}`);
	if (character.soloDeclarer === true && own !== 'SPECIAL')
		refuse(fn, 'character.soloDeclarer', `only a SPECIAL character can make a solo declaration, got ${own}`);
	if (end.kind === 'all_dead') return true;
	if (end.kind === 'solo_declaration') return character.soloDeclarer !== true;
	if (character.isL === true && character.anotherLAlive === true) return true;
	if (character.ownDefeatConditionMet) return true;
	if (own === 'GOOD') return (end.kind === 'declaration' && end.alignment !== 'GOOD') || end.kind === 'thousand_turns';
	if (own === 'EVIL') return (end.kind === 'declaration' && end.alignment !== 'EVIL') || end.kind === 'all_key_points_destroyed';
	return !character.alive;
}

/** A級勝利 / B級勝利 / C級敗北 / D級敗北. */
export type VictoryGrade = 'A' | 'B' | 'C' | 'D';

/**
 * §3.2 「A級勝利:生存していて敗北条件を満たしていない・B級勝利:死亡していて敗北条件を満たしていない・
 * C級敗北:生存していて敗北条件を満たしている・D級敗北:死亡していて敗北条件を満たしている」.
 * `defeatConditionMet` is read as "defeated" by the whole §3.2 list (`defeatedAtGameEnd`),
 * open point `grade_defeat_meaning`.
 */
export function victoryGrade(alive: boolean, defeatConditionMet: boolean): VictoryGrade {
	if (typeof alive !== 'boolean') refuse('victoryGrade', 'alive', `must be a boolean, got ${String(alive)}`);
	if (typeof defeatConditionMet !== 'boolean') refuse('victoryGrade', 'defeatConditionMet', `must be a boolean, got ${String(defeatConditionMet)}`);
	if (!defeatConditionMet) return alive ? 'A' : 'B';
	return alive ? 'C' : 'D';
}

// ---------------------------------------------------------------------------------------------
// Open points: where the seed is silent or ambiguous, and what the app does
// ---------------------------------------------------------------------------------------------

export interface OpenRulePoint {
	id: string;
	ja: string;
	en: string;
}

export const OPEN_RULE_POINTS: readonly OpenRulePoint[] = Object.freeze([
	{
		id: 'damage_table_unknown',
		ja: '損害判定表の中身(各列×2D6のダメージ)は基本データに載っていない。アプリは値を作らず、卓で入力してもらう。',
		en: 'The damage table (損害判定表) values are not in the rules text. The app invents none; the group enters them.'
	},
	{
		id: 'ratio_zero_column',
		ja: '火力÷現在耐久力(端数切捨て)が0のとき(例:2÷3)、表の「1:2以下」列とするか「1:1」列とするかは書かれていない。アプリは最も左の列「1:2以下」として扱う。',
		en: 'When floor(firepower ÷ current endurance) is 0 (e.g. 2 against 3, which is above 1:2) the text does not say whether that is the "1:2以下" or the "1:1" column. The app uses the leftmost column, "1:2以下".'
	},
	{
		id: 'endurance_zero_rightmost',
		ja: 'ダメージが最大耐久力と同じ(生存・現在耐久力0)のとき、火力を0で割ることになる。アプリは表の最も右の列として扱う(火力0でも同じ)。',
		en: 'Damage equal to the maximum leaves the character alive at current endurance 0, and the rules then divide by 0. The app uses the table\'s rightmost column (even for firepower 0).'
	},
	{
		id: 'columns_beyond_10',
		ja: '10:1より右の列(「20:1以上」に触れている)がどう区切られているかは不明。アプリは比率の整数をそのまま返し、表の参照は入力された表に任せる。',
		en: 'Columns right of 10:1 are not described (the text mentions "20:1以上"). The app keeps the integer ratio; the entered table decides which column it falls in.'
	},
	{
		id: 'declared_endurance_death',
		ja: '「累計ダメージが最大耐久力(または、宣言した耐久力)を超えた場合、防御側は死亡する」: 低く宣言した耐久力が死亡の基準になるかは不明確。アプリは最大耐久力を基準とし、必要なら宣言値を渡す。',
		en: '"Dies when cumulative damage exceeds the maximum endurance (or the declared endurance)": whether a lower declaration moves the death threshold is unclear. The app uses the maximum; a caller may pass the declared value instead.'
	},
	{
		id: 'melee_divisor',
		ja: '格闘では「自分の火力と相手の火力を比較」する(反撃の説明の中)。反撃しない場合も相手の火力(現在耐久力+手下)で割るかは書かれていない。アプリは常に相手の格闘火力で割る(被攻撃側は必ず火力を宣言するため)。',
		en: 'In melee "own firepower is compared with the opponent\'s firepower" (said in the counterattack paragraph). Whether the divisor is also the opponent\'s melee firepower (endurance + minions) when there is no counterattack is not said. The app always divides by the opponent\'s melee firepower, since the defender always declares it.'
	},
	{
		id: 'melee_shift_wording',
		ja: '[格闘:X]は「格闘攻撃の火力が上昇する」と要約されているが、詳細はコラムのずれ。アプリは火力に足さず、列のずらしだけを行う。武器は同時に1つまでという制限は呼び出し側で守る。',
		en: '[格闘:X] is summarised as "raises melee firepower" but the detail is a column shift. The app shifts columns only and adds nothing to firepower. "One weapon at a time" is left to the caller.'
	},
	{
		id: 'melee_left_shift_rightmost',
		ja: '現在耐久力0(最右列)の相手に対する列が左にずれる場合の扱いは不明。アプリは最右列のままとする。',
		en: 'A left shift applied to the rightmost (endurance-0) column is not covered. The app leaves it rightmost.'
	},
	{
		id: 'esp_check_source',
		ja: 'ESPレベルチェックの定義は「7.各種ルール」にあり基本データに無い。アプリはKMCルール(2D6が宣言レベル以下で成功)を使う。侵入判定の「12ターン後には侵入できる」と一致する。',
		en: 'The ESP level check is defined in "7.各種ルール", which the text lacks. The app uses the KMC rule (success when 2D6 ≤ the declared level), which matches "anyone gets in after 12 turns" in the infiltration paragraph.'
	},
	{
		id: 'mental_and_power_source',
		ja: '精神力チェックとESPパワー消費(使用レベル分)は基本データに無くKMCルールから。維持したCカードのESPパワー消費量と、レベル不足時の発動チェック(「6.3 コンバットカード」)は不明。',
		en: 'The mental check and the ESP power cost (the level used) are not in the text; they come from the KMC rules. The cost of maintaining a card and the activation check for an insufficient level ("6.3 コンバットカード") are unknown.'
	},
	{
		id: 'teleport_declared_level',
		ja: 'テレポート移動で「自分のESPレベルを宣言」: 低いレベルを宣言できるかは不明(移動数は出目なので得にはならない)。アプリは宣言値を受け取る。',
		en: 'Teleport says "declare your ESP level": whether a lower level may be declared is not said (it never helps: the distance is the die). The app takes the declared value.'
	},
	{
		id: 'round_end_step4_after_step3',
		ja: 'ラウンド終了の3で上限まで捨てた手札は、4の「上限枚数と同じ場合」に当たるかが明記されていない。アプリは3→4→5を順に適用し、当たるとする(さらに1枚捨てて5で1枚補充できる)。',
		en: 'Whether a hand brought down to the limit by round-end step 3 counts as "at the limit" for step 4 is not stated. The app applies 3 → 4 → 5 in order, so it does (discard one more, then draw one at step 5).'
	},
	{
		id: 'initiative_same_card',
		ja: 'イニシアチブは「黒1…黒10・赤1…赤10」の順だが、黒(スペード・クラブ)が2組ある山札だと同じ色・数字が2枚ある。その順番は書かれていない。アプリは各色1組(20枚)を前提とし、同じ札は入力エラーとする。',
		en: 'Initiative runs black 1…10 then red 1…10, but a full deck has two black and two red suits, and the order between equal colour-and-rank cards is not given. The app assumes one suit per colour (20 cards) and rejects equal cards.'
	},
	{
		id: 'sync_count',
		ja: '同調攻撃のレベル「攻撃Cカードレベル+同調人数」の同調人数は、同調した人数(最初の攻撃者を含まない)と読む。',
		en: 'In the synchronised attack level "card level + 同調人数", 同調人数 is read as the number of helpers (the lead attacker not counted).'
	},
	{
		id: 'evil_flip_inputs',
		ja: '「配置惑星カード÷2÷G・Sシルエット」: 配置惑星カードが盤上に残る伏せ札の数か、配置した全枚数か、またG・Sシルエットに死亡者を含むかは不明。アプリは卓で数えた値を受け取る。',
		en: '"placed planet cards ÷ 2 ÷ G·S silhouettes": whether "placed" means the cards still face down or all placed, and whether dead characters count among G·S silhouettes, is not said. The app takes the numbers the table counts.'
	},
	{
		id: 'composition_special',
		ja: '「SPECIALは同数かそれ以下」の「同数」はGOOD(=EVIL)の数と読む。プレイヤー人数ごとの内訳表は基本データで失われている。',
		en: '"SPECIAL: the same number or fewer" is read as "at most the GOOD (= EVIL) count". The per-player-count breakdown table is missing from the text.'
	},
	{
		id: 'composition_evil_good',
		ja: 'E/G(EVIL/GOOD)や属性不明のキャラクターが編成でどちらに数えられるかは基本データに無い。アプリは呼び出し側がGOOD/EVIL/SPECIALを決める。',
		en: 'How E/G (EVIL/GOOD) or unknown-alignment characters count in the composition is not in the text. The caller decides GOOD/EVIL/SPECIAL.'
	},
	{
		id: 'silhouette_still_short',
		ja: 'シルエット再配布後もまだ人数が足りない場合、またエース・10以外を引いた者がシルエットを変えてよいかは書かれていない。アプリは「未解決」と表示する。同名のシルエットが無い場合も不明。',
		en: 'If a side is still short after the redeal, and whether those who drew neither an ace nor a 10 may change, is not said; the app reports "unresolved". A character with no same-name silhouette is not covered either.'
	},
	{
		id: 'thousand_turn_count',
		ja: '1000ターンの「ターン」が誰の通常ターンを数えるかは不明。アプリは卓で数えた値を受け取る。',
		en: 'Whose turns count towards the 1000 turns is not said. The app takes the count from the table.'
	},
	{
		id: 'grade_defeat_meaning',
		ja: 'A〜D級の「敗北条件」は、§3.2の敗北の一覧全体(陣営の条件を含む)と読む。キャラクター固有の条件だけではない。',
		en: 'The "defeat condition" in grades A–D is read as being defeated under the whole §3.2 list (alignment conditions included), not only the character\'s own condition.'
	},
	// Readings made by the session tracker (reducer.ts), where the seed says nothing.
	{
		id: 'deck_per_combat',
		ja: 'Cカードの山札は戦闘ごとにグループの枚数から始める(手札は戦闘の終わりに戻す)。',
		en: 'The C-card deck starts at the group\'s size in every combat (hands go back at the end of a combat).'
	},
	{
		id: 'deck_out_deal',
		ja: '手札を配るときに山札が足りなければ、1枚も配らずに戦闘を終える。',
		en: 'If the deck is short when hands are dealt, no card is dealt and the combat ends.'
	},
	{
		id: 'turn_skips_dead',
		ja: '通常ターンは死亡したキャラクターを飛ばす。',
		en: 'Normal turns pass over dead characters.'
	},
	{
		id: 'revive_damage',
		ja: '実は生きていたで戻るときのダメージはチャートかGMが決め、アプリは入力を受け取る。',
		en: 'The damage on coming back (実は生きていた) is set by the chart or the GM; the app asks.'
	},
	{
		id: 'maintained_undefendable',
		ja: '防御不可能な攻撃には維持中の防御も効かない(防御は壊れない)。',
		en: 'A maintained defence does not stop an attack that cannot be defended against (the defence is not broken).'
	},
	{
		id: 'evil_clock_count',
		ja: '1000ターンは、反対されたEVILの勝利宣言の後の通常ターンの終了ごとに数え、宣言者が死ねば止まる。',
		en: 'The 1000 turns are counted at each normal turn\'s end after an opposed EVIL declaration, and stop if the declarer dies.'
	},
	{
		id: 'maintained_until_dropped',
		ja: '維持中の防御は、持ち主がチェックフェイズで「やめる」を選ぶか破壊されるまで続く(アプリが勝手に外すことはない)。',
		en: 'A maintained defence lasts until its holder drops it at their check phase or it is broken (the app never drops it by itself).'
	},
	{
		id: 'charts_unknown',
		ja: '「実はそこにいた!」「実は生きていた」等のチャートの中身は基本データに無い。',
		en: 'The contents of the 実はそこにいた / 実は生きていた charts are not in the text.'
	}
]);

// ---------------------------------------------------------------------------------------------
// Added for the GM quick reference (reference/): exact chances for the checks above
// ---------------------------------------------------------------------------------------------

/**
 * Exact P(精神力チェック succeeds) = P(2D6 ≤ declared), with `mentalCheck`'s argument checks
 * (2 ≤ declared ≤ 精神力). KMC ch. 11 (notes §3.2; not in the seed).
 */
export function mentalCheckChance(declared: number, mentalStrength: number): number {
	int('mentalCheckChance', 'mentalStrength', mentalStrength, 2, Infinity, 'below 2 there is nothing to declare');
	int('mentalCheckChance', 'declared', declared, 2, mentalStrength, 'at most the mental strength');
	return twoD6WaysAtMost(declared) / 36;
}

/**
 * 超人ロック (Locke the Superman) board game — the arithmetic of the basic rules.
 *
 * Specification: the fan-wiki text of the basic rules (seed `000_58be46e88111c317.txt`,
 * "基本データ"). Section numbers in comments (§5.1 …) are that text's. Where the seed points
 * elsewhere ("7.各種ルール", "6.3 コンバットカード") and that text is missing, the rule comes from
 * our notes (`shared/rules/locke.md`, KMC rulebook) and says so. Where the seed is silent or
 * ambiguous the app's reading is listed in `LOCKE_OPEN_POINTS` (`data/fixed-points.ts`) — nothing
 * here invents a value.
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

export { type Alignment } from './args';
export * from './damage';
export * from './checks';
export * from './combat';
export * from './setup';
export * from './ending';

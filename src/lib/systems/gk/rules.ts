/**
 * GK engagement game (seed `001_2a625b5deb160d67.txt`): the whole rules module, re-exported from
 * its topic files so screens import from one place.
 *
 * Glossary (Japanese term → name in code)
 *   交戦 → engagement   ラウンド → round   技 → technique   行動ダイス → die (d6)
 *   先攻 → acting first   同時攻撃 → simultaneous   クリティカル → critical   FS → fs
 *   回避 → evade   ガード / 防御 → guard / defend   カウンター状態 → counter
 *   反応 → reaction   防御力 → defence   攻撃力 → attack   精神力 → mental   体力 → HP
 *   生存判定 → survival check   瀕死 → dying   特殊攻撃 → special attack
 *   移動 → move   ZoC → zone of control   行動の前提条件 → action preconditions
 *   戦線離脱 → withdrawn   スタメン → starter   行動不能 → incapacitated
 */
export * from './checks';
export * from './movement';
export * from './engagement';
export * from './odds';
export * from './settings';

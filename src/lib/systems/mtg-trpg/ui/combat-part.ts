/** The 戦闘 and 判定 tabs' code, one chunk: the combat part's game panel holds the check calculator. */
export { default as CombatTab } from './CombatTab.svelte';
export { default as CheckCalculator } from './CheckCalculator.svelte';

/** Dice entry for every roll the app asks for: real dice (faces or total) or an app roll. */
export { default as DiceEntry } from './DiceEntry.svelte';
export { formatPercent } from './format';

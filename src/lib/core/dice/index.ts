export { parseDice, formatDice } from './parse';
export { distribution, probability, range, isPossible } from './distribution';
export { cryptoRng, rollFace, rollWith, rollApp, tableRoll, tableTotal } from './roll';
export { DiceParseError, DiceEntryError } from './errors';

export type { DiceSpec, SumSpec, DiceRoll } from './types';
export type { Comparison } from './distribution';
export type { Rng } from './roll';
export type { DiceParseCode, DiceEntryCode } from './errors';

// Card decks: a deck in zones (pile in unknown order, discards, removed), draws without
// replacement (app or table), reshuffles, and exact odds of what the next draws bring.
// Plain TypeScript for every system (Gloomhaven's modifier decks, MTG-TRPG checks, Locke's
// C-card deck). See README.md.
export { shuffle } from './shuffle';
export { deckOf, deckSize, reshuffle, drawRandom, drawMatching, discard, remove, addToPile, takeOut } from './deck';
export { countBy, sortedKey, drawUntil, nextCards, nextHand, tally, probabilityOf } from './odds';

export type { Deck, Drawn } from './deck';
export type { DrawPath } from './odds';

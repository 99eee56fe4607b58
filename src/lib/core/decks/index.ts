/** Decks of cards and tokens: shuffles and draws over an injectable random source. */
export { shuffle } from './shuffle';

/** Codes are stable identifiers for translation; messages are English fallbacks. */
export type DiceParseCode =
	| 'dice/empty'
	| 'dice/unexpected_char'
	| 'dice/not_whole_number'
	| 'dice/missing_sides'
	| 'dice/missing_modifier'
	| 'dice/trailing_input'
	| 'dice/zero_dice'
	| 'dice/too_many_dice'
	| 'dice/zero_sides'
	| 'dice/too_few_sides'
	| 'dice/too_many_sides'
	| 'dice/unsupported_sides'
	| 'dice/d66_count'
	| 'dice/d66_modifier'
	| 'dice/modifier_too_large';

export type DiceEntryCode = 'dice/wrong_face_count' | 'dice/face_out_of_range' | 'dice/impossible_total';

export type DiceErrorParams = Readonly<Record<string, string | number>>;

/** Bad dice notation. `index` is 0-based into the original text (messages count from 1). */
export class DiceParseError extends Error {
	override name = 'DiceParseError';
	readonly code: DiceParseCode;
	readonly index: number;
	readonly params: DiceErrorParams;

	constructor(code: DiceParseCode, index: number, params: DiceErrorParams, message: string) {
		super(message);
		this.code = code;
		this.index = index;
		this.params = params;
	}
}

/** Real-dice results that cannot have come from the spec (wrong count, face 7 on a d6, …). */
export class DiceEntryError extends Error {
	override name = 'DiceEntryError';
	readonly code: DiceEntryCode;
	readonly params: DiceErrorParams;

	constructor(code: DiceEntryCode, params: DiceErrorParams, message: string) {
		super(message);
		this.code = code;
		this.params = params;
	}
}

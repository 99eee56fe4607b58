/**
 * Typed numbers a person gets wrong on a phone, with the platform's message for each (ja), for a
 * whole-number field from 0 to `max` (core/numbers, ui/NumberField). Screen tests run a field
 * through them: the field keeps what was typed, says why under it, and nothing is recorded.
 */
export function badWholeNumbers(max: number): [typed: string, message: string][] {
	return [
		['－３', '0 より小さくはできません'], // full-width minus and digit
		['ー３', '0 より小さくはできません'], // the IME's long-vowel mark read as a minus
		['abc', '数字で入力してください（例：12）'],
		['1.5', '整数で入力してください（小数は使えません）'],
		['12345678901234567890', `${max} 以下にしてください`]
	];
}

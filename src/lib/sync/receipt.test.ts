/**
 * The receipt and the badge in words: issue 26 「アキのスマホから 14 件を合わせました。消えたものはありません」.
 */
import { describe, expect, it } from 'vitest';
import { receiptLines, statusText } from './receipt';

const AKI = 'a1'.repeat(16);
const ROGUE = 'c3'.repeat(16);

describe('receiptLines', () => {
	it('says the issue sentence for a named device', () => {
		const lines = receiptLines(
			{ settled: true, merged: [{ device: AKI, name: 'アキのスマホ', count: 14 }], refused: [] },
			'ja'
		);
		expect(lines.join('')).toBe('アキのスマホから 14 件を合わせました。消えたものはありません');
	});

	it('names an unnamed device by its first digits and counts refused events by reason', () => {
		const lines = receiptLines(
			{
				settled: true,
				merged: [],
				refused: [
					{ device: ROGUE, counter: 1, reason: 'bad_payload', detail: '' },
					{ device: ROGUE, counter: 2, reason: 'bad_payload', detail: '' },
					{ device: ROGUE, counter: 3, reason: 'other_system', detail: '' }
				]
			},
			'en'
		);
		expect(lines).toEqual([
			'Nothing new arrived.',
			"Refused 2 from device c3c3 (the entry's content is impossible).",
			'Refused 1 from device c3c3 (an entry of another game).',
			'Nothing was lost.'
		]);
	});
});

describe('statusText', () => {
	it('words each status, with the waiting count', () => {
		expect(statusText({ status: { kind: 'connected', synced: true }, waiting: 0 }, 'ja')).toBe('つながっています');
		expect(statusText({ status: { kind: 'offline' }, waiting: 2 }, 'ja')).toBe(
			'オフライン（記録はこの端末に残ります） · 2 件待ち'
		);
		expect(statusText({ status: { kind: 'refused', reason: 'room', code: 4400, detail: '' }, waiting: 0 }, 'en')).toBe(
			'This room cannot be joined. Check the sharing link'
		);
	});
});

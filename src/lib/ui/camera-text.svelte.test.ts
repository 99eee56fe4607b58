import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '$lib/paraglide/runtime';
import { cameraErrorText } from './camera-text';

describe('cameraErrorText', () => {
	beforeEach(() => setLocale('ja', { reload: false }));

	it('words the browser\'s "Requested device not found" in Japanese, without its English message', () => {
		const text = cameraErrorText(new DOMException('Requested device not found', 'NotFoundError'));
		expect(text).toBe('この端末にはカメラが見つかりません。送る側でファイルを書き出し、それを読み込んでください。');
		expect(text).not.toMatch(/[A-Za-z]/);
	});

	it('each cause has its own sentence, in both languages', () => {
		const errs = ['NotFoundError', 'NotAllowedError', 'NotReadableError', 'TypeError'].map(
			(n) => new DOMException('English text', n)
		);
		const ja = errs.map(cameraErrorText);
		expect(new Set(ja).size).toBe(4);
		for (const t of ja) expect(t).not.toContain('English text');
		setLocale('en', { reload: false });
		const en = errs.map(cameraErrorText);
		expect(en[1]).toMatch(/camera/i);
		for (const t of en) expect(t).not.toContain('English text');
		expect(cameraErrorText('weird')).toBe(en[3]);
	});
});

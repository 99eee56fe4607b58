import { readFileSync, readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { issueFacts } from '$lib/core/transfer';
import { setLocale } from '$lib/paraglide/runtime';
import { importText } from '$lib/transfer/import';
import { resetDb } from '../../../tests/factories/db';
import { fieldText, issueSentence } from './issue-text';

const firstFacts = (schema: v.GenericSchema, input: unknown) => {
	const r = v.safeParse(schema, input);
	if (r.success) throw new Error('expected a failure');
	return issueFacts(r.issues[0]);
};

describe('issueSentence', () => {
	const Payload = v.strictObject({
		damage: v.number(),
		by: v.pipe(v.number(), v.integer(), v.minValue(-999), v.maxValue(999), v.notValue(0)),
		name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(60)),
		field: v.picklist(['espPower', 'mental'])
	});
	const ok = { damage: 2, by: 1, name: 'ロック', field: 'mental' };

	it.each([
		[{ ...ok, damage: 'x' }, '「ダメージ」が数ではありません', '“damage” is not a number'],
		[{ ...ok, by: 1.5 }, '「増減」が整数ではありません', '“change” is not a whole number'],
		[{ ...ok, by: -1000 }, '「増減」は -999 以上でなければなりません', '“change” must be at least -999'],
		[{ ...ok, by: 1000 }, '「増減」は 999 以下でなければなりません', '“change” must be at most 999'],
		[{ ...ok, by: 0 }, '「増減」に使えない値です', '“change” has a value that is not allowed'],
		[{ ...ok, name: '' }, '「名前」が空です', '“name” is empty'],
		[
			{ ...ok, name: 'x'.repeat(61) },
			'「名前」が長すぎます（60 文字まで）',
			'“name” is too long (up to 60 characters)'
		],
		[{ ...ok, field: 'luck' }, '「項目」に使えない値です', '“field” has a value that is not allowed'],
		[{ ...ok, note: 1 }, '知らない項目「note」があります', 'unknown field “note”'],
		[{ damage: 1, by: 1, field: 'mental' }, '「名前」がありません', '“name” is missing']
	])('%j → %s', (input, ja, en) => {
		const facts = firstFacts(Payload, input);
		expect(issueSentence(facts, 'ja')).toBe(ja);
		expect(issueSentence(facts, 'en')).toBe(en);
	});

	it('names the record of an export file by its place, and the field in the user language', () => {
		expect(fieldText('events.11.seq', 'ja')).toBe('記録 12 の「番号」');
		expect(fieldText('events.11.seq', 'en')).toBe('“number” of entry 12');
		expect(fieldText('', 'ja')).toBe('全体');
	});
});

describe('import messages in Japanese carry no validator English', () => {
	beforeEach(async () => {
		setLocale('ja', { reload: false });
		await resetDb();
	});
	const dir = 'tests/fixtures/import';
	const files = readdirSync(dir).filter((f) => f !== 'valid-base.json' && f !== 'README.md');

	it.each(files)('%s', async (file) => {
		const result = await importText(readFileSync(`${dir}/${file}`, 'latin1'));
		expect(result.ok).toBe(false);
		const message = result.ok ? '' : result.message;
		// valibot's messages read "Invalid type: Expected …", "Invalid key", "Invalid length" …
		expect(message).not.toMatch(/Invalid|Expected|Received|Unexpected|JSON at position|log\/|_/);
		expect(message).toMatch(/[ぁ-んァ-ン一-龥]/);
	});

	it('a bad payload names the session, the record and the field', async () => {
		const text = readFileSync(`${dir}/bad-payload-adjust-by-zero.json`, 'utf8');
		const result = await importText(text);
		expect(result.ok ? '' : result.message).toMatch(
			/セッション「.+」の 2 番目の記録の内容が正しくありません（「増減」に使えない値です）/
		);
	});
});

import type { IssueFacts } from '$lib/core/transfer';
import type { Locale } from '$lib/core/locale';
import { m } from '$lib/paraglide/messages.js';

/** Field names of the export file and of common payloads, in the user's language. */
const FIELDS: Record<string, () => { ja: string; en: string }> = {
	seq: () => ({ ja: '番号', en: 'number' }),
	at: () => ({ ja: '日時', en: 'time' }),
	type: () => ({ ja: '種類', en: 'kind' }),
	payload: () => ({ ja: '内容', en: 'content' }),
	parent: () => ({ ja: '前の記録', en: 'previous entry' }),
	target: () => ({ ja: '対象の記録', en: 'target entry' }),
	name: () => ({ ja: '名前', en: 'name' }),
	id: () => ({ ja: 'ID', en: 'ID' }),
	systemId: () => ({ ja: 'ゲーム', en: 'game' }),
	createdAt: () => ({ ja: '作成日時', en: 'created' }),
	updatedAt: () => ({ ja: '更新日時', en: 'changed' }),
	events: () => ({ ja: '記録', en: 'entries' }),
	sessions: () => ({ ja: 'セッション', en: 'sessions' }),
	tables: () => ({ ja: '表', en: 'tables' }),
	format: () => ({ ja: '形式', en: 'format' }),
	version: () => ({ ja: '形式バージョン', en: 'format version' }),
	by: () => ({ ja: '増減', en: 'change' }),
	value: () => ({ ja: '値', en: 'value' }),
	initial: () => ({ ja: '初期値', en: 'initial value' }),
	min: () => ({ ja: '下限', en: 'minimum' }),
	max: () => ({ ja: '上限', en: 'maximum' }),
	step: () => ({ ja: '増減幅', en: 'step' }),
	damage: () => ({ ja: 'ダメージ', en: 'damage' }),
	who: () => ({ ja: '対象', en: 'who' }),
	field: () => ({ ja: '項目', en: 'field' }),
	reason: () => ({ ja: '理由', en: 'reason' }),
	text: () => ({ ja: '文', en: 'text' }),
	status: () => ({ ja: '状態', en: 'status' })
};

/** `events.1.seq` → 記録 2 の「番号」: the record (1-based) and the field, in words. */
export function fieldText(path: string, locale: Locale): string {
	const keys = path === '' ? [] : path.split('.');
	let record: number | null = null;
	let name: string | null = null;
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i]!;
		if (/^\d+$/.test(key)) {
			if (keys[i - 1] === 'events') record = Number(key) + 1;
			continue;
		}
		name = FIELDS[key]?.()[locale] ?? key;
	}
	const quoted = name === null ? m.ui_issue_whole({}, { locale }) : m.ui_issue_field({ name }, { locale });
	return record === null ? quoted : m.ui_issue_in_record({ n: record, field: quoted }, { locale });
}

/** Digits after a comparison in valibot's `expected` (`>=1`, `<=999`, `<=60`). */
const limit = (expected: string) => expected.replace(/^[<>!=]+/, '');

/**
 * One validation problem as a sentence in the user's language, naming the field
 * (「ダメージ」が数ではありません), never valibot's English message.
 */
export function issueSentence(f: IssueFacts, locale: Locale): string {
	const field = fieldText(f.field, locale);
	const o = { locale };
	if (f.received === 'undefined') return m.ui_issue_missing({ field }, o);
	switch (f.kind) {
		case 'number':
			return m.ui_issue_not_number({ field }, o);
		case 'string':
			return m.ui_issue_not_text({ field }, o);
		case 'boolean':
			return m.ui_issue_not_yes_no({ field }, o);
		case 'object':
		case 'strict_object':
			return f.expected === 'never' ? m.ui_issue_unknown_field({ field }, o) : m.ui_issue_shape({ field }, o);
		case 'array':
		case 'record':
		case 'tuple':
			return m.ui_issue_shape({ field }, o);
		case 'integer':
		case 'safe_integer':
			return m.ui_issue_not_whole({ field }, o);
		case 'min_value':
		case 'gt_value':
			return m.ui_issue_too_small({ field, limit: limit(f.expected) }, o);
		case 'max_value':
		case 'lt_value':
			return m.ui_issue_too_large({ field, limit: limit(f.expected) }, o);
		case 'non_empty':
		case 'min_length':
			return m.ui_issue_empty({ field }, o);
		case 'max_length':
			return m.ui_issue_too_long({ field, limit: limit(f.expected) }, o);
		case 'picklist':
		case 'literal':
		case 'union':
		case 'variant':
		case 'enum':
		case 'not_value':
		case 'value':
			return m.ui_issue_not_allowed({ field }, o);
		default:
			return m.ui_issue_other({ field }, o);
	}
}

/** What the log reader objected to (LogError codes), in words. */
export function logProblemText(code: string, locale: Locale): string {
	const o = { locale };
	switch (code) {
		case 'log/seq_gap':
			return m.ui_log_seq_gap({}, o);
		case 'log/bad_undo':
			return m.ui_log_bad_undo({}, o);
		case 'log/bad_redo':
			return m.ui_log_bad_redo({}, o);
		case 'log/bad_parent':
			return m.ui_log_bad_parent({}, o);
		default:
			return m.ui_log_broken({}, o);
	}
}

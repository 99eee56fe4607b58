import type * as v from 'valibot';

/**
 * What went wrong in one valibot issue, as plain data a screen can put into words in the
 * user's language: where (the path's keys), what kind of check failed, what it wanted.
 * Never valibot's own English message.
 */
export interface IssueFacts {
	/** Path keys joined with dots: `events.1.seq`, `by`; empty for the whole value. */
	field: string;
	/** valibot's issue type: `number`, `integer`, `min_value`, `strict_object`, `picklist` … */
	kind: string;
	/** What the check expected (`number`, `>=1`, `"a" | "b"`), when it says. */
	expected: string;
	/** What it got (`undefined` when the field is missing). */
	received: string;
}

export function issueFacts(issue: v.BaseIssue<unknown> | undefined): IssueFacts {
	return {
		field: issue?.path?.map((p) => String(p.key)).join('.') ?? '',
		kind: issue?.type ?? '',
		expected: issue?.expected ?? '',
		received: issue?.received ?? ''
	};
}

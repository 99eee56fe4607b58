import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { db, exportSessions } from '$lib/db';
import { importText } from './import';
import { added, adjusted } from '$tests/factories/counters';
import { resetDb } from '$tests/factories/db';
import { LogPlayer } from '$tests/factories/log-session';

// 100 seeded malformed or forged variants of one valid (version-3) export: each refused with a
// message naming the problem, and the database byte-for-byte what it was (issue 14, "Nothing lost
// under stress"; issue 26: a forged event — wrong system, a huge payload, a second body under one
// identity — is refused and nothing is written from the file).

/** Every row of every table, serialised: what "byte-for-byte unchanged" compares. */
async function dump(): Promise<string> {
	const out: Record<string, unknown[]> = {};
	for (const t of db.tables) out[t.name] = await t.toArray();
	return JSON.stringify(out);
}

type File = {
	format: string;
	version: number;
	exportedAt: number;
	sessions: { id: string; systemId: string; name: string; events: Record<string, unknown>[] }[];
};

/** Each kind of damage, and what the refusal must name. */
const kinds: { name: string; break: (f: File, n: number, text: string) => string; names: RegExp }[] = [
	{
		name: 'truncated',
		break: (_f, n, text) => text.slice(0, 1 + (n % (text.length - 2))),
		names: /JSONではありません/
	},
	{ name: 'empty file', break: () => '', names: /JSONではありません|入っていません/ },
	{
		name: 'wrong version',
		break: (f, n) => JSON.stringify({ ...f, version: 4 + n }),
		names: /形式バージョン \d+ には対応していません/
	},
	{
		name: 'not ours',
		break: (f) => JSON.stringify({ ...f, format: 'other.app' }),
		names: /Sidetableの書き出しファイルではありません/
	},
	{
		name: 'unknown system',
		break: (f, n) => JSON.stringify({ ...f, sessions: [{ ...f.sessions[0]!, systemId: `nosuch${n}` }] }),
		names: /ゲーム「nosuch\d+」はこのアプリにありません/
	},
	{
		name: 'counter as a string',
		break: (f, n) => mutateEvent(f, n, (e) => ({ ...e, counter: String(e.counter) })),
		names: /セッション「検証卓」/
	},
	{
		name: 'at as a word',
		break: (f, n) => mutateEvent(f, n, (e) => ({ ...e, at: 'yesterday' })),
		names: /セッション「検証卓」/
	},
	{
		name: "gap in a device's counters",
		break: (f, n) => mutateEvents(f, (es) => es.filter((_, i) => i !== 1 + (n % (es.length - 2)))),
		names: /セッション「検証卓」の \d+ 番目の記録/
	},
	{
		name: 'a second body under one identity',
		break: (f, n) =>
			mutateEvents(f, (es) => {
				const i = 1 + (n % (es.length - 1));
				const forged = { ...es[i]!, payload: { ...(es[i]!.payload as object), by: 7 } };
				return [...es.slice(0, i + 1), forged, ...es.slice(i + 1)];
			}),
		names:
			/セッション「検証卓」の \d+ 番目の記録：同じ番号（端末 [0-9a-f]{8}… の \d+ 番）で中身の違う記録が二つあります/
	},
	{
		name: 'unknown event type',
		break: (f, n) => mutateEvent(f, n, (e) => ({ ...e, type: `counters/teleported${n}` })),
		names: /種類「counters\/teleported\d+」が分かりません/
	},
	{
		name: 'out-of-range payload',
		break: (f, n) =>
			mutateEvent(f, 1 + (n % 20), (e) =>
				e.type === 'counters/counterAdjusted'
					? { ...e, payload: { ...(e.payload as object), by: n % 2 ? 0 : 1e300 } }
					: { ...e, payload: { id: 5 } }
			),
		names: /セッション「検証卓」の \d+ 番目の記録/
	},
	{
		name: 'huge string',
		break: (f) => JSON.stringify({ ...f, sessions: [{ ...f.sessions[0]!, name: 'x'.repeat(300_000) }] }),
		names: /セッション「x+」の内容が正しくありません|大きすぎます/
	},
	{
		name: 'events not a list',
		break: (f) => JSON.stringify({ ...f, sessions: [{ ...f.sessions[0]!, events: { 1: 'a' } }] }),
		names: /セッション「検証卓」の内容が正しくありません/
	},
	{
		name: 'an undo naming an event not in the log',
		break: (f, n) =>
			mutateEvents(f, (es) =>
				es.map((e) =>
					e.type === 'session/undone' ? { ...e, payload: { target: { device: 'e'.repeat(32), counter: 1 + n } } } : e
				)
			),
		names: /セッション「検証卓」の \d+ 番目の記録で、ログの順序が壊れています/
	},
	{
		name: 'a clock leaping ahead',
		break: (f, n) => mutateEvent(f, 2 + (n % 20), (e) => ({ ...e, clock: 5_000_000 + n })),
		names: /セッション「検証卓」の \d+ 番目の記録で、ログの順序が壊れています（順番の番号が/
	},
	{
		name: 'a device id that is not 128 bits of hex',
		break: (f, n) => mutateEvent(f, n, (e) => ({ ...e, device: 'rogue-phone' })),
		names: /セッション「検証卓」の内容が正しくありません/
	},
	{
		name: 'a huge payload',
		break: (f, n) =>
			mutateEvent(f, 1 + (n % 20), (e) => ({ ...e, payload: { ...(e.payload as object), note: 'x'.repeat(300_000) } })),
		names: /セッション「検証卓」の \d+ 番目の記録が大きすぎます（.+、上限 256 KB）/
	},
	{
		name: "another system's event (wrong system)",
		break: (f, n) => mutateEvent(f, 1 + (n % 20), (e) => ({ ...e, type: 'locke/infiltrationChecked' })),
		names: /種類「locke\/infiltrationChecked」が分かりません/
	}
];

function mutateEvents(f: File, g: (es: Record<string, unknown>[]) => Record<string, unknown>[]): string {
	return JSON.stringify({ ...f, sessions: [{ ...f.sessions[0]!, events: g(f.sessions[0]!.events) }] });
}
function mutateEvent(f: File, n: number, g: (e: Record<string, unknown>) => Record<string, unknown>): string {
	return mutateEvents(f, (es) => es.map((e, i) => (i === n % es.length ? g(e) : e)));
}

let valid: File;
let validText: string;
beforeAll(async () => {
	await resetDb();
	const p = await LogPlayer.create('検証卓');
	await p.act(added('life', { initial: 20, min: 0, max: 40 }));
	for (let i = 0; i < 24; i++) {
		await p.act(adjusted('life', i % 2 ? 1 : -1));
		if (i % 5 === 4) await p.undo();
	}
	valid = (await exportSessions([p.sessionId])) as unknown as File;
	validText = JSON.stringify(valid);
	// The database the variants are imported into already holds this session and its log.
});

describe('100 seeded malformed variants of a valid export', () => {
	it('the valid file itself imports (a merge into the session that is there, adding nothing)', async () => {
		const before = await dump();
		const r = await importText(validText);
		expect(r.ok && r.outcome.merged.map((m) => m.added)).toEqual([0]);
		expect(await dump()).toBe(before);
	});

	it('each is refused naming the problem, nothing written', async () => {
		const seen = new Set<string>();
		const variants = fc.sample(fc.tuple(fc.integer({ min: 0, max: kinds.length - 1 }), fc.nat(10_000)), {
			numRuns: 100,
			seed: 14
		});
		// Every kind at least once, then the seeded rest.
		const plan = [...kinds.map((_, k) => [k, k * 7] as [number, number]), ...variants].slice(0, 100);
		expect(plan).toHaveLength(100);
		for (const [k, n] of plan) {
			const kind = kinds[k]!;
			const text = kind.break(valid, n, validText);
			const before = await dump();
			const r = await importText(text);
			expect(r.ok, `${kind.name} #${n} was accepted`).toBe(false);
			if (r.ok) continue;
			expect(r.message, `${kind.name} #${n}: ${r.message}`).toMatch(kind.names);
			expect(r.message).toMatch(/何も変更していません。$/);
			expect(await dump(), `${kind.name} #${n} changed the database`).toBe(before);
			seen.add(kind.name);
		}
		expect(seen.size).toBe(kinds.length);
	});
});

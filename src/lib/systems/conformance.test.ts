/**
 * Every registered system keeps the platform's contract (see README, "How to add a system"):
 * names under its own id, a JSON-safe initial state, a log sentence for every event type in
 * both languages, a text for every refusal code, and its messages room compiled.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { loadSystems, systems } from './registry';
import { eventSamples } from '$tests/factories/samples';
import { isRefusal } from '$lib/core/events';

const settings = JSON.parse(
	readFileSync(new URL('../../../project.inlang/settings.json', import.meta.url), 'utf8')
) as {
	'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const rooms = settings['plugin.inlang.messageFormat'].pathPattern;
const defs = await loadSystems();

/** True when `x` holds only what JSON keeps as it is (no Infinity, NaN, undefined, functions, Maps). */
function jsonSafe(x: unknown): boolean {
	return (
		JSON.stringify(JSON.parse(JSON.stringify(x))) === JSON.stringify(x) && sameShape(x, JSON.parse(JSON.stringify(x)))
	);
}
function sameShape(a: unknown, b: unknown): boolean {
	if (typeof a === 'number') return Number.isFinite(a) && a === b;
	if (a === null || typeof a !== 'object') return a === b;
	if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameShape(x, b[i]));
	if (Object.getPrototypeOf(a) !== Object.prototype) return false;
	const keys = Object.keys(a);
	return (
		keys.length === Object.keys(b as object).length &&
		keys.every((k) => sameShape((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
	);
}

/** Every source file of a system's folder (not its tests), as text. */
function sources(id: string): { file: string; text: string }[] {
	const root = new URL(`./${id}/`, import.meta.url).pathname;
	const out: { file: string; text: string }[] = [];
	const walk = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) walk(path);
			else if (/\.(ts|svelte)$/.test(entry.name) && !/\.test\.(ts|svelte)$|\.test\.svelte\.ts$/.test(entry.name))
				out.push({ file: path.slice(root.length), text: readFileSync(path, 'utf8') });
		}
	};
	walk(root);
	return out;
}

it('the registry lists every loaded system once, by the id its definition carries', () => {
	expect(defs.map((d) => d.id)).toEqual(systems.map((s) => s.id));
	expect(new Set(defs.map((d) => d.id)).size).toBe(defs.length);
});

describe.each(defs.map((d) => [d.id, d] as const))('%s', (id, sys) => {
	it('names its event types and table slots under its own id', () => {
		for (const type of Object.keys(sys.events)) expect(type.startsWith(`${id}/`), type).toBe(true);
		for (const slot of sys.tableSlots ?? []) expect(slot.id.startsWith(`${id}/`), slot.id).toBe(true);
	});

	it('has an initial state that survives a JSON round trip (no Infinity, NaN, undefined, Map)', () => {
		const state = sys.initialState();
		expect(jsonSafe(state)).toBe(true);
		expect(JSON.parse(JSON.stringify(state))).toEqual(state);
	});

	it('describes every event type in Japanese and English, never as the raw type', () => {
		const samples = eventSamples[id] ?? {};
		for (const type of Object.keys(sys.events)) {
			expect(Object.hasOwn(samples, type), `tests/factories/samples.ts has no sample for ${type}`).toBe(true);
			const parsed = v.safeParse(sys.events[type]!, samples[type]);
			expect(parsed.success, `the sample for ${type} passes its schema`).toBe(true);
			const event = { type, payload: parsed.output };
			const ja = sys.describe(event, 'ja');
			const en = sys.describe(event, 'en');
			for (const text of [ja, en]) {
				expect(text.trim().length, type).toBeGreaterThan(0);
				expect(text, type).not.toContain(type);
				expect(text, type).not.toMatch(/undefined|NaN|\[object Object\]/);
			}
		}
	});

	it('records again (もう一度記録) only through one of its own commands, taking the event as it was', () => {
		const samples = eventSamples[id] ?? {};
		const wrong = Object.keys(sys.events).filter((type) => {
			const again = sys.reenter({ type, payload: samples[type] });
			return again !== undefined && (!Object.hasOwn(sys.commands, again.command) || !jsonSafe(again.intent));
		});
		expect(wrong).toEqual([]);
	});

	it('explains every refusal code it declares, in both languages', () => {
		for (const code of sys.refusalCodes) {
			for (const locale of ['ja', 'en'] as const) {
				const text = sys.explainRefusal({ refusal: code, params: {} }, locale);
				expect(text.trim().length, code).toBeGreaterThan(0);
				expect(text, code).not.toBe(code);
			}
		}
	});

	it('declares (and so words) every refusal code its sources return: none reaches a person as a code', () => {
		const declared = new Set(sys.refusalCodes);
		for (const { file, text } of sources(id))
			for (const [, code] of text.matchAll(/refuse(?:<[^>]*>)?\(\s*'([a-z-]+\/[a-z_]+)'/g))
				if (code!.startsWith(`${id}/`)) expect(declared.has(code!), `${file} returns ${code}`).toBe(true);
	});

	it('never touches storage itself: device data goes through session.device', () => {
		for (const { file, text } of sources(id))
			expect(text, file).not.toMatch(/\b(localStorage|sessionStorage|indexedDB)\b/);
	});

	it('lists its open points in both languages, each default one of its readings', () => {
		expect(new Set((sys.openPoints ?? []).map((p) => p.id)).size).toBe((sys.openPoints ?? []).length);
		for (const p of sys.openPoints ?? []) {
			for (const text of [p.title, p.question, ...p.readings.map((r) => r.label)])
				for (const locale of ['ja', 'en'] as const) expect(text[locale].trim().length, p.id).toBeGreaterThan(0);
			expect(
				p.readings.map((r) => r.id),
				p.id
			).toContain(p.default);
		}
	});

	it('has its messages room, if any, listed for the compiler', () => {
		const room = new URL(`../../../messages/${id}/`, import.meta.url);
		if (!existsSync(room)) return;
		expect(rooms).toContain(`./messages/${id}/{locale}.json`);
		for (const locale of ['ja', 'en'])
			expect(existsSync(new URL(`${locale}.json`, room)), `${id}/${locale}.json`).toBe(true);
	});
});

/** The sample state: every sample event of the system folded in turn, those the reducer refuses skipped. */
function sampleState(sys: (typeof defs)[number]): unknown {
	const env = { tables: { byHash: {}, current: {} }, readings: {} };
	let state = sys.initialState();
	for (const [type, payload] of Object.entries(eventSamples[sys.id] ?? {})) {
		const next = sys.reduce(state, { type, payload }, env);
		if (!isRefusal(next)) state = next;
	}
	return state;
}

describe.each(defs.map((d) => [d.id, d] as const))('%s: 席 (the live table)', (id, sys) => {
	const states = [sys.initialState(), sampleState(sys)];

	it('declares seatOf exactly when it declares seats; seat ids are unique', () => {
		expect(sys.seatOf === undefined, 'seats and seatOf come together').toBe(sys.seats === undefined);
		for (const state of states)
			for (const locale of ['ja', 'en'] as const) {
				const seats = sys.seats?.(state, locale) ?? [];
				expect(new Set(seats.map((s) => s.id)).size, id).toBe(seats.length);
				for (const s of seats) expect(s.name.trim().length, s.id).toBeGreaterThan(0);
			}
	});

	it('answers seatOf for every command, on the sample state, whatever the intent, without throwing', () => {
		if (!sys.seatOf) return expect(sys.seats).toBeUndefined();
		for (const state of states) {
			const ids = new Set((sys.seats?.(state, 'ja') ?? []).map((s) => s.id));
			// An intent naming the first seat under every field a system reads a seat from.
			const first = [...ids][0] ?? 'x';
			const keys = ['id', 'who', 'by', 'attacker', 'character', 'pc', 'deck', 'side'];
			const naming = Object.fromEntries(keys.map((k) => [k, first]));
			for (const command of Object.keys(sys.commands))
				for (const intent of [{}, undefined, null, 'x', { id: 1, who: [], side: {} }, naming]) {
					const seat = sys.seatOf(command, intent, state);
					expect([null, undefined, ...ids], `${command} → ${String(seat)}`).toContain(seat);
				}
		}
	});

	it('shows a board card only for its seats, each figure worded', () => {
		if (!sys.board) return;
		for (const state of states)
			for (const locale of ['ja', 'en'] as const) {
				const board = sys.board(state, locale);
				expect(jsonSafe(board)).toBe(true);
				if (sys.seats) {
					const ids = (sys.seats(state, locale) ?? []).map((s) => s.id);
					expect(board.map((b) => b.seat.id)).toEqual(ids);
				}
				for (const b of board)
					for (const f of b.figures) {
						expect(f.label.trim().length, b.seat.id).toBeGreaterThan(0);
						expect(`${f.label} ${f.value}`).not.toMatch(/undefined|NaN|\[object Object\]/);
					}
			}
	});
});

it('locke: the board shows nothing the table view hides (no secret sheet’s name, alignment or endurance)', async () => {
	const { playingState } = await import('$tests/factories/locke');
	const locke = defs.find((d) => d.id === 'locke')!;
	const state = playingState('seed', { tableView: true });
	for (const locale of ['ja', 'en'] as const) {
		const text = JSON.stringify([locke.board!(state, locale), locke.seats!(state, locale)]);
		for (const c of state.characters) {
			expect(text).not.toContain(c.name);
			expect(text).not.toContain(`/${c.maxEndurance}`);
		}
		expect(text).not.toMatch(/GOOD|EVIL|SPECIAL/);
	}
});

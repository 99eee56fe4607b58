/**
 * Small pieces the Locke screens share: how a screen records (one event, or a command), refs
 * for events, and reading numbers and rolls out of form fields. (Column headings and trace
 * lines: ../text.ts; damage reads: ../commands.)
 */
import type { Refusal } from '$lib/core/events';
import type { Table } from '$lib/core/tables';
import { adoptedFor } from '$lib/session/apply';
import type { AdoptedTables, SessionView } from '$lib/systems/types';
import { lockeTableSlots } from '../data/slots';
import type { InterfererIntent, LockeCommands } from '../commands';
import type { LockeEvent, Roll2D6 } from '../events';
import type { DamageLine, LockeState } from '../state';
import { character } from '../derive';
import { chartColumnLabel, traceLine } from '../text';
import { m } from '$lib/paraglide/messages.js';

export { refOf } from '../commands';

/** The session as a Locke screen sees it: the state, its commands and their previews. */
export type LockeSession = SessionView<LockeState, LockeCommands>;

/** Records one plain event (the `record` command). */
export type Dispatch = (event: LockeEvent) => Promise<Refusal | null>;

/** A DiceRoll from DiceEntry as the 2D6 events record it (null if it is not a 2D6 roll). */
export function asRoll2D6(
	roll: { spec: string; total: number; faces: number[]; source: 'app' | 'table' } | null
): Roll2D6 | null {
	if (!roll || roll.spec !== '2D6' || roll.total < 2 || roll.total > 12) return null;
	const faces = roll.faces.length === 2 ? ([roll.faces[0]!, roll.faces[1]!] as [number, number]) : ([] as []);
	return { spec: '2D6', total: roll.total, faces, source: roll.source };
}

/** Reads a whole number from a text field (full-width digits allowed); null if it is not one. */
export function wholeNumber(text: string): number | null {
	const t = text.trim().replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
	return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

export function newId(): string {
	return crypto.randomUUID().slice(0, 8);
}

/**
 * The table each Locke slot's lookups use now: what the shell hands the commands as
 * `ctx.tables` — the group's library table, else the one the session adopted last — so a
 * screen's preview plans with the same tables as the recorded command. Read off the session the
 * shell gave the screen (its library and adopted tables; a session without them has none).
 */
export function slotTables(session: LockeSession): Record<string, Table | null> {
	const s = session as LockeSession &
		Partial<{ library: Readonly<Record<string, Table | null>>; shell: { tables: AdoptedTables } }>;
	const out: Record<string, Table | null> = {};
	for (const slot of lockeTableSlots)
		out[slot.id] = s.library?.[slot.id] ?? (s.shell ? (adoptedFor(s.shell.tables, slot.id)?.table ?? null) : null);
	return out;
}

/** A table the session adopted, by the hash a recorded lookup cites (null when unknown). */
export function adoptedTable(session: LockeSession, hash: string | null): Table | null {
	if (hash === null) return null;
	const s = session as LockeSession & Partial<{ shell: { tables: AdoptedTables } }>;
	return s.shell?.tables.byHash[hash]?.table ?? null;
}

/** A text field's problem: "整数で入力してください" when it holds something that is not a whole number. */
export function notWhole(text: string): boolean {
	return text.trim() !== '' && wholeNumber(text) === null;
}

/** One row of the interference form (§5.4): who, the teleport's level, the ESP power spent (blank: the level). */
export interface InterfererRow {
	id: string;
	level: string;
	esp: string;
}

/** The rows as the commands take them; null while one of them is not filled in with whole numbers. */
export function interfererIntents(rows: readonly InterfererRow[]): InterfererIntent[] | null {
	const out: InterfererIntent[] = [];
	for (const r of rows) {
		const level = wholeNumber(r.level);
		const esp = r.esp.trim() === '' ? level : wholeNumber(r.esp);
		if (!r.id || level === null || level < 1 || esp === null) return null;
		out.push({ who: r.id, level, espSpent: esp });
	}
	return out;
}

/** One damage line of a combat as the combat screen prints it: who → whom, then the lookup's trace. */
export function damageLineText(session: LockeSession, l: DamageLine, locale: 'ja' | 'en'): string {
	const locke = session.state;
	const hashTable = adoptedTable(session, l.hash);
	const from = character(locke, l.from)?.name ?? l.from;
	const to = character(locke, l.to)?.name ?? l.to;
	const result = m.locke_damage_value({ n: l.value }) + (l.died ? ` — ${m.locke_died({ name: to })}` : '');
	return `${from} → ${to}: ${traceLine(
		{
			firepower: l.firepower,
			divisor: l.divisor,
			divisorIsFirepower: l.melee,
			baseColumn: chartColumnLabel(l.baseRatio, locale, hashTable),
			shift: l.shift,
			column: chartColumnLabel(l.ratio, locale, hashTable),
			roll: l.roll,
			result
		},
		locale
	)}`;
}

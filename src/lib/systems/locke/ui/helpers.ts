/**
 * Small pieces the Locke screens share: the session as they see it (its named commands), and
 * turning form fields into intents. Numbers are read by the platform's `NumberField` (core/numbers),
 * never here. (Column headings and trace lines: ../text.ts.)
 */
import { isRefusal, type Refusal } from '$lib/core/events';
import type { Table } from '$lib/core/tables';
import type { Preview, SessionView } from '$lib/systems/types';
import type { InterfererIntent, LockeCommands } from '../commands';
import type { LockeEventType, PayloadOf, Roll2D6 } from '../events';
import type { DamageLine, LockeState } from '../state';
import { publicName } from '../describe';
import { chartColumnLabel, traceLine } from '../text';
import { m } from '$lib/paraglide/messages.js';

/** The session as a Locke screen sees it: the state, its commands and their previews. */
export type LockeSession = SessionView<LockeState, LockeCommands>;

/** The payload of the event of this type a preview would record (null: refused, or none of that type). */
export function recorded<T extends LockeEventType>(run: Preview<LockeState> | Refusal, type: T): PayloadOf<T> | null {
	if (isRefusal(run)) return null;
	const e = run.events.find((x) => x.type === type);
	return e ? (e.payload as PayloadOf<T>) : null;
}

/** A DiceRoll from DiceEntry as the 2D6 events record it (null if it is not a 2D6 roll). */
export function asRoll2D6(
	roll: { spec: string; total: number; faces: number[]; source: 'app' | 'table' } | null
): Roll2D6 | null {
	if (!roll || roll.spec !== '2D6' || roll.total < 2 || roll.total > 12) return null;
	const faces = roll.faces.length === 2 ? ([roll.faces[0]!, roll.faces[1]!] as [number, number]) : ([] as []);
	return { spec: '2D6', total: roll.total, faces, source: roll.source };
}

/**
 * What the record bar asks for while the damage is missing (`locke/damage_required`): the 2D6 while
 * a roll is not in, else the value read off the printed chart — not the 2D6 again (issue 22.18).
 */
export function damageMissingText(rolls: readonly Parameters<typeof asRoll2D6>[0][]): string {
	return rolls.some((r) => asRoll2D6(r) === null) ? m.locke_attack_need_roll() : m.locke_attack_need_value();
}

/** A table the session adopted, by the hash a recorded lookup cites (null when unknown). */
export function adoptedTable(session: LockeSession, hash: string | null): Table | null {
	return hash === null ? null : session.adoptedTable(hash);
}

/**
 * One row of the interference form (§5.4): who, the teleport's level and the ESP power spent
 * (blank: the level), as their `NumberField`s read them (null: blank or not acceptable), and
 * whether one of the two fields holds something it does not accept.
 */
export interface InterfererRow {
	id: string;
	level: number | null;
	esp: number | null;
	levelBad: boolean;
	espBad: boolean;
}

/** A new row for `id`, nothing typed yet. */
export const interfererRow = (id: string): InterfererRow => ({
	id,
	level: null,
	esp: null,
	levelBad: false,
	espBad: false
});

/** The rows as the commands take them; null while one of them is not filled in or not acceptable. */
export function interfererIntents(rows: readonly InterfererRow[]): InterfererIntent[] | null {
	const out: InterfererIntent[] = [];
	for (const r of rows) {
		if (!r.id || r.levelBad || r.espBad || r.level === null) return null;
		out.push({ who: r.id, level: r.level, espSpent: r.esp ?? r.level });
	}
	return out;
}

/** One damage line of a combat as the combat screen prints it: who → whom, then the lookup's trace. */
export function damageLineText(session: LockeSession, l: DamageLine, locale: 'ja' | 'en'): string {
	const locke = session.state;
	const hashTable = adoptedTable(session, l.hash);
	const from = publicName(locke, l.from);
	const to = publicName(locke, l.to);
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

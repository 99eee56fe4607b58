/*
 * Table slots declared by the game systems (`SystemDefinition.tableSlots`), and whether a
 * library table fits one: the same dice, and every column the system looks up by id.
 * Extra columns (a chart with more ratio columns than the layout) are fine.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Table } from '$lib/core/tables';
import type { TableSlot } from '$lib/systems/types';
import { loadSystems } from '$lib/systems/registry';

export interface SlotEntry {
	slot: TableSlot;
	systemId: string;
	systemNames: { ja: string; en: string };
}

/** Every slot of every system, in registry order. Loads the system definitions. */
export async function loadSlots(): Promise<SlotEntry[]> {
	const systems = await loadSystems();
	return systems.flatMap((s) => (s.tableSlots ?? []).map((slot) => ({ slot, systemId: s.id, systemNames: s.names })));
}

export type SlotFitProblem =
	{ code: 'dice'; expected: string; actual: string } | { code: 'columns'; missing: string[] };

/** What keeps `table` from serving `slot` (empty when it fits). */
export function slotFit(slot: TableSlot, table: Table): SlotFitProblem[] {
	const problems: SlotFitProblem[] = [];
	if (slot.layout.dice !== table.dice) {
		problems.push({ code: 'dice', expected: slot.layout.dice ?? '—', actual: table.dice ?? '—' });
	}
	const have = new Set(table.columns.map((c) => c.id));
	const missing = slot.layout.columns.filter((c) => !have.has(c.id)).map((c) => c.label || c.id);
	if (missing.length > 0) problems.push({ code: 'columns', missing });
	return problems;
}

export function slotFitText(problem: SlotFitProblem): string {
	return problem.code === 'dice'
		? m.tables_slot_fit_dice({ expected: problem.expected, actual: problem.actual })
		: m.tables_slot_fit_columns({ columns: problem.missing.join('、') });
}

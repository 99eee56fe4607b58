/**
 * Where an attack or a melee stands when its preview cannot be recorded yet: the dice are not in,
 * a value must be read off the printed chart, or the declared endurance is too high. The command
 * refuses, and the refusal carries the facts its plan worked out — the column, the damage that
 * kills, what the read still needs — so the screen shows exactly what the command will record,
 * from `session.preview` alone. Flat params (`RefusalParams` holds strings and numbers); one
 * read's keys share a prefix (`a`: the attacker deals, `b`: the defender deals back).
 */
import type { RefusalParams } from '$lib/core/events';
import { RIGHTMOST_COLUMN, type DamageColumn } from '../rules';
import type { PlannedRead } from './context';

/** What a damage read still needs: the 2D6, or a value read off the printed chart (or for a text cell). */
export interface ReadFacts {
	column: DamageColumn;
	/** null: complete */
	need: 'roll' | 'value' | null;
	/** the table cell's text, when the cell has text but no number */
	cellText: string | null;
	/** the heading of the column the group's table does not have (the value is read off the printed chart) */
	missing: string | null;
}

export interface AttackFacts {
	/** a maintained defence was broken by the attack, which hits (§5.3) */
	broke: boolean;
	/** 火力 after synchronisation, and the declared endurance it is divided by (null for a fixed column) */
	firepower: number | null;
	divisor: number | null;
	killsFrom: number;
	read: ReadFacts;
}

export interface MeleeSideFacts {
	firepower: number;
	shift: number;
	/** the column before the [格闘:X] shift */
	base: DamageColumn;
	/** the smallest damage that kills the one this side hits */
	killsFrom: number;
	read: ReadFacts;
}

export interface MeleeFacts {
	broke: boolean;
	/** the attacker's damage roll and the defender's (反撃: `counter`) */
	a: MeleeSideFacts;
	b: MeleeSideFacts;
	counter: boolean;
}

export function readFacts(column: DamageColumn, planned: PlannedRead, hasRoll: boolean): ReadFacts {
	const cellText = planned.auto?.ok ? planned.auto.text : null;
	return {
		column,
		need: !hasRoll ? 'roll' : planned.read === null ? 'value' : null,
		cellText: planned.needsTyping ? cellText : null,
		missing: planned.missing
	};
}

const columnParam = (c: DamageColumn) => c;
const columnOf = (x: string | number | undefined): DamageColumn | null =>
	x === RIGHTMOST_COLUMN ? RIGHTMOST_COLUMN : typeof x === 'number' ? x : null;
const num = (x: string | number | undefined): number | null => (typeof x === 'number' ? x : null);
const str = (x: string | number | undefined): string | null => (typeof x === 'string' ? x : null);

function putRead(out: RefusalParams, p: string, r: ReadFacts): void {
	out[`${p}column`] = columnParam(r.column);
	out[`${p}need`] = r.need ?? 'none';
	if (r.cellText !== null) out[`${p}cellText`] = r.cellText;
	if (r.missing !== null) out[`${p}missing`] = r.missing;
}

function getRead(params: RefusalParams, p: string): ReadFacts | null {
	const column = columnOf(params[`${p}column`]);
	const need = params[`${p}need`];
	if (column === null || (need !== 'roll' && need !== 'value' && need !== 'none')) return null;
	return {
		column,
		need: need === 'none' ? null : need,
		cellText: str(params[`${p}cellText`]),
		missing: str(params[`${p}missing`])
	};
}

export function attackParams(f: AttackFacts): RefusalParams {
	const out: RefusalParams = { broke: f.broke ? 1 : 0, killsFrom: f.killsFrom };
	if (f.firepower !== null) out.firepower = f.firepower;
	if (f.divisor !== null) out.divisor = f.divisor;
	putRead(out, '', f.read);
	return out;
}

/** The facts an attack's refusal carries, or null when it carries none. */
export function attackFactsOf(params: RefusalParams | undefined): AttackFacts | null {
	if (!params) return null;
	const read = getRead(params, '');
	const killsFrom = num(params.killsFrom);
	if (!read || killsFrom === null) return null;
	return { broke: params.broke === 1, firepower: num(params.firepower), divisor: num(params.divisor), killsFrom, read };
}

function putSide(out: RefusalParams, p: string, s: MeleeSideFacts): void {
	out[`${p}firepower`] = s.firepower;
	out[`${p}shift`] = s.shift;
	out[`${p}base`] = columnParam(s.base);
	out[`${p}killsFrom`] = s.killsFrom;
	putRead(out, p, s.read);
}

function getSide(params: RefusalParams, p: string): MeleeSideFacts | null {
	const read = getRead(params, p);
	const firepower = num(params[`${p}firepower`]);
	const shift = num(params[`${p}shift`]);
	const base = columnOf(params[`${p}base`]);
	const killsFrom = num(params[`${p}killsFrom`]);
	if (!read || firepower === null || shift === null || base === null || killsFrom === null) return null;
	return { firepower, shift, base, killsFrom, read };
}

export function meleeParams(f: MeleeFacts): RefusalParams {
	const out: RefusalParams = { broke: f.broke ? 1 : 0, counter: f.counter ? 1 : 0 };
	putSide(out, 'a', f.a);
	putSide(out, 'b', f.b);
	return out;
}

/** The facts a melee's refusal carries, or null when it carries none. */
export function meleeFactsOf(params: RefusalParams | undefined): MeleeFacts | null {
	if (!params) return null;
	const a = getSide(params, 'a');
	const b = getSide(params, 'b');
	if (!a || !b) return null;
	return { broke: params.broke === 1, counter: params.counter === 1, a, b };
}

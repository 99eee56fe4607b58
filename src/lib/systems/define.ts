import type { EventDraft, Refusal } from '$lib/core/events';
import { refuse } from '$lib/core/events';
import type { OpenPoint } from '$lib/core/readings';
import type { Coalesce, CommandMap, EventSchemas, ReenterIntent, SystemDefinition, SystemSpec } from './types';

/**
 * A system's open points are checked once, when it is defined: ids unique, each default one of its
 * readings. (Exported for the points a system lists outside its definition, GK's fixed ones.)
 */
export function checkOpenPoints(system: string, points: readonly OpenPoint[]): void {
	const seen = new Set<string>();
	for (const p of points) {
		if (seen.has(p.id)) throw new Error(`${system}: open point ${p.id} is listed twice`);
		seen.add(p.id);
		const option = p.readings.find((r) => r.id === p.default);
		if (!option) throw new Error(`${system}: open point ${p.id} has no reading ${p.default}`);
		if (p.readings.some((r) => r.takesAmount) && !p.amount)
			throw new Error(`${system}: open point ${p.id} has a reading that takes an amount, but no amount`);
		if (p.amount && (p.amount.default < p.amount.min || p.amount.default > p.amount.max))
			throw new Error(`${system}: open point ${p.id}'s amount default is out of bounds`);
	}
}

/**
 * Builds a system's definition from its spec, normalised once (the boardgame.io way): the event
 * union is inferred from the valibot schemas, so the reducer, commands and `describe` record are
 * typed without casts; `describe` and `refusals` are records, so a missing case fails
 * `npm run check`. The definition adds the shell-facing functions that take any event.
 */
export function defineSystem<S, M extends EventSchemas, R extends string, C extends CommandMap>(
	spec: SystemSpec<S, M, R, C>
): SystemDefinition<S, C> {
	const known = (type: string): type is keyof M & string => Object.prototype.hasOwnProperty.call(spec.events, type);
	for (const type of Object.keys(spec.events)) {
		if (!type.startsWith(`${spec.id}/`))
			throw new Error(`${spec.id}: event type ${type} must start with "${spec.id}/"`);
	}
	const refusalCodes = Object.keys(spec.refusals);
	const upgrade = spec.upgrade ?? ((e: EventDraft) => e);
	checkOpenPoints(spec.id, spec.openPoints ?? []);
	if (spec.tableSlots?.length && !spec.adoptedTable)
		throw new Error(`${spec.id}: a system with table slots gives adoptedTable (core/tables/adopted-payload)`);
	const repeatable = new Set<string>(spec.repeatable ?? []);
	const coalesce = (spec.coalesce ?? {}) as Record<string, Coalesce<unknown> | undefined>;
	const reenter = (spec.reenter ?? {}) as Record<string, ((payload: unknown) => ReenterIntent<C>) | undefined>;
	return {
		id: spec.id,
		names: spec.names,
		blurb: spec.blurb,
		stateVersion: spec.stateVersion,
		initialState: spec.initialState,
		events: spec.events,
		upgrade,
		reduce(state, event, env) {
			if (!known(event.type)) return refuse('session/unknown_event', { type: event.type });
			return spec.reduce(state, event as Parameters<typeof spec.reduce>[1], env);
		},
		commands: spec.commands,
		describe(event, locale, state) {
			const e = upgrade(event);
			if (!known(e.type)) return e.type;
			return (spec.describe[e.type] as (payload: unknown, locale: string, state?: S) => string)(
				e.payload,
				locale,
				state
			);
		},
		explainRefusal(r: Refusal, locale, state?: S) {
			const text = (
				spec.refusals as Record<
					string,
					((p: Refusal['params'] & object, l: typeof locale, state?: S) => string) | undefined
				>
			)[r.refusal];
			return text ? text(r.params ?? {}, locale, state) : r.refusal;
		},
		refusalCodes,
		screen: spec.screen,
		reference: spec.reference,
		tableSlots: spec.tableSlots,
		adoptedTable: spec.adoptedTable,
		openPoints: spec.openPoints,
		impliedReadings: spec.impliedReadings,
		repeatable: (command) => repeatable.has(command),
		coalesce: (type) => (Object.prototype.hasOwnProperty.call(coalesce, type) ? coalesce[type] : undefined),
		reenter(event) {
			const e = upgrade(event);
			const make = Object.prototype.hasOwnProperty.call(reenter, e.type) ? reenter[e.type] : undefined;
			return make?.(e.payload);
		},
		seats: spec.seats,
		seatOf: spec.seatOf,
		board: spec.board,
		logGroups:
			spec.logGroups &&
			((path, locale, state) =>
				spec.logGroups!(
					path.map((e) => ({ ...e, ...upgrade(e) })),
					locale,
					state
				))
	};
}

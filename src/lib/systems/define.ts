import type { EventDraft, Refusal } from '$lib/core/events';
import { refuse } from '$lib/core/events';
import type { CommandMap, EventSchemas, SystemDefinition, SystemSpec } from './types';

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
		describe(event, locale) {
			const e = upgrade(event);
			if (!known(e.type)) return e.type;
			return (spec.describe[e.type] as (payload: unknown, locale: string) => string)(e.payload, locale);
		},
		explainRefusal(r: Refusal, locale) {
			const text = (
				spec.refusals as Record<string, ((p: Refusal['params'] & object, l: typeof locale) => string) | undefined>
			)[r.refusal];
			return text ? text(r.params ?? {}, locale) : r.refusal;
		},
		refusalCodes,
		screen: spec.screen,
		reference: spec.reference,
		tableSlots: spec.tableSlots,
		logGroups:
			spec.logGroups &&
			((path, locale) =>
				spec.logGroups!(
					path.map((e) => ({ ...e, ...upgrade(e) })),
					locale
				))
	};
}

/**
 * 席 for GK: a seat is a faction (its id). A character acts for the faction holding its 操作権
 * (`controlledBy`, its own unless the GK handed it over): its actions, its special attack, its
 * ability, its counter and field checks, its survival roll. The GK's device sets up the world (map,
 * formulas, factions, characters, techniques), starts each faction's phase and rules on flags and
 * 状態異常. An engagement's rolls are the table's: both fighters' players (or the GK) enter them.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { BoardSeat, Seat } from '../types';
import { field, seatOfBy, type SeatRules } from '../seat-table';
import type { GkCommands } from './commands';
import type { GkState } from './state';

export function gkSeats(state: GkState): Seat[] {
	return state.factions.map((f) => ({ id: f.id, name: f.name }));
}

/** The character named by `key` acts for the faction holding its 操作権; an unknown one is the GK's. */
const controller =
	(key: string) =>
	(intent: unknown, state: GkState): string | null => {
		const id = field(intent, key);
		const c = id !== undefined && Object.hasOwn(state.characters, id) ? state.characters[id] : undefined;
		return c ? c.controlledBy : null;
	};

export const GK_SEAT_RULES: SeatRules<GkState, GkCommands> = {
	changeFormulas: 'gm',
	setMap: 'gm',
	addFaction: 'gm',
	copySampleTechniques: 'gm',
	saveTechnique: 'gm',
	addCharacter: 'gm',
	editCharacter: 'gm',
	removeCharacter: 'gm',
	renameFaction: 'gm',
	removeFaction: 'gm',
	removeTechnique: 'gm',
	setFlag: 'gm',
	clearStatus: 'gm',
	engagementRound: 'table',
	enterRoll: 'table',
	correctRoll: 'table',
	engagementApp: 'table',
	survival: controller('character'),
	specialAttack: controller('attacker'),
	useAbility: controller('character'),
	counterCheck: controller('character'),
	fieldCheck: controller('character'),
	endCounterWait: controller('character'),
	removeField: controller('character'),
	startPhase: 'gm',
	takeAction: controller('character'),
	resolveAction: controller('character')
};

export const gkSeatOf = seatOfBy(GK_SEAT_RULES);

/** Each faction's characters' HP now/max, each the largest thing on its card; 瀕死 and 死亡 beside. */
export function gkBoard(state: GkState, locale: Locale): BoardSeat[] {
	const all = Object.values(state.characters);
	return state.factions.map((f) => ({
		seat: { id: f.id, name: f.name },
		figures: all
			.filter((c) => c.faction === f.id)
			.flatMap((c) => [
				{ label: m.board_hp_of({ name: c.name }, { locale }), value: `${c.hp}/${c.maxHp}`, emphasis: true },
				...(c.status === 'active'
					? []
					: [
							{
								label: m.board_state({}, { locale }),
								value: c.status === 'dead' ? m.gk_status_dead({}, { locale }) : m.gk_status_dying({}, { locale })
							}
						])
			])
	}));
}

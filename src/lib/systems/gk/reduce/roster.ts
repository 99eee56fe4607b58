/**
 * The roster's events: the table's formulas, the map, factions, techniques, characters, their flags and
 * 状態異常. Nothing here rolls.
 */
import type { GkEvent } from '../events';
import { implyOldReadings } from '../readings';
import { isEngaged, needsResolution, onMap } from '../standing';
import type { GkCharacter, GkState, SquareXY } from '../state';
import { checkFormula, done, no, withCharacters, type Done, type GkRefused } from './shared';

type Payload<T extends GkEvent['type']> = Extract<GkEvent, { type: T }>['payload'];

/** A character as added: active, in full health, on its square, with nothing pending. */
function fresh(state: GkState, p: Payload<'gk/characterAdded'>, at: SquareXY): GkCharacter {
	return {
		id: p.id,
		name: p.name,
		faction: p.faction,
		stats: p.stats,
		hp: p.hp,
		maxHp: p.hp,
		counter: false,
		faces: [...p.faces],
		status: 'active',
		survival: null,
		vitDown: false,
		at,
		onMapSincePhase: p.onMapSincePhase ?? state.phase?.number ?? 0,
		starter: p.starter ?? false,
		withdrawn: false,
		incapacitated: false,
		ability: p.ability ?? null,
		controlledBy: p.faction,
		waiting: false,
		waitingPaid: true,
		field: false,
		restUntilPhase: null,
		restingIn: null,
		restLeft: 0,
		restOverIn: null,
		statuses: [],
		passiveDone: false
	};
}

const checkFormulas = (p: { hpFormula?: string; movementFormula?: string }) =>
	[p.hpFormula, p.movementFormula].map((f) => (f === undefined ? null : checkFormula(f))).find((bad) => bad) ?? null;

/**
 * An old log's `gk/settingsChanged` that changed formulas and readings at once (`upgradeGk` turns
 * the others into today's events): the formulas as `gk/formulasChanged`, the readings kept as the
 * old log's until the group chooses those points again (`readings.ts`).
 */
export function reduceOldSettings(state: GkState, p: Payload<'gk/settingsChanged'>): GkState | GkRefused {
	const bad = checkFormulas(p);
	if (bad) return bad;
	const { hpFormula, movementFormula, ...change } = p;
	const formulas = { ...(hpFormula ? { hpFormula } : {}), ...(movementFormula ? { movementFormula } : {}) };
	return implyOldReadings({ ...state, settings: { ...state.settings, ...formulas } }, change);
}

export function reduceRoster(state: GkState, event: GkEvent): Done | GkRefused | null {
	switch (event.type) {
		case 'gk/formulasChanged': {
			const p = event.payload;
			const bad = checkFormulas(p);
			if (bad) return bad;
			const defined = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));
			return done({ ...state, settings: { ...state.settings, ...defined } });
		}
		case 'gk/mapSet': {
			const p = event.payload;
			const map = { width: p.width, height: p.height, walls: p.walls.map(([x, y]) => [x, y] as SquareXY) };
			if (!map.walls.every((w) => onMap({ ...state, map }, w))) return no('gk/bad_square');
			return done({ ...state, map });
		}
		case 'gk/factionAdded': {
			if (state.factions.some((f) => f.id === event.payload.id)) return no('gk/duplicate_id');
			return done({ ...state, factions: [...state.factions, event.payload] });
		}
		case 'gk/factionRenamed': {
			const { id, name } = event.payload;
			if (!state.factions.some((f) => f.id === id)) return no('gk/unknown_faction');
			return done({ ...state, factions: state.factions.map((f) => (f.id === id ? { id, name } : f)) });
		}
		case 'gk/factionRemoved': {
			const f = state.factions.find((x) => x.id === event.payload.id);
			if (!f) return no('gk/unknown_faction');
			// A member, or a character whose 操作権 it holds, would be left pointing at nothing.
			const member = Object.values(state.characters).find((c) => c.faction === f.id || c.controlledBy === f.id);
			if (member) return no('gk/faction_in_use', { name: f.name, character: member.name });
			if (state.phase && (state.phase.faction === f.id || state.phase.actions.some((a) => a.by === f.id)))
				return no('gk/faction_in_phase', { name: f.name });
			return done({ ...state, factions: state.factions.filter((x) => x.id !== f.id) });
		}
		case 'gk/techniqueSaved': {
			const bad = checkFormula(event.payload.formula);
			if (bad) return bad;
			return done({ ...state, techniques: { ...state.techniques, [event.payload.id]: event.payload } });
		}
		case 'gk/sampleTechniquesCopied': {
			const { techniques } = event.payload;
			const bad = techniques.map((t) => checkFormula(t.formula)).find((r) => r !== null);
			if (bad) return bad;
			return done({
				...state,
				techniques: { ...state.techniques, ...Object.fromEntries(techniques.map((t) => [t.id, t])) }
			});
		}
		case 'gk/characterAdded': {
			const p = event.payload;
			if (state.characters[p.id] || state.removed[p.id]) return no('gk/duplicate_id');
			if (!state.factions.some((f) => f.id === p.faction)) return no('gk/unknown_faction');
			if (!p.faces.every((id) => state.techniques[id])) return no('gk/unknown_technique');
			const at: SquareXY = p.at ? [p.at[0], p.at[1]] : [0, 0];
			if (!onMap(state, at)) return no('gk/bad_square');
			return done(withCharacters(state, fresh(state, p, at)));
		}
		case 'gk/characterEdited': {
			const p = event.payload;
			const old = state.characters[p.id];
			if (!old) return no('gk/unknown_character');
			// Its rounds are worked out from its stats now: a fighter mid-engagement stays as it is.
			if (isEngaged(state, p.id)) return no('gk/in_engagement', { name: old.name });
			const controller = p.controlledBy ?? p.faction;
			if (![p.faction, controller].every((f) => state.factions.some((x) => x.id === f)))
				return no('gk/unknown_faction');
			if (!p.faces.every((id) => state.techniques[id])) return no('gk/unknown_technique');
			const at: SquareXY = p.at ? [p.at[0], p.at[1]] : old.at;
			if (!onMap(state, at)) return no('gk/bad_square');
			// A new maximum HP moves the current HP by the same amount (damage taken stays taken).
			const hp = old.hp + (p.hp - old.maxHp);
			const ability = p.ability ?? null;
			const c: GkCharacter = {
				...old,
				name: p.name,
				faction: p.faction,
				controlledBy: controller,
				stats: p.stats,
				hp,
				maxHp: p.hp,
				faces: [...p.faces],
				at,
				onMapSincePhase: p.onMapSincePhase ?? old.onMapSincePhase,
				starter: p.starter ?? old.starter,
				ability,
				waiting: ability ? old.waiting : false,
				field: ability ? old.field : false
			};
			return done(withCharacters(state, c));
		}
		case 'gk/characterRemoved': {
			const c = state.characters[event.payload.character.id];
			if (!c) return no('gk/unknown_character');
			if (isEngaged(state, c.id)) return no('gk/in_engagement', { name: c.name });
			const inPhase = state.phase?.actions.some(
				(a) => a.character === c.id || (a.target === c.id && needsResolution(a) && !a.resolution)
			);
			if (inPhase) return no('gk/in_phase', { name: c.name });
			const { [c.id]: _gone, ...characters } = state.characters;
			return done({ ...state, characters, removed: { ...state.removed, [c.id]: c.name } });
		}
		case 'gk/techniqueRemoved': {
			const t = state.techniques[event.payload.id];
			if (!t) return no('gk/unknown_technique');
			const user = Object.values(state.characters).find((c) => c.faces.includes(t.id));
			if (user) return no('gk/technique_in_use', { name: user.name, technique: t.name });
			const { [t.id]: _gone, ...techniques } = state.techniques;
			return done({ ...state, techniques });
		}
		case 'gk/characterFlagSet': {
			const c = state.characters[event.payload.character.id];
			if (!c) return no('gk/unknown_character');
			return done(withCharacters(state, { ...c, [event.payload.flag]: event.payload.on }));
		}
		case 'gk/statusCleared': {
			const c = state.characters[event.payload.character.id];
			if (!c) return no('gk/unknown_character');
			const i = c.statuses.indexOf(event.payload.status);
			if (i < 0) return no('gk/no_status', { name: c.name, status: event.payload.status });
			return done(withCharacters(state, { ...c, statuses: c.statuses.filter((_, j) => j !== i) }));
		}
		default:
			return null;
	}
}

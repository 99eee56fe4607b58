/**
 * GK reducer: `reduceGk(state, event)` → the next state, or a refusal code (`gk/…`) that the UI
 * translates; a refusal changes nothing. Plain functions, ready for whichever plug-in contract lands.
 * Every result is recomputed from the recorded rolls with the rules module.
 */
import { d100Succeeds, specialAttackDamage, specialAttackHitChance, survives } from './checks';
import { resolveRound, type Fighter, type Technique } from './engagement';
import { FormulaError, parseFormula, techniqueDamage } from './data/formula';
import type { GkEvent } from './events';
import type { GkCharacter, GkState } from './state';

export type GkRefusal =
	| 'gk/duplicate_id'
	| 'gk/unknown_faction'
	| 'gk/unknown_technique'
	| 'gk/unknown_character'
	| 'gk/bad_formula'
	| 'gk/self_engagement'
	| 'gk/cannot_fight'
	| 'gk/engagement_in_progress'
	| 'gk/bad_rolls'
	| 'gk/not_dying';

export type GkResult = { ok: true; state: GkState } | { ok: false; refusal: GkRefusal; detail?: string };

const refuse = (refusal: GkRefusal, detail?: string): GkResult => ({
	ok: false,
	refusal,
	...(detail ? { detail } : {})
});

/** The engagement engine's fighter for a character: its technique formulas evaluated with its stats now. */
export function fighterOf(state: GkState, c: GkCharacter): Fighter {
	const stats = { ...c.stats, HP: c.hp };
	const faces: Technique[] = c.faces.map((id) => {
		const { id: _id, formula, ...rest } = state.techniques[id]!;
		return { ...rest, damage: techniqueDamage(formula, stats, state.settings.divisionRounding) };
	});
	return { hp: c.hp, reaction: c.stats.REA, defence: c.stats.DEF, fs: c.stats.FS, counter: c.counter, faces };
}

const withCharacters = (state: GkState, ...cs: GkCharacter[]): GkState => ({
	...state,
	characters: { ...state.characters, ...Object.fromEntries(cs.map((c) => [c.id, c])) }
});

export function reduceGk(state: GkState, event: GkEvent): GkResult {
	switch (event.type) {
		case 'gk/factionAdded': {
			if (state.factions.some((f) => f.id === event.payload.id)) return refuse('gk/duplicate_id');
			return { ok: true, state: { ...state, factions: [...state.factions, event.payload] } };
		}
		case 'gk/techniqueSaved': {
			try {
				parseFormula(event.payload.formula);
			} catch (e) {
				if (e instanceof FormulaError) return refuse('gk/bad_formula', e.message);
				throw e;
			}
			return { ok: true, state: { ...state, techniques: { ...state.techniques, [event.payload.id]: event.payload } } };
		}
		case 'gk/characterAdded': {
			const p = event.payload;
			if (state.characters[p.id]) return refuse('gk/duplicate_id');
			if (!state.factions.some((f) => f.id === p.faction)) return refuse('gk/unknown_faction');
			if (!p.faces.every((id) => state.techniques[id])) return refuse('gk/unknown_technique');
			const c: GkCharacter = {
				id: p.id,
				name: p.name,
				faction: p.faction,
				stats: p.stats,
				hp: p.hp,
				maxHp: p.hp,
				counter: false,
				faces: [...p.faces],
				status: 'active'
			};
			return { ok: true, state: withCharacters(state, c) };
		}
		case 'gk/engagementRoundRecorded': {
			const p = event.payload;
			const a = state.characters[p.a.id];
			const b = state.characters[p.b.id];
			if (!a || !b) return refuse('gk/unknown_character');
			if (a.id === b.id) return refuse('gk/self_engagement');
			if (a.status !== 'active' || b.status !== 'active' || a.hp <= 0 || b.hp <= 0) return refuse('gk/cannot_fight');
			const e = state.engagement;
			const continuing = e !== null && e.over === null;
			if (continuing && !(e.a === a.id && e.b === b.id)) return refuse('gk/engagement_in_progress');
			let r;
			try {
				r = resolveRound(fighterOf(state, a), fighterOf(state, b), p.rolls, state.settings);
			} catch (err) {
				if (err instanceof RangeError) return refuse('gk/bad_rolls', err.message);
				throw err;
			}
			const round = (continuing ? e.round : 0) + 1;
			const over = r.over ?? (round >= state.settings.roundLimit ? 'draw' : null);
			// The counter state ends with the engagement (data/open-points: counter-after-engagement).
			const after = (c: GkCharacter, f: Fighter): GkCharacter => ({
				...c,
				hp: f.hp,
				counter: over ? false : f.counter,
				status: f.hp <= 0 ? 'dying' : c.status
			});
			const next = withCharacters(state, after(a, r.a), after(b, r.b));
			return { ok: true, state: { ...next, engagement: { a: a.id, b: b.id, round, over } } };
		}
		case 'gk/survivalChecked': {
			const c = state.characters[event.payload.character.id];
			if (!c) return refuse('gk/unknown_character');
			if (c.status !== 'dying') return refuse('gk/not_dying');
			const lives = survives(c.stats.MND, event.payload.roll);
			// 「判定に成功した場合、精神力が0となります」; a failure is death.
			const next: GkCharacter = lives
				? { ...c, status: 'active', stats: { ...c.stats, MND: 0 } }
				: { ...c, status: 'dead' };
			return { ok: true, state: withCharacters(state, next) };
		}
		case 'gk/specialAttackRecorded': {
			const p = event.payload;
			const at = state.characters[p.attacker.id];
			const tg = state.characters[p.target.id];
			if (!at || !tg) return refuse('gk/unknown_character');
			if (at.id === tg.id) return refuse('gk/self_engagement');
			if (at.status !== 'active' || tg.status === 'dead') return refuse('gk/cannot_fight');
			const chance = specialAttackHitChance(at.stats.ATK, tg.stats.DEF);
			const hit = d100Succeeds(p.roll, chance);
			const damage = hit ? specialAttackDamage(at.stats.ATK, tg.stats.DEF, state.settings.specialAttackMinimum) : 0;
			const next = withCharacters(state, { ...tg, hp: tg.hp - damage });
			return {
				ok: true,
				state: { ...next, lastSpecialAttack: { attacker: at.id, target: tg.id, chance, hit, damage } }
			};
		}
	}
}

/**
 * GK reducer: `reduceGk(state, event)` → the next state, or a refusal code (`gk/…`) that the UI
 * translates; a refusal changes nothing. Every result is recomputed from the recorded rolls with
 * the rules module, so a replay needs no randomness.
 */
import { d100Succeeds, specialAttackDamage, specialAttackHitChance, survivalChance, survives } from './checks';
import { resolveRound, type Fighter, type Technique } from './engagement';
import { actionPreconditions, resolveMove } from './movement';
import { FormulaError, parseFormula, techniqueDamage } from './data/formula';
import type { GkEvent } from './events';
import type { AbilityLog, GkCharacter, GkState, SquareXY } from './state';

export type GkRefusal =
	| 'gk/duplicate_id'
	| 'gk/unknown_faction'
	| 'gk/unknown_technique'
	| 'gk/unknown_character'
	| 'gk/bad_formula'
	| 'gk/bad_stat'
	| 'gk/empty_face'
	| 'gk/self_engagement'
	| 'gk/different_square'
	| 'gk/cannot_fight'
	| 'gk/engagement_in_progress'
	| 'gk/bad_rolls'
	| 'gk/not_dying'
	| 'gk/bad_square'
	| 'gk/no_ability'
	| 'gk/ability_resting'
	| 'gk/not_waiting'
	| 'gk/no_phase'
	| 'gk/bad_phase'
	| 'gk/precondition'
	| 'gk/too_few_factions';

export type GkResult =
	| { ok: true; state: GkState }
	| { ok: false; refusal: GkRefusal; detail?: string; params?: Record<string, string | number> };

const refuse = (refusal: GkRefusal, detail?: string, params?: Record<string, string | number>): GkResult => ({
	ok: false,
	refusal,
	...(detail ? { detail } : {}),
	...(params ? { params } : {})
});

/** The stats a formula sees for a character now: its six stats and its HP. */
export const statsOf = (c: GkCharacter) => ({ ...c.stats, HP: c.hp });

/** The engagement engine's fighter for a character: its technique formulas evaluated with its stats now. */
export function fighterOf(state: GkState, c: GkCharacter): Fighter {
	const faces: Technique[] = c.faces.map((id) => {
		const { id: _id, formula, ...rest } = state.techniques[id]!;
		return { ...rest, damage: techniqueDamage(formula, statsOf(c), state.settings.divisionRounding) };
	});
	return { hp: c.hp, reaction: c.stats.REA, defence: c.stats.DEF, fs: c.stats.FS, counter: c.counter, faces };
}

/** 移動力 from the session's movement formula (the seed: 2). */
export function movementOf(state: GkState, c: GkCharacter): number {
	return Math.min(99, techniqueDamage(state.settings.movementFormula, statsOf(c), state.settings.divisionRounding));
}

export const sameSquare = (p: readonly number[], q: readonly number[]) => p[0] === q[0] && p[1] === q[1];
const onMap = (s: GkState, q: readonly number[]) =>
	q[0]! >= 0 && q[1]! >= 0 && q[0]! < s.map.width && q[1]! < s.map.height;

/** Whether the character is in 能力休み during the current phase. */
export function resting(state: GkState, c: GkCharacter): boolean {
	return c.restUntilPhase !== null && (state.phase?.number ?? 0) <= c.restUntilPhase;
}

/** The numbers of the seed's five preconditions the character fails now (`[]`: it may act). */
export function failingPreconditions(state: GkState, c: GkCharacter): number[] {
	const phase = state.phase;
	if (!phase) return [1];
	const exception = state.settings.starterExceptionPhases || state.factions.length;
	return actionPreconditions({
		factionPhase: c.faction === phase.faction,
		// The faction submitting for a character is the one that controls it (its own).
		controls: true,
		onMapSincePhase: Math.min(c.onMapSincePhase, 1e6),
		currentPhase: phase.number,
		starter: c.starter && phase.number <= exception,
		withdrawn: c.withdrawn,
		incapacitated: c.status !== 'active' || c.incapacitated,
		actedThisPhase: phase.actions.some((a) => a.character === c.id)
	});
}

const withCharacters = (state: GkState, ...cs: GkCharacter[]): GkState => ({
	...state,
	characters: { ...state.characters, ...Object.fromEntries(cs.map((c) => [c.id, c])) }
});

function checkFormula(text: string): GkResult | null {
	try {
		parseFormula(text);
		return null;
	} catch (e) {
		if (e instanceof FormulaError) return refuse('gk/bad_formula', e.message, { formula: text });
		throw e;
	}
}

const ok = (state: GkState): GkResult => ({ ok: true, state });

export function reduceGk(state: GkState, event: GkEvent): GkResult {
	switch (event.type) {
		case 'gk/settingsChanged': {
			const p = event.payload;
			for (const f of [p.hpFormula, p.movementFormula]) {
				const bad = f === undefined ? null : checkFormula(f);
				if (bad) return bad;
			}
			const defined = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));
			return ok({ ...state, settings: { ...state.settings, ...defined } });
		}
		case 'gk/mapSet': {
			const p = event.payload;
			const map = { width: p.width, height: p.height, walls: p.walls.map(([x, y]) => [x, y] as SquareXY) };
			if (!map.walls.every((w) => onMap({ ...state, map }, w))) return refuse('gk/bad_square');
			return ok({ ...state, map });
		}
		case 'gk/factionAdded': {
			if (state.factions.some((f) => f.id === event.payload.id)) return refuse('gk/duplicate_id');
			return ok({ ...state, factions: [...state.factions, event.payload] });
		}
		case 'gk/techniqueSaved': {
			const bad = checkFormula(event.payload.formula);
			if (bad) return bad;
			return ok({ ...state, techniques: { ...state.techniques, [event.payload.id]: event.payload } });
		}
		case 'gk/characterAdded': {
			const p = event.payload;
			if (state.characters[p.id]) return refuse('gk/duplicate_id');
			if (!state.factions.some((f) => f.id === p.faction)) return refuse('gk/unknown_faction');
			if (!p.faces.every((id) => state.techniques[id])) return refuse('gk/unknown_technique');
			const at: SquareXY = p.at ? [p.at[0], p.at[1]] : [0, 0];
			if (!onMap(state, at)) return refuse('gk/bad_square');
			const c: GkCharacter = {
				id: p.id,
				name: p.name,
				faction: p.faction,
				stats: p.stats,
				hp: p.hp,
				maxHp: p.hp,
				counter: false,
				faces: [...p.faces],
				status: 'active',
				at,
				onMapSincePhase: p.onMapSincePhase ?? state.phase?.number ?? 0,
				starter: p.starter ?? false,
				withdrawn: false,
				incapacitated: false,
				ability: p.ability ?? null,
				waiting: false,
				restUntilPhase: null
			};
			return ok(withCharacters(state, c));
		}
		case 'gk/characterFlagSet': {
			const c = state.characters[event.payload.character.id];
			if (!c) return refuse('gk/unknown_character');
			return ok(withCharacters(state, { ...c, [event.payload.flag]: event.payload.on }));
		}
		case 'gk/engagementRoundRecorded': {
			const p = event.payload;
			const a = state.characters[p.a.id];
			const b = state.characters[p.b.id];
			if (!a || !b) return refuse('gk/unknown_character');
			if (a.id === b.id) return refuse('gk/self_engagement');
			if (!sameSquare(a.at, b.at)) return refuse('gk/different_square');
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
			const log = { round, order: r.order, steps: r.steps, hp: { a: r.a.hp, b: r.b.hp }, source: p.source };
			const engagement = continuing
				? { ...e, round, over, rounds: [...e.rounds, log] }
				: { a: a.id, b: b.id, round, over, start: { a: a.hp, b: b.hp }, rounds: [log], survival: [] };
			return ok({ ...next, engagement });
		}
		case 'gk/survivalChecked': {
			const c = state.characters[event.payload.character.id];
			if (!c) return refuse('gk/unknown_character');
			if (c.status !== 'dying') return refuse('gk/not_dying');
			const lives = survives(c.stats.MND, event.payload.roll);
			const chance = survivalChance(c.stats.MND);
			// 「判定に成功した場合、精神力が0となります」; a failure is death.
			const next: GkCharacter = lives
				? { ...c, status: 'active', stats: { ...c.stats, MND: 0 } }
				: { ...c, status: 'dead' };
			const e = state.engagement;
			const log = { character: c.id, roll: event.payload.roll, chance, lives, source: event.payload.source };
			const engagement = e && (e.a === c.id || e.b === c.id) ? { ...e, survival: [...e.survival, log] } : e;
			return ok({ ...withCharacters(state, next), engagement });
		}
		case 'gk/specialAttackRecorded': {
			const p = event.payload;
			const at = state.characters[p.attacker.id];
			const tg = state.characters[p.target.id];
			if (!at || !tg) return refuse('gk/unknown_character');
			if (at.id === tg.id) return refuse('gk/self_engagement');
			if (at.status !== 'active' || tg.status !== 'active') return refuse('gk/cannot_fight');
			const chance = specialAttackHitChance(at.stats.ATK, tg.stats.DEF);
			const hit = d100Succeeds(p.roll, chance);
			const damage = hit ? specialAttackDamage(at.stats.ATK, tg.stats.DEF, state.settings.specialAttackMinimum) : 0;
			const hpAfter = tg.hp - damage;
			// A special attack that brings HP to 0 or below leaves the target dying, as an engagement does.
			const next = withCharacters(state, { ...tg, hp: hpAfter, status: hpAfter <= 0 ? 'dying' : tg.status });
			return ok({
				...next,
				lastSpecialAttack: { attacker: at.id, target: tg.id, chance, roll: p.roll, hit, damage, hpAfter }
			});
		}
		case 'gk/abilityUsed': {
			const p = event.payload;
			const c = state.characters[p.character.id];
			if (!c) return refuse('gk/unknown_character');
			if (!c.ability) return refuse('gk/no_ability');
			if (c.status !== 'active' || c.incapacitated) return refuse('gk/cannot_fight');
			if (resting(state, c) || c.waiting) return refuse('gk/ability_resting');
			const counterStyle = c.ability.style === 'counter';
			const activated = d100Succeeds(p.activation, c.ability.activation);
			// The success roll belongs to an activated active/passive ability only; a counter's comes later.
			const needsSuccess = activated && !counterStyle;
			if (needsSuccess !== (p.success !== undefined)) return refuse('gk/bad_rolls');
			const success =
				p.success === undefined
					? null
					: { roll: p.success, chance: c.ability.success, success: d100Succeeds(p.success, c.ability.success) };
			// Costs and 能力休み follow every activation, whether the effect appears or not (step 5).
			const rest = state.settings.abilityRestPhases;
			const restUntilPhase = activated && rest > 0 ? (state.phase?.number ?? 0) + rest : c.restUntilPhase;
			const next: GkCharacter = { ...c, waiting: activated && counterStyle, restUntilPhase };
			const log: AbilityLog = {
				character: c.id,
				kind: 'use',
				activation: { roll: p.activation, chance: c.ability.activation, success: activated },
				success,
				restUntilPhase: activated && rest > 0 ? restUntilPhase : null
			};
			return ok({ ...withCharacters(state, next), lastAbility: log });
		}
		case 'gk/counterChecked': {
			const c = state.characters[event.payload.character.id];
			if (!c) return refuse('gk/unknown_character');
			if (!c.waiting || !c.ability) return refuse('gk/not_waiting');
			const log: AbilityLog = {
				character: c.id,
				kind: 'counter',
				activation: null,
				success: {
					roll: event.payload.roll,
					chance: c.ability.success,
					success: d100Succeeds(event.payload.roll, c.ability.success)
				},
				restUntilPhase: null
			};
			return ok({ ...state, lastAbility: log });
		}
		case 'gk/counterWaitEnded': {
			const c = state.characters[event.payload.character.id];
			if (!c) return refuse('gk/unknown_character');
			if (!c.waiting) return refuse('gk/not_waiting');
			return ok(withCharacters(state, { ...c, waiting: false }));
		}
		case 'gk/phaseStarted': {
			const p = event.payload;
			if (!state.factions.some((f) => f.id === p.faction)) return refuse('gk/unknown_faction');
			if (state.factions.length < 2) return refuse('gk/too_few_factions');
			if (p.phase !== (state.phase?.number ?? 0) + 1) return refuse('gk/bad_phase');
			return ok({ ...state, phase: { number: p.phase, faction: p.faction, actions: [] } });
		}
		case 'gk/actionTaken': {
			const p = event.payload;
			const phase = state.phase;
			if (!phase) return refuse('gk/no_phase');
			const c = state.characters[p.character.id];
			if (!c) return refuse('gk/unknown_character');
			const failing = failingPreconditions(state, c);
			if (failing.length > 0) return refuse('gk/precondition', undefined, { n: failing[0]!, all: failing.join(',') });
			const target = p.target ? state.characters[p.target.id] : undefined;
			if (p.target && !target) return refuse('gk/unknown_character');
			if (target && target.id === c.id) return refuse('gk/self_engagement');
			if ((p.action === 'engage' || p.action === 'specialAttack') && !target) return refuse('gk/unknown_character');
			const enemies = Object.values(state.characters)
				.filter((o) => o.faction !== c.faction && o.status !== 'dead')
				.map((o) => o.at);
			const move = resolveMove({
				from: c.at,
				path: p.path,
				movement: movementOf(state, c),
				enemies,
				impassable: state.map.walls,
				width: state.map.width,
				height: state.map.height
			});
			const end: SquareXY = [move.end[0], move.end[1]];
			// A cancelled move cancels the action: 0 squares, then 待機. An engagement needs its
			// target in the square the move ends in; otherwise the character waits there.
			const action = move.cancelled
				? 'wait'
				: p.action === 'engage' && !(target && sameSquare(target.at, end))
					? 'wait'
					: p.action;
			const log = {
				character: c.id,
				from: c.at,
				end,
				cost: move.cost,
				cancelled: move.cancelled,
				stoppedByZoc: move.stoppedByZoc,
				requested: p.action,
				action,
				target: target?.id ?? null
			};
			const next = withCharacters(state, { ...c, at: end });
			return ok({ ...next, phase: { ...phase, actions: [...phase.actions, log] } });
		}
	}
}

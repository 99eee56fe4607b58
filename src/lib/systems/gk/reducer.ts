/**
 * GK reducer: `reduceGk(state, event)` → the next state, or a refusal code (`gk/…`) that the UI
 * translates; a refusal changes nothing. Every result is recomputed from the recorded rolls with
 * the rules module, so a replay needs no randomness. What a character can do now is read in
 * standing.ts, an ability's costs and effect in ability-effects.ts.
 */
import { d100Succeeds, specialAttackDamage, specialAttackHitChance, survivalChance, survives } from './checks';
import { resolveRound, type Fighter } from './engagement';
import { resolveMove } from './movement';
import { FormulaError, parseFormula } from './data/formula';
import type { GkEvent } from './events';
import { nameOf, type AbilityLog, type GkCharacter, type GkState, type SquareXY } from './state';
import {
	failingPreconditions,
	fighterOf,
	isEngaged,
	movementOf,
	needsResolution,
	onMap,
	resolutionOf,
	resting,
	sameSquare
} from './standing';
import { applyEffect, payCosts } from './ability-effects';

export type GkRefusal =
	| 'gk/duplicate_id'
	| 'gk/unknown_faction'
	| 'gk/faction_in_use'
	| 'gk/faction_in_phase'
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
	| 'gk/too_few_factions'
	| 'gk/in_engagement'
	| 'gk/in_phase'
	| 'gk/technique_in_use'
	| 'gk/bad_target'
	| 'gk/nothing_to_resolve'
	| 'gk/not_next'
	| 'gk/not_resolved_yet'
	| 'gk/engagement_unfinished'
	| 'gk/survival_pending';

export type GkResult =
	| { ok: true; state: GkState }
	| { ok: false; refusal: GkRefusal; detail?: string; params?: Record<string, string | number> };

const refuse = (refusal: GkRefusal, detail?: string, params?: Record<string, string | number>): GkResult => ({
	ok: false,
	refusal,
	...(detail ? { detail } : {}),
	...(params ? { params } : {})
});

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
		case 'gk/factionRenamed': {
			const { id, name } = event.payload;
			if (!state.factions.some((f) => f.id === id)) return refuse('gk/unknown_faction');
			return ok({ ...state, factions: state.factions.map((f) => (f.id === id ? { id, name } : f)) });
		}
		case 'gk/factionRemoved': {
			const f = state.factions.find((x) => x.id === event.payload.id);
			if (!f) return refuse('gk/unknown_faction');
			// A member, or a character whose 操作権 it holds, would be left pointing at nothing.
			const member = Object.values(state.characters).find((c) => c.faction === f.id || c.controlledBy === f.id);
			if (member) return refuse('gk/faction_in_use', undefined, { name: f.name, character: member.name });
			if (state.phase && (state.phase.faction === f.id || state.phase.actions.some((a) => a.by === f.id)))
				return refuse('gk/faction_in_phase', undefined, { name: f.name });
			return ok({ ...state, factions: state.factions.filter((x) => x.id !== f.id) });
		}
		case 'gk/techniqueSaved': {
			const bad = checkFormula(event.payload.formula);
			if (bad) return bad;
			return ok({ ...state, techniques: { ...state.techniques, [event.payload.id]: event.payload } });
		}
		case 'gk/characterAdded': {
			const p = event.payload;
			if (state.characters[p.id] || state.removed[p.id]) return refuse('gk/duplicate_id');
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
				controlledBy: p.faction,
				waiting: false,
				waitingPaid: true,
				restUntilPhase: null
			};
			return ok(withCharacters(state, c));
		}
		case 'gk/characterEdited': {
			const p = event.payload;
			const old = state.characters[p.id];
			if (!old) return refuse('gk/unknown_character');
			// Its rounds are worked out from its stats now: a fighter mid-engagement stays as it is.
			if (isEngaged(state, p.id)) return refuse('gk/in_engagement', undefined, { name: old.name });
			const controller = p.controlledBy ?? p.faction;
			if (![p.faction, controller].every((f) => state.factions.some((x) => x.id === f)))
				return refuse('gk/unknown_faction');
			if (!p.faces.every((id) => state.techniques[id])) return refuse('gk/unknown_technique');
			const at: SquareXY = p.at ? [p.at[0], p.at[1]] : old.at;
			if (!onMap(state, at)) return refuse('gk/bad_square');
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
				waiting: ability ? old.waiting : false
			};
			return ok(withCharacters(state, c));
		}
		case 'gk/characterRemoved': {
			const c = state.characters[event.payload.character.id];
			if (!c) return refuse('gk/unknown_character');
			if (isEngaged(state, c.id)) return refuse('gk/in_engagement', undefined, { name: c.name });
			const inPhase = state.phase?.actions.some(
				(a) => a.character === c.id || (a.target === c.id && needsResolution(a) && !a.resolution)
			);
			if (inPhase) return refuse('gk/in_phase', undefined, { name: c.name });
			const { [c.id]: _gone, ...characters } = state.characters;
			return ok({ ...state, characters, removed: { ...state.removed, [c.id]: c.name } });
		}
		case 'gk/techniqueRemoved': {
			const t = state.techniques[event.payload.id];
			if (!t) return refuse('gk/unknown_technique');
			const user = Object.values(state.characters).find((c) => c.faces.includes(t.id));
			if (user) return refuse('gk/technique_in_use', undefined, { name: user.name, technique: t.name });
			const { [t.id]: _gone, ...techniques } = state.techniques;
			return ok({ ...state, techniques });
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
			const seq = continuing ? state.seq : state.seq + 1;
			const engagement = continuing
				? { ...e, round, over, rounds: [...e.rounds, log] }
				: { seq, a: a.id, b: b.id, round, over, start: { a: a.hp, b: b.hp }, rounds: [log], survival: [] };
			return ok({ ...next, engagement, seq });
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
			const seq = state.seq + 1;
			return ok({
				...next,
				seq,
				lastSpecialAttack: { seq, attacker: at.id, target: tg.id, chance, roll: p.roll, hit, damage, hpAfter }
			});
		}
		case 'gk/abilityUsed': {
			const p = event.payload;
			const c = state.characters[p.character.id];
			if (!c) return refuse('gk/unknown_character');
			if (!c.ability) return refuse('gk/no_ability');
			if (c.status !== 'active' || c.incapacitated) return refuse('gk/cannot_fight');
			if (resting(state, c) || c.waiting) return refuse('gk/ability_resting');
			const target = p.target ? state.characters[p.target.id] : c;
			if (!target || target.status === 'dead') return refuse('gk/bad_target');
			const counterStyle = c.ability.style === 'counter';
			const activated = d100Succeeds(p.activation, c.ability.activation);
			// The success roll belongs to an activated active/passive ability only; a counter's comes later.
			const needsSuccess = activated && !counterStyle;
			if (needsSuccess !== (p.success !== undefined)) return refuse('gk/bad_rolls');
			const success =
				p.success === undefined
					? null
					: { roll: p.success, chance: c.ability.success, success: d100Succeeds(p.success, c.ability.success) };
			// 発動 fixes the costs (「消費制約の支払いが確定」); they and 能力休み follow every activation,
			// whether the effect appears or not (step 5). A failed activation: 「何も起こりませんでした」.
			const rest = state.settings.abilityRestPhases;
			const restUntilPhase = activated && rest > 0 ? (state.phase?.number ?? 0) + rest : c.restUntilPhase;
			// Step 4 before step 5: a cost that cannot be paid in full stops the effect.
			const full = payCosts(c).full;
			let s2 = state;
			let effect: AbilityLog['effect'] = null;
			if (success?.success && full) {
				const applied = applyEffect(state, c, target.id);
				s2 = withCharacters(state, applied.target);
				effect = applied.effect;
			}
			const paid = activated ? payCosts(s2.characters[c.id]!) : { c: s2.characters[c.id]!, costs: [] };
			const user: GkCharacter = {
				...paid.c,
				waiting: activated && counterStyle,
				waitingPaid: full,
				restUntilPhase
			};
			const seq = state.seq + 1;
			const log: AbilityLog = {
				seq,
				character: c.id,
				kind: 'use',
				activation: { roll: p.activation, chance: c.ability.activation, success: activated },
				success,
				restUntilPhase: activated && rest > 0 ? restUntilPhase : null,
				costs: paid.costs,
				effect,
				unpaid: !!success?.success && !full
			};
			return ok({ ...withCharacters(s2, user), seq, lastAbility: log });
		}
		case 'gk/counterChecked': {
			const p = event.payload;
			const c = state.characters[p.character.id];
			if (!c) return refuse('gk/unknown_character');
			if (!c.waiting || !c.ability) return refuse('gk/not_waiting');
			const target = p.target ? state.characters[p.target.id] : c;
			if (!target || target.status === 'dead') return refuse('gk/bad_target');
			const succeeded = d100Succeeds(p.roll, c.ability.success);
			// Each success shows the effect, with no new cost or rest (the costs were paid on activation).
			const applied = succeeded && c.waitingPaid ? applyEffect(state, c, target.id) : null;
			const seq = state.seq + 1;
			const log: AbilityLog = {
				seq,
				character: c.id,
				kind: 'counter',
				activation: null,
				success: { roll: p.roll, chance: c.ability.success, success: succeeded },
				restUntilPhase: null,
				costs: [],
				effect: applied?.effect ?? null,
				unpaid: succeeded && !c.waitingPaid
			};
			const next = applied ? withCharacters(state, applied.target) : state;
			return ok({ ...next, seq, lastAbility: log });
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
			const by = p.by ?? phase.faction;
			if (!state.factions.some((f) => f.id === by)) return refuse('gk/unknown_faction');
			const failing = failingPreconditions(state, c, by);
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
				target: target?.id ?? null,
				by,
				submittedAt: state.seq,
				resolution: null
			};
			const next = withCharacters(state, { ...c, at: end });
			return ok({ ...next, phase: { ...phase, actions: [...phase.actions, log] } });
		}
		case 'gk/actionResolved': {
			const phase = state.phase;
			if (!phase) return refuse('gk/no_phase');
			const i = phase.actions.findIndex((a) => a.character === event.payload.character.id);
			const a = phase.actions[i];
			if (!a || !needsResolution(a) || a.resolution) return refuse('gk/nothing_to_resolve');
			// 「交戦」「特殊能力の使用」 are resolved in the order they were submitted.
			const before = phase.actions.slice(0, i).find((x) => needsResolution(x) && !x.resolution);
			if (before) return refuse('gk/not_next', undefined, { name: nameOf(state, before.character) });
			const r = resolutionOf(state, a);
			if (typeof r === 'string') return refuse(r);
			const actions = phase.actions.map((x, j) => (j === i ? { ...x, resolution: r } : x));
			return ok({ ...state, phase: { ...phase, actions } });
		}
	}
}

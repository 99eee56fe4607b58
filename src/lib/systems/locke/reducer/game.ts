/**
 * The game tracker (§3.2, §4): normal turns, the planet and base phases, infiltration, key
 * points, victory declarations, the end of the game and its grades.
 */
import { refuse } from '$lib/core/events';
import {
	defeatedAtGameEnd,
	evilFlipCount,
	infiltrationSucceeds,
	infiltrationTarget,
	thousandTurnRuleEndsGame,
	victoryGrade,
	type GameEnd
} from '../rules';
import { character, nextTurnHolder, planetPhaseCanEnd, playerCharacters, seedRules } from '../derive';
import type { LockeState } from '../state';
import { endGame, inPlay, isR, need, patchCharacter, perimeterRefusal, type Handlers } from './shared';

type GameEvent =
	| 'locke/turnEnded'
	| 'locke/planetCardsCounted'
	| 'locke/planetPhaseEnded'
	| 'locke/infiltrationChecked'
	| 'locke/keyPointDestroyed'
	| 'locke/victoryDeclared'
	| 'locke/declarationOpposed'
	| 'locke/declarationClosed'
	| 'locke/gameEnded'
	| 'locke/gradesRecorded';

export const gameHandlers: Handlers<GameEvent> = {
	// Game tracker
	'locke/turnEnded': (state, p) => {
		const bad = inPlay(state);
		if (bad) return bad;
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (state.game.current !== c.id)
			return refuse('locke/out_of_turn', {
				name: c.name,
				current: character(state, state.game.current ?? '')?.name ?? ''
			});
		if (state.combat) return refuse('locke/combat_running');
		if (state.game.declaration) return refuse('locke/declaration_open');
		const expected = nextTurnHolder(state);
		if (expected === null) return refuse('locke/nobody_to_play');
		if (p.next.id !== expected) return refuse('locke/wrong_next_turn', { expected: character(state, expected)!.name });
		// Every opposed EVIL declarer's clock runs while its declarer lives (§3.2 「1000ターン生存し続けた時」).
		const evilClocks = state.game.evilClocks
			.filter((k) => character(state, k.declarer)?.status !== 'dead')
			.map((k) => ({ ...k, turns: k.turns + 1 }));
		return {
			...state,
			game: { ...state.game, turn: state.game.turn + 1, current: expected, evilClocks },
			leaving: []
		};
	},

	'locke/planetCardsCounted': (state, p) => {
		if (state.game.phase !== 'planet') return refuse('locke/not_planet_phase');
		return { ...state, game: { ...state.game, planetCardsDone: p.faceUpOrDestroyed } };
	},

	'locke/planetPhaseEnded': (state, p) => {
		if (state.game.phase !== 'planet') return refuse('locke/not_planet_phase');
		if (state.combat) return refuse('locke/combat_running');
		if (!planetPhaseCanEnd(state)) return refuse('locke/planet_phase_not_over');
		const infiltration: LockeState['game']['infiltration'] = {};
		for (const id of p.inside) {
			const c = need(state, id);
			if (isR(c)) return c;
		}
		for (const c of playerCharacters(state)) {
			if (c.status === 'dead') continue;
			infiltration[c.id] = { failures: 0, status: p.inside.includes(c.id) ? 'inside' : 'outside' };
		}
		const each = evilFlipCount(p.placedPlanetCards, p.goodSpecialSilhouettes);
		const next: LockeState = {
			...state,
			game: {
				...state.game,
				phase: 'base',
				infiltration,
				evilFlips: { placed: p.placedPlanetCards, silhouettes: p.goodSpecialSilhouettes, each }
			}
		};
		// The turn holder stays; in the base phase EVIL silhouettes play too.
		return next;
	},

	'locke/infiltrationChecked': (state, p) => {
		if (state.game.phase !== 'base') return refuse('locke/not_base_phase');
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
		if (state.game.current !== c.id)
			return refuse('locke/out_of_turn', {
				name: c.name,
				current: character(state, state.game.current ?? '')?.name ?? ''
			});
		const entry = state.game.infiltration[c.id] ?? { failures: 0, status: 'outside' as const };
		if (entry.status === 'inside') return refuse('locke/already_inside', { name: c.name });
		// 「侵入判定(主要行動)」: one a turn; a failure raises the target of the *next* check (§4.2).
		if (seedRules(state) && state.game.lastInfiltrationTurn === state.game.turn)
			return refuse('locke/infiltration_once_per_turn', { name: c.name });
		const target = infiltrationTarget(c.espLevel, entry.failures);
		if (p.target !== target) return refuse('locke/infiltration_target_mismatch', { target });
		let ok: boolean;
		if (p.roll === null) {
			if (c.silhouette?.alignment !== 'EVIL') return refuse('locke/infiltration_roll_needed', { name: c.name });
			ok = true;
		} else {
			ok = infiltrationSucceeds(target, p.roll.total);
		}
		const updated = ok ? { ...entry, status: 'inside' as const } : { ...entry, failures: entry.failures + 1 };
		return {
			...state,
			game: {
				...state.game,
				infiltration: { ...state.game.infiltration, [c.id]: updated },
				lastInfiltrationTurn: state.game.turn
			}
		};
	},

	'locke/keyPointDestroyed': (state, p) => {
		if (state.game.phase !== 'base') return refuse('locke/not_base_phase');
		if (p.by) {
			const c = need(state, p.by);
			if (isR(c)) return c;
			if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
			// The base's defenders (EVIL silhouettes) guard the key points; they do not destroy them.
			if (c.silhouette?.alignment === 'EVIL') return refuse('locke/defender_cannot_destroy', { name: c.name });
			const outside = perimeterRefusal(state, c);
			if (outside) return outside;
		}
		const n = state.game.keyPointsDestroyed + 1;
		if (n > 4) return refuse('locke/key_points_all_destroyed');
		const game = { ...state.game, keyPointsDestroyed: n };
		if (n === 4) return endGame({ ...state, game }, { kind: 'all_key_points_destroyed' });
		return { ...state, game };
	},

	'locke/victoryDeclared': (state, p) => {
		const bad = inPlay(state);
		if (bad) return bad;
		if (state.game.declaration) return refuse('locke/declaration_open');
		// A support action of the normal turn (§3.3); in combat 「勝利宣言以外」 (§5).
		if (state.combat) return refuse('locke/declare_in_combat');
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (c.status === 'dead') return refuse('locke/dead_cannot_act', { name: c.name });
		if (state.game.current !== c.id)
			return refuse('locke/out_of_turn', {
				name: c.name,
				current: character(state, state.game.current ?? '')?.name ?? ''
			});
		const outside = perimeterRefusal(state, c);
		if (outside) return outside;
		if (!p.solo && c.alignment === 'SPECIAL') return refuse('locke/special_cannot_declare', { name: c.name });
		if (p.solo) {
			if (c.alignment !== 'SPECIAL') return refuse('locke/solo_only_special', { name: c.name });
			// 「自分以外の全てのキャラクター」 is read as the game end's 「全てのキャラクターが死亡した時」 is: the
			// players' characters; a living NPC (police, an ambush) neither blocks it (open point `all_characters`).
			const othersAlive = playerCharacters(state).some((x) => x.id !== c.id && x.status !== 'dead');
			if (othersAlive && !p.blackHole) return refuse('locke/solo_others_alive');
		}
		return patchCharacter(
			{
				...state,
				game: { ...state.game, declaration: { declarer: c.id, solo: p.solo, alignment: c.alignment, objectors: [] } }
			},
			c.id,
			{ sheetOpen: true }
		);
	},

	'locke/declarationOpposed': (state, p) => {
		const d = state.game.declaration;
		if (!d) return refuse('locke/no_declaration');
		const c = need(state, p.by);
		if (isR(c)) return c;
		if (c.status === 'dead') return refuse('locke/dead_cannot_object', { name: c.name });
		if (c.id === d.declarer) return refuse('locke/declarer_cannot_object');
		if (d.objectors.includes(c.id)) return refuse('locke/already_objected', { name: c.name });
		return { ...state, game: { ...state.game, declaration: { ...d, objectors: [...d.objectors, c.id] } } };
	},

	'locke/declarationClosed': (state, p) => {
		const d = state.game.declaration;
		if (!d) return refuse('locke/no_declaration');
		if (p.objections !== d.objectors.length) return refuse('locke/objections_mismatch', { count: d.objectors.length });
		if (d.objectors.length === 0) {
			const end: GameEnd & { declarer: string } = d.solo
				? { kind: 'solo_declaration', declarer: d.declarer }
				: { kind: 'declaration', alignment: d.alignment as 'GOOD' | 'EVIL', declarer: d.declarer };
			return endGame({ ...state, game: { ...state.game, declaration: null } }, end);
		}
		// Opposed. An EVIL declaration starts its declarer's 1000-turn clock (§3.2); one already running keeps going.
		const evilClocks =
			!d.solo && d.alignment === 'EVIL' && !state.game.evilClocks.some((k) => k.declarer === d.declarer)
				? [...state.game.evilClocks, { declarer: d.declarer, turns: 0 }]
				: state.game.evilClocks;
		return {
			...state,
			game: {
				...state.game,
				declaration: null,
				evilClocks,
				pastDeclarations: [...state.game.pastDeclarations, { ...d }]
			}
		};
	},

	'locke/gameEnded': (state, p) => {
		const bad = inPlay(state);
		if (bad) return bad;
		const players = playerCharacters(state);
		const kind = p.kind;
		const met =
			kind === 'all_dead'
				? players.every((c) => c.status === 'dead')
				: kind === 'all_permanently_incapacitated'
					? players.every((c) => c.status !== 'normal')
					: state.game.evilClocks.some((k) => thousandTurnRuleEndsGame(k.turns));
		if (!met) return refuse('locke/end_condition_not_met', { kind });
		const end: GameEnd & { declarer?: string } =
			kind === 'thousand_turns'
				? { kind, declarer: state.game.evilClocks.find((k) => thousandTurnRuleEndsGame(k.turns))!.declarer }
				: { kind };
		return endGame(state, end);
	},

	'locke/gradesRecorded': (state, p) => {
		const end = state.game.end;
		if (state.game.phase !== 'ended' || !end) return refuse('locke/game_not_ended');
		const players = playerCharacters(state);
		const given = p.results;
		if (given.length !== players.length || !players.every((c) => given.some((g) => g.who.id === c.id)))
			return refuse('locke/grades_incomplete');
		// 「自分以外の(L)キャラクターが生きていると敗北」: an (L) character nobody plays counts too.
		const lAlive = (id: string) => state.characters.some((x) => x.id !== id && x.isL && x.status !== 'dead');
		const grades = players.map((c) => {
			const ownConditionMet = given.find((g) => g.who.id === c.id)!.ownConditionMet;
			const alive = c.status !== 'dead';
			const defeated = defeatedAtGameEnd(
				{
					alignment: c.alignment,
					isL: c.isL,
					alive,
					ownDefeatConditionMet: ownConditionMet,
					anotherLAlive: c.isL && lAlive(c.id),
					soloDeclarer: end.kind === 'solo_declaration' && end.declarer === c.id
				},
				end
			);
			return { id: c.id, grade: victoryGrade(alive, defeated), defeated, ownConditionMet, alive };
		});
		return { ...state, game: { ...state.game, grades } };
	}
};

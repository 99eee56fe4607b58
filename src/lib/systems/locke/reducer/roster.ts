/**
 * Setup, the roster and character bookkeeping (§3.1): characters added, edited and removed,
 * seats, silhouettes, the game start, and the sheet's numbers changed during play.
 */
import { refuse } from '$lib/core/events';
import { isDead, isRecovery, silhouetteChoiceAllowed, silhouetteConstraint } from '../rules';
import {
	canTakeNormalTurn,
	character,
	combatant,
	compositionProblems,
	playerCharacters,
	pristine,
	rebalance,
	seedRules
} from '../derive';
import type { Character, LockeState } from '../state';
import { applyDamage, inPlay, isR, need, onDeath, patchCharacter, perimeterRefusal, type Handlers } from './shared';
import { conversionCheck, conversionOutcome } from './conversion';

type RosterEvent =
	| 'locke/rulesChosen'
	| 'locke/deckSizeSet'
	| 'locke/tableViewSet'
	| 'locke/characterAdded'
	| 'locke/characterEdited'
	| 'locke/characterRemoved'
	| 'locke/seatsOrdered'
	| 'locke/silhouetteChosen'
	| 'locke/gameStarted'
	| 'locke/rebalanceStepped'
	| 'locke/characterAdjusted'
	| 'locke/statusSet'
	| 'locke/alignmentChanged'
	| 'locke/conversionAttempted'
	| 'locke/partyFormed'
	| 'locke/partyLeft'
	| 'locke/defeatConditionNoted'
	| 'locke/sheetOpened';

export const rosterHandlers: Handlers<RosterEvent> = {
	// Setup and roster
	'locke/rulesChosen': (state, p) => {
		// Written once, before anything else happens in the session.
		if (!pristine(state)) return refuse('locke/rules_chosen_late');
		return { ...state, rulesEdition: p.edition, deckOutEnds: p.deckOutEnds };
	},

	'locke/deckSizeSet': (state, p) => ({ ...state, deckSize: p.deckSize }),

	'locke/tableViewSet': (state, p) =>
		state.tableView === p.on ? refuse('locke/table_view_unchanged') : { ...state, tableView: p.on },

	'locke/characterAdded': (state, p) => {
		if (character(state, p.id)) return refuse('locke/duplicate_id', { id: p.id });
		if (state.characters.length >= 40) return refuse('locke/too_many', { max: 40 });
		const c: Character = {
			id: p.id,
			player: p.player,
			name: p.name,
			builtinId: p.builtinId,
			alignment: p.alignment,
			isL: p.isL,
			silhouette: p.silhouette,
			espLevel: p.espLevel,
			espPower: p.espPower,
			maxEspPower: p.espPower,
			maxEndurance: p.endurance,
			damage: 0,
			mental: p.mental,
			mentalLost: 0,
			minions: p.minions,
			party: null,
			status: 'normal',
			infoCards: 0,
			defeatCondition: '',
			sheetOpen: false,
			conversions: []
		};
		const seats = p.player !== null ? [...state.game.seats, p.id] : state.game.seats;
		return {
			...state,
			characters: [...state.characters, c],
			game: { ...state.game, seats },
			charactersAdded: state.charactersAdded + 1
		};
	},

	'locke/characterEdited': (state, p) => {
		const c = need(state, p.id);
		if (isR(c)) return c;
		const espPower = Math.max(0, c.espPower + p.espPower - c.maxEspPower);
		let next = patchCharacter(state, c.id, {
			player: p.player,
			name: p.name,
			builtinId: p.builtinId,
			alignment: p.alignment,
			isL: p.isL,
			espLevel: p.espLevel,
			espPower,
			maxEspPower: p.espPower,
			maxEndurance: p.endurance,
			mental: p.mental,
			mentalLost: Math.min(c.mentalLost, p.mental),
			minions: p.minions
		});
		const seated = next.game.seats.includes(c.id);
		if (p.player !== null && !seated) next = { ...next, game: { ...next.game, seats: [...next.game.seats, c.id] } };
		if (p.player === null && seated)
			next = { ...next, game: { ...next.game, seats: next.game.seats.filter((id) => id !== c.id) } };
		if (c.status !== 'dead' && isDead(p.endurance, c.damage))
			next = onDeath(patchCharacter(next, c.id, { status: 'dead' }), c.id);
		return next;
	},

	'locke/characterRemoved': (state, p) => {
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (state.combat && combatant(state.combat, c.id)) return refuse('locke/in_combat', { name: c.name });
		if (state.game.current === c.id) return refuse('locke/has_the_turn', { name: c.name });
		const infiltration = { ...state.game.infiltration };
		delete infiltration[c.id];
		return {
			...state,
			characters: state.characters.filter((x) => x.id !== c.id),
			game: { ...state.game, seats: state.game.seats.filter((id) => id !== c.id), infiltration }
		};
	},

	'locke/seatsOrdered': (state, p) => {
		const players = state.characters.filter((c) => c.player !== null).map((c) => c.id);
		const order = p.order;
		if (
			order.length !== players.length ||
			new Set(order).size !== order.length ||
			!order.every((id) => players.includes(id))
		)
			return refuse('locke/seats_not_permutation');
		return { ...state, game: { ...state.game, seats: [...order] } };
	},

	'locke/silhouetteChosen': (state, p) => {
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (p.rank !== null && !silhouetteChoiceAllowed(p.rank, c, p.silhouette))
			return refuse('locke/silhouette_not_allowed', { name: c.name, rule: silhouetteConstraint(p.rank) });
		return patchCharacter(state, c.id, { silhouette: { ...p.silhouette } });
	},

	'locke/gameStarted': (state, p) => {
		if (state.game.phase !== 'setup') return refuse('locke/not_in_setup');
		const players = playerCharacters(state);
		if (players.length === 0) return refuse('locke/no_players');
		const problems = compositionProblems(state);
		if (problems.length > 0 && !p.override) return refuse('locke/composition_invalid', { count: problems.length });
		if (players.some((c) => c.silhouette === null))
			return refuse('locke/silhouette_missing', { name: players.find((c) => c.silhouette === null)!.name });
		// §3.1 「全てのキャラクターとシルエットが決定したら…惑星編に移る」: the reveal's fix-up comes first.
		const fix = rebalance(state);
		if (seedRules(state) && (fix?.action === 'larger_side_may_change' || fix?.action === 'redeal_to_larger_side'))
			return refuse('locke/rebalance_pending', { step: fix.action });
		const started: LockeState = { ...state, game: { ...state.game, phase: 'planet' } };
		const first = need(started, p.first);
		if (isR(first)) return first;
		if (!canTakeNormalTurn(started, first.id)) return refuse('locke/cannot_take_turn', { name: first.name });
		return { ...started, game: { ...started.game, turn: 1, current: first.id } };
	},

	'locke/rebalanceStepped': (state, p) => {
		if (state.game.phase !== 'setup') return refuse('locke/not_in_setup');
		const fix = rebalance(state);
		const want =
			fix?.action === 'larger_side_may_change'
				? 'after_change'
				: fix?.action === 'redeal_to_larger_side'
					? 'after_redeal'
					: null;
		if (want !== p.stage) return refuse('locke/rebalance_not_due');
		return { ...state, game: { ...state.game, rebalanceStage: p.stage } };
	},

	// Character bookkeeping
	'locke/characterAdjusted': (state, p) => {
		const c = need(state, p.who);
		if (isR(c)) return c;
		const bad = () => refuse('locke/out_of_range', { name: c.name, field: p.field });
		// 治療 (§4.1): 「同じマスのキャラクターの耐久力を1回復させる」 — endurance, by one, nothing else.
		if (p.reason === 'treat' && (p.field !== 'damage' || p.by !== -1)) return refuse('locke/treat_one_endurance');
		// 回復 (§4.1): 「自分の耐久力または精神力を1回復させる」 — one point of either, nothing else. A game
		// recorded before rulesChosen (edition 1) recorded a heal as 回復 too: it folds as it did.
		if (p.reason === 'recover' && state.rulesEdition >= 2 && !isRecovery(p.field, p.by))
			return refuse('locke/recover_one_point');
		// §4.2 「秘密基地周辺にいるキャラクターは治療を行うことができない」: neither the turn holder treating
		// from there nor one waiting there (not on anyone's square) is treated.
		if (p.reason === 'treat') {
			const healer = state.game.current === null ? undefined : character(state, state.game.current);
			const outside = perimeterRefusal(state, c) ?? (healer ? perimeterRefusal(state, healer) : null);
			if (outside) return outside;
		}
		switch (p.field) {
			case 'damage': {
				if (c.status === 'dead') return refuse('locke/character_dead', { name: c.name });
				if (c.damage + p.by < 0) return bad();
				if (p.by > 0) return applyDamage(state, c.id, p.by).state;
				return patchCharacter(state, c.id, { damage: c.damage + p.by });
			}
			case 'espPower':
				return c.espPower + p.by < 0 ? bad() : patchCharacter(state, c.id, { espPower: c.espPower + p.by });
			case 'mental': {
				const lost = c.mentalLost - p.by;
				return lost < 0 || lost > c.mental ? bad() : patchCharacter(state, c.id, { mentalLost: lost });
			}
			case 'minions':
				return c.minions + p.by < 0 ? bad() : patchCharacter(state, c.id, { minions: c.minions + p.by });
			case 'infoCards':
				return c.infoCards + p.by < 0 ? bad() : patchCharacter(state, c.id, { infoCards: c.infoCards + p.by });
		}
		return bad();
	},

	'locke/statusSet': (state, p) => {
		const c = need(state, p.who);
		if (isR(c)) return c;
		const status = p.status;
		if (status === c.status) return refuse('locke/status_unchanged', { name: c.name });
		if (status === 'dead') return onDeath(patchCharacter(state, c.id, { status }), c.id);
		// Back from the dead by the GM's word: keep the damage, but not past the maximum.
		return patchCharacter(state, c.id, { status, damage: Math.min(c.damage, c.maxEndurance) });
	},

	'locke/alignmentChanged': (state, p) => {
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (c.alignment === p.alignment) return refuse('locke/alignment_unchanged', { name: c.name });
		// In play an alignment changes by 改心 (§4.1), tracked and checked; a sheet is corrected by editing it.
		if (seedRules(state) && state.game.phase !== 'setup')
			return refuse('locke/alignment_by_conversion', { name: c.name });
		return patchCharacter(state, c.id, { alignment: p.alignment });
	},

	'locke/conversionAttempted': (state, p) => {
		const bad = inPlay(state);
		if (bad) return bad;
		const by = need(state, p.by);
		if (isR(by)) return by;
		const t = need(state, p.target);
		if (isR(t)) return t;
		const check = conversionCheck(state, by, t, p.declared);
		if (check) return check;
		const after = conversionOutcome(by, t, p.declared, p.roll.total, p.convertible);
		if (after !== p.alignmentAfter) return refuse('locke/outcome_mismatch', { expected: after ?? '—' });
		const opened = patchCharacter(state, by.id, { sheetOpen: true });
		return patchCharacter(opened, t.id, {
			conversions: [...t.conversions, by.alignment],
			...(after !== null ? { alignment: after } : {})
		});
	},

	'locke/partyFormed': (state, p) => {
		const ids = p.members.map((m) => m.id);
		if (new Set(ids).size !== ids.length) return refuse('locke/party_duplicate');
		let next = state;
		for (const ref of p.members) {
			const c = need(state, ref);
			if (isR(c)) return c;
			if (c.status === 'dead') return refuse('locke/character_dead', { name: c.name });
			const outside = perimeterRefusal(state, c);
			if (outside) return outside;
			next = patchCharacter(next, c.id, { party: p.party });
		}
		return next;
	},

	'locke/partyLeft': (state, p) => {
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (c.party === null) return refuse('locke/not_in_party', { name: c.name });
		let next = patchCharacter(state, c.id, { party: null });
		const rest = next.characters.filter((x) => x.party === c.party);
		if (rest.length === 1) next = patchCharacter(next, rest[0]!.id, { party: null });
		return next;
	},

	'locke/defeatConditionNoted': (state, p) => {
		const c = need(state, p.who);
		if (isR(c)) return c;
		return patchCharacter(state, c.id, { defeatCondition: p.text });
	},

	'locke/sheetOpened': (state, p) => {
		const c = need(state, p.who);
		if (isR(c)) return c;
		if (c.sheetOpen) return refuse('locke/sheet_already_open', { name: c.name });
		return patchCharacter(state, c.id, { sheetOpen: true });
	}
};

/**
 * One log sentence per Locke event, and the text of every Locke refusal, in Japanese or English.
 * Events carry the numbers (and names) they need, so a sentence never depends on the state.
 */
import { m } from '$lib/paraglide/messages.js';
import type { EventDraft, Refusal } from '$lib/core/events';
import type { Locale } from '$lib/core/locale';
import { damageRatio, evilFlipCount, initiativeOrder, meleeFirepower, meleeRatios, syncAttack } from './rules';
import type { AdjustField, AttackOutcome, DamageRead, LockeEvent, MeleeSideInput } from './events';
import type { CombatEndReason } from './state';

type O = { locale: Locale };

/** A damage-table column in the table's notation: 1:2以下, 3:1, or the rightmost column. `-1` / Infinity = rightmost. */
export function columnText(ratio: number, locale: Locale): string {
	const o = { locale };
	if (ratio === -1 || ratio === Infinity) return m.locke_column_rightmost({}, o);
	if (ratio === 0) return m.locke_column_half_or_less({}, o);
	return `${ratio}:1`;
}

export function fieldText(field: AdjustField, locale: Locale): string {
	const o = { locale };
	switch (field) {
		case 'damage':
			return m.locke_field_damage({}, o);
		case 'espPower':
			return m.locke_field_esp_power({}, o);
		case 'mental':
			return m.locke_field_mental({}, o);
		case 'minions':
			return m.locke_field_minions({}, o);
		case 'infoCards':
			return m.locke_field_info_cards({}, o);
	}
}

export function statusText(status: 'normal' | 'incapacitated' | 'dead', locale: Locale): string {
	const o = { locale };
	return status === 'normal' ? m.locke_status_normal({}, o) : status === 'incapacitated' ? m.locke_status_incapacitated({}, o) : m.locke_status_dead({}, o);
}

export function chartText(chart: 'sokoni' | 'ikiteita' | 'zanryu', locale: Locale): string {
	const o = { locale };
	return chart === 'sokoni' ? m.locke_chart_sokoni({}, o) : chart === 'ikiteita' ? m.locke_chart_ikiteita({}, o) : m.locke_chart_zanryu({}, o);
}

export function combatEndText(reason: CombatEndReason, locale: Locale, owed?: number | null, available?: number | null): string {
	const o = { locale };
	switch (reason) {
		case 'no_attack':
			return m.locke_combat_end_no_attack({}, o);
		case 'no_will':
			return m.locke_combat_end_no_will({}, o);
		case 'too_few':
			return m.locke_combat_end_too_few({}, o);
		case 'deck_out':
			return m.locke_combat_end_deck_out({ owed: owed ?? '?', available: available ?? '?' }, o);
		case 'manual':
			return m.locke_combat_end_manual({}, o);
	}
}

export function endKindText(kind: string, locale: Locale): string {
	const o = { locale };
	switch (kind) {
		case 'declaration':
			return m.locke_end_declaration({}, o);
		case 'solo_declaration':
			return m.locke_end_solo({}, o);
		case 'all_key_points_destroyed':
			return m.locke_end_key_points({}, o);
		case 'all_dead':
			return m.locke_end_all_dead({}, o);
		case 'all_permanently_incapacitated':
			return m.locke_end_all_incapacitated({}, o);
		case 'thousand_turns':
			return m.locke_end_thousand_turns({}, o);
		default:
			return kind;
	}
}

function outcomeText(outcome: AttackOutcome, locale: Locale): string {
	const o = { locale };
	switch (outcome) {
		case 'hit':
			return m.locke_outcome_hit({}, o);
		case 'blocked':
			return m.locke_outcome_blocked({}, o);
		case 'escaped':
			return m.locke_outcome_escaped({}, o);
		case 'escape_interfered':
			return m.locke_outcome_escape_interfered({}, o);
	}
}

/** 「2D6 = 7（3+4）, 3 ダメージ」 plus where the value came from. */
function readText(read: DamageRead, locale: Locale): string {
	const o = { locale };
	const faces = read.roll.faces.length === 2 ? (locale === 'ja' ? `（${read.roll.faces.join('+')}）` : ` (${read.roll.faces.join('+')})`) : '';
	const from = read.source === 'printed' ? m.locke_read_printed({}, o) : m.locke_read_table({}, o);
	return m.locke_read({ total: read.roll.total, faces, damage: read.value, from }, o);
}

function meleeFp(side: MeleeSideInput): number {
	return meleeFirepower({ currentEndurance: side.declared, minions: side.minions, declared: side.declared });
}

const shiftSum = (side: MeleeSideInput) => side.shifts.reduce((s, x) => s + x.x, 0);

export function describeLocke(draft: EventDraft, locale: Locale): string {
	const o = { locale };
	const e = draft as LockeEvent;
	const names = (refs: readonly { name: string }[]) => refs.map((r) => r.name).join(locale === 'ja' ? '、' : ', ');
	switch (e.type) {
		case 'locke/deckSizeSet':
			return m.locke_log_deck_size({ n: e.payload.deckSize }, o);
		case 'locke/characterAdded':
			return e.payload.player === null
				? m.locke_log_npc_added({ name: e.payload.name }, o)
				: m.locke_log_character_added({ player: e.payload.player, name: e.payload.name }, o);
		case 'locke/characterEdited':
			return m.locke_log_character_edited({ name: e.payload.name }, o);
		case 'locke/characterRemoved':
			return m.locke_log_character_removed({ name: e.payload.who.name }, o);
		case 'locke/seatsOrdered':
			return m.locke_log_seats({}, o);
		case 'locke/silhouetteChosen':
			return m.locke_log_silhouette({ name: e.payload.who.name, silhouette: e.payload.silhouette.name, alignment: e.payload.silhouette.alignment }, o);
		case 'locke/gameStarted':
			return e.payload.override
				? m.locke_log_game_started_override({ name: e.payload.first.name }, o)
				: m.locke_log_game_started({ name: e.payload.first.name }, o);
		case 'locke/characterAdjusted': {
			const p = e.payload;
			const by = p.by > 0 ? `+${p.by}` : `−${-p.by}`;
			const reason = p.reason === 'recover' ? m.locke_reason_recover({}, o) : p.reason === 'treat' ? m.locke_reason_treat({}, o) : '';
			return m.locke_log_adjusted({ name: p.who.name, field: fieldText(p.field, locale), by, reason }, o);
		}
		case 'locke/statusSet':
			return m.locke_log_status({ name: e.payload.who.name, status: statusText(e.payload.status, locale) }, o);
		case 'locke/alignmentChanged':
			return m.locke_log_alignment({ name: e.payload.who.name, alignment: e.payload.alignment }, o);
		case 'locke/partyFormed':
			return m.locke_log_party_formed({ party: e.payload.party, names: names(e.payload.members) }, o);
		case 'locke/partyLeft':
			return m.locke_log_party_left({ name: e.payload.who.name }, o);
		case 'locke/defeatConditionNoted':
			return m.locke_log_defeat_condition({ name: e.payload.who.name }, o);
		case 'locke/sheetOpened':
			return m.locke_log_sheet_opened({ name: e.payload.who.name }, o);
		case 'locke/turnEnded':
			return m.locke_log_turn_ended({ name: e.payload.who.name, next: e.payload.next.name }, o);
		case 'locke/planetCardsCounted':
			return m.locke_log_planet_cards({ n: e.payload.faceUpOrDestroyed }, o);
		case 'locke/planetPhaseEnded':
			return m.locke_log_planet_phase_ended({ each: evilFlipCount(e.payload.placedPlanetCards, e.payload.goodSpecialSilhouettes) }, o);
		case 'locke/infiltrationChecked': {
			const p = e.payload;
			if (p.roll === null) return m.locke_log_infiltration_auto({ name: p.who.name }, o);
			const ok = p.roll.total <= p.target;
			return m.locke_log_infiltration({ name: p.who.name, total: p.roll.total, target: p.target, result: ok ? m.locke_success({}, o) : m.locke_failure({}, o) }, o);
		}
		case 'locke/keyPointDestroyed':
			return e.payload.by ? m.locke_log_key_point_by({ name: e.payload.by.name }, o) : m.locke_log_key_point({}, o);
		case 'locke/victoryDeclared':
			return e.payload.solo ? m.locke_log_solo_declared({ name: e.payload.who.name }, o) : m.locke_log_victory_declared({ name: e.payload.who.name }, o);
		case 'locke/declarationOpposed':
			return m.locke_log_declaration_opposed({ name: e.payload.by.name }, o);
		case 'locke/declarationClosed':
			return e.payload.objections === 0 ? m.locke_log_declaration_stands({}, o) : m.locke_log_declaration_fails({ n: e.payload.objections }, o);
		case 'locke/gameEnded':
			return m.locke_log_game_ended({ kind: endKindText(e.payload.kind, locale) }, o);
		case 'locke/gradesRecorded':
			return m.locke_log_grades({}, o);
		case 'locke/tableAdopted':
			return m.locke_log_table_adopted({ table: e.payload.table.names[locale], hash: e.payload.hash.slice(0, 8) }, o);
		case 'locke/combatStarted':
			return m.locke_log_combat_started({ square: e.payload.square || '—', names: names(e.payload.participants), deck: e.payload.deck }, o);
		case 'locke/chartRolled': {
			const p = e.payload;
			const result = [p.value === null ? '' : String(p.value), p.text].filter(Boolean).join(' ') || '—';
			const from = p.source === 'printed' ? m.locke_read_printed({}, o) : m.locke_read_table({}, o);
			return m.locke_log_chart({ name: p.who.name, chart: chartText(p.chart, locale), total: p.roll.total, result, from }, o);
		}
		case 'locke/combatantJoined': {
			const p = e.payload;
			if (p.via === 'ikiteita') return m.locke_log_revived({ name: p.who.name, damage: p.reviveDamage ?? 0 }, o);
			if (p.via === 'sokoni') return m.locke_log_joined_sokoni({ name: p.who.name }, o);
			return m.locke_log_joined({ name: p.who.name }, o);
		}
		case 'locke/minionsDeclared':
			return m.locke_log_minions({ name: e.payload.who.name, n: e.payload.minions }, o);
		case 'locke/handsDealt': {
			const list = e.payload.dealt.map((d) => m.locke_log_cards_each({ name: d.who.name, n: d.cards }, o)).join(locale === 'ja' ? '、' : ', ') || '—';
			const text = m.locke_log_hands_dealt({ round: e.payload.round, list }, o);
			return e.payload.outcome === 'deck_out' ? `${text} ${m.locke_log_deck_out_deal({}, o)}` : text;
		}
		case 'locke/initiativeDealt': {
			const byId = new Map(e.payload.cards.map((c) => [c.who.id, c]));
			let order: string[];
			try {
				order = initiativeOrder(e.payload.cards.map((c) => ({ id: c.who.id, suit: c.suit, rank: c.rank })));
			} catch {
				order = e.payload.cards.map((c) => c.who.id);
			}
			const list = order
				.map((id) => byId.get(id)!)
				.map((c) => `${c.suit === 'black' ? m.locke_suit_black({}, o) : m.locke_suit_red({}, o)}${c.rank} ${c.who.name}`)
				.join(' → ');
			return m.locke_log_initiative({ round: e.payload.round, list }, o);
		}
		case 'locke/defenceMaintained':
			return e.payload.keep
				? m.locke_log_defence_kept({ name: e.payload.who.name, power: e.payload.espSpent }, o)
				: m.locke_log_defence_dropped({ name: e.payload.who.name }, o);
		case 'locke/attackResolved': {
			const p = e.payload;
			let level = p.level;
			let firepower = p.power.kind === 'firepower' ? p.power.value : null;
			if (p.helpers.length > 0 && firepower !== null) {
				try {
					const s = syncAttack({ level: p.level, firepower }, p.helpers);
					level = s.level;
					firepower = s.firepower;
				} catch {
					/* the reducer refuses such an event; describe stays total */
				}
			}
			const head = m.locke_log_attack_head({ attacker: p.attacker.name, target: p.target.name, level }, o);
			const sync = p.helpers.length > 0 ? m.locke_log_sync({ names: names(p.helpers.map((h) => h.who)) }, o) : '';
			if (p.outcome !== 'hit' || p.damage === null) return `${head}${sync}: ${outcomeText(p.outcome, locale)}`;
			let ratioText: string;
			if (p.power.kind === 'column') ratioText = m.locke_log_fixed_column({ column: columnText(p.power.ratio, locale) }, o);
			else {
				const end = p.declaredEndurance ?? 0;
				ratioText = m.locke_log_ratio({ firepower: firepower ?? 0, endurance: end, column: columnText(damageRatio(firepower ?? 0, end), locale) }, o);
			}
			return `${head}${sync}: ${ratioText}, ${readText(p.damage, locale)}`;
		}
		case 'locke/meleeResolved': {
			const p = e.payload;
			const head = m.locke_log_melee_head({ attacker: p.attacker.name, target: p.target.name }, o);
			if (p.outcome !== 'hit' || p.targetSide === null || p.attackerDamage === null) return `${head}: ${outcomeText(p.outcome, locale)}`;
			const fa = meleeFp(p.attackerSide);
			const fb = meleeFp(p.targetSide);
			const sa = shiftSum(p.attackerSide);
			const sb = shiftSum(p.targetSide);
			const base = meleeRatios({ firepower: fa }, { firepower: fb });
			const shifted = meleeRatios({ firepower: fa, shift: sa }, { firepower: fb, shift: sb });
			const one = (f: number, d: number, b: number, r: number, read: DamageRead) => {
				const start = m.locke_log_melee_ratio({ firepower: f, other: d, column: columnText(b, locale) }, o);
				const shift = r !== b ? ` → ${m.locke_log_melee_shift({ by: r > b ? `+${r - b}` : `−${b - r}` }, o)} → ${columnText(r, locale)}` : '';
				return `${start}${shift}, ${readText(read, locale)}`;
			};
			let text = `${head}: ${one(fa, fb, base.aDeals, shifted.aDeals, p.attackerDamage)}`;
			if (p.counter && p.targetDamage) text += ` / ${m.locke_log_counter({ name: p.target.name }, o)}: ${one(fb, fa, base.bDeals, shifted.bDeals, p.targetDamage)}`;
			return text;
		}
		case 'locke/escaped':
			return e.payload.interfered
				? m.locke_log_escape_interfered({ name: e.payload.who.name, level: e.payload.level }, o)
				: m.locke_log_escaped({ name: e.payload.who.name, level: e.payload.level }, o);
		case 'locke/cardPlayed':
			return m.locke_log_card_played({ name: e.payload.who.name, level: e.payload.level, note: e.payload.note || '—' }, o);
		case 'locke/cardDiscarded':
			return m.locke_log_card_discarded({ name: e.payload.who.name }, o);
		case 'locke/combatTurnEnded':
			return m.locke_log_combat_turn_ended({ name: e.payload.who.name }, o);
		case 'locke/roundEnded': {
			const p = e.payload;
			if (p.outcome === 'no_attack' || p.outcome === 'no_will' || p.outcome === 'too_few')
				return m.locke_log_round_ended_combat_over({ round: p.round, reason: combatEndText(p.outcome, locale) }, o);
			const list =
				p.hands
					.filter((h) => h.discard > 0 || h.draw > 0)
					.map((h) => m.locke_log_hand_change({ name: h.who.name, discard: h.discard, draw: h.draw }, o))
					.join(locale === 'ja' ? '、' : ', ') || m.locke_log_no_hand_change({}, o);
			if (p.outcome === 'deck_out') {
				const owed = p.hands.reduce((s, h) => s + h.draw, 0);
				return m.locke_log_round_ended_deck_out({ round: p.round, owed }, o);
			}
			return m.locke_log_round_ended({ round: p.round, list }, o);
		}
		case 'locke/combatEnded':
			return m.locke_log_combat_ended({}, o);
		default:
			return draft.type;
	}
}

export function explainLockeRefusal(r: Refusal, locale: Locale): string {
	const o = { locale };
	const p = r.params ?? {};
	const s = (k: string) => String(p[k] ?? '');
	switch (r.refusal) {
		case 'locke/unknown_character':
			return m.locke_refusal_unknown_character({ name: s('name') }, o);
		case 'locke/duplicate_id':
			return m.locke_refusal_duplicate_id({}, o);
		case 'locke/too_many':
			return m.locke_refusal_too_many({ max: s('max') }, o);
		case 'locke/in_combat':
			return m.locke_refusal_in_combat({ name: s('name') }, o);
		case 'locke/has_the_turn':
			return m.locke_refusal_has_the_turn({ name: s('name') }, o);
		case 'locke/seats_not_permutation':
			return m.locke_refusal_seats({}, o);
		case 'locke/silhouette_not_allowed':
			return s('rule') === 'own_name'
				? m.locke_refusal_silhouette_own_name({ name: s('name') }, o)
				: m.locke_refusal_silhouette_own_alignment({ name: s('name') }, o);
		case 'locke/not_in_setup':
			return m.locke_refusal_not_in_setup({}, o);
		case 'locke/no_players':
			return m.locke_refusal_no_players({}, o);
		case 'locke/composition_invalid':
			return m.locke_refusal_composition({ count: s('count') }, o);
		case 'locke/silhouette_missing':
			return m.locke_refusal_silhouette_missing({ name: s('name') }, o);
		case 'locke/cannot_take_turn':
			return m.locke_refusal_cannot_take_turn({ name: s('name') }, o);
		case 'locke/out_of_range':
			return m.locke_refusal_out_of_range({ name: s('name'), field: fieldText(s('field') as AdjustField, locale) }, o);
		case 'locke/character_dead':
			return m.locke_refusal_character_dead({ name: s('name') }, o);
		case 'locke/status_unchanged':
			return m.locke_refusal_status_unchanged({ name: s('name') }, o);
		case 'locke/alignment_unchanged':
			return m.locke_refusal_alignment_unchanged({ name: s('name') }, o);
		case 'locke/party_duplicate':
			return m.locke_refusal_party_duplicate({}, o);
		case 'locke/not_in_party':
			return m.locke_refusal_not_in_party({ name: s('name') }, o);
		case 'locke/sheet_already_open':
			return m.locke_refusal_sheet_open({ name: s('name') }, o);
		case 'locke/game_over':
			return m.locke_refusal_game_over({}, o);
		case 'locke/game_not_started':
			return m.locke_refusal_game_not_started({}, o);
		case 'locke/out_of_turn':
			return s('current')
				? m.locke_refusal_out_of_turn({ name: s('name'), current: s('current') }, o)
				: m.locke_refusal_out_of_turn_nobody({ name: s('name') }, o);
		case 'locke/combat_running':
			return m.locke_refusal_combat_running({}, o);
		case 'locke/declaration_open':
			return m.locke_refusal_declaration_open({}, o);
		case 'locke/nobody_to_play':
			return m.locke_refusal_nobody_to_play({}, o);
		case 'locke/wrong_next_turn':
			return m.locke_refusal_wrong_next_turn({ expected: s('expected') }, o);
		case 'locke/not_planet_phase':
			return m.locke_refusal_not_planet_phase({}, o);
		case 'locke/planet_phase_not_over':
			return m.locke_refusal_planet_phase_not_over({}, o);
		case 'locke/not_base_phase':
			return m.locke_refusal_not_base_phase({}, o);
		case 'locke/dead_cannot_act':
			return m.locke_refusal_dead_cannot_act({ name: s('name') }, o);
		case 'locke/incapacitated_cannot_act':
			return m.locke_refusal_incapacitated({ name: s('name') }, o);
		case 'locke/already_inside':
			return m.locke_refusal_already_inside({ name: s('name') }, o);
		case 'locke/infiltration_roll_needed':
			return m.locke_refusal_infiltration_roll_needed({ name: s('name') }, o);
		case 'locke/infiltration_target_mismatch':
			return m.locke_refusal_infiltration_target({ target: s('target') }, o);
		case 'locke/key_points_all_destroyed':
			return m.locke_refusal_key_points_done({}, o);
		case 'locke/special_cannot_declare':
			return m.locke_refusal_special_cannot_declare({ name: s('name') }, o);
		case 'locke/solo_only_special':
			return m.locke_refusal_solo_only_special({ name: s('name') }, o);
		case 'locke/solo_others_alive':
			return m.locke_refusal_solo_others_alive({}, o);
		case 'locke/no_declaration':
			return m.locke_refusal_no_declaration({}, o);
		case 'locke/dead_cannot_object':
			return m.locke_refusal_dead_cannot_object({ name: s('name') }, o);
		case 'locke/declarer_cannot_object':
			return m.locke_refusal_declarer_cannot_object({}, o);
		case 'locke/already_objected':
			return m.locke_refusal_already_objected({ name: s('name') }, o);
		case 'locke/objections_mismatch':
			return m.locke_refusal_objections_mismatch({ count: s('count') }, o);
		case 'locke/end_condition_not_met':
			return m.locke_refusal_end_condition({ kind: endKindText(s('kind'), locale) }, o);
		case 'locke/game_not_ended':
			return m.locke_refusal_game_not_ended({}, o);
		case 'locke/grades_incomplete':
			return m.locke_refusal_grades_incomplete({}, o);
		case 'locke/unknown_slot':
			return m.locke_refusal_unknown_slot({ slot: s('slot') }, o);
		case 'locke/table_hash_mismatch':
			return m.locke_refusal_table_hash({}, o);
		case 'locke/table_already_adopted':
			return m.locke_refusal_table_already_adopted({}, o);
		case 'locke/table_not_adopted':
			return m.locke_refusal_table_not_adopted({}, o);
		case 'locke/table_wrong_slot':
			return m.locke_refusal_table_wrong_slot({ slot: s('slot') }, o);
		case 'locke/table_cell_unfilled':
			return m.locke_refusal_table_cell_unfilled({ roll: s('roll') }, o);
		case 'locke/table_value_mismatch':
			return m.locke_refusal_table_value({ expected: s('expected'), got: s('got') }, o);
		case 'locke/no_combat':
			return m.locke_refusal_no_combat({}, o);
		case 'locke/participant_twice':
			return m.locke_refusal_participant_twice({}, o);
		case 'locke/wrong_step':
			return m.locke_refusal_wrong_step({ step: stepText(s('step'), locale), want: stepText(s('want'), locale) }, o);
		case 'locke/already_in_combat':
			return m.locke_refusal_already_in_combat({ name: s('name') }, o);
		case 'locke/not_dead':
			return m.locke_refusal_not_dead({ name: s('name') }, o);
		case 'locke/revive_damage_required':
			return m.locke_refusal_revive_damage_required({ name: s('name') }, o);
		case 'locke/revive_damage_too_high':
			return m.locke_refusal_revive_damage_too_high({ name: s('name'), max: s('max') }, o);
		case 'locke/revive_damage_unexpected':
			return m.locke_refusal_revive_damage_unexpected({}, o);
		case 'locke/not_fighting':
			return m.locke_refusal_not_fighting({ name: s('name') }, o);
		case 'locke/stale_round':
			return m.locke_refusal_stale_round({ round: s('round') }, o);
		case 'locke/deal_mismatch':
			return m.locke_refusal_deal_mismatch({}, o);
		case 'locke/initiative_not_everyone':
			return m.locke_refusal_initiative_not_everyone({}, o);
		case 'locke/initiative_same_card':
			return m.locke_refusal_initiative_same_card({}, o);
		case 'locke/no_maintained_defence':
			return m.locke_refusal_no_maintained({ name: s('name') }, o);
		case 'locke/check_phase_over':
			return m.locke_refusal_check_phase_over({ name: s('name') }, o);
		case 'locke/esp_spent_on_drop':
			return m.locke_refusal_esp_spent_on_drop({}, o);
		case 'locke/attack_after_escape':
			return m.locke_refusal_attack_after_escape({ name: s('name') }, o);
		case 'locke/escape_after_attack':
			return m.locke_refusal_escape_after_attack({ name: s('name') }, o);
		case 'locke/main_action_used':
			return m.locke_refusal_main_action_used({ name: s('name') }, o);
		case 'locke/attack_self':
			return m.locke_refusal_attack_self({}, o);
		case 'locke/sync_not_card':
			return m.locke_refusal_sync_not_card({}, o);
		case 'locke/sync_helper_invalid':
			return m.locke_refusal_sync_helper_invalid({ name: s('name') }, o);
		case 'locke/sync_helper_acted':
			return m.locke_refusal_sync_helper_acted({ name: s('name') }, o);
		case 'locke/sync_helper_level':
			return m.locke_refusal_sync_helper_level({ level: s('level') }, o);
		case 'locke/defence_while_maintained':
			return m.locke_refusal_defence_while_maintained({ name: s('name'), level: s('level') }, o);
		case 'locke/outcome_mismatch':
			return m.locke_refusal_outcome_mismatch({ expected: s('expected') }, o);
		case 'locke/undefendable':
			return m.locke_refusal_undefendable({}, o);
		case 'locke/defence_level_too_low':
			return m.locke_refusal_defence_level({ attack: s('attack'), defence: s('defence') }, o);
		case 'locke/not_enough_esp_power':
			return m.locke_refusal_esp_power({ name: s('name'), need: s('need'), have: s('have') }, o);
		case 'locke/empty_hand':
			return m.locke_refusal_empty_hand({ name: s('name') }, o);
		case 'locke/damage_required':
			return m.locke_refusal_damage_required({}, o);
		case 'locke/damage_unexpected':
			return m.locke_refusal_damage_unexpected({}, o);
		case 'locke/declared_endurance_required':
			return m.locke_refusal_declared_required({ name: s('name') }, o);
		case 'locke/declared_endurance_unexpected':
			return m.locke_refusal_declared_unexpected({}, o);
		case 'locke/declared_above_current':
			return m.locke_refusal_declared_above({ name: s('name'), declared: s('declared'), current: s('current') }, o);
		case 'locke/minions_above':
			return m.locke_refusal_minions_above({ name: s('name'), minions: s('minions'), max: s('max') }, o);
		case 'locke/melee_two_weapons':
			return m.locke_refusal_two_weapons({ name: s('name') }, o);
		case 'locke/turns_not_finished':
			return m.locke_refusal_turns_not_finished({ name: s('name') }, o);
		case 'locke/discard_not_allowed':
			return m.locke_refusal_discard_not_allowed({ name: s('name') }, o);
		case 'locke/hand_mismatch':
			return m.locke_refusal_hand_mismatch({}, o);
		default:
			return m.locke_refusal_unknown({ code: r.refusal }, o);
	}
}

export function stepText(step: string, locale: Locale): string {
	const o = { locale };
	switch (step) {
		case 'opening':
			return m.locke_step_opening({}, o);
		case 'initiative':
			return m.locke_step_initiative({}, o);
		case 'turns':
			return m.locke_step_turns({}, o);
		default:
			return step;
	}
}

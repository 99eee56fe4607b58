/**
 * One log sentence per Locke event, in Japanese or English: a record keyed by event type, so a
 * missing type does not compile. Events carry the numbers (and names) they need; the state now
 * only decides what of a name or an alignment the table may see (the table view).
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import {
	columnShift,
	damageRatio,
	evilFlipCount,
	initiativeOrder,
	declaredSide,
	meleeRatios,
	syncAttack,
	type DamageColumn
} from '../rules';
import { columnLabel, facesText } from '../text';
import type { DamageRead, LockeEventType, MeleeSideInput, PayloadOf } from '../events';
import { chartText, combatEndText, endKindText, fieldText, outcomeText, readText, statusText } from './words';
import type { LockeState } from '../state';
import { publicAlignment, publicName, publicNames } from './public';

/**
 * One event's sentence. `state`: the session's state now, when the caller has it — every character
 * is then named as the table may see it (describe/public.ts: the table view names a secret sheet by
 * its player); without it, by the name the event recorded.
 */
export type EventText<T extends LockeEventType> = (payload: PayloadOf<T>, locale: Locale, state?: LockeState) => string;

export const eventTexts: { [T in LockeEventType]: EventText<T> } = {
	'locke/rulesChosen': (p, locale) =>
		p.deckOutEnds ? m.locke_log_rules_chosen_deck_out({}, { locale }) : m.locke_log_rules_chosen({}, { locale }),
	'locke/deckSizeSet': (p, locale) => m.locke_log_deck_size({ n: p.deckSize }, { locale }),
	'locke/tableViewSet': (p, locale) =>
		p.on ? m.locke_log_table_view_on({}, { locale }) : m.locke_log_table_view_off({}, { locale }),
	'locke/characterAdded': (p, locale, state) =>
		p.player === null
			? m.locke_log_npc_added({ name: p.name }, { locale })
			: publicName(state, p, locale) === p.name
				? m.locke_log_character_added({ player: p.player, name: p.name }, { locale })
				: m.locke_log_character_added_secret({ player: p.player }, { locale }),
	'locke/characterEdited': (p, locale, state) =>
		m.locke_log_character_edited({ name: publicName(state, p, locale) }, { locale }),
	'locke/characterRemoved': (p, locale, state) =>
		m.locke_log_character_removed({ name: publicName(state, p.who, locale) }, { locale }),
	'locke/seatsOrdered': (_p, locale) => m.locke_log_seats({}, { locale }),
	'locke/silhouetteChosen': (p, locale, state) =>
		m.locke_log_silhouette(
			{ name: publicName(state, p.who, locale), silhouette: p.silhouette.name, alignment: p.silhouette.alignment },
			{ locale }
		),
	'locke/gameStarted': (p, locale, state) =>
		p.override
			? m.locke_log_game_started_override({ name: publicName(state, p.first, locale) }, { locale })
			: m.locke_log_game_started({ name: publicName(state, p.first, locale) }, { locale }),
	'locke/characterAdjusted': (p, locale, state) => {
		const o = { locale };
		const by = p.by > 0 ? `+${p.by}` : `−${-p.by}`;
		const reason =
			p.reason === 'recover' ? m.locke_reason_recover({}, o) : p.reason === 'treat' ? m.locke_reason_treat({}, o) : '';
		return m.locke_log_adjusted(
			{ name: publicName(state, p.who, locale), field: fieldText(p.field, locale), by, reason },
			o
		);
	},
	'locke/statusSet': (p, locale, state) =>
		m.locke_log_status({ name: publicName(state, p.who, locale), status: statusText(p.status, locale) }, { locale }),
	'locke/alignmentChanged': (p, locale, state) =>
		m.locke_log_alignment(
			{ name: publicName(state, p.who, locale), alignment: publicAlignment(state, p.who, p.alignment, locale) },
			{ locale }
		),
	'locke/conversionAttempted': (p, locale, state) => {
		const o = { locale };
		const ok = p.roll.total <= p.declared;
		const result =
			p.alignmentAfter !== null
				? m.locke_log_conversion_changed(
						{
							name: publicName(state, p.target, locale),
							alignment: publicAlignment(state, p.target, p.alignmentAfter, locale)
						},
						o
					)
				: ok
					? m.locke_log_conversion_no_change({}, o)
					: m.locke_failure({}, o);
		return m.locke_log_conversion(
			{
				by: publicName(state, p.by, locale),
				target: publicName(state, p.target, locale),
				level: p.declared,
				roll: `${p.roll.total}${facesText(p.roll, locale)}`,
				result
			},
			o
		);
	},
	'locke/partyFormed': (p, locale, state) =>
		m.locke_log_party_formed({ party: p.party, names: publicNames(state, p.members, locale) }, { locale }),
	'locke/partyLeft': (p, locale, state) =>
		m.locke_log_party_left({ name: publicName(state, p.who, locale) }, { locale }),
	'locke/defeatConditionNoted': (p, locale, state) =>
		m.locke_log_defeat_condition({ name: publicName(state, p.who, locale) }, { locale }),
	'locke/sheetOpened': (p, locale, state) =>
		m.locke_log_sheet_opened({ name: publicName(state, p.who, locale) }, { locale }),
	'locke/turnEnded': (p, locale, state) =>
		m.locke_log_turn_ended(
			{ name: publicName(state, p.who, locale), next: publicName(state, p.next, locale) },
			{ locale }
		),
	'locke/planetCardsCounted': (p, locale) => m.locke_log_planet_cards({ n: p.faceUpOrDestroyed }, { locale }),
	'locke/planetPhaseEnded': (p, locale) =>
		m.locke_log_planet_phase_ended({ each: evilFlipCount(p.placedPlanetCards, p.goodSpecialSilhouettes) }, { locale }),
	'locke/infiltrationChecked': (p, locale, state) => {
		const o = { locale };
		if (p.roll === null) return m.locke_log_infiltration_auto({ name: publicName(state, p.who, locale) }, o);
		const ok = p.roll.total <= p.target;
		return m.locke_log_infiltration(
			{
				name: publicName(state, p.who, locale),
				total: p.roll.total,
				target: p.target,
				result: ok ? m.locke_success({}, o) : m.locke_failure({}, o)
			},
			o
		);
	},
	'locke/keyPointDestroyed': (p, locale, state) =>
		p.by
			? m.locke_log_key_point_by({ name: publicName(state, p.by, locale) }, { locale })
			: m.locke_log_key_point({}, { locale }),
	'locke/victoryDeclared': (p, locale, state) =>
		p.solo
			? m.locke_log_solo_declared({ name: publicName(state, p.who, locale) }, { locale })
			: m.locke_log_victory_declared({ name: publicName(state, p.who, locale) }, { locale }),
	'locke/declarationOpposed': (p, locale, state) =>
		m.locke_log_declaration_opposed({ name: publicName(state, p.by, locale) }, { locale }),
	'locke/declarationClosed': (p, locale) =>
		p.objections === 0
			? m.locke_log_declaration_stands({}, { locale })
			: m.locke_log_declaration_fails({ n: p.objections }, { locale }),
	'locke/gameEnded': (p, locale) => m.locke_log_game_ended({ kind: endKindText(p.kind, locale) }, { locale }),
	'locke/gradesRecorded': (_p, locale) => m.locke_log_grades({}, { locale }),
	'locke/combatStarted': (p, locale, state) =>
		m.locke_log_combat_started(
			{ square: p.square || '—', names: publicNames(state, p.participants, locale), deck: p.deck },
			{ locale }
		),
	'locke/chartRolled': (p, locale, state) => {
		const o = { locale };
		const result = [p.value === null ? '' : String(p.value), p.text].filter(Boolean).join(' ') || '—';
		const from = p.source === 'printed' ? m.locke_read_printed({}, o) : m.locke_read_table({}, o);
		return m.locke_log_chart(
			{ name: publicName(state, p.who, locale), chart: chartText(p.chart, locale), total: p.roll.total, result, from },
			o
		);
	},
	'locke/combatantJoined': (p, locale, state) => {
		const o = { locale };
		if (p.via === 'ikiteita')
			return m.locke_log_revived({ name: publicName(state, p.who, locale), damage: p.reviveDamage ?? 0 }, o);
		if (p.via === 'sokoni') return m.locke_log_joined_sokoni({ name: publicName(state, p.who, locale) }, o);
		return m.locke_log_joined({ name: publicName(state, p.who, locale) }, o);
	},
	'locke/minionsDeclared': (p, locale, state) =>
		m.locke_log_minions({ name: publicName(state, p.who, locale), n: p.minions }, { locale }),
	'locke/handsDealt': (p, locale, state) => {
		const o = { locale };
		const list =
			p.dealt
				.map((d) => m.locke_log_cards_each({ name: publicName(state, d.who, locale), n: d.cards }, o))
				.join(locale === 'ja' ? '、' : ', ') || '—';
		const text = m.locke_log_hands_dealt({ round: p.round, list }, o);
		return p.outcome === 'deck_out' ? `${text} ${m.locke_log_deck_out_deal({}, o)}` : text;
	},
	'locke/initiativeDealt': (p, locale, state) => {
		const o = { locale };
		const byId = new Map(p.cards.map((c) => [c.who.id, c]));
		let order: string[];
		try {
			order = initiativeOrder(p.cards.map((c) => ({ id: c.who.id, suit: c.suit, rank: c.rank })));
		} catch {
			order = p.cards.map((c) => c.who.id);
		}
		const list = order
			.map((id) => byId.get(id)!)
			.map(
				(c) =>
					`${c.suit === 'black' ? m.locke_suit_black({}, o) : m.locke_suit_red({}, o)}${c.rank} ${publicName(state, c.who, locale)}`
			)
			.join(' → ');
		return m.locke_log_initiative({ round: p.round, list }, o);
	},
	'locke/defenceMaintained': (p, locale, state) =>
		p.keep
			? m.locke_log_defence_kept({ name: publicName(state, p.who, locale), power: p.espSpent }, { locale })
			: m.locke_log_defence_dropped({ name: publicName(state, p.who, locale) }, { locale }),
	'locke/attackResolved': (p, locale, state) => {
		const o = { locale };
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
		const head = m.locke_log_attack_head(
			{ attacker: publicName(state, p.attacker, locale), target: publicName(state, p.target, locale), level },
			o
		);
		const sync =
			p.helpers.length > 0
				? m.locke_log_sync(
						{
							names: publicNames(
								state,
								p.helpers.map((h) => h.who),
								locale
							)
						},
						o
					)
				: '';
		if (p.outcome !== 'hit' || p.damage === null)
			return `${head}${sync}: ${outcomeText(p.outcome, locale)}${interferedBy(p.interferers, locale, state)}`;
		let ratioText: string;
		if (p.power.kind === 'column')
			ratioText = m.locke_log_fixed_column({ column: columnLabel(p.power.ratio, locale) }, o);
		else {
			const end = p.declaredEndurance ?? 0;
			ratioText = m.locke_log_ratio(
				{ firepower: firepower ?? 0, endurance: end, column: columnLabel(damageRatio(firepower ?? 0, end), locale) },
				o
			);
		}
		// Death (§5.1): recorded, or — in older logs — a damage above the declared endurance.
		const died = p.died ?? (p.declaredEndurance !== null && p.damage.value > p.declaredEndurance);
		const death = died ? ` — ${m.locke_died({ name: publicName(state, p.target, locale) }, o)}` : '';
		return `${head}${sync}: ${ratioText}, ${readText(p.damage, locale)}${death}`;
	},
	'locke/meleeResolved': (p, locale, state) => {
		const o = { locale };
		const head = m.locke_log_melee_head(
			{ attacker: publicName(state, p.attacker, locale), target: publicName(state, p.target, locale) },
			o
		);
		if (p.outcome !== 'hit' || p.targetSide === null || p.attackerDamage === null)
			return `${head}: ${outcomeText(p.outcome, locale)}${interferedBy(p.interferers, locale, state)}`;
		const { firepower: fa, shift: sa } = declaredSide(p.attackerSide);
		const { firepower: fb, shift: sb } = declaredSide(p.targetSide);
		const base = meleeRatios({ firepower: fa }, { firepower: fb });
		const shifted = meleeRatios({ firepower: fa, shift: sa }, { firepower: fb, shift: sb });
		const one = (
			f: number,
			d: number,
			b: DamageColumn,
			r: DamageColumn,
			read: DamageRead,
			to: MeleeSideInput,
			name: string
		) => {
			const start = m.locke_log_melee_ratio({ firepower: f, other: d, column: columnLabel(b, locale) }, o);
			const by = columnShift(b, r);
			const shift =
				by !== 0
					? ` → ${m.locke_log_melee_shift({ by: by > 0 ? `+${by}` : `−${-by}` }, o)} → ${columnLabel(r, locale)}`
					: '';
			// A 1:2以下 column reached by a shift, not by a ratio under 1, says so (the shift line above).
			// Death (§5.1): the damage above the endurance declared behind the firepower.
			const death = read.value > to.declared ? ` — ${m.locke_died({ name }, o)}` : '';
			return `${start}${shift}, ${readText(read, locale)}${death}`;
		};
		let text = `${head}: ${one(fa, fb, base.aDeals, shifted.aDeals, p.attackerDamage, p.targetSide, publicName(state, p.target, locale))}`;
		if (p.counter && p.targetDamage)
			text += ` / ${m.locke_log_counter({ name: publicName(state, p.target, locale) }, o)}: ${one(fb, fa, base.bDeals, shifted.bDeals, p.targetDamage, p.attackerSide, publicName(state, p.attacker, locale))}`;
		return text;
	},
	'locke/escaped': (p, locale, state) =>
		p.interfered
			? m.locke_log_escape_interfered({ name: publicName(state, p.who, locale), level: p.level }, { locale }) +
				interferedBy(p.interferers, locale, state)
			: m.locke_log_escaped({ name: publicName(state, p.who, locale), level: p.level }, { locale }),
	'locke/cardPlayed': (p, locale, state) =>
		p.reaction === true
			? m.locke_log_card_reaction(
					{ name: publicName(state, p.who, locale), level: p.level, note: p.note || '—' },
					{ locale }
				)
			: m.locke_log_card_played(
					{ name: publicName(state, p.who, locale), level: p.level, note: p.note || '—' },
					{ locale }
				),
	'locke/cardDiscarded': (p, locale, state) =>
		m.locke_log_card_discarded({ name: publicName(state, p.who, locale) }, { locale }),
	'locke/combatTurnEnded': (p, locale, state) =>
		m.locke_log_combat_turn_ended({ name: publicName(state, p.who, locale) }, { locale }),
	'locke/roundEnded': (p, locale, state) => {
		const o = { locale };
		if (p.outcome === 'no_attack' || p.outcome === 'no_will' || p.outcome === 'too_few')
			return m.locke_log_round_ended_combat_over({ round: p.round, reason: combatEndText(p.outcome, locale) }, o);
		const list =
			p.hands
				.filter((h) => h.discard > 0 || h.draw > 0)
				.map((h) =>
					m.locke_log_hand_change({ name: publicName(state, h.who, locale), discard: h.discard, draw: h.draw }, o)
				)
				.join(locale === 'ja' ? '、' : ', ') || m.locke_log_no_hand_change({}, o);
		if (p.outcome === 'deck_out') {
			const owed = p.hands.reduce((s, h) => s + h.draw, 0);
			return m.locke_log_round_ended_deck_out({ round: p.round, owed }, o);
		}
		return m.locke_log_round_ended({ round: p.round, list }, o);
	},
	'locke/combatEnded': (_p, locale) => m.locke_log_combat_ended({}, { locale }),
	'locke/rebalanceStepped': (p, locale) =>
		p.stage === 'after_change'
			? m.locke_log_rebalance_changed({}, { locale })
			: m.locke_log_rebalance_redealt({}, { locale }),
	'locke/deckCounted': (p, locale) => m.locke_log_deck_counted({ n: p.cards }, { locale })
};

/** Who interfered with a teleport escape (§5.4), when the event names them. */
function interferedBy(
	list: PayloadOf<'locke/escaped'>['interferers'],
	locale: Locale,
	state: LockeState | undefined
): string {
	if (!list || list.length === 0) return '';
	const who = list.map((x) => `${publicName(state, x.who, locale)} Lv${x.level}`).join(locale === 'ja' ? '、' : ', ');
	return ` (${m.locke_log_interferers({ names: who }, { locale })})`;
}

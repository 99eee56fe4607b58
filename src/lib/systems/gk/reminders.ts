/**
 * What the phase console reminds the GK of at the moment it applies — the rules the seed states
 * whose working it leaves to the table, and the app's own open settings. Pure: read off the state.
 *
 * - カウンター待受: whoever waits to counter (its condition may be met in any phase).
 * - 能力休み明け: in its faction's phase, a character whose rest just ended.
 * - フィールド設置型: 「「敵の範囲内への侵入時」「自軍フェイズ開始時」に成功判定」 — at its faction's
 *   phase start, and after an enemy of the owner moved (the range is the GK's: the seed gives none).
 * - パッシブ: 「ゲーム開始時、または初登場時にアクティブと同じ処理」 — from the first phase on, until processed.
 * - 状態異常: in its faction's phase, each one a character carries (its effect is the GK's).
 * - 精神減少DP: 「効果によってキャラクターが死亡した場合、ここで味方の精神減少DPが発生」 — right
 *   after an effect left someone 瀕死 or dead (what it is, the seed does not say).
 * - 再行動: a character that may act once more this phase.
 * - 生存判定: a character whose survival check is due.
 * - 移動力: the group has not chosen its movement scale yet.
 */
import { unableToAct } from './condition';
import { actionsThisPhase } from './standing';
import type { GkState } from './state';

export type Reminder =
	| { kind: 'movementUnset' }
	| { kind: 'survival'; character: string }
	| { kind: 'waiting'; character: string }
	| { kind: 'restOver'; character: string }
	| { kind: 'fieldPhase'; character: string }
	| { kind: 'fieldEntered'; character: string; mover: string }
	| { kind: 'passive'; character: string }
	| { kind: 'status'; character: string; status: string }
	| { kind: 'mentalDp'; characters: string[] }
	| { kind: 'reAct'; character: string };

export function reminders(state: GkState): Reminder[] {
	const out: Reminder[] = [];
	const phase = state.phase;
	const chars = Object.values(state.characters);
	if (state.settings.movementFormula === null) out.push({ kind: 'movementUnset' });
	for (const c of chars) if (c.survival === 'due') out.push({ kind: 'survival', character: c.id });
	const l = state.lastAbility;
	if (l && l.seq === state.seq && l.fell.length) out.push({ kind: 'mentalDp', characters: [...l.fell] });
	if (!phase) return out;
	const own = (id: string) => state.characters[id]?.controlledBy === phase.faction;
	const last = phase.actions.at(-1);
	const mover = last && !last.cancelled && last.cost > 0 ? state.characters[last.character] : undefined;
	for (const c of chars) {
		if (c.status === 'dead') continue;
		if (c.waiting) out.push({ kind: 'waiting', character: c.id });
		if (own(c.id) && c.restOverIn === phase.number) out.push({ kind: 'restOver', character: c.id });
		if (c.field && own(c.id)) out.push({ kind: 'fieldPhase', character: c.id });
		if (c.field && mover && mover.faction !== c.faction)
			out.push({ kind: 'fieldEntered', character: c.id, mover: mover.id });
		if (c.ability?.style === 'passive' && !c.passiveDone && unableToAct(c) === null)
			out.push({ kind: 'passive', character: c.id });
		if (own(c.id)) for (const st of c.statuses) out.push({ kind: 'status', character: c.id, status: st });
		const { taken, allowed } = actionsThisPhase(state, c.id);
		if (allowed > 1 && taken < allowed) out.push({ kind: 'reAct', character: c.id });
	}
	return out;
}

/**
 * 特殊攻撃 (seed 「「特殊攻撃」の処理手順」): the hit check, then 「発生したダメージ分だけ攻撃を
 * 受けたキャラの体力を減少させます」 — the damage comes off 体力, the stat (the seed's example:
 * 「残り体力:5-3=2」), not the engagement HP. 体力 brought to 0 or below is 瀕死, its survival
 * check due (data/fixed-points: special_attack_dying). Logs recorded before took it off HP.
 */
import { d100Succeeds, specialAttackDamage, specialAttackHitChance } from '../checks';
import { fallen, fitTarget, unableToAct } from '../condition';
import type { GkEvent } from '../events';
import type { GkCharacter, GkState } from '../state';
import { done, no, withCharacters, type Done, type GkRefused } from './shared';

type Payload = Extract<GkEvent, { type: 'gk/specialAttackRecorded' }>['payload'];

/** Alive and not waiting for a survival check: who could take part in logs recorded before. */
const legacyActive = (c: GkCharacter) => c.status !== 'dead' && c.survival !== 'due';

export function reduceSpecialAttack(state: GkState, p: Payload, legacy: boolean): Done | GkRefused {
	const at = state.characters[p.attacker.id];
	const tg = state.characters[p.target.id];
	if (!at || !tg) return no('gk/unknown_character');
	if (at.id === tg.id) return no('gk/self_engagement');
	if (legacy ? !legacyActive(at) || !legacyActive(tg) : unableToAct(at) !== null)
		return no('gk/cannot_fight', { name: at.name, why: unableToAct(at) ?? '' });
	if (!legacy && !fitTarget(tg)) return no('gk/bad_target');
	const chance = specialAttackHitChance(at.stats.ATK, tg.stats.DEF);
	const hit = d100Succeeds(p.roll, chance);
	const damage = hit ? specialAttackDamage(at.stats.ATK, tg.stats.DEF, state.settings.specialAttackMinimum) : 0;
	const seq = state.seq + 1;
	const base = { seq, attacker: at.id, target: tg.id, chance, roll: p.roll, hit, damage };
	if (legacy) {
		const hpAfter = tg.hp - damage;
		const next = hpAfter <= 0 ? fallen({ ...tg, hp: hpAfter }) : { ...tg, hp: hpAfter };
		const log = { ...base, stat: 'HP' as const, before: tg.hp, after: hpAfter, dying: hpAfter <= 0 };
		return done({ ...withCharacters(state, next), seq, lastSpecialAttack: log });
	}
	const before = tg.stats.VIT;
	const after = before - damage;
	// Damage ends the counter state (「2.ダメージを受ける」).
	const hurt: GkCharacter = { ...tg, stats: { ...tg.stats, VIT: after }, counter: damage > 0 ? false : tg.counter };
	const dying = hit && after <= 0 && tg.status !== 'dead';
	const next = dying ? { ...fallen(hurt), vitDown: true } : hurt;
	const log = { ...base, stat: 'VIT' as const, before, after, dying };
	return done(
		{ ...withCharacters(state, next), seq, lastSpecialAttack: log },
		{ chance, hit, damage, vit: { before, after }, dying }
	);
}

/**
 * 7. 改心 (§4.1 支援フェイズ), through the convert command and the real reducer: tracked and refused
 * with the reason, not a free edit.
 */
import { describe, expect, it } from 'vitest';
import { TestSession } from '$tests/factories/session.svelte';
import { apply, combatAtTurns, playingState, ref, roll, total } from '$tests/factories/locke';
import { c, ev, refusalOf } from '$tests/factories/locke-reduce';
import { character } from '../derive';
import type { LockeState } from '../state';
import { locke } from '..';

const session = (state: LockeState = playingState()) => new TestSession(locke, { state });
/** ロック1 (p1, GOOD, ESP level 6) holds the turn; ナガト (p2) is EVIL. */
const convert = (
	over: Partial<{ target: string; declared: number | null; convertible: boolean; total: number }> = {}
) => ({
	by: 'p1',
	target: over.target ?? 'p2',
	declared: over.declared ?? null,
	roll: total(over.total ?? 5),
	convertible: over.convertible ?? true
});

describe('改心', () => {
	it('「改心を行うキャラクターは自分のキャラクターシートをオープンし、ESPレベルチェックを行う。成功した場合、そのキャラクターが改心を受けるキャラクターであるならば、アライメントが変化する」', async () => {
		// Arrange
		const s = session();
		// Act: 2D6 = 5 ≤ 6, ナガト can be converted
		await s.dispatch('convert', convert());
		// Assert
		expect(s.events[0]).toEqual({
			type: 'locke/conversionAttempted',
			payload: {
				by: ref('p1'),
				target: ref('p2'),
				declared: 6,
				roll: total(5),
				convertible: true,
				alignmentAfter: 'GOOD'
			}
		});
		expect(character(s.state, 'p1')!.sheetOpen).toBe(true);
		expect(character(s.state, 'p2')).toMatchObject({ alignment: 'GOOD', conversions: ['GOOD'] });
	});

	it('a failed check, or a target whose sheet says no, changes nothing but counts as the camp’s one try', async () => {
		const failed = session();
		await failed.dispatch('convert', convert({ total: 9 }));
		expect(failed.events[0]!.payload).toMatchObject({ alignmentAfter: null });
		expect(character(failed.state, 'p2')).toMatchObject({ alignment: 'EVIL', conversions: ['GOOD'] });
		const unmoved = session();
		await unmoved.dispatch('convert', convert({ convertible: false, total: 2 }));
		expect(character(unmoved.state, 'p2')!.alignment).toBe('EVIL');
	});

	it('「全てのキャラクターは、「各陣営から1度ずつ」しか改心行動を行われない」: a second GOOD try on エルミ is refused; the EVIL camp may still try', async () => {
		// Arrange: ロック1 (GOOD) tries on エルミ (p5) and fails
		const s = session();
		await s.dispatch('convert', convert({ target: 'p5', total: 12 }));
		// Act / Assert
		expect(await s.dispatch('convert', convert({ target: 'p5' }))).toMatchObject({
			refusal: 'locke/conversion_camp_used',
			params: { name: 'エルミ', camp: 'GOOD' }
		});
		// In a combat, ライオット (EVIL) acts first: its support action may be 改心 on エルミ.
		const fight = session(combatAtTurns(s.state, ['p4', 'p1', 'p5']));
		expect(await fight.dispatch('convert', { ...convert({ target: 'p5', total: 3 }), by: 'p4' })).toBeNull();
		expect(character(fight.state, 'p5')).toMatchObject({ alignment: 'EVIL', conversions: ['GOOD', 'EVIL'] });
	});

	it('「SPECIALキャラクターは基本的に改心を行えない」; a level above one’s own, oneself, the dead and the one not acting are refused', async () => {
		// エルミ (p5) is SPECIAL.
		const special = apply(
			playingState(),
			ev('locke/turnEnded', { who: ref('p1'), next: ref('p3') }),
			ev('locke/turnEnded', { who: ref('p3'), next: ref('p5') })
		);
		expect(refusalOf(special, conversionBy('p5', 'p1', special))).toBe('locke/special_cannot_convert');
		const s = session();
		expect(await s.dispatch('convert', convert({ declared: 7 }))).toMatchObject({
			refusal: 'locke/declared_level_above'
		});
		expect(await s.dispatch('convert', convert({ target: 'p1' }))).toMatchObject({ refusal: 'locke/conversion_self' });
		expect(refusalOf(playingState(), conversionBy('p3', 'p2', playingState()))).toBe('locke/out_of_turn');
		const dead = apply(playingState(), ev('locke/statusSet', { who: ref('p2'), status: 'dead' }));
		expect(refusalOf(dead, conversionBy('p1', 'p2', dead))).toBe('locke/character_dead');
		expect(s.events).toHaveLength(0);
	});

	it('an event whose recorded outcome is not what the rules give is refused (an import, a forged line)', () => {
		const forged = ev('locke/conversionAttempted', {
			by: ref('p1'),
			target: ref('p2'),
			declared: 6,
			roll: roll(6, 6),
			convertible: true,
			alignmentAfter: 'GOOD'
		});
		expect(refusalOf(playingState(), forged)).toBe('locke/outcome_mismatch');
	});

	it('the alignment is no longer a free edit in play; a game recorded before keeps its free edits', () => {
		const edit = ev('locke/alignmentChanged', { who: ref('p2'), alignment: 'GOOD' });
		expect(refusalOf(playingState(), edit)).toBe('locke/alignment_by_conversion');
		expect(c(apply(playingState('legacy'), edit), 'p2').alignment).toBe('GOOD');
	});
});

/** A conversion event as the command would build it on this state. */
function conversionBy(by: string, target: string, state: LockeState) {
	const t = character(state, target)!;
	return ev('locke/conversionAttempted', {
		by: ref(by),
		target: ref(target),
		declared: 2,
		roll: total(2),
		convertible: true,
		alignmentAfter: t.alignment === character(state, by)!.alignment ? null : character(state, by)!.alignment
	});
}

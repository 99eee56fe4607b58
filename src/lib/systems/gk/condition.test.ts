/**
 * Who can act and fight: one rule (`condition.ts`) that the reducer, the console's preconditions
 * and the engagement list share (issue 21 point 7, issue 23 point 7).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { gkOk, gkRefusal, gkRun, gkWorld } from '$tests/factories/gk-play';
import { canBeEngaged, canEngage, engagers, opponentsOf, unableToAct, unableToBeEngaged } from './condition';
import { failingPreconditions } from './standing';
import type { GkCharacter, GkState } from './state';

type Shape = Pick<GkCharacter, 'status' | 'withdrawn' | 'incapacitated'>;
const shapes: [Shape, string | null, string | null][] = [
	[{ status: 'active', withdrawn: false, incapacitated: false }, null, null],
	[{ status: 'active', withdrawn: false, incapacitated: true }, 'incapacitated', null],
	[{ status: 'active', withdrawn: true, incapacitated: false }, 'withdrawn', 'withdrawn'],
	[{ status: 'dying', withdrawn: false, incapacitated: false }, 'dying', 'dying'],
	[{ status: 'dead', withdrawn: false, incapacitated: false }, 'dead', 'dead']
];

describe('condition', () => {
	it('「死亡や行動不能ではない」, 瀕死, 戦線離脱: why a character cannot act, or be engaged', () => {
		const s = gkWorld();
		for (const [shape, act, engaged] of shapes) {
			const c = { ...s.characters.c1!, ...shape };
			expect([unableToAct(c), unableToBeEngaged(c)]).toEqual([act, engaged]);
		}
	});

	/** The world with B in A's square and B in one of the shapes. */
	const withB = (shape: Shape): GkState => {
		const s = gkWorld();
		return { ...s, characters: { ...s.characters, c2: { ...s.characters.c2!, ...shape, at: [0, 0] } } };
	};
	test.prop([fc.constantFrom(...shapes.map((x) => x[0])), fc.constantFrom(...shapes.map((x) => x[0]))])(
		'the reducer, the engagement list and the console agree',
		(sa, sb) => {
			const s0 = withB(sb);
			const s: GkState = { ...s0, characters: { ...s0.characters, c1: { ...s0.characters.c1!, ...sa } } };
			const a = s.characters.c1!;
			const b = s.characters.c2!;
			const listed = engagers(s).some((c) => c.id === 'c1') && opponentsOf(s, a).some((c) => c.id === 'c2');
			const refused = gkRefusal(
				gkRun(s, 'engagementRound', { a: 'c1', b: 'c2', rolls: { a: { die: 4 }, b: { die: 4 } } })
			);
			expect(listed).toBe(canEngage(a) && canBeEngaged(b));
			expect(refused === null).toBe(listed);
			const phased = gkOk(gkRun(s, 'startPhase', { faction: 'f1' }));
			expect(failingPreconditions(phased, phased.characters.c1!).includes(4)).toBe(!canEngage(a));
		}
	);

	it('a survivor of 瀕死 is shown, refused and left out alike; healed above 0 it is back', () => {
		let s = withB({ status: 'active', withdrawn: false, incapacitated: false });
		s = {
			...s,
			characters: { ...s.characters, c2: { ...s.characters.c2!, hp: -2, status: 'dying', survival: 'passed' } }
		};
		expect(opponentsOf(s, s.characters.c1!)).toEqual([]);
		expect(gkRefusal(gkRun(s, 'engagementApp', { a: 'c1', b: 'c2', all: false }))).toMatchObject({
			refusal: 'gk/cannot_fight',
			params: { name: 'B', why: 'dying' }
		});
		const healed = { ...s.characters.c2!, ability: null };
		const a = s.characters.c1!;
		s = gkOk(
			gkRun(
				{
					...s,
					characters: {
						...s.characters,
						c1: {
							...a,
							ability: {
								name: '癒し',
								style: 'active',
								activation: 90,
								success: 90,
								effects: [{ change: { stat: 'HP', amount: 10 } }]
							}
						},
						c2: healed
					}
				},
				'useAbility',
				{ character: 'c1', target: 'c2', activation: 1, success: 1 }
			)
		);
		expect(s.characters.c2).toMatchObject({ hp: 8, status: 'active', survival: null });
		expect(opponentsOf(s, s.characters.c1!).map((c) => c.id)).toEqual(['c2']);
	});
});

import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { describeLocke } from './describe';
import { locke } from './index';
import { lockeEvents } from './events';
import {
	attack,
	combatAtTurns,
	melee,
	playingState,
	printed,
	roll,
	roundEnded,
	side,
	total
} from '../../../../tests/factories/locke';
import { apply, turnEnded } from '../../../../tests/factories/locke';
import { lockeEventSamples as SAMPLES } from '$tests/factories/samples';

describe('describeLocke', () => {
	it('an attack reads as the brief asks: names, firepower ÷ endurance = column, 2D6, damage', () => {
		// Arrange
		const d = attack('p2', 'p1', { level: 4, firepower: 20, declared: 5, damage: printed(roll(3, 4), 3) });
		// Act
		const ja = describeLocke(d, 'ja');
		const en = describeLocke(d, 'en');
		// Assert
		expect(ja).toBe('ナガト → ロック1(Lv4): 火力 20 ÷ 耐久 5 = 4:1, 2D6 = 7（3+4）、3 ダメージ(印刷の表から)');
		expect(en).toBe(
			'ナガト → ロック1 (Lv 4): firepower 20 ÷ endurance 5 = 4:1, 2D6 = 7 (3+4), 3 damage (from the printed chart)'
		);
	});

	it('a melee shows both columns with the [格闘:X] shift and the counterattack', () => {
		// Arrange
		const d = melee('p2', 'p1', {
			attackerSide: side(6, [{ x: 2 }]),
			targetSide: side(6, [{ x: 1 }]),
			counter: true,
			attackerDamage: printed(total(8), 2),
			targetDamage: printed(total(11), 0)
		});
		// Act
		const ja = describeLocke(d, 'ja');
		// Assert
		expect(ja).toBe(
			'格闘 ナガト → ロック1: 火力 6 ÷ 火力 6 = 1:1 → 格闘 +1 → 2:1, 2D6 = 8、2 ダメージ(印刷の表から) / 反撃 ロック1: 火力 6 ÷ 火力 6 = 1:1 → 格闘 −1 → 1:2以下, 2D6 = 11、0 ダメージ(印刷の表から)'
		);
	});

	it('blocked attacks, fixed columns and the rightmost column read clearly', () => {
		// Act
		const blocked = describeLocke(
			attack('p2', 'p1', { defence: { kind: 'defence', level: 5, via: 'card', espSpent: 5 }, outcome: 'blocked' }),
			'en'
		);
		const fixed = describeLocke(attack('p2', 'p1', { column: 0, damage: printed(total(7), 1) }), 'ja');
		const zero = describeLocke(attack('p2', 'p1', { firepower: 3, declared: 0, damage: printed(total(7), 4) }), 'ja');
		// Assert
		expect(blocked).toBe('ナガト → ロック1 (Lv 4): blocked');
		expect(fixed).toContain('[1:2以下]');
		expect(zero).toContain('火力 3 ÷ 耐久 0 = 最右列');
	});

	it('round end lists who discards and draws', () => {
		// Arrange
		let s = combatAtTurns(playingState(), ['p2', 'p1']);
		s = apply(s, attack('p2', 'p1'), turnEnded('p2'), turnEnded('p1'));
		// Act
		const text = describeLocke(roundEnded(s), 'ja');
		// Assert
		expect(text).toBe('ラウンド 1 終了 — ナガト 捨て0・補充1');
	});

	it('has a sentence for every event type in both languages', () => {
		// Arrange
		const types = Object.keys(lockeEvents);
		// Act / Assert: a type falling to `default` would echo the type
		for (const type of types) {
			const sample = SAMPLES[type];
			expect(sample, type).toBeDefined();
			for (const locale of ['ja', 'en'] as const)
				expect(describeLocke({ type, payload: sample }, locale)).not.toBe(type);
		}
	});
});

describe('the refusal texts (the shell words every refusal through them)', () => {
	it('translates every refusal code the reducer can return', () => {
		// Arrange: every 'locke/…' code written in the reducer's files
		const dir = new URL('./reducer/', import.meta.url);
		const source = readdirSync(dir)
			.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
			.map((f) => readFileSync(new URL(f, dir), 'utf8'))
			.join('\n');
		const codes = [...new Set([...source.matchAll(/refuse\('(locke\/[a-z_]+)'/g)].map((x) => x[1]!))];
		// Act / Assert
		expect(codes.length).toBeGreaterThan(60);
		for (const code of codes) {
			for (const locale of ['ja', 'en'] as const)
				expect(locke.explainRefusal({ refusal: code, params: {} }, locale), code).not.toBe(code);
		}
	});

	it('names the character and whose turn it is', () => {
		// Act
		const text = locke.explainRefusal(
			{ refusal: 'locke/out_of_turn', params: { name: 'ロック1', current: 'ナガト' } },
			'ja'
		);
		// Assert
		expect(text).toBe('ロック1 の手番ではありません。今は ナガト の手番です。');
	});
});

describe('the set-up problems on the Players tab', () => {
	it('are worded by the refusal texts, with their counts', () => {
		// Act
		const text = locke.explainRefusal(
			{ refusal: 'locke/composition_good_evil_unequal', params: { good: 3, evil: 1 } },
			'ja'
		);
		const many = locke.explainRefusal({ refusal: 'locke/composition_many_l', params: { count: 2 } }, 'en');
		// Assert
		expect(text).toBe('GOODとEVILが同数ではありません(GOOD 3、EVIL 1)。');
		expect(many).toContain('2');
	});
});

describe('the table view in the log, its groups and the undo label (issue 22.13)', () => {
	// The phone lies face up: ロック1 (あかり) and ナガト (ベン) have not opened their sheets.
	const onTable = playingState('seed', { tableView: true });
	const lines = (state?: Parameters<typeof describeLocke>[2]) =>
		[
			attack('p2', 'p1', { level: 4, firepower: 20, declared: 5, damage: printed(roll(3, 4), 9) }),
			turnEnded('p2'),
			{ type: 'locke/turnEnded', payload: { who: { id: 'p1', name: 'ロック1' }, next: { id: 'p3', name: 'ライザ' } } },
			{ type: 'locke/alignmentChanged', payload: { who: { id: 'p2', name: 'ナガト' }, alignment: 'GOOD' } },
			{
				type: 'locke/characterAdded',
				payload: { ...SAMPLES['locke/characterAdded']!, id: 'p1', player: 'あかり', name: 'ロック1' }
			}
		].map((d) => describeLocke(d, 'ja', state));

	it('each line names the player and hides the alignment; the undo label is the same sentence', () => {
		const text = lines(onTable).join('\n');
		for (const secret of ['ロック1', 'ナガト', 'ライザ', 'GOOD']) expect(text).not.toContain(secret);
		expect(lines(onTable)).toEqual([
			'ベン → あかり(Lv4): 火力 20 ÷ 耐久 5 = 4:1, 2D6 = 7（3+4）、9 ダメージ(印刷の表から) — あかり 死亡',
			'ベン の戦闘手番終了',
			'あかり のターン終了 → チカ',
			'ベン のアライメントが ? に(改心)',
			'あかり: キャラクターを追加(シートは伏せてある)'
		]);
		// The session bar's 「取り消し: …」 is the system's describe with the state now (platform undoLabel).
		expect(locke.describe(turnEnded('p2'), 'ja', onTable)).toBe('ベン の戦闘手番終了');
	});

	it('without the table view, or once a sheet is open, the names and alignments read as recorded', () => {
		expect(lines(playingState())[2]).toBe('ロック1 のターン終了 → ライザ');
		expect(lines()[3]).toBe('ナガト のアライメントが GOOD に(改心)');
		const opened = apply(onTable, { type: 'locke/sheetOpened', payload: { who: { id: 'p1', name: 'ロック1' } } });
		expect(lines(opened)[2]).toBe('ロック1 のターン終了 → チカ');
	});

	it('the log groups (「通常ターン」 titles, a combat’s participants) name the players too', () => {
		const path = [
			{ type: 'locke/gameStarted', payload: { first: { id: 'p1', name: 'ロック1' }, override: false } },
			{
				type: 'locke/combatStarted',
				payload: { ...SAMPLES['locke/combatStarted']!, square: '', participants: [{ id: 'p2', name: 'ナガト' }] }
			}
		].map((e, i) => ({ ...e, seq: i + 1, at: 0, sessionId: 's', parent: i }));
		const titles = locke.logGroups!(path, 'ja', onTable)
			.map((g) => g.title)
			.join(' ');
		expect(titles).toContain('あかり');
		expect(titles).toContain('ベン');
		expect(titles).not.toMatch(/ロック1|ナガト/);
	});
});

describe('a refusal on the phone lying on the table (issue 22.13)', () => {
	const onTable = playingState('seed', { tableView: true });
	const explain = (refusal: string, params: Record<string, string | number>, state = onTable) =>
		locke.explainRefusal({ refusal, params }, 'ja', state);

	it('names the players, not the characters', () => {
		const text = explain('locke/out_of_turn', { name: 'ロック1', current: 'ナガト' });
		expect(text).toBe('あかり の手番ではありません。今は ベン の手番です。');
	});

	it('a reason that is on the sheet (SPECIAL, the endurance, ESP left) is not given away', () => {
		for (const [code, params] of [
			['locke/special_cannot_declare', { name: 'ロック1' }],
			['locke/solo_only_special', { name: 'ナガト' }],
			['locke/declared_above_current', { name: 'ロック1', current: 12, declared: 15 }],
			['locke/not_enough_esp_power', { name: 'ナガト', need: 5, have: 2 }]
		] as const) {
			const text = explain(code, params);
			expect(text, code).not.toMatch(/ロック1|ナガト|SPECIAL|12|2\b/);
			expect(text, code).toMatch(/^(あかり|ベン) はこの行動を行えません。理由はキャラクターシートにあります/);
		}
	});

	it('without the table view, or with the sheet open, the refusal says everything', () => {
		expect(explain('locke/special_cannot_declare', { name: 'ロック1' }, playingState())).toContain(
			'ロック1 はSPECIALなので'
		);
		const opened = apply(onTable, { type: 'locke/sheetOpened', payload: { who: { id: 'p1', name: 'ロック1' } } });
		expect(explain('locke/declared_above_current', { name: 'ロック1', current: 12, declared: 15 }, opened)).toBe(
			'ロック1 は現在耐久力 12 より高く(15)宣言できません。'
		);
	});
});

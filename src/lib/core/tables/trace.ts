import type { Locale, TraceStep } from './types';

/*
 * The explanation of a lookup as one line, e.g.
 *   ja: 火力 14 ÷ 耐久 4 = 3 → 3:1 → 格闘 +1 → 4:1 → 2D6 = 8（3+5） → 3
 *   en: Firepower 14 ÷ Endurance 4 = 3 → 3:1 → Melee +1 → 4:1 → 2D6 = 8 (3+5) → 3
 * The few words needed live here (not in the app's i18n build) so that this module works on
 * its own. Japanese uses full-width brackets.
 */
const WORDS = {
	ja: {
		ratio: '比',
		shift: 'コラムシフト',
		clampedRight: '（上限）',
		clampedLeft: '（下限）',
		open: '（',
		close: '）',
		blank: '—（空欄）',
		unfilled: '?（未入力）'
	},
	en: {
		ratio: 'Ratio',
		shift: 'Column shift',
		clampedRight: ' (clamped)',
		clampedLeft: ' (clamped)',
		open: ' (',
		close: ')',
		blank: '— (blank)',
		unfilled: '? (not filled in)'
	}
} as const satisfies Record<Locale, Record<string, string>>;

const ARROW = ' → ';

export function formatTrace(steps: readonly TraceStep[], locale: Locale): string {
	const w = WORDS[locale];
	const parts: string[] = [];
	for (const step of steps) {
		switch (step.kind) {
			case 'ratio': {
				if (step.numerator !== undefined && step.denominator !== undefined) {
					const num = labelled(step.numeratorLabel?.[locale], step.numerator);
					const den = labelled(step.denominatorLabel?.[locale], step.denominator);
					parts.push(`${num} ÷ ${den} = ${num2str(step.ratio)}`);
				} else {
					parts.push(`${w.ratio} ${num2str(step.ratio)}`);
				}
				break;
			}
			case 'column':
				parts.push(step.label || step.columnId);
				break;
			case 'shift': {
				const sign = step.by > 0 ? `+${step.by}` : String(step.by);
				const clamp = step.clamped === 'right' ? w.clampedRight : step.clamped === 'left' ? w.clampedLeft : '';
				parts.push(`${step.reason?.[locale] ?? w.shift} ${sign}${clamp}`);
				parts.push(step.toLabel || step.to);
				break;
			}
			case 'roll': {
				let text = `${step.dice} = ${num2str(step.total)}`;
				const faces = step.faces ?? [];
				if (faces.length > 1 && step.dice !== 'D66') {
					const sum = faces.reduce((a, b) => a + b, 0);
					text += `${w.open}${faces.join(sum === step.total ? '+' : ', ')}${w.close}`;
				}
				parts.push(text);
				break;
			}
			case 'row':
				parts.push(step.label);
				break;
			case 'result': {
				if (step.unfilled) parts.push(w.unfilled);
				else if (step.blank) parts.push(w.blank);
				else
					parts.push([step.value === undefined ? '' : num2str(step.value), step.text ?? ''].filter(Boolean).join(' '));
				break;
			}
		}
	}
	return parts.join(ARROW);
}

function labelled(label: string | undefined, value: number): string {
	return label ? `${label} ${num2str(value)}` : num2str(value);
}

function num2str(n: number): string {
	if (n === Infinity) return '∞';
	if (n === -Infinity) return '-∞';
	return String(n);
}

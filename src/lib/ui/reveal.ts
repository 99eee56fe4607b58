import { scrollUnderBars } from './bars';

/**
 * Attachment for a step that replaces the form a person has just sent (PGT's first player after
 * マッチ開始; Locke's initiative after 戦闘開始): when the page
 * was scrolled down to that form's button — at 160 % text it is — the step arrives above the
 * window's top, under the session bar; it is brought to its start there. A step already in view,
 * or one shown on opening the page, is left where it is.
 */
export function revealStep(node: HTMLElement): () => void {
	if (typeof requestAnimationFrame !== 'function') return () => undefined;
	// Measured in the next frame, where the layout is made anyway, not in the middle of the tap's update.
	const frame = requestAnimationFrame(() => scrollUnderBars(node, true));
	return () => cancelAnimationFrame(frame);
}

import { afterEach, describe, expect, it } from 'vitest';
import { focusIsFree, releaseFocus } from './focus';

afterEach(() => document.body.replaceChildren());

function form() {
	const f = document.createElement('form');
	const b = document.createElement('button');
	f.append(b);
	const outside = document.createElement('button');
	document.body.append(f, outside);
	return { f, b, outside };
}

describe('releaseFocus: focus leaves a form its record will replace, and can come back', () => {
	it('blurs the focused element inside the form, and restores it on refusal', () => {
		const { f, b } = form();
		b.focus();
		const back = releaseFocus(f);
		expect(document.activeElement).toBe(document.body);
		back();
		expect(document.activeElement).toBe(b);
	});

	it('leaves focus elsewhere alone', () => {
		const { f, outside } = form();
		outside.focus();
		releaseFocus(f)();
		expect(document.activeElement).toBe(outside);
	});

	it('does not take focus back from where the person moved it meanwhile', () => {
		const { f, b, outside } = form();
		b.focus();
		const back = releaseFocus(f);
		outside.focus();
		back();
		expect(document.activeElement).toBe(outside);
	});

	it('does not focus an element that is gone', () => {
		const { f, b } = form();
		b.focus();
		const back = releaseFocus(f);
		f.remove();
		back();
		expect(document.activeElement).toBe(document.body);
	});
});

describe('focusIsFree: nothing holds focus', () => {
	it('is true on the body, false while an element holds it', () => {
		const { b } = form();
		expect(focusIsFree()).toBe(true);
		b.focus();
		expect(focusIsFree()).toBe(false);
		b.blur();
		expect(focusIsFree()).toBe(true);
	});
});

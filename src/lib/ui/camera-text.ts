/**
 * Why the camera could not start, in the user's language: the browser's own message
 * (「Requested device not found」) is English whatever the page's language, so the error's name
 * is what is read, never its message.
 */
import { m } from '$lib/paraglide/messages.js';

export function cameraErrorText(err: unknown): string {
	const name =
		err instanceof Error || (typeof err === 'object' && err !== null && 'name' in err)
			? String((err as { name: unknown }).name)
			: '';
	switch (name) {
		case 'NotFoundError':
		case 'OverconstrainedError':
			return m.ui_camera_none();
		case 'NotAllowedError':
		case 'SecurityError':
			return m.ui_camera_denied();
		case 'NotReadableError':
		case 'AbortError':
			return m.ui_camera_busy();
		default:
			return m.ui_camera_other();
	}
}

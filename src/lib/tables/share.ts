/*
 * Getting a file off the phone: the system share sheet (Web Share API with a File) where the
 * browser offers it, else a download.
 */

import { download } from '$lib/ui/download';

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** Whether this browser can share files (so the screen can offer a Share button). */
export function canShareFiles(): boolean {
	if (
		typeof navigator === 'undefined' ||
		typeof navigator.share !== 'function' ||
		typeof navigator.canShare !== 'function'
	)
		return false;
	try {
		return navigator.canShare({ files: [new File(['{}'], 'probe.json', { type: 'application/json' })] });
	} catch {
		return false;
	}
}

/**
 * Shares the file through the share sheet when possible; otherwise (or when sharing fails for
 * a reason other than the person closing the sheet) downloads it.
 */
export async function shareOrDownload(
	name: string,
	text: string,
	title: string,
	type = 'application/json'
): Promise<ShareOutcome> {
	if (canShareFiles()) {
		const file = new File([text], name, { type });
		try {
			await navigator.share({ files: [file], title });
			return 'shared';
		} catch (err) {
			if ((err as { name?: string })?.name === 'AbortError') return 'cancelled';
		}
	}
	download(name, text, type);
	return 'downloaded';
}

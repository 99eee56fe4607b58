/*
 * Getting a file off the phone: the system share sheet (Web Share API with a File) where the
 * browser offers it, else a download.
 */

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** Downloads `text` as a file named `name`. */
export function download(name: string, text: string, type = 'application/json'): void {
	const url = URL.createObjectURL(new Blob([text], { type }));
	const a = document.createElement('a');
	a.href = url;
	a.download = name;
	a.rel = 'noopener';
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether this browser can share files (so the screen can offer a Share button). */
export function canShareFiles(): boolean {
	if (typeof navigator === 'undefined' || typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function')
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
export async function shareOrDownload(name: string, text: string, title: string, type = 'application/json'): Promise<ShareOutcome> {
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

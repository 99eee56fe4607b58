import { exportSessions, markExported } from '$lib/db';
import { exportFileName } from '$lib/transfer/export';
import { download } from '$lib/ui/download';

/** The export file of the given sessions (everything when omitted) as the file the share sheet carries. */
export async function exportAsFile(ids?: string[], label = 'all'): Promise<File> {
	const text = JSON.stringify(await exportSessions(ids));
	return new File([text], exportFileName(label), { type: 'application/json' });
}

/**
 * Hands the export to the share sheet (Web Share with a file); where the browser cannot share
 * files it downloads instead. A cancelled share is not an error.
 */
export async function shareExport(ids?: string[], label?: string): Promise<void> {
	const file = await exportAsFile(ids, label);
	if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
		try {
			await navigator.share({ files: [file], title: 'Sidetable' });
		} catch (err) {
			if (err instanceof DOMException && err.name === 'AbortError') return;
			throw err;
		}
	} else {
		download(file.name, await file.text(), 'application/json');
	}
	await markExported();
}

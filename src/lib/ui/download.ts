/** Saves `text` as a file named `name` through the browser's download (the one place that does). */
export function download(name: string, text: string, type = 'application/json'): void {
	const url = URL.createObjectURL(new Blob([text], { type }));
	const a = document.createElement('a');
	a.href = url;
	a.download = name;
	a.rel = 'noopener';
	document.body.append(a);
	a.click();
	a.remove();
	// Some browsers read the blob after click() returns: let it go a little later.
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

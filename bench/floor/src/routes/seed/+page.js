// Reads its query in the browser.
export const prerender = false;

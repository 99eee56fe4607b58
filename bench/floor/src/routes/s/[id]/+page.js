// Any session id: rendered in the browser from the database, as the app's session route is.
export const prerender = false;

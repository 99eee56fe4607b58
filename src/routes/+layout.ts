// A pure client-rendered SPA: every route is prerendered as the same shell.
export const prerender = true;
export const ssr = false;
export const trailingSlash = 'never';

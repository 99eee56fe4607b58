/**
 * The page's next idle moment, `timeout` ms at most; where there is no requestIdleCallback
 * (Safari), a task `fallback` ms later.
 */
export function whenIdle(timeout: number, fallback = 0): Promise<void> {
	return new Promise((resolve) =>
		typeof requestIdleCallback === 'function'
			? requestIdleCallback(() => resolve(), { timeout })
			: setTimeout(resolve, fallback)
	);
}

/**
 * Watches for a new service worker that is installed and waiting. Tiny and free of UI: the
 * prompt offering the reload (UpdatePrompt.svelte) loads only once there is something to offer,
 * so the first screen never pays for it. Never reloads mid-session on its own.
 */
class UpdateWatch {
	waiting = $state<ServiceWorker | null>(null);
	#reloading = false;
	#started = false;

	start(): void {
		if (this.#started || !('serviceWorker' in navigator)) return;
		this.#started = true;
		const sw = navigator.serviceWorker;
		sw.addEventListener('controllerchange', () => {
			// Only reload when the person asked for the update (accept()).
			if (this.#reloading) location.reload();
		});
		const track = (w: ServiceWorker | null) =>
			w?.addEventListener('statechange', () => {
				if (w.state === 'installed' && sw.controller) this.waiting = w;
			});
		const watch = (reg: ServiceWorkerRegistration) => {
			if (reg.waiting && sw.controller) this.waiting = reg.waiting;
			// Started after the first paint: an update may already be installing.
			track(reg.installing);
			reg.addEventListener('updatefound', () => track(reg.installing));
		};
		void sw.getRegistration().then((reg) => reg && watch(reg));
		document.addEventListener('visibilitychange', () => {
			if (document.visibilityState === 'visible')
				void sw.getRegistration().then((reg) => reg?.update().catch(() => undefined));
		});
	}

	accept(): void {
		this.#reloading = true;
		this.waiting?.postMessage({ type: 'SKIP_WAITING' });
	}

	later(): void {
		this.waiting = null;
	}
}

export const updateWatch = new UpdateWatch();

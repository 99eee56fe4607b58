/**
 * What runs before an open that would upgrade the stored schema, with the database still as the
 * older version wrote it (issue 14: a full backup first). The backup lives in a layer above this
 * one, so the database does not import it: the app sets the hook when it starts
 * (src/hooks.client.ts). No Dexie here, so setting it costs the first screen nothing.
 */
export type BeforeUpgrade = (name: string) => Promise<void>;

let hook: BeforeUpgrade | undefined;

/** Sets what every later pre-upgrade step runs (the app's backup); tests pass their own to SidetableDB. */
export function setBeforeUpgrade(run: BeforeUpgrade | undefined): void {
	hook = run;
}

/** Runs the hook the app set; nothing when none was set (a test, a page of its own such as the bench's). */
export const runBeforeUpgrade: BeforeUpgrade = (name) => (hook ? hook(name) : Promise.resolve());

import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SidetableDB } from './schema';
import { setBeforeUpgrade } from './upgrade-hook';
import { SCHEMA_VERSION } from './name';

const NAME = 'upgrade-hook-test';
let opened: SidetableDB | undefined;

/** A database as schema version 1 wrote it (native version 10), closed. */
async function writeV1(): Promise<void> {
	const bare = new Dexie(NAME);
	bare.version(1).stores({ sessions: 'id, updatedAt, systemId', tableCopies: 'hash' });
	await bare.open();
	bare.close();
}

afterEach(async () => {
	setBeforeUpgrade(undefined);
	opened?.close();
	opened = undefined;
	await Dexie.delete(NAME);
});

describe('the pre-upgrade hook the app sets (the database never imports the backup)', () => {
	it('runs once, before Dexie upgrades, when the app has set it', async () => {
		// Arrange
		await writeV1();
		const seen: (number | undefined)[] = [];
		setBeforeUpgrade(async (name) => {
			seen.push((await indexedDB.databases()).find((d) => d.name === name)?.version);
		});
		opened = new SidetableDB(NAME);
		// Act
		await opened.open();
		// Assert: the hook saw version 1 (× 10); the database is now the current version
		expect(seen).toEqual([10]);
		expect(opened.verno).toBe(SCHEMA_VERSION);
	});

	it('opens and upgrades all the same when no hook was set', async () => {
		// Arrange
		await writeV1();
		opened = new SidetableDB(NAME);
		// Act
		await opened.open();
		// Assert
		expect(opened.tables.map((t) => t.name)).not.toContain('tableCopies');
	});
});

import { describe, expect, it } from 'vitest';
import { isFullError, spaceUse } from './space';

describe('spaceUse: what takes the space when the device is full', () => {
	it("takes the database's share from Chromium's usageDetails when given", () => {
		const use = spaceUse(
			{ usage: 900, quota: 1000, usageDetails: { indexedDB: 500 } },
			[{ size: 200 }, { size: 100 }],
			50
		);
		expect(use).toEqual({ database: 500, backups: 300, backupCount: 2, journal: 50, percent: 90 });
		expect(spaceUse({ usage: 10, quota: 1000 }, [], 0).percent).toBeUndefined();
	});

	it('otherwise counts the database as the total less backups and journals', () => {
		expect(spaceUse({ usage: 1000 }, [{ size: 300 }], 100)).toEqual({
			database: 600,
			backups: 300,
			backupCount: 1,
			journal: 100,
			percent: undefined
		});
	});

	it('never reports a negative share, nor more than 100 %', () => {
		const use = spaceUse({ usage: 2000, quota: 1000 }, [{ size: 5000 }], 10);
		expect(use.database).toBe(0);
		expect(use.percent).toBe(100);
		expect(spaceUse(undefined, [], 0).database).toBe(0);
	});
});

describe('isFullError', () => {
	it("knows the database's QuotaExceededError, wrapped as Dexie wraps it", () => {
		const inner = new DOMException('full', 'QuotaExceededError');
		expect(isFullError({ name: 'AbortError', inner })).toBe(true);
	});

	it("knows the backup worker's report of one", () => {
		expect(isFullError(new Error('QuotaExceededError: The quota has been exceeded.'))).toBe(true);
	});

	it('leaves other failures alone', () => {
		expect(isFullError(new Error('NotFoundError: gone'))).toBe(false);
		expect(isFullError(new DOMException('x', 'InvalidStateError'))).toBe(false);
	});
});

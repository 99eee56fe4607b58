import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { openFailure } from './open-error';

describe('openFailure', () => {
	it('reads Dexie errors and the browser errors they wrap', () => {
		expect(openFailure(new Dexie.VersionError('stored version is newer'))).toBe('newer');
		expect(openFailure(new Dexie.OpenFailedError(new Dexie.VersionError('x')))).toBe('newer');
		expect(openFailure(new Dexie.MissingAPIError('no indexedDB'))).toBe('unavailable');
		expect(openFailure(new Dexie.DatabaseClosedError('closed'))).toBe('lost');
		expect(openFailure(new Dexie.OpenFailedError(new DOMException('checksum mismatch', 'UnknownError')))).toBe('lost');
		expect(openFailure('weird')).toBe('lost');
	});
});

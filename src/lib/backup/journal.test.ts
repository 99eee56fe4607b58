/**
 * The journal's identified lines (docs/live-table.md step 5): events recorded through the live
 * table's store go to the journal with their identity, read back beside today's seq lines, and
 * are compacted by identity once a full backup holds them.
 */
import { describe, expect, it } from 'vitest';
import { eventKey, mergeEvents, newStamp, stampCommand, type SyncEvent } from '$lib/core/sync';
import { added, adjusted } from '$tests/factories/counters';
import { compactIdentified, compactJournal, eventLines, headerLine, identifiedLines, readJournal } from './journal';

const header = { id: 's1', systemId: 'counters', name: 'Table', createdAt: 1 };
const ME = 'c0'.repeat(16);

function recorded(): SyncEvent[] {
	const one = stampCommand(newStamp(ME), [added('life', { initial: 20 })], 1000);
	const two = stampCommand(one.stamp, [adjusted('life', -1), adjusted('life', -2)], 1001);
	const tap = stampCommand(two.stamp, [adjusted('life', -1)], 1002).events[0]!;
	// A quick repeat joining that tap (db/log appendCommand): its run mark names the first tap.
	const repeat: SyncEvent = { ...tap, counter: tap.counter + 1, at: 1003, run: tap.counter };
	return [...one.events, ...two.events, tap, repeat];
}

describe('identified journal lines', () => {
	it('read back as written (group and run marks included), beside seq lines, skipping a line cut short', () => {
		// Arrange
		const events = recorded();
		const legacy = eventLines([
			{ sessionId: 's1', seq: 1, at: 5, type: 'counters/counterAdded', payload: {}, parent: 0 }
		]);
		const text = headerLine(header) + legacy + identifiedLines(events) + `{"device":"${ME}","counter":6,"clo`;
		// Act
		const j = readJournal(text);
		// Assert
		expect(j.header).toEqual(header);
		expect(j.identified).toEqual(events);
		expect(j.events.map((e) => e.seq)).toEqual([1]);
	});

	it('a line whose identity is malformed (not 128 bits of hex, a counter of 0) is not read as an event', () => {
		const bad = [
			JSON.stringify({ device: 'phone', counter: 1, clock: 1, at: 1, type: 't', payload: {} }),
			JSON.stringify({ device: ME, counter: 0, clock: 1, at: 1, type: 't', payload: {} }),
			JSON.stringify({ device: ME, counter: 1, clock: 1, at: 1, type: 't', payload: {}, group: { first: 'x' } })
		].join('\n');
		expect(readJournal(bad).identified).toEqual([]);
	});

	it('compaction by identity keeps only what the backup does not hold; a seq compaction keeps identified lines', () => {
		// Arrange
		const events = recorded();
		const text = headerLine(header) + identifiedLines(events);
		const held = new Set(events.slice(0, 2).map(eventKey));
		// Act
		const byIdentity = readJournal(compactIdentified(text, held));
		const bySeq = readJournal(compactJournal(text, 10));
		// Assert
		expect(byIdentity.header).toEqual(header);
		expect(byIdentity.identified.map(eventKey)).toEqual(events.slice(2).map(eventKey));
		expect(bySeq.identified).toEqual(events);
	});

	it('a journal written twice over (a retried append) merges to each event once', () => {
		const events = recorded();
		const j = readJournal(identifiedLines(events) + identifiedLines(events));
		expect(mergeEvents(j.identified).events).toEqual(events);
	});
});

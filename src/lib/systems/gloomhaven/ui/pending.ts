/**
 * An app draw the player has seen but not yet recorded (a 2nd edition pair to pick from, or a
 * reduction to enter after the card): its cards are kept on this device, on the system's shelf
 * (`session.device`), so a reload shows the same cards instead of drawing again. One text for
 * every session: `{ [sessionId]: { [deckId]: intent } }`; the command checks the kept cards are
 * still in the pile before anything is shown again.
 */
import type { DeviceShelf } from '$lib/systems/types';
import type { AttackIntent } from '../commands';

const SHELF = 'pending-draws';

type Kept = Record<string, Record<string, AttackIntent>>;

async function readAll(device: DeviceShelf): Promise<Kept> {
	try {
		const parsed: unknown = JSON.parse((await device.read(SHELF)) ?? '{}');
		return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Kept) : {};
	} catch {
		return {};
	}
}

/** The draw kept for this deck of this session, if any (its cards not yet checked). */
export async function readPending(device: DeviceShelf, session: string, deck: string): Promise<AttackIntent | null> {
	const kept = (await readAll(device))[session]?.[deck];
	return kept && Array.isArray(kept.cards) ? kept : null;
}

/** Keeps (or, with null, forgets) the draw for this deck of this session. A failed write only loses the reload. */
export async function keepPending(
	device: DeviceShelf,
	session: string,
	deck: string,
	intent: AttackIntent | null
): Promise<void> {
	const all = await readAll(device);
	const decks = { ...all[session] };
	if (intent) decks[deck] = intent;
	else delete decks[deck];
	if (Object.keys(decks).length) all[session] = decks;
	else delete all[session];
	await device.write(SHELF, JSON.stringify(all)).catch(() => undefined);
}

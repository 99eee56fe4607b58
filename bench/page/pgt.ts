// Pretty Good Tactics on the bench page: the session its bench module (bench/systems/pgt.mjs) opens.
import { pgtMatchLog } from '../pgt-log';
import { importLog } from './import-log';

export const pgtBench = {
	/** A best-of-three played out, then the rematch's round 1 begun: the field showing. */
	async makePgtSession() {
		return importLog('pgt', 'ベンチ: 3本勝負のあと', pgtMatchLog().drafts);
	}
};

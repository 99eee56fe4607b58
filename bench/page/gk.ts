// GK on the bench page: the session its bench module (bench/systems/gk.mjs) opens.
import { gkEngagementLog } from '../gk-log';
import { importLog } from './import-log';

export const gkBench = {
	/** A roster and techniques, then an engagement 24 rounds in, running (round 25 to roll). */
	async makeGkSession() {
		return importLog('gk', 'ベンチ: 25ラウンドの交戦', gkEngagementLog().drafts);
	}
};

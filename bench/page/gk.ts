// GK on the bench page: the session its bench module (bench/systems/gk.mjs) opens.
import { gkEngagementLog } from '../gk-log';
import { importLog } from './import-log';

export const gkBench = {
	/** A roster and techniques, then an engagement `rounds` rounds in (24: round 25, the last, to roll). */
	async makeGkSession(rounds = 24) {
		return importLog('gk', `ベンチ: 交戦${rounds}ラウンド`, gkEngagementLog(rounds).drafts);
	}
};

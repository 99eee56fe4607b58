/**
 * The bridge's view in words (messages in messages/ja.json and en.json, `sync_…`): the receipt
 * after a (re)connection — 「アキのスマホから 14 件を合わせました。消えたものはありません」 — and
 * the badge's status and waiting count. The screens (next round) show these lines.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/core/locale';
import type { BridgeStatus, BridgeView, Receipt } from './bridge';
import type { RefusalReason } from './check';

const REASONS: Record<RefusalReason, (o: { locale?: Locale }) => string> = {
	malformed: (o) => m.sync_refused_malformed({}, o),
	too_large: (o) => m.sync_refused_too_large({}, o),
	bad_payload: (o) => m.sync_refused_bad_payload({}, o),
	other_system: (o) => m.sync_refused_other_system({}, o),
	bad_group: (o) => m.sync_refused_bad_group({}, o),
	clock_leap: (o) => m.sync_refused_clock_leap({}, o),
	not_gm: (o) => m.sync_refused_not_gm({}, o)
};

/** A sending device as the table knows it: its member name, else 端末 + its first four digits. */
function who(device: string, name: string | undefined, locale?: Locale): string {
	return name ?? m.log_device_other({ id: device.slice(0, 4) || '?' }, { locale });
}

/**
 * The receipt's lines: one per device that events were merged from, one per device and reason
 * refused, then 消えたものはありません (a merge keeps everything this device held).
 */
export function receiptLines(receipt: Receipt, locale?: Locale, names: Record<string, string> = {}): string[] {
	const o = { locale };
	const lines = receipt.merged.map((r) =>
		m.sync_receipt_merged({ who: who(r.device, r.name ?? names[r.device], locale), count: r.count }, o)
	);
	if (lines.length === 0) lines.push(m.sync_receipt_nothing_new({}, o));
	const refused = new Map<string, { device: string; reason: RefusalReason; count: number }>();
	for (const r of receipt.refused) {
		const key = `${r.device} ${r.reason}`;
		const had = refused.get(key);
		refused.set(key, { device: r.device, reason: r.reason, count: (had?.count ?? 0) + 1 });
	}
	for (const r of refused.values())
		lines.push(
			m.sync_receipt_refused(
				{ who: who(r.device, names[r.device], locale), count: r.count, why: REASONS[r.reason](o) },
				o
			)
		);
	lines.push(m.sync_receipt_nothing_lost({}, o));
	return lines;
}

/** The badge's words: the connection, and how many events wait for what they depend on. */
export function statusText(view: Pick<BridgeView, 'status' | 'waiting'>, locale?: Locale): string {
	const o = { locale };
	const s: BridgeStatus = view.status;
	const base =
		s.kind === 'connecting'
			? m.sync_status_connecting({}, o)
			: s.kind === 'connected'
				? m.sync_status_connected({}, o)
				: s.kind === 'offline'
					? m.sync_status_offline({}, o)
					: s.reason === 'room'
						? m.sync_status_refused_room({}, o)
						: m.sync_status_refused_too_large({}, o);
	return view.waiting > 0 ? `${base} · ${m.sync_status_waiting({ count: view.waiting }, o)}` : base;
}

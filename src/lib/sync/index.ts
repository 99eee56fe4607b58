// The live table's client (issue 26): a shared session's bridge to the relay, loaded only for a
// shared session (the session controller imports it dynamically). Screens read `Bridge.view`
// (or subscribe) and word it with receiptLines / statusText.
export { Bridge, openBridge, isFinalClose } from './bridge';
export { checkArrived } from './check';
export { receiptLines, statusText } from './receipt';
export type { BridgeStatus, BridgeView, BridgeOptions, Receipt } from './bridge';
export type { RefusedEvent, RefusalReason } from './check';

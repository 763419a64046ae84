// The session's timed events as RxJS streams (issue 22). Import from '@shop/session/timed-events' (or load it
// with import()) so rxjs stays out of the start page's bundle.
export * from './heartbeat-beats';
export * from './inactivity-timeout';
export * from './debounced-saves';
export * from './other-tab-sign-out';
export * from './resend-countdown';
export * from './session-timed-events';

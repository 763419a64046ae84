export { OneTimeCode, type OneTimeCodeProps } from './OneTimeCode';
export { useOneTimeCode, type OneTimeCodeConfirmation, type UseOneTimeCodeOptions } from './use-one-time-code';
export {
  oneTimeCodeReducer,
  initialOneTimeCodeState,
  type OneTimeCodeState,
  type OneTimeCodeStatus,
} from './one-time-code-state';
export type { OneTimeCodeChannel } from './channels';
export { useCountdown } from './use-countdown';

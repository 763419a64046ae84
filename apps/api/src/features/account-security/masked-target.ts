import type { TwoFaChannel } from '@shop/contracts';

const HIDDEN = '•••';

/** Where a code went, as the page may show it: enough to recognise, not enough to learn. */
export function maskedTarget(channel: TwoFaChannel, target: string): string {
  if (channel === 'sms') {
    return target.length <= 6 ? HIDDEN : `${target.slice(0, 4)}${HIDDEN}${target.slice(-2)}`;
  }
  const at = target.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  const local = target.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : `${local.slice(0, 1)}${HIDDEN}${local.slice(-1)}`;
  return `${shown}${local.length <= 2 ? HIDDEN : ''}${target.slice(at)}`;
}

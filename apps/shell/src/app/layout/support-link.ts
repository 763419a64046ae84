/** Spec 1 section 2: a support address is a mailto link only if it looks like an email. */
export function supportHref(address: string): string {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? `mailto:${address}` : address;
}

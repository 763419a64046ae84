/** Leaves the shop for a page elsewhere (the payment provider's hosted page). */
export function goToExternalPage(url: string): void {
  window.location.assign(url);
}

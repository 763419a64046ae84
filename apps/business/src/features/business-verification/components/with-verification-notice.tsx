import type { ComponentType } from 'react';
import { isPlannedPage } from '@shop/ui';
import { BusinessVerificationNotice } from './BusinessVerificationNotice';

/** A business-area page with the document check's notice above it (nothing once the account is verified). */
export function withVerificationNotice(Page: ComponentType): ComponentType {
  // A planned page has nothing to order yet, and must stay recognisable as planned (livePagesOf).
  if (isPlannedPage(Page)) return Page;
  function WithVerificationNotice() {
    return (
      <>
        <div css={{ maxWidth: 1100, margin: '0 auto', padding: '16px 16px 0' }}>
          <BusinessVerificationNotice />
        </div>
        <Page />
      </>
    );
  }
  WithVerificationNotice.displayName = `WithVerificationNotice(${Page.displayName ?? Page.name})`;
  return WithVerificationNotice;
}

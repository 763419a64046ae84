import { StrictMode, type ReactNode } from 'react';
import { BrandThemeProvider } from '@shop/brand/react';
import { I18nextProvider, i18n } from '@shop/i18n/react';
import { GlobalStyles } from './layout/GlobalStyles';

/** Everything around the router, the same in the browser and on the server, so a rendered page hydrates as is. */
export function ShopRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrandThemeProvider>
          <GlobalStyles />
          {children}
        </BrandThemeProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

import type { Theme } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useCartState } from '../hooks/use-cart-state';
import { useTranslation } from '@shop/i18n/react';
import { DropdownPanel } from '../../../layout/menu/DropdownPanel';
import { CART_CLOSE_DELAY_MS, cardCountOf } from '../api/cart-lines';

// The list, total and checkout button load the first time the cart opens, not with the start page.
const CartPanel = lazy(() => import('./CartPanel'));

/** The header's cart: a badge with the number of cards, and the dropdown listing them. */
export function CartMenu() {
  const { t } = useTranslation('shell');
  const count = useCartState((state) => cardCountOf(state.cartItems));
  return (
    <DropdownPanel
      testId="cart-menu"
      buttonTestId="cart-button"
      accessibleName={t('cart.buttonName', { count })}
      hoverCloseDelayMs={CART_CLOSE_DELAY_MS}
      label={
        <>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" strokeWidth="2" />
            <circle cx="10" cy="20.5" r="1.5" fill="currentColor" />
            <circle cx="17" cy="20.5" r="1.5" fill="currentColor" />
          </svg>
          <span
            aria-hidden="true"
            data-testid="cart-count"
            css={(theme: Theme) => ({
              minWidth: 22,
              padding: '0 6px',
              borderRadius: 11,
              fontSize: '0.8125rem',
              lineHeight: '22px',
              textAlign: 'center',
              background: theme.colors.primary,
              color: theme.colors.primaryText,
            })}
          >
            {count}
          </span>
        </>
      }
    >
      {(close) => (
        <Suspense fallback={<p role="status">{t('cart.loading')}</p>}>
          <CartPanel close={close} />
        </Suspense>
      )}
    </DropdownPanel>
  );
}

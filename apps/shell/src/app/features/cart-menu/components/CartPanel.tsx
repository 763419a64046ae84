import { keyframes, type Theme } from '@emotion/react';
import { Link, useNavigate } from 'react-router';
import { brandStore, isSingleSignOnOnly } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { CHECKOUT_PATH_SUFFIX, DEFAULT_DRAFT_PATH, checkoutRouteFromCart } from '@shop/cart-engine';
import { useCartState } from '../hooks/use-cart-state';
import { useTranslation } from '@shop/i18n/react';
import { portalSignInUrl, rememberSsoReturnPath } from '@shop/session/portal-sign-in';
import { useSession } from '@shop/session/react';
import { Button } from '@shop/ui';
import { loginPathReturningTo } from '../../auth/api/next-path';
import { EMPTY_CART_SHAKE_MS, cartLineSummaries } from '../api/cart-lines';
import { useMoney } from '../hooks/use-money';

const shake = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-6px)' },
  '40%, 80%': { transform: 'translateX(6px)' },
});

/** The cart dropdown's content (spec 1 section 2): numbered lines, the total and the way to checkout. */
export default function CartPanel({ close }: { close: () => void }) {
  const { t } = useTranslation('shell');
  const unit = useUnit();
  const navigate = useNavigate();
  const money = useMoney();
  const items = useCartState((state) => state.cartItems);
  const total = useCartState((state) => state.totals.total);
  // The cart's currency once configured; the unit's until then.
  const currency = useCartState((state) => state.currency) || undefined;
  const isLoggedIn = useSession((state) => state.user !== null);

  if (items.length === 0) {
    return (
      <div
        data-testid="cart-empty"
        css={{
          textAlign: 'center',
          // The 500 ms shake tells the visitor there is nothing to check out yet.
          animation: `${shake} ${EMPTY_CART_SHAKE_MS}ms ease-in-out`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <p css={{ margin: '0 0 12px' }}>{t('cart.empty')}</p>
        <Link
          to="/"
          onClick={close}
          css={(theme: Theme) => ({ fontWeight: 600, color: theme.colors.primary, minHeight: 44 })}
        >
          {t('cart.emptyAction')}
        </Link>
      </div>
    );
  }

  const proceed = () => {
    const route = checkoutRouteFromCart({
      items,
      isSingleSignOn: isSingleSignOnOnly(unit),
      isLoggedIn,
      isGuestModeAllowed: unit.isEnableGuestMode,
      isGuestContinuationAllowed: false,
    });
    close();
    if (route.to === 'checkout') navigate(route.path);
    else if (route.to === 'login') {
      // Single sign-on: log in first, at the unit's portal when it has one, then on to the first line's
      // checkout (next step checkout).
      const checkout = `${items[0].data.draftPath || DEFAULT_DRAFT_PATH}${CHECKOUT_PATH_SUFFIX}`;
      const portal = portalSignInUrl(unit, window.location.origin, brandStore.getState().basePath);
      if (portal) {
        rememberSsoReturnPath(checkout);
        window.location.assign(portal);
      } else navigate(loginPathReturningTo(checkout));
    } else navigate('/');
  };

  return (
    <div>
      <h2 css={{ margin: '0 0 8px', fontSize: '1.0625rem' }}>{t('cart.title')}</h2>
      <ol
        data-testid="cart-lines"
        css={{ margin: 0, paddingInlineStart: 24, maxHeight: '50vh', overflowY: 'auto', display: 'grid', gap: 10 }}
      >
        {cartLineSummaries(items).map((line) => (
          <li key={line.id} data-testid="cart-line">
            <div css={{ display: 'flex', justifyContent: 'space-between', gap: 12, fontWeight: 600 }}>
              <span>
                <bdi>{line.productName}</bdi>
                {line.qty > 1 ? ` × ${line.qty}` : ''}
              </span>
              <span css={{ whiteSpace: 'nowrap' }}>{money(line.amount, currency)}</span>
            </div>
            <div css={{ fontSize: '0.875rem', color: '#4a5563' }}>
              {/* First-strong isolates: a name, email or phone number keeps its own direction in any language. */}
              {line.recipient ? t('cart.recipient', { name: `\u2068${line.recipient}\u2069` }) : t('cart.forYou')}
              {' · '}
              {t(`cart.delivery.${line.deliverType}`)}
            </div>
          </li>
        ))}
      </ol>
      <p
        css={(theme: Theme) => ({
          display: 'flex',
          justifyContent: 'space-between',
          margin: '12px 0',
          paddingTop: 8,
          borderTop: `1px solid ${theme.colors.surface}`,
          fontWeight: 700,
        })}
      >
        <span>{t('cart.total')}</span>
        <span data-testid="cart-total">{money(total, currency)}</span>
      </p>
      <Button onClick={proceed} css={{ width: '100%', justifyContent: 'center' }}>
        {t('cart.proceed')}
      </Button>
    </div>
  );
}

import { Link } from 'react-router';
import { useStore } from 'zustand';
import { CHECKOUT_PATH_SUFFIX, cartStore, DEFAULT_DRAFT_PATH } from '@shop/cart-engine';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import { actionLinkCss, ResultActions } from '../../result-layout/ResultCard';

/**
 * A payment that did not go through: the spec's text, and the cart as it was, with the way back to
 * its checkout (the first line's buying path, as the cart's own checkout button goes).
 */
export function FailedResult() {
  const { t } = useTranslation('orderResult');
  // The page's one cart store (a shared singleton) read directly: the /react entry's module would bring
  // a copy of its own into this remote when the shell has not loaded it yet.
  const items = useStore(cartStore, (state) => state.cartItems);
  const draftPath = items[0]?.data.draftPath.replace(/\/+$/, '') || DEFAULT_DRAFT_PATH;
  const count = items.reduce((sum, item) => sum + item.data.qty, 0);
  return (
    <>
      <div data-testid="order-failed-text">
        <FormAlert tone="error">{t('common:payment.failed')}</FormAlert>
      </div>
      <p data-testid="order-failed-cart">
        {items.length > 0 ? t('failed.cartKept', { items: count }) : t('failed.cartEmpty')}
      </p>
      <ResultActions>
        {items.length > 0 ? (
          <Link
            to={`${draftPath}${CHECKOUT_PATH_SUFFIX}`}
            css={actionLinkCss('primary')}
            data-testid="order-back-to-checkout"
          >
            {t('failed.backToCheckout')}
          </Link>
        ) : null}
        <Link to="/" css={actionLinkCss(items.length > 0 ? 'secondary' : 'primary')}>
          {t('home')}
        </Link>
      </ResultActions>
    </>
  );
}

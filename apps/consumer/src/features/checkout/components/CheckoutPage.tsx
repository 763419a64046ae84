import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { brandStore, checkoutAccess, allowsGuestCheckout, walletButtonOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { cartStore } from '@shop/cart-engine';
import { choosableMethods, confirmationMean, offersGiftCards, offersWallet } from '@shop/checkout';
import { cartOrderSource, usePlaceOrder } from '@shop/checkout/react';
import { useCartState } from '../hooks/use-cart-state';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { showOops } from '@shop/session';
import { portalSignInUrl, rememberSsoReturnPath } from '@shop/session/portal-sign-in';
import { useAudience, useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator, SubmitButton, apiErrorText, useLeaveConfirmation } from '@shop/ui';
import { StepBar } from '../../buying/components/StepBar';
import { goToExternalPage } from '../api/external-page';
import { placeOfFailure } from '../checkout-errors';
import { usePaymentMeans } from '../hooks/use-payment-means';
import { useWalletBalance } from '../hooks/use-wallet-balance';
import { useLineIssues } from '../hooks/use-line-issues';
import { GiftCardSection } from './GiftCardSection';
import { OrderLines } from './OrderLines';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { SignInGate } from './SignInGate';

/** /buying-friend/checkout, /buying-self/checkout, /phone-credit/checkout: the texts first, then the page. */
export function CheckoutPage() {
  const { t } = useTranslation('common');
  const texts = useNamespace('checkout');
  // The step bar's texts are the buying steps'.
  const stepTexts = useNamespace('buying');
  if (texts.state === 'loading' || stepTexts.state === 'loading') return <LoadingIndicator label={t('loading')} />;
  if (texts.state === 'failed' || stepTexts.state === 'failed') {
    const reload = () => {
      texts.reload();
      stepTexts.reload();
    };
    return (
      <div css={{ padding: 24 }}>
        <FormAlert tone="error">{t('genericError.message')}</FormAlert>
        <Button onClick={reload}>{t('retry')}</Button>
      </div>
    );
  }
  return <Checkout />;
}

function Checkout() {
  const { t } = useTranslation('checkout');
  const unit = useUnit();
  const audience = useAudience();
  const signedIn = audience !== 'guest';
  const custId = useSession((state) => (signedIn ? state.user?.custId : undefined)) || undefined;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useCartState((state) => state.cartItems);
  const coupons = useCartState((state) => state.couponList);
  const totals = useCartState((state) => state.totals);
  const [continuesAsGuest, setContinuesAsGuest] = useState(false);
  const access = checkoutAccess(unit, { signedIn, continuesAsGuest });
  const means = usePaymentMeans(custId ?? 'guest');
  const offered = means.state.status === 'ready' ? means.state.means.paymentMeans : [];
  const walletAllowed = walletButtonOf(unit, audience, null).shows && offersWallet(offered);
  const wallet = useWalletBalance(custId, walletAllowed);
  const [useWallet, setUseWallet] = useState(false);
  const methods = choosableMethods(offered);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = methods.some((method) => method.code === picked) ? picked : (methods[0]?.code ?? null);

  const place = usePlaceOrder(unit.buId, {
    goToResult: (path) => {
      leave.allowNextNavigation();
      void navigate(path);
    },
    goToProvider: goToExternalPage,
  });
  const leave = useLeaveConfirmation({
    onLeave: async () => {
      // Spec 1 "Leaving a buying page": on checkout pages the cart is cleared and the payment cancelled.
      await place.cancelPlacedOrder(custId);
      cartStore.getState().clearCart();
    },
  });
  const lineIssues = useLineIssues(items, place.failure, t);

  const walletBalance = wallet.status === 'ready' ? wallet.balance : 0;
  const walletAmount = useWallet ? Math.min(walletBalance, totals.total) : 0;
  const toPay = totals.total - walletAmount;
  const needsMethod = toPay > 0 && methods.length === 0;
  const failurePlace = place.failure ? placeOfFailure(place.failure) : null;
  const failureText = place.failure ? apiErrorText(place.failure.error, t) : null;
  const textAt = (where: string) => (failurePlace === where ? failureText : null);

  async function pay() {
    if (items.length === 0 || needsMethod || means.state.status !== 'ready') return;
    await place.placeOrder({
      source: cartOrderSource(items, { custId }),
      coupons,
      useWallet: useWallet && walletBalance > 0,
      walletAmount: walletBalance,
      mean: confirmationMean(chosen, useWallet && walletBalance > 0),
      custId,
      currency: unit.currency,
      means: offered,
    });
  }
  const payRef = useRef(pay);
  payRef.current = pay;

  // A refusal is about the choice it was given: changing the cart, the cards, the wallet or the means
  // takes it away.
  const choice = useRef({ items, coupons, useWallet, chosen });
  useEffect(() => {
    const before = choice.current;
    choice.current = { items, coupons, useWallet, chosen };
    const changed =
      before.items !== items ||
      before.coupons !== coupons ||
      before.useWallet !== useWallet ||
      before.chosen !== chosen;
    if (changed) place.clearFailure();
  }, [items, coupons, useWallet, chosen, place]);

  // The server wants a signed-in buyer (58007): back to the sign-in choice, the reason above it.
  useEffect(() => {
    if (failurePlace === 'signIn') setContinuesAsGuest(false);
  }, [failurePlace]);

  // A network failure (no answer) is the generic popup; Try again repeats the same attempt.
  useEffect(() => {
    if (failurePlace !== 'network') return;
    place.clearFailure();
    showOops({ retry: () => void payRef.current() });
  }, [failurePlace, place]);

  const loginPath = `/auth/login?${new URLSearchParams({ next: pathname })}`;
  // A unit that signs in only through its portal sends the visitor there, back to this checkout after.
  const portalUrl =
    access === 'singleSignOn' ? portalSignInUrl(unit, window.location.origin, brandStore.getState().basePath) : null;
  return (
    <div css={(theme: Theme) => ({ maxWidth: 1100, margin: '0 auto', padding: theme.space(4) })}>
      <h1 css={{ marginTop: 0 }}>{t('title')}</h1>
      <StepBar current="checkout" />
      {access !== 'checkout' ? (
        <>
          {textAt('signIn') ? <FormAlert tone="error">{textAt('signIn')}</FormAlert> : null}
          <SignInGate
            loginPath={loginPath}
            portalUrl={portalUrl}
            guestAllowed={allowsGuestCheckout(unit)}
            onContinueAsGuest={() => setContinuesAsGuest(true)}
            onLogIn={() => {
              if (portalUrl) rememberSsoReturnPath(pathname);
              leave.allowNextNavigation();
            }}
          />
          <OrderLines items={items} issues={lineIssues} disabled={false} />
        </>
      ) : (
        <div
          css={(theme: Theme) => ({
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
            gap: theme.space(6),
            alignItems: 'start',
            [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
          })}
        >
          <div>
            <OrderLines items={items} issues={lineIssues} disabled={place.placing} />
            {items.length > 0 && means.state.status === 'ready' ? (
              <>
                {offersGiftCards(offered) ? (
                  <GiftCardSection custId={custId} error={textAt('giftCards')} disabled={place.placing} />
                ) : null}
                <PaymentSection
                  methods={methods}
                  chosen={chosen}
                  onChoose={setPicked}
                  wallet={wallet}
                  useWallet={useWallet}
                  onUseWallet={setUseWallet}
                  error={textAt('payment') ?? (needsMethod ? t('payment.nothingCoversRest') : null)}
                  disabled={place.placing}
                />
              </>
            ) : null}
            {means.state.status === 'loading' ? <LoadingIndicator label={t('payment.loading')} /> : null}
            {means.state.status === 'failed' ? (
              <FormAlert tone="error">
                {apiErrorText(means.state.error, t)}{' '}
                <Button variant="secondary" onClick={means.reload}>
                  {t('retry')}
                </Button>
              </FormAlert>
            ) : null}
          </div>
          {items.length > 0 ? (
            <OrderSummary totals={totals} walletAmount={walletAmount} toPay={toPay}>
              {textAt('pay') ? <FormAlert tone="error">{textAt('pay')}</FormAlert> : null}
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void pay();
                }}
              >
                <SubmitButton
                  busy={place.placing}
                  busyLabel={t('summary.placing')}
                  aria-disabled={needsMethod || means.state.status !== 'ready' || undefined}
                  css={{ width: '100%', justifyContent: 'center' }}
                >
                  {toPay > 0 ? t('summary.pay') : t('summary.placeOrder')}
                </SubmitButton>
              </form>
            </OrderSummary>
          ) : null}
        </div>
      )}
      {leave.dialog}
    </div>
  );
}

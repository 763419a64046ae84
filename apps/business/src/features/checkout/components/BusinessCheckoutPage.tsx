import type { Theme } from '@emotion/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { cartStore } from '@shop/cart-engine';
import { usePlaceOrder } from '@shop/checkout/react';
import type { PaymentMean } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { showOops } from '@shop/session';
import { useSession } from '@shop/session/react';
import {
  Button,
  FormAlert,
  LoadingIndicator,
  SubmitButton,
  apiErrorText,
  placeServerError,
  useLeaveConfirmation,
  validationResolver,
} from '@shop/ui';
import { INVOICE_ADDRESS_FIELDS, invoiceAddressSchema, type InvoiceAddress } from '@shop/validation';
import { WithBusinessTexts } from '../../../shared/WithBusinessTexts';
import { pageCss } from '../../../shared/page-styles';
import { InvoiceAddressFields } from '../../invoice-address/components/InvoiceAddressFields';
import { EMPTY_INVOICE_ADDRESS, invoiceAddressFromProfile } from '../../invoice-address/invoice-address-prefill';
import { goToExternalPage } from '../api/external-page';
import { checkoutSourceOf, linesOfBuyingPath } from '../checkout-source';
import { placeOfFailure } from '../checkout-errors';
import { orderSourceFor, readinessOf } from '../checkout-readiness';
import { useCheckoutData } from '../hooks/use-checkout-data';
import { useQuotationRequest } from '../hooks/use-quotation-request';
import { EmployeeGiftNote } from './EmployeeGiftNote';
import { OrderSummary } from './OrderSummary';
import { PaymentMeansSection } from './PaymentMeansSection';
import { QuotationSentDialog } from './QuotationSentDialog';
import { sectionCss } from './section-styles';

const WALLET = '14';

/**
 * /b2b/buying/checkout and /b2b/buying-self/checkout: a business orders the cart lines of its buying
 * page, a checked recipient file (?file=) or a quotation (?quotation=), with its invoicing address and
 * one of the payment means its contract allows (decision 0028).
 */
export function BusinessCheckoutPage({ buyingPath }: { buyingPath: string }) {
  return (
    <WithBusinessTexts>
      <Checkout buyingPath={buyingPath} />
    </WithBusinessTexts>
  );
}

function Checkout({ buyingPath }: { buyingPath: string }) {
  const { t } = useTranslation('business');
  const common = useTranslation('common').t;
  const pageTitle = useTranslation('pages').t('business.checkout.title');
  const unit = useUnit();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const source = useMemo(() => checkoutSourceOf(new URLSearchParams(search)), [search]);
  const user = useSession((state) => state.user);
  const custId = user?.custId ?? '';
  const data = useCheckoutData({ source, buyingPath, custId, currency: unit.currency });
  const { means, offered, profile, wallet, file, view, giftCheck, items } = data;

  const form = useForm<InvoiceAddress>({
    defaultValues: { ...EMPTY_INVOICE_ADDRESS, invoiceCountryCode: unit.countryCode },
    resolver: validationResolver<InvoiceAddress>(invoiceAddressSchema),
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  // The address starts from the profile once it is in (once: what the buyer typed stays).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || profile.state.status === 'loading') return;
    prefilled.current = true;
    const known = profile.state.status === 'ready' ? profile.state.data : null;
    if (!formState.isDirty) reset(invoiceAddressFromProfile(known, unit.countryCode));
  }, [profile.state, formState.isDirty, reset, unit.countryCode]);

  const walletBalance = wallet.state.status === 'ready' ? wallet.state.data : null;
  // A wallet known to be short of the order's total cannot pay it: offered, said, not choosable.
  const walletShort = walletBalance !== null && view !== null && walletBalance < view.total;
  const usable = offered.filter((mean) => !(mean.code === WALLET && walletShort));
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = usable.some((mean) => mean.code === picked) ? picked : (usable[0]?.code ?? null);
  const place = usePlaceOrder(unit.buId, {
    goToResult: (path) => {
      leave.allowNextNavigation();
      void navigate(path);
    },
    goToProvider: goToExternalPage,
  });
  const quote = useQuotationRequest(custId, profile.state.status === 'ready' ? (profile.state.data?.email ?? '') : '');

  // The profile is fresher than the session about the document check.
  const verification =
    (profile.state.status === 'ready' ? profile.state.data?.businessVerification : undefined) ??
    user?.businessVerification;
  const unverified = verification === 'pending' || verification === 'refused';
  const readiness = readinessOf(source, data);
  const leave = useLeaveConfirmation({
    // An empty cart, an unknown file or quotation: nothing to lose, nothing to ask.
    enabled: readiness.kind === 'ready',
    onLeave: async () => {
      // Spec 1 "Leaving a buying page": the unpaid order is cancelled and, ordering the cart, this buying
      // path's lines leave the cart (a file or a quotation never put lines there; decision 0031).
      await place.cancelPlacedOrder(custId);
      if (source.kind !== 'cart') return;
      const cart = cartStore.getState();
      for (const line of linesOfBuyingPath(cart.cartItems, buyingPath)) cartStore.getState().deleteOrder(line.id);
    },
  });

  const failurePlace = place.failure ? placeOfFailure(place.failure) : null;
  const failureText = place.failure ? apiErrorText(place.failure.error, t) : null;
  // A refused address: each issue on its field, the spec's sentence above the form.
  useEffect(() => {
    if (!place.failure || failurePlace !== 'address') return;
    const placed = placeServerError(place.failure.error, INVOICE_ADDRESS_FIELDS, t);
    for (const [field, message] of Object.entries(placed.fields))
      setError(field as keyof InvoiceAddress, { type: 'server', message }, { shouldFocus: true });
  }, [place.failure, failurePlace, setError, t]);

  const submitOrder = async (invoice: InvoiceAddress) => {
    quote.reset();
    if (!chosen || readiness.kind !== 'ready' || unverified) return;
    const wallet = chosen === WALLET;
    await place.placeOrder({
      source: orderSourceFor(source, { custId, items, invoice }),
      coupons: [],
      useWallet: wallet,
      walletAmount: wallet && walletBalance !== null ? walletBalance : undefined,
      mean: chosen as PaymentMean,
      custId,
      currency: unit.currency,
      means: offered,
    });
  };
  const submitRef = useRef(submitOrder);
  submitRef.current = submitOrder;
  // No answer at all: the generic popup, whose Try again repeats the same attempt (same keys).
  useEffect(() => {
    if (failurePlace !== 'network') return;
    place.clearFailure();
    showOops({ retry: () => void handleSubmit((invoice) => submitRef.current(invoice))() });
  }, [failurePlace, place, handleSubmit]);

  const requestQuotation = handleSubmit(async (invoice) => {
    place.clearFailure();
    await quote.request(items, invoice);
  });
  const requestRef = useRef(requestQuotation);
  requestRef.current = requestQuotation;
  const { state: quoteState, reset: resetQuote } = quote;
  useEffect(() => {
    if (quoteState.status !== 'failed') return;
    const placed = placeServerError(quoteState.error, INVOICE_ADDRESS_FIELDS, t);
    for (const [field, message] of Object.entries(placed.fields))
      setError(field as keyof InvoiceAddress, { type: 'server', message }, { shouldFocus: true });
    // No answer: the spec's quotation failure popup (Oops, something went wrong, try again).
    if (quoteState.network) {
      resetQuote();
      showOops({ retry: () => void requestRef.current() });
    }
  }, [quoteState, resetQuote, setError, t]);
  const quoteFailureText =
    quote.state.status === 'failed' && !quote.state.network ? apiErrorText(quote.state.error, t) : null;

  const busy = place.placing || quote.state.status === 'sending';
  const blocked = unverified || readiness.kind !== 'ready' || !chosen;
  const loading = means.state.status === 'loading' || readiness.kind === 'loading';

  return (
    <div css={pageCss} data-testid="business-checkout">
      {/* The page's name in the shell's page list (and the document title). */}
      <h1 css={{ marginTop: 0 }}>{pageTitle}</h1>
      <p css={{ marginTop: 0 }}>
        <Link to={buyingPath} css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
          {t('checkout.backToBuying')}
        </Link>
      </p>
      {loading ? <LoadingIndicator label={t('checkout.loading')} /> : null}
      {readiness.kind === 'invalidLink' ? <FormAlert tone="error">{t('checkout.invalidLink')}</FormAlert> : null}
      {readiness.kind === 'problem' ? (
        <FormAlert tone="error">
          {apiErrorText(readiness.error, t)}{' '}
          {readiness.retry ? (
            <Button variant="secondary" onClick={readiness.retry}>
              {common('retry')}
            </Button>
          ) : null}
        </FormAlert>
      ) : null}
      {readiness.kind === 'empty' ? (
        <p data-testid="checkout-empty">
          {t('checkout.empty')} <Link to={buyingPath}>{t('checkout.backToBuying')}</Link>
        </p>
      ) : null}
      {readiness.kind === 'ready' ? (
        <form
          noValidate
          onSubmit={handleSubmit(submitOrder)}
          css={(theme: Theme) => ({
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)',
            gap: theme.space(6),
            alignItems: 'start',
            [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
          })}
        >
          <div>
            <div css={sectionCss}>
              {failurePlace === 'address' ? <FormAlert tone="error">{failureText}</FormAlert> : null}
              {/* Not typed into before the profile's address arrives: it would replace what was typed. */}
              <InvoiceAddressFields
                register={register}
                errors={formState.errors}
                disabled={busy || profile.state.status === 'loading'}
              />
            </div>
            {means.state.status === 'failed' ? (
              <FormAlert tone="error">
                {apiErrorText(means.state.error, t)}{' '}
                <Button variant="secondary" onClick={means.reload}>
                  {common('retry')}
                </Button>
              </FormAlert>
            ) : null}
            {means.state.status === 'ready' ? (
              <PaymentMeansSection
                means={offered}
                chosen={chosen}
                onChoose={(code) => {
                  setPicked(code);
                  place.clearFailure();
                }}
                wallet={wallet.state}
                walletShort={walletShort}
                error={failurePlace === 'payment' ? failureText : null}
                disabled={busy}
              />
            ) : null}
            <EmployeeGiftNote check={giftCheck} />
          </div>
          <OrderSummary view={view} file={file.state.status === 'ready' ? file.state.data : null}>
            {unverified ? <p data-testid="checkout-unverified">{t('checkout.unverified')}</p> : null}
            {failurePlace === 'order' ? <FormAlert tone="error">{failureText}</FormAlert> : null}
            {quoteFailureText ? <FormAlert tone="error">{quoteFailureText}</FormAlert> : null}
            <SubmitButton
              busy={place.placing}
              busyLabel={t('checkout.placing')}
              aria-disabled={blocked || undefined}
              data-testid="place-order"
              css={{ width: '100%', justifyContent: 'center' }}
            >
              {t('checkout.placeOrder')}
            </SubmitButton>
            {source.kind === 'cart' ? (
              <Button
                variant="secondary"
                data-testid="request-quotation"
                disabled={busy}
                aria-disabled={unverified || undefined}
                aria-busy={quote.state.status === 'sending' || undefined}
                onClick={() => {
                  if (!unverified) void requestQuotation();
                }}
                css={{ width: '100%', justifyContent: 'center', marginTop: 12 }}
              >
                {quote.state.status === 'sending' ? t('checkout.quotation.sending') : t('checkout.quotation.request')}
              </Button>
            ) : null}
          </OrderSummary>
        </form>
      ) : null}
      {quote.state.status === 'sent' ? <QuotationSentDialog emails={quote.state.emails} onClose={quote.reset} /> : null}
      {leave.dialog}
    </div>
  );
}

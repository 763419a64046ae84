import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator, useLeaveConfirmation } from '@shop/ui';
import { linkButtonCss, pageCss } from '../../../shared/page-styles';
import { WithBusinessTexts } from '../../../shared/WithBusinessTexts';
import { LargeOrderPanel } from '../../large-order/components/LargeOrderPanel';
import { useBusinessProfile } from '../../landing/hooks/use-business-profile';
import { BUSINESS_DRAFT_PATHS, type BusinessBuyingMode } from '../business-line';
import { useCardsInCart } from '../hooks/use-cards-in-cart';
import { BusinessLineForm } from './BusinessLineForm';
import { ChosenProduct } from './ChosenProduct';
import { ProductChooser } from './ProductChooser';

/**
 * /b2b/buying (cards for the company's staff or clients, card by card or from a file of recipients) and
 * /b2b/buying-self (cards sent to the signed-in contact): lines go to the shared cart, then the checkout.
 */
export function BuyingPage({ mode }: { mode: BusinessBuyingMode }) {
  return (
    <WithBusinessTexts>
      <BuyingContent mode={mode} />
    </WithBusinessTexts>
  );
}

interface Added {
  productName: string;
}

function BuyingContent({ mode }: { mode: BusinessBuyingMode }) {
  const { t } = useTranslation('business');
  const user = useSession((state) => state.user);
  const { state: profile } = useBusinessProfile(user?.custId ?? '');
  const cardsInCart = useCardsInCart();
  const [chosen, setChosen] = useState<ProductSummary | null>(null);
  const [added, setAdded] = useState<Added | null>(null);
  const [lineDirty, setLineDirty] = useState(false);
  // Spec 1 "Leaving a buying page": asked only while a line form holds input not yet in the cart.
  const leave = useLeaveConfirmation({ enabled: chosen !== null && added === null && lineDirty });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const checkoutPath = `${BUSINESS_DRAFT_PATHS[mode]}/checkout`;

  // Each step (a card chosen, a line added, back to the cards) is announced by focusing its heading.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [chosen, added]);

  const contact =
    profile.status === 'ready'
      ? {
          name: `${profile.profile.firstName} ${profile.profile.lastName}`.trim() || (user?.custName ?? ''),
          email: profile.profile.email,
        }
      : { name: user?.custName ?? '', email: '' };

  const restart = () => {
    setAdded(null);
    setChosen(null);
  };

  return (
    <div css={pageCss} data-testid={mode === 'self' ? 'business-buying-self' : 'business-buying'}>
      <h1 css={{ margin: 0 }}>{t(`buying.title.${mode}`)}</h1>
      <p css={{ fontSize: '1.125rem', lineHeight: 1.6 }}>{t(`buying.lead.${mode}`)}</p>
      {mode === 'others' ? (
        <nav aria-label={t('buying.ways.label')} css={waysCss}>
          <a href="#buying-cards">{t('buying.ways.cards')}</a>
          <a href="#buying-file">{t('buying.ways.file')}</a>
        </nav>
      ) : null}
      <section id="buying-cards" aria-labelledby="buying-cards-heading" css={sectionCss}>
        <h2 id="buying-cards-heading" ref={heading} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
          {mode === 'others' ? t('buying.ways.cards') : t('buying.cardsHeading')}
        </h2>
        {added ? (
          <div>
            <FormAlert tone="success">{t('buying.added', { name: added.productName })}</FormAlert>
            <div css={actionsCss}>
              <Link to={checkoutPath} css={linkButtonCss(true)}>
                {t('buying.toCheckout')}
              </Link>
              <Button variant="secondary" onClick={restart}>
                {t('buying.addAnother')}
              </Button>
            </div>
          </div>
        ) : (
          <>
            {cardsInCart > 0 ? (
              <p css={actionsCss}>
                <span>{t('buying.inCart', { cards: cardsInCart })}</span>
                <Link to={checkoutPath} css={linkButtonCss(false)}>
                  {t('buying.toCheckout')}
                </Link>
              </p>
            ) : null}
            {chosen ? (
              <div>
                <Button variant="secondary" onClick={() => setChosen(null)} css={{ marginBottom: 16 }}>
                  {t('buying.chooseAnother')}
                </Button>
                <div css={lineCss}>
                  {profile.status === 'loading' ? (
                    <LoadingIndicator label={t('buying.loadingContact')} />
                  ) : (
                    <BusinessLineForm
                      mode={mode}
                      product={chosen}
                      contact={contact}
                      cardsInCart={cardsInCart}
                      onAdded={() => setAdded({ productName: chosen.productName })}
                      onDirtyChange={setLineDirty}
                    />
                  )}
                  <ChosenProduct product={chosen} />
                </div>
              </div>
            ) : (
              <ProductChooser onChoose={setChosen} />
            )}
          </>
        )}
      </section>
      {mode === 'others' ? (
        <section id="buying-file" aria-labelledby="buying-file-heading" css={sectionCss}>
          <h2 id="buying-file-heading">{t('buying.ways.file')}</h2>
          <LargeOrderPanel custId={user?.custId ?? ''} />
        </section>
      ) : null}
      {leave.dialog}
    </div>
  );
}

const lineCss = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space(6),
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
});
const sectionCss = (theme: Theme) => ({ marginTop: theme.space(8) });
const actionsCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: theme.space(3),
});
const waysCss = (theme: Theme) => ({
  display: 'flex',
  gap: theme.space(4),
  a: { display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 },
});

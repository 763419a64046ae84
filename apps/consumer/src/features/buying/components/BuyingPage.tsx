import type { Theme } from '@emotion/react';
import { Suspense, lazy, startTransition, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, LoadingIndicator, Notice, useLeaveConfirmation } from '@shop/ui';
import { useCardsInCart } from '../../home/hooks/use-cards-in-cart';
import type { AmountFormOutput, AmountFormValues } from '@shop/validation';
import { initialPersonalisation } from '../buying-defaults';
import type { BuyingMode, DeliveryFormValues } from '../delivery-form';
import { useProductChoices } from '../hooks/use-product-choices';
import { DRAFT_PATHS, personalChoiceOf } from '../personal-choice';
import { CardDetailStep } from './CardDetailStep';
import { PersonaliseStep, type PersonaliseResult } from './PersonaliseStep';
import { StepBar, type Step } from './StepBar';

// The delivery step carries the phone rules and their metadata (about 50 KiB gzip): its own chunk, fetched
// when the step opens, so the card detail page does not download it.
const DeliveryStep = lazy(() => import('./DeliveryStep').then((module) => ({ default: module.DeliveryStep })));

/** The error the catalogue answers for an item that no longer exists (spec 2 section 7). */
const ITEM_GONE = 52;
const PHYSICAL = new Set(['P', 'CP']);

/** /buying-friend and /buying-self: Card Detail, Personalize, Choose Delivery, then the checkout. */
export function BuyingPage({ mode }: { mode: BuyingMode }) {
  const texts = useNamespace('buying');
  const { t } = useTranslation('buying');
  const [params] = useSearchParams();
  const itemCode = params.get('itemCode') ?? '';
  if (texts.state !== 'ready')
    return texts.state === 'failed' ? (
      <Notice tone="error">
        <Button onClick={texts.reload}>{t('common:retry')}</Button>
      </Notice>
    ) : (
      <div css={pageCss}>
        <LoadingIndicator label={t('common:loading')} />
      </div>
    );
  if (!itemCode) return <NoCard />;
  return <BuyingSteps key={itemCode} mode={mode} itemCode={itemCode} />;
}

function NoCard({ gone = false }: { gone?: boolean }) {
  const { t } = useTranslation('buying');
  return (
    <div css={pageCss}>
      <h1>{gone ? t('gone.title') : t('noCard.title')}</h1>
      <p>{gone ? t('gone.body') : t('noCard.body')}</p>
      <Link to="/">{t('noCard.home')}</Link>
    </div>
  );
}

// A screen's height at least, as the shell's loading state: the footer stays below while the texts and the
// card load, instead of showing and then jumping down.
const pageCss = (theme: Theme) => ({ maxWidth: 1100, minHeight: '100vh', margin: '0 auto', padding: theme.space(4) });

function BuyingSteps({ mode, itemCode }: { mode: BuyingMode; itemCode: string }) {
  const { t } = useTranslation('buying');
  const unit = useUnit();
  const navigate = useNavigate();
  const custName = useSession((state) => state.user?.custName ?? '');
  const guest = useSession((state) => state.user === null);
  const cardsInCart = useCardsInCart();
  const loaded = useProductChoices(itemCode, unit.buId);
  const leave = useLeaveConfirmation();
  const [step, setStep] = useState<Step>('cardDetail');
  const [typedAmount, setTypedAmount] = useState<AmountFormValues>({ amount: '', qty: '1' });
  const [amount, setAmount] = useState<AmountFormOutput | null>(null);
  const [personal, setPersonal] = useState<PersonaliseResult | null>(null);
  const [delivery, setDelivery] = useState<DeliveryFormValues | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // A step is rendered as a transition, in slices between which the page stays responsive: on a phone, rendering
  // a whole step at once in the tap's own task blocked the page for 100-150 ms (4x slowed CPU). The tapped step
  // stays on screen until the next one is ready.
  const changeStep = (change: () => void) => startTransition(change);

  // A new step is announced by moving focus to its heading, which also scrolls it into view (not on the first step).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  if (loaded.state === 'loading')
    return (
      <div css={pageCss}>
        <LoadingIndicator label={t('common:loading')} />
      </div>
    );
  if (loaded.state === 'failed') {
    if (loaded.error.code === ITEM_GONE) return <NoCard gone />;
    return (
      <div css={pageCss}>
        <Notice tone="error">
          <p>{t('loadFailed')}</p>
          <Button onClick={loaded.retry}>{t('common:retry')}</Button>
        </Notice>
      </div>
    );
  }
  const { choices } = loaded;
  const { product } = choices;
  const physical = PHYSICAL.has(product.kind);
  const personalised = personal ?? initialPersonalisation(choices, physical);

  const toCheckout = () => {
    leave.allowNextNavigation();
    void navigate(`${DRAFT_PATHS[mode]}/checkout`);
  };

  return (
    <div css={pageCss}>
      <p css={{ margin: 0, color: '#4a5563' }}>{mode === 'friend' ? t('title.friend') : t('title.self')}</p>
      <h1 css={{ marginTop: 4 }}>{product.productName}</h1>
      <StepBar current={step} />
      <h2 ref={heading} tabIndex={-1} css={{ fontSize: '1.3rem', '&:focus': { outline: 'none' } }}>
        {t(`steps.${step}`)}
      </h2>
      {step === 'cardDetail' ? (
        <CardDetailStep
          product={product}
          cardsInCart={cardsInCart}
          initial={typedAmount}
          onDone={(values, typed) =>
            changeStep(() => {
              setAmount(values);
              setTypedAmount(typed);
              setStep('personalize');
            })
          }
        />
      ) : null}
      {step === 'personalize' ? (
        <PersonaliseStep
          choices={choices}
          physical={physical}
          initial={personalised}
          onBack={(current) =>
            changeStep(() => {
              setPersonal(current);
              setStep('cardDetail');
            })
          }
          onDone={(result) =>
            changeStep(() => {
              setPersonal(result);
              setStep('delivery');
            })
          }
        />
      ) : null}
      {step === 'delivery' && amount ? (
        <Suspense fallback={<LoadingIndicator label={t('common:loading')} />}>
          <DeliveryStep
            mode={mode}
            physical={physical}
            guest={guest}
            initial={delivery}
            senderName={custName}
            product={product}
            choice={personalChoiceOf(choices, amount, personalised)}
            discountList={choices.discountList}
            onBack={(current) =>
              changeStep(() => {
                setDelivery(current);
                setStep('personalize');
              })
            }
            onAdded={toCheckout}
          />
        </Suspense>
      ) : null}
      {leave.dialog}
    </div>
  );
}

import type { Theme } from '@emotion/react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { SalesmanArea } from '../../../shared/SalesmanArea';
import { linkButtonCss, pageCss, panelCss } from '../../../shared/page-styles';
import { CUSTOMER_BLOCK_TEXT_KEYS } from '../../customers/customer-block';
import { useChosenCustomer } from '../../customers/hooks/use-chosen-customer';
import {
  SALESMAN_BUYING_PATHS,
  addLine,
  draftDelivery,
  draftTotals,
  removeLine,
  setTerms,
  type SalesmanBuyingMode,
} from '../../draft-order/draft-order';
import { useDraftLeaveConfirmation } from '../../draft-order/hooks/use-draft-leave';
import { useDraftOrder } from '../../draft-order/hooks/use-draft-order';
import { useCountries, useExtraProducts, useLetterTypes, useSalesmanProducts } from '../hooks/use-salesman-products';
import { DraftLinesTable } from './DraftLinesTable';
import { OrderTermsFields } from './OrderTermsFields';
import { SalesmanLineForm } from './SalesmanLineForm';

/**
 * /salesman/buying and /salesman/buying-self: the salesman builds the chosen customer's order line by
 * line with his powers (line discount, card-made fee, commission, free items, order image). The draft is
 * kept per salesman and customer; leaving the page asks first, then deletes it (spec 1 section 2).
 */
export function SalesmanBuyingPage({ mode }: { mode: SalesmanBuyingMode }) {
  return (
    <SalesmanArea>
      <BuyingContent mode={mode} />
    </SalesmanArea>
  );
}

function BuyingContent({ mode }: { mode: SalesmanBuyingMode }) {
  const { t } = useTranslation('salesman');
  const common = useTranslation('common').t;
  const navigate = useNavigate();
  const { buId, salesmanId, customer } = useChosenCustomer();
  const key = customer && salesmanId ? { buId, salesmanId, custId: customer.custId, mode } : null;
  const { draft, update, discard } = useDraftOrder(key);
  const products = useSalesmanProducts();
  const extras = useExtraProducts();
  const letters = useLetterTypes();
  const countries = useCountries();
  const catalogue = [products, extras, letters, countries];
  const catalogueState = catalogue.some((part) => part.state === 'failed')
    ? 'failed'
    : catalogue.every((part) => part.state === 'ready')
      ? 'ready'
      : 'loading';
  const [lineDirty, setLineDirty] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const hasWork = (draft?.lines.length ?? 0) > 0 || lineDirty;
  const leave = useDraftLeaveConfirmation({ enabled: hasWork, onLeave: discard });

  if (!customer)
    return (
      <div css={pageCss}>
        <h1>{t('buying.noCustomer')}</h1>
        <Link to="/salesman" css={linkButtonCss(true)}>
          {t('buying.toCustomers')}
        </Link>
      </div>
    );
  const block = customer.orderBlock;
  const totals = draft ? draftTotals(draft) : null;
  const checkoutPath = `${SALESMAN_BUYING_PATHS[mode]}/checkout`;

  return (
    <div css={pageCss} data-testid={`salesman-buying-${mode}`}>
      <h1 css={{ margin: 0 }}>{t(`buying.title.${mode}`, { name: customer.companyName })}</h1>
      <p css={{ fontSize: '1.125rem' }}>{t(`buying.lead.${mode}`)}</p>
      {block ? (
        <FormAlert tone="error">
          <span data-testid="customer-blocked">{common(CUSTOMER_BLOCK_TEXT_KEYS[block])}</span>
        </FormAlert>
      ) : null}
      {!block && draft ? (
        <>
          <section css={panelCss}>
            {catalogueState === 'loading' ? <LoadingIndicator label={t('buying.line.productsLoading')} /> : null}
            {catalogueState === 'failed' ? (
              <FormAlert tone="error">
                {t('buying.line.productsFailed')}{' '}
                <Button
                  variant="secondary"
                  onClick={() => catalogue.forEach((part) => part.state === 'failed' && part.retry())}
                >
                  {common('genericError.tryAgain')}
                </Button>
              </FormAlert>
            ) : null}
            {products.state === 'ready' &&
            extras.state === 'ready' &&
            letters.state === 'ready' &&
            countries.state === 'ready' ? (
              <>
                {added ? (
                  <div role="status">
                    <FormAlert tone="success">{t('buying.line.added', { name: added })}</FormAlert>
                  </div>
                ) : null}
                <SalesmanLineForm
                  mode={mode}
                  products={products.data}
                  letters={letters.data}
                  extras={extras.data}
                  countries={countries.data}
                  delivery={draftDelivery(draft)}
                  contact={{ name: customer.contactName, email: customer.email }}
                  cardsInDraft={totals?.cards ?? 0}
                  onDirtyChange={setLineDirty}
                  onAdd={(line) => {
                    update((current) => addLine(current, line));
                    setAdded(line.productName);
                  }}
                />
              </>
            ) : null}
          </section>
          <section css={panelCss} aria-labelledby="salesman-draft-heading">
            <h2 id="salesman-draft-heading" ref={linesHeading} tabIndex={-1} css={{ marginTop: 0 }}>
              {t('buying.draft.heading')}
            </h2>
            <DraftLinesTable draft={draft} onRemove={(id) => update((current) => removeLine(current, id))} />
            <OrderTermsFields
              terms={draft.terms}
              cards={totals?.cards ?? 0}
              extras={extras.state === 'ready' ? extras.data : []}
              onChange={(terms) => update((current) => setTerms(current, terms))}
            />
            {draft.lines.length > 0 ? (
              <div css={actionsCss}>
                <Button
                  onClick={() => {
                    leave.allowNextNavigation();
                    void navigate(checkoutPath);
                  }}
                >
                  {t('buying.toCheckout')}
                </Button>
              </div>
            ) : null}
          </section>
        </>
      ) : null}
      {leave.dialog}
    </div>
  );
}

const actionsCss = (theme: Theme) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: theme.space(5),
});

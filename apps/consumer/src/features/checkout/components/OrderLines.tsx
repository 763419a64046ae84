import { useId } from 'react';
import { Link } from 'react-router';
import { cartStore, lineAmounts, type CartItem } from '@shop/cart-engine';
import { useTranslation } from '@shop/i18n/react';
import { useMoney } from '../hooks/use-money';
import { linkButtonCss, mutedCss, sectionCss, sectionTitleCss } from './section-styles';

/** Who a line goes to, as the buyer entered it: a name, else the email or the phone number. */
function recipientOf({ data }: CartItem): string {
  const name = data.receiverName || [data.receiverFirstName, data.receiverLastName].filter(Boolean).join(' ');
  const phone = data.receiverMobileNo
    ? `${data.receiverMobileAreaCode ? `+${data.receiverMobileAreaCode} ` : ''}${data.receiverMobileNo}`
    : '';
  return name || data.receiverEmail || phone;
}

/**
 * The cart's lines as the order will hold them: product, recipient, delivery method, amount and
 * quantity, what the line costs; each may be removed. `issues` are the server's refusals by line.
 */
export function OrderLines({
  items,
  issues,
  disabled,
}: {
  items: CartItem[];
  issues: ReadonlyMap<number, string[]>;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={sectionCss} data-testid="checkout-lines">
      <h2 id={titleId} css={sectionTitleCss}>
        {t('lines.title')}
      </h2>
      {items.length === 0 ? (
        <p>
          {t('lines.empty')} <Link to="/">{t('lines.browse')}</Link>
        </p>
      ) : (
        <ol css={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => {
            const { data } = item;
            const recipient = recipientOf(item);
            const lineIssues = issues.get(index) ?? [];
            return (
              <li
                key={item.id}
                data-testid="checkout-line"
                css={{
                  display: 'grid',
                  gridTemplateColumns: '72px 1fr auto',
                  gap: 12,
                  alignItems: 'start',
                  padding: '12px 0',
                  borderBottom: '1px solid #e3e7ec',
                  '@media (max-width: 480px)': { gridTemplateColumns: '56px 1fr' },
                }}
              >
                {data.productImgUrl ? (
                  <img src={data.productImgUrl} alt="" width={72} css={{ width: '100%', borderRadius: 4 }} />
                ) : (
                  <span aria-hidden="true" />
                )}
                <div>
                  <p css={{ margin: 0, fontWeight: 700 }}>
                    {index + 1}. {data.productName || data.itemCode}
                  </p>
                  {recipient ? <p css={{ margin: '4px 0 0' }}>{t('lines.recipient', { name: recipient })}</p> : null}
                  <p css={[{ margin: '4px 0 0' }, mutedCss]}>
                    {t('lines.delivery', { method: t(`deliverTypes.${data.deliverType}`) })}
                  </p>
                  <p css={[{ margin: '4px 0 0' }, mutedCss]}>
                    {t('lines.amountTimesQty', { amount: money(data.amount), qty: data.qty })}
                  </p>
                  {lineIssues.length > 0 ? (
                    <ul
                      role="alert"
                      css={(theme) => ({ color: theme.colors.error, margin: '8px 0 0', paddingInlineStart: 18 })}
                    >
                      {lineIssues.map((issue) => (
                        <li key={issue}>{issue}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <div css={{ textAlign: 'end', '@media (max-width: 480px)': { gridColumn: '2', textAlign: 'start' } }}>
                  <p css={{ margin: 0, fontWeight: 700 }}>{money(lineAmounts(data).owed)}</p>
                  <button
                    type="button"
                    css={linkButtonCss}
                    disabled={disabled}
                    onClick={() => cartStore.getState().deleteOrder(item.id)}
                    // Named by its card and recipient, not by the line number: "Remove Marjan Grocery eGift for Sara"
                    aria-label={t(recipient ? 'lines.removeLabelFor' : 'lines.removeLabel', {
                      product: data.productName || data.itemCode,
                      name: recipient,
                    })}
                  >
                    {t('lines.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

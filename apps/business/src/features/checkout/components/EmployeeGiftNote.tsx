import type { EmployeeGiftCheck } from '@shop/cart-rules';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import { useMoney } from '../hooks/use-money';

/**
 * Employee gifts (spec 2 section 9): where the unit's currency is the euro, gift cards given to an employee
 * are exempt from social charges up to a ceiling per employee; a warning names each beneficiary over it.
 */
export function EmployeeGiftNote({ check }: { check: EmployeeGiftCheck }) {
  const { t } = useTranslation('business');
  const money = useMoney();
  if (!check.applies) return null;
  const exceeded = check.exceeding.length > 0;
  return (
    <div data-testid="employee-gift-exemption" data-exceeded={exceeded ? 'true' : undefined}>
      <FormAlert tone={exceeded ? 'error' : 'success'}>
        <span>{t('checkout.employeeGift.note', { exemption: money(check.exemption) })}</span>
        {exceeded ? (
          <>
            {' '}
            <span>{t('checkout.employeeGift.exceeded', { count: check.exceeding.length })}</span>
            <ul css={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
              {check.exceeding.map(({ beneficiary, total }) => (
                <li key={beneficiary} css={{ overflowWrap: 'anywhere' }}>
                  <bdi>{beneficiary}</bdi> — {money(total)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </FormAlert>
    </div>
  );
}

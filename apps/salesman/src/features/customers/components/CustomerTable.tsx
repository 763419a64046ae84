import type { SalesmanCustomer } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { tableCss } from '../../../shared/page-styles';
import { contractName } from '../contract-name';

export interface CustomerTableProps {
  customers: SalesmanCustomer[];
  /** An admin salesman sees who owns each customer. */
  showOwner: boolean;
  chosen: string | null;
  onChoose(custId: string): void;
}

/** One page of the salesman's customers, a button per row to open one. */
export function CustomerTable({ customers, showOwner, chosen, onChoose }: CustomerTableProps) {
  const { t } = useTranslation('salesman');
  return (
    <table css={tableCss} aria-label={t('customers.tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('customers.company')}</th>
          <th scope="col">{t('customers.contact')}</th>
          <th scope="col">{t('customers.email')}</th>
          <th scope="col">{t('customers.contract')}</th>
          <th scope="col">{t('customers.status')}</th>
          {showOwner ? <th scope="col">{t('customers.owner')}</th> : null}
          <td />
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.custId} data-testid="customer-row" aria-current={chosen === customer.custId || undefined}>
            <th scope="row" css={{ fontWeight: 600 }}>
              {customer.companyName}
            </th>
            <td>{customer.contactName}</td>
            <td dir="ltr">{customer.email}</td>
            <td>{contractName(customer.contractTypeId, t)}</td>
            <td>{customer.verified ? t('customers.verified') : t('customers.unverified')}</td>
            {showOwner ? <td data-testid="customer-owner">{customer.ownerSalesmanName || '—'}</td> : null}
            <td>
              <Button
                variant="secondary"
                onClick={() => onChoose(customer.custId)}
                aria-label={t('customers.chooseNamed', { name: customer.companyName })}
              >
                {t('customers.choose')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

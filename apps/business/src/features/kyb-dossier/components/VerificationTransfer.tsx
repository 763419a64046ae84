import type { Theme } from '@emotion/react';
import type { ResponseOf, getBankInfo } from '@shop/contracts';
import { formatAmount, formatDate, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

type Transfer = NonNullable<ResponseOf<typeof getBankInfo>['verificationTransfer']>;

/**
 * The 10-euro transfer that proves the account is the company's: to the shop's account, from the
 * account above, with the dossier's reference; once the reviewer saw it on the bank statement, its date.
 */
export function VerificationTransfer({ transfer }: { transfer: Transfer | null }) {
  const { t, i18n } = useTranslation('business');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const amount = transfer
    ? formatAmount(transfer.amount, { currency: transfer.currency, decimalDigits: 2, language })
    : '';
  return (
    <section
      aria-labelledby="kyb-transfer"
      data-testid="kyb-transfer"
      css={(theme: Theme) => ({
        marginTop: theme.space(6),
        padding: theme.space(4),
        background: theme.colors.surface,
        borderRadius: theme.radius,
        borderInlineStart: `4px solid ${theme.colors.primary}`,
      })}
    >
      <h3 id="kyb-transfer" css={{ margin: 0 }}>
        {t('kyb.bank.transferHeading')}
      </h3>
      {transfer ? (
        <>
          <p css={{ lineHeight: 1.5 }}>{t('kyb.bank.transferText', { amount, reference: transfer.reference })}</p>
          <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
            <dt>{t('kyb.bank.beneficiary')}</dt>
            <dd css={{ margin: 0 }}>{transfer.beneficiaryName}</dd>
            <dt>{t('kyb.bank.iban')}</dt>
            <dd css={{ margin: 0 }} dir="ltr">
              {transfer.beneficiaryIban}
            </dd>
            <dt>{t('kyb.bank.bic')}</dt>
            <dd css={{ margin: 0 }} dir="ltr">
              {transfer.beneficiaryBic}
            </dd>
            <dt>{t('kyb.bank.amount')}</dt>
            <dd css={{ margin: 0 }}>{amount}</dd>
            <dt>{t('kyb.bank.reference')}</dt>
            <dd css={{ margin: 0, fontWeight: 700 }} dir="ltr" data-testid="kyb-transfer-reference">
              {transfer.reference}
            </dd>
          </dl>
          <p css={{ marginBottom: 0 }} data-testid="kyb-transfer-state">
            {transfer.receivedAt
              ? t('kyb.bank.transferReceived', { date: formatDate(transfer.receivedAt, language) })
              : t('kyb.bank.transferAwaited')}
          </p>
        </>
      ) : (
        <p>{t('kyb.errors.transferUnavailable')}</p>
      )}
    </section>
  );
}

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { KybBankInfo, KybUserInfo } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, TextField, draftValidationResolver } from '@shop/ui';
import { compactBankField, kybBankAccountSchema, type KybBankAccountFormValues } from '@shop/validation';
import type { KybSession } from '../../kyb-account/kyb-session-store';
import type { BankPrefill } from '../api/kyb-dossier-api';
import { useBankPrefill } from '../hooks/use-bank-prefill';
import { useTabSave } from '../hooks/use-tab-save';
import { TabFrame, fieldGridCss } from './TabFrame';
import { VerificationTransfer } from './VerificationTransfer';

const FIELDS = ['accountHolder', 'bic', 'iban', 'currency'] as const;

export interface BankTabProps {
  session: KybSession;
  onSaved(info: KybUserInfo): void;
}

/** The bank account, prefilled by getBankInfo, and the 10-euro verification transfer to make from it. */
export function BankTab({ session, onSaved }: BankTabProps) {
  const { t } = useTranslation('business');
  const prefill = useBankPrefill(session);
  if (prefill.status === 'loading') return <LoadingIndicator label={t('kyb.dossier.loading')} />;
  if (prefill.status === 'failed')
    return (
      <>
        <FormAlert tone="error">{t('kyb.dossier.loadFailed')}</FormAlert>
        <Button variant="secondary" onClick={prefill.retry}>
          {t('kyb.dossier.retry')}
        </Button>
      </>
    );
  return <BankForm session={session} prefill={prefill.prefill} onSaved={onSaved} />;
}

function BankForm({ session, prefill, onSaved }: BankTabProps & { prefill: BankPrefill }) {
  const { t } = useTranslation('business');
  const schema = useMemo(() => kybBankAccountSchema(), []);
  const tab = useTabSave<KybBankAccountFormValues>('bank', session, onSaved, FIELDS, 'bankInfo.');
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<KybBankAccountFormValues>({
    defaultValues: prefill.bankInfo,
    resolver: draftValidationResolver<KybBankAccountFormValues>(schema),
  });
  // Pasted account numbers come with spaces and in lower case: the rules take them compact and upper case.
  const compactOnBlur = (field: 'bic' | 'iban' | 'currency') => {
    const registration = register(field);
    return {
      ...registration,
      onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
        setValue(field, compactBankField(event.target.value));
        return registration.onBlur(event);
      },
    };
  };

  return (
    <>
      <TabFrame
        section="bank"
        heading={t('kyb.bank.heading')}
        lead={t('kyb.bank.lead')}
        onSubmit={handleSubmit((values) => tab.save({ type: 0, bankInfo: values as KybBankInfo }, setError))}
        onChange={tab.edited}
        busy={isSubmitting}
        alert={tab.alert}
        savedNow={tab.savedNow}
      >
        {prefill.saved ? null : <p data-testid="kyb-bank-prefilled">{t('kyb.bank.prefilled')}</p>}
        <div css={fieldGridCss}>
          <TextField
            label={t('kyb.bank.holder')}
            hint={t('kyb.bank.holderHint')}
            error={errors.accountHolder?.message}
            {...register('accountHolder')}
          />
          <TextField label={t('kyb.bank.iban')} dir="ltr" error={errors.iban?.message} {...compactOnBlur('iban')} />
          <TextField label={t('kyb.bank.bic')} dir="ltr" error={errors.bic?.message} {...compactOnBlur('bic')} />
          <TextField
            label={t('kyb.bank.currency')}
            dir="ltr"
            error={errors.currency?.message}
            {...compactOnBlur('currency')}
          />
        </div>
      </TabFrame>
      <VerificationTransfer transfer={prefill.verificationTransfer} />
    </>
  );
}

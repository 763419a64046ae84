import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useUnit } from '@shop/brand/react';
import { DELETE_ACCOUNT_REASONS, type DeleteAccountReason } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, Notice, validationResolver } from '@shop/ui';
import { SectionCard } from '../../../shared/SectionCard';
import { DeleteAccountDialog } from './DeleteAccountDialog';

interface DeleteValues {
  reasons: DeleteAccountReason[];
  understood: boolean;
}

const errorCss = (theme: Theme) => ({ color: theme.colors.error, margin: `${theme.space(1)} 0 0`, fontWeight: 600 });

/**
 * /account/profile/delete: why the member leaves (the spec's ten reasons, one or more), that it cannot
 * be undone, then a last confirmation. Only on a unit that lets members delete their account.
 */
export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const unit = useUnit();
  const custId = useSession((state) => state.user?.custId ?? '');
  const [confirming, setConfirming] = useState<DeleteAccountReason[] | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteValues>({
    defaultValues: { reasons: [], understood: false },
    resolver: validationResolver<DeleteValues>(
      v.object({
        reasons: v.pipe(v.array(v.picklist(DELETE_ACCOUNT_REASONS)), v.minLength(1, t('deleteAccount.reasonRequired'))),
        understood: v.literal(true, t('deleteAccount.confirmRequired')),
      }),
    ),
  });

  if (!unit.features.accountDeletion) return <Notice>{t('deleteAccount.unavailable')}</Notice>;

  const reasonsError = errors.reasons?.message ?? errors.reasons?.root?.message;
  return (
    <SectionCard title={t('deleteAccount.title')} testId="delete-account">
      <form
        noValidate
        data-testid="delete-account-form"
        onSubmit={handleSubmit((values) => setConfirming(values.reasons))}
      >
        <p css={{ lineHeight: 1.5, marginTop: 0 }}>{t('deleteAccount.lead')}</p>
        <p css={{ lineHeight: 1.5 }}>{t('deleteAccount.kept')}</p>
        <fieldset
          aria-describedby={reasonsError ? 'delete-reasons-error' : undefined}
          css={(theme: Theme) => ({ border: 0, padding: 0, margin: `0 0 ${theme.space(4)}` })}
        >
          <legend css={(theme: Theme) => ({ fontWeight: 700, marginBottom: theme.space(2) })}>
            {t('deleteAccount.reasonsLegend')}
          </legend>
          <div css={{ display: 'grid', gap: 4 }}>
            {DELETE_ACCOUNT_REASONS.map((reason) => (
              <label key={reason} css={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32 }}>
                <input
                  type="checkbox"
                  value={reason}
                  data-testid={`delete-reason-${reason}`}
                  css={{ width: 20, height: 20, flex: 'none' }}
                  {...register('reasons')}
                />
                <span>{t(`deleteAccount.reasons.${reason}`)}</span>
              </label>
            ))}
          </div>
          {reasonsError ? (
            <p id="delete-reasons-error" role="alert" css={errorCss} data-field-error="reasons">
              {reasonsError}
            </p>
          ) : null}
        </fieldset>
        <label css={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
          <input
            type="checkbox"
            data-testid="delete-understood"
            aria-describedby={errors.understood ? 'delete-understood-error' : undefined}
            css={{ width: 20, height: 20, flex: 'none' }}
            {...register('understood')}
          />
          <span>{t('deleteAccount.confirmLabel')}</span>
        </label>
        {errors.understood ? (
          <p id="delete-understood-error" role="alert" css={errorCss} data-field-error="understood">
            {errors.understood.message}
          </p>
        ) : null}
        <div css={(theme: Theme) => ({ marginTop: theme.space(4) })}>
          <Button type="submit" data-testid="delete-account-submit">
            {t('deleteAccount.submit')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <DeleteAccountDialog custId={custId} reasons={confirming} onCancel={() => setConfirming(null)} />
      ) : null}
    </SectionCard>
  );
}

import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useUnit } from '@shop/brand/react';
import { DELETE_ACCOUNT_COMMENT_MAX, DELETE_ACCOUNT_REASONS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, Notice, textKeyMessage, useFieldMessage, validationResolver } from '@shop/ui';
import { deleteAccountFormSchema, type DeleteAccountForm } from '@shop/validation';
import { SectionCard } from '../../../shared/SectionCard';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The API's own rules (deleteAccountFormSchema), and the page's "I understand" box on top. */
const deleteAccountPageSchema = v.object({
  ...deleteAccountFormSchema.entries,
  understood: v.literal(true, textKeyMessage('account:deleteAccount.confirmRequired')),
});
type DeleteValues = DeleteAccountForm & { understood: boolean };

const errorCss = (theme: Theme) => ({ color: theme.colors.error, margin: `${theme.space(1)} 0 0`, fontWeight: 600 });

/**
 * /account/profile/delete: why the member leaves (the spec's ten reasons, one or more), that it cannot
 * be undone, then a last confirmation. Only on a unit that lets members delete their account.
 */
export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const unit = useUnit();
  const custId = useSession((state) => state.user?.custId ?? '');
  const [confirming, setConfirming] = useState<DeleteAccountForm | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteValues>({
    defaultValues: { reasons: [], comment: '', understood: false },
    resolver: validationResolver<DeleteValues>(deleteAccountPageSchema),
  });
  const reasonsError = useFieldMessage(errors.reasons?.message ?? errors.reasons?.root?.message);
  const commentError = useFieldMessage(errors.comment?.message);
  const understoodError = useFieldMessage(errors.understood?.message);

  if (!unit.features.accountDeletion) return <Notice>{t('deleteAccount.unavailable')}</Notice>;

  return (
    <SectionCard title={t('deleteAccount.title')} testId="delete-account">
      <form
        noValidate
        data-testid="delete-account-form"
        onSubmit={handleSubmit(({ reasons, comment }) => setConfirming({ reasons, comment }))}
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
        <label
          htmlFor="delete-comment"
          css={(theme: Theme) => ({ display: 'block', fontWeight: 700, marginBottom: theme.space(1) })}
        >
          {t('deleteAccount.commentLabel', { max: DELETE_ACCOUNT_COMMENT_MAX })}
        </label>
        <textarea
          id="delete-comment"
          rows={3}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? 'delete-comment-error' : undefined}
          data-testid="delete-comment"
          css={(theme: Theme) => ({
            display: 'block',
            width: '100%',
            maxWidth: 560,
            boxSizing: 'border-box',
            padding: theme.space(2),
            font: 'inherit',
            border: `1px solid ${commentError ? theme.colors.error : '#8a97a6'}`,
            borderRadius: theme.radius,
          })}
          {...register('comment')}
        />
        {commentError ? (
          <p id="delete-comment-error" role="alert" css={errorCss} data-field-error="comment">
            {commentError}
          </p>
        ) : null}
        <label
          css={(theme: Theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            minHeight: 44,
            marginTop: theme.space(3),
          })}
        >
          <input
            type="checkbox"
            data-testid="delete-understood"
            aria-describedby={understoodError ? 'delete-understood-error' : undefined}
            css={{ width: 20, height: 20, flex: 'none' }}
            {...register('understood')}
          />
          <span>{t('deleteAccount.confirmLabel')}</span>
        </label>
        {understoodError ? (
          <p id="delete-understood-error" role="alert" css={errorCss} data-field-error="understood">
            {understoodError}
          </p>
        ) : null}
        <div css={(theme: Theme) => ({ marginTop: theme.space(4) })}>
          <Button type="submit" data-testid="delete-account-submit">
            {t('deleteAccount.submit')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <DeleteAccountDialog custId={custId} answers={confirming} onCancel={() => setConfirming(null)} />
      ) : null}
    </SectionCard>
  );
}

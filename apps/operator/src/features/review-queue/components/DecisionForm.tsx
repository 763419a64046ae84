import type { Theme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import type { ApiResult } from '@shop/api-client';
import { REJECTION_REASON_MAX, type ApiError } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, SelectField, TextField, apiErrorText, textKeyMessage } from '@shop/ui';
import { rejectionReasonSchema } from '@shop/validation';
import * as v from 'valibot';
import { rowCss } from '../../back-office-kit/back-office-styles';
import { CONTRACT_TYPE_IDS, type ContractTypeId } from '../review-decision';

export type Decision = { kind: 'approve'; contractTypeId: ContractTypeId } | { kind: 'reject'; reason: string };

/**
 * The reviewer's decision on an account or a dossier: approve with the contract type the company will
 * order under, or reject with the reason the company reads in its email. One decision at a time; the
 * API's refusal (already decided, transfer missing, ...) is said above the buttons.
 */
export function DecisionForm({
  defaultContract,
  decide,
}: {
  defaultContract: ContractTypeId;
  decide: (decision: Decision) => Promise<ApiResult<unknown>>;
}) {
  const { t } = useTranslation('operator');
  const [contract, setContract] = useState<ContractTypeId>(defaultContract);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState<Decision['kind'] | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const run = async (decision: Decision) => {
    setBusy(decision.kind);
    setFailure(null);
    const result = await decide(decision);
    setBusy(null);
    if (!result.ok) setFailure(result.error);
  };
  const approve = (event: FormEvent) => {
    event.preventDefault();
    void run({ kind: 'approve', contractTypeId: contract });
  };
  const reject = () => {
    // The rule the API applies too (@shop/validation): required, not only blanks, at most 1000 characters.
    const checked = v.safeParse(rejectionReasonSchema, reason.trim());
    if (!checked.success) {
      const blank = !reason.trim();
      setReasonError(blank ? textKeyMessage('operator:backOffice.review.reasonRequired') : checked.issues[0].message);
      return;
    }
    setReasonError(undefined);
    void run({ kind: 'reject', reason: checked.output });
  };

  return (
    <section aria-labelledby="decision-heading" data-testid="review-decision">
      <h2 id="decision-heading">{t('backOffice.review.decisionHeading')}</h2>
      {failure ? <FormAlert tone="error">{apiErrorText(failure, t)}</FormAlert> : null}
      <form onSubmit={approve} css={rowCss} aria-busy={busy === 'approve' || undefined}>
        <div css={{ flex: '0 1 320px' }}>
          <SelectField
            label={t('backOffice.review.contractType')}
            name="contractTypeId"
            value={String(contract)}
            onChange={(event) => setContract(Number(event.target.value) as ContractTypeId)}
            options={CONTRACT_TYPE_IDS.map((id) => ({ value: String(id), label: t(`backOffice.contract.${id}`) }))}
          />
        </div>
        <Button type="submit" disabled={busy !== null} data-testid="review-approve" css={{ marginBottom: 16 }}>
          {busy === 'approve' ? t('backOffice.common.working') : t('backOffice.review.approve')}
        </Button>
      </form>
      <div css={(theme: Theme) => ({ ...rowCss(theme), marginTop: theme.space(4) })}>
        <div css={{ flex: '1 1 420px' }}>
          <TextField
            label={t('backOffice.review.reason')}
            hint={t('backOffice.review.reasonHint')}
            name="reason"
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <Button
          variant="secondary"
          disabled={busy !== null}
          onClick={reject}
          data-testid="review-reject"
          css={{ marginBottom: 38 }}
        >
          {busy === 'reject' ? t('backOffice.common.working') : t('backOffice.review.reject')}
        </Button>
      </div>
    </section>
  );
}

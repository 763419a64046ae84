import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useTranslation } from '@shop/i18n/react';
import { Button, FileButton, FormAlert, SelectField, TextField, apiErrorText } from '@shop/ui';
import {
  COMMISSION_MAX_PERCENT,
  COMMISSION_MIN_PERCENT,
  salesmanCommissionSchema,
  salesmanFreeItemSchema,
} from '@shop/validation';
import type { DraftTerms, RewardType } from '../../draft-order/draft-order';
import type { ExtraProduct } from '../api/catalogue-api';
import { uploadOrderImage } from '../api/order-image-api';

export interface OrderTermsFieldsProps {
  terms: DraftTerms;
  cards: number;
  /** The unit's extra products, one of which may go free with the order. */
  extras: ExtraProduct[];
  onChange(terms: Partial<DraftTerms>): void;
}

const firstIssue = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? undefined : result.issues[0]?.message;

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * What applies to the whole order: the reward type and the commission (3 to 10 %), a free item and
 * its quantity (at most one per card), and the order's image. Each change is kept in the draft once
 * it passes the shared rules; a refused value stays in its field with the rule's message.
 */
export function OrderTermsFields({ terms, cards, extras, onChange }: OrderTermsFieldsProps) {
  const { t } = useTranslation('salesman');
  const imageId = useId();
  const [commission, setCommission] = useState(String(terms.commissionRate));
  const [commissionError, setCommissionError] = useState<string>();
  const [freeQty, setFreeQty] = useState(String(terms.freeItemQty));
  const [freeError, setFreeError] = useState<string>();
  const [upload, setUpload] = useState<{ status: 'idle' | 'sending' } | { status: 'failed'; text: string }>({
    status: 'idle',
  });

  const changeCommission = (text: string) => {
    setCommission(text);
    const value = Number(text.trim().replace(',', '.'));
    const error = text.trim() === '' ? 'required' : firstIssue(v.safeParse(salesmanCommissionSchema, value));
    setCommissionError(error);
    if (!error) onChange({ commissionRate: value });
  };
  const changeFreeItem = (freeItem: string, qtyText: string) => {
    setFreeQty(qtyText);
    const freeItemQty = freeItem === '' ? 0 : Number(qtyText.trim() || '0');
    const error = firstIssue(v.safeParse(salesmanFreeItemSchema(cards), { freeItem, freeItemQty }));
    setFreeError(error);
    if (!error || freeItem !== terms.freeItem) onChange({ freeItem, ...(error ? {} : { freeItemQty }) });
  };
  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ status: 'sending' });
    const stored = await uploadOrderImage(file.name, await readDataUrl(file));
    if (!stored.ok) {
      setUpload({ status: 'failed', text: apiErrorText(stored.error, t) || t('buying.terms.uploadFailed') });
      return;
    }
    setUpload({ status: 'idle' });
    onChange({ orderImageUrl: stored.data.url, orderImageName: file.name });
  };

  return (
    <fieldset css={fieldsetCss}>
      <legend css={{ fontWeight: 700, fontSize: '1.25rem', padding: '0 4px' }}>{t('buying.terms.heading')}</legend>
      <div css={gridCss}>
        <SelectField
          label={t('buying.terms.rewardType')}
          value={terms.rewardType}
          onChange={(event) => onChange({ rewardType: event.target.value as RewardType })}
          options={[
            { value: 'commission', label: t('buying.terms.rewardCommission') },
            { value: 'none', label: t('buying.terms.rewardNone') },
          ]}
        />
        {terms.rewardType === 'commission' ? (
          <TextField
            label={t('buying.terms.commission')}
            hint={t('buying.terms.commissionHint', { min: COMMISSION_MIN_PERCENT, max: COMMISSION_MAX_PERCENT })}
            inputMode="decimal"
            autoComplete="off"
            name="commission"
            value={commission}
            error={commissionError}
            onChange={(event) => changeCommission(event.target.value)}
          />
        ) : null}
        <SelectField
          label={t('buying.terms.freeItem')}
          name="freeItem"
          value={terms.freeItem}
          onChange={(event) =>
            changeFreeItem(event.target.value, event.target.value ? (Number(freeQty) > 0 ? freeQty : '1') : '0')
          }
          options={[
            { value: '', label: t('buying.terms.freeItemNone') },
            ...extras.map((extra) => ({ value: extra.extraItemCode, label: extra.extraProductName })),
          ]}
        />
        {terms.freeItem ? (
          <TextField
            label={t('buying.terms.freeItemQty')}
            hint={t('buying.terms.freeItemQtyHint', { max: cards })}
            inputMode="numeric"
            autoComplete="off"
            name="freeItemQty"
            value={freeQty}
            error={freeError}
            onChange={(event) => changeFreeItem(terms.freeItem, event.target.value)}
          />
        ) : null}
      </div>
      <div>
        <label htmlFor={imageId} css={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
          {t('buying.terms.orderImage')}
        </label>
        <FileButton
          id={imageId}
          accept="image/jpeg,image/png"
          chooseText={t('buying.terms.chooseImage')}
          fileName={upload.status === 'sending' ? t('buying.terms.uploading') : terms.orderImageName || null}
          noFileText={t('buying.terms.noImage')}
          disabled={upload.status === 'sending'}
          onChange={(event) => void chooseImage(event.target.files?.[0])}
        />
        {upload.status === 'failed' ? <FormAlert tone="error">{upload.text}</FormAlert> : null}
        {terms.orderImageUrl ? (
          <Button
            variant="secondary"
            css={{ marginTop: 8 }}
            onClick={() => onChange({ orderImageUrl: '', orderImageName: '' })}
          >
            {t('buying.terms.orderImageRemove')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

const fieldsetCss = (theme: Theme) => ({
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: theme.space(5),
  margin: `${theme.space(5)} 0 0`,
  background: '#fff',
});
const gridCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  columnGap: theme.space(4),
  alignItems: 'start',
});

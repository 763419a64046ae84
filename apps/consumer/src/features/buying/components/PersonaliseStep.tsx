import { useForm } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { Button, SubmitButton, validationResolver } from '@shop/ui';
import { CARD_TEXT_LINE_MAX, GIFT_MESSAGE_MAX } from '@shop/validation';
import type { ProductChoices } from '../../product/api/product-api';
import { useImageUpload } from '../hooks/use-image-upload';
import { useMoney } from '../hooks/use-money';
import { personaliseFormSchema, type PersonaliseFormValues } from '../personalise-form';
import { ChoiceGroup } from './ChoiceGroup';
import { OwnImageUpload } from './OwnImageUpload';
import { TextAreaField } from './TextAreaField';

export interface PersonaliseResult {
  values: PersonaliseFormValues;
  image: { url: string; preview: string; fileName: string };
}

export interface PersonaliseStepProps {
  choices: ProductChoices;
  physical: boolean;
  initial: PersonaliseResult;
  onBack(current: PersonaliseResult): void;
  onDone(result: PersonaliseResult): void;
}

/** Step 2, Personalize: the design, the gift message, the card's text, an own image, the letter and an extra. */
export function PersonaliseStep({ choices, physical, initial, onBack, onDone }: PersonaliseStepProps) {
  const { t } = useTranslation('buying');
  const { money } = useMoney();
  const { product, templates, letterTypes, extras } = choices;
  const upload = useImageUpload(initial.image);
  const schema = personaliseFormSchema({
    templateIds: templates.map((template) => template.templateId),
    letterTypeIds: physical ? letterTypes.map((letter) => letter.letterTypeId) : [],
    letterRequired: physical && product.letterRequired,
    extraItemCodes: extras.map((extra) => extra.extraItemCode),
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PersonaliseFormValues>({ defaultValues: initial.values, resolver: validationResolver(schema) });
  const uploading = upload.stage === 'reading' || upload.stage === 'sending';
  const image = { url: upload.url, preview: upload.preview, fileName: upload.url ? upload.fileName : '' };
  const onSubmit = handleSubmit((values) => !uploading && onDone({ values, image }));
  const imageOf = (templateId: number) =>
    templates
      .find((template) => template.templateId === templateId)
      ?.images.find((item) => item.itemCode === product.itemCode)?.imageUrl;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('steps.personalize')}>
      {templates.length > 0 ? (
        <ChoiceGroup
          legend={t('personalise.design')}
          field={register('templateId')}
          error={errors.templateId?.message}
          choices={templates.map((template) => ({
            value: String(template.templateId),
            label: template.templateName,
            imageUrl: imageOf(template.templateId),
            testId: `design-${template.templateId}`,
          }))}
        />
      ) : null}
      <TextAreaField
        label={t('personalise.message')}
        hint={t('personalise.messageHint', { max: GIFT_MESSAGE_MAX })}
        maxLength={GIFT_MESSAGE_MAX}
        error={errors.message?.message}
        {...register('message')}
      />
      <TextAreaField
        label={t('personalise.cardText')}
        hint={t('personalise.cardTextHint', { max: CARD_TEXT_LINE_MAX })}
        rows={3}
        error={errors.message2?.message}
        {...register('message2')}
      />
      <OwnImageUpload upload={upload} />
      {physical && letterTypes.length > 0 ? (
        <ChoiceGroup
          legend={t('personalise.letter')}
          field={register('letterTypeId')}
          error={errors.letterTypeId?.message}
          choices={letterTypes.map((letter) => ({
            value: String(letter.letterTypeId),
            label: <Priced name={letter.name} price={letter.price ? money(letter.price) : t('personalise.free')} />,
            imageUrl: letter.imageUrl,
            testId: `letter-${letter.letterTypeId}`,
          }))}
        />
      ) : null}
      {extras.length > 0 ? (
        <ChoiceGroup
          legend={t('personalise.extra')}
          field={register('extraItemCode')}
          error={errors.extraItemCode?.message}
          choices={[
            { value: '', label: t('personalise.noExtra'), testId: 'extra-none' },
            ...extras.map((extra) => ({
              value: extra.extraItemCode,
              label: <Priced name={extra.extraProductName} price={money(extra.extraProductAmount)} />,
              imageUrl: extra.extraItemImgUrl,
              testId: `extra-${extra.extraItemCode}`,
            })),
          ]}
        />
      ) : null}
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => onBack({ values: getValues(), image })}>
          {t('back')}
        </Button>
        <SubmitButton busy={isSubmitting || uploading} busyLabel={uploading ? t('personalise.waitUpload') : t('next')}>
          {t('next')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** A choice's name with its price under it. */
function Priced({ name, price }: { name: string; price: string }) {
  return (
    <span css={{ display: 'grid' }}>
      <span>{name}</span>
      <span css={{ color: '#4a5563' }}>{price}</span>
    </span>
  );
}

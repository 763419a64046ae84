import { useFormContext } from 'react-hook-form';
import { SUPPORT_CHAT_KINDS, type Language } from '@shop/contracts';
import { LANGUAGE_NATIVE_NAMES } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { SelectField, TextField } from '@shop/ui';
import { BANNER_SLOTS, type UnitSettingsValues } from '../unit-settings-form';
import { FieldGroup, useErrorAt } from './settings-fields';

/** Chat services go by their own names. */
const CHAT_NAMES = { whatsapp: 'WhatsApp', messenger: 'Messenger', telegram: 'Telegram' } as const;
const THEME_COLOURS = ['primary', 'primaryText', 'accent', 'surface', 'text'] as const;

/** What the shop shows: banner text and images, contacts, support chat, theme colours. */
export function PresentationFields() {
  const { t } = useTranslation('operator');
  const { register, watch } = useFormContext<UnitSettingsValues>();
  const errorAt = useErrorAt();
  const languages = watch('languages');
  return (
    <>
      <FieldGroup legend={t('settings.groups.banners')}>
        {languages.map((language: Language) => (
          <TextField
            key={language}
            label={t('settings.fields.bannerText', { language: LANGUAGE_NATIVE_NAMES[language] })}
            hint={t('settings.hints.bannerText')}
            lang={language}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            data-testid={`banner-text-${language}`}
            error={errorAt(`support.message.${language}`) ?? errorAt('support.message')}
            {...register(`support.message.${language}`)}
          />
        ))}
        {BANNER_SLOTS.map((slot) => (
          <TextField
            key={slot}
            label={t(`settings.banners.${slot}`)}
            dir="ltr"
            error={errorAt(`banners.${slot}`)}
            {...register(`banners.${slot}`)}
          />
        ))}
      </FieldGroup>
      <FieldGroup legend={t('settings.groups.contacts')}>
        <TextField
          label={t('settings.fields.phone')}
          dir="ltr"
          error={errorAt('support.phone')}
          {...register('support.phone')}
        />
        <TextField
          label={t('settings.fields.email')}
          dir="ltr"
          error={errorAt('support.email')}
          {...register('support.email')}
        />
        <TextField
          label={t('settings.fields.businessPhone')}
          dir="ltr"
          error={errorAt('support.businessPhone')}
          {...register('support.businessPhone')}
        />
        <TextField
          label={t('settings.fields.businessEmail')}
          dir="ltr"
          error={errorAt('support.businessEmail')}
          {...register('support.businessEmail')}
        />
        <SelectField
          label={t('settings.fields.supportChatKind')}
          error={errorAt('supportChat.kind')}
          options={[
            { value: '', label: t('settings.supportChat.none') },
            ...SUPPORT_CHAT_KINDS.map((kind) => ({
              value: kind,
              label:
                kind in CHAT_NAMES ? CHAT_NAMES[kind as keyof typeof CHAT_NAMES] : t(`settings.supportChat.${kind}`),
            })),
          ]}
          {...register('supportChat.kind')}
        />
        <TextField
          label={t('settings.fields.supportChatTarget')}
          dir="ltr"
          error={errorAt('supportChat.target')}
          {...register('supportChat.target')}
        />
      </FieldGroup>
      <FieldGroup legend={t('settings.groups.theme')}>
        {THEME_COLOURS.map((colour) => (
          <TextField
            key={colour}
            label={t(`settings.theme.${colour}`)}
            dir="ltr"
            hint={t('settings.hints.colour')}
            error={errorAt(`theme.${colour}`)}
            {...register(`theme.${colour}`)}
          />
        ))}
        <TextField
          label={t('settings.theme.fontFamily')}
          dir="ltr"
          error={errorAt('theme.fontFamily')}
          {...register('theme.fontFamily')}
        />
      </FieldGroup>
    </>
  );
}

import { LANGUAGES, type Language } from '@shop/contracts';
import { showsLanguageSwitcher } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { changeLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

/** Native names, so a visitor finds their language whatever the page is showing. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
  it: 'Italiano',
  zc: '中文',
  pt: 'Português',
  nl: 'Nederlands',
};

/** Shown only when the unit has more than one language (spec 1 section 2). */
export function LanguageSwitcher() {
  const unit = useUnit();
  const { t, i18n } = useTranslation('shell');
  if (!showsLanguageSwitcher(unit)) return null;

  return (
    <label css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span>{t('language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        css={{ minHeight: 36, font: 'inherit' }}
      >
        {LANGUAGES.filter((language) => unit.languages.includes(language)).map((language) => (
          <option key={language} value={language} lang={language === 'zc' ? 'zh-CN' : language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}

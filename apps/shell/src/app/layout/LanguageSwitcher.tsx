import type { Language } from '@shop/contracts';
import { showsLanguageSwitcher } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { changeLanguage, htmlLangOf, LANGUAGE_NATIVE_NAMES, saveLanguageChoice } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

/** Shown only when the unit has more than one language (spec 1 section 2); the choice is remembered. */
export function LanguageSwitcher() {
  const unit = useUnit();
  const { t, i18n } = useTranslation('shell');
  if (!showsLanguageSwitcher(unit)) return null;

  const choose = async (language: Language) => {
    await changeLanguage(language);
    saveLanguageChoice(unit.buId, language);
  };

  return (
    <label css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span>{t('language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => void choose(event.target.value as Language)}
        css={{ minHeight: 36, font: 'inherit' }}
      >
        {/* In the order the operator listed the unit's languages. */}
        {unit.languages.map((language) => (
          <option key={language} value={language} lang={htmlLangOf(language)}>
            {LANGUAGE_NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}

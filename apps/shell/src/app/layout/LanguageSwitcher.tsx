import { useState } from 'react';
import type { Language } from '@shop/contracts';
import { showsLanguageSwitcher } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { changeLanguage, htmlLangOf, LANGUAGE_NATIVE_NAMES, preloadLanguage, saveLanguageChoice } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

/** Shown only when the unit has more than one language (spec 1 section 2); the choice is remembered. */
export function LanguageSwitcher() {
  const unit = useUnit();
  const { t, i18n } = useTranslation('shell');
  // The chosen language while its texts download (only the page's language loads at start).
  const [pending, setPending] = useState<Language | null>(null);
  // A choice whose texts could not be downloaded: said next to the switcher, in the current language.
  const [failed, setFailed] = useState(false);
  if (!showsLanguageSwitcher(unit)) return null;

  const choose = async (language: Language) => {
    setPending(language);
    setFailed(false);
    try {
      await changeLanguage(language);
      saveLanguageChoice(unit.buId, language);
    } catch (error) {
      console.error(`The ${language} texts could not be loaded:`, error);
      setFailed(true);
    } finally {
      setPending(null);
    }
  };
  // A likely switch: the other languages start downloading before the choice is made; a failed
  // download is tried again when the language is chosen.
  const preloadOthers = () => {
    for (const language of unit.languages) {
      if (language !== i18n.language) preloadLanguage(language).catch(() => undefined);
    }
  };

  return (
    <>
      <label css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {/* The select shows the language's own name; its label is read out, not shown (room in the header). */}
        <span
          css={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {t('language')}
        </span>
        <select
          value={pending ?? i18n.language}
          aria-busy={pending !== null}
          onFocus={preloadOthers}
          onPointerEnter={preloadOthers}
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
      {failed && (
        <span role="alert" css={{ fontSize: '0.875rem' }}>
          {t('languageLoadFailed')}
        </span>
      )}
    </>
  );
}

import type { Theme } from '@emotion/react';
import { get, useFormContext } from 'react-hook-form';
import { TextField } from '@shop/ui';

/** The editor's message at a dotted path. */
export function useCatalogueError() {
  const {
    formState: { errors },
  } = useFormContext();
  return (path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;
}

/** One name box per catalogue language, for the entry at `path` (its `names`). */
export function NameFields({ path, languages, label }: { path: string; languages: readonly string[]; label: string }) {
  const { register } = useFormContext();
  const errorAt = useCatalogueError();
  return (
    <>
      {languages.map((language) => (
        <TextField
          key={language}
          label={`${label} (${language.toUpperCase()})`}
          lang={language === 'zc' ? 'zh-CN' : language}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          error={
            errorAt(`${path}.names.${language}`) ?? (language === languages[0] ? errorAt(`${path}.names`) : undefined)
          }
          {...register(`${path}.names.${language}`)}
        />
      ))}
    </>
  );
}

export const cardCss = (theme: Theme) => ({
  background: '#fff',
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: `${theme.space(4)} ${theme.space(5)}`,
  margin: `0 0 ${theme.space(4)}`,
});

export const columnsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  columnGap: theme.space(4),
  alignItems: 'start',
});

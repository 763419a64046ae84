import enCommon from './resources/en/common.json';
import enShell from './resources/en/shell.json';

/** Every namespace of every language, bundled: texts are small and must be there at first paint. */
export const resources = {
  en: { common: enCommon, shell: enShell },
} as const;

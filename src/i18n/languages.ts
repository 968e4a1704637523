/** The public site's languages, each named in its own script; English is the spec's and the default. */
export const languages = [
  { code: 'en', name: 'English', locale: 'en-IN' },
  { code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },
  { code: 'gu', name: 'ગુજરાતી', locale: 'gu-IN' },
] as const;

export type Language = (typeof languages)[number]['code'];

export const STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language => languages.some((language) => language.code === value);

export const localeOf = (language: Language) => languages.find((entry) => entry.code === language)!.locale;

/**
 * The visitor's language: `?lang=` in a shared link (which also becomes the device's choice), else
 * the choice remembered on this device, else English.
 */
export function initialLanguage(search = window.location.search): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) {
    rememberLanguage(asked);
    return asked;
  }
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (a private mode): the choice holds for this page only.
  }
}

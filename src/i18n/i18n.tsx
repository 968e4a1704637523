import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { english } from './english';
import { localeOf, rememberLanguage, type Language } from './languages';

/** A text of the public site: its English words, which are its id (src/i18n/english.ts lists them). */
export type Key = (typeof english)[number];
export type Values = Record<string, string | number>;
/** A catalog of another language: every English text's translation (the compiler names a missing one). */
export type Catalog = Record<Key, string>;
/** Turns an English text and its values into the language's text. */
type Translate = (key: string, values?: Values) => string;

export interface Texts {
  language: Language;
  locale: string;
  /** The text in the current language; a number among the values is written as the locale writes it (5,000). */
  t: (key: Key, values?: Values) => string;
  /**
   * A text that reaches the screen from elsewhere (a form rule's message, a call's failure text, the
   * server's own words): translated when the catalog has it, shown as it is otherwise.
   */
  message: (text: string) => string;
  /** A date and time in the language; English keeps the site's own form. */
  dateTime: (date: Date, english: (date: Date) => string) => string;
  /** A long date (the blog's); English keeps the spec's US form. */
  longDate: (date: Date | null, english: (date: Date | null) => string) => string;
}

/** `{name}` placeholders filled in: all English needs, so no library loads for it. */
const fill: Translate = (key, values) =>
  values ? key.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : key;

/**
 * Texts the forms' rules build from numbers ('Use at most 5,000 characters'), matched by their English
 * shape: the rules (contact-schema.ts) stay the spec's English, and are translated where they show.
 */
const shaped: [RegExp, Key, string[]][] = [
  [/^Use at most ([\d,]+) characters$/, 'Use at most {max} characters', ['max']],
  [/^([\d,]+) of ([\d,]+) characters: that is the limit$/, '{length} of {max} characters: that is the limit', ['length', 'max']],
  [/^([\d,]+) of ([\d,]+) characters$/, '{length} of {max} characters', ['length', 'max']],
];

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `known`: whether the catalog has a text; anything else (the server's words, a part's name) is shown as it is. */
function textsFor(language: Language, translate: Translate | null, known: (text: string) => boolean = () => false): Texts {
  const locale = localeOf(language);
  const format = (value: number) => {
    let formatter = numberFormats.get(locale);
    if (!formatter) numberFormats.set(locale, (formatter = new Intl.NumberFormat(locale)));
    return formatter.format(value);
  };
  const run = translate ?? fill;
  const withNumbers = (values?: Values) =>
    values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? format(value) : value]));
  const t = (key: Key, values?: Values) => run(key, withNumbers(values));
  return {
    language,
    locale,
    t,
    message: (text) => {
      if (!translate) return text;
      for (const [pattern, key, names] of shaped) {
        const match = pattern.exec(text);
        if (match) return translate(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])));
      }
      return known(text) ? translate(text) : text;
    },
    dateTime: (date, englishForm) =>
      translate ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date) : englishForm(date),
    longDate: (date, englishForm) =>
      translate && date ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date) : englishForm(date),
  };
}

export const englishTexts = textsFor('en', null);

let current: Texts = englishTexts;
/** The texts of the language the page's HTML was drawn in, which the app's first render over it uses. */
let drawn: Texts = englishTexts;
const listeners = new Set<() => void>();

function show(texts: Texts) {
  current = texts;
  listeners.forEach((listener) => listener());
}

/**
 * Loads a language: English is in the code already; Hindi and Gujarati bring their catalog and the
 * i18n runtime (Lingui) on first use, so the English first load pays for neither.
 */
export async function loadLanguage(language: Language): Promise<Texts> {
  if (language === 'en') return englishTexts;
  const [{ translator }, catalog] = await Promise.all([
    import('./translator'),
    language === 'hi' ? import('./catalogs/hi') : import('./catalogs/gu'),
  ]);
  const messages: Record<string, unknown> = catalog.default;
  return textsFor(language, translator(localeOf(language), catalog.default), (text) => Object.hasOwn(messages, text));
}

let choices = 0;

/**
 * Switches the public site to `language` and remembers it on the device. An address that came with
 * `?lang=` follows the choice, so reloading it does not undo the choice. Of two quick taps the last
 * wins; a language that cannot load (offline before it was ever kept) leaves the site as it was.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  const choice = (choices += 1);
  let texts: Texts;
  try {
    texts = await loadLanguage(language);
  } catch {
    return;
  }
  if (choice !== choices) return;
  rememberLanguage(language);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    if (language === 'en') url.searchParams.delete('lang');
    else url.searchParams.set('lang', language);
    window.history.replaceState(window.history.state, '', url);
  }
  show(texts);
}

/**
 * The language before the first render (src/main.tsx, and the build's prerender of each language),
 * already loaded. `drawnIn`: the language of the page's HTML (English, or the visitor's where `?lang=`
 * was answered with a page drawn in it): the app takes that HTML over in it, then turns it into the
 * visitor's language in place.
 */
export async function startLanguage(language: Language, drawnIn: Language = language): Promise<void> {
  const texts = await loadLanguage(language);
  drawn = drawnIn === language ? texts : englishTexts;
  show(texts);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;
const drawnSnapshot = () => drawn;

/**
 * The texts only the public site is given: the staff back office, outside this provider, stays in
 * English whatever the visitor chose.
 */
const TextsContext = createContext<Texts>(englishTexts);

export function PublicTexts({ children }: { children: ReactNode }) {
  // The prerender, and the app's first render over its HTML, are in the HTML's language; React then
  // renders the visitor's, where it differs, in place.
  const texts = useSyncExternalStore(subscribe, snapshot, drawnSnapshot);
  return <TextsContext value={texts}>{children}</TextsContext>;
}

export const useTexts = (): Texts => use(TextsContext);

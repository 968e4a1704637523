import { setupI18n, type Messages } from '@lingui/core';

/**
 * The i18n runtime, loaded only with a catalog of another language (src/i18n/i18n.tsx): Lingui's core
 * formats its ICU messages (placeholders, plurals). The build compiles the catalogs
 * (build/compile-catalogs.ts), so no message parser ships; in development Lingui parses them itself.
 */
export function translator(locale: string, messages: Messages) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (key: string, values?: Record<string, string | number>) => i18n._(key, values);
}

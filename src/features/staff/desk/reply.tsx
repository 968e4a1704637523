import { useQuery } from '@tanstack/react-query';
import type { DeskLanguage } from '@contract';
import { deskKeys } from '../../../api/desk/desk-keys';
import { env } from '../../../config/env';
import { clientRefOf } from '../../../lib/client-ref';
import { DEFAULT_TEMPLATES, fillTemplate, LANGUAGE_NAMES, type AskedPart } from './reply-template';
import './day.css';

/** The language the customer wrote in, from their message's reference line (English when it names none). */
export const languageOf = (message: string): DeskLanguage => clientRefOf(message)?.lang ?? 'en';

/** The customer's language by its own name, and by its English one for a screen reader. */
export function LanguageTag({ lang }: { lang: DeskLanguage }) {
  const { own, english } = LANGUAGE_NAMES[lang];
  return (
    <span className="badge desk-lang">
      <span lang={lang} aria-hidden="true">
        {own}
      </span>
      <span className="visually-hidden">{english}</span>
    </span>
  );
}

/**
 * The WhatsApp reply in the customer's language: the desk's template for it, filled in; the built-in one
 * while the desk has not answered, when it cannot, and in a build without a desk.
 */
export function useReplyText(lang: DeskLanguage, name: string, parts: readonly AskedPart[]): string {
  // The templates' query (src/api/desk/queries.ts's key and freshness), its call's code fetched when it runs,
  // so a lead list's first load carries none of the desk's.
  const { data } = useQuery({
    queryKey: deskKeys.templates(),
    queryFn: async ({ signal }) => (await import('../../../api/desk/desk')).fetchTemplates(signal),
    enabled: env.desk === 'on',
    staleTime: 5 * 60_000,
  });
  return fillTemplate(data?.[lang] || DEFAULT_TEMPLATES[lang], name, parts);
}

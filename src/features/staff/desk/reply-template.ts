import type { DeskLanguage, DeskTemplates } from '@contract';

/**
 * The reply templates the desk starts with (docs: /work/notes/desk.md), used as they are when the desk is
 * off or does not answer. Short, as a counter hand writes on WhatsApp.
 */
export const DEFAULT_TEMPLATES: DeskTemplates = {
  en: 'Hello {name}, thank you for your enquiry about {part} ({qty}). We will send you the price and availability shortly.',
  hi: 'नमस्ते {name} जी, {part} ({qty} पीस) के लिए आपकी पूछताछ मिल गई है। रेट और स्टॉक अभी बताते हैं।',
  gu: 'નમસ્તે {name}, {part} ({qty} નંગ) માટે તમારી પૂછપરછ મળી ગઈ છે. ભાવ અને સ્ટોક હમણાં જણાવીએ છીએ.',
};

/** A part a customer asked about, with how many. */
export interface AskedPart {
  partName: string;
  quantity: number;
}

/**
 * A template with {name}, {part} and {qty} filled in: one part by its name and quantity; a request's
 * parts (the basket) each with its quantity ('Silencer × 2, Clutch plate × 1') and the pieces together.
 * Any other braces stay as typed.
 */
export function fillTemplate(template: string, name: string, parts: readonly AskedPart[]): string {
  const values: Record<string, string> = {
    name,
    part: parts.length > 1 ? parts.map((part) => `${part.partName} × ${part.quantity}`).join(', ') : (parts[0]?.partName ?? ''),
    qty: String(parts.reduce((sum, part) => sum + part.quantity, 0)),
  };
  // A function, so a '$&' in a customer's name is kept as typed.
  return template.replace(/\{(name|part|qty)\}/g, (_, key: string) => values[key]!);
}

/** Each language's own name, and its English one for a screen reader. */
export const LANGUAGE_NAMES: Record<DeskLanguage, { own: string; english: string }> = {
  en: { own: 'English', english: 'English' },
  hi: { own: 'हिन्दी', english: 'Hindi' },
  gu: { own: 'ગુજરાતી', english: 'Gujarati' },
};

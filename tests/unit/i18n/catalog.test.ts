import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buyLeadRecord, inquiryRecord, type Field } from '../../../php-contract/records';
import { blogTexts, brochureTexts, buyLeadTexts, inquiryTexts, partTexts } from '../../../src/api/texts/calls';
import gu from '../../../src/i18n/catalogs/gu';
import hi from '../../../src/i18n/catalogs/hi';
import { english } from '../../../src/i18n/english';
import { tradeSpellings } from '../../../src/i18n/glossary';
import type { Key } from '../../../src/i18n/i18n';
import { specPath } from '../../contract/spec-rows';

const catalogs = { hi, gu } as Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the catalogs of texts', () => {
  it('lists each English text once', () => {
    expect(new Set(english).size).toBe(english.length);
  });

  for (const [language, catalog] of Object.entries(catalogs)) {
    it(`${language}: has every text, none empty, none extra, with the English placeholders`, () => {
      const missing = english.filter((key) => !catalog[key]?.trim());
      expect(missing, `missing or empty in ${language}`).toEqual([]);
      expect(Object.keys(catalog).filter((key) => !(english as readonly string[]).includes(key))).toEqual([]);
      const wrong = english.filter((key) => placeholders(key).join() !== placeholders(catalog[key] ?? '').join());
      expect(wrong, `placeholders differ in ${language}`).toEqual([]);
    });

    it(`${language}: writes the trade words as mechanics say them, one spelling each (glossary.ts: tradeSpellings)`, () => {
      const misses: string[] = [];
      for (const key of english) {
        const text = key.replace(/\{\w+\}/g, '');
        for (const entry of tradeSpellings) {
          const spelling = entry[language as 'hi' | 'gu'];
          if (new RegExp(`\\b${entry.en}(s|es)?\\b`, 'i').test(text) && !catalog[key]!.includes(spelling))
            misses.push(`${key} → ${spelling}`);
        }
      }
      expect(misses).toEqual([]);
    });
  }

  it('gu: writes the English "o" one way, with ો (docs/languages.md), never ૉ or ઑ', () => {
    expect(Object.values(gu).filter((text) => /[ૉઑ]/.test(text))).toEqual([]);
  });

  it('hi, gu: uses none of the bookish words the reviews replaced', () => {
    // श्रेणी, गुणवत्ता, संदेश and उपलब्धता are bookish where mechanics say कैटेगरी, क्वालिटी, मैसेज, स्टॉक;
    // सफलतापूर्वक and पुष्टि where a shop says भेज दी गई and कन्फ़र्म; માલવાહક where it says માલ ભરવાની ટ્રક.
    expect(Object.values(hi).filter((text) => /श्रेणी|गुणवत्ता|संदेश|उपलब्धता|शर्त|सफलतापूर्वक|पुष्टि/.test(text))).toEqual([]);
    expect(Object.values(gu).filter((text) => /શ્રેણી|ગુણવત્તા|સંદેશ|ઉપલબ્ધતા|શરત|ગાળો|અસ્તિત્વ|સફળતાપૂર્વક|પુષ્ટિ|માલવાહક/.test(text))).toEqual([]);
  });

  it('hi: keeps the nukta where Hindi print writes it (docs/languages.md)', () => {
    const texts = Object.values(hi).join(' ');
    expect(texts).not.toMatch(/खबर|खर्च|नक्शा|फोन|जरूर/);
    expect(texts).toMatch(/ख़बरें/);
    expect(texts).toMatch(/ख़र्च/);
    expect(texts).toMatch(/नक़्शा/);
  });
});

/**
 * The English texts the spec has, word for word. Each must be one of the site's texts and appear in
 * SPEC.md as it is: a text changed in english.ts or in the spec fails here.
 */
export const specTexts: Key[] = [
  // §2.2 navigation
  'Home',
  'Parts Catalogue',
  'Blog',
  'Enquiry',
  'Buy Lead',
  'View All Brochure',
  // §2.3 home
  'Browse Parts',
  'Get a Quote',
  'Why Choose Us',
  'Quality Assured',
  'Fast Delivery',
  'Expert Support',
  'Browse Catalogue',
  'Submit Buy Lead',
  // §2.4 catalogue, §8 images
  'Download 3D Model',
  'Download Brochure',
  'Enquire Now',
  'No parts found',
  'Try changing your search terms or selecting a different category.',
  'No Image',
  'Image Not Found',
  // §2.5, §2.6 blog
  'By {author}',
  'Read More',
  'No articles found matching your criteria.',
  'Clear filters',
  'Post Not Found',
  'Back to Blog',
  // §2.7, §2.8 forms
  'Product Enquiry',
  'Enquiry Submitted Successfully!',
  'Submit Another Enquiry',
  'Contact Information',
  'Product Requirements',
  'Delivery Information',
  'Why Submit a Buy Lead?',
  'Competitive Pricing',
  'Quality Assurance',
  'Fast Response',
  'Buy Lead Submitted Successfully!',
  'Submit Another Buy Lead',
  'Submitting...',
  'Back to Home',
  'Part Not Found',
  // §5 validation: specRuleMessages, below
  // §8 errors of the public pages: callErrors, below
  // §1, §9 hours
  'Sunday',
];

/** The public forms' field rules, from the two record tables that hold them. */
const formRules = [inquiryRecord, buyLeadRecord].flatMap((table) =>
  Object.values(table as Record<string, Field>).map(({ form = {} }) => form),
);
const given = (texts: (string | undefined)[]) => texts.filter((text): text is string => text !== undefined);
/** The messages of spec §5's rules (required, too short, invalid, not positive); the others are the forms' own. */
const specRuleMessages = given(formRules.flatMap((form) => [form.required, form.min?.[1], form.invalid, form.positive]));
/** Spec §8's errors of the public pages' calls, as the calls give them. */
const callErrors = [
  partTexts.load.failed,
  partTexts.load.network,
  partTexts.get.failed,
  inquiryTexts.submit.failed,
  buyLeadTexts.submit.failed,
  blogTexts.load.failed,
  blogTexts.get.failed,
  brochureTexts.get.failed,
  brochureTexts.get.network,
];

describe('English stays the spec', () => {
  const spec = readFileSync(specPath, 'utf8');

  it('has each of the spec texts it lists, each §5 rule message and each §8 error of the calls, word for word in SPEC.md', () => {
    const listed = [...specTexts, ...specRuleMessages, ...callErrors];
    const notInSpec = listed.filter((text) => !spec.includes(text));
    expect(notInSpec).toEqual([]);
    expect(listed.filter((text) => !(english as readonly string[]).includes(text))).toEqual([]);
  });

  it('translates every message the public forms and calls can show (their rules keep the spec English)', () => {
    const shown = [
      ...given(formRules.flatMap((form) => [form.required, form.min?.[1], form.invalid, form.positive, form.whole])),
      ...callErrors,
    ];
    expect(shown.filter((text) => !(english as readonly string[]).includes(text))).toEqual([]);
  });
});

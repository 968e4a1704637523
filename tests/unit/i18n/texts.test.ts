import { describe, expect, it } from 'vitest';
import { loadSound, rankSearch, readQuery } from '../../../src/features/catalog/search/search';
import { englishTexts, loadLanguage } from '../../../src/i18n/i18n';
import { initialLanguage } from '../../../src/i18n/languages';

describe('texts in a language', () => {
  it('English is the text itself, its placeholders filled, numbers as en-IN writes them', () => {
    expect(englishTexts.t('By {author}', { author: 'Asha' })).toBe('By Asha');
    expect(englishTexts.t('Showing {shown} of {total} parts', { shown: 24, total: 5000 })).toBe('Showing 24 of 5,000 parts');
    expect(englishTexts.message('Name is required')).toBe('Name is required');
  });

  it('Hindi and Gujarati come with their catalog, and translate the messages shown from elsewhere', async () => {
    const hi = await loadLanguage('hi');
    expect(hi.t('By {author}', { author: 'Asha' })).toBe('लेखक: Asha');
    expect(hi.message('Phone number is invalid')).toBe('फ़ोन नंबर सही नहीं है');
    expect(hi.message('Use at most 5,000 characters')).toBe('ज़्यादा से ज़्यादा 5,000 अक्षर लिखें');
    expect(hi.message('95 of 100 characters')).toBe('100 में से 95 अक्षर');
    // The server's own words are shown as they came.
    expect(hi.message('Duplicate entry')).toBe('Duplicate entry');
    const gu = await loadLanguage('gu');
    expect(gu.t('Enquiry Submitted Successfully!')).toBe('પૂછપરછ મોકલાઈ ગઈ!');
    expect(gu.longDate(new Date(2026, 10, 20), () => '')).toMatch(/2026/);
    expect(englishTexts.longDate(new Date(2026, 10, 20), (date) => `US ${date?.getDate()}`)).toBe('US 20');
  });

  it('?lang= in a link sets the language and is remembered; otherwise the stored choice, else English', () => {
    localStorage.clear();
    expect(initialLanguage('')).toBe('en');
    expect(initialLanguage('?lang=gu')).toBe('gu');
    expect(initialLanguage('')).toBe('gu');
    expect(initialLanguage('?lang=xx')).toBe('gu');
    localStorage.clear();
  });
});

describe('search in the customer’s words', () => {
  const parts = [
    { name: 'Silencer Clamp 4 inch', category: 'Silencer Parts' },
    { name: 'Wheel Lock Ring 22.5', category: 'Lock Rings' },
    { name: 'Steering Bracket LH', category: 'Steering Brackets' },
    { name: 'Chassis Cross Member', category: 'Chassis Parts' },
    { name: 'Front Leaf Spring', category: 'Suspension' },
  ];

  it('reads the glossary’s own words as English, whole words only, and leaves postpositions out', () => {
    expect(readQuery('कमानी का पिन')).toEqual({ reads: 'part', unread: ['पिन'], english: 'leaf spring' });
    expect(readQuery('ટાંકીનો બ્રેકેટ')).toEqual({ reads: 'part', unread: ['બ્રેકેટ'], english: 'tank' });
    // Not inside a longer word: the glossary's पट्टा is not in पट्टाधारक.
    expect(readQuery('पट्टाधारक')).toEqual({ reads: 'none', unread: ['पट्टाधारक'] });
    // Without the list and its sound reader, neither word can be read.
    expect(readQuery('ताला रिंग')).toEqual({ reads: 'none', unread: ['ताला', 'रिंग'] });
  });

  it('reads the trade words by their sound once the reader is loaded', async () => {
    const sound = await loadSound();
    const names = (query: string) => rankSearch(parts, query, (part) => part, sound).map((part) => part.name);
    expect(names('साइलेंसर')[0]).toBe('Silencer Clamp 4 inch');
    expect(names('सायलेंसर क्लैंप')).toEqual(['Silencer Clamp 4 inch']);
    expect(names('લૉક રિંગ')[0]).toBe('Wheel Lock Ring 22.5');
    expect(names('લોક રિંગ')[0]).toBe('Wheel Lock Ring 22.5');
    expect(names('ચેસિસ')[0]).toBe('Chassis Cross Member');
    expect(names('स्टीयरिंग')[0]).toBe('Steering Bracket LH');
    expect(names('कमानी')[0]).toBe('Front Leaf Spring');
    expect(readQuery('ताला रिंग', parts, (part) => part, sound)).toEqual({ reads: 'part', unread: ['ताला'], english: 'ring' });
  });
});

/**
 * The customer's language reaches staff inside the enquiry's reference line (src/lib/client-ref.ts): an
 * enquiry sent from the Hindi site ends with `Ref … · hi`, a basket's lines from the Gujarati site with
 * `Ref … · n of N · gu`. Being part of the message, it goes wherever the message goes (the outbox keeps the
 * payload as built here). English adds nothing: the enquiry tests see a bare `Ref …` line.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../src/i18n/i18n';
import { languages } from '../../../src/i18n/languages';
import { clientRefOf, messageWithoutRef, withClientRef } from '../../../src/lib/client-ref';
import { renderRoute } from '../../support/render';
import { db, http, server } from './helpers';

/** The message of every enquiry the backend is sent. */
function recordMessages() {
  const messages: string[] = [];
  server.use(
    http.post('*/inquiries.php', async ({ request }) => {
      messages.push(((await request.clone().json()) as { message: string }).message);
      return undefined;
    }),
  );
  return messages;
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe("the customer's language on the enquiry's reference line", () => {
  it('an enquiry sent from the Hindi site ends with its reference and · hi', async () => {
    await act(() => chooseLanguage('hi'));
    const messages = recordMessages();
    const { user } = renderRoute('/inquiry');
    await screen.findByRole('heading', { level: 1, name: 'प्रोडक्ट पूछताछ' });
    // The form's code comes after the page's paint.
    await screen.findByRole('button', { name: 'पूछताछ भेजें' });
    await user.type(screen.getByRole('textbox', { name: /^नाम/ }), 'सुरेश यादव');
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन नंबर/ }), '9415012345');
    await user.type(screen.getByRole('textbox', { name: /^कंपनी का नाम/ }), 'यादव गुड्स कैरियर');
    await user.type(screen.getByRole('combobox', { name: /^पार्ट का नाम/ }), 'क्लच केबल');
    await user.type(screen.getByRole('spinbutton', { name: /^मात्रा/ }), '10');
    await user.type(screen.getByRole('textbox', { name: /^मैसेज/ }), 'लखनऊ वर्कशॉप के लिए तुरंत चाहिए।');
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    await screen.findByRole('heading', { name: 'पूछताछ भेज दी गई!' });

    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^लखनऊ वर्कशॉप के लिए तुरंत चाहिए।\n\nRef [2-9A-Z]{4}-[2-9A-Z]{2} · hi$/);
    // What staff read back from what the backend stored.
    const stored = String(db.all('inquiries').at(-1)!.message);
    expect(clientRefOf(stored)?.lang).toBe('hi');
    expect(messageWithoutRef(stored)).toBe('लखनऊ वर्कशॉप के लिए तुरंत चाहिए।');
  });

  it("a basket sent from the Gujarati site: each line's place in the request, then · gu", async () => {
    await act(() => chooseLanguage('gu'));
    const messages = recordMessages();
    const { user } = renderRoute('/catalog');
    await screen.findByRole('article', { name: 'Silencer Gasket Set' });
    for (const part of ['Silencer Gasket Set', 'Wheel Lock Ring 20 inch'])
      await user.click(within(screen.getByRole('article', { name: part })).getAllByRole('button')[0]!);
    await user.click(screen.getByRole('link', { name: /^તમારી પૂછપરછ યાદી/ }));
    await screen.findByRole('heading', { name: 'તમારી પૂછપરછ યાદી' });
    await user.type(screen.getByRole('textbox', { name: /^નામ/ }), 'ભાવેશ શાહ');
    await user.type(screen.getByRole('textbox', { name: /^ફોન નંબર/ }), '9724088110');
    await user.type(screen.getByRole('textbox', { name: /^કંપનીનું નામ/ }), 'શાહ મોટર્સ');
    await user.type(screen.getByRole('textbox', { name: /^મેસેજ/ }), 'ભાવ વોટ્સએપ પર મોકલો.');
    await user.click(screen.getByRole('button', { name: /પૂછપરછ મોકલો/ }));
    await screen.findByRole('heading', { name: 'પૂછપરછ મોકલાઈ ગઈ!' });

    const ref = clientRefOf(messages[0]!)?.ref;
    expect(messages).toEqual([1, 2].map((index) => `ભાવ વોટ્સએપ પર મોકલો.\n\nRef ${ref} · ${index} of 2 · gu`));
  });

  it('every language of the site reads back from the line as it was sent, so a new one cannot be left out of its pattern', () => {
    for (const { code } of languages) {
      for (const line of [undefined, { index: 1, total: 2 }])
        expect(clientRefOf(withClientRef('रेट बताइए।', { ref: 'K7Q2-MX', line, lang: code }))?.lang, code).toBe(code);
    }
  });
});

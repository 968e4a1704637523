import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../src/i18n/i18n';
import { renderRoute } from '../../support/render';

/** The catalogue searched in Devanagari and Gujarati script, as a mechanic types it . */

const cardNames = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
const status = () => screen.getByRole('status', { name: '' });

async function openCatalog() {
  const result = renderRoute('/catalog');
  await screen.findByRole('article', { name: 'Heavy Duty Silencer Assembly' });
  return result;
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('catalogue search in another script', () => {
  it('finds क्लच केबल by its sound and says, in English, what it searched for', async () => {
    const { user } = await openCatalog();
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'क्लच का केबल');
    await waitFor(() => expect(cardNames()[0]).toBe('Clutch Cable Assembly'), { timeout: 8000 });
    expect(status()).toHaveTextContent(/^Showing results for clutch cable\. Showing \d+ of \d+ parts?$/);
  });

  it('says it in the page’s language: Gujarati', async () => {
    await act(() => chooseLanguage('gu'));
    const { user } = await openCatalog();
    await user.type(screen.getByRole('searchbox', { name: 'પાર્ટ્સ શોધો' }), 'ગાસ્કેટ');
    await waitFor(() => expect(cardNames()[0]).toBe('Silencer Gasket Set'), { timeout: 8000 });
    expect(status()).toHaveTextContent('gasket માટેનાં પરિણામ બતાવ્યાં છે.');
  });

  it('offers an enquiry for exactly what was typed when nothing sounds like it', async () => {
    await act(() => chooseLanguage('hi'));
    const { user } = await openCatalog();
    await user.type(screen.getByRole('searchbox', { name: 'पार्ट्स खोजें' }), 'डायनेमो');
    expect(await screen.findByRole('heading', { name: 'कोई पार्ट नहीं मिला' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'यह पार्ट हमसे माँगें' })).toHaveAttribute('href', `/inquiry?part=${encodeURIComponent('डायनेमो')}`);
  });

  it('"silencer tata" shows the silencers and names the word it left out', async () => {
    const { user } = await openCatalog();
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'silencer tata');
    await waitFor(() => expect(status()).toHaveTextContent('No part matches “tata”, so the catalogue searched without it.'), {
      timeout: 8000,
    });
    expect(cardNames()).toEqual(
      expect.arrayContaining(['Heavy Duty Silencer Assembly', 'Silencer Gasket Set', 'Silencer Tail Pipe 4 inch']),
    );
  });
});

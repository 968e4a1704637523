import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { renderFrame } from '../../src/app/prerender';
import { examplePath, publicPageList } from '../../src/config/public-pages';
import { chooseLanguage, startLanguage } from '../../src/i18n/i18n';

/**
 * A route page's HTML holds its first paint, prerendered by the build; the app hydrates it
 * (src/main.tsx). A mismatch would make React throw the frame away and draw the page again (and
 * report an error on the console), so each page's frame must be exactly what the app renders first.
 */
describe('the prerendered first paint', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  it.each(publicPageList.filter((page) => !page.whole).map(examplePath))(
    '%s: the app takes over the frame as it is, then renders the page',
    async (path) => {
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = (await renderFrame(path)).body;
      const frame = container.querySelector('.site');
      const header = container.querySelector('header');
      const heading = container.querySelector('h1');
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      window.history.replaceState(null, '', path);

      const recoverableErrors = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, <App hydrating />, { onRecoverableError: recoverableErrors });
      });

      // The page's own content replaces the loading state the HTML showed.
      await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
      expect(recoverableErrors).not.toHaveBeenCalled();
      // The same elements: kept, not drawn again.
      expect(container.querySelector('.site')).toBe(frame);
      expect(container.querySelector('header')).toBe(header);
      if (heading) expect(container.querySelector('h1')).toBe(heading);
    },
  );

  it('/: the home page reads no data, so its HTML holds the whole page, which the app takes over as it is', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const frame = await renderFrame('/');
    expect(frame.head).toContain('<title>Heavy-Truck Parts Manufacturer and Wholesaler | Shree Sai Truck Parts</title>');
    container.innerHTML = frame.body;
    const heading = screen.getByRole('heading', { level: 1, name: 'Heavy-truck parts built to carry the load' });
    const partners = screen.getByRole('heading', { level: 2, name: 'Our Partners' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    window.history.replaceState(null, '', '/');

    const recoverableErrors = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <App hydrating />, { onRecoverableError: recoverableErrors });
    });

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Heavy-truck parts built to carry the load' })).toBe(heading);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Partners' })).toBe(partners);
  });

  it.each([
    ['/inquiry', 'Product Enquiry', 'Submit Enquiry'],
    ['/buy-lead', 'Submit Buy Lead', 'Submit Buy Lead'],
  ])(
    '%s: the form reads no data, so its HTML holds it whole, fields and all, which the app takes over as it is',
    async (path, title, submit) => {
      const container = document.body.appendChild(document.createElement('div'));
      const frame = await renderFrame(path);
      expect(frame.head).toContain(`<title>${title} | Shree Sai Truck Parts</title>`);
      container.innerHTML = frame.body;
      const heading = screen.getByRole('heading', { level: 1, name: title });
      const phone = screen.getByRole('textbox', { name: /Phone Number/ });
      expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
      window.history.replaceState(null, '', path);

      const recoverableErrors = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, <App hydrating />, { onRecoverableError: recoverableErrors });
      });

      expect(recoverableErrors).not.toHaveBeenCalled();
      expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
      expect(screen.getByRole('textbox', { name: /Phone Number/ })).toBe(phone);
    },
  );

  it.each([
    ['/buy-lead', 'बाय लीड भेजें'],
    ['/', 'लोड झेलने के लिए बने हेवी ट्रक पार्ट्स'],
  ])('%s drawn in Hindi, as ?lang=hi has it, is taken over as it is in Hindi', async (path, title) => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = (await renderFrame(path, 'hi')).body;
    const heading = screen.getByRole('heading', { level: 1, name: title });
    window.history.replaceState(null, '', `${path}?lang=hi`);

    const recoverableErrors = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <App hydrating />, { onRecoverableError: recoverableErrors });
    });

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBe(heading);
    await act(() => chooseLanguage('en'));
  });

  it('in Hindi, remembered on the device, the English frame is taken over as it is and turns Hindi in place, a field typed into kept', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = (await renderFrame('/buy-lead')).body;
    window.history.replaceState(null, '', '/buy-lead');
    const heading = screen.getByRole('heading', { level: 1, name: 'Submit Buy Lead' });
    const name = screen.getByRole('textbox', { name: /Full Name/ });
    (name as HTMLInputElement).value = 'Ravi Kumar';
    await startLanguage('hi', 'en');

    const recoverableErrors = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <App hydrating />, { onRecoverableError: recoverableErrors });
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'बाय लीड भेजें' })).toBe(heading);
    expect(screen.queryByText('Submit Buy Lead')).not.toBeInTheDocument();
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(name).toBeInTheDocument();
    expect(name).toHaveValue('Ravi Kumar');
    await act(() => chooseLanguage('en'));
  });
});

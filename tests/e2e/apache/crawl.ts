/** What a link preview's or a search engine's crawler reads of a page the server sends. */
import type { Browser } from '@playwright/test';

export const SITE_NAME = 'Shree Sai Truck Parts';
/** The crawlers that draw a shared link's preview or index the page; none of them runs the page's scripts. */
export const CRAWLERS = {
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/** A person's browser, which is sent the same page. */
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export interface PartRow {
  id: string;
  name: string;
  description: string;
  category: string | null;
}
export interface PostRow {
  id: string;
  title: string;
  excerpt: string;
}

/** What a crawler reads of a page: its HTML as sent, drawn without scripts. */
export async function crawl(browser: Browser, url: string, userAgent: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    // What is there, without waiting for what is not (a 404 has no Open Graph).
    const attribute = async (selector: string, name: string) => {
      const element = page.locator(selector).first();
      return (await element.count()) ? element.getAttribute(name) : null;
    };
    const meta = (key: string) => attribute(`meta[property="${key}"], meta[name="${key}"]`, 'content');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    return {
      status: response?.status(),
      html: await response!.text(),
      title: await page.title(),
      og: {
        title: await meta('og:title'),
        description: await meta('og:description'),
        url: await meta('og:url'),
        image: await meta('og:image'),
        type: await meta('og:type'),
        siteName: await meta('og:site_name'),
      },
      twitterCard: await meta('twitter:card'),
      description: await meta('description'),
      canonical: await attribute('link[rel="canonical"]', 'href'),
      structured: jsonLd.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]),
      // innerText leaves out scripts and styles: the text a reader is shown.
      text: await page.locator('body').innerText(),
      headings: await page.locator('h1').allInnerTexts(),
    };
  } finally {
    await context.close();
  }
}

import type { EndpointId } from '@contract';
import type { Key } from '../i18n/i18n';
import { languages } from '../i18n/languages.ts';

/** A public page's heading band: its h1 and a line about the page. */
export interface PageIntro {
  title: Key;
  intro: Key;
}

/**
 * A public page whose code loads on demand. This table is the one place a public route is written:
 * the router (src/app/router.tsx), the path builders (src/config/paths.ts), the page's own HTML file
 * and its hints (build/), the server rules (build/) and the bench's routes are derived from it.
 * Adding a public page is a row here plus its folder under src/features/.
 */
export interface PublicPage {
  /** The route, in React Router's syntax (`:name` is a path parameter). */
  path: `/${string}`;
  /** A query parameter the path builder takes (`/inquiry?part=...`). */
  query?: string;
  /** The page's module under src/features/ (no extension); its default export is the page. */
  module: `${string}/${string}-page`;
  /**
   * The HTML file the build writes for the route: index.html with the page's first paint (site
   * frame, `intro`, loading state) prerendered and its code preloaded. The server maps the route to
   * it; a server that answers index.html instead still works, without the head start.
   */
  file: `${string}.html`;
  /** The heading band drawn with the site frame, before the page's own code is in. */
  intro?: PageIntro;
  /**
   * The page's one-record call, its `id` the number ending the path: the page's HTML requests it,
   * and then its picture, ahead of the app (src/app/early-record.ts).
   */
  record?: EndpointId;
  /**
   * The page reads no data before it shows: the build draws it whole into its HTML (fields and all),
   * and the app takes that markup over, keeping what was typed into it (src/features/forms/form-helpers.tsx).
   */
  whole?: boolean;
  /**
   * The page's list call: the server pages (server/list.php) draw its first `rows` into the page's
   * HTML, with the page's title and description (./list-meta.ts) in the head, and the app shows
   * those rows until its own read of the list is in (src/lib/server-list.ts). Twelve rows fill a wide
   * screen twice, and keep the page inside the first round trip of a phone's link (docs/decisions.md).
   */
  list?: { call: EndpointId; rows: number };
}

export const publicPages = {
  catalog: {
    path: '/catalog',
    module: 'catalog/catalog-page',
    file: 'catalog.html',
    intro: {
      title: 'Parts Catalogue',
      intro: 'Search our range of heavy-truck parts, open a card for downloads, and send an enquiry in one click.',
    },
    list: { call: 'listParts', rows: 12 },
  },
  part: { path: '/catalog/:id', module: 'catalog/part-page', file: 'part.html', record: 'getPart' },
  blog: {
    path: '/blog',
    module: 'blog/blog-list-page',
    file: 'blog.html',
    intro: {
      title: 'Blog',
      intro:
        'Maintenance tips, safety checks and company news from our workshop floor: practical advice for fleet owners, mechanics and drivers.',
    },
    list: { call: 'listBlogPosts', rows: 12 },
  },
  blogPost: { path: '/blog/:id', module: 'blog/blog-post-page', file: 'blog-post.html', record: 'getBlogPost' },
  inquiry: {
    path: '/inquiry',
    query: 'part',
    module: 'inquiry/inquiry-page',
    file: 'inquiry.html',
    whole: true,
    intro: { title: 'Product Enquiry', intro: 'Ask about prices, availability or a custom part. Our team will get back to you quickly.' },
  },
  buyLead: {
    path: '/buy-lead',
    module: 'buy-lead/buy-lead-page',
    file: 'buy-lead.html',
    whole: true,
    intro: {
      title: 'Submit Buy Lead',
      intro: 'Tell us what you need in bulk or made to order, and where it should go. We will send you a quote.',
    },
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof publicPages;

export const publicPageList: readonly PublicPage[] = Object.values(publicPages);

/** The module file of a page, from the project's root. */
export const pageModuleFile = (page: PublicPage) => `src/features/${page.module}.tsx`;

/**
 * A regular expression source matching the page's paths, from the leading slash, with or without a
 * trailing slash (`^/blog/[^/]+/?$`): for the server rules and `vite preview`.
 */
export const pathPattern = (page: PublicPage) => `^${page.path.replace(/:[^/]+/g, '[^/]+')}/?$`;

/** A path the prerendered first paint is drawn for (each parameter `1`). */
export const examplePath = (page: PublicPage) => page.path.replace(/:[^/]+/g, '1');

/** The languages, other than English, that the pages drawn whole are also written in (fileInLanguage): for the build. */
export const otherLanguages = (): string[] => languages.map(({ code }) => code).filter((code) => code !== 'en');

/**
 * A page's HTML file drawn in another language (`inquiry.hi.html`), for `?lang=` to be answered with:
 * the build writes one for each page drawn whole (`whole`, and the home page) in each language.
 */
export const fileInLanguage = (file: string, language: string): string =>
  language === 'en' ? file : file.replace(/\.html$/, `.${language}.html`);

/** The page whose route matches `pathname`, if it has an HTML file of its own. */
export const publicPageAt = (pathname: string): PublicPage | undefined =>
  publicPageList.find((page) => new RegExp(pathPattern(page)).test(pathname));

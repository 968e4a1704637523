import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useDisclosure } from '../../components/use-disclosure';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useTexts, type Key } from '../../i18n/i18n';
import { hasStoredBasket } from '../basket/basket-key';
import { BrochureAlert, useBrochureOpener } from './brochure-button';
import { LanguageChooser } from './language-chooser';

const links: { to: string; label: Key; end?: boolean }[] = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.catalog, label: 'Parts Catalogue' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.inquiry(), label: 'Enquiry' },
  { to: paths.buyLead, label: 'Buy Lead' },
];

/** The basket's count and live region: its code loads with the pages that add to it, not with the home page. */
const BasketLink = lazy(() => import('../basket/basket-button').then((module) => ({ default: module.BasketLink })));
const BASKET_PAGES = [paths.catalog, paths.inquiry()];
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * The header's basket link where it can matter: on the pages that fill or send the basket (whose code has
 * it already, so its live region is there before the first add), and on any page once there is a basket.
 */
function HeaderBasket() {
  const { pathname } = useLocation();
  // Not in the prerendered HTML nor while it hydrates: the basket is the device's, and its code is not loaded yet.
  const client = useSyncExternalStore(noSubscription, isClient, isServer);
  const shown = client && (BASKET_PAGES.some((page) => pathname.startsWith(page)) || hasStoredBasket());
  return shown ? (
    <Suspense fallback={null}>
      <BasketLink />
    </Suspense>
  ) : null;
}

export function SiteHeader() {
  const menu = useDisclosure({ menu: true });
  const brochure = useBrochureOpener();
  const { t } = useTexts();
  const toggle = useRef<HTMLButtonElement>(null);
  // A language chosen from the phone menu closes it, so the page shows in that language; focus goes back to
  // the Menu button, as the chosen button is hidden with the menu.
  const languageChosen = () => {
    if (!menu.open) return;
    menu.close();
    toggle.current?.focus();
  };

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to={paths.home} className="brand">
          <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="#f59e0b" />
            <path d="M6 20h3v-8h10v8h2v-5h4l2 3v2h1v2h-3a2.5 2.5 0 0 1-5 0h-5a2.5 2.5 0 0 1-5 0H6z" fill="#0f2a4a" />
          </svg>
          <span className="brand-text">
            <span className="brand-name">{site.name}</span>
            <span className="brand-tag">{t('Since {year}', { year: String(site.established) })}</span>
          </span>
        </Link>
        <HeaderBasket />
        <button {...menu.buttonProps} ref={toggle} className="menu-toggle">
          <span className="menu-icon" aria-hidden="true" />
          {/* The visible word stays 'Menu' (the icon turns into a cross), so opening never moves or resizes the button. */}
          <span className="menu-word" aria-hidden="true">
            {t('Menu')}
          </span>
          <span className="visually-hidden">{menu.open ? t('Close menu') : t('Menu')}</span>
        </button>
        <nav id={menu.regionId} className={`site-nav${menu.open ? ' is-open' : ''}`} aria-label={t('Main')}>
          <ul>
            {links.map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} end={link.end} className="nav-link">
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="btn btn-accent btn-small nav-brochure"
                onClick={() => void brochure.openBrochure()}
                aria-busy={brochure.busy || undefined}
              >
                {t('View All Brochure')}
              </button>
            </li>
            <li>
              <LanguageChooser onChosen={languageChosen} />
            </li>
          </ul>
        </nav>
      </div>
      <BrochureAlert message={brochure.message} onDismiss={brochure.dismiss} />
    </header>
  );
}

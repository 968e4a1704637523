import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { newTabProps } from '../../config/urls';
import { useTexts, type Key } from '../../i18n/i18n';
import { telHref } from '../../lib/phone';
import { toWords } from './hours';

const quickLinks: (FooterLink & { label: Key })[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.catalog, label: 'Parts Catalogue' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.inquiry(), label: 'Enquiry' },
  { to: paths.buyLead, label: 'Buy Lead' },
];

/** A page of this site, or another site (opened in a new tab). */
type FooterLink = { label: string } & ({ to: string } | { href: string });

/** Links of this site are translated; another site keeps its own name (Facebook). */
function FooterLinks({ links, className, label }: { links: readonly FooterLink[]; className: string; label?: string }) {
  const { t, message } = useTexts();
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.label}>
          {'to' in link ? (
            <Link to={link.to} className="footer-link">
              {message(link.label)}
            </Link>
          ) : (
            <a href={link.href} {...newTabProps} className="footer-link">
              {link.label}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

const mapsSearchUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address.mapQuery)}`;

/** The map is a third-party frame: it loads only when the visitor asks for it. */
function FooterMap() {
  const { t } = useTexts();
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        className="footer-map-frame"
        title={t('Map of {place}', { place: site.address.mapQuery })}
        src={site.mapEmbedUrl}
        loading="lazy"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
    );
  }
  return (
    <div className="footer-map-placeholder">
      <p>{t('The map is provided by Google Maps and loads only when you ask for it.')}</p>
      <div className="row-start">
        <button type="button" className="btn btn-accent btn-small" onClick={() => setShown(true)}>
          {t('Show map')}
        </button>
        <a className="footer-link" href={mapsSearchUrl} {...newTabProps}>
          {t('Open in Google Maps')}
          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
        </a>
      </div>
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { t, message } = useTexts();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title">
            {site.name}
          </h2>
          <p>{t('Heavy-truck parts, made and supplied since {year}.', { year: String(site.established) })}</p>
          <FooterLinks
            className="social-links"
            label={t('Social media')}
            links={site.social.map((social) => ({ label: social.name, href: social.url }))}
          />
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-title">
            {t('Quick Links')}
          </h2>
          <FooterLinks className="footer-list" links={quickLinks} />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            {t('Contact Us')}
          </h2>
          <address className="footer-address">
            {site.address.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <ul className="footer-list">
            {site.phones.map((phone) => (
              <li key={phone}>
                <span className="visually-hidden">{t('Phone:')} </span>
                <a href={telHref(phone)} className="footer-link">
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <span className="visually-hidden">{t('E-mail:')} </span>
              <a href={`mailto:${site.email}`} className="footer-link">
                {site.email}
              </a>
            </li>
          </ul>
          <ul className="footer-list footer-hours">
            {site.hours.map((entry) => (
              <li key={entry.days}>
                {message(toWords(entry.days))}: {message(toWords(entry.time))}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-map" className="footer-map">
          <h2 id="footer-map" className="footer-title">
            {t('Find Us')}
          </h2>
          <FooterMap />
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>{t('© {year} {name}. All rights reserved.', { year: String(year), name: site.name })}</p>
        </div>
      </div>
    </footer>
  );
}

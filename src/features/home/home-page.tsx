import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useTexts, type Key } from '../../i18n/i18n';
import { ChatButton } from '../site/chat-button';
import chassisImage from './images/chassis-bracket.svg';
import lockRingImage from './images/lock-ring.svg';
import silencerImage from './images/silencer.svg';
import { PartnerCarousel } from './partner-carousel';

const reasons: { title: Key; text: Key; icon: string }[] = [
  {
    title: 'Quality Assured',
    text: 'Every part is made from tested steel and rubber and checked against the drawing before it leaves our floor.',
    icon: 'M12 2 4 5v6c0 5 3.4 9.6 8 11 4.6-1.4 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  },
  {
    title: 'Fast Delivery',
    text: 'Ready stock of fast-moving parts and dispatch across India through trusted transport partners.',
    icon: 'M3 6h11v9h1.5a3 3 0 0 1 5.5 0H22v-4l-3-4h-4V5H3v1Zm15 11.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM8 17.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM3 15h1.5a3 3 0 0 1 5.5 0h4V8H3v7Z',
  },
  {
    title: 'Expert Support',
    text: 'Talk to people who know heavy trucks: we help you find the right part number for your model.',
    icon: 'M12 2a7 7 0 0 0-7 7v4a3 3 0 0 0 3 3h1v-7H7a5 5 0 0 1 10 0h-2v7h2v1a2 2 0 0 1-2 2h-3v2h3a4 4 0 0 0 4-4v-1.2A3 3 0 0 0 19 13V9a7 7 0 0 0-7-7Z',
  },
];

/**
 * Images shipped with the app (the demo uploads are not part of a production build). Each card opens
 * the catalogue filtered to its category, as the catalogue keeps it in its address.
 */
const featured: { title: Key; category: string; image: string; text: Key }[] = [
  {
    title: 'Silencer Parts',
    category: 'Silencer Parts',
    image: silencerImage,
    text: 'Silencer assemblies, tail pipes, brackets and clamps for haulage trucks.',
  },
  {
    title: 'Chassis Parts',
    category: 'Chassis Parts',
    image: chassisImage,
    text: 'Cross members, brackets and mounting plates pressed from heavy-gauge steel.',
  },
  {
    title: 'Lock Ring',
    category: 'Lock Rings',
    image: lockRingImage,
    text: 'Heat-treated wheel lock rings and side rings for multi-piece rims.',
  },
];

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/** A titled band of the home page; `soft` gives it the tinted background. */
function HomeSection({
  id,
  title,
  soft = false,
  className = '',
  children,
}: {
  id: string;
  title: string;
  soft?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={['home-section', soft ? 'soft' : '', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function HomePage() {
  const years = new Date().getFullYear() - site.established;
  const { t } = useTexts();
  const since = String(site.established);
  return (
    <>
      <PageMeta
        title={t('Heavy-Truck Parts Manufacturer and Wholesaler')}
        description={t(
          '{name}, Ahmedabad: silencer parts, lock rings, chassis parts, cables, clamps, rubber parts and steering brackets for heavy trucks, made and supplied since {year}.',
          { name: site.name, year: since },
        )}
      />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="hero-kicker">{t('Manufacturer and wholesaler · Ahmedabad, India')}</p>
          <h1 id="hero-title">{t('Heavy-truck parts built to carry the load')}</h1>
          <p className="hero-lead">
            {t(
              'Silencer parts, lock rings, chassis parts, cables, clamps, rubber parts and steering brackets, made and supplied since {year}.',
              { year: since },
            )}
          </p>
          <div className="hero-actions">
            <Link to={paths.catalog} className="btn btn-accent btn-large">
              {t('Browse Parts')}
            </Link>
            <Link to={paths.inquiry()} className="btn btn-outline-light btn-large">
              {t('Get a Quote')}
            </Link>
          </div>
        </div>
      </section>

      <HomeSection id="partners" title={t('Our Partners')} className="partners">
        <p className="section-lead">{t("Select a logo to open that partner's brochure.")}</p>
        <PartnerCarousel />
      </HomeSection>

      <HomeSection id="why" title={t('Why Choose Us')} soft>
        <ul className="grid-3 reason-list">
          {reasons.map((reason) => (
            <li key={reason.title} className="card reason">
              <span className="reason-icon">
                <Icon path={reason.icon} />
              </span>
              <h3>{t(reason.title)}</h3>
              <p>{t(reason.text)}</p>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="featured" title={t('Featured Products')}>
        <ul className="grid-3 featured-list">
          {featured.map((item) => (
            <li key={item.title} className="card featured-card">
              <img src={item.image} alt="" width={400} height={260} loading="lazy" className="featured-image" />
              <div className="featured-body">
                <h3>
                  <Link
                    to={{ pathname: paths.catalog, search: `?${new URLSearchParams({ category: item.category })}` }}
                    className="stretched-link"
                  >
                    {t(item.title)}
                  </Link>
                </h3>
                <p>{t(item.text)}</p>
                <span className="featured-more" aria-hidden="true">
                  {t('View in catalogue')} →
                </span>
              </div>
            </li>
          ))}
        </ul>
      </HomeSection>

      <section className="home-section soft" aria-labelledby="about-title">
        <div className="container about">
          <div>
            <h2 id="about-title" className="section-title left">
              {t('About Us')}
            </h2>
            <p>
              {t(
                '{name} was established in {year} in Ahmedabad, Gujarat. For over {years} years we have manufactured and supplied heavy-truck parts to fleet owners, workshops and dealers across India.',
                { name: site.name, year: since, years },
              )}
            </p>
            <p>
              {t('Our team of {size} people handles everything from pressing and welding to packing and dispatch.', {
                size: site.teamSize,
              })}
            </p>
          </div>
          <dl className="about-facts">
            <div>
              <dt>{t('Established')}</dt>
              <dd>{site.established}</dd>
            </div>
            <div>
              <dt>{t('Team')}</dt>
              <dd>{site.teamSize}</dd>
            </div>
            <div>
              <dt>{t('Based in')}</dt>
              <dd>{t('Ahmedabad')}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <h2 id="cta-title">{t('Need parts in bulk or made to order?')}</h2>
          <p>
            {t('Browse the catalogue, or tell us what you need and get a quote within {hours} hours.', {
              hours: site.buyLeadResponseHours,
            })}
          </p>
          <div className="hero-actions">
            <Link to={paths.catalog} className="btn btn-accent btn-large">
              {t('Browse Catalogue')}
            </Link>
            <Link to={paths.buyLead} className="btn btn-outline-light btn-large">
              {t('Submit Buy Lead')}
            </Link>
          </div>
        </div>
      </section>
      <ChatButton />
    </>
  );
}

import { useId, useState } from 'react';
import { site } from '../../config/site';
import { newTabProps } from '../../config/urls';
import { useTexts } from '../../i18n/i18n';

/** Spec §9: 4 logos per slide. */
export const LOGOS_PER_SLIDE = 4;

type Partner = (typeof site.partners)[number];

function slidesOf(partners: readonly Partner[]): Partner[][] {
  const slides: Partner[][] = [];
  for (let start = 0; start < partners.length; start += LOGOS_PER_SLIDE) slides.push(partners.slice(start, start + LOGOS_PER_SLIDE));
  return slides;
}

/** Partner logos, a slide at a time; previous and next wrap around at both ends. Each logo opens its PDF. */
export function PartnerCarousel({ partners = site.partners }: { partners?: readonly Partner[] }) {
  const { t } = useTexts();
  const slides = slidesOf(partners);
  const [index, setIndex] = useState(0);
  const slideId = useId();
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const current = slides[index] ?? [];

  if (count === 0) return null;
  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={t('Partner logos')}>
      <div className="carousel-body">
        <button
          type="button"
          className="carousel-arrow"
          onClick={() => go(index - 1)}
          aria-controls={slideId}
          aria-label={t('Previous partners')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div
          id={slideId}
          role="group"
          aria-roledescription="slide"
          aria-label={t('{index} of {count}', { index: index + 1, count })}
          aria-live="polite"
          className="carousel-viewport"
        >
          <ul className="carousel-slide">
            {current.map((partner) => (
              <li key={partner.name}>
                <a
                  className="partner-logo"
                  href={partner.pdf}
                  {...newTabProps}
                  aria-label={t('{partner} brochure (PDF, opens in a new tab)', { partner: partner.name })}
                >
                  <img src={partner.logo} alt={partner.name} width={160} height={80} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className="carousel-arrow"
          onClick={() => go(index + 1)}
          aria-controls={slideId}
          aria-label={t('Next partners')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="carousel-dots">
        {slides.map((_, dot) => (
          <button
            key={dot}
            type="button"
            className="carousel-dot"
            aria-label={t('Show slide {number}', { number: dot + 1 })}
            aria-current={dot === index ? 'true' : undefined}
            aria-controls={slideId}
            onClick={() => go(dot)}
          />
        ))}
      </div>
    </div>
  );
}

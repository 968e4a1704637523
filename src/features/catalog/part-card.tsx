import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Part } from '../../api/parts/parts';
import { useDisclosure } from '../../components/use-disclosure';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/i18n';
import { AddToBasketButton } from '../basket/basket-button';
import { ModelPreview } from './model-preview';
import { PartDownloads } from './part-downloads';
import { PartPicture } from './part-picture';

/** One catalogue card: image, category, name, a clamped description, Enquire Now and a details panel. */
export const PartCard = memo(function PartCard({ part, priority = false }: { part: Part; priority?: boolean }) {
  const { t } = useTexts();
  const { open, regionId: detailsId, buttonProps } = useDisclosure();
  const titleId = `${detailsId}-title`;
  return (
    <article className="card compact-card part-card" aria-labelledby={titleId} id={`part-${part.id}`} tabIndex={-1}>
      <PartPicture part={part} size="card" className="compact-card-image part-image" priority={priority} />
      <div className="compact-card-body part-body">
        {part.category ? <span className="badge">{part.category}</span> : null}
        <h2 id={titleId} className="part-name">
          <Link to={paths.part(part.id)}>{part.name}</Link>
        </h2>
        <p className="part-description line-clamp-2">{part.description}</p>
        <div className="part-card-actions">
          <Link className="btn btn-primary btn-small part-enquire" to={paths.inquiry(part.name)}>
            {t('Enquire Now')}
            <span className="visually-hidden"> {t('about {part}', { part: part.name })}</span>
          </Link>
          <AddToBasketButton partName={part.name} />
          <button {...buttonProps} className="btn btn-outline btn-small part-toggle">
            {open ? t('Hide Details') : t('Show Details')}
            <span className="visually-hidden"> {t('for {part}', { part: part.name })}</span>
          </button>
        </div>
        <div id={detailsId} className="part-details" hidden={!open}>
          {open ? (
            <>
              <p className="part-full-description">{part.description}</p>
              {part.modelUrl ? <ModelPreview src={part.modelUrl} alt={t('3D model of {part}', { part: part.name })} /> : null}
              <PartDownloads part={part} />
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
});

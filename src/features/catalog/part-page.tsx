import { useState } from 'react';
import { Link } from 'react-router-dom';
import { readPart, type Part } from '../../api/parts/parts';
import { partQueryOptions } from '../../api/parts/queries';
import { BackButton } from '../../components/back-button';
import { PageMeta } from '../../components/page-meta';
import { Breadcrumb, RecordPage, recordStructuredData, type Crumb, type RecordTexts } from '../../components/record-page';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { newTabProps, structuredDataImage } from '../../config/urls';
import { whatsappShareLink } from '../../config/whatsapp-links';
import { useTexts } from '../../i18n/i18n';
import { AddToBasketButton } from '../basket/basket-button';
import { ChatButton } from '../site/chat-button';
import { ModelPreview } from './model-preview';
import { PartDownloads } from './part-downloads';
import { PartPicture } from './part-picture';
import './catalog.css';

const categoryPath = (category: string) => `${paths.catalog}?${new URLSearchParams({ category })}`;

/** A description for search results: the part's own text, cut at a word near 160 characters. */
export function metaDescription(part: Part): string {
  const text = part.description.replace(/\s+/g, ' ').trim() || `${part.name} from ${site.name}.`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}...`;
}

/** Where a part sits: home, the catalogue, its category's view, the part. */
const partTrail = (part: Part): Crumb[] => [
  { label: 'Home', to: paths.home },
  { label: 'Parts Catalogue', to: paths.catalog },
  ...(part.category ? [{ label: part.category, to: categoryPath(part.category) }] : []),
  { label: part.name, to: paths.part(part.id) },
];

/** Product and BreadcrumbList structured data for a part (schema.org). */
export function partStructuredData(part: Part, origin: string) {
  const url = `${origin}${paths.part(part.id)}`;
  return recordStructuredData(partTrail(part), origin, {
    '@type': 'Product',
    name: part.name,
    description: part.description || undefined,
    category: part.category || undefined,
    sku: String(part.id),
    image: structuredDataImage(part.imageUrl, origin),
    url,
    brand: { '@type': 'Brand', name: site.name },
    manufacturer: { '@type': 'Organization', name: site.name },
  });
}

/** Copies the page's address; says whether it worked, for everyone, screen readers included. */
function CopyLink({ url }: { url: string }) {
  const { t } = useTexts();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  function copy() {
    // The clipboard needs a secure context; where it is missing the address is shown to copy by hand.
    const write = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  }
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={copy}>
        {t('Copy link')}
      </button>
      <span className="part-page-copied" role="status">
        {result === 'copied' ? t('Link copied.') : result === 'failed' ? t('Copy this link: {url}', { url }) : ''}
      </span>
    </>
  );
}

function PartView({ part }: { part: Part }) {
  const { t } = useTexts();
  const url = `${window.location.origin}${paths.part(part.id)}`;
  return (
    <article className="container page-pad part-page" aria-labelledby="part-title">
      <PageMeta title={part.name} description={metaDescription(part)} jsonLd={partStructuredData(part, window.location.origin)} />
      <Breadcrumb trail={partTrail(part)} />
      <div className="part-page-layout">
        <PartPicture part={part} size="page" className="part-page-image card" priority />
        <div className="part-page-body">
          {part.category ? <span className="badge">{part.category}</span> : null}
          <h1 id="part-title">{part.name}</h1>
          <p className="part-page-description">{part.description}</p>
          <div className="part-page-actions">
            <Link className="btn btn-primary btn-large" to={paths.inquiry(part.name)}>
              {t('Enquire Now')}
              <span className="visually-hidden"> {t('about {part}', { part: part.name })}</span>
            </Link>
            <AddToBasketButton partName={part.name} className="btn btn-outline btn-large" />
          </div>
          <div className="part-page-share">
            <a className="btn btn-outline" href={whatsappShareLink(`${part.name} - ${url}`)} {...newTabProps}>
              {t('Share on WhatsApp')}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
            <CopyLink url={url} />
          </div>
          <PartDownloads part={part} />
          {part.modelUrl ? <ModelPreview src={part.modelUrl} alt={t('3D model of {part}', { part: part.name })} /> : null}
          <div>
            <BackButton fallback={paths.catalog}>{t('Back to Catalogue')}</BackButton>
          </div>
        </div>
      </div>
    </article>
  );
}

const partPage: RecordTexts = {
  loading: 'Loading part...',
  failed: 'This part could not be loaded.',
  list: { title: 'Parts Catalogue', to: paths.catalog, backText: 'Back to Catalogue' },
  notFound: {
    title: 'Part Not Found',
    text: "The part you're looking for doesn't exist or may have been removed from the catalogue.",
    linkText: 'Browse the Catalogue',
  },
};

export default function PartPage() {
  return (
    <>
      <RecordPage query={partQueryOptions} read={readPart} texts={partPage}>
        {(part) => <PartView part={part} />}
      </RecordPage>
      <ChatButton />
    </>
  );
}

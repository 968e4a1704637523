import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/api-error';
import type { Part } from '../../api/parts/parts';
import { partQueryOptions } from '../../api/parts/queries';
import { BackButton } from '../../components/back-button';
import { NotFoundPanel } from '../../components/not-found-panel';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { LoadError } from '../../components/load-error';
import { ModelPreview } from '../../components/model-preview';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { newTabProps, structuredDataImage } from '../../lib/urls';
import { whatsappShareLink } from '../../lib/whatsapp';
import { ChatButton } from '../site/chat-button';
import { PartDownloads } from './part-downloads';
import './catalog.css';

/** A route id is a positive integer; anything else cannot be a part. */
const parseId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

const categoryPath = (category: string) => `${paths.catalog}?${new URLSearchParams({ category })}`;

/** A description for search results: the part's own text, cut at a word near 160 characters. */
export function metaDescription(part: Part): string {
  const text = part.description.replace(/\s+/g, ' ').trim() || `${part.name} from ${site.name}.`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}...`;
}

/** Product and BreadcrumbList structured data for a part (schema.org). */
export function partStructuredData(part: Part, origin: string) {
  const url = `${origin}${paths.part(part.id)}`;
  const crumbs = [
    { name: 'Home', item: `${origin}/` },
    { name: 'Parts Catalogue', item: `${origin}${paths.catalog}` },
    ...(part.category ? [{ name: part.category, item: `${origin}${categoryPath(part.category)}` }] : []),
    { name: part.name, item: url },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: part.name,
      description: part.description || undefined,
      category: part.category || undefined,
      sku: String(part.id),
      image: structuredDataImage(part.imageUrl, origin),
      url,
      brand: { '@type': 'Brand', name: site.name },
      manufacturer: { '@type': 'Organization', name: site.name },
    },
  ];
}

function NotFound() {
  return (
    <NotFoundPanel
      title="Part Not Found"
      description="The part you asked for is not in the catalogue."
      text="The part you're looking for doesn't exist or may have been removed from the catalogue."
      to={paths.catalog}
      linkText="Browse the Catalogue"
    />
  );
}

/** Copies the page's address; says whether it worked, for everyone, screen readers included. */
function CopyLink({ url }: { url: string }) {
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
        Copy link
      </button>
      <span className="part-page-copied" role="status">
        {result === 'copied' ? 'Link copied.' : result === 'failed' ? `Copy this link: ${url}` : ''}
      </span>
    </>
  );
}

function PartView({ part }: { part: Part }) {
  const url = `${window.location.origin}${paths.part(part.id)}`;
  return (
    <article className="container page-pad part-page" aria-labelledby="part-title">
      <PageMeta title={part.name} description={metaDescription(part)} jsonLd={partStructuredData(part, window.location.origin)} />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          <li>
            <Link to={paths.catalog}>Parts Catalogue</Link>
          </li>
          {part.category ? (
            <li>
              <Link to={categoryPath(part.category)}>{part.category}</Link>
            </li>
          ) : null}
          <li aria-current="page">{part.name}</li>
        </ol>
      </nav>
      <div className="part-page-layout">
        <ImageWithFallback src={part.imageUrl} alt={part.name} className="part-page-image card" width={800} height={600} fit="contain" priority />
        <div className="part-page-body">
          {part.category ? <span className="badge">{part.category}</span> : null}
          <h1 id="part-title">{part.name}</h1>
          <p className="part-page-description">{part.description}</p>
          <div className="part-page-actions">
            <Link className="btn btn-primary btn-large" to={paths.inquiry(part.name)}>
              Enquire Now<span className="visually-hidden"> about {part.name}</span>
            </Link>
          </div>
          <div className="part-page-share">
            <a className="btn btn-outline" href={whatsappShareLink(`${part.name} - ${url}`)} {...newTabProps}>
              Share on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <CopyLink url={url} />
          </div>
          <PartDownloads part={part} />
          {part.modelUrl ? <ModelPreview src={part.modelUrl} alt={`3D model of ${part.name}`} /> : null}
          <div>
            <BackButton fallback={paths.catalog}>Back to Catalogue</BackButton>
          </div>
        </div>
      </div>
    </article>
  );
}

export default function PartPage() {
  const id = parseId(useParams().id);
  // Rendered in a transition, as the blog post (see there).
  const part = useDeferredValue(useQuery({ ...partQueryOptions(id ?? 0), enabled: id !== null }));

  let content;
  if (id === null) content = <NotFound />;
  else if (part.isPending)
    content = (
      <div className="container page-pad">
        <PageMeta title="Parts Catalogue" />
        <Spinner label="Loading part..." />
      </div>
    );
  else if (part.isError) {
    if (isApiError(part.error) && part.error.status === 404) content = <NotFound />;
    else
      content = (
        <div className="container narrow page-pad">
          <PageMeta title="Parts Catalogue" description="This part could not be loaded." />
          <h1>Parts Catalogue</h1>
          <LoadError message={errorMessage(part.error)} onRetry={() => void part.refetch()} retrying={part.isFetching}>
            <BackButton fallback={paths.catalog}>Back to Catalogue</BackButton>
          </LoadError>
        </div>
      );
  } else content = <PartView part={part.data} />;

  return (
    <>
      {content}
      <ChatButton />
    </>
  );
}

import { site } from '../config/site';

interface PageMetaProps {
  title: string;
  description?: string;
  noindex?: boolean;
  /** Structured data (schema.org), rendered as a JSON-LD data block: text, never executed. */
  jsonLd?: object | object[];
}

/** Title, description and robots for the page; React 19 hoists these into <head>. */
export function PageMeta({ title, description, noindex, jsonLd }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {jsonLd ? <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script> : null}
    </>
  );
}

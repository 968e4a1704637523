import { structuredDataImage } from '../../lib/urls';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/api-error';
import { paragraphsOf, type BlogPost } from '../../api/blog-posts/blog-posts';
import { blogPostQueryOptions } from '../../api/blog-posts/queries';
import { BackButton } from '../../components/back-button';
import { NotFoundPanel } from '../../components/not-found-panel';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { PageMeta } from '../../components/page-meta';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { formatLongDate, toDateInputValue } from '../../lib/dates';
import './blog.css';

/** A route id is a positive integer; anything else cannot be a post. */
const parseId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** BreadcrumbList and BlogPosting structured data for a post (schema.org). */
export function postStructuredData(post: BlogPost, origin: string) {
  const url = `${origin}${paths.blogPost(post.id)}`;
  const date = post.date ? toDateInputValue(post.date) : undefined;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}${paths.blog}` },
        { '@type': 'ListItem', position: 3, name: post.title, item: url },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt || undefined,
      articleSection: post.category || undefined,
      datePublished: date,
      author: post.author ? { '@type': 'Person', name: post.author } : undefined,
      image: structuredDataImage(post.imageUrl, origin),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      publisher: { '@type': 'Organization', name: site.name },
    },
  ];
}

function NotFound() {
  return (
    <NotFoundPanel
      title="Post Not Found"
      description="The blog post you asked for does not exist."
      text="The article you're looking for doesn't exist or may have been removed."
      to={paths.blog}
      linkText="Back to Blog"
    />
  );
}

export default function BlogPostPage() {
  const id = parseId(useParams().id);
  // Rendered in a transition, as the blog list (see there).
  const post = useDeferredValue(useQuery({ ...blogPostQueryOptions(id ?? 0), enabled: id !== null }));

  if (id === null) return <NotFound />;
  if (post.isPending)
    return (
      <div className="container page-pad">
        <PageMeta title="Blog" />
        <Spinner label="Loading article..." />
      </div>
    );
  if (post.isError) {
    if (isApiError(post.error) && post.error.status === 404) return <NotFound />;
    return (
      <div className="container narrow page-pad">
        <PageMeta title="Blog" description="This article could not be loaded." />
        <h1>Blog</h1>
        <LoadError message={errorMessage(post.error)} onRetry={() => void post.refetch()} retrying={post.isFetching}>
          <BackButton fallback={paths.blog}>Back to Blog</BackButton>
        </LoadError>
      </div>
    );
  }

  const data = post.data;
  const paragraphs = paragraphsOf(data.content);
  return (
    <article className="container narrow page-pad blog-post" aria-labelledby="post-title">
      <PageMeta
        title={data.title}
        description={data.excerpt || paragraphs[0]?.slice(0, 160) || data.title}
        jsonLd={postStructuredData(data, window.location.origin)}
      />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          <li>
            <Link to={paths.blog}>Blog</Link>
          </li>
          <li aria-current="page">{data.title}</li>
        </ol>
      </nav>
      <header className="blog-post-header">
        {data.category ? <span className="badge badge-accent">{data.category}</span> : null}
        <h1 id="post-title">{data.title}</h1>
        <p className="blog-post-meta">
          {data.date ? <time dateTime={toDateInputValue(data.date)}>{formatLongDate(data.date)}</time> : null}
          {data.date && data.author ? <span aria-hidden="true"> · </span> : null}
          {data.author ? <span>By {data.author}</span> : null}
        </p>
      </header>
      {data.imageUrl ? (
        <ImageWithFallback src={data.imageUrl} alt="" className="blog-post-image" width={960} height={540} priority />
      ) : null}
      <div className="blog-post-content">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <BackButton fallback={paths.blog}>Back to Blog</BackButton>
    </article>
  );
}

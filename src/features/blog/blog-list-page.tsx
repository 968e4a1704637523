import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toBlogPost, type BlogPost } from '../../api/blog-posts/blog-posts';
import { blogPostsQueryOptions } from '../../api/blog-posts/queries';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { LoadError } from '../../components/load-error';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { listMeta } from '../../config/list-meta';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/i18n';
import { errorMessage } from '../../lib/api-error';
import { formatLongDate, toDateInputValue } from '../../lib/dates';
import { serverListRows } from '../../lib/server-list';
import './blog.css';

const ALL = 'All';

/** Case-insensitive match on title or excerpt, combined with the category (spec §5). */
export function filterPosts(posts: readonly BlogPost[], search: string, category: string): BlogPost[] {
  const needle = search.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === ALL || post.category === category) &&
      (!needle || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)),
  );
}

function BlogCard({ post, priority }: { post: BlogPost; priority: boolean }) {
  const { t, longDate } = useTexts();
  const titleId = `post-${post.id}-title`;
  return (
    <article className="card compact-card blog-card" aria-labelledby={titleId}>
      <ImageWithFallback
        src={post.imageUrl}
        alt=""
        className="compact-card-image blog-card-image"
        width={600}
        height={340}
        priority={priority}
      />
      <div className="compact-card-body blog-card-body">
        <div className="blog-meta">
          {post.category ? <span className="badge badge-accent">{post.category}</span> : null}
          {post.date ? <time dateTime={toDateInputValue(post.date)}>{longDate(post.date, formatLongDate)}</time> : null}
        </div>
        <h2 id={titleId} className="blog-card-title line-clamp-2">
          {post.title}
        </h2>
        <p className="blog-card-excerpt line-clamp-3">{post.excerpt}</p>
        <div className="blog-card-footer">
          {post.author ? <span className="blog-author">{t('By {author}', { author: post.author })}</span> : <span />}
          <Link to={paths.blogPost(post.id)} className="btn btn-outline btn-small">
            {t('Read More')}
            <span className="visually-hidden">: {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

export default function BlogListPage() {
  // The list renders in a transition, in slices that leave the main thread free, rather than in the
  // one blocking render an update from the query cache gets; until then the spinner stays.
  // The first posts the server drew into the page (server/list.php) stand in until the list's own read is in.
  const [drawn] = useState(() => serverListRows('/blog', ALL, toBlogPost));
  const posts = useDeferredValue(useQuery({ ...blogPostsQueryOptions(), placeholderData: drawn?.rows }));
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const searchId = useId();
  const { t } = useTexts();
  const fromServer = posts.isPlaceholderData && drawn !== null;

  const categories = useMemo(
    () => [
      ALL,
      ...(fromServer && drawn.list.categories
        ? drawn.list.categories
        : new Set((posts.data ?? []).map((post) => post.category).filter(Boolean))),
    ],
    [fromServer, drawn, posts.data],
  );
  const shown = useMemo(() => filterPosts(posts.data ?? [], search, category), [posts.data, search, category]);
  // How many posts the page shows: the whole list's count while the server's first posts stand in for it.
  const count = fromServer && drawn && search === '' && category === ALL ? drawn.list.total : shown.length;

  function clearFilters() {
    setSearch('');
    setCategory(ALL);
    document.getElementById(searchId)?.focus();
  }

  let body;
  if (posts.isPending) body = <Spinner label={t('Loading articles...')} />;
  else if (posts.isError)
    body = <LoadError message={errorMessage(posts.error)} onRetry={() => void posts.refetch()} retrying={posts.isFetching} />;
  else
    body = (
      <>
        <form className="blog-filters" role="search" aria-label={t('Articles')} onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label htmlFor={searchId}>{t('Search articles')}</label>
            <input
              id={searchId}
              type="search"
              value={search}
              placeholder={t('Search by title or summary')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="category-buttons" role="group" aria-label={t('Filter by category')}>
            {categories.map((name) => (
              <button
                key={name}
                type="button"
                className={`chip${name === category ? ' is-active' : ''}`}
                aria-pressed={name === category}
                onClick={() => setCategory(name)}
              >
                {name === ALL ? t('All') : name}
              </button>
            ))}
          </div>
        </form>
        <p className="visually-hidden" role="status" aria-live="polite">
          {count === 1 ? t('{count} article shown', { count: 1 }) : t('{count} articles shown', { count })}
        </p>
        {shown.length === 0 ? (
          <div className="empty-state">
            <p>{t('No articles found matching your criteria.')}</p>
            <button type="button" className="btn btn-primary" onClick={clearFilters}>
              {t('Clear filters')}
            </button>
          </div>
        ) : (
          <ul className="grid-3 blog-grid">
            {shown.map((post, index) => (
              <li key={post.id}>
                {/* The first row's images are likely the largest paint: load them at once. */}
                <BlogCard post={post} priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <>
      <PageMeta title={t(listMeta['/blog'].title)} description={t(listMeta['/blog'].description)} />
      <div className="container page-pad">{body}</div>
    </>
  );
}

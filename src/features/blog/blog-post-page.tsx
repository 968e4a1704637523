import { paragraphsOf, readBlogPost, type BlogPost } from '../../api/blog-posts/blog-posts';
import { blogPostQueryOptions } from '../../api/blog-posts/queries';
import { BackButton } from '../../components/back-button';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { PageMeta } from '../../components/page-meta';
import { Breadcrumb, RecordPage, recordStructuredData, type Crumb, type RecordTexts } from '../../components/record-page';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { structuredDataImage } from '../../config/urls';
import { useTexts } from '../../i18n/i18n';
import { formatLongDate, toDateInputValue } from '../../lib/dates';
import './blog.css';
import './blog-post.css';

const postTrail = (post: BlogPost): Crumb[] => [
  { label: 'Home', to: paths.home },
  { label: 'Blog', to: paths.blog },
  { label: post.title, to: paths.blogPost(post.id) },
];

/** BreadcrumbList and BlogPosting structured data for a post (schema.org). */
export function postStructuredData(post: BlogPost, origin: string) {
  const url = `${origin}${paths.blogPost(post.id)}`;
  const date = post.date ? toDateInputValue(post.date) : undefined;
  return recordStructuredData(postTrail(post), origin, {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt || undefined,
    articleSection: post.category || undefined,
    datePublished: date,
    author: post.author ? { '@type': 'Person', name: post.author } : undefined,
    image: structuredDataImage(post.imageUrl, origin),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: { '@type': 'Organization', name: site.name },
  });
}

const postPage: RecordTexts = {
  loading: 'Loading article...',
  failed: 'This article could not be loaded.',
  list: { title: 'Blog', to: paths.blog, backText: 'Back to Blog' },
  notFound: { title: 'Post Not Found', text: "The article you're looking for doesn't exist or may have been removed." },
};

export default function BlogPostPage() {
  return (
    <RecordPage query={blogPostQueryOptions} read={readBlogPost} texts={postPage}>
      {(post) => <PostView post={post} />}
    </RecordPage>
  );
}

function PostView({ post }: { post: BlogPost }) {
  const { t, longDate } = useTexts();
  const paragraphs = paragraphsOf(post.content);
  return (
    <article className="container narrow page-pad blog-post" aria-labelledby="post-title">
      <PageMeta
        title={post.title}
        description={post.excerpt || paragraphs[0]?.slice(0, 160) || post.title}
        jsonLd={postStructuredData(post, window.location.origin)}
      />
      <Breadcrumb trail={postTrail(post)} />
      <header className="blog-post-header">
        {post.category ? <span className="badge badge-accent">{post.category}</span> : null}
        <h1 id="post-title">{post.title}</h1>
        <p className="blog-post-meta">
          {post.date ? <time dateTime={toDateInputValue(post.date)}>{longDate(post.date, formatLongDate)}</time> : null}
          {post.date && post.author ? <span aria-hidden="true"> · </span> : null}
          {post.author ? <span>{t('By {author}', { author: post.author })}</span> : null}
        </p>
        {post.excerpt ? <p className="blog-post-excerpt">{post.excerpt}</p> : null}
      </header>
      {post.imageUrl ? (
        <ImageWithFallback src={post.imageUrl} alt="" className="blog-post-image" width={960} height={540} priority />
      ) : null}
      <div className="blog-post-content">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <BackButton fallback={paths.blog}>{t('Back to Blog')}</BackButton>
    </article>
  );
}

import { Link } from 'react-router-dom';
import { PageMeta } from '../components/page-meta';
import { useTexts } from '../i18n/i18n';

export function NotFoundPage() {
  const { t } = useTexts();
  return (
    <section className="container narrow center-text page-pad" aria-labelledby="not-found-title">
      <PageMeta title={t('Page Not Found')} description={t('The page you asked for does not exist.')} noindex />
      <h1 id="not-found-title">{t('Page Not Found')}</h1>
      <p>{t("The page you're looking for doesn't exist or may have been moved.")}</p>
      <Link className="btn btn-primary" to="/">
        {t('Back to Home')}
      </Link>
    </section>
  );
}

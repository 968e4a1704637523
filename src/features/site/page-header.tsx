import type { PageIntro } from '../../config/public-pages';
import { useTexts } from '../../i18n/i18n';

export function PageHeader({ title, intro }: PageIntro) {
  const { t } = useTexts();
  return (
    <div className="page-header">
      <div className="container">
        <h1>{t(title)}</h1>
        <p>{t(intro)}</p>
      </div>
    </div>
  );
}

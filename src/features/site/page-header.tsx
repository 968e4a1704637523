import type { PageIntro } from '../../config/public-pages';

export function PageHeader({ title, intro }: PageIntro) {
  return (
    <div className="page-header">
      <div className="container">
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
    </div>
  );
}

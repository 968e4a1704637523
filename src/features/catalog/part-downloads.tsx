import type { Part } from '../../api/parts/parts';
import { fileNameOf, newTabProps } from '../../config/urls';
import { useTexts } from '../../i18n/i18n';

/** The part's files: its 3D model and its brochure, each only when the part has it. */
export function PartDownloads({ part }: { part: Part }) {
  const { t } = useTexts();
  if (!part.modelUrl && !part.brochureUrl) return null;
  return (
    <div className="part-actions">
      {part.modelUrl ? (
        <a className="btn btn-outline btn-small" href={part.modelUrl} download={fileNameOf(part.modelFile) || true}>
          {t('Download 3D Model')}
        </a>
      ) : null}
      {part.brochureUrl ? (
        <a className="btn btn-outline btn-small" href={part.brochureUrl} {...newTabProps}>
          {t('Download Brochure')}
          <span className="visually-hidden"> {t('(PDF, opens in a new tab)')}</span>
        </a>
      ) : null}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/i18n';
import { addToBasket, announce, useBasket, useBasketAnnouncement } from './basket-store';

/** "Add to enquiry" on a part's card and page: one more of the part in the basket, said politely by the header. */
export function AddToBasketButton({ partName, className = 'btn btn-outline btn-small' }: { partName: string; className?: string }) {
  const { t } = useTexts();
  return (
    <button
      type="button"
      className={`${className} basket-add`}
      onClick={() => {
        const quantity = addToBasket(partName);
        announce(t('{part} added to your enquiry list (quantity {quantity}).', { part: partName, quantity }));
      }}
    >
      {t('Add to enquiry')}
      <span className="visually-hidden"> {t('about {part}', { part: partName })}</span>
    </button>
  );
}

/**
 * The header's link to the enquiry page with the basket's count, shown once the basket has a line, and the
 * live region that says each add (present from the start, so the first add is announced too).
 */
export function BasketLink() {
  const { t } = useTexts();
  const count = useBasket().lines.length;
  const said = useBasketAnnouncement();
  return (
    <>
      {count > 0 ? (
        <Link to={paths.inquiry()} className="basket-link">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 3h6v2h4v16H5V5h4zm1 2v1h4V5zM8 10h8v2H8zm0 4h8v2H8z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">
            {t('Your enquiry list')}: {count === 1 ? t('{count} part', { count }) : t('{count} parts', { count })}
          </span>
          <span className="basket-count" aria-hidden="true">
            {count}
          </span>
        </Link>
      ) : null}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </span>
    </>
  );
}

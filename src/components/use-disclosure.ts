import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A button that shows and hides a region (a card's details, a phone menu): whether it is open, the
 * region's id, and the button's wiring (`aria-expanded`, `aria-controls`, the toggle). A menu
 * (`menu: true`) also closes on Escape and when a link is followed, so it never hides the new page.
 */
export function useDisclosure({ menu = false } = {}) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: following a link closes it with no effect to run.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && (!menu || openAt === pathname);
  const regionId = useId();
  const close = () => setOpenAt(null);

  useEffect(() => {
    if (!menu || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menu, open]);

  const buttonProps = {
    type: 'button',
    'aria-expanded': open,
    'aria-controls': regionId,
    onClick: () => setOpenAt(open ? null : pathname),
  } as const;
  return { open, close, regionId, buttonProps };
}

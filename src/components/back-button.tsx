import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back one step, so the page before comes back as it was (a list's search is in its address);
 * on the first page of a visit, where there is nothing to go back to, it goes to `fallback`.
 */
export function BackButton({ fallback, children }: { fallback: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of a visit has the key 'default'.
  const back = () => (location.key === 'default' ? navigate(fallback) : navigate(-1));
  return (
    <button type="button" className="btn btn-outline" onClick={() => void back()}>
      <span aria-hidden="true">←</span> {children}
    </button>
  );
}

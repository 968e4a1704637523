import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { useLeadAlerts } from '../alerts/lead-alerts';

interface StaffPageHeaderProps {
  title: string;
  /** The document title, when it differs from the heading. */
  metaTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** A back-office page's heading, subtitle and actions; staff pages are never indexed. */
export function StaffPageHeader({ title, metaTitle, subtitle, actions }: StaffPageHeaderProps) {
  // New leads since the staff member last looked lead the tab's title, e.g. '(2) Admin Dashboard'.
  const { total } = useLeadAlerts();
  return (
    <header className="staff-page-header">
      <PageMeta title={`${total > 0 ? `(${total}) ` : ''}${metaTitle ?? title}`} noindex />
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {actions ? <div className="staff-page-actions">{actions}</div> : null}
    </header>
  );
}

import { newTabProps } from '../../../config/urls';
import { customerGreeting } from '../../../config/whatsapp';
import { customerChatLink, customerTelHref } from './phone';

/**
 * A customer's phone as they typed it, with Call (a real number) and WhatsApp (a mobile one), so a
 * lead can be answered from the list without opening it.
 */
export function PhoneActions({ phone, name, partName }: { phone: string; name: string; partName: string }) {
  if (!phone) return <span className="staff-cell-sub">—</span>;
  const tel = customerTelHref(phone);
  const chat = customerChatLink(phone, customerGreeting(name, partName));
  return (
    <div className="phone-actions">
      <span className="phone-number">{phone}</span>
      {tel || chat ? (
        <span className="phone-buttons">
          {tel ? (
            <a className="btn btn-outline btn-small" href={tel} aria-label={`Call ${name}`}>
              Call
            </a>
          ) : null}
          {chat ? (
            <a className="btn btn-outline btn-small" href={chat} aria-label={`WhatsApp ${name} (opens in a new tab)`} {...newTabProps}>
              WhatsApp
            </a>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

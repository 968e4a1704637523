import { useEffect, useState } from 'react';
import type { DeskLanguage } from '@contract';
import { newTabProps } from '../../../config/urls';
import { useReplyText } from '../desk/reply';
import type { AskedPart } from '../desk/reply-template';

type PhoneReader = typeof import('./customer-phone');

let reader: PhoneReader | undefined;
let loading: Promise<PhoneReader> | undefined;

/**
 * The phone reader (./phone, libphonenumber's full metadata: about 40 KB gzipped, a fifth of a lead
 * screen) once it is in, else null. It is asked for after the screen has drawn, so a list's rows and a
 * lead's details show first, with the numbers as typed; the links that need it follow.
 */
export function usePhoneReader(): PhoneReader | null {
  const [current, setCurrent] = useState(reader ?? null);
  useEffect(() => {
    if (current) return;
    let live = true;
    loading ??= import('./customer-phone').then(
      (module) => (reader = module),
      (error: unknown) => {
        // Asked again by the next screen that needs it, rather than never.
        loading = undefined;
        throw error;
      },
    );
    loading.then(
      (module) => live && setCurrent(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [current]);
  return current;
}

/** Which link was opened: the desk's history line says "Call opened by …" or "WhatsApp opened by …". */
export type OpenedLink = 'call' | 'whatsapp';

/**
 * A customer's phone as they typed it, with Call (a real number) and WhatsApp (a mobile one), so a
 * lead can be answered from the list without opening it. The buttons' line is kept from the first
 * draw, so the rows do not move when the reader arrives. `parts`: what the reply names (a request's every line);
 * `lang`: the customer's language, whose reply template the WhatsApp chat opens with.
 */
export function PhoneActions({
  phone,
  name,
  parts,
  lang = 'en',
  onOpen,
}: {
  phone: string;
  name: string;
  parts: readonly AskedPart[];
  lang?: DeskLanguage;
  onOpen?: ((link: OpenedLink, phone: string) => void) | undefined;
}) {
  const phones = usePhoneReader();
  const reply = useReplyText(lang, name, parts);
  if (!phone) return <span className="staff-cell-sub">—</span>;
  const tel = phones?.customerTelHref(phone);
  const chat = phones?.customerChatLink(phone, reply);
  return (
    <div className="phone-actions">
      <span className="phone-number">{phone}</span>
      <span className="phone-buttons">
        {tel ? (
          <a className="btn btn-outline btn-small" href={tel} aria-label={`Call ${name}`} onClick={() => onOpen?.('call', phone)}>
            Call
          </a>
        ) : null}
        {chat ? (
          <a
            className="btn btn-outline btn-small"
            href={chat}
            aria-label={`WhatsApp ${name} (opens in a new tab)`}
            onClick={() => onOpen?.('whatsapp', phone)}
            {...newTabProps}
          >
            WhatsApp
          </a>
        ) : null}
      </span>
    </div>
  );
}

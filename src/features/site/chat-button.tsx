import { newTabProps } from '../../config/urls';
import { siteChatLink } from '../../config/whatsapp-links';
import { useTexts } from '../../i18n/i18n';

/** The floating messaging-app button (spec §2.3): fixed 24px from bottom and right; label hidden at 600px and below. */
export function ChatButton() {
  const { t } = useTexts();
  return (
    <a className="chat-button" href={siteChatLink()} {...newTabProps} aria-label={t('Chat with us on WhatsApp (opens in a new tab)')}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.1-.3Z"
        />
      </svg>
      <span className="chat-button-label" aria-hidden="true">
        {t('Chat with us')}
      </span>
    </a>
  );
}

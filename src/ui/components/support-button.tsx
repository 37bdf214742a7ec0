import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from './icon';
import type { SupportChat } from '../../application/chat/support-chat';
import { ExternalLink } from './external-link';

/** Without a configured chat, another way to reach a person. */
export function SupportButton({ supportChat, homeUrl }: { supportChat: SupportChat; homeUrl: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const onClick = () => {
    if (supportChat.available) void supportChat.open();
    else setOpen((wasOpen) => !wasOpen);
  };

  return (
    <div className="support">
      {open && (
        <div className="support__panel" role="dialog" aria-label={t`Contact support`} id={panelId} tabIndex={-1} ref={panelRef}>
          <SupportFallback homeUrl={homeUrl} />
          <button type="button" className="button button--small" onClick={close}>
            <Trans>Close</Trans>
          </button>
        </div>
      )}
      <button
        type="button"
        className="support__button"
        title={t`Contact support`}
        ref={buttonRef}
        onClick={onClick}
        aria-expanded={supportChat.available ? undefined : open}
        aria-controls={supportChat.available ? undefined : panelId}
      >
        <Icon name="chat" size={22} />
        <span className="support__label">
          <Trans>Contact support</Trans>
        </span>
      </button>
    </div>
  );
}

export function SupportFallback({ homeUrl, id }: { homeUrl: string; id?: string }) {
  return (
    <p className="support-fallback" id={id} role="status">
      <Trans>
        Our support chat isn’t available right now. You can still reach the team through the <ExternalLink href={homeUrl}>Protect help pages</ExternalLink>.
      </Trans>
    </p>
  );
}

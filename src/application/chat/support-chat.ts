import type { ChatWidget } from '../ports/chat-widget.port';

/** The support chat as the screens use it: open it, or, when none is configured, offer another way. */
export type SupportChat = {
  readonly available: boolean;
  /** Opens the conversation window, loading the widget first if needed. Never rejects. */
  open(): Promise<void>;
};

export const makeSupportChat = ({ chatWidget }: { readonly chatWidget: Pick<ChatWidget, 'available' | 'show'> }): SupportChat => ({
  available: chatWidget.available,
  open: () => chatWidget.show(),
});

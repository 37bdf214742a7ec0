import type { ChatWidget } from '../ports/chat-widget.port';

export type SupportChat = { readonly available: boolean; open(): Promise<void> };

export const makeSupportChat = ({ chatWidget }: { readonly chatWidget: Pick<ChatWidget, 'available' | 'show'> }): SupportChat => ({
  available: chatWidget.available,
  open: () => chatWidget.show(),
});

/**
 * The VGuy chat (docs/product.md#vguy-chat) on every page: a button that opens the chat. On a page with a
 * top bar it sits in the bar's slot kept for it (vguy-dock.tsx) and the chat opens below it, so it never
 * covers a control of the page; in the full-screen editor it sits smaller at the right end of the editor's
 * slim top bar (kept free for it); a page with neither (sign-in, the 404 page) has it floating bottom-right.
 * The problem of the page being viewed goes with each question, and the code of the editor on screen (the
 * solve editor's or the compiler's, lib/vguy-editor-slot.ts).
 */
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useId, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useAskVguy } from './api/ask-vguy';
import { canSend, chatReducer, initialChat } from './chat-state';
import { sharedEditorContents } from '@/lib/vguy-editor-slot';
import { isEditorPath, problemIdFromPath } from './page-context';
import { useVGuyDock } from '@/components/vguy-dock';
import { useEscapeKey } from '@/lib/use-escape-key';

// The panel (and the contracts it validates against) loads on first open: the button is on every page,
// so it must cost the main chunk next to nothing.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

export function VGuyWidget() {
  const t = useT();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [chat, dispatch] = useReducer(chatReducer, initialChat);
  const ask = useAskVguy();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inEditor = isEditorPath(pathname);
  const slot = useVGuyDock();
  // The editor has its own top bar, without the app's: the slot of a page being left is not used there.
  const dock = inEditor ? null : slot;

  const send = (text: string) => {
    if (!canSend(text, chat)) return;
    dispatch({ type: 'sent', text });
    ask.mutate(
      { message: text.trim(), problemId: problemIdFromPath(pathname), ...sharedEditorContents() },
      {
        onSuccess: (reply) => dispatch({ type: 'answered', text: reply }),
        onError: () => dispatch({ type: 'failed' }),
      },
    );
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  // Escape closes the chat from the panel or its button (or with nothing focused) and gives focus back to
  // the button. The panel is not modal: an Escape in the editor or a dialog beside it is theirs.
  const widgetRef = useRef<HTMLDivElement>(null);
  useEscapeKey(open, close, widgetRef);

  const widget = (
    <div
      ref={widgetRef}
      className={cn(
        'z-40 flex items-end gap-3',
        dock
          ? 'relative'
          : inEditor
            ? 'fixed top-1 right-4 flex-col-reverse'
            : 'fixed right-5 bottom-5 flex-col',
      )}
    >
      {open && (
        <Suspense fallback={null}>
          <ChatPanel
            id={panelId}
            chat={chat}
            onSend={send}
            onClose={close}
            className={cn(
              'h-[30rem] max-h-[calc(100vh-7rem)] w-[22rem] max-w-[calc(100vw-2.5rem)]',
              dock && 'absolute top-full right-0 mt-3',
            )}
          />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        data-testid="vguy-button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t('vguy.closeChatWith') : t('vguy.chatWith')}
        title={t('vguy.chatWith')}
        className={cn(
          'flex items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
          // 44 px in a top bar: the smallest a thumb's target may be.
          inEditor || dock ? 'h-11 w-11' : 'h-12 w-12',
        )}
      >
        {open ? <X size={inEditor || dock ? 18 : 20} /> : <MessageCircle size={inEditor || dock ? 18 : 22} />}
      </button>
    </div>
  );
  return dock ? createPortal(widget, dock) : widget;
}

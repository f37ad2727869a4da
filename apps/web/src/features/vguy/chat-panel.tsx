/** The open chat: messages, 'VGuy is typing...' while an answer is awaited, and the message box. */
import { VGUY_MESSAGE_MAX_LENGTH } from '@codeconquer/contracts';
import { Bot, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { ChatMessageItem } from './chat-message';
import { canSend, type ChatState } from './chat-state';

type Props = {
  id: string;
  chat: ChatState;
  onSend: (text: string) => void;
  onClose: () => void;
  className?: string;
};

export function ChatPanel({ id, chat, onSend, onClose, className }: Props) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  // A question or 'typing…' scrolls to the end; an answer scrolls to its own start, so a long answer is
  // read from the top. (Block bodies: scrollIntoView may return a promise, which is not a cleanup.)
  useEffect(() => {
    const last = chat.messages.at(-1);
    const lastItem = listRef.current?.children[chat.messages.length - 1];
    if (last?.sender === 'VGuy' && !chat.waiting && lastItem) lastItem.scrollIntoView({ block: 'start' });
    else endRef.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages, chat.waiting]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend(draft, chat)) return;
    onSend(draft);
    setDraft('');
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      {/* A <div>, not a <header>: a header outside <main> is a second banner beside the page's top bar. */}
      <div className="flex items-center gap-2 bg-indigo-600 px-4 py-3 text-white">
        <Bot size={18} aria-hidden="true" />
        <h2 id={titleId} className="flex-1 text-sm font-semibold">
          {t('vguy.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('vguy.closeChat')}
          // 44 px to tap; the negative margins keep the title bar's height.
          className="-my-3 -mr-3 flex h-11 w-11 items-center justify-center rounded hover:bg-indigo-500"
        >
          <X size={16} />
        </button>
      </div>
      {/* The log wraps the list: a list given role="log" is no list, and its items would be orphans. */}
      <div
        role="log"
        aria-live="polite"
        aria-label={t('vguy.messages')}
        className="min-h-0 flex-1 overflow-y-auto p-3"
      >
        <ol ref={listRef} className="space-y-3">
          {chat.messages.map((message) => (
            <ChatMessageItem key={message.id} message={message} onNavigate={onClose} />
          ))}
          {chat.waiting && (
            <li className="text-xs text-slate-500 italic dark:text-slate-400" data-testid="vguy-typing">
              {t('vguy.typing')}
            </li>
          )}
          <li ref={endRef} aria-hidden="true" />
        </ol>
      </div>
      <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-2 dark:border-slate-700">
        <input
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={VGUY_MESSAGE_MAX_LENGTH}
          placeholder={t('vguy.placeholder')}
          aria-label={t('vguy.messageLabel')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
        <button
          type="submit"
          disabled={!canSend(draft, chat)}
          aria-label={t('vguy.send')}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-indigo-600 px-3 text-white hover:bg-indigo-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send size={16} />
        </button>
      </form>
    </section>
  );
}

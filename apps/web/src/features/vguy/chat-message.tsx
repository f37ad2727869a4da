import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { ChatMessage } from './chat-state';
import { ReplyText } from './reply-text';

/** One message, its sender named for screen readers and shown above the bubble. */
export function ChatMessageItem({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const t = useT();
  const mine = message.sender === 'You';
  return (
    <li
      className={cn('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}
      data-testid="chat-message"
    >
      <span className="px-1 text-xs font-medium text-slate-500 dark:text-slate-400">
        {mine ? t('vguy.you') : message.sender}
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words',
          mine
            ? 'rounded-br-sm bg-indigo-600 whitespace-pre-wrap text-white'
            : message.failed
              ? 'rounded-bl-sm bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300'
              : 'rounded-bl-sm bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        {mine ? (
          message.text
        ) : (
          <ReplyText text={message.textId ? t(message.textId) : message.text} onNavigate={onNavigate} />
        )}
      </div>
    </li>
  );
}

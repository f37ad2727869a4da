/** A VGuy reply as written: its line breaks and '- ' bullets kept, /problems/… paths as links. */
import { Link } from 'react-router';
import { replyLines } from './reply-format';

export function ReplyText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return (
    <div className="space-y-0.5">
      {replyLines(text).map((line, index) =>
        line.parts.length === 0 ? (
          <div key={index} className="h-2" aria-hidden="true" />
        ) : (
          <p key={index} className={line.bullet ? 'flex gap-1.5 pl-1' : undefined}>
            {line.bullet && <span aria-hidden="true">•</span>}
            <span>
              {line.parts.map((part, position) =>
                part.kind === 'link' ? (
                  <Link
                    key={position}
                    to={part.to}
                    onClick={onNavigate}
                    className="font-medium text-indigo-600 underline underline-offset-2 dark:text-indigo-300"
                  >
                    {part.text}
                  </Link>
                ) : (
                  <span key={position}>{part.text}</span>
                ),
              )}
            </span>
          </p>
        ),
      )}
    </div>
  );
}

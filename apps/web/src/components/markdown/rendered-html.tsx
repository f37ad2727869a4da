/**
 * HTML the server rendered from a user's Markdown (posts, docs/rendering.md): already sanitised there by
 * rehype-sanitize's allow-list, with KaTeX's math and highlight.js's code classes in it, so it is inserted
 * as it is. This is the one place the web app sets `dangerouslySetInnerHTML`; the browser never renders a
 * user's Markdown itself. The styles are set element by element, since the app has no typography plugin.
 */
import 'katex/dist/katex.min.css';
import './highlight.css';
import { PROSE_CLASSES } from '@codeconquer/contracts/statement-prose';
import { cn } from '@/lib/cn';

type Props = {
  html: string;
  className?: string;
  /** A phrase inside a line (a statement's author): a span with none of the text styles. */
  inline?: boolean;
  /** A block that is one thing to assistive technology (a statement's illustration: role "img"). */
  role?: 'img';
  /** Its name, when it has a role. */
  label?: string;
};

export function RenderedHtml({ html, className, inline = false, role, label }: Props) {
  if (inline) return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div
      className={cn(PROSE_CLASSES, className)}
      role={role}
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

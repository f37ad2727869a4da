/** Three static testimonials: the names stay, the roles and the words are translated. */
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';

const TESTIMONIALS: { name: string; role: MessageId; quote: MessageId }[] = [
  { name: 'Riya Sharma', role: 'landing.testimonials.riya.role', quote: 'landing.testimonials.riya.quote' },
  { name: 'Tom Becker', role: 'landing.testimonials.tom.role', quote: 'landing.testimonials.tom.quote' },
  {
    name: 'Amara Okafor',
    role: 'landing.testimonials.amara.role',
    quote: 'landing.testimonials.amara.quote',
  },
];

export function TestimonialsSection() {
  const t = useT();
  return (
    <section className="px-4 py-16">
      <h2 className="text-center text-3xl font-bold">{t('landing.testimonials.title')}</h2>
      <div className="mx-auto mt-10 grid max-w-6xl gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <figure
            key={testimonial.name}
            className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            <blockquote className="text-slate-700 dark:text-slate-300">“{t(testimonial.quote)}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{testimonial.name}</span>
              <span className="text-slate-500 dark:text-slate-400"> · {t(testimonial.role)}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

/** Three features, advancing every 4 s; dots pick one; no motion when the user asks for none. */
import useEmblaCarousel from 'embla-carousel-react';
import { Bot, ShieldCheck, Trophy } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

export const CAROUSEL_INTERVAL_MS = 4000;

const FEATURES: { icon: typeof ShieldCheck; title: MessageId; text: MessageId }[] = [
  { icon: ShieldCheck, title: 'landing.features.sandbox.title', text: 'landing.features.sandbox.text' },
  { icon: Bot, title: 'landing.features.ai.title', text: 'landing.features.ai.text' },
  { icon: Trophy, title: 'landing.features.contests.title', text: 'landing.features.contests.text' },
];

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function FeaturesCarousel() {
  const t = useT();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  useEffect(() => {
    if (!embla || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => embla.scrollNext(), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused]);

  return (
    <section className="px-4 py-16" aria-roledescription="carousel" aria-label={t('landing.features.label')}>
      <h2 className="mb-8 text-center text-3xl font-bold">{t('landing.features.title')}</h2>
      <div
        className="mx-auto max-w-3xl overflow-hidden"
        ref={viewportRef}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
      >
        <div className="flex">
          {FEATURES.map(({ icon: Icon, title, text }, index) => (
            <div
              key={title}
              className="min-w-0 flex-[0_0_100%] px-2"
              role="group"
              aria-roledescription="slide"
              aria-label={t('landing.features.slide', { position: index + 1, count: FEATURES.length })}
            >
              <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <Icon className="mx-auto text-indigo-600 dark:text-indigo-400" size={40} aria-hidden="true" />
                <h3 className="mt-4 text-xl font-semibold">{t(title)}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-400">{t(text)}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      {/* Each dot sits in a button 44 px tall and 24 px wide at least (the dots stay close together):
          a thumb's target (docs/delivery.md#phones). */}
      <div className="mt-4 flex justify-center gap-1">
        {FEATURES.map((feature, index) => (
          <button
            key={feature.title}
            type="button"
            aria-label={t('landing.features.show', { position: index + 1 })}
            aria-current={selected === index}
            onClick={() => embla?.scrollTo(index)}
            className="group flex h-11 min-w-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                'h-2.5 rounded-full transition-all',
                selected === index
                  ? 'w-6 bg-indigo-600'
                  : 'w-2.5 bg-slate-300 group-hover:bg-slate-400 dark:bg-slate-600',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

/** Three static testimonials. */
const TESTIMONIALS = [
  {
    name: 'Riya Sharma',
    role: 'SWE intern, 2025',
    quote: 'The instant verdicts and AI hints got me through my interview prep in weeks, not months.',
  },
  {
    name: 'Tom Becker',
    role: 'Competitive programmer',
    quote: 'Fast judge, fair limits, and contests that actually feel like the real thing.',
  },
  {
    name: 'Amara Okafor',
    role: 'CS student',
    quote: 'The code reviews pointed out habits my teachers never mentioned. My code is cleaner now.',
  },
];

export function TestimonialsSection() {
  return (
    <section className="px-4 py-16">
      <h2 className="text-center text-3xl font-bold">Loved by coders</h2>
      <div className="mx-auto mt-10 grid max-w-6xl gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <figure
            key={testimonial.name}
            className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            <blockquote className="text-slate-700 dark:text-slate-300">“{testimonial.quote}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{testimonial.name}</span>
              <span className="text-slate-500 dark:text-slate-400"> · {testimonial.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

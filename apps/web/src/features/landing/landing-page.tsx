/** The public home page (docs/product.md#landing). */
import { AiReviewSample } from './ai-review-sample';
import { CallToAction } from './call-to-action';
import { FeaturesCarousel } from './features-carousel';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingNav } from './landing-nav';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';

export function LandingPage() {
  return (
    <div className="min-h-screen bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <LandingNav />
      <main>
        <HeroSection />
        <StatsStrip />
        <FeaturesCarousel />
        <AiReviewSample />
        <TestimonialsSection />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}

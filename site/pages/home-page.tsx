import { AboutSection } from '../components/home/about-section';
import { BlogSection } from '../components/home/blog-section';
import { CareersSection } from '../components/home/careers-section';
import { ClientMarquee } from '../components/home/client-marquee';
import { ContactSection } from '../components/home/contact-section';
import { HeroSection } from '../components/home/hero-section';
import { WorkSection } from '../components/home/work-section';
import { Island } from '../islands/island';

/** The studio in one scroll: each section leads to its own page. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <ClientMarquee />
      <WorkSection />
      <Island name="services-filter" />
      <AboutSection />
      <BlogSection />
      <CareersSection />
      <ContactSection />
    </>
  );
}

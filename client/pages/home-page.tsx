import { deferredSection } from '../components/deferred-section';
import { ClientMarquee } from '../components/home/client-marquee';
import { HeroSection } from '../components/home/hero-section';
import { WorkSection } from '../components/home/work-section';
import { usePageTitle } from '../components/use-page-title';

// Below the first screen: their code loads as the visitor scrolls towards them.
const ServicesSection = deferredSection('services', () => import('../components/home/services-section').then((m) => m.ServicesSection));
const AboutSection = deferredSection('about', () => import('../components/home/about-section').then((m) => m.AboutSection));
const BlogSection = deferredSection('blog', () => import('../components/home/blog-section').then((m) => m.BlogSection));
const CareersSection = deferredSection('careers', () => import('../components/home/careers-section').then((m) => m.CareersSection));
const ContactSection = deferredSection('contact', () => import('../components/home/contact-section').then((m) => m.ContactSection));

/** The studio in one scroll: each section leads to its own page. */
export default function HomePage() {
  usePageTitle(null);
  return (
    <>
      <HeroSection />
      <ClientMarquee />
      <WorkSection />
      <ServicesSection />
      <AboutSection />
      <BlogSection />
      <CareersSection />
      <ContactSection />
    </>
  );
}

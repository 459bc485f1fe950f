import { AboutSection } from '@/components/home/about-section';
import { BeforeAfterSection } from '@/components/home/before-after-section';
import { BlogTeaser } from '@/components/home/blog-teaser';
import { ContactSection } from '@/components/home/contact-section';
import { FaqTeaser } from '@/components/home/faq-teaser';
import { Hero } from '@/components/home/hero';
import { Highlights } from '@/components/home/highlights';
import { PatientsSection } from '@/components/home/patients-section';
import { ServicesSection } from '@/components/home/services-section';
import { TeamSection } from '@/components/home/team-section';
import { VideosSection } from '@/components/home/videos-section';
import { HomeJsonLd } from '@/components/structured-data';
import { routePageMetadata } from '@/content/metadata';
import { SiteFrame } from '@/components/site-frame';
import { routes } from '@/content/routes';

export const metadata = routePageMetadata('home', 'sr');

/** The home page: every section of spec §2, in its order. */
export default function HomePage() {
  return (
    <SiteFrame currentPath={routes.home}>
      <HomeJsonLd />
      <Hero />
      <Highlights />
      <BeforeAfterSection />
      <ServicesSection />
      <PatientsSection />
      <TeamSection />
      <VideosSection />
      <AboutSection />
      <ContactSection />
      <FaqTeaser />
      <BlogTeaser />
    </SiteFrame>
  );
}

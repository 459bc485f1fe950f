import { Island } from '@/components/island';
import { PatientCarousel } from '@/components/patient-carousel';
import { SectionHeading } from '@/components/section-heading';
import { testimonialPhotos } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { imageFor } from '@/content/images';
import { widgetCopy } from '@/content/widgets';
import { islandWords } from '@/lib/widget-words';

/** "Zadovoljni Klijenti": the endless photo carousel of 15 patients. */
export function PatientsSection() {
  const photos = testimonialPhotos.map((photo) => ({ id: photo.id, name: photo.name, image: imageFor(photo.image) }));
  return (
    <section
      aria-labelledby="klijenti-naslov"
      className="overflow-hidden bg-sand py-10 render-near [--render-estimate:37rem] sm:py-24 lg:[--render-estimate:58rem]"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="klijenti-naslov" heading={homeCopy.patients.heading} lead={homeCopy.patients.lead} />
      </div>
      <Island name="patient-carousel" component={PatientCarousel} props={{ id: 'klijenti', photos, words: islandWords(widgetCopy, 'patientCarousel') }} />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { GallerySection } from '../gallery/gallery-section';
import { useDocumentMeta } from '../use-document-meta';
import { ClaimsSection } from './claims-section';
import { EventsTeaserSection } from './events-teaser-section';
import { FeaturedVideoSection } from './featured-video-section';
import { RestaurantStructuredData } from '../structured-data/structured-data';
import { HERO_IMAGE, HeroSection } from './hero-section';
import { MenuTeaserSection } from './menu-teaser-section';
import { PressSection } from './press-section';

/** The home page in the spec's order (section 2, Home page). */
export const HomePage = () => {
  const { t } = useTranslation('common');
  useDocumentMeta(t('meta.home.title'), t('meta.home.description'));
  return (
    <>
      <HeroSection />
      <FeaturedVideoSection />
      <EventsTeaserSection />
      <MenuTeaserSection />
      <PressSection />
      <ClaimsSection />
      <GallerySection />
      <RestaurantStructuredData image={HERO_IMAGE} />
    </>
  );
};

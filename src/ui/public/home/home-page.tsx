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
import { HydratedApart } from '../../app/hydrated-apart';

/** The home page: hero, featured video, events, menu, press, figures and gallery, in this order. */
export const HomePage = () => {
  const { t } = useTranslation('common');
  useDocumentMeta(t('meta.home.title'), t('meta.home.description'));
  return (
    <>
      <HeroSection />
      <HydratedApart>
        <FeaturedVideoSection />
      </HydratedApart>
      <HydratedApart>
        <EventsTeaserSection />
      </HydratedApart>
      <HydratedApart>
        <MenuTeaserSection />
      </HydratedApart>
      <HydratedApart>
        <PressSection />
      </HydratedApart>
      <HydratedApart>
        <ClaimsSection />
      </HydratedApart>
      <HydratedApart>
        <GallerySection />
      </HydratedApart>
      <RestaurantStructuredData image={HERO_IMAGE} />
    </>
  );
};

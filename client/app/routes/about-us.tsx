import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { AboutUsContent } from '@/features/static-pages/components/about-us-content';

/** /about-us: Our Story. */
export default function AboutUsRoute() {
  return (
    <>
      <Seo {...PAGES.aboutUs} path={paths.aboutUs} />
      <AboutUsContent />
    </>
  );
}

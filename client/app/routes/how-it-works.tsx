import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { HowItWorksContent } from '@/features/static-pages/components/how-it-works-content';

/** /how-it-works. */
export default function HowItWorksRoute() {
  return (
    <>
      <Seo {...PAGES.howItWorks} path={paths.howItWorks} />
      <HowItWorksContent />
    </>
  );
}

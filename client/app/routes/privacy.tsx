import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { PrivacyContent } from '@/features/static-pages/components/privacy-content';
import { useContactEmail } from '@/lib/public-config';

/** /privacy: Privacy Policy. */
export default function PrivacyRoute() {
  const contactEmail = useContactEmail();
  return (
    <>
      <Seo {...PAGES.privacy} path={paths.privacy} />
      <PrivacyContent contactEmail={contactEmail} />
    </>
  );
}

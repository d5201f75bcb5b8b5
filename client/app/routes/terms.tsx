import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { TermsContent } from '@/features/static-pages/components/terms-content';
import { useContactEmail } from '@/lib/public-config';

/** /terms: Terms & Conditions. */
export default function TermsRoute() {
  const contactEmail = useContactEmail();
  return (
    <>
      <Seo {...PAGES.terms} path={paths.terms} />
      <TermsContent contactEmail={contactEmail} />
    </>
  );
}

import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { FaqContent } from '@/features/static-pages/components/faq-content';
import { useContactEmail } from '@/lib/public-config';

/** /faq: questions and the contact address. */
export default function FaqRoute() {
  const contactEmail = useContactEmail();
  return (
    <>
      <Seo {...PAGES.faq} path={paths.faq} />
      <FaqContent contactEmail={contactEmail} />
    </>
  );
}

import { Seo } from '@/components/seo';
import { TermsContent } from '@/features/static-pages/components/terms-content';
import { useContactEmail } from '@/lib/public-config';

export default function TermsRoute() {
  const contactEmail = useContactEmail();
  return (
    <>
      <Seo title="Terms & Conditions" description="The plain-language terms for using KindRipple, a free kindness community for people aged 13 and over." path="/terms" />
      <TermsContent contactEmail={contactEmail} />
    </>
  );
}

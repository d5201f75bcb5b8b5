import { Seo } from '@/components/seo';
import { FaqContent } from '@/features/static-pages/components/faq-content';
import { useContactEmail } from '@/lib/public-config';

export default function FaqRoute() {
  const contactEmail = useContactEmail();
  return (
    <>
      <Seo title="FAQ & Contact" description="Answers to common questions about KindRipple, and how to reach us." path="/faq" />
      <FaqContent contactEmail={contactEmail} />
    </>
  );
}

import { Seo } from '@/components/seo';
import { PrivacyContent } from '@/features/static-pages/components/privacy-content';
import { useContactEmail } from '@/lib/public-config';

export default function PrivacyRoute() {
  const contactEmail = useContactEmail();
  return (
    <>
      <Seo title="Privacy Policy" description="What KindRipple collects, why, how long we keep it, and how to reach us about your data." path="/privacy" />
      <PrivacyContent contactEmail={contactEmail} />
    </>
  );
}

import { Seo } from '@/components/seo';
import { HowItWorksContent } from '@/features/static-pages/components/how-it-works-content';

export default function HowItWorksRoute() {
  return (
    <>
      <Seo title="How It Works" description="How Ripples of Kindness, kindness challenges and Kindness Connections work, step by step." path="/how-it-works" />
      <HowItWorksContent />
    </>
  );
}

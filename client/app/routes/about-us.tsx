import { Seo } from '@/components/seo';
import { AboutUsContent } from '@/features/static-pages/components/about-us-content';

export default function AboutUsRoute() {
  return (
    <>
      <Seo title="Our Story" description="Why KindRipple exists, what it does and the values behind it: free kindness for everyone aged 13 and over." path="/about-us" />
      <AboutUsContent />
    </>
  );
}

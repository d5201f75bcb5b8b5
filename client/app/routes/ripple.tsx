import { useParams } from 'react-router';
import { RipplePage } from '@/features/ripples/components/ripple-page';

/** /ripple/{code}: the summary for a seed code, the note page for a note code (the code's kind decides). */
function RippleRoute() {
  const { code = '' } = useParams();
  return <RipplePage code={code} />;
}

export default RippleRoute;

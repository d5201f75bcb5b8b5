import { useParams } from 'react-router';
import { RippleNoteView } from '@/features/ripples/components/ripple-note-view';

/** /r/{nodeCode}: the link a ripple note is shared with. */
function RippleNoteRoute() {
  const { code = '' } = useParams();
  return <RippleNoteView key={code} code={code} />;
}

export default RippleNoteRoute;

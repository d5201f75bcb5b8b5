import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadDialog = () => import('./ripple-dialog');
const RippleDialog = lazy(loadDialog);

/** 'Start a Ripple of Kindness': the dialog's code loads on first hover, focus or click, keeping the home page light. */
export function StartRippleButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        size="lg"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Sparkles aria-hidden />
        Start a Ripple of Kindness
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <RippleDialog open={open} onOpenChange={setOpen} mode={{ kind: 'create' }} />
        </Suspense>
      ) : null}
    </>
  );
}

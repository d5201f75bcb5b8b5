import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadDialog = () => import('./report-note-dialog');
const ReportNoteDialog = lazy(loadDialog);

/**
 * 'Report this note': tells the site team; it hides nothing by itself. The dialog's code (its form and the schema)
 * loads when the person is about to open it, not with the note page: pointing at or focusing the button starts it.
 */
export function ReportNoteButton({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className="text-neutral-600"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden />
        Report this note
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportNoteDialog code={code} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

import { Printer } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import './print-card.css';

/** A QR code of the note's link and a card to print (A6) with the message, the code and the short code. */
function RippleQrCard({
  url,
  code,
  message,
  senderName,
}: {
  url: string;
  code: string;
  message: string;
  senderName: string | null;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, {
      margin: 1,
      width: 360,
      errorCorrectionLevel: 'M',
      color: { dark: '#1c1917', light: '#ffffff' },
    }).then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <section
      aria-labelledby="hand-it-over"
      className="grid gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr] sm:items-center"
    >
      <div className="justify-self-center">
        {src ? (
          <img src={src} alt={`QR code for ${url}`} className="size-40" />
        ) : (
          <div className="size-40 animate-pulse rounded bg-neutral-100" />
        )}
      </div>
      <div className="grid gap-2">
        <h2 id="hand-it-over" className="text-lg font-bold">
          Hand it over in person
        </h2>
        <p className="text-sm text-neutral-700">
          Scan the code to open this note, or print a little card to tuck into a book, a lunch box or a thank-you gift.
          Short code: <strong className="font-mono">{code}</strong>
        </p>
        <Button variant="outline" className="justify-self-start" onClick={() => window.print()} disabled={!src}>
          <Printer aria-hidden />
          Print a card
        </Button>
      </div>
      {/* Only this prints (print-card.css): it sits directly under <body> so everything else can leave the
          printed layout entirely (display: none), instead of taking blank pages as hidden content does. */}
      {createPortal(
        <div className="ripple-print-root" aria-hidden>
          <div className="ripple-print-card flex-col items-center justify-between gap-3 bg-white p-4 text-center">
            <p className="text-xs font-bold tracking-widest text-brand uppercase">A Ripple of Kindness</p>
            <blockquote className="text-base leading-snug text-neutral-900">“{message}”</blockquote>
            {senderName ? <p className="text-sm text-neutral-700">— {senderName}</p> : null}
            {src ? <img src={src} alt="" className="size-32" /> : null}
            <p className="text-xs text-neutral-700">
              Scan to say thanks or pass it on
              <br />
              <span className="font-mono">{url.replace(/^https?:\/\//, '')}</span>
            </p>
            <p className="font-mono text-sm font-bold">{code}</p>
          </div>
        </div>,
        document.body,
      )}
    </section>
  );
}

export default RippleQrCard;

import { Mail, MessageCircle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { mailtoUrl, whatsappUrl } from '../lib/share';

/** WhatsApp and Email share links for a text (the mail gets `subject`). */
export function ShareLinks({ text, subject }: { text: string; subject: string }) {
  return (
    <>
      <a
        className={buttonVariants({ variant: 'subtle' })}
        href={whatsappUrl(text)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <MessageCircle aria-hidden />
        WhatsApp
      </a>
      <a className={buttonVariants({ variant: 'subtle' })} href={mailtoUrl(subject, text)}>
        <Mail aria-hidden />
        Email
      </a>
    </>
  );
}

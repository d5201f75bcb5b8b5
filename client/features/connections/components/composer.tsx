import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal, Smile } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CONNECTIONS_TEXT, sendMessageInput, type SendMessageInput } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useSendMessage } from '../api/send-message';
import { CHAT_EMOJIS } from '../lib/constants';
import { holdsContactInfo, loadContactGuard } from '../lib/contact-guard';

/** The route's own limit, so the box stops where the server would. */
const MAX = sendMessageInput.shape.content.maxLength ?? 2000;

/** The 12-emoji picker: a toggle and a row of buttons that insert at the caret. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className="relative">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Add an emoji"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Smile aria-hidden className="!size-5" />
      </Button>
      <div
        id={panelId}
        hidden={!open}
        role="group"
        aria-label="Emojis"
        className="absolute bottom-12 left-0 z-20 grid w-64 grid-cols-6 gap-1 rounded-2xl border border-neutral-200 bg-white p-2 shadow-lg"
      >
        {CHAT_EMOJIS.map((e) => (
          <button
            key={e}
            type="button"
            className="rounded-lg p-1 text-2xl hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
            onClick={() => {
              onPick(e);
              setOpen(false);
            }}
          >
            {e}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The message box: 1-2000 characters, Enter sends (Shift+Enter for a new line), Send keeps the focus while sending.
 * Contact details are kept out before trust is built (the server checks too).
 */
export function Composer({
  conversationId,
  contactDetailsAllowed,
  onCrisis,
}: {
  conversationId: number;
  contactDetailsAllowed: boolean;
  onCrisis: () => void;
}) {
  const form = useForm<SendMessageInput, unknown, z.output<typeof sendMessageInput>>({
    resolver: zodResolver(sendMessageInput),
    defaultValues: { content: '' },
  });
  const text = useWatch({ control: form.control, name: 'content' }) ?? '';
  const error = form.formState.errors.content?.message;
  const send = useSendMessage();
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const id = useId();
  const { ref: fieldRef, ...field } = form.register('content', {
    // A new keystroke takes the last refusal away, as it did before the form knew its rule.
    onChange: () => form.clearErrors('content'),
  });

  const insert = (emoji: string) => {
    const el = ref.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + emoji + text.slice(end)).slice(0, MAX);
    form.setValue('content', next);
    form.clearErrors('content');
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const submit = form.handleSubmit(async ({ content }) => {
    if (send.isPending) return;
    // Before trust is built no contact details (the server checks that too).
    if (!contactDetailsAllowed && (await holdsContactInfo(content)))
      return form.setError('content', { message: CONNECTIONS_TEXT.chatContact });
    send.mutate(
      { conversationId, content },
      {
        onSuccess: (sent) => {
          form.reset();
          if (sent.crisisSupport) onCrisis();
        },
        onError: (err) =>
          toast({
            title: 'Message Not Sent',
            description: err instanceof ApiError && err.message ? err.message : 'Failed to send message: no connection',
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="border-t border-neutral-200 bg-white p-3">
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <Textarea
        {...field}
        ref={(el) => {
          fieldRef(el);
          ref.current = el;
        }}
        id={id}
        rows={2}
        maxLength={MAX}
        placeholder="Write a kind message…"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        // The contact guard loads when the box is first used, not with the page.
        onFocus={contactDetailsAllowed ? undefined : () => void loadContactGuard()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <EmojiPicker onPick={insert} />
          <span id={`${id}-count`} className="text-xs text-neutral-600">
            {text.length}/{MAX}
          </span>
        </div>
        <Button type="submit" pending={send.isPending}>
          <SendHorizontal aria-hidden /> {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

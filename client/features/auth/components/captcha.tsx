import { forwardRef, useEffect, useImperativeHandle, useRef, useState, createElement } from 'react';
import type { PublicConfig } from '@common/schemas/meta';
import { Spinner } from '@/components/ui/spinner';

export interface CaptchaHandle {
  /** Clears the solved state (after a failed registration: a solution works once). */
  reset(): void;
}

interface Props {
  config: PublicConfig;
  onToken: (token: string | null) => void;
}

declare global {
  interface Window {
    grecaptcha?: {
      ready(cb: () => void): void;
      render(
        el: HTMLElement,
        opts: { sitekey: string; callback: (t: string) => void; 'expired-callback': () => void },
      ): number;
      reset(id?: number): void;
    };
  }
}

/** ALTCHA: the self-hosted proof-of-work widget, loaded only when the form needs it. */
const AltchaCaptcha = forwardRef<CaptchaHandle, { onToken: Props['onToken'] }>(function AltchaCaptcha(
  { onToken },
  ref,
) {
  const host = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  useImperativeHandle(ref, () => ({
    reset() {
      (host.current as unknown as { reset?: () => void } | null)?.reset?.();
      onToken(null);
    },
  }));
  useEffect(() => {
    let alive = true;
    void import('altcha').then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    const el = host.current;
    if (!el || !ready) return;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      onToken(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready, onToken]);
  return (
    <div className="min-h-16">
      {ready ? (
        createElement('altcha-widget', { ref: host, challenge: '/api/auth/captcha', name: 'altcha' })
      ) : (
        <Spinner label="Loading the verification" />
      )}
    </div>
  );
});

/** Google reCAPTCHA v2, when the server is configured with its keys. */
const Recaptcha = forwardRef<CaptchaHandle, { siteKey: string; onToken: Props['onToken'] }>(function Recaptcha(
  { siteKey, onToken },
  ref,
) {
  const box = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  useImperativeHandle(ref, () => ({
    reset() {
      if (widgetId.current !== null) window.grecaptcha?.reset(widgetId.current);
      onToken(null);
    },
  }));
  useEffect(() => {
    const render = () =>
      window.grecaptcha?.ready(() => {
        if (!box.current || widgetId.current !== null) return;
        widgetId.current = window.grecaptcha!.render(box.current, {
          sitekey: siteKey,
          callback: (t) => onToken(t),
          'expired-callback': () => onToken(null),
        });
      });
    if (window.grecaptcha) return render();
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }, [siteKey, onToken]);
  return <div ref={box} />;
});

/** The captcha the server asks for: ALTCHA (default), reCAPTCHA, or nothing (`none`). */
export const Captcha = forwardRef<CaptchaHandle, Props>(function Captcha({ config, onToken }, ref) {
  if (config.captchaProvider === 'altcha') return <AltchaCaptcha ref={ref} onToken={onToken} />;
  if (config.captchaProvider === 'recaptcha' && config.recaptchaSiteKey)
    return <Recaptcha ref={ref} siteKey={config.recaptchaSiteKey} onToken={onToken} />;
  return null;
});

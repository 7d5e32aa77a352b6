'use client';

import { useEffect, useRef } from 'react';
import { signatureHeaders } from '@/lib/http/api/sign';
import { useSite } from '@/lib/ui-state/store/site';

type Widget = HTMLElement & { configure: (options: Record<string, unknown>) => void; reset: () => void };
type Props = {
  texts: Record<string, string>;
  onChange: (payload: string) => void;
  error?: string;
  resetSignal?: number;
};

const WIDGET_LANGUAGE = { rus: 'ru', uzb: 'uz' } as const;

/** fetch for the widget: signs the call and unwraps our envelope into the bare challenge it expects. */
function signedChallengeFetch(statisticKey: string, mapKey: string) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetch(input, {
      ...init,
      headers: { ...signatureHeaders(statisticKey, mapKey), 'Cache-Control': 'no-cache' },
    });
    const body = (await response.json()) as { status: string; data?: unknown };
    return new Response(JSON.stringify(body.data ?? null), {
      status: body.status === 'ok' ? 200 : 503,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * The ALTCHA proof-of-work widget. Its script loads when the visitor first focuses or presses
 * inside the form that holds it; it fetches its challenge from our signed /api/v1/captcha and speaks the page language with
 * the texts of the Captcha namespace.
 */
export function CaptchaField({ texts, onChange, error, resetSignal = 0 }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<Widget | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  useEffect(() => {
    let cancelled = false;
    const mount = () => {
      if (cancelled || !host.current) return;
      const { lang, statistic_key, map_key } = useSite.getState();
      const language = WIDGET_LANGUAGE[lang];
      (
        globalThis as unknown as { $altcha: { i18n: { set: (l: string, s: Record<string, string>) => void } } }
      ).$altcha.i18n.set(language, texts);
      const el = document.createElement('altcha-widget') as Widget;
      el.setAttribute('language', language);
      el.setAttribute('name', 'altcha');
      el.addEventListener('statechange', (event) => {
        const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
        change.current(state === 'verified' && payload ? payload : '');
      });
      // the widget's methods exist only after its 'load' event
      el.addEventListener(
        'load',
        () =>
          el.configure({
            challenge: `/api/v1/captcha?lang=${lang}`,
            fetch: signedChallengeFetch(statistic_key, map_key),
          }),
        { once: true },
      );
      host.current.replaceChildren(el);
      widget.current = el;
    };
    // The widget is a sizeable script, so it loads when the visitor starts on the form, not with the page.
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import('altcha').then(() => customElements.whenDefined('altcha-widget')).then(mount);
    };
    const form = host.current?.closest('form');
    if (!form) start();
    else {
      form.addEventListener('focusin', start, { once: true });
      form.addEventListener('pointerdown', start, { once: true });
    }
    return () => {
      cancelled = true;
      form?.removeEventListener('focusin', start);
      form?.removeEventListener('pointerdown', start);
    };
  }, [texts]);

  useEffect(() => {
    if (resetSignal > 0) {
      widget.current?.reset();
      change.current('');
    }
  }, [resetSignal]);

  return (
    <div>
      <div ref={host} />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

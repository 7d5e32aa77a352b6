'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The notice's texts, translated by the site layout: why the form cannot be sent, the call centre and its hours. */
export type NoScriptTexts = { text: string; callCenter: string; phone: string; hours: string };

const NoScriptContext = createContext<NoScriptTexts | null>(null);

/** Gives the forms below it the notice they show when script is off. */
export function NoScriptProvider({ value, children }: { value: NoScriptTexts; children: ReactNode }) {
  return <NoScriptContext.Provider value={value}>{children}</NoScriptContext.Provider>;
}

/**
 * Inside a form whose captcha is a proof of work computed in the browser: without script the form
 * cannot be sent, so the visitor is told so and given the phone instead. With script it is never shown.
 */
export function NoScriptNotice({ span = 'md:col-span-2' }: { span?: string }) {
  return (
    <noscript className={span}>
      <NoScriptMessage />
    </noscript>
  );
}

/** The notice's text, for a part of a page that is itself shown only without script. */
export function NoScriptMessage() {
  const texts = useContext(NoScriptContext);
  if (!texts) return null;
  return (
    <p className="rounded border-l-4 border-warning bg-warning-soft p-3">
      {texts.text} {texts.callCenter}:{' '}
      <a href={`tel:${texts.phone.replace(/[^+\d]/g, '')}`} className="link-strong">
        {texts.phone}
      </a>
      . {texts.hours}
    </p>
  );
}

'use client';

import { useState } from 'react';
import { Eye, Link2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { api, ApiCallError } from '@/lib/http/api/client';
import type { PreviewSection } from '@/lib/content/preview/sections';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { MENU_ENTRY } from './actions-menu';

/** Texts of the preview button ('copied' has a `{url}` placeholder). */
export type PreviewLinkTexts = { previewLink: string; previewOpen: string; previewCopied: string };

type Props = { section: PreviewSection; id: number | string; lang: 'rus' | 'uzb'; texts: PreviewLinkTexts };

/**
 * An entry of a row's actions menu: makes the item's preview link (valid for an hour, for anyone who
 * has it), copies it, says so with the link in a notification, and then offers to open it.
 */
export function PreviewLinkButton({ section, id, lang, texts }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  const make = async () => {
    try {
      const answer = await api.post<{ url: string }>('adm/preview', { section, id: Number(id), lang });
      const absolute = new URL(answer.url, window.location.origin).href;
      setUrl(absolute);
      // copying may be refused (no permission, no secure context): the link is shown either way
      await navigator.clipboard?.writeText(absolute).catch(() => undefined);
      useNotifications.getState().notify('success', texts.previewCopied.replace('{url}', absolute));
    } catch (error) {
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
    }
  };
  return url ? (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className={`${MENU_ENTRY} text-brand-700 underline`}
      data-testid="preview-link"
    >
      <Icon icon={Eye} aria-hidden className="size-4" />
      {texts.previewOpen}
    </a>
  ) : (
    <button type="button" className={MENU_ENTRY} onClick={() => void make()}>
      <Icon icon={Link2} aria-hidden className="size-4" />
      {texts.previewLink}
    </button>
  );
}

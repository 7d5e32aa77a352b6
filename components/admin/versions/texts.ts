/** The texts of the history and the conflict view, read from messages on the server (placeholders filled on the client). */
import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { DiffTexts } from './value-diff';

/** Every text of the AdminVersions namespace, unformatted, with the difference's texts. */
export type VersionTexts = Record<
  | 'history'
  | 'historyOf'
  | 'historyEmpty'
  | 'loading'
  | 'version'
  | 'current'
  | 'savedBy'
  | 'original'
  | 'restoredFrom'
  | 'restore'
  | 'confirmRestore'
  | 'restored'
  | 'changes'
  | 'firstVersion'
  | 'conflictTitle'
  | 'conflictIntro'
  | 'conflictSame'
  | 'mine'
  | 'theirs'
  | 'empty'
  | 'saveChosen',
  string
> & { diff: DiffTexts };

type Messages = {
  AdminVersions: Omit<VersionTexts, 'diff'> & { removed: string; added: string; unchanged: string };
  AdminForms: { labels: Record<string, string>; rus: string; uzb: string; yes: string; no: string };
};

/** The difference's texts alone (the audit trail shows the same difference). */
export async function diffTexts(lang: Lang): Promise<DiffTexts> {
  const { AdminVersions: v, AdminForms: f } = (await getMessages({ locale: lang })) as unknown as Messages;
  return {
    labels: f.labels,
    rus: f.rus,
    uzb: f.uzb,
    yes: f.yes,
    no: f.no,
    removed: v.removed,
    added: v.added,
    unchanged: v.unchanged,
  };
}

/** The history's and the conflict view's texts. */
export async function versionTexts(lang: Lang): Promise<VersionTexts> {
  const { AdminVersions: v } = (await getMessages({ locale: lang })) as unknown as Messages;
  const { removed: _removed, added: _added, unchanged: _unchanged, ...rest } = v;
  return { ...rest, diff: await diffTexts(lang) };
}

import Link from 'next/link';
import { ArrowLeft, Download } from 'lucide';
import type { Lang } from '@/lib/platform/i18n/locales';
import { env } from '@/lib/platform/env';
import { logger } from '@/lib/platform/log/logger';
import type { ItemOf, RequestItem, ResumeItem } from '@/lib/staff/inbox/contract';
import type { DisplayNames } from '@/lib/staff/inbox/display-names';
import { readInboxItem } from '@/lib/staff/inbox/page-reads';
import type { InboxSection } from '@/lib/staff/inbox/sections';
import { fileSize } from '@/lib/platform/format/file-size';
import { Icon } from '@/components/ui/icon';
import { validationTexts } from '../texts';
import { detailFields } from './detail-fields';
import { DetailList } from './detail-list';
import type { InboxText } from '@/lib/staff/inbox/view-texts';
import { itemTitle } from './inbox-rows';
import { inboxText, sizeUnits } from './inbox-text';
import { WorkPanel } from './work-panel';
import { RequestProgressPanel } from './request-progress-panel';
import { ForwardingPanel } from './forwarding-panel';
import { SignedDownload } from './signed-download';
import { DeleteItem, type DeleteTexts } from './delete-item';
import { AdminNotFound } from '../admin-not-found';

type Props = { lang: Lang; section: InboxSection; id: string };
type Loaded<S extends InboxSection> = { item: ItemOf<S>; names: DisplayNames } | null | 'failed';

const DELETE_KEYS = ['button', 'confirm', 'cancel', 'close', 'removing'] as const;

async function loadItem<S extends InboxSection>(section: S, id: number, lang: Lang): Promise<Loaded<S>> {
  try {
    return await readInboxItem(section, id, lang);
  } catch (error) {
    logger().error({ event: 'inbox_item_failed', section, id, err: error }, 'inbox item could not be read');
    return 'failed';
  }
}

function deleteTexts(t: InboxText, item: string): DeleteTexts {
  return {
    ...(Object.fromEntries(DELETE_KEYS.map((k) => [k, t(`remove.${k}`)])) as Record<
      (typeof DELETE_KEYS)[number],
      string
    >),
    title: t('remove.title', { item }),
    body: t('remove.body', { item }),
    removed: t('remove.removed', { item }),
  };
}

/**
 * One inbox item: a request's next step and timeline on top; every field that was filled in (phones and
 * e-mails as links); a message's, résumé's or rating's work state; forwarding or file; deletion.
 */
export async function InboxDetailPage({ lang, section, id }: Props) {
  if (!/^[1-9]\d{0,9}$/.test(id)) return <AdminNotFound lang={lang} />;
  const [t, units, loaded] = await Promise.all([inboxText(lang), sizeUnits(lang), loadItem(section, Number(id), lang)]);
  const listHref = `/${lang}/adm/${section}`;
  const back = (
    <Link href={listHref} className="inline-flex items-center gap-1 self-start text-sm text-brand-700 underline">
      <Icon icon={ArrowLeft} aria-hidden className="size-4" />
      {t('back')}
    </Link>
  );
  if (loaded === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {t('loadError')}
        </p>
      </div>
    );
  }
  if (!loaded) return <AdminNotFound lang={lang} />;
  const { item, names } = loaded;
  const title = itemTitle(section, item, t);
  const request = section === 'requests' ? (item as RequestItem) : null;
  const resume = section === 'resumes' ? (item as ResumeItem) : null;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <h1 className="break-words text-2xl font-bold text-brand-800">{title}</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          {request ? (
            <RequestProgressPanel
              lang={lang}
              item={request}
              trackerEditable={!env().BILLING_URL}
              t={t}
              validation={await validationTexts(lang)}
            />
          ) : null}
          <DetailList fields={detailFields(section, item, t, names)} />
          {resume ? (
            <SignedDownload
              href={`/api/v1/adm/resumes/${resume.id}/file`}
              fallbackName={resume.file_name}
              className="btn btn-secondary gap-2 self-start"
            >
              <Icon icon={Download} aria-hidden className="size-4" />
              {t('download', { name: resume.file_name, size: fileSize(resume.size, units) })}
            </SignedDownload>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          {request ? (
            <ForwardingPanel id={request.id} forwarding={request.forwarding} t={t} />
          ) : (
            <WorkPanel section={section} item={item} t={t} />
          )}
          <DeleteItem section={section} id={item.id} listHref={listHref} texts={deleteTexts(t, title)} />
        </div>
      </div>
    </div>
  );
}

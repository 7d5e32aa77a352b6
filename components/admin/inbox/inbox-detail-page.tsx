import Link from 'next/link';
import { ArrowLeft, Download } from 'lucide';
import type { Lang } from '@/lib/i18n/locales';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { logger } from '@/lib/log/logger';
import type { ItemOf, RequestItem, ResumeItem } from '@/lib/inbox/contract';
import { getInboxItem } from '@/lib/inbox/item';
import { WORK_STATUSES, type InboxSection } from '@/lib/inbox/sections';
import { formatDateTime } from '@/lib/format/date-time';
import { fileSize } from '@/lib/format/file-size';
import { Icon } from '@/components/ui/icon';
import { detailFields } from './detail-fields';
import { itemTitle, type InboxText } from './inbox-rows';
import { inboxText, sizeUnits } from './inbox-text';
import { StatusBadge } from './status-badge';
import { WorkStatusControl, type WorkTexts } from './work-status-control';
import { ForwardingPanel } from './forwarding-panel';
import { TrackingPanel } from './tracking-panel';
import { SignedDownload } from './signed-download';
import { DeleteItem, type DeleteTexts } from './delete-item';
import { AdminNotFound } from '../admin-not-found';

type Props = { lang: Lang; section: InboxSection; id: string };

const DELETE_KEYS = ['button', 'confirm', 'cancel', 'close', 'removing'] as const;

async function loadItem<S extends InboxSection>(section: S, id: number): Promise<ItemOf<S> | null | 'failed'> {
  try {
    return await getInboxItem(await getDb(), section, id);
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

/** One inbox item: every field as sent, its work state and who set it, forwarding or file, and deletion. */
export async function InboxDetailPage({ lang, section, id }: Props) {
  if (!/^[1-9]\d{0,9}$/.test(id)) return <AdminNotFound lang={lang} />;
  const [t, units, item] = await Promise.all([inboxText(lang), sizeUnits(lang), loadItem(section, Number(id))]);
  const listHref = `/${lang}/adm/${section}`;
  const back = (
    <Link href={listHref} className="inline-flex items-center gap-1 self-start text-sm text-brand-700 underline">
      <Icon icon={ArrowLeft} aria-hidden className="size-4" />
      {t('back')}
    </Link>
  );
  if (item === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {t('loadError')}
        </p>
      </div>
    );
  }
  if (!item) return <AdminNotFound lang={lang} />;
  const title = itemTitle(section, item, t);
  const statuses = Object.fromEntries(WORK_STATUSES.map((w) => [w, t(`statuses.${w}`)])) as WorkTexts['statuses'];
  const resume = section === 'resumes' ? (item as ResumeItem) : null;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <h1 className="break-words text-2xl font-bold text-brand-800">{title}</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]" data-testid="item-fields">
            {detailFields(section, item, t).map((f) => (
              <div key={f.key} className="sm:contents">
                <dt className="font-semibold text-muted">{f.label}</dt>
                <dd className={`break-words ${f.multiline ? 'whitespace-pre-line' : ''}`}>{f.value}</dd>
              </div>
            ))}
          </dl>
          {resume ? (
            <SignedDownload
              href={`/api/v1/adm/resumes/${resume.id}/file`}
              fallbackName={resume.file_name}
              className="inline-flex items-center gap-2 self-start rounded border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Icon icon={Download} aria-hidden className="size-4" />
              {t('download', { name: resume.file_name, size: fileSize(resume.size, units) })}
            </SignedDownload>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <section aria-labelledby="work-title" className="flex flex-col gap-3 rounded border border-line p-4">
            <h2 id="work-title" className="text-lg font-semibold">
              {t('work.title')}
            </h2>
            <p>
              <StatusBadge status={item.work_status} label={statuses[item.work_status]} />
            </p>
            <p className="text-sm text-muted" data-testid="status-changed">
              {item.status_changed_by
                ? t('work.changedBy', { email: item.status_changed_by, time: formatDateTime(item.status_changed_at) })
                : t('work.never')}
            </p>
            <WorkStatusControl
              section={section}
              id={item.id}
              status={item.work_status}
              texts={{
                label: t('work.label'),
                save: t('work.save'),
                saving: t('work.saving'),
                saved: t('work.saved'),
                statuses,
              }}
            />
          </section>
          {section === 'requests' ? (
            <>
              <TrackingPanel
                lang={lang}
                id={item.id}
                tracking={(item as RequestItem).tracking}
                editable={!env().BILLING_URL}
              />
              <ForwardingPanel id={item.id} forwarding={(item as RequestItem).forwarding} t={t} />
            </>
          ) : null}
          <DeleteItem section={section} id={item.id} listHref={listHref} texts={deleteTexts(t, title)} />
        </div>
      </div>
    </div>
  );
}

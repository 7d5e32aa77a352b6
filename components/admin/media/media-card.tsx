import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { MediaItem } from '@/lib/content/media/contract';
import type { ValidationTexts } from '@/lib/staff/admin/validation-messages';
import { MediaCardActions } from './media-card-actions';
import type { MediaTexts } from './media-picker';
import { MediaThumb } from './media-thumb';

type Props = { lang: Lang; item: MediaItem; texts: MediaTexts; validation: ValidationTexts };

/** One image of the library: thumbnail, name, size, uses, who added it and when, then its alt form and delete. */
export async function MediaCard({ lang, item, texts, validation }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'AdminMedia' });
  const size = item.size === null ? null : Math.max(1, Math.round(item.size / 1024));
  const facts =
    item.width && item.height && size !== null
      ? t('facts', { width: item.width, height: item.height, size })
      : size !== null
        ? t('factsSize', { size })
        : null;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-3" data-testid="media-card">
      <MediaThumb item={item} lang={lang} />
      <h2 className="text-base font-semibold break-all">{item.name}</h2>
      <p className="text-sm break-all text-muted">{item.path}</p>
      {facts && <p className="text-sm">{facts}</p>}
      <p className="text-sm font-semibold" data-testid="media-uses">
        {t('uses', { count: item.uses })}
      </p>
      <p className="text-sm text-muted">
        {t('uploaded', { date: formatDateTime(item.uploaded_at) })}
        {item.uploaded_by && (
          <>
            <br />
            {t('uploadedBy', { who: item.uploaded_by })}
          </>
        )}
      </p>
      <MediaCardActions lang={lang} item={item} texts={texts} validation={validation} />
    </li>
  );
}

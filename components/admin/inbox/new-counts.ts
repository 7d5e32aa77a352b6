/** The new-item counts the admin navigation and dashboard show next to each inbox section the account may open. */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { Role } from '@/lib/staff/auth/roles';
import { logger } from '@/lib/platform/log/logger';
import { readNewCounts } from '@/lib/staff/inbox/page-reads';
import { inboxRights } from '@/lib/staff/inbox/sections';
import type { NewCountEntry } from './new-count-badge';

/** Per section code: its count of new items and the spoken label; none when the count cannot be read. */
export type NewCounts = Partial<Record<string, NewCountEntry>>;

/** The counts of the role's inbox sections; a failed read leaves the badges out rather than the whole admin. */
export async function newCounts(lang: Lang, role: Role): Promise<NewCounts> {
  const sections = inboxRights(role);
  if (sections.length === 0) return {};
  try {
    const [counts, t] = await Promise.all([
      readNewCounts(sections),
      getTranslations({ locale: lang, namespace: 'AdminInbox' }),
    ]);
    return Object.fromEntries(
      Object.entries(counts).map(([section, count]) => [section, { count, label: t('newCount', { count }) }]),
    );
  } catch (error) {
    logger().error({ event: 'inbox_count_failed', err: error }, 'new-item counts could not be read');
    return {};
  }
}

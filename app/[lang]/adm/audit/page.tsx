import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { getDb } from '@/lib/db';
import { listAudit } from '@/lib/admin/audit';
import { requirePageStaff } from '@/lib/admin/page-guard';

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Lang, namespace: 'AdminAudit' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The audit trail: the latest 200 changes (developer role only). */
export default async function AdminAuditPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const staff = await requirePageStaff(lang);
  if (staff.role !== 'developer') redirect(`/${lang}`);
  const [t, s, entries] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminAudit' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    listAudit(await getDb(), { limit: 200, offset: 0 }),
  ]);
  const fmt = new Intl.DateTimeFormat(lang === 'uzb' ? 'uz-Latn' : 'ru', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Tashkent' });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">{t('title')}</h1>
      {entries.length === 0 ? <p>{t('empty')}</p> : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead>
              <tr className="border-b text-left">
                {(['when', 'who', 'section', 'item', 'action', 'details'] as const).map((k) => <th key={k} scope="col" className="px-2 py-2">{t(k)}</th>)}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b align-top">
                  <td className="whitespace-nowrap px-2 py-2">{fmt.format(e.at)}</td>
                  <td className="px-2 py-2">{e.userEmail}</td>
                  <td className="px-2 py-2">{s(e.section)}</td>
                  <td className="px-2 py-2">{e.itemId}</td>
                  <td className="px-2 py-2">{t(`actions.${e.action}`)}</td>
                  <td className="px-2 py-2">
                    <details>
                      <summary className="cursor-pointer">{t('details')}</summary>
                      <pre className="max-w-xl overflow-x-auto whitespace-pre-wrap text-xs">{JSON.stringify({ before: e.before, after: e.after }, null, 2)}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { isContentSection } from '@/lib/content/sections';
import { requirePageRight } from '@/lib/staff/admin/page-guard';
import { readSectionItems } from '@/lib/staff/admin/page-reads';
import { editorTexts, validationTexts } from '@/components/admin/texts';
import { SectionEditor, type EditorItem } from '@/components/admin/section-editor';
import { CoverageImport } from '@/components/admin/coverage-import';
import { coverageTexts } from '@/components/admin/coverage-texts';
import { DistrictIds } from '@/components/admin/district-ids';
import { readDistrictIds } from '@/lib/content/sections/coverage-area/page-reads';
import { staticNames } from '@/components/admin/static-names';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminNotFound, adminNotFoundMetadata } from '@/components/admin/admin-not-found';

type Params = Promise<{ lang: string; section: string }>;

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, section } = await params;
  if (!isContentSection(section)) return adminNotFoundMetadata(lang as Lang);
  const t = await getTranslations({ locale: lang as Lang, namespace: 'AdminSections' });
  return { title: t(section), robots: { index: false, follow: false } };
}

/** One content section: its items in a table, with create, edit, delete, toggles and reorder. */
export default async function AdminSectionPage({ params }: { params: Params }) {
  const { lang: raw, section } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  // '/{lang}/admin' and any other admin path no page serves end here (middleware.ts rewrites them)
  if (!isContentSection(section)) return <AdminNotFound lang={lang} />;
  const { staff, allowed } = await requirePageRight(lang, section);
  if (!allowed) return <AdminForbidden lang={lang} staff={staff} />;
  const [t, items, texts, validation, districts, names] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    readSectionItems(section),
    editorTexts(lang),
    validationTexts(lang),
    section === 'ca' || section === 'outages' ? readDistrictIds() : [],
    section === 'sc' ? staticNames(lang) : undefined,
  ]);
  // a building (or an outage) names its districts (and region), not the districts' numbers
  const districtNames = Object.fromEntries(districts.map((d) => [String(d.id), `${d.name[lang]} (${d.region[lang]})`]));
  const options: Record<string, Record<string, string>> = { ...texts.options, district_id: districtNames };
  if (section === 'outages') options.district_ids = { ...texts.options?.district_ids, ...districtNames };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">{t(section)}</h1>
      <p className="text-muted">{t(`descriptions.${section}`)}</p>
      {section === 'ca' ? (
        <>
          <CoverageImport lang={lang} texts={await coverageTexts(lang)} />
          <DistrictIds lang={lang} />
        </>
      ) : null}
      <SectionEditor
        section={section}
        items={items as EditorItem[]}
        texts={{ ...texts, options }}
        validation={validation}
        adminLang={lang}
        staticNames={names}
      />
    </div>
  );
}

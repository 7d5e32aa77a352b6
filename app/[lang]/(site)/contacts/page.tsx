import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import type { Office } from '@/lib/content/sections/static-components/types';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { ContactForm } from '@/components/site/contact-form';
import { OfficeList } from '@/components/site/office-list';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('ContactsPage', '/contacts', 'title', 'description');

/** Offices (SPEC §2): B2C and B2B sales offices, the call centre, and the contact form. */
export default async function ContactsPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'ContactsPage' }),
    getStaticComponents(lang),
  ]);
  const offices = staticList<Office & { name: string; address: string; schedule: string }>(components, 'offices');
  const phone = components.map.call_center_phone ?? '';
  const messages = messagesFor(lang);
  const labels = {
    address: t('address'),
    schedule: t('schedule'),
    email: t('email'),
    phones: t('phones'),
    postalIndex: t('postalIndex'),
    yandexMaps: t('yandexMaps'),
    googleMaps: t('googleMaps'),
  };
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <section aria-labelledby="call-center" className="rounded-xl bg-brand-50 p-4">
        <h2 id="call-center" className="font-semibold">
          {t('callCenter')}
        </h2>
        <a href={`tel:${phone.replace(/\s/g, '')}`} className="text-2xl font-bold text-brand-700 underline">
          {phone}
        </a>
        <p className="text-sm">
          {t('salesHours')}: {components.map.sales_hours}
        </p>
      </section>
      <OfficeList title={t('b2c')} id="b2c" offices={offices.filter((o) => o.group === 'b2c')} labels={labels} />
      <OfficeList title={t('b2b')} id="b2b" offices={offices.filter((o) => o.group === 'b2b')} labels={labels} />
      <section aria-labelledby="write-us">
        <h2 id="write-us" className="mb-4 text-2xl font-bold">
          {t('writeUs')}
        </h2>
        <ContactForm texts={messages.ContactForm} validation={messages.Validation} captcha={messages.Captcha} />
      </section>
    </div>
  );
}

/** The translated texts the admin client islands receive as props (they do not load message bundles). */
import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { EditorTexts } from './section-editor';
import type { TableTexts } from './section-table';
import type { ValidationTexts } from '@/lib/staff/admin/validation-messages';
import { fieldKindTexts } from './field-kind-texts';
import { mediaTexts } from './media/media-texts';
import { versionTexts } from './versions/texts';

/** The Validation namespace, for client-side form messages. */
export async function validationTexts(lang: Lang): Promise<ValidationTexts> {
  const messages = (await getMessages({ locale: lang })) as unknown as { Validation: ValidationTexts };
  return messages.Validation;
}

const TABLE_KEYS = ['search', 'previous', 'next', 'empty', 'actions', 'sortHint'] as const;

/** The texts of an admin table (search, paging, sorting), shared by the sections, users and audit. */
export async function tableTexts(lang: Lang): Promise<TableTexts> {
  const t = await getTranslations({ locale: lang, namespace: 'AdminForms' });
  // The page placeholders are filled on the client.
  return {
    ...(Object.fromEntries(TABLE_KEYS.map((k) => [k, t(k)])) as Record<(typeof TABLE_KEYS)[number], string>),
    page: t.raw('page') as string,
  };
}

/** Every text of the section editor. */
export async function editorTexts(lang: Lang): Promise<EditorTexts> {
  const t = await getTranslations({ locale: lang, namespace: 'AdminForms' });
  const messages = (await getMessages({ locale: lang })) as unknown as {
    AdminForms: { labels: Record<string, string>; options: Record<string, Record<string, string>> };
    AdminLists: { states: Record<string, { on: string; off: string }> };
    Publication: EditorTexts['publication'];
  };
  const keys = [
    'rus',
    'uzb',
    'save',
    'saving',
    'cancel',
    'create',
    'edit',
    'remove',
    'close',
    'saved',
    'removed',
    'language',
    'yes',
    'no',
    'up',
    'down',
    'id',
    'editing',
    'creating',
    'search',
    'previous',
    'next',
    'empty',
    'actions',
    'sortHint',
  ] as const;
  const texts = Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<(typeof keys)[number], string>;
  const upload = {
    choose: t('uploadChoose'),
    uploading: t('uploadBusy'),
    preview: t('uploadPreview'),
    library: { lang, texts: await mediaTexts(lang) },
  };
  const versions = await versionTexts(lang);
  return {
    ...texts,
    ...(await fieldKindTexts(lang, upload)),
    versions,
    history: versions.history,
    // Placeholders are filled on the client.
    toggle: t.raw('toggle') as string,
    confirmRemove: t.raw('confirmRemove') as string,
    options: messages.AdminForms.options,
    page: t.raw('page') as string,
    labels: messages.AdminForms.labels,
    states: messages.AdminLists.states,
    publication: messages.Publication,
    placeholders: { datetime: t('dateTimePlaceholder'), date: t('datePlaceholder') },
    upload,
    files: {
      upload: t('filesUpload'),
      uploading: t('uploadBusy'),
      label: t('filesLabel'),
      remove: t('filesRemove'),
      empty: t('filesEmpty'),
    },
  };
}

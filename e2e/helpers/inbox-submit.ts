/** The four things a visitor sends that reach the staff inbox, sent through the public pages as a visitor would. */
import { expect, type Page } from '@playwright/test';
import { solveCaptcha } from './captcha';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A contact-form message (Russian page). */
export async function sendMessage(page: Page, name: string, text: string) {
  await page.goto('/rus/contacts');
  await page.getByLabel('Имя', { exact: true }).fill(name);
  await page.getByLabel('Телефон', { exact: true }).fill('90 123 45 67');
  const address = page.getByRole('group', { name: 'Адрес' });
  await address.getByLabel('Район', { exact: true }).fill('Chilonzor');
  await address.getByLabel('Улица', { exact: true }).fill('9-kvartal');
  await address.getByLabel('Дом', { exact: true }).fill('5');
  await page.getByLabel('Сообщение', { exact: true }).fill(text);
  await solveCaptcha(page, 'rus');
  await page.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Спасибо! Сообщение отправлено' })).toBeVisible();
}

/** Opens the connection request form from the coverage check (Uzbek page) and fills in tariff, name and phone; answers the dialog. */
export async function fillRequestForm(page: Page, name: string) {
  await page.goto('/uzb/coverage_area');
  await page.getByLabel('Tuman', { exact: true }).selectOption({ label: 'Chilonzor tumani' });
  // the check asks the street, then the house; a served house's one action opens the request
  await page.getByLabel('Koʻcha', { exact: true }).fill('Bunyodkor shoh koʻchasi');
  await page.getByLabel('Uy raqami', { exact: true }).fill('1');
  await page.getByRole('row').filter({ hasText: 'FTTx' }).first().getByRole('button', { name: 'Ulanish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ulanish uchun ariza' });
  await dialog.getByLabel('Tarif', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Ism', { exact: true }).fill(name);
  await dialog.getByLabel('Telefon', { exact: true }).fill('901112233');
  return dialog;
}

/** A connection request from the coverage check (Uzbek page), with a promo code. */
export async function sendRequest(page: Page, name: string) {
  const dialog = await fillRequestForm(page, name);
  await dialog.getByText('Qoʻshimcha (ixtiyoriy)').click();
  await dialog.getByLabel('Promokod (ixtiyoriy)').fill('WELCOME2026');
  await solveCaptcha(page, 'uzb', dialog);
  await dialog.getByRole('button', { name: 'Arizani yuborish' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: '24 soat ichida' })).toBeVisible();
}

const RESUME_FORM = {
  rus: {
    name: 'Имя и фамилия',
    phone: 'Телефон',
    vacancyField: 'Вакансия',
    vacancy: 'Сетевой инженер',
    file: 'Резюме (PDF, DOC или DOCX, до 5 МБ)',
    submit: 'Отправить резюме',
    done: 'Спасибо! Резюме получено',
  },
  uzb: {
    name: 'Ism va familiya',
    phone: 'Telefon',
    vacancyField: 'Boʻsh ish oʻrni',
    vacancy: 'Tarmoq muhandisi',
    file: 'Rezyume (PDF, DOC yoki DOCX, 5 MB gacha)',
    submit: 'Rezyumeni yuborish',
    done: 'Rahmat! Rezyume qabul qilindi',
  },
} as const;

/** A résumé with a PDF file (Russian page unless told). */
export async function sendResume(page: Page, name: string, lang: 'rus' | 'uzb' = 'rus') {
  const t = RESUME_FORM[lang];
  await page.goto(`/${lang}/vacancies`);
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.phone, { exact: true }).fill('+998 93 555 44 33');
  await page.getByLabel(t.vacancyField, { exact: true }).selectOption({ label: t.vacancy });
  await page.getByLabel(t.file).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await solveCaptcha(page, lang);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible();
}

/** A low rating (2 stars) of a technician visit with a comment (Uzbek page). */
export async function sendRating(page: Page, eventId: string, text: string) {
  await page.goto(`/uzb/feedback/${eventId}`);
  await page.getByRole('radio', { name: 'Texnik xizmat' }).check();
  await page.getByRole('radio', { name: '2 yulduz' }).check({ force: true });
  await page.getByLabel('Sabab').selectOption({ label: 'Muammo takrorlanmoqda' });
  await page.getByLabel('Izoh (ixtiyoriy)').fill(text);
  await page.getByRole('button', { name: 'Bahoni yuborish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Baho uchun rahmat!' }).first()).toBeVisible();
}

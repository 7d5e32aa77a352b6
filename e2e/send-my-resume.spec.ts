import { expect } from '@playwright/test';
import { sendWithCaptcha } from './helpers/captcha';
import { testInEachLanguage } from './helpers/each-language';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const TEXT = {
  rus: {
    search: 'Поиск по вакансиям',
    vacancy: 'Сетевой инженер',
    name: 'Имя и фамилия',
    phone: 'Телефон',
    vacancyField: 'Вакансия',
    file: 'Резюме (PDF, DOC или DOCX, до 5 МБ)',
    submit: 'Отправить резюме',
    done: 'Спасибо! Резюме получено',
  },
  uzb: {
    search: 'Boʻsh ish oʻrinlari boʻyicha qidirish',
    vacancy: 'Tarmoq muhandisi',
    name: 'Ism va familiya',
    phone: 'Telefon',
    vacancyField: 'Boʻsh ish oʻrni',
    file: 'Rezyume (PDF, DOC yoki DOCX, 5 MB gacha)',
    submit: 'Rezyumeni yuborish',
    done: 'Rahmat! Rezyume qabul qilindi',
  },
} as const;

testInEachLanguage('a job seeker finds a vacancy and sends a CV', TEXT, '/vacancies', async (page, t, lang) => {
  await page.getByLabel(t.search).fill(t.vacancy.slice(0, 6));
  await expect(page.getByRole('heading', { name: t.vacancy, level: 2 })).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);

  await page.getByLabel(t.name).fill('Aziz Karimov');
  await page.getByLabel(t.phone, { exact: true }).fill('+998 93 555 44 33');
  await page.getByLabel(t.vacancyField, { exact: true }).selectOption({ label: t.vacancy });
  await page.getByLabel(t.file).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await sendWithCaptcha(page, lang, t.submit, t.done);
});

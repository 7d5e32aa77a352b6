/**
 * The inbox calls through the real Next server: the static folders (adm/resumes/{id}/file,
 * adm/ratings/summary, adm/requests/retry) and adm/{section}/status|export resolve next to
 * adm/[section] and the catch-all, and a CV sent on the site is listed and downloaded by hr, refused to marketing.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE, createAccount, firstAdmin, loginViaUi, sign } from './helpers/admin';
import { solveCaptcha } from './helpers/captcha';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const headers = () => ({ ...sign(), origin: BASE });
const get = (request: APIRequestContext, path: string) => request.get(path, { headers: headers() });

test('a CV sent on the site reaches the inbox calls of the real server, for hr and not for marketing', async ({
  browser,
  page,
}) => {
  await page.goto('/rus/vacancies');
  await page.getByLabel('Имя и фамилия').fill('Zarina Inbox');
  await page.getByLabel('Телефон', { exact: true }).fill('+998 93 555 44 34');
  await page.getByLabel('Вакансия', { exact: true }).selectOption({ label: 'Сетевой инженер' });
  await page.getByLabel('Резюме (PDF, DOC или DOCX, до 5 МБ)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await solveCaptcha(page, 'rus');
  await page.getByRole('button', { name: 'Отправить резюме', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Спасибо! Резюме получено' })).toBeVisible();

  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  const list = await get(page.request, '/api/v1/adm/resumes?q=Zarina%20Inbox&per_page=5');
  expect(list.status()).toBe(200);
  const { items, total } = (await list.json()).data;
  expect(total).toBe(1);
  const id = items[0].id as number;
  expect(items[0]).toMatchObject({ name: 'Zarina Inbox', vacancy: 'Сетевой инженер', work_status: 'new' });

  const status = await page.request.post('/api/v1/adm/resumes/status', {
    data: { id, status: 'in_progress' },
    headers: headers(),
  });
  expect((await status.json()).data).toMatchObject({ id, work_status: 'in_progress', status_changed_by: admin.email });

  const csv = await get(page.request, '/api/v1/adm/resumes/export?lang=uzb&q=Zarina');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = (await csv.body()).toString('utf8');
  expect(text.startsWith('\uFEFF№,Qabul qilingan,Holat,Ism')).toBe(true);
  expect(text).toContain('Zarina Inbox');

  const summary = await get(page.request, '/api/v1/adm/ratings/summary');
  expect(Object.keys((await summary.json()).data.kinds)).toEqual(['callcenter', 'technical', 'connection']);
  const retry = await page.request.post('/api/v1/adm/requests/retry', { data: { id: 'x' }, headers: headers() });
  expect(retry.status()).toBe(400);
  expect((await retry.json()).error.fields.id).toBeTruthy();

  const passwords = {
    hr: await createAccount(page, 'hr.inbox.e2e@example.com', 'hr'),
    marketing: await createAccount(page, 'marketing.inbox.e2e@example.com', 'marketing'),
  };
  for (const role of ['hr', 'marketing'] as const) {
    const context = await browser.newContext();
    const staff = await context.newPage();
    await loginViaUi(staff, `${role}.inbox.e2e@example.com`, passwords[role]);
    const file = await get(staff.request, `/api/v1/adm/resumes/${id}/file`);
    if (role === 'hr') {
      expect(file.status()).toBe(200);
      expect(file.headers()['content-disposition']).toMatch(
        /^attachment; filename="resume-\d+\.pdf"; filename\*=UTF-8''Zarina%20Inbox-\d+\.pdf$/,
      );
      expect(file.headers()['x-content-type-options']).toBe('nosniff');
      expect((await file.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
    } else {
      expect(file.status()).toBe(403);
      expect((await file.json()).error.code).toBe('forbidden');
      expect((await get(staff.request, '/api/v1/adm/resumes')).status()).toBe(403);
    }
    await context.close();
  }
});

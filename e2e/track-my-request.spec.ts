import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { firstAdmin, loginViaUi } from './helpers/admin';
import { solveCaptcha } from './helpers/captcha';

// WCAG 2.2 levels A and AA, as the outside validators check them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const STAMP = Date.now().toString(36);
const PHONE = '901112233';
const WRONG_PHONE = '901112234';

const TEXT = {
  rus: {
    district: 'Район',
    districtName: 'Чиланзарский район',
    street: 'Улица',
    streetName: 'пр. Бунёдкор',
    house: 'Номер дома',
    connectHouse: 'Подключить',
    dialog: 'Заявка на подключение',
    tariff: 'Тариф',
    name: 'Имя',
    phone: 'Телефон',
    submit: 'Отправить заявку',
    done: 'в течение 24 часов',
    sent: 'Номер вашей заявки:',
    track: 'Следить за заявкой',
    title: 'Статус заявки на подключение',
    trackPhone: 'Телефон из заявки',
    show: 'Показать статус',
    notFound: 'Заявка с таким номером и телефоном не найдена. Проверьте номер заявки и телефон.',
    received: 'Заявка получена',
    engineer: 'Назначен монтажник',
    connected: 'Подключено',
    upcoming: 'впереди',
    now: 'Сейчас:',
    engineerDay: (day: string) => `Монтажник приедет ${day}`,
    state: 'Что сделать',
    day: 'День выезда монтажника (дд.мм.гггг)',
    save: 'Сохранить',
    saved: 'Заявка сохранена.',
    panel: 'Следующий шаг',
    assign: 'Назначить монтажника',
    connect: 'Отметить: подключено',
  },
  uzb: {
    district: 'Tuman',
    districtName: 'Chilonzor tumani',
    street: 'Koʻcha',
    streetName: 'Bunyodkor shoh koʻchasi',
    house: 'Uy raqami',
    connectHouse: 'Ulanish',
    dialog: 'Ulanish uchun ariza',
    tariff: 'Tarif',
    name: 'Ism',
    phone: 'Telefon',
    submit: 'Arizani yuborish',
    done: '24 soat ichida',
    sent: 'Arizangiz raqami:',
    track: 'Arizani kuzatish',
    title: 'Ulanish arizasi holati',
    trackPhone: 'Arizadagi telefon',
    show: 'Holatni koʻrsatish',
    notFound: 'Bunday raqam va telefonli ariza topilmadi. Ariza raqami va telefonni tekshiring.',
    received: 'Ariza qabul qilindi',
    engineer: 'Usta tayinlandi',
    connected: 'Ulandi',
    upcoming: 'oldinda',
    now: 'Hozir:',
    engineerDay: (day: string) => `Usta ${day} kuni keladi`,
    state: 'Nima qilish kerak',
    day: 'Usta boradigan kun (kk.oo.yyyy)',
    save: 'Saqlash',
    saved: 'Ariza saqlandi.',
    panel: 'Keyingi qadam',
    assign: 'Usta tayinlash',
    connect: 'Belgilash: ulandi',
  },
} as const;
type Lang = keyof typeof TEXT;
type Texts = (typeof TEXT)[Lang];

/** Sends a connection request from the coverage check; answers the reference the confirmation shows. */
async function applyForConnection(page: Page, lang: Lang, t: Texts, name: string): Promise<string> {
  await page.goto(`/${lang}/coverage_area`);
  await page.getByLabel(t.district, { exact: true }).selectOption({ label: t.districtName });
  // the check asks the street, then the house; a served house's one action opens the request
  await page.getByLabel(t.street, { exact: true }).fill(t.streetName);
  await page.getByLabel(t.house, { exact: true }).fill('1');
  await page.getByRole('row').filter({ hasText: 'FTTx' }).first().getByRole('button', { name: t.connectHouse }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByLabel(t.tariff, { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel(t.name, { exact: true }).fill(name);
  await dialog.getByLabel(t.phone, { exact: true }).fill(PHONE);
  await solveCaptcha(page, lang, dialog);
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog.getByRole('status').filter({ hasText: t.done })).toBeVisible();
  const sent = dialog.getByTestId('sent-reference');
  await expect(sent).toContainText(t.sent);
  const reference = /TN-[34679ACDEFGHJKMNPQRTUVWXY]{5}/.exec((await sent.textContent()) ?? '')?.[0];
  expect(reference, 'the confirmation shows a TN- reference').toBeTruthy();
  await expect(sent.getByRole('link', { name: t.track })).toHaveAttribute('href', `/${lang}/request/${reference}`);
  return reference!;
}

/** Types the phone into the tracker and asks for the status. */
async function askWithPhone(page: Page, t: Texts, phone: string) {
  await page.getByLabel(t.trackPhone, { exact: true }).fill(phone);
  await page.getByRole('button', { name: t.show }).click();
}

/** A signed-in staff page of the first admin, in its own browser context. */
async function staffPage(browser: Browser, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password, lang);
  return page;
}

/** Takes the next step that moves the request to `status` on its inbox page and waits for the save to be confirmed. */
async function moveTo(staff: Page, t: Texts, status: string, day?: string) {
  const panel = staff.getByRole('region', { name: t.panel });
  // one choice moves the work state and the tracker together
  await panel
    .getByLabel(t.state, { exact: true })
    .selectOption({ label: status === t.engineer ? t.assign : t.connect });
  if (day) await panel.getByLabel(t.day, { exact: true }).fill(day);
  // one save button on the page: the work state has no form of its own any more
  await expect(staff.getByRole('button', { name: t.save, exact: true })).toHaveCount(1);
  await panel.getByRole('button', { name: t.save, exact: true }).click();
  await expect(staff.getByText(t.saved).first()).toBeVisible();
  // the toast of an earlier save may still show: the panel's own timeline tells this save has landed
  await expect(panel.getByTestId('timeline').getByRole('listitem').filter({ hasText: status })).not.toContainText(
    t.upcoming,
  );
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Tomorrow's date as the admin types it (dd.mm.yyyy, Tashkent). */
function tomorrow(): string {
  const [y, m, d] = new Date(Date.now() + 29 * 3600_000).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: a visitor tracks a connection request by reference and phone as staff move it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const name = `Track ${lang} ${STAMP}`;
    const reference = await applyForConnection(page, lang, t, name);

    // the link leads to the tracker, which first asks for the phone given in the request
    await page.getByTestId('sent-reference').getByRole('link', { name: t.track }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/request/${reference}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByTestId('timeline')).toBeHidden();
    const tracker = page.url();

    // a wrong phone and a wrong reference get the same answer: nothing tells which of the two was wrong
    await askWithPhone(page, t, WRONG_PHONE);
    await expect(page.getByRole('alert').filter({ hasText: t.notFound })).toHaveText(t.notFound);
    await expect(page.getByTestId('timeline')).toBeHidden();
    const other = `${reference.slice(0, -1)}${reference.endsWith('3') ? '4' : '3'}`;
    await page.goto(`/${lang}/request/${other}`);
    await askWithPhone(page, t, PHONE);
    await expect(page.getByRole('alert').filter({ hasText: t.notFound })).toHaveText(t.notFound);
    await expect(page.getByTestId('timeline')).toBeHidden();

    // the right phone shows the timeline: received, the rest still ahead
    await page.goto(tracker);
    await askWithPhone(page, t, PHONE);
    const timeline = page.getByTestId('timeline');
    await expect(timeline.getByRole('listitem').first()).toContainText(t.received);
    await expect(timeline.getByRole('listitem').filter({ hasText: t.connected })).toContainText(t.upcoming);
    // the phone was posted: the address still names only the reference
    expect(page.url()).toBe(tracker);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
    }

    // staff assign an engineer with a day in the request's inbox page
    const staff = await staffPage(browser, lang);
    await staff.goto(`/${lang}/adm/requests?q=${encodeURIComponent(name)}`);
    await staff.getByTestId('inbox-row').filter({ hasText: name }).getByRole('link').first().click();
    await expect(staff.getByRole('link', { name: reference, exact: true })).toBeVisible();
    const day = tomorrow();
    await moveTo(staff, t, t.engineer, day);

    await page.goto(tracker);
    await askWithPhone(page, t, PHONE);
    await expect(page.getByRole('heading', { name: `${t.now} ${t.engineer}` })).toBeVisible();
    const engineer = timeline.getByRole('listitem').filter({ hasText: t.engineer });
    await expect(engineer).toContainText(t.engineerDay(day));
    await expect(engineer).not.toContainText(t.upcoming);
    await expect(timeline.getByRole('listitem').filter({ hasText: t.connected })).toContainText(t.upcoming);

    // then connected: every state reached is in the timeline, nothing is left ahead
    await moveTo(staff, t, t.connected);
    await page.goto(tracker);
    await askWithPhone(page, t, PHONE);
    await expect(page.getByRole('heading', { name: `${t.now} ${t.connected}` })).toBeVisible();
    await expect(timeline.getByRole('listitem').first()).toContainText(t.received);
    await expect(timeline.getByRole('listitem').filter({ hasText: t.engineer })).toContainText(t.engineerDay(day));
    await expect(timeline.getByRole('listitem').last()).toContainText(t.connected);
    await expect(timeline).not.toContainText(t.upcoming);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/work/shots/track-${lang}-connected-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `/work/shots/track-${lang}-connected-1280.png`, fullPage: true });
    await page.goto(tracker);
    await page.screenshot({ path: `/work/shots/track-${lang}-phone-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `/work/shots/track-${lang}-phone-360.png`, fullPage: true });
    await staff.context().close();
  });
}

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: without JavaScript the tracker posts the phone and never puts it in the address`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = TEXT[lang];
    const reference = await applyForConnection(page, lang, t, `NoScript ${lang} ${STAMP}`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    const sent: string[] = [];
    plain.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
    const tracker = `/${lang}/request/${reference}`;
    await plain.goto(tracker);
    await expect(plain.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    await askWithPhone(plain, t, WRONG_PHONE);
    await expect(plain.getByRole('alert').filter({ hasText: t.notFound })).toHaveText(t.notFound);
    await expect(plain.getByLabel(t.trackPhone, { exact: true })).toHaveValue(WRONG_PHONE);
    await askWithPhone(plain, t, PHONE);
    const timeline = plain.getByTestId('timeline');
    await expect(timeline.getByRole('listitem').first()).toContainText(t.received);
    await expect(timeline.getByRole('listitem').filter({ hasText: t.connected })).toContainText(t.upcoming);

    // the phone went in POST bodies only: no address the browser asked for, or keeps, carries it
    expect(new URL(plain.url()).pathname + new URL(plain.url()).search).toBe(tracker);
    expect(
      sent.filter((line) => line.includes(PHONE) || line.includes(WRONG_PHONE) || line.includes('phone=')),
    ).toEqual([]);
    expect(sent.filter((line) => line.startsWith('POST ')).length).toBe(2);
    await context.close();
  });
}

import { expect, test } from '@playwright/test';

const TEXT = {
  rus: {
    file: 'Резюме (PDF, DOC или DOCX, до 5 МБ)',
    button: 'Выбрать файл',
    none: 'Файл не выбран',
    chosen: 'Выбран файл: cv.pdf, 340 КБ',
    big: 'Выбран файл: cv.pdf, 2,5 МБ',
  },
  uzb: {
    file: 'Rezyume (PDF, DOC yoki DOCX, 5 MB gacha)',
    button: 'Faylni tanlash',
    none: 'Fayl tanlanmagan',
    chosen: 'Tanlangan fayl: cv.pdf, 340 KB',
    big: 'Tanlangan fayl: cv.pdf, 2,5 MB',
  },
} as const;

const pdf = (bytes: number) => ({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(bytes, 32) });

test.use({ viewport: { width: 360, height: 740 } });

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: the CV field speaks the page's language, shows the chosen file's name and size, and fits 360 px`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/vacancies`);
    const input = page.getByLabel(t.file);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(page.getByText(t.button, { exact: true })).toBeVisible();
    await expect(page.getByText(t.none, { exact: true })).toBeVisible();

    // the real input stays reachable by keyboard
    await input.focus();
    await expect(input).toBeFocused();

    await input.setInputFiles(pdf(348_160));
    await expect(page.getByText(t.chosen, { exact: true })).toBeVisible();
    await input.setInputFiles(pdf(2_621_440));
    await expect(page.getByText(t.big, { exact: true })).toBeVisible();

    // a file dropped on the area becomes the form's file (a drop needs a real FileList, so the browser makes one)
    const dropArea = page.getByText(t.button, { exact: true }).locator('xpath=ancestor::div[1]');
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(348_160)], 'cv.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    await dropArea.dispatchEvent('drop', { dataTransfer });
    await expect(page.getByText(t.chosen, { exact: true })).toBeVisible();
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.[0]?.size)).toBe(348_160);

    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
}

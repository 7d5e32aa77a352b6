/** What leaves the inbox as a file: the CSV export (BOM, column names per language, formula guard) and the résumé file; deleting an item takes its file. */
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteItem } from '@/app/api/v1/adm/[section]/route';
import { GET as exportCsv } from '@/app/api/v1/adm/[section]/export/route';
import { GET as file } from '@/app/api/v1/adm/resumes/[id]/file/route';
import { auditLog } from '@/lib/platform/db/schema';
import { getInboxItem } from '@/lib/staff/inbox/item';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';
import { plantMessage, plantRequest, plantResume, rawCall } from './helpers/inbox';
import { hasStoredFile } from './helpers/stored-files';

const db = setupTestDatabase();
let manager = '';
let hr = '';

beforeAll(async () => {
  await ensureAccount(db(), 'manager@inbox-files.example', 'manager');
  await ensureAccount(db(), 'hr@inbox-files.example', 'hr');
  manager = (await login('manager@inbox-files.example')).cookie;
  hr = (await login('hr@inbox-files.example')).cookie;
});

async function csvOf(section: string, query: string, cookie = manager) {
  const res = await rawCall(exportCsv, `/api/v1/adm/${section}/export${query}`, cookie, { section });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { res, bytes, rows: Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data };
}

describe('GET adm/{section}/export', () => {
  it('answers a UTF-8 CSV with a BOM, as an attachment named after the section and the day', async () => {
    await plantMessage(db(), {
      name: 'Алишер Навоий',
      message: "Salom, internet yo'q",
      createdAt: new Date('2026-11-20T04:30:00Z'),
    });
    const { res, bytes, rows } = await csvOf('messages', '?lang=rus');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual([
      '№',
      'Получено',
      'Статус',
      'Имя',
      'Телефон',
      'Доп. телефон',
      'E-mail',
      'Логин',
      'Город',
      'Адрес',
      'Сообщение',
      'Язык',
      'Статус изменил',
      'Статус изменён',
    ]);
    const row = rows.find((r) => r[3] === 'Алишер Навоий')!;
    expect(row[1]).toBe('20.11.2026 09:30');
    expect(row[2]).toBe('Новая');
    expect(row[9]).toBe('Юнусабадский район, ул. Тестовая, 7');
    expect(row[10]).toBe("Salom, internet yo'q");
  });

  it('names the columns and states in Uzbek for lang=uzb', async () => {
    const { rows } = await csvOf('requests', '?lang=uzb');
    expect(rows[0]!.slice(0, 5)).toEqual(['№', 'Qabul qilingan', 'Holat', 'Ism', 'Telefon']);
    expect(rows[0]).toContain('Billingga yuborish');
  });

  it('prefixes a cell that starts like a formula with an apostrophe', async () => {
    await plantRequest(db(), {
      name: '=HYPERLINK("http://evil.example","x")',
      message: '@SUM(A1)',
      company: '-2+3',
      promo: 'plain',
    });
    const { rows } = await csvOf('requests', `?q=${encodeURIComponent('evil.example')}&lang=rus`);
    expect(rows).toHaveLength(2);
    const header = rows[0]!;
    const row = rows[1]!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Имя')).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(cell('Сообщение')).toBe("'@SUM(A1)");
    expect(cell('Компания')).toBe("'-2+3");
    expect(cell('Промокод')).toBe('plain');
    expect(cell('Телефон')).toBe("'+998901112233");
  });

  it('exports only the filtered rows, and refuses bad filters or language with 400', async () => {
    await plantMessage(db(), { name: 'Только этот', createdAt: new Date('2026-01-15T10:00:00+05:00') });
    const { rows } = await csvOf('messages', '?from=2026-01-15&to=2026-01-15');
    expect(rows.slice(1).map((r) => r[3])).toEqual(['Только этот']);
    expect((await csvOf('messages', '?lang=eng')).res.status).toBe(400);
    expect((await csvOf('messages', '?status=closed')).res.status).toBe(400);
  });
});

describe('GET adm/resumes/{id}/file', () => {
  it('sends the stored file as an attachment named after the visitor, never sniffed or cached, and audits the download', async () => {
    const { id } = await plantResume(
      db(),
      { name: 'Иван "Ваня" Петров/../../etc', mimeType: 'application/pdf' },
      '%PDF-1.4 Ivan',
    );
    const res = await rawCall(file, `/api/v1/adm/resumes/${id}/file`, hr, { id: String(id) });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.4 Ivan');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toBe(
      `attachment; filename="resume-${id}.pdf"; filename*=UTF-8''${encodeURIComponent(`Иван Ваня Петров etc-${id}.pdf`)}`,
    );
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'resumes'), eq(auditLog.action, 'download')));
    expect(entries.map((e) => [e.userEmail, e.itemId])).toEqual([['hr@inbox-files.example', String(id)]]);
  });

  it('answers 404 for an unknown résumé or a file that is gone, 400 for an id that is no number', async () => {
    expect((await rawCall(file, '/api/v1/adm/resumes/999999/file', hr, { id: '999999' })).status).toBe(404);
    expect((await rawCall(file, '/api/v1/adm/resumes/x/file', hr, { id: '../x' })).status).toBe(400);
  });
});

describe('DELETE adm/{section}?id=', () => {
  it('deletes a résumé and its file, audited without the personal data', async () => {
    const { id, storedName } = await plantResume(db());
    const res = await asStaff(deleteItem, `/api/v1/adm/resumes?id=${id}`, hr, {
      method: 'DELETE',
      params: { section: 'resumes' },
    });
    expect(res.status).toBe(200);
    expect(await getInboxItem(db(), 'resumes', id)).toBeNull();
    expect(await hasStoredFile(db(), 'resume', storedName)).toBe(false);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'resumes'), eq(auditLog.action, 'delete'), eq(auditLog.itemId, String(id))));
    expect(entry?.userEmail).toBe('hr@inbox-files.example');
    expect(JSON.stringify(entry?.before)).not.toContain('Соискатель');
    const again = await asStaff(deleteItem, `/api/v1/adm/resumes?id=${id}`, hr, {
      method: 'DELETE',
      params: { section: 'resumes' },
    });
    expect(again.status).toBe(404);
  });
});

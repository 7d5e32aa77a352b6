import { describe, expect, it } from 'vitest';
import type { RatingItem, RequestItem, ResumeItem } from '@/lib/staff/inbox/contract';
import { inboxRows } from '@/components/admin/inbox/inbox-rows';
import { preview, type InboxText } from '@/lib/staff/inbox/view-texts';
import { detailFields } from '@/components/admin/inbox/detail-fields';

const TEXTS: Record<string, string> = {
  'forwarding.pending': 'Ожидает отправки',
  'forwarding.failed': 'Ошибка, попыток: {attempts}',
  'itemName.requests': 'Заявка №{id} ({name})',
  'itemName.resumes': 'Резюме №{id} ({name})',
  'itemName.ratings': 'Оценка №{id}',
  'feedback.kind_technical': 'Техническая служба',
  'feedback.r_long_wait': 'Долгое ожидание мастера',
  'feedback.star': '{count} звезды',
  'languages.uzb': 'узбекский',
  empty_value: '—',
};
const t: InboxText = (key, values) =>
  Object.entries(values ?? {}).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), TEXTS[key] ?? `[${key}]`);
const UNITS = { kb: '{size} КБ', mb: '{size} МБ' };
// billing knows optima-100; a résumé from the mobile application names its vacancy by number
const NAMES = {
  tariff: (code: string) => (code === 'optima-100' ? 'Оптима 100' : `${code} — тариф не найден в биллинге`),
  vacancy: (value: string) => (value === '3' ? 'Сетевой инженер' : value),
};
const WORK = { work_status: 'new' as const, status_changed_by: null, status_changed_at: null };

const request: RequestItem = {
  ...WORK,
  id: 12,
  created_at: '2026-11-02T05:07:00.000Z',
  name: 'Азиза',
  phone: '+998901234567',
  extra_phone: null,
  email: 'a@example.com',
  address: { district: 'Чиланзар', street: '9-квартал', house: '5', apartment: '17' },
  city: 'Ташкент',
  login: null,
  message: null,
  company: null,
  promo: 'WELCOME2026',
  poll: null,
  tariff: 'optima-100',
  lang: 'uzb',
  forwarding: { state: 'failed', attempts: 3, last_error: 'timeout', billing_ref: null, forwarded_at: null },
  tracking: {
    reference: 'TN-7K3P9',
    status: 'received',
    history: [{ status: 'received', at: '2026-11-02T05:07:00.000Z' }],
  },
};

describe('inbox rows', () => {
  it('shows a request with its time in Tashkent, address in one line, promo and failed forwarding', () => {
    const [row] = inboxRows('rus', 'requests', [request], t, UNITS, NAMES);
    expect(row).toEqual({
      id: 12,
      href: '/rus/adm/requests/12',
      title: 'Заявка №12 (Азиза)',
      status: 'new',
      cells: {
        created_at: '02.11.2026 10:07',
        name: 'Азиза',
        contact: '+998901234567, a@example.com',
        tariff: 'Оптима 100',
        address: 'Чиланзар, 9-квартал, 5, 17',
        promo: 'WELCOME2026',
        forwarding: 'Ошибка, попыток: 3',
      },
    });
  });

  it('names a résumé file with its size, and a rating with the public form’s words', () => {
    const resume: ResumeItem = {
      ...WORK,
      id: 4,
      created_at: '2026-11-02T05:07:00.000Z',
      name: 'Азиз',
      phone: '+998935554433',
      email: null,
      vacancy: '3',
      message: null,
      file_name: 'cv.pdf',
      mime_type: 'application/pdf',
      size: 2_621_440,
    };
    const [cv] = inboxRows('rus', 'resumes', [resume], t, UNITS, NAMES);
    expect(cv!.cells).toMatchObject({ file: 'cv.pdf (2,5 МБ)', vacancy: 'Сетевой инженер' });
    const rating: RatingItem = {
      ...WORK,
      id: 9,
      created_at: '2026-11-02T05:07:00.000Z',
      updated_at: '2026-11-02T05:07:00.000Z',
      type: 'technical',
      event_id: 'visit-1',
      rating: 2,
      reason: 'long_wait',
      text: null,
    };
    expect(inboxRows('rus', 'ratings', [rating], t, UNITS, NAMES)[0]!.cells).toMatchObject({
      type: 'Техническая служба',
      rating: '2 звезды',
      reason: 'Долгое ожидание мастера',
      text: '',
    });
  });

  it('cuts a long text at a word for the list', () => {
    const text = `${'слово '.repeat(30)}конец`;
    const cut = preview(text);
    expect(cut.endsWith('слово…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(121);
    expect(preview('  два\n\nабзаца ')).toBe('два абзаца');
  });
});

describe('inbox detail fields', () => {
  it('lists every field sent, the address in its parts, the site language and the tariff by name, none of the empty ones', () => {
    const fields = Object.fromEntries(detailFields('requests', request, t, NAMES).map((f) => [f.key, f.value]));
    expect(fields).toMatchObject({
      id: '12',
      created_at: '02.11.2026 10:07',
      district: 'Чиланзар',
      street: '9-квартал',
      house: '5',
      apartment: '17',
      city: 'Ташкент',
      tariff: 'Оптима 100',
      promo: 'WELCOME2026',
      lang: 'узбекский',
    });
    for (const empty of ['extra_phone', 'login', 'message', 'company', 'poll'])
      expect(fields).not.toHaveProperty(empty);
    expect(Object.values(fields)).not.toContain('—');
  });

  it('makes the phone a tel: link and the e-mail a mailto: link, and keeps numbers on one line', () => {
    const fields = Object.fromEntries(detailFields('requests', request, t, NAMES).map((f) => [f.key, f]));
    expect(fields.phone).toMatchObject({ value: '+998901234567', href: 'tel:+998901234567', nowrap: true });
    expect(fields.email).toMatchObject({ value: 'a@example.com', href: 'mailto:a@example.com' });
    expect(fields.id!.nowrap).toBe(true);
    expect(fields.name!.href).toBeUndefined();
  });

  it('marks a tariff code billing does not know', () => {
    const fields = detailFields('requests', { ...request, tariff: 'arbuzz' }, t, NAMES);
    expect(fields.find((f) => f.key === 'tariff')!.value).toBe('arbuzz — тариф не найден в биллинге');
  });
});

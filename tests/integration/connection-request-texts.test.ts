import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/texts/[lang]/connection_request/route';
import { callRoute } from './helpers/request';

const url = (lang: string) => `/api/v1/texts/${lang}/connection_request`;

describe('the connection request texts, asked for when a visitor opens the request', () => {
  it('answers the form, validation, captcha and reference texts in the language asked for', async () => {
    const rus = await callRoute(GET, url('rus'), { params: { lang: 'rus' } });
    const uzb = await callRoute(GET, url('uzb'), { params: { lang: 'uzb' } });
    expect(rus.status).toBe(200);
    expect(rus.json.data.form.submit).toBe('Отправить заявку');
    expect(rus.json.data.validation.required).toBe('Обязательное поле.');
    expect(rus.json.data.tracking.trackLink).toMatch(/[а-яё]/i);
    expect(uzb.status).toBe(200);
    expect(uzb.json.data.form.submit).toMatch(/^[A-Za-zʻʼ'‘’\s]+$/);
    expect(Object.keys(uzb.json.data.form).sort()).toEqual(Object.keys(rus.json.data.form).sort());
    expect(Object.keys(uzb.json.data.captcha).sort()).toEqual(Object.keys(rus.json.data.captcha).sort());
  });

  it('refuses another language with the 400 envelope naming lang, and an unsigned call', async () => {
    const other = await callRoute(GET, url('eng'), { params: { lang: 'eng' } });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.json)).toContain('lang');
    const unsigned = await callRoute(GET, url('rus'), { params: { lang: 'rus' }, signed: false });
    expect(unsigned.status).toBeGreaterThanOrEqual(400);
    expect(unsigned.status).toBeLessThan(500);
  });
});

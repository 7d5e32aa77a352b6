import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentCheck } from '@/components/site/payment-check';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { useSite } from '@/lib/ui-state/store/site';
import rus from '@/messages/rus.json';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  useSite.getState().init({
    lang: 'rus',
    statistic_key: 'k1234567',
    map_key: 'm1234567',
    serviceUnavailable: 'Сервис временно недоступен',
  });
  useNotifications.getState().clear();
});

const ui = () =>
  render(
    <PaymentCheck
      action="/rus/payment"
      texts={{ ...rus.PaymentPage, ...rus.PaymentStep }}
      validation={rus.Validation}
      merchants={{ payme: 'merchant-1' }}
    />,
  );

describe('express payment form', () => {
  it('shows the found account, asks the amount, then a checkout link carrying the login and the amount', async () => {
    server.use(
      http.post('*/api/v1/billing/check/login_for_payment', () =>
        HttpResponse.json({
          status: 'ok',
          data: {
            found: true,
            technology: 'FTTx',
            connection: 'Оптоволокно до дома',
            holder: 'А*** К***',
            tariff: 'Orange',
            message: 'Логин найден',
          },
        }),
      ),
    );
    ui();
    await userEvent.type(screen.getByLabelText('Логин'), '100001');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить логин' }));
    // the first check loads the api layer and the amount step lazily: slow on a busy machine
    expect(await screen.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent('Логин найден');
    const card = screen.getByRole('region', { name: 'Лицевой счёт x100001' });
    for (const fact of ['А*** К***', 'Orange', 'Оптоволокно до дома']) expect(card).toHaveTextContent(fact);
    expect(card).not.toHaveTextContent('FTTx');
    expect(screen.queryByRole('link', { name: 'Оплатить через Payme' })).toBeNull();
    await userEvent.type(await screen.findByLabelText('Сумма, сум', {}, { timeout: 8000 }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'К оплате' }));
    expect(await screen.findByText(rus.Validation.sumRange)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Оплатить через Payme' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^150\s000 сум$/ }));
    const link = await screen.findByRole('link', { name: 'Оплатить через Payme' }, { timeout: 8000 });
    // the chosen preset says so, and the field shows the sum as people write it
    expect(screen.getByRole('button', { name: /^150\s000 сум$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^100\s000 сум$/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Сумма, сум')).toHaveValue('150\u00a0000');
    expect(atob(link.getAttribute('href')!.split('/').pop()!)).toBe('m=merchant-1;ac.login=x100001;a=15000000');
    expect(link.querySelector('img')).toHaveAttribute('src', '/payment-systems/payme.svg');
  });

  it('groups the digits of a typed sum once it is taken', async () => {
    server.use(
      http.post('*/api/v1/billing/check/login_for_payment', () =>
        HttpResponse.json({ status: 'ok', data: { found: true, technology: 'FTTx', message: 'Логин найден' } }),
      ),
    );
    ui();
    await userEvent.type(screen.getByLabelText('Логин'), '100001');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить логин' }));
    await userEvent.type(await screen.findByLabelText('Сумма, сум', {}, { timeout: 8000 }), '250000');
    await userEvent.click(screen.getByRole('button', { name: 'К оплате' }));
    await screen.findByRole('link', { name: 'Оплатить через Payme' }, { timeout: 8000 });
    expect(screen.getByLabelText('Сумма, сум')).toHaveValue('250\u00a0000');
    expect(screen.getByText(/К оплате 250\s000 сум на логин x100001/)).toBeInTheDocument();
  });

  it('says an empty login is required, not that its format is wrong', async () => {
    ui();
    // where the login is printed is said under the field
    expect(screen.getByLabelText('Логин')).toHaveAccessibleDescription('Логин указан в договоре');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить логин' }));
    expect(await screen.findByText('Обязательное поле.')).toBeInTheDocument();
    expect(screen.queryByText(rus.Validation.invalidLogin)).toBeNull();
  });

  it("puts the server's field error under the login and moves the focus there", async () => {
    server.use(
      http.post('*/api/v1/billing/check/login_for_payment', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { name: 'Ошибка', message: 'Проверьте поля', code: 'validation', fields: { login: 'invalidLogin' } },
          },
          { status: 400 },
        ),
      ),
    );
    ui();
    await userEvent.type(screen.getByLabelText('Логин'), '100001');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить логин' }));
    expect(await screen.findByText(rus.Validation.invalidLogin)).toBeInTheDocument();
    expect(screen.getByLabelText('Логин')).toHaveFocus();
    expect(screen.getByLabelText('Логин')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates the login in the browser with the server schema before calling', async () => {
    ui();
    await userEvent.type(screen.getByLabelText('Логин'), 'логин!');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить логин' }));
    expect(await screen.findByText(rus.Validation.invalidLogin)).toBeInTheDocument();
  });

  it('shows a danger notification when billing is unavailable', async () => {
    server.use(
      http.post('*/api/v1/billing/check/login_for_payment', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { name: 'Сервис недоступен', message: 'Сервис временно недоступен', code: 'unavailable' },
          },
          { status: 503 },
        ),
      ),
    );
    ui();
    await userEvent.type(screen.getByLabelText('Логин'), '100001');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить логин' }));
    await expect
      .poll(() => useNotifications.getState().notifications)
      .toEqual([
        expect.objectContaining({ status: 'danger', message: 'Сервис недоступен. Сервис временно недоступен' }),
      ]);
  });
});

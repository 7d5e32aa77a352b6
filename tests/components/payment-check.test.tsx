import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentCheck } from '@/components/site/payment-check';
import { useNotifications } from '@/lib/store/notifications';
import { useSite } from '@/lib/store/site';
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
      texts={rus.PaymentPage}
      validation={rus.Validation}
      merchants={{ payme: 'merchant-1' }}
    />,
  );

describe('express payment form', () => {
  it('shows the found login, asks the amount, then a checkout link carrying the login and the amount', async () => {
    server.use(
      http.post('*/api/v1/billing/check/login_for_payment', () =>
        HttpResponse.json({
          status: 'ok',
          data: { found: true, technology: 'FTTx', message: 'Логин найден. Технология: FTTx' },
        }),
      ),
    );
    ui();
    await userEvent.type(screen.getByLabelText('Логин'), '100001');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить логин' }));
    expect(await screen.findByText('Логин найден. Технология: FTTx')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Оплатить через Payme' })).toBeNull();
    await userEvent.type(await screen.findByLabelText('Сумма, сум'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'К оплате' }));
    expect(await screen.findByText(rus.Validation.sumRange)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Оплатить через Payme' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^150\s000 сум$/ }));
    const link = await screen.findByRole('link', { name: 'Оплатить через Payme' });
    expect(atob(link.getAttribute('href')!.split('/').pop()!)).toBe('m=merchant-1;ac.login=x100001;a=15000000');
  });

  it('says an empty login is required, not that its format is wrong', async () => {
    ui();
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

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/components/admin/login-form';
import { Notifications } from '@/components/ui/notifications';
import { useAdmin } from '@/lib/ui-state/store/admin';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { useSite } from '@/lib/ui-state/store/site';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push, refresh: vi.fn() }) }));

const server = setupServer();
const texts = {
  email: 'E-mail',
  password: 'Пароль',
  submit: 'Войти',
  submitting: 'Вход…',
  badCredentials: 'Неверный e-mail или пароль',
  lockedUntil: 'Вход закрыт до {time} (по Ташкенту).',
  otp: 'Код подтверждения',
  otpHint: 'Шесть цифр из приложения-аутентификатора или резервный код.',
  otpNeeded: 'Введите код подтверждения.',
  wrongCode: 'Неверный код подтверждения.',
};
const validation = {
  required: 'Обязательное поле.',
  invalidEmail: 'Введите корректный e-mail.',
  invalidFormat: 'Неверный формат.',
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  push.mockReset();
  window.localStorage.clear();
  useAdmin.getState().setProfile(null);
  useNotifications.getState().clear();
  useSite.getState().init({
    lang: 'rus',
    statistic_key: 'stat-key',
    map_key: 'map-key',
    serviceUnavailable: 'Сервис временно недоступен',
  });
});

function renderForm() {
  render(
    <>
      <Notifications label="Уведомления" dismissLabel="Закрыть" />
      <LoginForm lang="rus" texts={texts} validation={validation} />
    </>,
  );
}

describe('admin login form', () => {
  it('shows translated field errors without calling the server', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите корректный e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Обязательное поле.')).toBeInTheDocument();
  });

  it('sets isAdmAuth before the call, stores the profile and opens the admin home', async () => {
    let flagDuringCall: string | null = null;
    server.use(
      http.post('*/api/v1/user/auth', () => {
        flagDuringCall = window.localStorage.getItem('isAdmAuth');
        return HttpResponse.json({
          status: 'ok',
          data: { email: 'hr@example.com', role: 'hr', access_rights: ['vacancy'] },
        });
      }),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'hr@example.com');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/rus/adm'));
    expect(flagDuringCall).toBe('true');
    expect(useAdmin.getState().profile?.access_rights).toEqual(['vacancy']);
  });

  it('asks for the code when the account has two-factor on, sends it with the password, and says a wrong one', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/v1/user/auth', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.otp === '123456')
          return HttpResponse.json({
            status: 'ok',
            data: { email: 'dev@example.com', role: 'developer', access_rights: [] },
          });
        return HttpResponse.json(
          {
            status: 'error',
            error: {
              name: 'Нужен код подтверждения',
              message: 'Введите код.',
              code: 'otp_required',
              ...(body.otp ? { fields: { otp: 'Код неверный или уже использован.' } } : {}),
            },
          },
          { status: 401 },
        );
      }),
    );
    renderForm();
    expect(screen.queryByLabelText('Код подтверждения')).toBeNull();
    await userEvent.type(screen.getByLabelText('E-mail'), 'dev@example.com');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите код подтверждения.');
    await userEvent.type(screen.getByLabelText('Код подтверждения'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Неверный код подтверждения.'));
    await userEvent.clear(screen.getByLabelText('Код подтверждения'));
    await userEvent.type(screen.getByLabelText('Код подтверждения'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/rus/adm'));
    expect(bodies.map((b) => b.otp)).toEqual([undefined, '000000', '123456']);
  });

  it('shows a danger notification when the server refuses', async () => {
    server.use(
      http.post('*/api/v1/user/auth', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { name: 'Требуется вход', message: 'Войдите в систему, чтобы продолжить.', code: 'unauthorized' },
          },
          { status: 401 },
        ),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'hr@example.com');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Требуется вход. Войдите в систему, чтобы продолжить.');
    expect(push).not.toHaveBeenCalled();
  });

  it('says a wrong e-mail or password in the form, not a sign-in request', async () => {
    server.use(
      http.post('*/api/v1/user/auth', () =>
        HttpResponse.json(
          { status: 'error', error: { name: 'x', message: 'y', code: 'bad_credentials' } },
          { status: 401 },
        ),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'hr@example.com');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный e-mail или пароль');
    expect(screen.queryByText(/Войдите в систему/)).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it('says until when a locked account stays closed, in Tashkent time', async () => {
    server.use(
      http.post('*/api/v1/user/auth', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { name: 'x', message: 'y', code: 'locked', params: { until: '2026-11-02T05:07:00.000Z' } },
          },
          { status: 429 },
        ),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'hr@example.com');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Вход закрыт до 02.11.2026 10:07 (по Ташкенту).');
  });
});

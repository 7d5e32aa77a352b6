import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifications } from '@/components/ui/notifications';
import { useNotifications } from '@/lib/ui-state/store/notifications';

describe('notifications', () => {
  beforeEach(() => useNotifications.getState().clear());

  it('accumulate, announce danger as an alert and success as a status', () => {
    render(<Notifications label="Уведомления" dismissLabel="Закрыть" />);
    act(() => {
      useNotifications.getState().notify('success', 'Спасибо за оценку!');
      useNotifications.getState().notify('danger', 'Сервис временно недоступен');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Спасибо за оценку!');
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
  });

  it('can be dismissed one by one and are all cleared at once', async () => {
    render(<Notifications label="Уведомления" dismissLabel="Закрыть" />);
    act(() => {
      useNotifications.getState().notify('info', 'Первое');
      useNotifications.getState().notify('warning', 'Второе');
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Закрыть' })[0]!);
    expect(screen.queryByText('Первое')).not.toBeInTheDocument();
    expect(screen.getByText('Второе')).toBeInTheDocument();
    act(() => useNotifications.getState().clear());
    expect(screen.queryByText('Второе')).not.toBeInTheDocument();
  });
});

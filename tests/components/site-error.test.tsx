import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import uzb from '@/messages/uzb.json';
import { TextsProvider } from '@/components/ui/texts-provider';
import SiteError from '@/app/[lang]/(site)/error';

describe('the public error boundary', () => {
  it("says Error 500 in the page's language, links home and retries", async () => {
    const reset = vi.fn();
    render(
      <TextsProvider lang="uzb" locale="uz" messages={{ ErrorPage: uzb.ErrorPage }}>
        <SiteError error={new Error('render failed')} reset={reset} />
      </TextsProvider>,
    );
    expect(screen.getByRole('heading', { name: uzb.ErrorPage.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: uzb.ErrorPage.homeLink })).toHaveAttribute('href', '/uzb');
    await userEvent.click(screen.getByRole('button', { name: uzb.ErrorPage.retry }));
    expect(reset).toHaveBeenCalledOnce();
    expect(screen.queryByText('render failed')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { dispositionName } from '@/components/admin/inbox/signed-download';

describe('the saved name of an admin download', () => {
  it('prefers the UTF-8 name the server gives, then the plain one, then the page’s own', () => {
    expect(
      dispositionName(
        `attachment; filename="resume-4.pdf"; filename*=UTF-8''%D0%A0%D0%B5%D0%B7%D1%8E%D0%BC%D0%B5.pdf`,
        'x',
      ),
    ).toBe('Резюме.pdf');
    expect(dispositionName('attachment; filename="messages-2026-11-26.csv"', 'messages.csv')).toBe(
      'messages-2026-11-26.csv',
    );
    expect(dispositionName(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4`, 'x')).toBe('a.pdf');
    expect(dispositionName(null, 'cv.pdf')).toBe('cv.pdf');
  });
});

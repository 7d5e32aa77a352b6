/** The fuzz table (issue #7 item 8) covers every POST, PUT, PATCH and DELETE handler under app/api, so a new endpoint cannot escape it. */
import { describe, expect, it } from 'vitest';
import { accountCases } from './fuzz/account-cases';
import { adminCases } from './fuzz/admin-cases';
import { contentCases } from './fuzz/admin-content-cases';
import { inboxCases } from './fuzz/inbox-cases';
import { mediaCases } from './fuzz/media-cases';
import { plainFormCases } from './fuzz/plain-form-cases';
import { publicMiscCases } from './fuzz/public-misc-cases';
import { visitorCases } from './fuzz/visitor-cases';
import { writeRoutes } from './fuzz/write-routes';

const key = (r: { route: string; method: string }) => `${r.method} ${r.route}`;

describe('the write-endpoint fuzz table', () => {
  it('has a case for every write handler, and no case without one', async () => {
    const routes = (await writeRoutes()).map(key);
    const cases = [
      ...visitorCases,
      ...publicMiscCases,
      ...contentCases,
      ...adminCases,
      ...mediaCases,
      ...inboxCases,
      ...accountCases,
      ...plainFormCases,
    ].map(key);
    expect(routes).toContain('POST save');
    expect(
      routes.filter((r) => !cases.includes(r)),
      'write handlers without a fuzz case',
    ).toEqual([]);
    expect(
      cases.filter((c) => !routes.includes(c)),
      'fuzz cases without a handler',
    ).toEqual([]);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { ACCESS_RIGHTS, accessRights } from '@/lib/staff/auth/rights';
import { ADMIN_NAV_GROUPS, visibleNavGroups } from '@/components/admin/nav/nav-groups';
import { MEDIA } from '@/lib/content/media/rights';

describe('admin menu groups', () => {
  it('list every page an account can hold a right to, each in exactly one group', () => {
    const listed = ADMIN_NAV_GROUPS.flatMap((g) => [...g.entries]);
    expect([...listed].sort()).toEqual([...ACCESS_RIGHTS, 'audit', MEDIA].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('show an account only its own entries, in the menu order, and leave empty groups out', () => {
    expect(visibleNavGroups(accessRights('hr'))).toEqual([
      { group: 'inbox', entries: ['resumes'] },
      { group: 'company', entries: ['vacancy'] },
    ]);
    expect(visibleNavGroups(accessRights('accounting'))).toEqual([
      { group: 'inbox', entries: ['ratings'] },
      { group: 'network', entries: ['ca'] },
    ]);
    expect(visibleNavGroups([])).toEqual([]);
  });

  it('give a developer all five groups with the audit trail under management', () => {
    const groups = visibleNavGroups([...accessRights('developer'), 'audit']);
    expect(groups.map((g) => g.group)).toEqual(['inbox', 'content', 'company', 'network', 'management']);
    expect(groups.at(-1)!.entries).toEqual(['users', 'audit']);
    expect(groups[0]!.entries).toEqual(['requests', 'messages', 'resumes', 'ratings', 'interest']);
  });
});

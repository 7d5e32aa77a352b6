/** The admin calls: the staff session, accounts, content sections, uploads, coverage and TAS-IX. */
import { z } from 'zod';
import { CONTENT_SECTIONS, saveSchema } from '@/lib/sections';
import { addressUpdateSchema, coverageImportSchema } from '@/lib/sections/coverage-area/import-schema';
import { auditQuery, deleteItemQuery, tasixUploadBody } from '@/lib/admin/request-schemas';
import { createUserSchema, updateUserSchema } from '@/lib/sections/users/schema';
import { loginSchema } from '@/lib/auth/login-schema';
import { inboxQuery } from '@/lib/inbox/contract';
import { INBOX_SECTIONS } from '@/lib/inbox/sections';
import { DOCUMENT_MEDIA_TYPES } from '@/lib/visitors/file-type';
import * as data from '../data-schemas';
import type { Operation } from '../types';

// The handler answers 404 for any other code, so the document lists exactly the content and inbox sections.
const sectionParams = z.object({ section: z.enum([...CONTENT_SECTIONS, ...INBOX_SECTIONS]) });

export const adminOperations: Operation[] = [
  // Login and logout also require a same-origin browser request (403 cross_site otherwise).
  {
    method: 'post',
    path: '/api/v1/user/auth',
    tag: 'admin',
    summary:
      'Signs a staff member in: the profile, and a new session cookie; with two-factor on, 401 otp_required until `otp` carries a current or recovery code',
    access: 'signed',
    body: loginSchema,
    data: data.profileData,
    also: [401, 429],
  },
  {
    method: 'post',
    path: '/api/v1/user/logout',
    tag: 'admin',
    summary: 'Ends the session (if any) and clears the cookie',
    access: 'signed',
    data: z.null(),
  },
  {
    method: 'get',
    path: '/api/v1/user/get',
    tag: 'admin',
    summary: 'The signed-in staff member profile',
    access: 'staff',
    data: data.profileData,
  },
  {
    method: 'get',
    path: '/api/v1/user/all',
    tag: 'admin',
    summary: 'Every staff account (users right)',
    access: 'right',
    data: data.userListData,
  },
  {
    method: 'post',
    path: '/api/v1/user/create',
    tag: 'admin',
    summary: 'Creates an account; a generated password is answered once (users right)',
    access: 'right',
    body: createUserSchema,
    data: data.userChangeData,
    also: [409],
  },
  {
    method: 'post',
    path: '/api/v1/user/update',
    tag: 'admin',
    summary: 'Changes an account (users right)',
    access: 'right',
    body: updateUserSchema,
    data: data.userChangeData,
    also: [404],
  },
  {
    method: 'post',
    path: '/api/v1/save',
    tag: 'admin',
    summary: "Creates or updates one item of a content section (the section's right; audited)",
    access: 'right',
    body: saveSchema,
    data: data.adminItemData,
    also: [404, 409],
  },
  {
    method: 'get',
    path: '/api/v1/adm/{section}',
    tag: 'admin',
    summary:
      "A content section's items; an inbox section's filtered page, newest first, as {items, total} (the query applies to inbox sections; the section's right)",
    access: 'right',
    pathParams: sectionParams,
    query: inboxQuery,
    example: {
      params: { section: 'requests' },
      query: { page: 1, per_page: 20, status: 'new', from: '01.01.2026', to: '2026-01-31' },
    },
    data: z.union([data.adminItemListData, data.inboxPageData]),
    also: [404],
  },
  {
    method: 'delete',
    path: '/api/v1/adm/{section}',
    tag: 'admin',
    summary: "Deletes one item; an inbox item's résumé file with it (the section's right; audited)",
    access: 'right',
    pathParams: sectionParams,
    query: deleteItemQuery,
    data: data.deletedData,
    also: [404],
  },
  {
    method: 'get',
    path: '/api/v1/adm/audit',
    tag: 'admin',
    summary: 'The latest audit entries (developer role)',
    access: 'developer',
    query: auditQuery,
    data: 'Audit entries, newest first: section, item id, action, before, after, who and when.',
  },
  {
    method: 'post',
    path: '/api/v1/adm/tasix',
    tag: 'admin',
    summary: 'Replaces the TAS-IX prefix list from the text, or downloads it without text (developer role)',
    access: 'developer',
    body: tasixUploadBody,
    data: data.prefixCountData,
    also: [503],
  },
  {
    method: 'post',
    path: '/api/v1/adm/upload',
    tag: 'admin',
    summary: 'Stores an image for slides, news or partners; answers its path (slider, news or partners right)',
    access: 'right',
    multipart: { files: ['file'] },
    data: data.uploadData,
  },
  {
    method: 'post',
    path: '/api/v1/adm/tender-file',
    tag: 'admin',
    summary: 'Stores a tender attachment (PDF, DOC, DOCX, XLSX) (tenders right)',
    access: 'right',
    multipart: { files: ['file'], types: Object.values(DOCUMENT_MEDIA_TYPES) },
    data: data.tenderFileData,
  },
  {
    method: 'post',
    path: '/api/v1/address',
    tag: 'admin',
    summary: 'Checks (dry_run) or imports the coverage CSV, all or nothing (ca right)',
    access: 'right',
    body: coverageImportSchema,
    data: data.importData,
  },
  {
    method: 'post',
    path: '/api/v1/address/update',
    tag: 'admin',
    summary: 'Changes one building of the coverage area (ca right; audited)',
    access: 'right',
    body: addressUpdateSchema,
    data: data.adminItemData,
    also: [404],
  },
];

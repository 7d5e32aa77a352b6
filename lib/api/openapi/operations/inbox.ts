/** The staff inbox calls besides its list and delete (those are adm/{section}, in admin.ts): status, export, file, summary, retry. */
import { z } from 'zod';
import { workStatusBody } from '@/lib/inbox/contract';
import { exportQuery, resumeFileParams, retryBody, summaryQuery } from '@/lib/inbox/request-schemas';
import { INBOX_SECTIONS } from '@/lib/inbox/sections';
import { interestQuery } from '@/lib/interest/query';
import { CV_MEDIA_TYPES } from '@/lib/visitors/file-type';
import { trackBody } from '@/lib/tracking/schemas';
import * as data from '../data-schemas';
import type { Operation } from '../types';

const inboxParams = z.object({ section: z.enum(INBOX_SECTIONS) });

export const inboxOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/adm/{section}/status',
    tag: 'admin',
    summary: "Moves an inbox item to new, in_progress or done; answers the item (the section's right; audited)",
    access: 'right',
    pathParams: inboxParams,
    body: workStatusBody,
    data: data.inboxItemData,
    also: [404],
  },
  {
    method: 'get',
    path: '/api/v1/adm/{section}/export',
    tag: 'admin',
    summary:
      "The filtered list as CSV (UTF-8 with BOM, column names in lang, at most 10 000 rows, newest first; the section's right)",
    access: 'right',
    pathParams: inboxParams,
    query: exportQuery.omit({ lang: true }),
    data: 'CSV',
    file: 'text/csv',
    example: { params: { section: 'requests' }, query: { status: 'new', from: '2026-01-01', to: '2026-01-31' } },
    also: [404],
  },
  {
    method: 'get',
    path: '/api/v1/adm/interest/export',
    tag: 'admin',
    summary:
      'The interest list as CSV (UTF-8 with BOM, column names in lang, one row per person, grouped by building; the interest right)',
    access: 'right',
    query: interestQuery,
    data: 'CSV',
    file: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/v1/adm/resumes/{id}/file',
    tag: 'admin',
    summary: "The résumé's file as an attachment, with its stored media type (resumes right; each download audited)",
    access: 'right',
    pathParams: resumeFileParams,
    data: 'The file',
    file: Object.values(CV_MEDIA_TYPES),
    also: [404],
  },
  {
    method: 'get',
    path: '/api/v1/adm/ratings/summary',
    tag: 'admin',
    summary:
      'Per kind of event over a range of Tashkent days: count, average, distribution 1–5, reasons ranked; low ratings (1–2) newest first (ratings right)',
    access: 'right',
    query: summaryQuery,
    data: data.ratingsSummaryData,
    example: { query: { from: '2026-01-01', to: '31.03.2026' } },
  },
  {
    method: 'post',
    path: '/api/v1/adm/requests/retry',
    tag: 'admin',
    summary:
      'Forwards a pending or failed connection request to billing now, under its same reference; a forwarded one is answered unchanged (requests right; audited)',
    access: 'right',
    body: retryBody,
    data: data.inboxItemData,
    also: [404],
  },
  {
    method: 'post',
    path: '/api/v1/adm/requests/track',
    tag: 'admin',
    summary:
      'Moves a connection request along the tracker: engineer_assigned (with day), connected, or closed (with reason); answers the request (requests right; audited)',
    access: 'right',
    body: trackBody,
    data: data.inboxItemData,
    also: [404],
  },
];

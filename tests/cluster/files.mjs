/**
 * Step 5 of the cluster test: an image (staff upload) and a résumé (visitor form) sent to one
 * instance are fetched, byte for byte, through the other.
 */
import sharp from 'sharp';
import { solvedCaptcha, visitorHeaders } from '../helpers/visitor-traffic.mjs';
import { call } from './http.mjs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** GETs `path` on both instances: whether the second answers 200 with the first one's bytes. */
async function sameOnBoth(a, b, path, headers) {
  const [first, second] = await Promise.all([call(a.base, path, { headers }), call(b.base, path, { headers })]);
  return {
    ok: first.status === 200 && second.status === 200 && first.body.equals(second.body),
    detail: `${path}: :${a.port} ${first.status}, :${b.port} ${second.status}${first.body.equals(second.body) ? ', same bytes' : ''}`,
  };
}

/** An image uploaded on `a` by staff, fetched on `b`. */
async function imageAcross(a, b, staff) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6fdb' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'cluster.png');
  const res = await call(a.base, '/api/v1/adm/upload', { method: 'POST', headers: staff, body: form });
  const path = res.json()?.data?.path;
  if (res.status !== 200 || !path) return { ok: false, detail: `upload on :${a.port} answered ${res.status}` };
  return sameOnBoth(a, b, path);
}

/** A résumé sent by a visitor to `a`, downloaded by staff from `b`. */
async function resumeAcross(a, b, staff) {
  const ip = '198.51.100.9';
  const name = `Cluster Candidate ${Date.now().toString(36)}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({ name, phone: '+998 93 555 44 33', vacancy: 'Сетевой инженер' }))
    form.append(key, value);
  form.append('altcha', await solvedCaptcha(a.base, ip));
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const sent = await call(a.base, '/api/v1/resume', { method: 'POST', headers: visitorHeaders(ip), body: form });
  if (sent.status !== 200) return { ok: false, detail: `résumé on :${a.port} answered ${sent.status}` };
  const list = await call(a.base, `/api/v1/adm/resumes?q=${encodeURIComponent(name)}`, { headers: staff });
  const id = list.json()?.data?.items?.[0]?.id;
  if (!id) return { ok: false, detail: `the résumé is not in the inbox (${list.status})` };
  return sameOnBoth(a, b, `/api/v1/adm/resumes/${id}/file`, staff);
}

/** Runs both checks with the staff `session`; answers each one's outcome. */
export async function filesAcrossInstances({ instances: [a, b], session }) {
  const staff = { cookie: session.cookie, origin: session.origin };
  return { image: await imageAcross(a, b, staff), resume: await resumeAcross(a, b, staff) };
}

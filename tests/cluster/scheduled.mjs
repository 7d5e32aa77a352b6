/**
 * The scheduled-publishing step of the cluster test: a news item saved on one instance with its
 * publish moment a little ahead is read as absent on both (so both keep that answer), then must
 * show on both, page and content API, by itself — no other save — soon after the moment.
 */
import { call } from './http.mjs';

const AHEAD_MS = 20_000;
// The contract is "within a minute"; the timer on each instance fires at the moment itself.
const DEADLINE_MS = 60_000;

/** Whether the item shows on its page, the news list and the content API of the instance at `base`. */
async function shows(base, id, title) {
  try {
    const [item, list, api] = await Promise.all([
      call(base, `/rus/news/${id}`),
      call(base, '/rus/news'),
      call(base, '/api/v1/news/rus'),
    ]);
    return item.status === 200 && list.text().includes(title) && api.text().includes(title);
  } catch {
    return false;
  }
}

/** Saves the item on the first instance, warms both without it, and answers how long after the moment each showed it. */
export async function scheduledAppearsOnBoth(instances, session) {
  const title = `Scheduled${Date.now().toString(36)}`;
  const moment = Date.now() + AHEAD_MS;
  const saved = await call(instances[0].base, '/api/v1/save', {
    method: 'POST',
    headers: { cookie: session.cookie, origin: session.origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      section: 'news',
      data: {
        title: { rus: title, uzb: title },
        summary: { rus: '', uzb: '' },
        body: { rus: '<p>Cluster</p>', uzb: '<p>Cluster</p>' },
        image: '',
        published: true,
        published_at: new Date(moment).toISOString(),
      },
    }),
  });
  if (saved.status !== 200) return { ok: false, detail: `the save answered ${saved.status}` };
  const id = saved.json().data.id;
  const early = await Promise.all(instances.map((instance) => shows(instance.base, id, title)));
  if (early.some(Boolean)) return { ok: false, detail: 'the item showed before its moment' };
  const after = instances.map(() => null);
  while (Date.now() < moment + DEADLINE_MS && after.some((seen) => seen === null)) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const seen = await Promise.all(instances.map((instance) => shows(instance.base, id, title)));
    seen.forEach((fresh, i) => {
      if (fresh && after[i] === null) after[i] = Math.max(0, Date.now() - moment);
    });
  }
  const ok = after.every((ms) => ms !== null);
  const detail = instances
    .map(
      (instance, i) => `:${instance.port} ${after[i] === null ? 'never' : `${(after[i] / 1000).toFixed(1)} s after`}`,
    )
    .join(', ');
  return { ok, detail: `scheduled item shown ${detail} its moment` };
}

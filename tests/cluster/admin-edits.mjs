/**
 * Steps 2 and 3 of the cluster test: warm the public pages and content API on every instance, then
 * make admin edits (FAQ, news, slider, navbar) that alternate the instance receiving the save, each
 * followed at once by reads of the edited page and API call on every instance: a read without the
 * edit is stale.
 */
import { call } from './http.mjs';

/** What each edit changes, and where a visitor sees it. */
const TARGETS = [
  { section: 'faq', field: 'question', page: '/rus/faq', api: '/api/v1/faq/rus' },
  { section: 'news', field: 'title', page: '/rus/news', api: '/api/v1/news/rus' },
  { section: 'slider', field: 'title', page: '/rus', api: '/api/v1/sliders/rus?slider_type=main' },
  { section: 'navbar', field: 'title', page: '/rus', api: '/api/v1/navbars/rus' },
];
const WARMED = ['/rus/faq', '/rus', '/rus/news', '/api/v1/get/rus', ...TARGETS.map((t) => t.api)];

async function text(base, path) {
  const res = await call(base, path);
  if (res.status !== 200) throw new Error(`GET ${base}${path} answered ${res.status}`);
  return res.text();
}

/** Step 2: every instance renders and caches the pages and API answers the edits change. */
export async function warm(instances) {
  for (const { base } of instances) for (const path of WARMED) await text(base, path);
}

/** The staff headers of an admin call: the session, and our public origin (state changes need it). */
function staffHeaders(session) {
  return { cookie: session.cookie, origin: session.origin };
}

/** For each target, the first item whose current text shows on both its page and its API answer. */
async function pickItems(base, session) {
  return Promise.all(
    TARGETS.map(async (target) => {
      const list = await call(base, `/api/v1/adm/${target.section}`, { headers: staffHeaders(session) });
      if (list.status !== 200) throw new Error(`GET adm/${target.section} answered ${list.status}`);
      const [page, api] = await Promise.all([text(base, target.page), text(base, target.api)]);
      const shown = (item) => {
        const value = item.data?.[target.field]?.rus ?? '';
        return value.length >= 4 && page.includes(value) && api.includes(value);
      };
      const item = list.json().data.find(shown);
      if (!item) throw new Error(`no ${target.section} item shows its text on ${target.page} and ${target.api}`);
      return { target, item };
    }),
  );
}

/** Whether `marker` shows on the target's page and API answer of the instance at `base`. */
async function shows(base, target, marker) {
  try {
    const [page, api] = await Promise.all([call(base, target.page), call(base, target.api)]);
    return page.status === 200 && api.status === 200 && page.text().includes(marker) && api.text().includes(marker);
  } catch {
    return false;
  }
}

/**
 * Step 3: `count` edits, the n-th saved directly on instance n mod 2 and then read at once on
 * every instance. Answers the figures: edits, reads (one per edit and instance), stale reads, failed saves.
 */
export async function editAndRead(instances, session, count) {
  const picked = await pickItems(instances[0].base, session);
  const run = Date.now().toString(36);
  const figures = { edits: 0, reads: 0, stale: 0, failedSaves: 0, staleExamples: [] };
  for (let n = 0; n < count; n += 1) {
    const { target, item } = picked[n % picked.length];
    // every section's saves alternate too: A B A B for the first round of sections, B A B A for the next
    const receiver = instances[(n + Math.floor(n / picked.length)) % instances.length];
    const marker = `Cluster${run}edit${n}`;
    const data = structuredClone(item.data);
    data[target.field].rus = marker;
    const saved = await call(receiver.base, '/api/v1/save', {
      method: 'POST',
      headers: { ...staffHeaders(session), 'content-type': 'application/json' },
      // an update names the version it was based on: the one the list gave, then each save's answer
      body: JSON.stringify({ section: target.section, id: item.id, version: item.version, data }),
    });
    if (saved.status !== 200) {
      figures.failedSaves += 1;
      continue;
    }
    item.version = saved.json().data.version;
    figures.edits += 1;
    const seen = await Promise.all(instances.map((instance) => shows(instance.base, target, marker)));
    seen.forEach((fresh, i) => {
      figures.reads += 1;
      if (fresh) return;
      figures.stale += 1;
      if (figures.staleExamples.length < 3)
        figures.staleExamples.push(`${target.section} saved on :${receiver.port}, stale on :${instances[i].port}`);
    });
  }
  return figures;
}

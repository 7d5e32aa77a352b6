/**
 * The edit-conflict step of the cluster test: two editors based on the same version of one FAQ entry,
 * each save sent to a different instance. Whichever instance takes the later save must refuse it with
 * 409 `edit_conflict`, in both orders, since the version check lives in the shared database.
 */
import { call } from './http.mjs';

function save(instance, session, item, question) {
  return call(instance.base, '/api/v1/save', {
    method: 'POST',
    headers: { cookie: session.cookie, origin: session.origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      section: 'faq',
      id: item.id,
      version: item.version,
      data: { ...item.data, question: { ...item.data.question, rus: question } },
    }),
  });
}

async function currentItem(instance, session, id) {
  const list = await call(instance.base, '/api/v1/adm/faq', {
    headers: { cookie: session.cookie, origin: session.origin },
  });
  if (list.status !== 200) throw new Error(`GET adm/faq answered ${list.status}`);
  return list.json().data.find((item) => item.id === id) ?? list.json().data[0];
}

/** Both orders of two instances: the first save wins, the second (based on the same version) gets 409. */
export async function conflictsAcrossInstances(instances, session) {
  const outcomes = [];
  let id;
  for (const [first, second] of [instances, [...instances].reverse()]) {
    const item = await currentItem(first, session, id);
    id = item.id;
    const won = await save(first, session, item, `Cluster conflict ${Date.now()} a`);
    const lost = await save(second, session, item, `Cluster conflict ${Date.now()} b`);
    const code = lost.status === 409 ? lost.json().error?.code : undefined;
    outcomes.push({
      ok: won.status === 200 && code === 'edit_conflict',
      won: won.status,
      lost: lost.status,
      first,
      second,
    });
  }
  const detail = outcomes
    .map((o) => `saved on :${o.first.port} ${o.won}, the same version on :${o.second.port} ${o.lost}`)
    .join('; ');
  return { ok: outcomes.every((o) => o.ok), detail };
}

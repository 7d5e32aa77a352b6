/**
 * Grades one URL with the MDN HTTP Observatory (@mdn/mdn-http-observatory): its retriever, its ten
 * tests and its score table. Its `scan()` refuses 4xx/5xx answers and always fetches port 80/443,
 * so the same steps are run here with the URL's own port and any status; the score is summed as
 * its scanner/index.js does.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';

/** Results a plain-HTTP server cannot avoid: they need HTTPS (HSTS, the redirect to HTTPS, Secure cookies). */
const HTTPS_ONLY = {
  'strict-transport-security': ['hsts-not-implemented-no-https'],
  redirection: ['redirection-missing', 'redirection-not-to-https'],
  cookies: ['cookies-without-secure-flag', 'cookies-session-without-secure-flag'],
};

/**
 * The package downloads Chromium's HSTS preload list in a postinstall script, which installing
 * with --ignore-scripts (and having no internet) skips. No local address is ever preloaded, so an
 * empty list gives the same answers for the hosts scanned here.
 */
export function ensureHstsPreloadList() {
  const pkg = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  const file = path.join(pkg, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

/** Whether a failed result is one only HTTPS can fix, on a URL served over plain HTTP. */
export function isHttpsOnly(url, test) {
  return new URL(url).protocol === 'http:' && (HTTPS_ONLY[test.name] ?? []).includes(test.result);
}

function total(tests) {
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const t of tests) {
    withExtraCredit += t.scoreModifier;
    if (t.scoreModifier < 0) uncurved += t.scoreModifier;
  }
  return getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
}

/** Scans `url`; answers its status, grade and score, the same without the HTTPS-only tests, and every test. */
export async function gradeUrl(url) {
  const u = new URL(url);
  const port = u.port || (u.protocol === 'https:' ? '443' : '80');
  // The https attempt goes to the same port: on a plain-HTTP server it fails and the http answer is graded.
  const requests = await retrieve(u.hostname, { httpPort: port, httpsPort: port, path: `${u.pathname}${u.search}` });
  if (!requests.responses.auto) throw new Error(`${url} did not answer`);
  const tests = ALL_TESTS.map((run) => {
    const output = run(requests);
    return {
      name: output.constructor.name,
      pass: output.pass,
      result: output.result,
      scoreModifier: output.result ? getScoreModifier(output.result) : 0,
      output,
    };
  });
  return {
    status: requests.responses.auto.status,
    overall: total(tests),
    withoutHttps: total(tests.filter((t) => !isHttpsOnly(url, t))),
    tests,
    requests,
  };
}

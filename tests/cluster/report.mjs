/** The outcome of the cluster and fault tests: one row per step (held or not, and its figures), printed as a table and written to reports/cluster.json (or the file given). */
import { mkdirSync, writeFileSync } from 'node:fs';

/** Collects the steps' outcomes in the order they ran. */
export class ClusterReport {
  rows = [];

  /** `file`: where print() writes the report (the fault tests write their own). */
  constructor(file = 'reports/cluster.json') {
    this.file = file;
  }

  /** Records step `step` (`name`) as held or not, with a one-line `detail` of its figures. */
  add(step, name, ok, detail) {
    this.rows.push({ step, name, ok, detail });
    console.log(`${ok ? 'ok    ' : 'FAILED'} ${step} ${name}: ${detail}`);
  }

  /** Runs `work` as step `step`; a thrown error records the step as failed with its message. */
  async run(step, name, work) {
    const started = Date.now();
    try {
      const { ok, detail } = await work();
      this.add(step, name, ok, `${detail} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return ok;
    } catch (error) {
      this.add(step, name, false, `error: ${error.message}`);
      return false;
    }
  }

  /** Whether every step held. */
  get ok() {
    return this.rows.length > 0 && this.rows.every((r) => r.ok);
  }

  /** Prints the table and writes the report file, with `figures` when given. */
  print(seconds, figures) {
    const width = Math.max(...this.rows.map((r) => r.name.length)) + 2;
    const stepWidth = Math.max(6, ...this.rows.map((r) => r.step.length + 2));
    console.log(`\n${'step'.padEnd(stepWidth)}${'check'.padEnd(width)}result  figures`);
    for (const r of this.rows)
      console.log(`${r.step.padEnd(stepWidth)}${r.name.padEnd(width)}${(r.ok ? 'ok' : 'FAILED').padEnd(8)}${r.detail}`);
    console.log(`\n${this.ok ? 'all steps held' : 'some steps FAILED'} in ${seconds.toFixed(0)} s`);
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      this.file,
      JSON.stringify({ at: new Date().toISOString(), seconds, steps: this.rows, ...(figures && { figures }) }, null, 2),
    );
  }
}

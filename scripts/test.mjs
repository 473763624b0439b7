// `npm test`: the checks, the unit and API tests, the build and the journeys, one after the
// other, stopping at the first that fails; at the end, the wall time of each phase, so a slower
// suite shows where it grew (docs/contributing.md#tests).
import { spawnSync } from 'node:child_process';

const PHASES = ['lint', 'format:check', 'knip', 'typecheck', 'test:unit', 'build', 'test:e2e'];

const took = [];
let failed = null;
for (const phase of PHASES) {
  const start = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', phase], { stdio: 'inherit' });
  took.push([phase, (performance.now() - start) / 1000]);
  if (status !== 0) {
    failed = { phase, code: status ?? 1 };
    break;
  }
}

const total = took.reduce((sum, [, s]) => sum + s, 0);
const line = (name, s) => `  ${name.padEnd(14)} ${s.toFixed(1).padStart(7)} s`;
console.log(`\nnpm test, wall time by phase${failed ? ` (stopped: ${failed.phase} failed)` : ''}:`);
for (const [phase, s] of took) console.log(line(phase, s));
console.log(line('total', total));
process.exit(failed ? failed.code : 0);

// `npm test`: the checks, the unit and API tests, the build and the journeys, stopping at the
// first that fails; at the end, the wall time of each phase, so a slower suite shows where it
// grew (docs/contributing.md#tests). The four static checks run two at a time: each keeps one
// core busy for 3-25 s, and on the 2-core CI machine pairing them saves half a minute. A
// paired phase's output is held and printed whole when it ends, so two never interleave.
import { spawn } from 'node:child_process';

const STEPS = [['lint', 'typecheck'], ['format:check', 'knip'], ['test:unit'], ['build'], ['test:e2e']];

/** Runs one npm script; its output passes straight through, or is kept to be printed at its end. */
function run(phase, hold) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', phase], { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      if (out.length) process.stdout.write(Buffer.concat(out));
      resolve({ phase, code: code ?? 1, seconds: (performance.now() - start) / 1000 });
    });
  });
}

const took = [];
let failed = null;
for (const step of STEPS) {
  const results = await Promise.all(step.map((phase) => run(phase, step.length > 1)));
  took.push(...results);
  failed = results.find((r) => r.code !== 0) ?? null;
  if (failed) break;
}

const line = (name, s) => `  ${name.padEnd(14)} ${s.toFixed(1).padStart(7)} s`;
const wall = (results) => Math.max(...results.map((r) => r.seconds));
const total = STEPS.reduce((sum, step) => {
  const ran = took.filter((r) => step.includes(r.phase));
  return ran.length ? sum + wall(ran) : sum;
}, 0);
console.log(`\nnpm test, wall time by phase${failed ? ` (stopped: ${failed.phase} failed)` : ''}:`);
for (const { phase, seconds } of took) console.log(line(phase, seconds));
console.log(line('total', total));
process.exit(failed ? failed.code : 0);

// Preloaded into a server under test (NODE_OPTIONS=--import …/memory-probe-preload.mjs): on SIGUSR2 it
// collects garbage and prints one line `MEMORY {"rss":…,"heapUsed":…}` to stderr, so a benchmark
// reads the heap a crash would come from without any endpoint in the product.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
process.on('SIGUSR2', () => {
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  process.stderr.write(`MEMORY ${JSON.stringify({ rss, heapUsed })}\n`);
});

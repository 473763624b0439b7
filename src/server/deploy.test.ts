import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DCLinter } from 'dclint';
import { DockerfileParser, type Copy, type Env, type From, type Instruction, type Workdir } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { copyApp, repoRoot } from './testing/app-copy';
import { freePort, waitForHealth } from './testing/spawn-server';

// The container image and compose file (docs/operations.md, "Choose how to run it"). No
// container engine runs here, so the Dockerfile's steps are read from the file and run as written
// in a clean copy of the app, each stage in a folder of its own standing for its filesystem, as a
// user that is not root; then the server is started with the file's CMD and ENV. Slow: two npm
// installs from the cache and a build.
const dockerfileText = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');

describe('Dockerfile and compose.yaml', () => {
  it('pass their linters: dockerfile-utils, and dclint with the compose specification', () => {
    expect(validate(dockerfileText)).toEqual([]);

    const linter = new DCLinter({ rules: {}, quiet: true, debug: false, exclude: [] });
    const [result] = linter.lintFiles([path.join(repoRoot, 'compose.yaml')], false);
    expect(result?.messages).toEqual([]);
  });

  it('leaves out of the build context at least what git ignores, which the copy below leaves out', () => {
    const patterns = (file: string) =>
      readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .map((l) => l.trim().replace(/^\/|\/$/g, ''))
        .filter((l) => l && !l.startsWith('#'));
    expect(patterns('.dockerignore')).toEqual(expect.arrayContaining([...patterns('.gitignore'), '.git', '.env']));
  });

  describe('built and run as written', () => {
    // Made by the test itself, so a run that filters it out leaves nothing behind.
    const tmp = path.join(os.tmpdir(), `cardapio-docker-${process.pid}-${Date.now()}`);
    afterAll(() => rmSync(tmp, { recursive: true, force: true }), 120_000);

    // As root (CI), every step runs as `nobody`, which plays the image's own user; otherwise as the
    // current user. Either way with a HOME and an npm cache of its own.
    const asRoot = process.getuid!() === 0;
    const uid = asRoot ? Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' })) : process.getuid!();
    const gid = asRoot ? Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' })) : process.getgid!();
    const asUser = (argv: string[]) =>
      asRoot ? ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--', ...argv] : argv;
    const giveToUser = (p: string) => {
      if (asRoot) execFileSync('chown', ['-R', `${uid}:${gid}`, p]);
    };
    const home = path.join(tmp, 'home');
    const npmCache = path.join(tmp, 'npm-cache');
    const context = path.join(tmp, 'context');
    const dataDir = path.join(tmp, 'data');

    /** The environment of a step: the stage's ENV over the image's PATH, npm reading the local cache first. */
    const baseEnv = (stageEnv: Record<string, string>) => ({
      PATH: process.env.PATH!,
      HOME: home,
      npm_config_cache: npmCache,
      npm_config_prefer_offline: 'true',
      npm_config_update_notifier: 'false',
      ...(process.env.NODE_EXTRA_CA_CERTS ? { NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS } : {}),
      ...stageEnv,
    });

    type Stage = {
      name: string | null;
      image: string;
      root: string;
      workdir: string;
      env: Record<string, string>;
      user: string;
      volumes: string[];
      exposed: string[];
      cmd?: string[];
      healthcheck?: string[];
      /** `install -d -o USER -g GROUP -m MODE PATH`: the volume's folder, made for the image's user. */
      preparedDir?: { owner: string; group: string; mode: string; path: string };
    };
    const stages: Stage[] = [];
    const inStage = (stage: Stage, p: string) => path.join(stage.root, path.posix.resolve(stage.workdir, p));

    function runStep(stage: Stage, command: string) {
      const prepare = /^install -d -o (\S+) -g (\S+) -m (\d+) (\/\S+)$/.exec(command);
      if (prepare) {
        // A folder outside the app, for the user the server runs as: not made on this machine's
        // root; the test's DATA_DIR stands for it, made by that user with the same mode.
        stage.preparedDir = { owner: prepare[1]!, group: prepare[2]!, mode: prepare[3]!, path: prepare[4]! };
        const argv = asUser(['install', '-d', '-m', prepare[3]!, dataDir]);
        execFileSync(argv[0]!, argv.slice(1));
        return;
      }
      const argv = asUser(['sh', '-c', command]);
      const r = spawnSync(argv[0]!, argv.slice(1), {
        cwd: inStage(stage, '.'),
        env: baseEnv(stage.env),
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
      if (r.status !== 0) throw new Error(`RUN ${command} exited with ${r.status}:\n${r.stdout}\n${r.stderr}`);
    }

    function copyStep(stage: Stage, ins: Copy) {
      const flags = ins.getFlags();
      const unknown = flags.filter((f) => f.getName() !== 'from');
      if (unknown.length) throw new Error(`COPY flag not emulated: ${unknown.map((f) => f.getName()).join(', ')}`);
      const fromName = ins.getFromFlag()?.getValue();
      const from = fromName ? stages.find((s) => s.name === fromName) : undefined;
      if (fromName && !from) throw new Error(`COPY --from=${fromName}: no such stage before it`);
      const args = ins.getArguments().map((a) => a.getValue());
      const dest = args.pop()!;
      const target = inStage(stage, dest);
      for (const src of args) {
        const source = from ? path.join(from.root, path.posix.resolve('/', src)) : path.join(context, src);
        if (!existsSync(source)) throw new Error(`COPY ${src}: not in the ${fromName ?? 'build context'}`);
        // A folder's contents go into the destination; a file into it when it ends with '/'.
        const to =
          statSync(source).isDirectory() || !dest.endsWith('/') ? target : path.join(target, path.basename(src));
        cpSync(source, to, { recursive: true });
      }
      giveToUser(target);
    }

    function buildStages() {
      let stage: Stage | undefined;
      for (const ins of DockerfileParser.parse(dockerfileText).getInstructions() as Instruction[]) {
        const keyword = ins.getKeyword();
        if (keyword === 'FROM') {
          const from = ins as From;
          stage = {
            name: from.getBuildStage(),
            image: from.getImage()!,
            root: path.join(tmp, `stage-${stages.length}`),
            workdir: '/',
            env: {},
            user: 'root',
            volumes: [],
            exposed: [],
          };
          stages.push(stage);
          mkdirSync(stage.root);
          giveToUser(stage.root);
          continue;
        }
        if (!stage) throw new Error(`${keyword} before FROM`);
        const content = ins.getArgumentsContent() ?? '';
        switch (keyword) {
          case 'WORKDIR':
            stage.workdir = path.posix.resolve(stage.workdir, (ins as Workdir).getPath()!);
            mkdirSync(inStage(stage, '.'), { recursive: true });
            giveToUser(stage.root);
            break;
          case 'ENV':
            for (const p of (ins as Env).getProperties()) stage.env[p.getName()] = p.getValue() ?? '';
            break;
          case 'COPY':
            copyStep(stage, ins as Copy);
            break;
          case 'RUN':
            runStep(stage, content);
            break;
          case 'USER':
            stage.user = content;
            break;
          case 'VOLUME':
            stage.volumes.push(...ins.getArguments().map((a) => a.getValue()));
            break;
          case 'EXPOSE':
            stage.exposed.push(...ins.getArguments().map((a) => a.getValue()));
            break;
          case 'HEALTHCHECK':
            expect(content).toMatch(/^CMD \[/);
            stage.healthcheck = JSON.parse(content.slice('CMD '.length)) as string[];
            break;
          case 'CMD':
            stage.cmd = JSON.parse(content) as string[];
            break;
          default:
            throw new Error(`${keyword} is not emulated by this test: teach it, or do without`);
        }
      }
    }

    it('builds on node:20-slim, then serves the store from production dependencies as a non-root user; SIGTERM ends it cleanly', async () => {
      mkdirSync(tmp, { mode: 0o700 });
      mkdirSync(home);
      copyApp(context);
      // The local npm cache, so that the installs need no network; a copy that user can write.
      const cache = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
      if (existsSync(cache)) cpSync(cache, npmCache, { recursive: true });
      else mkdirSync(npmCache);
      giveToUser(tmp);

      buildStages();
      expect(stages.map((s) => s.image)).toEqual(['node:20-slim', 'node:20-slim']);
      const final = stages.at(-1)!;
      const app = inStage(final, '.');

      // The build came from the other stage, and no package the lock file marks dev-only is installed
      // (vite and esbuild may be, as optional peers of production packages: scripts/start.mjs).
      expect(existsSync(path.join(app, 'dist/server/main.js'))).toBe(true);
      expect(existsSync(path.join(app, 'dist/web/index.html'))).toBe(true);
      const lock = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, { dev?: boolean }>;
      };
      const devOnly = Object.keys(lock.packages).filter((p) => lock.packages[p]!.dev && p.startsWith('node_modules/'));
      expect(devOnly).toContain('node_modules/typescript');
      expect(devOnly.filter((p) => existsSync(path.join(app, p)))).toEqual([]);
      expect(existsSync(path.join(app, 'node_modules/@electric-sql/pglite/package.json'))).toBe(true);

      // The server runs as a user that is not root, with its data in the volume, made for that user.
      expect(final.user).not.toMatch(/^(root|0)(:|$)/);
      expect(final.volumes).toEqual([final.env.DATA_DIR]);
      expect(final.preparedDir).toEqual({
        owner: final.user,
        group: final.user,
        mode: '0700',
        path: final.env.DATA_DIR,
      });
      expect(final.exposed).toEqual([final.env.PORT]);
      expect(final.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });

      // In the image, what the steps before USER made belongs to root: the server's user may read
      // it, not change it (as root here, so; otherwise the files stay the current user's).
      if (asRoot) execFileSync('chown', ['-R', '0:0', app]);

      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // The file's ENV, with DATA_DIR and PORT standing for the volume and the container's port, and
      // HOST kept to this machine's loopback.
      const env = { ...baseEnv(final.env), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
      const cmd = asUser(final.cmd!);
      const proc = spawn(cmd[0]!, cmd.slice(1), { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let log = '';
      proc.stdout.on('data', (d: Buffer) => (log += d));
      proc.stderr.on('data', (d: Buffer) => (log += d));
      const exited = new Promise<number | null>((resolve) => proc.once('close', (code) => resolve(code)));
      const healthcheck = () => {
        const argv = asUser(final.healthcheck!);
        return spawnSync(argv[0]!, argv.slice(1), { cwd: app, env, timeout: 10_000 }).status;
      };
      try {
        await waitForHealth(url, proc, 'the image CMD', () => log);
        expect(healthcheck()).toBe(0);
        const home = await fetch(url);
        expect(home.status).toBe(200);
        expect(home.headers.get('content-type')).toContain('text/html');
        expect(await home.text()).toContain('<div id="root">');
        expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
        const menu = await fetch(`${url}/api/menu`);
        expect(JSON.stringify(await menu.json())).toContain('Esfiha');
        // The owner's way in, as docs/operations.md has it run in the container: the code the log shows.
        const admin = asUser(['node', 'dist/server/admin.js', '--setup-code']);
        const code = execFileSync(admin[0]!, admin.slice(1), { cwd: app, env, encoding: 'utf8' }).trim();
        expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
        expect(log).toContain(code);
      } finally {
        proc.kill('SIGTERM');
      }
      // SIGTERM reaches node itself (no npm or shell between): it drains and exits 0.
      expect(await exited, log).toBe(0);
      expect(healthcheck()).toBe(1);

      // Everything the server wrote in DATA_DIR belongs to its user, and to it alone
      // (docs/operations.md, "Backups").
      const written = readdirSync(dataDir, { recursive: true, withFileTypes: true });
      expect(written.map((e) => e.name)).toContain('pglite');
      for (const e of written) {
        const st = statSync(path.join(e.parentPath, e.name));
        expect({ name: e.name, uid: st.uid, othersMay: st.mode & 0o077 }).toEqual({ name: e.name, uid, othersMay: 0 });
      }
    }, 900_000);
  });
});

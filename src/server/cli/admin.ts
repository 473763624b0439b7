import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { registerSchema } from '@shared/schemas/auth';
import { createAuth } from '../auth/auth';
import { resolveAuthSecret } from '../auth/auth-secret';
import { createPasswordToken, passwordPageUrl, RESET_LINK_TTL_MS } from '../auth/password-tokens';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { keepDataDirPrivate } from '../db/private-files';
import { user } from '../db/schema';
import { createLogger } from '../logger';
import { pixPaymentsFromConfig } from '../modules/payments/pix-charges';
import { ensureWebhook, pixWebhookUrl } from '../modules/payments/pix-webhook-registration';
import { grantRole } from '../modules/roles/service';
import { setupCodeFor } from '../modules/roles/setup-code';

const usage = `Uso:
  npm run admin -- --email EMAIL                       promove uma conta existente a admin
  npm run admin -- --email EMAIL --name NOME --password SENHA   cria a conta (se não existir) e a promove a dono
  npm run admin -- --setup-code                        mostra o código que o primeiro cadastro em /admin-register pede
  npm run admin -- --reset-password --email EMAIL      mostra um link (válido por 1 hora) para criar uma nova senha
  npm run admin -- --pix-webhook                       registra no banco o webhook do PIX (PIX_* e PUBLIC_URL)`;

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      'setup-code': { type: 'boolean' },
      'reset-password': { type: 'boolean' },
      'pix-webhook': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || (!values.email && !values['setup-code'] && !values['pix-webhook'])) {
    console.log(usage);
    process.exit(values.help ? 0 : 1);
  }
  const config = loadConfig();
  if (!config.DATABASE_URL) keepDataDirPrivate(config.dataDir);
  if (values['setup-code']) {
    // Needs only the secret, not the database: it works while the server runs on PGlite.
    console.log(setupCodeFor(resolveAuthSecret(config)));
    return;
  }
  if (values['pix-webhook']) {
    // What the server does at start, by hand (docs/decisions/008): needs no database.
    const pix = pixPaymentsFromConfig(config);
    if (!pix) throw new Error('PIX pelo banco não está configurado (PIX_API_URL e os demais PIX_*).');
    if (!config.PUBLIC_URL) throw new Error('Defina PUBLIC_URL: é o endereço que o banco vai chamar.');
    const url = pixWebhookUrl(config.publicUrl, pix.webhookToken);
    if (!(await ensureWebhook(pix.api, url, createLogger('warn', true))))
      throw new Error('O banco não aceitou o webhook: veja o erro acima.');
    console.log(`Webhook do PIX registrado: ${config.publicUrl}/api/payments/pix/webhook/…`);
    return;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const email = values.email!.trim().toLowerCase();
    let [existing] = await database.db.select().from(user).where(eq(user.email, email));
    if (values['reset-password']) {
      // For the owner locked out of everything: the same link 'Esqueci minha senha' emails.
      if (!existing) throw new Error(`Conta ${email} não existe.`);
      const token = await createPasswordToken(database.db, existing.id, RESET_LINK_TTL_MS);
      console.log(`Abra este link (válido por 1 hora) para criar uma nova senha para ${email}:`);
      console.log(passwordPageUrl(config.publicUrl, token));
      return;
    }
    if (!existing) {
      if (!values.password || !values.name)
        throw new Error(`Conta ${email} não existe: informe --name e --password para criá-la.`);
      const input = registerSchema.parse({ name: values.name, email, password: values.password });
      const auth = createAuth(database.db, {
        ...config,
        AUTH_SECRET: config.AUTH_SECRET ?? 'cli-only-secret-not-used-for-sessions',
      });
      const res = await auth.api.signUpEmail({ body: input });
      [existing] = await database.db.select().from(user).where(eq(user.id, res.user.id));
      console.log(`Conta criada: ${email}`);
    }
    await grantRole(database.db, existing!.id, 'owner');
    console.log(`${email} agora é dono da loja (Dono).`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

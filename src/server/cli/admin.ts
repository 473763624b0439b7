import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { registerSchema } from '@shared/schemas/auth';
import { createAuth } from '../auth/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { user } from '../db/schema';
import { grantAdmin } from '../modules/roles/service';

const usage = `Uso:
  npm run admin -- --email EMAIL                       promove uma conta existente a admin
  npm run admin -- --email EMAIL --name NOME --password SENHA   cria a conta (se não existir) e a promove`;

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.email) {
    console.log(usage);
    process.exit(values.help ? 0 : 1);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const email = values.email.trim().toLowerCase();
    let [existing] = await database.db.select().from(user).where(eq(user.email, email));
    if (!existing) {
      if (!values.password || !values.name) throw new Error(`Conta ${email} não existe: informe --name e --password para criá-la.`);
      const input = registerSchema.parse({ name: values.name, email, password: values.password });
      const auth = createAuth(database.db, { ...config, AUTH_SECRET: config.AUTH_SECRET ?? 'cli-only-secret-not-used-for-sessions' });
      const res = await auth.api.signUpEmail({ body: input });
      [existing] = await database.db.select().from(user).where(eq(user.id, res.user.id));
      console.log(`Conta criada: ${email}`);
    }
    await grantAdmin(database.db, existing!.id);
    console.log(`${email} agora é administrador.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

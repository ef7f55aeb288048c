// Sets a password from the shell: the way back in for an administrator who forgot it when there is no SMTP server
// (the outbox shows no one else's reset link). Whoever runs it already holds the database.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { emailSchema, passwordSchema } from '../../shared/validation';
import { hashPassword } from '../auth/passwords';
import { fijarPassword } from '../auth/cambio-password';
import { usuarios } from '../db/schema';
import { withDatabase } from './with-database';

const usage = 'Uso: npm run user:password -- --email correo@universidad.mx --password "contraseña nueva"';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = emailSchema.safeParse(values.email ?? '');
const password = passwordSchema.safeParse(values.password ?? '');
if (!email.success || !password.success) {
  console.error([!email.success && email.error.issues[0].message, !password.success && password.error.issues[0].message, usage].filter(Boolean).join('\n'));
  process.exit(1);
}

await withDatabase(async (db) => {
  const passwordHash = await hashPassword(password.data);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: usuarios.id }).from(usuarios).where(sql`lower(${usuarios.email}) = ${email.data.toLowerCase()}`);
    if (!user) throw new Error(`No existe un usuario con el correo ${email.data}`);
    // Setting it from the shell also confirms the address: whoever runs this is trusted with the whole database.
    await fijarPassword(tx, user.id, passwordHash, { confirmaCorreo: true });
  });
  console.log(`Contraseña actualizada para ${email.data}; sus sesiones abiertas se cerraron.`);
});

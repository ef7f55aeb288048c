import { parseArgs } from 'node:util';
import { createUser, seed } from '../db/seed';
import { emailSchema, passwordSchema } from '../../shared/validation';
import { withDatabase } from './with-database';

const usage = 'Uso: npm run user:create -- --email correo@universidad.mx --password "contraseña" --name "Nombre" [--role administrador]';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', multiple: true } },
});
const email = emailSchema.safeParse(values.email ?? '');
const password = passwordSchema.safeParse(values.password ?? '');
if (!email.success || !password.success || !values.name) {
  console.error([!email.success && email.error.issues[0].message, !password.success && password.error.issues[0].message, !values.name && 'El nombre es obligatorio', usage].filter(Boolean).join('\n'));
  process.exit(1);
}
// "admin" is accepted as the short name of the administrator role.
const roleNames = (values.role ?? []).map((r) => (r === 'admin' ? 'administrador' : r));

await withDatabase(async (db, config) => {
  await seed(db, { ADMIN_NAME: config.ADMIN_NAME });
  const id = await createUser(db, { name: values.name!, email: email.data, password: password.data, roleNames });
  console.log(`Usuario creado (id ${id}): ${email.data}${roleNames.length ? ` con rol ${roleNames.join(', ')}` : ''}`);
});

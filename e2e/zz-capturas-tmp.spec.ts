import { test, expect } from './fixtures';
import { ADMIN } from './support/env';
import { crearEgresado, crearPrograma, token } from './support/egresados';
import { apiLogin } from './support/session';

test('capturas', async ({ page, request }, testInfo) => {
  const t = token(testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  for (const [j, nombre] of ['Medicina veterinaria y zootecnia', 'Derecho'].entries()) {
    const programa = await crearPrograma(request, admin.token, `C${j}-${t}`, `${nombre} ${t}`);
    for (let i = 0; i < 3 + j; i++) {
      await crearEgresado(request, admin.token, { matricula: `${t}-${j}${i}`, nombre: `N${i}`, apellidoPaterno: 'A', correo: `c${j}${i}.${t}@correo.mx`.toLowerCase(), programaId: programa.id, anioEgreso: 2019 + i, titulado: i % 2 === 0, situacionLaboral: i % 2 ? 'empleado' : 'desempleado' });
    }
  }
  const p = testInfo.project.name;
  await page.goto('/egresados/reportes');
  await expect(page.getByRole('table', { name: /Tabla de indicadores/ })).toBeVisible();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/capturas/reporte-${p}.png`, fullPage: true });
  await page.goto('/egresados/dashboard');
  await expect(page.getByRole('heading', { name: 'Embudo de verificación' })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/capturas/tablero-${p}.png`, fullPage: true });
  await page.goto('/egresados/cohortes');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/capturas/cohortes-${p}.png`, fullPage: true });
});

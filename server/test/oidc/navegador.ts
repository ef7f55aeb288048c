// Walks the provider's pages the way a browser would (cookies, redirects, the login form), without a browser.

/** Follows the sign-in at the provider from its authorization URL to the redirect back to the platform. */
export async function entrarEnProveedor(autorizacion: string, login: string, regreso: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = autorizacion;
  let body: URLSearchParams | undefined;
  for (let paso = 0; paso < 10; paso++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const linea of res.headers.getSetCookie()) {
      const [par] = linea.split(';');
      const igual = par.indexOf('=');
      jar.set(par.slice(0, igual), par.slice(igual + 1));
    }
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(regreso)) return url;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`El proveedor respondió ${res.status} sin formulario: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'cualquiera' } : { prompt });
  }
  throw new Error('El proveedor no devolvió al usuario a la plataforma');
}

import { describe, expect, it } from 'vitest';
import { sanitizarHtml } from './sanitizar';

describe('sanitizarHtml', () => {
  it('removes script, style, iframe, event handlers and javascript: links', () => {
    const html = sanitizarHtml(
      '<p onclick="alert(1)">Hola<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe></p>' +
        '<a href="javascript:alert(1)">a</a><a href="java&#x73;cript:alert(1)">b</a><a href=" JAVASCRIPT:alert(1)">c</a>' +
        '<img src="data:image/png;base64,AAA" onerror="alert(1)"><img src="https://x/y.png"><svg onload="alert(1)"></svg>',
    );
    expect(html).toBe('<p>Hola</p><a>a</a><a>b</a><a>c</a>');
  });

  it('keeps http(s) and mailto links and a link that is exactly the update-link field', () => {
    const html = sanitizarHtml(
      '<p><a href="https://u.mx/x?a=1&b=2">w</a> <a href="mailto:a@u.mx">m</a> <a href="{{ enlaceActualizacion }}">act</a>' +
        ' <a href="{{nombre}}">n</a> <a href="/relativo">r</a> <a href="//otro.mx">p</a></p>',
    );
    expect(html).toContain('<a href="https://u.mx/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">w</a>');
    expect(html).toContain('<a href="mailto:a@u.mx" target="_blank" rel="noopener noreferrer">m</a>');
    expect(html).toContain('<a href="{{enlaceActualizacion}}" target="_blank" rel="noopener noreferrer">act</a>');
    expect(html).toContain('<a>n</a> <a>r</a> <a>p</a>');
  });

  it('turns Quill 2 lists into real bullet and numbered lists without the editor chrome', () => {
    const html = sanitizarHtml(
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Uno</li>' +
        '<li data-list="bullet" class="ql-indent-1">Dos</li><li data-list="ordered">Tres</li><li data-list="ordered">Cuatro</li></ol>',
    );
    expect(html).toBe(
      '<ul><li>Uno</li><li style="margin-left:3em">Dos</li></ul><ol><li>Tres</li><li>Cuatro</li></ol>',
    );
  });

  it('keeps plain lists and nested lists as they are', () => {
    expect(sanitizarHtml('<ul><li>a<ol><li>b</li></ol></li></ul>')).toBe('<ul><li>a<ol><li>b</li></ol></li></ul>');
  });

  it('turns alignment and indent classes into inline styles and keeps only colour styles', () => {
    const html = sanitizarHtml(
      '<h2 class="ql-align-center">T</h2><p class="ql-indent-2 ql-align-right">x</p>' +
        '<p><span style="color: rgb(230, 0, 0); background-color: #ffff00; position: fixed; font-size: 90px">c</span></p>' +
        '<p style="background:url(javascript:alert(1))">y</p>',
    );
    expect(html).toBe(
      '<h2 style="text-align:center">T</h2><p style="margin-left:6em;text-align:right">x</p>' +
        '<p><span style="color:rgb(230, 0, 0);background-color:#ffff00">c</span></p><p>y</p>',
    );
  });

  it('turns the editor\'s non-breaking spaces back into spaces that wrap, keeping runs visible', () => {
    expect(sanitizarHtml('<p>Feria&nbsp;del&nbsp;empleo&nbsp;&nbsp;&nbsp;2026</p>')).toBe('<p>Feria del empleo \u00a0\u00a02026</p>');
  });

  it('is stable: sanitising stored HTML again changes nothing', () => {
    const once = sanitizarHtml('<ol><li data-list="bullet" class="ql-align-center">Hola {{nombre}}</li></ol><p><br></p>');
    expect(sanitizarHtml(once)).toBe(once);
  });
  it('keeps the header cells, head and body of a table pasted from Word in documents, and no table at all in email', () => {
    const word =
      '<table class="MsoTableGrid" style="border-collapse:collapse"><thead><tr><th width="200" style="mso-border-alt:solid" colspan="2">Día y horas</th></tr></thead>' +
      '<tbody><tr><td onclick="alert(1)">Lunes</td><td rowspan="1">4</td></tr></tbody></table>';
    const documento = sanitizarHtml(word, { tablas: true });
    expect(documento).toBe('<table><thead><tr><th colspan="2">Día y horas</th></tr></thead><tbody><tr><td>Lunes</td><td rowspan="1">4</td></tr></tbody></table>');
    expect(sanitizarHtml(documento, { tablas: true })).toBe(documento);
    expect(sanitizarHtml(word)).toBe('Día y horasLunes4');
  });
});

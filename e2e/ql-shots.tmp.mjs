import { chromium } from '@playwright/test';
const port = 4731;
const host = `demo.localhost:${port}`;
const base = `http://${host}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [`--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1`] });
const ctx = await browser.newContext();
const http = await import('node:http');
const cookie = await new Promise((resolve, reject) => {
  const req = http.request({ host: '127.0.0.1', port, path: '/api/auth/sign_in', method: 'POST',
    headers: { host, origin: base, 'content-type': 'application/json' } }, (res) => {
    res.resume();
    const c = (res.headers['set-cookie'] ?? []).find((x) => x.startsWith('sm_session='));
    c ? resolve(c.split(';')[0].slice('sm_session='.length)) : reject(new Error(String(res.statusCode)));
  });
  req.on('error', reject);
  req.end(JSON.stringify({ email: 'demo@staffmargin.app', password: 'DemoPass2026!' }));
});
await ctx.addCookies([{ name: 'sm_session', value: cookie, domain: 'demo.localhost', path: '/' }]);
const page = await ctx.newPage();
await page.goto(`${base}/quotes`);
const rows = await page.evaluate(async () => (await (await fetch('/api/organization_team/quotes?per_page=50')).json()).data.quotation);
const q = rows.find((r) => r.quote_number === (process.env.QN ?? 'DEMO-0017')) ?? rows[0];
console.log(q.quote_number, q.id, q.uuid, q.total);
for (const [label, width] of [['1280', 1280], ['390', 390]]) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${base}/quote/${q.id}`);
  await page.getByRole('article', { name: 'Quote' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ql-shots/internal-${label}.png`, fullPage: true });
  await page.goto(`${base}/quote/approve/${q.uuid}`);
  await page.getByRole('article', { name: 'Quote' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ql-shots/client-${label}.png`, fullPage: true });
}
await page.goto(`${base}/quotes`);
const b64 = await page.evaluate(async (id) => {
  const buf = new Uint8Array(await (await fetch(`/api/quotations/download/${id}/pdf`)).arrayBuffer());
  let s = ''; for (const c of buf) s += String.fromCharCode(c); return btoa(s);
}, q.id);
const fs = await import('node:fs');
fs.writeFileSync('/tmp/ql-shots/quote.pdf', Buffer.from(b64, 'base64'));
await browser.close();

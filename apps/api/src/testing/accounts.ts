import { ROLE_ID, type RoleName } from '@app/contracts/accounts/roles';
import type { App } from '../app';
import type { Db } from '../db/client';
import { organizations, organizationUsers, sessions, users } from '../db/schema';
import { hashPassword } from '../platform/auth/password';
import { hashToken, newToken } from '../platform/auth/tokens';

/** Test sessions outlast any clock a test moves (auth reads the app's clock: a year on, a real session ends). */
const TEST_SESSION_EXPIRY = new Date('2100-01-01T00:00:00Z');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A browser-like client for inject(): keeps the cookies it receives and sends them back, on one host. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    public host = 'localhost:3000',
  ) {}

  async request(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      headers: { host: this.host, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get = (url: string) => this.request('GET', url);
  post = (url: string, body: unknown = {}) => this.request('POST', url, body);
  put = (url: string, body: unknown = {}) => this.request('PUT', url, body);

  /** Signs in with e-mail and password; throws unless it succeeds. */
  async signIn(email: string, password: string, remember_me = false) {
    const res = await this.post('/api/auth/sign_in', { email, password, remember_me });
    if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode}: ${res.body}`);
    return res;
  }

  /** A copy of this client on another host, with the same cookies (as a browser with a shared-domain cookie). */
  on(host: string) {
    const other = new TestClient(this.app, host);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }
}

/** multipart/form-data body with one file field, for inject(). */
export function multipart(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = `----sm${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1x1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The first link in an e-mail's text whose path starts with `pathname`, as path + query. */
export function linkIn(mail: { text?: string }, pathname: string): URL {
  const links = (mail.text ?? '').match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((l) => new URL(l)).find((u) => u.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in:\n${mail.text}`);
  return link;
}

/**
 * An organisation with one confirmed member per role, written straight to the database, and a signed-in
 * client per role on the organisation's sub-domain.
 */
export async function seedOrganization(app: App, db: Db, domain: string) {
  const [org] = await db
    .insert(organizations)
    .values({ name: `${domain} Inc`, businessDomain: domain })
    .returning();
  const clients = {} as Record<RoleName, TestClient>;
  const members = {} as Record<RoleName, { userId: number; email: string }>;
  for (const role of Object.keys(ROLE_ID) as RoleName[]) {
    const email = `${role.replace(' ', '').toLowerCase()}@${domain}.test`;
    const [user] = await db
      .insert(users)
      .values({
        email,
        firstName: role,
        lastName: domain,
        emailVerifiedAt: new Date(),
        passwordHash: await passwordHashFor(),
      })
      .returning();
    await db
      .insert(organizationUsers)
      .values({ organizationId: org!.id, userId: user!.id, roleId: ROLE_ID[role] });
    const token = newToken();
    await db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId: user!.id, expiresAt: TEST_SESSION_EXPIRY });
    const client = new TestClient(app, `${domain}.localhost:3000`);
    client.cookies.set('sm_session', token);
    clients[role] = client;
    members[role] = { userId: user!.id, email };
  }
  return { id: org!.id, domain, clients, members };
}

/** Every seeded test user's password is `Password123!` (hashed once per run). */
export const TEST_PASSWORD = 'Password123!';
let cachedHash: Promise<string> | undefined;
const passwordHashFor = () => {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
};

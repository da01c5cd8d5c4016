import request from 'supertest';
import { createTestApp, sqliteOf } from '../tests/support/test-app';
import { saveEnquiry } from '../tests/support/stored-submissions';
import { VALID_ENQUIRY } from '../tests/support/valid-enquiry';
import { staffSession } from '../tests/support/staff-accounts';
import { planRetention } from '../submissions/retention/retention';
const TOKEN = 'staff-token-for-tests-0123456789';
const t = await createTestApp({ STAFF_TOKEN: TOKEN, METRICS_TOKEN: TOKEN });
for (let n = 0; n < 30; n++) await saveEnquiry(t.db, { ...VALID_ENQUIRY, name: `Client ${n}`, budget: undefined, privacy: true, locale: n % 2 ? 'ru' : 'en' });
const { cookie } = await staffSession(t.db, 'admin');
const sqlite = sqliteOf(t);
const statements: string[] = [];
const prepare = sqlite.prepare.bind(sqlite);
sqlite.prepare = ((source: string) => { statements.push(source); return prepare(source); }) as typeof sqlite.prepare;
const paths = ['/staff', '/staff?status=new&q=client', '/staff/enquiries/1', '/api/contacts?format=csv', '/staff/applications', '/staff/accounts', '/staff/audit', '/staff/settings', '/staff/requests', '/staff/vitals', '/api/contacts', '/api/contacts/1', '/api/applications', '/metrics', '/readyz'];
for (const path of paths) { const r = await request(t.app).get(path).set('Cookie', cookie).set('Authorization', `Bearer ${TOKEN}`); console.log(path, r.status); }
await planRetention({ db: t.db, periods: (t as any).env?.retention ?? (await import('../shared/retention-periods')).DEFAULT_RETENTION, cvs: null as any, outboxDir: '/nonexistent', log: t.logger } as any).catch((e) => console.log('retention', e.message));
sqlite.prepare = prepare;
const reads = [...new Set(statements.filter((s) => /^(select|with|update|delete)/i.test(s)))];
for (const source of reads) {
  const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${source}`).all(...Array(source.split('?').length - 1).fill(null)).map((r: any) => r.detail);
  const scans = plan.filter((d: string) => d.startsWith('SCAN') && !/SCAN CONSTANT ROW/.test(d));
  if (scans.length) console.log('\n' + scans.join(' | ') + '\n   ' + source.slice(0, 400));
}
await t.close();

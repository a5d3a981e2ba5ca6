import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrations = path.resolve(import.meta.dirname, '../../src/db/migrations');
const statementsOf = (file: string) => readFileSync(path.join(migrations, file), 'utf8').replaceAll('--> statement-breakpoint', '');
const migrationNamed = (suffix: string) => readdirSync(migrations).find((file) => file.endsWith(suffix))!;

describe('the migration that records how dues were paid (decision 036)', () => {
  let database: PGlite;
  beforeAll(async () => {
    database = new PGlite();
    await database.exec(statementsOf('0000_init.sql'));
  });
  afterAll(() => database.close());

  it('marks the invoices of 1.0.0 paid online as paid by HelloAsso on the day of payment (Paris), and leaves the others unrecorded', async () => {
    await database.exec(`
      insert into users (first_name, last_name, username, email) values ('Ana', 'Online', 'ana', 'ana@exemple.fr'), ('Bob', 'Admin', 'bob', 'bob@exemple.fr');
      insert into memberships (user_id, membership_type, start_date, end_date, duration_months, amount_cents)
        values (1, 'standard', '2026-04-01', '2027-04-01', 12, 2500), (2, 'standard', '2026-01-01', '2027-01-01', 12, 2500);
      insert into invoices (membership_id, year, sequence, number, billed_name, billed_email, member_number, membership_type, period_start, period_end, duration_months, amount_cents)
        values (1, 2026, 1, '2026-0001', 'Ana Online', 'ana@exemple.fr', '1A2026', 'standard', '2026-04-01', '2027-04-01', 12, 2500),
               (2, 2026, 2, '2026-0002', 'Bob Admin', 'bob@exemple.fr', '2A2026', 'standard', '2026-01-01', '2027-01-01', 12, 2500);
      insert into payments (purpose, checkout_intent_id, order_id, status, amount_cents, user_id, membership_id, paid_at)
        values ('membership', 'intent-1', 'order-1', 'paid', 2500, 1, 1, '2026-03-31T22:30:00Z');
    `);
    await database.exec(statementsOf(migrationNamed('_membership_payment_method.sql')));
    const { rows } = await database.query('select number, payment_status, payment_method, paid_on::text as paid_on from invoices order by number');
    expect(rows).toEqual([
      // 22:30 UTC on 31 March is 1 April in Paris.
      { number: '2026-0001', payment_status: 'paid', payment_method: 'helloasso', paid_on: '2026-04-01' },
      { number: '2026-0002', payment_status: null, payment_method: null, paid_on: null },
    ]);
  });

  it('refuses a payment that is half recorded', async () => {
    await expect(database.exec(`update invoices set payment_status = 'paid' where number = '2026-0002'`)).rejects.toThrow(/invoices_payment_check/);
    await expect(database.exec(`update invoices set payment_status = 'due', payment_method = 'cheque' where number = '2026-0002'`)).rejects.toThrow(
      /invoices_payment_check/,
    );
  });
});

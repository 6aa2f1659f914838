/**
 * Demo data of the reversal screens: the reversal password of each demo institution (docs/server.md)
 * and the pharmacy's reversal fees: two settlements whose reversal must be paid first (an unpaid one for
 * P21010200002, one that the ROLE_RUSHFREE user 13900000009 reverses without paying) and one marked
 * payFlag '1' (no payment).
 */
import { hashPassword } from '../services/passwords';
import { runOnce } from '../db/migrate';
import { SEED_PLAN } from './seedSettlementPlan';
import type { Db } from '../db';

export const REVERSALS_SEED_VERSION = 'seed_reversals_v1';

/** The demo reversal password of H21010200001 and P21010200002 (public: docs/server.md). */
export const DEMO_REVERSAL_PASSWORD = 'Rush@2026';
const ORGS = ['H21010200001', 'P21010200002'];

/** setl_id of the i-th settlement of an institution in the plan (seedSettlements numbers them so). */
function setlIdOf(org: string, i: number): string {
  const n = SEED_PLAN.findIndex(
    (p, k) => p.org === org && SEED_PLAN.slice(0, k).filter((q) => q.org === org).length === i,
  );
  return String(400_120_001 + n * 2);
}

/** [pharmacy settlement index, fee, pay_flag]: the last three, within the default one-month range. */
export const SEED_FEES = [
  [7, 2, '0'],
  [8, 0, '1'],
  [9, 2, '0'],
] as const;

export async function seedReversals(db: Db, scryptN: number): Promise<boolean> {
  return runOnce(db, REVERSALS_SEED_VERSION, async (t) => {
    const hash = await hashPassword(DEMO_REVERSAL_PASSWORD, scryptN);
    for (const org of ORGS)
      await t.query('insert into reversal_passwords (fixmedins_code, password_hash) values ($1, $2)', [
        org,
        hash,
      ]);
    for (const [i, amount, payFlag] of SEED_FEES)
      await t.query(
        `insert into reversal_fees (setl_id, fixmedins_code, amount, pay_flag) values ($1, $2, $3, $4)`,
        [setlIdOf('P21010200002', i), 'P21010200002', amount, payFlag],
      );
  });
}

/** The password-encryption key pair every instance on one database shares (table rsa_key_pair). */
import type { Db } from '../db';

export async function storedPrivatePem(db: Db): Promise<string | undefined> {
  const { rows } = await db.query<{ private_pem: string }>(
    'select private_pem from rsa_key_pair where id = 1',
  );
  return rows[0]?.private_pem;
}

/** Stores the pair unless one is stored already (the first of instances starting together wins). */
export async function insertPrivatePemIfNone(db: Db, pem: string): Promise<void> {
  await db.query('insert into rsa_key_pair (id, private_pem) values (1, $1) on conflict (id) do nothing', [
    pem,
  ]);
}

/** The customer supplements of service tickets (补充服务). */
import type { Db } from '../db';

export interface CustomerServiceInput {
  instId: number;
  custId: string;
  beginTime: string;
  endTime: string;
  price: number;
  isVip: '0' | '1';
  cstLevel: string;
  creatorId: number;
}

export async function insertCustomerService(db: Db, s: CustomerServiceInput): Promise<void> {
  await db.query(
    `insert into order_customer_services (inst_id, cust_id, begin_time, end_time, price, is_vip, cst_level, creator_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [s.instId, s.custId, s.beginTime, s.endTime, s.price, s.isVip, s.cstLevel, s.creatorId],
  );
}

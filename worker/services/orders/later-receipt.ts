import { awaitsTransfer } from "../../../domain/order-status.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { isReceiptAttachable } from "../../db/files.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { lockOrder } from "../../db/order-moves.ts";
import { type OrderRow, readOrder, replaceOrderReceipt } from "../../db/orders.ts";
import { readShopSettings } from "../../db/settings.ts";
import { mailShopOf } from "../mail/render.ts";
import { type OrderMailDeps, receiptNoticeMail } from "./mails.ts";

export interface LaterReceiptDeps extends OrderMailDeps {
  db: Database;
}

/**
 * Attaches a receipt uploaded from the order page (issue 38, item 16) to a bank-transfer order still waiting for the
 * money, in place of the one it had, and tells the shop (its notice in the outbox, in the same transaction). One
 * transaction under the order's lock, so a move by the desk (approve, reject) is either before (refused) or after.
 * Null when the order no longer waits for a transfer: nothing is attached, and the stored file goes with the sweep.
 */
export async function attachLaterReceipt(
  deps: LaterReceiptDeps,
  orderId: number,
  fileId: string,
): Promise<{ order: OrderRow; mailIds: number[] } | null> {
  return deps.db.run(serviceRole, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || !awaitsTransfer(locked)) return null;
    const before = await readOrder(tx, orderId);
    if (!(await isReceiptAttachable(tx, fileId))) throw new Error(`Receipt ${fileId} cannot be attached`);
    if (!(await replaceOrderReceipt(tx, orderId, fileId))) return null;
    const order = await readOrder(tx, orderId);
    if (!order) throw new Error(`Order ${orderId} vanished inside its own transaction`);
    const withShop = { ...deps, shop: mailShopOf(await readShopSettings(tx)) }; // the contact and hours of the moment
    const mailIds = [await enqueueMail(tx, receiptNoticeMail(withShop, order, !!before?.hasReceipt))];
    return { order, mailIds };
  });
}

import type { Database } from "../../db/database.ts";
import type { PaymentsPort } from "./port.ts";

// Scaffolding: the simulator is being written (helper B); replaced before this lands.
export function simulatorPayments(_deps: { db: Database; siteUrl: string }): PaymentsPort {
  return {
    name: "simulator",
    createPreference: () => Promise.reject(new Error("simulator not written yet")),
    getPayment: () => Promise.reject(new Error("simulator not written yet")),
    findPayments: () => Promise.reject(new Error("simulator not written yet")),
    getMerchantOrderPaymentIds: () => Promise.reject(new Error("simulator not written yet")),
  };
}

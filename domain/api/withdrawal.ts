import type { WithdrawalStatus, WithdrawalWindow } from "../withdrawal.ts";

// What the withdrawal endpoints answer (decision 029).

export interface WithdrawalLineView {
  itemId: number;
  name: string;
  size: number | null;
  unit: string;
  quantity: number;
}

export interface WithdrawalView {
  id: number;
  status: WithdrawalStatus;
  statusLabel: string;
  comment: string | null;
  declineReason: string | null;
  refundNote: string | null;
  refundAmount: number | null;
  createdAt: string;
  lines: WithdrawalLineView[];
}

/** GET /api/orders/:id/withdrawal: the window, what each line may still return, the requests so far. */
export interface OrderWithdrawalAnswer {
  window: WithdrawalWindow;
  items: (WithdrawalLineView & { available: number; excludedReason: string | null })[];
  withdrawals: WithdrawalView[];
}

/** GET /api/admin/withdrawals: the desk's list, with counts by status. */
export interface AdminWithdrawalsAnswer {
  withdrawals: (WithdrawalView & { orderId: number; customer: string; email: string })[];
  counts: Partial<Record<WithdrawalStatus, number>>;
}

/** A cart or checkout line's 'Sin derecho de arrepentimiento' and its reason (decision 029); nothing otherwise. */
export function WithdrawalNote({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return <span className="withdrawal-note">Sin derecho de arrepentimiento: {reason}</span>;
}

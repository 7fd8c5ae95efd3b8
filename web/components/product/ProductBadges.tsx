/** 'Nuevo' and/or '-N%' (SPEC: N is the discount percent). */
export function ProductBadges({ isNew, discount }: { isNew: boolean; discount: number }) {
  if (!isNew && discount <= 0) return null;
  return (
    <div className="badges">
      {discount > 0 && (
        <span className="badge badge--sale">
          <span className="visually-hidden">Descuento </span>-{discount}%
        </span>
      )}
      {isNew && <span className="badge badge--new">Nuevo</span>}
    </div>
  );
}

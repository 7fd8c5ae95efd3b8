/** Stock shown to shoppers: out of stock, the last few units (under 5), or in stock. */
export function StockNote({ stock }: { stock: number }) {
  if (stock < 1) return <p className="stock stock--out">Sin stock</p>;
  if (stock < 5)
    return <p className="stock stock--low">{stock === 1 ? "Última unidad" : `Últimas ${stock} unidades`}</p>;
  return <p className="stock stock--in">En stock</p>;
}

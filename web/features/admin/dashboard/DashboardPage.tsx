import { Suspense } from "react";
import type { Dashboard } from "../../../../domain/api/admin.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { formatDateTime } from "../lib/format.ts";
import { useRead } from "../shell/admin-data.ts";
import { BestSellers, LowStock, SalesByCode, Waiting } from "./DashboardLists.tsx";
import type { loadDashboard } from "./dashboard-loader.ts";
import { ExpiringLots } from "./ExpiringLots.tsx";
import { FulfilmentCards } from "./FulfilmentCards.tsx";
import { RecoveredCartsCard } from "./RecoveredCartsCard.tsx";
import { SalesByChannel } from "./SalesByChannel.tsx";
import { SalesCard } from "./SalesCard.tsx";
import { StatCard } from "./StatCard.tsx";
import "./dashboard.css";

/**
 * /admin/dashboard 'Panel': approved sales this month and year, orders under way (each figure opens the desk with
 * its filter), the last 12 months, what needs attention.
 */
export function DashboardPage({ data: loaded }: { data: ReturnType<typeof loadDashboard> }) {
  usePageTitle("Panel");
  const data = useRead(loaded.dashboard);
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Panel</h1>
          <p className="admin-page__lead">
            Ventas aprobadas (calendario de Montevideo)
            {data.data && ` · actualizado ${formatDateTime(data.data.generatedAt)}`}
          </p>
        </div>
        {data.data && (
          <button type="button" className="btn btn--outline" onClick={data.retry} disabled={data.loading}>
            {data.loading ? "Actualizando..." : "Actualizar"}
          </button>
        )}
      </div>
      {data.error && !data.data ? (
        <InlineError message={data.error} onRetry={data.retry} />
      ) : (
        data.data && <DashboardBody d={data.data} expiring={loaded.expiringLots} />
      )}
    </div>
  );
}

function DashboardBody({ d, expiring }: { d: Dashboard; expiring: ReturnType<typeof loadDashboard>["expiringLots"] }) {
  return (
    <>
      <div className="admin-stats">
        <StatCard title="Este mes" period={d.month.label} total={d.month.total} count={d.month.count} />
        <StatCard title="Este año" period={d.year.label} total={d.year.total} count={d.year.count} />
        <StatCard
          title="Esperando acción"
          period="Transferencias pendientes"
          count={d.waiting.withReceipt + d.waiting.withoutReceipt}
          countLabel={(n) => (n === 1 ? "pedido pendiente" : "pedidos pendientes")}
          tone={d.waiting.withReceipt + d.waiting.withoutReceipt > 0 ? "warning" : undefined}
        />
        <RecoveredCartsCard figures={d.recoveredCarts} month={d.month.label} />
      </div>
      <FulfilmentCards counts={d.fulfilment} />
      <SalesCard months={d.last12} />
      <div className="admin-dash-grid">
        <Waiting waiting={d.waiting} />
        <BestSellers items={d.bestSellers} month={d.month.label} />
        <LowStock items={d.lowStock} />
        <SalesByCode items={d.salesByCode} month={d.month.label} />
        <SalesByChannel items={d.salesByChannel ?? []} month={d.month.label} />
        <Suspense fallback={null}>
          <ExpiringLots read={expiring} />
        </Suspense>
      </div>
    </>
  );
}

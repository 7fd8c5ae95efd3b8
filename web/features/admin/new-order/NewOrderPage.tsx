import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { OwnerOrderAnswer, OwnerOrderPreview } from "../../../../domain/api/owner-orders.ts";
import { type OwnerOrderInput, ownerOrderRequest } from "../../../../domain/schemas/owner-order.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { type LineInfo, ProductFinder } from "../components/ProductFinder.tsx";
import { useReload } from "../shell/admin-data.ts";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import { CustomerFields } from "./CustomerFields.tsx";
import { Drafts } from "./Drafts.tsx";
import { createOrder, placeDraft, previewOrder, saveDraft } from "./new-order-api.ts";
import type { NewOrderData } from "./new-order-loader.ts";
import { OrderLines } from "./OrderLines.tsx";
import { OrderOptions } from "./OrderOptions.tsx";
import { OrderTotals } from "./OrderTotals.tsx";
import { PlacedOrder } from "./PlacedOrder.tsx";
import "../components/order-builder.css";

type Picked = { id: number; name: string; email: string } | null;

const blank = (): OwnerOrderInput => ({
  channel: "telefono",
  items: [],
  customer: { firstName: "", lastName: "", email: "", phone: "" },
  deliveryMethod: "pickup",
  payment: "mercadopago",
  counterKind: "EFECTIVO",
  idempotencyKey: crypto.randomUUID(),
});

/**
 * /admin/new-order ('Nuevo pedido', issue 45, decision 035): the owner builds an order taken by phone, WhatsApp or
 * at the counter; the server prices it ('Calcular total') and places it through the one order service.
 */
export function NewOrderPage({ data }: { data: NewOrderData }) {
  usePageTitle("Nuevo pedido · Panel");
  const reload = useReload();
  const problem = useFormProblem();
  const form = useForm<OwnerOrderInput>({ defaultValues: blank() });
  const { register, control, watch, reset, getValues, setError, clearErrors, formState } = form;
  const lines = useFieldArray({ control, name: "items", keyName: "key" });
  const [info, setInfo] = useState<Record<number, LineInfo>>({});
  const [picked, setPicked] = useState<Picked>(null);
  const [draft, setDraft] = useState<{ id: number; label: string } | null>(null);
  const [preview, setPreview] = useState<OwnerOrderPreview | null>(null);
  const [placed, setPlaced] = useState<OwnerOrderAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  /** The form as the API takes it, checked with the API's own schema; null (and the errors shown) when it fails. */
  const request = () => {
    clearErrors();
    problem.clear();
    const values = getValues();
    const body = picked ? { ...values, customer: undefined, customerId: picked.id } : values;
    const parsed = ownerOrderRequest.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) setError(issue.path.join(".") as never, { message: issue.message });
    problem.show(parsed.error.issues[0]?.message ?? "Revise los datos del pedido.");
    return null;
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      problem.show(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const calculate = () => {
    const body = request();
    if (body) void run(async () => setPreview(await previewOrder(body)));
  };

  const place = () => {
    const body = request();
    if (!body) return;
    void run(async () => {
      let answer: OwnerOrderAnswer;
      if (draft) {
        // The draft as it is on screen, then placed (validated again by the server, and deleted once placed).
        await saveDraft(draft.id, draft.label, { ...getValues(), info, picked });
        answer = await placeDraft(draft.id);
      } else {
        answer = await createOrder(body);
      }
      setPlaced(answer);
      setDraft(null);
      notify("success", `Pedido N.º ${answer.order.id} creado.`);
      reload();
    });
  };

  const keep = () =>
    void run(async () => {
      const values = getValues();
      const label =
        draft?.label ||
        [values.customer?.firstName, values.customer?.lastName].filter(Boolean).join(" ") ||
        picked?.name ||
        "Sin cliente";
      const { draft: saved } = await saveDraft(draft?.id, label, { ...values, info, picked });
      setDraft({ id: saved.id, label: saved.label });
      notify("success", "Borrador guardado. No reserva stock.");
      reload();
    });

  const open = (saved: { id: number; label: string; body: Record<string, unknown> }) => {
    const {
      info: savedInfo,
      picked: savedPick,
      ...values
    } = saved.body as OwnerOrderInput & { info?: Record<number, LineInfo>; picked?: Picked };
    reset({ ...blank(), ...values, idempotencyKey: crypto.randomUUID() });
    setInfo(savedInfo ?? {});
    setPicked(savedPick ?? null);
    setDraft({ id: saved.id, label: saved.label });
    setPreview(null);
    setPlaced(null);
  };

  const startOver = () => {
    reset(blank());
    setInfo({});
    setPicked(null);
    setDraft(null);
    setPreview(null);
    setPlaced(null);
  };

  const title = <h1 className="admin-page__title">Nuevo pedido</h1>;
  if (placed) {
    return (
      <div className="admin-page admin-new-order">
        {title}
        <PlacedOrder placed={placed} onNew={startOver} />
      </div>
    );
  }

  return (
    <div className="admin-page admin-new-order">
      {title}
      <Drafts read={data.drafts} openId={draft?.id} onOpen={open} onDeleted={reload} />
      <section className="admin-new-order__form" aria-label="Datos del pedido">
        <FormProblem problem={problem} />
        {draft && <p className="admin-muted">Borrador abierto: {draft.label}</p>}
        <ProductFinder
          onAdd={(product, variant, line) => {
            if (lines.fields.some((f) => Number(f.variantId) === variant.id)) return;
            setInfo((all) => ({ ...all, [variant.id]: line }));
            lines.append({ productId: product.id, variantId: variant.id, quantity: 1 });
            setPreview(null);
          }}
        />
        <section className="admin-card" aria-labelledby="nuevo-pedido-lineas">
          <h2 id="nuevo-pedido-lineas" className="admin-card__title">
            Pedido
          </h2>
          <OrderLines lines={lines} info={info} register={register} errors={formState.errors} />
        </section>
        <CustomerFields register={register} errors={formState.errors} picked={picked} onPick={setPicked} />
        <OrderOptions
          register={register}
          errors={formState.errors}
          delivery={watch("deliveryMethod")}
          payment={watch("payment")}
          town={watch("town")}
          carrier={watch("shippingCarrier")}
          mode={watch("shippingMode")}
        />
        {preview && <OrderTotals preview={preview} />}
        <div className="admin-new-order__row admin-new-order__actions">
          <button type="button" className="btn btn--outline" disabled={busy} onClick={calculate}>
            Calcular total
          </button>
          <button type="button" className="btn btn--outline" disabled={busy} onClick={keep}>
            Guardar borrador
          </button>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={place}>
            {busy ? "Un momento..." : "Crear pedido"}
          </button>
        </div>
      </section>
    </div>
  );
}

// GET /api/wholesale (issue 44): the viewer's wholesale prices, as worker/routes/wholesale.ts builds them and
// web/features/wholesale/ reads them. Private to the viewer: never cached across viewers.

/** What one size costs this buyer, computed by the server (section 9 step 0). */
export interface WholesaleSize {
  variantId: number;
  productId: number;
  /** The buyer's price of 1 unit (or of the minimum, when the size has one). */
  unitPrice: number;
  /** The retail unit price (struck through when higher). */
  retailUnitPrice: number;
  /** 'Precios por cantidad': from N units, each unit costs `price` (only the rows below the price of 1 unit). */
  breaks: { from: number; price: number }[];
  minQuantity: number;
  multiple: number;
}

/** GET /api/wholesale?variants=1,2,3 */
export type WholesaleAnswer =
  | { buyer: null }
  | {
      /** The company (its RUT data prefills checkout's e-Factura fields once) and its list. */
      buyer: { companyName: string; rut: string; fiscalAddress: string; listName: string };
      sizes: WholesaleSize[];
    };

// The shared domain: pure functions, constants and zod schemas used by both the SPA and the Worker.
export * from "./cart.ts";
export * from "./catalogue.ts";
export * from "./dates.ts";
export * from "./delivery.ts";
export * from "./departments.ts";
export * from "./money.ts";
export * from "./order-status.ts";
export * from "./pricing.ts";
export * from "./rut.ts";
export * from "./schemas/catalogue.ts";
export * from "./schemas/checkout.ts";
export * from "./schemas/contact.ts";
export * from "./schemas/fields.ts";
export * from "./schemas/newsletter.ts";
export * from "./text.ts";

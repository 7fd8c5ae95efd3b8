/** The company's public contact data (SPEC sections 1 and 9), shared by the footer and the contact page. */
export const company = {
  name: "Química Oriental",
  address: "Av. General Flores 2415, Montevideo",
  phone: "(+598) 2200 1995",
  phoneHref: "tel:+59822001995",
  fax: "(+598) 2200 1996",
  email: "ventas@quimicaoriental.com.uy",
  hours: "Lunes a viernes 8:30–12:30 y 13:00–17:30",
  instagram: "https://www.instagram.com/quimicaoriental/",
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=Av.+General+Flores+2415+Montevideo",
  paymentMethods:
    "Mercado Pago, tarjetas de débito y crédito, transferencia bancaria (BROU o Itaú, 5% de descuento) y factura con RUT",
} as const;

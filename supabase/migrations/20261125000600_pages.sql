-- The pages the owner writes in the back office (issue 24, 'Páginas'; decision 021): Nosotros, Servicios,
-- Información and Términos y condiciones. One row per page, never added or removed by the API roles; read by
-- anyone (the storefront shows them), changed by admins only. The body is Markdown (headings, lists, bold and
-- italic, links, tables) that the storefront renders with an allowlist (web/components/rich-text/); where a page
-- states one of the shop's rules it carries a placeholder ({{envio_montevideo}} ...; domain/shop-rules.ts
-- RULE_TOKENS) filled with the rules in force when it is shown. The values are checked by
-- domain/schemas/page.ts before they are written.
create table public.pages (
  slug text primary key check (slug in ('nosotros', 'servicios', 'informacion', 'terminos')),
  title text not null check (length(trim(title)) between 1 and 120),
  lead text not null default '' check (length(lead) <= 300),
  body text not null check (length(body) <= 50000),
  updated_at timestamptz not null default now()
);
alter table public.pages enable row level security;

create policy "Anyone can read the pages" on public.pages
  for select to anon, authenticated using (true);
create policy "Admins can change the pages" on public.pages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

revoke insert, delete, truncate, references, trigger on public.pages from anon, authenticated;

-- Today's texts, as the JSX pages had them. '{#id}' after a heading keeps the address of its section
-- (/information#envios) whatever its text becomes.
insert into public.pages (slug, title, lead, body) values
('nosotros', 'Nuestra empresa',
 'Más de 25 años abasteciendo con materias primas y aceites esenciales a la industria y a quienes elaboran sus propios productos.',
$md$## Nuestra historia

Química Oriental nació en Montevideo en 1995 con un objetivo claro: acercar materias primas de calidad a los laboratorios, fabricantes y comercios uruguayos, con un trato directo y cercano. Lo que comenzó como un pequeño emprendimiento familiar en Av. General Flores se convirtió, con el correr de los años, en un proveedor de referencia para el sector.

A lo largo de más de 25 años ampliamos nuestra línea de productos —aceites esenciales, fragancias, colorantes, sabores, vitaminas y otros insumos—, incorporamos el fraccionado en distintos tamaños y sumamos la venta en línea, sin perder lo que nos distingue desde el primer día: la atención personalizada y el compromiso con cada cliente.

- **1995**: año de fundación.
- **Más de 25** años de experiencia.
- **5** países abastecidos.
- **4** industrias atendidas.

## A quiénes abastecemos

Trabajamos con empresas de las industrias cosmética, farmacéutica, veterinaria y alimenticia, y también con emprendedores, artesanos y particulares que elaboran en casa sus propios jabones, cosméticos naturales, velas y aromas. A todos les ofrecemos la misma calidad, ya sea que compren por litro o por unos pocos mililitros.

### Cosmética

Aceites vegetales y esenciales, fragancias, colorantes, activos y vitaminas para cremas, lociones, jabones y productos de cuidado personal.

### Farmacéutica

Materias primas para laboratorios y farmacias magistrales, con la constancia de calidad que exige cada formulación.

### Veterinaria

Insumos para la elaboración de productos de higiene y cuidado animal, en las cantidades que su producción necesita.

### Alimentos

Sabores, colorantes y aditivos para la industria alimenticia, panaderías, heladerías y elaboradores artesanales.

## Presencia regional

Desde Montevideo abastecemos a clientes de todo el Uruguay y, además, proveemos a empresas de Argentina, Paraguay, Ecuador y Colombia. Esta experiencia regional nos permite mantener un surtido amplio y condiciones de abastecimiento estables durante todo el año.

## Compromiso con la calidad

Seleccionamos cuidadosamente a nuestros proveedores y controlamos cada partida al recibirla. Conservamos los productos en condiciones adecuadas de temperatura, luz y humedad, y los fraccionamos en envases limpios y correctamente rotulados, para que lleguen a sus manos tal como los recibimos.

Ante cualquier duda sobre un producto —su origen, su uso o su conservación— nuestro equipo le brinda la información técnica disponible y lo orienta para que elija con confianza.

## Nuestro equipo

Somos un equipo reducido que combina conocimientos en química y una larga experiencia en el comercio de materias primas. Nos gusta conocer a nuestros clientes, entender qué están elaborando y ayudarlos a encontrar el insumo adecuado. Lo invitamos a visitarnos en nuestro local o a escribirnos: será un gusto atenderlo.
$md$),
('servicios', 'Servicios',
 'Materias primas, fraccionado y asesoramiento para empresas, emprendedores y particulares.',
$md$## Abastecimiento a la industria

Desde 1995 proveemos a empresas de las industrias cosmética, farmacéutica, veterinaria y alimenticia. Ofrecemos aceites esenciales y vegetales, fragancias, colorantes, sabores, vitaminas y otros insumos, con la continuidad y la calidad constante que una producción necesita.

Si su empresa requiere volúmenes mayores, compras periódicas o productos que no figuran en la tienda, consúltenos: preparamos cotizaciones a medida y coordinamos la entrega según su planificación.

## Fraccionado a su medida

Fraccionamos nuestros productos en distintos tamaños para que compre solo lo que va a utilizar, sin desperdicios y con la mejor relación entre cantidad y precio:

- **30 cc / ml / grs**: ideal para probar un producto o para formulaciones pequeñas.
- **100 cc / ml / grs**: la medida preferida de quienes elaboran en casa.
- **500 cc / ml / grs**: para producciones medianas y uso frecuente.
- **1000 cc / ml / grs**: para talleres, laboratorios y la industria.

La unidad depende de cada producto: los líquidos se venden por centímetros cúbicos o mililitros y los sólidos y polvos, por gramos.

## Asesoramiento

Nuestro equipo lo ayuda a elegir la materia prima adecuada para cada formulación, le indica las precauciones de uso y le recomienda cómo conservar los productos. Puede consultarnos en el local, por teléfono o por correo electrónico.

Nuestro asesoramiento es orientativo y no sustituye la consulta con un profesional de la salud ni el cumplimiento de las normas que rigen la elaboración y venta de cada tipo de producto.

## Para quienes elaboran en casa

Cada vez más personas elaboran sus propios jabones, cremas, velas, sales de baño y aromas. Para ellas ofrecemos tamaños pequeños, una amplia variedad de aceites esenciales y fragancias, y toda la orientación que necesiten para dar sus primeros pasos con seguridad.

## Retiro y envíos

Puede retirar su pedido sin costo en nuestro local de Montevideo o recibirlo en su domicilio. El delivery en Montevideo cuesta {{envio_montevideo}}, requiere una compra mínima de {{minimo_envio}} y es gratuito en compras desde {{envio_gratis_desde}}. Al interior del país enviamos por agencia de transporte, con el costo del envío a cargo de quien lo recibe.

Encontrará los plazos de entrega y el resto de las condiciones en la página de [Información](/information).
$md$),
('informacion', 'Información',
 'Retiro, envíos, plazos, formas de pago y nuestras políticas de compra.',
$md$## Local y retiro {#local}

Puede retirar su compra sin costo en nuestro local de **Av. General Flores 2415, Montevideo** (horario: {{horario}}). Al finalizar la compra elija la opción «Retiro» y le avisaremos por correo electrónico cuando su pedido esté listo.

Al retirar, indique el nombre de quien realizó la compra y el número de pedido. Si otra persona retira por usted, basta con que presente esos mismos datos.

## Envíos {#envios}

### Montevideo

- El delivery a domicilio cuesta **{{envio_montevideo}}**.
- La compra mínima para envío a domicilio es de **{{minimo_envio}}** en productos.
- El envío es **gratuito en compras desde {{envio_gratis_desde}}**.

### Interior del país

Enviamos a todo el país por agencia de transporte. El costo del envío lo abona quien recibe el paquete, directamente a la agencia. La compra mínima de {{minimo_envio}} también rige para estos envíos.

## Plazos de entrega {#plazos}

Los plazos se cuentan en días hábiles (de lunes a viernes, sin feriados) desde que se confirma el pedido:

| Modalidad | Costo | Plazo |
| --- | --- | --- |
| Retiro en el local | Sin costo | {{plazo_retiro}} (un día hábil más si el pedido se realiza después de las {{hora_corte}}) |
| Delivery en Montevideo | {{envio_montevideo}}; gratis desde {{envio_gratis_desde}} | {{plazo_montevideo}} |
| Interior (por agencia) | A cargo de quien recibe | {{plazo_interior}} |

Durante los cierres por vacaciones los plazos pueden extenderse; en ese caso lo avisaremos en el sitio.

## Formas de pago {#pagos}

- **Mercado Pago**: pague con tarjetas de débito y crédito o en redes de cobranza, a través de la plataforma segura de Mercado Pago.
- **Transferencia bancaria** a nuestras cuentas en BROU o Itaú, con un **{{descuento_transferencia}} de descuento** sobre el importe de los productos (el costo del envío no tiene descuento). Al finalizar la compra verá los datos de las cuentas y podrá adjuntar el comprobante de la transferencia.
- **Factura con RUT**: si necesita factura a nombre de su empresa, indique el número de RUT al completar sus datos.

## Precios {#precios}

Todos los precios están expresados en pesos uruguayos e incluyen impuestos. Pueden modificarse sin previo aviso; se aplica el precio vigente en el momento de confirmar el pedido.

## Cambios, devoluciones y reembolsos {#devoluciones}

Por tratarse de materias primas fraccionadas, **no realizamos cambios ni devoluciones**. Le recomendamos revisar con atención su pedido antes de confirmarlo y consultarnos cualquier duda.

Si por un error de stock de nuestra parte no podemos entregarle un producto que usted pagó, le reintegramos el importe total correspondiente. Para ello, comuníquelo dentro de los 90 días siguientes a la compra a [ventas@quimicaoriental.com.uy](mailto:ventas@quimicaoriental.com.uy) o al [(+598) 2200 1995](tel:+59822001995).

## Uso seguro de aceites esenciales {#aceites-esenciales}

> **Los aceites esenciales son sustancias muy concentradas.** Antes de utilizarlos, tenga en cuenta estas recomendaciones:
>
> - Consulte a su médico antes de usarlos, en especial si tiene alguna afección o toma medicación.
> - Haga una prueba de sensibilidad: aplique una pequeña cantidad, diluida en un aceite vegetal, en la cara interna del antebrazo y espere 24 horas. Si aparece enrojecimiento, picazón o ardor, no lo utilice.
> - Evite su uso durante el embarazo.
> - Evite el contacto con los ojos y los oídos. Si entra en contacto con los ojos, enjuague con abundante agua y consulte a un médico.
> - Evite la exposición al sol después de aplicarlos sobre la piel: algunos aceites, como los cítricos, pueden causar manchas o irritación.
> - No los aplique puros sobre la piel: dilúyalos siempre en un aceite vegetal o una base adecuada.
> - No ingiera los productos indicados como no aptos para consumo y manténgalos fuera del alcance de los niños.

¿Tiene otra consulta? Escríbanos desde la página de [Contacto](/contact) y le responderemos a la brevedad.
$md$),
('terminos', 'Términos y condiciones',
 'Condiciones que rigen el uso de este sitio y las compras en nuestra tienda en línea.',
$md$## 1. Alcance

Estos términos y condiciones regulan el uso del sitio web y de la tienda en línea de Química Oriental, con domicilio en Av. General Flores 2415, Montevideo, Uruguay. Al navegar por el sitio o realizar un pedido, usted declara haber leído y aceptado estas condiciones.

Podemos actualizar estos términos en cualquier momento. Cada compra se rige por la versión publicada en el sitio en la fecha en que se realiza el pedido.

## 2. Productos, precios y disponibilidad

Las imágenes de los productos son ilustrativas; el envase puede variar según el tamaño elegido. Cada producto indica su unidad de venta (cc, ml o grs) y los tamaños disponibles.

Los precios están expresados en pesos uruguayos, incluyen impuestos y pueden modificarse sin previo aviso. Se aplica el precio vigente en el momento de confirmar el pedido. Todas las ofertas están sujetas a la disponibilidad de stock.

## 3. Pedidos y confirmación

Para comprar no es necesario registrarse: alcanza con completar sus datos de contacto y, si corresponde, la dirección de entrega. Usted es responsable de que los datos ingresados sean correctos y completos.

Al finalizar la compra recibirá un número de pedido. El pedido queda confirmado cuando se acredita el pago —o, en el caso de la transferencia bancaria, cuando verificamos el depósito— y se lo comunicamos por correo electrónico. Podemos cancelar un pedido cuyo pago no se acredite o que contenga un error evidente de precio; en ese caso le reintegraremos cualquier importe abonado.

## 4. Formas de pago

- Mercado Pago, con tarjetas de débito y crédito o redes de cobranza.
- Transferencia bancaria a nuestras cuentas en BROU o Itaú, con un {{descuento_transferencia}} de descuento sobre el importe de los productos (no aplica al costo del envío).
- Factura con RUT, indicando el número de RUT al realizar el pedido.

Los pagos con tarjeta se procesan en la plataforma de Mercado Pago; Química Oriental no recibe ni almacena los datos de su tarjeta.

## 5. Entrega y retiro

Puede retirar su pedido sin costo en nuestro local (horario: {{horario}}), a partir de {{plazo_retiro}} de confirmado (un día hábil más si el pedido se realiza después de las {{hora_corte}}).

El delivery en Montevideo cuesta {{envio_montevideo}}, requiere una compra mínima de {{minimo_envio}} y es gratuito en compras desde {{envio_gratis_desde}}; se entrega dentro de {{plazo_montevideo}}. Los envíos al interior se realizan por agencia de transporte, con el costo a cargo del destinatario, dentro de {{plazo_interior}}. Los plazos son estimados y pueden extenderse por causas ajenas a nosotros o durante los cierres por vacaciones.

## 6. Cambios, devoluciones y reembolsos

Por tratarse de materias primas fraccionadas, no aceptamos cambios ni devoluciones. Si por un error de stock de nuestra parte no podemos entregar un producto abonado, le reintegramos el importe total correspondiente, siempre que nos lo comunique dentro de los 90 días siguientes a la compra.

Lo anterior no limita los derechos que la normativa de defensa del consumidor (Ley N.º 17.250) reconoce a los consumidores.

[PENDIENTE: texto sobre los derechos del consumidor según la Ley N.º 17.250 (por ejemplo, cómo y en qué plazo puede arrepentirse de una compra a distancia). Reemplace este párrafo por el texto revisado por su asesor.]

## 7. Uso de los productos

Nuestros productos son materias primas y deben utilizarse con responsabilidad, siguiendo las indicaciones de cada uno. En el caso de los aceites esenciales, consulte a su médico antes de usarlos, realice una prueba de sensibilidad en la piel y evite su uso durante el embarazo, el contacto con ojos y oídos y la exposición al sol después de aplicarlos. Más detalles en la página de [Información](/information#aceites-esenciales).

## 8. Datos personales

Los datos que usted nos proporciona se tratan conforme a la Ley N.º 18.331 de Protección de Datos Personales y Acción de Habeas Data y su reglamentación. Los utilizamos únicamente para procesar y entregar sus pedidos, emitir la facturación, responder sus consultas y, si usted lo solicita, enviarle nuestro boletín de novedades. No vendemos ni cedemos sus datos a terceros, salvo a los proveedores estrictamente necesarios para cumplir con su pedido (plataforma de pago y transporte).

Usted puede ejercer en cualquier momento sus derechos de acceso, rectificación, actualización, inclusión y supresión escribiendo a [ventas@quimicaoriental.com.uy](mailto:ventas@quimicaoriental.com.uy). También puede darse de baja del boletín cuando lo desee. El órgano de control en la materia es la Unidad Reguladora y de Control de Datos Personales (URCDP).

## 9. Propiedad intelectual

Los textos, imágenes, logotipos y demás contenidos de este sitio pertenecen a Química Oriental o se utilizan con autorización, y no pueden reproducirse sin consentimiento previo y por escrito.

## 10. Ley aplicable

Estos términos se rigen por las leyes de la República Oriental del Uruguay. Cualquier controversia será sometida a los tribunales competentes de la ciudad de Montevideo.

## 11. Contacto

Para cualquier consulta sobre estos términos o sobre su pedido, puede comunicarse con nosotros:

- Dirección: Av. General Flores 2415, Montevideo
- Teléfono: [(+598) 2200 1995](tel:+59822001995)
- Correo electrónico: [ventas@quimicaoriental.com.uy](mailto:ventas@quimicaoriental.com.uy)
- Horario: {{horario}}

También puede escribirnos desde la página de [Contacto](/contact).
$md$);

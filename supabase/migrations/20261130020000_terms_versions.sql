-- Information before purchase (issue 40, section 2; decision 030). The pages the owner writes keep every text
-- they published: page_versions holds one row per save (version 1, 2, ...), written by a trigger in the same
-- transaction as the save, so a version can never be missing nor half-written. An order stores the version of
-- the Términos y condiciones in force when it was placed (orders.terms_version; the shopper ticked the box that
-- accepts them), and its page links that text (/terms-and-conditions?version=N).
--
-- The seeded Términos carried a '[PENDIENTE: ...]' paragraph about Ley 17.250. A page the owner has not edited
-- gets the complete default below (right of withdrawal, its term, how to use it, its exclusions); an owner's own
-- text is never touched. The same for the Información page's 'no exchanges or returns' paragraph, which now says
-- where the law allows it (DESIGN.md departure 11). These texts are not legal advice: the owner's lawyer reviews
-- them, and every one stays editable in the back office.

create table public.page_versions (
  slug text not null references public.pages (slug),
  version integer not null check (version >= 1),
  title text not null,
  lead text not null,
  body text not null,
  published_at timestamptz not null default now(),
  primary key (slug, version)
);
alter table public.page_versions enable row level security;

create policy "Anyone can read the pages' versions" on public.page_versions
  for select to anon, authenticated using (true);
-- Written only by the trigger below (security definer): no writes for the API roles.
revoke insert, update, delete, truncate, references, trigger on public.page_versions from anon, authenticated;

-- The version each order accepted (null for the orders placed before this migration).
alter table public.orders add column terms_version integer;

-- The complete default of the Términos y condiciones, for the page as seeded (compared by its text's md5).
update public.pages set body = $md$## 1. Alcance

Estos términos y condiciones regulan el uso del sitio web y de la tienda en línea de Química Oriental, con domicilio en Av. General Flores 2415, Montevideo, Uruguay. Al navegar por el sitio o realizar un pedido, usted declara haber leído y aceptado estas condiciones.

Podemos actualizar estos términos en cualquier momento. Cada compra se rige por la versión publicada en el sitio en la fecha en que se realiza el pedido; la página de su pedido enlaza esa versión.

## 2. Productos, precios y disponibilidad

Las imágenes de los productos son ilustrativas; el envase puede variar según el tamaño elegido. Cada producto indica su unidad de venta (cc, ml o grs) y los tamaños disponibles.

Los precios están expresados en pesos uruguayos, incluyen impuestos y pueden modificarse sin previo aviso. Se aplica el precio vigente en el momento de confirmar el pedido. Antes de confirmarlo, verá el total desglosado: productos, descuentos, envío e impuestos incluidos. Todas las ofertas están sujetas a la disponibilidad de stock.

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

## 6. Derecho de arrepentimiento {#arrepentimiento}

Si usted compra como consumidor (sin indicar RUT), puede arrepentirse de su compra sin dar explicaciones y sin costo ni responsabilidad alguna de su parte, según el artículo 16 de la Ley N.º 17.250 de Relaciones de Consumo.

- **Plazo:** cinco días hábiles contados desde la entrega del pedido o desde que lo retira en nuestro local. Antes de la entrega o del retiro puede arrepentirse en cualquier momento. Los días hábiles son los de nuestro calendario: no cuentan los fines de semana, los feriados ni los días en que el local permanece cerrado.
- **Cómo hacerlo:** desde la página de su pedido (el enlace que recibió por correo electrónico), con el formulario «Derecho de arrepentimiento»: elija los productos y las cantidades y, si lo desea, deje un comentario. Le enviaremos un acuse con su número, fecha y hora. También puede comunicarlo por cualquier medio fehaciente a [ventas@quimicaoriental.com.uy](mailto:ventas@quimicaoriental.com.uy).
- **Devolución:** los productos deben devolverse sin uso, en el mismo estado en que los recibió. Le reintegramos de inmediato todo lo que haya pagado por ellos, por el mismo medio de pago o por transferencia, y emitimos la nota de crédito correspondiente. Cada parte se hace cargo de los costos de devolver lo que recibió.
- **Exclusiones:** no corresponde el arrepentimiento en las compras con RUT (compras de empresas, que no son relaciones de consumo) ni en los productos que la tienda indica como «Sin derecho de arrepentimiento» (por ejemplo, productos de higiene abiertos o cuyo precinto se rompió). Lo verá en la página del producto y en el carrito antes de comprar.

## 7. Cambios y devoluciones fuera del derecho de arrepentimiento

Por tratarse de materias primas fraccionadas, fuera de los casos del punto 6 no aceptamos cambios ni devoluciones. Si por un error de stock de nuestra parte no podemos entregar un producto abonado, le reintegramos el importe total correspondiente, siempre que nos lo comunique dentro de los 90 días siguientes a la compra.

Nada de lo anterior limita las garantías ni los demás derechos que la Ley N.º 17.250 reconoce a los consumidores.

## 8. Uso de los productos y advertencias de seguridad

Nuestros productos son materias primas químicas y deben utilizarse con responsabilidad: manténgalos fuera del alcance de los niños, lea la etiqueta y la hoja de seguridad antes de usarlos y consérvelos en su envase original, cerrado, lejos del calor y de la luz. En el caso de los aceites esenciales, consulte a su médico antes de usarlos, realice una prueba de sensibilidad en la piel y evite su uso durante el embarazo, el contacto con ojos y oídos y la exposición al sol después de aplicarlos. Más detalles en la página de [Información](/information#aceites-esenciales).

## 9. Datos personales

Los datos que usted nos proporciona se tratan conforme a la Ley N.º 18.331 de Protección de Datos Personales y Acción de Habeas Data y su reglamentación, como explica nuestra [Política de privacidad](/privacy). Los utilizamos únicamente para procesar y entregar sus pedidos, emitir la facturación, responder sus consultas y, si usted lo solicita, enviarle nuestro boletín de novedades.

Usted puede ejercer en cualquier momento sus derechos de acceso, rectificación, actualización, inclusión y supresión escribiendo a [ventas@quimicaoriental.com.uy](mailto:ventas@quimicaoriental.com.uy). El órgano de control en la materia es la Unidad Reguladora y de Control de Datos Personales (URCDP).

## 10. Propiedad intelectual

Los textos, imágenes, logotipos y demás contenidos de este sitio pertenecen a Química Oriental o se utilizan con autorización, y no pueden reproducirse sin consentimiento previo y por escrito.

## 11. Ley aplicable

Estos términos se rigen por las leyes de la República Oriental del Uruguay. Cualquier controversia será sometida a los tribunales competentes de la ciudad de Montevideo, sin perjuicio de los derechos que la ley reconoce a los consumidores.

## 12. Contacto

Para cualquier consulta sobre estos términos o sobre su pedido, puede comunicarse con nosotros:

- Dirección: Av. General Flores 2415, Montevideo
- Teléfono: [(+598) 2200 1995](tel:+59822001995)
- Correo electrónico: [ventas@quimicaoriental.com.uy](mailto:ventas@quimicaoriental.com.uy)
- Horario: {{horario}}

También puede escribirnos desde la página de [Contacto](/contact).
$md$
 where slug = 'terminos' and md5(body) = '03491f68ee1befa6585e7fe21120943e';

-- Información: the seeded 'no exchanges or returns' paragraph, where it is still as seeded.
update public.pages set body = replace(body,
$md$Por tratarse de materias primas fraccionadas, **no realizamos cambios ni devoluciones**. Le recomendamos revisar con atención su pedido antes de confirmarlo y consultarnos cualquier duda.$md$,
$md$Si compra como consumidor (sin RUT), puede arrepentirse de su compra dentro de los cinco días hábiles siguientes a la entrega o al retiro (Ley N.º 17.250, artículo 16), desde la página de su pedido: vea el [derecho de arrepentimiento](/terms-and-conditions#arrepentimiento) en los Términos y condiciones. Fuera de ese caso —compras con RUT y productos indicados como «Sin derecho de arrepentimiento»—, por tratarse de materias primas fraccionadas, **no realizamos cambios ni devoluciones**. Le recomendamos revisar con atención su pedido antes de confirmarlo y consultarnos cualquier duda.$md$)
 where slug = 'informacion';

-- Every page's text as it is now is its version 1.
insert into public.page_versions (slug, version, title, lead, body, published_at)
select slug, 1, title, lead, body, updated_at from public.pages;

-- Each save (and a page added later, e.g. /privacy) keeps its text as the page's next version (the page's row lock orders two saves of one page).
create or replace function public.keep_page_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if (new.title, new.lead, new.body) is not distinct from (old.title, old.lead, old.body) then
      return null;
    end if;
  end if;
  insert into public.page_versions (slug, version, title, lead, body, published_at)
    select new.slug, coalesce(max(v.version), 0) + 1, new.title, new.lead, new.body, new.updated_at
    from public.page_versions v where v.slug = new.slug;
  return null;
end
$$;
revoke execute on function public.keep_page_version() from public, anon, authenticated;

create trigger pages_keep_version after insert or update on public.pages
  for each row execute function public.keep_page_version();

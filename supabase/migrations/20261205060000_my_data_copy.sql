-- Issue 39, session 24 (docs/decisions/028): 'Mis datos' copy of an address's data (decision 031) as one function, so
-- its long query lives in the database instead of the Worker's upload (worker/db/my-data.ts calls it). Only the Worker
-- (service role) may run it.
create function public.my_data_copy(p_email text)
returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'pedidos', coalesce((select json_agg(json_build_object(
        'numero', o.id, 'fecha', o.created_at, 'estado', o.status, 'entrega', o.delivery_method,
        'pago', o.payment_method, 'correo', o.email, 'nombre', o.first_name, 'apellido', o.last_name,
        'telefono', o.phone, 'rut', o.rut, 'razonSocial', o.company_name, 'domicilioFiscal', o.company_address,
        'cedula', o.buyer_document, 'nota', o.note, 'subtotal', o.subtotal, 'descuentoCodigo', o.code_discount,
        'descuentoTransferencia', o.transfer_discount, 'envio', o.delivery_fee, 'total', o.total,
        'lineas', coalesce((select json_agg(json_build_object('producto', i.product_name, 'tamano', i.size,
                    'unidad', i.unit, 'precioUnitario', i.unit_price, 'cantidad', i.quantity,
                    'importe', i.line_total) order by i.id) from public.order_items i where i.order_id = o.id), '[]'))
        order by o.id) from public.orders o where lower(o.email) = lower(p_email)), '[]'),
    'direcciones', coalesce((select json_agg(json_build_object('pedido', o.id, 'calle', o.street,
        'apartamento', o.apartment, 'localidad', o.town, 'codigoPostal', o.zip) order by o.id)
        from public.orders o where lower(o.email) = lower(p_email) and o.street is not null), '[]'),
    'mensajes', coalesce((select json_agg(json_build_object('fecha', m.created_at, 'nombre', m.name,
        'correo', m.email, 'mensaje', m.message) order by m.id)
        from public.contact_messages m where lower(m.email) = lower(p_email)), '[]'),
    'suscripciones', coalesce((select json_agg(json_build_object('correo', s.email, 'estado', s.status,
        'origen', s.source, 'alta', s.created_at, 'confirmada', s.confirmed_at, 'baja', s.unsubscribed_at)
        order by s.id) from public.newsletter_subscribers s where lower(s.email) = lower(p_email)), '[]'),
    'avisosDeStock', coalesce((select json_agg(json_build_object('correo', a.email, 'producto', p.name,
        'tamano', v.size, 'estado', a.status, 'pedido', a.created_at, 'confirmado', a.confirmed_at,
        'avisado', a.notified_at) order by a.id)
        from public.stock_alerts a join public.products p on p.id = a.product_id
        left join public.product_variants v on v.id = a.variant_id where lower(a.email) = lower(p_email)), '[]'),
    'consentimientos', coalesce((select json_agg(c order by c."fecha") from (
        select 'Newsletter' as "para", s.consent_at as "fecha", s.consent_text as "texto", s.source as "origen"
          from public.newsletter_subscribers s where lower(s.email) = lower(p_email)
        union all
        select 'Aviso de stock', a.consent_at, a.consent_text, a.consent_source
          from public.stock_alerts a where lower(a.email) = lower(p_email)
        union all
        select 'Recordatorios de carrito', k.consent_at, k.consent_text, 'checkout'
          from public.kept_carts k where lower(k.email) = lower(p_email)) c), '[]'),
    'carritosGuardados', coalesce((select json_agg(json_build_object('correo', k.email, 'guardado', k.created_at,
        'actualizado', k.updated_at, 'recordatorio1', k.reminded_1_at, 'recordatorio2', k.reminded_2_at,
        'lineas', (select json_agg(json_build_object('producto', l->>'name', 'tamano', l->'size',
                    'unidad', l->>'unit', 'cantidad', l->'quantity', 'precioUnitario', l->'unitPrice')) from
                    jsonb_array_elements(k.lines) l)) order by k.id)
        from public.kept_carts k where lower(k.email) = lower(p_email)), '[]'),
    'recordatoriosDeCarrito', coalesce((select json_agg(json_build_object('fecha', r.sent_at,
        'recordatorio', r.stage) order by r.id)
        from public.cart_reminders r where lower(r.email) = lower(p_email)), '[]'),
    'bajaDeRecordatorios', coalesce((select json_agg(json_build_object('fecha', o.created_at, 'origen',
        case o.source when 'checkout' then 'No quiero recordatorios (al comprar)' else 'Enlace del correo' end))
        from public.cart_reminder_optouts o where o.email_hash = encode(sha256(convert_to(lower(p_email), 'UTF8')), 'hex')), '[]'),
    'correosEnviados', coalesce((select json_agg(json_build_object('fecha', m.created_at, 'asunto', m.subject,
        'estado', m.status) order by m.id)
        from public.mail_outbox m where lower(m.to_address) = lower(p_email)), '[]'),
    'cotizaciones', coalesce((select json_agg(json_build_object('numero', q.number, 'fecha', q.created_at,
        'estado', q.status, 'nota', q.note, 'validaHasta', q.valid_until, 'envio', q.delivery_fee,
        'pedido', q.order_id,
        'lineas', coalesce((select json_agg(json_build_object('producto', l.product_name, 'tamano', l.size,
                    'unidad', l.unit, 'cantidad', l.quantity, 'precioUnitario', l.unit_price) order by l.position)
                    from public.quote_lines l where l.quote_id = q.id), '[]')) order by q.id)
        from public.quotes q where q.email = lower(p_email)), '[]'),
    'cuenta', coalesce((select json_agg(json_build_object('correo', a.email, 'creada', a.created_at,
        'ultimoIngreso', a.linked_at,
        'pedidos', (select count(*) from public.orders o where o.customer_user_id = a.user_id)) order by a.created_at)
        from public.customer_accounts a where a.email = lower(p_email)), '[]'),
    'direccionesGuardadas', public.account_saved_addresses(p_email),
    'datosFiscales', public.account_saved_fiscal(p_email),
    'solicitudesCuentaEmpresa', coalesce((select json_agg(json_build_object('fecha', r.created_at,
        'estado', r.status, 'rut', r.rut, 'razonSocial', r.legal_name, 'domicilioFiscal', r.fiscal_address,
        'actividad', r.activity, 'comentario', r.comment, 'motivo', r.reason, 'respondida', r.decided_at)
        order by r.id) from public.business_requests r where r.email = lower(p_email)), '[]'),
    'compraParaEmpresa', coalesce((select json_agg(json_build_object('empresa', c.legal_name, 'rut', c.rut,
        'desde', b.added_at)) from public.company_buyers b join public.companies c on c.id = b.company_id
        where b.email = lower(p_email)), '[]')
  ) as data
$$;
revoke execute on function public.my_data_copy(text) from public, anon, authenticated;

-- Issue 44 follow-up: a quote request says where it goes ('Entrega'), so the owner can price the delivery cost.
-- Optional: null is 'Sin indicar'; otherwise 'retiro' (pickup at the shop) or one of the 19 departments
-- (domain/departments.ts, the same names as orders.town).
alter table public.quotes add column destination text
  constraint quotes_destination check (destination is null or destination in ('retiro',
    'Montevideo', 'Canelones', 'Maldonado', 'San José', 'Colonia', 'Rocha', 'Lavalleja', 'Florida', 'Flores',
    'Soriano', 'Río Negro', 'Durazno', 'Treinta y Tres', 'Cerro Largo', 'Tacuarembó', 'Paysandú', 'Salto', 'Rivera',
    'Artigas'));

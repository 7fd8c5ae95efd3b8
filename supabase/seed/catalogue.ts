/**
 * The demo catalogue: categories, products with their size variants, blog posts, the social feed and the
 * banner that a fresh shop is seeded with (supabase/seed/seed.ts), and whose pictures
 * scripts/generate-images.ts draws into web/public/images. Field names follow the table columns.
 *
 * Prices are whole Uruguayan pesos, tax included. The listing price of a product is its smallest
 * variant's price after the discount (kept by the database triggers), and the catalogue is spread so
 * that every price range of the shop filter (0-200, 200-500, 500-750, 750-1000, 1000+) has products.
 */

export type CategorySlug = "aceites" | "fragancias" | "colorantes" | "sabores" | "vitaminas" | "otros";
export type Unit = "cc" | "ml" | "grs";
export type VariantSize = 30 | 100 | 500 | 1000;

export const VARIANT_SIZES: readonly VariantSize[] = [30, 100, 500, 1000];

export interface SeedCategory {
  slug: "todos" | CategorySlug;
  title: string;
  image: string;
  is_all: boolean;
  sort_order: number;
}

export interface SeedVariant {
  size: VariantSize;
  /** Price before the product's discount, whole UYU. */
  price: number;
  /** Units of this size (products that count their stock by size). */
  stock: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  code: string;
  /** Slug of the product's category. */
  category: CategorySlug;
  description: string;
  /** [main, hover]. */
  thumb_images: readonly [string, string];
  images: readonly string[];
  variants: readonly SeedVariant[];
  discount: number;
  is_new: boolean;
  /** DESIGN.md section 10: units per size ('size'), or one amount in the product's unit ('bulk'). */
  stock_mode: "size" | "bulk";
  bulk_stock: number;
  unit: Unit;
  benefits: readonly string[];
  uses: readonly string[];
  doses: readonly string[];
  is_not_eaten: boolean;
}

export interface BlogSection {
  title: string;
  text: string;
}

export interface SeedBlogPost {
  /** Used only for the image file names; blog posts are addressed by id. */
  key: string;
  main_title: string;
  category: string;
  cover_image_url: string;
  image_urls: readonly string[];
  quote: string | null;
  video_link: string | null;
  content: readonly BlogSection[];
  /** ISO 8601 timestamp. */
  created_at: string;
}

export interface SeedFeedItem {
  link: string;
  img: string;
  sort_order: number;
}

export interface SeedBanner {
  title: string;
  subtitle: string;
  comment: string;
  image: string;
  imageAlt: string;
  link: string;
}

/** Lower-case, accents stripped, every run of other characters turned into one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Public URLs of a product's two pictures: main and hover. */
export function productImagePaths(slug: string): [string, string] {
  return [`/images/products/${slug}-1.webp`, `/images/products/${slug}-2.webp`];
}

export const categories: readonly SeedCategory[] = [
  { slug: "todos", title: "Todos", image: "/images/categories/todos.webp", is_all: true, sort_order: 0 },
  { slug: "aceites", title: "Aceites", image: "/images/categories/aceites.webp", is_all: false, sort_order: 1 },
  {
    slug: "fragancias",
    title: "Fragancias",
    image: "/images/categories/fragancias.webp",
    is_all: false,
    sort_order: 2,
  },
  {
    slug: "colorantes",
    title: "Colorantes",
    image: "/images/categories/colorantes.webp",
    is_all: false,
    sort_order: 3,
  },
  { slug: "sabores", title: "Sabores", image: "/images/categories/sabores.webp", is_all: false, sort_order: 4 },
  { slug: "vitaminas", title: "Vitaminas", image: "/images/categories/vitaminas.webp", is_all: false, sort_order: 5 },
  { slug: "otros", title: "Otros", image: "/images/categories/otros.webp", is_all: false, sort_order: 6 },
];

interface ProductInput {
  name: string;
  code: string;
  category: CategorySlug;
  unit: Unit;
  prices: Partial<Record<VariantSize, number>>;
  /** Units of each size (stock by size), unless `bulk` is given. */
  quantity: number;
  /** Stock in bulk: the amount in the product's unit that all its sizes draw on. */
  bulk?: number;
  discount?: number;
  isNew?: boolean;
  notEaten?: boolean;
  description: string;
  benefits: string[];
  uses: string[];
  doses: string[];
}

function product(input: ProductInput): SeedProduct {
  const slug = slugify(input.name);
  const pictures = productImagePaths(slug);
  const variants = VARIANT_SIZES.flatMap((size): SeedVariant[] => {
    const price = input.prices[size];
    return price === undefined ? [] : [{ size, price, stock: input.bulk === undefined ? input.quantity : 0 }];
  });
  return {
    slug,
    name: input.name,
    code: input.code,
    category: input.category,
    description: input.description,
    thumb_images: pictures,
    images: pictures,
    variants,
    discount: input.discount ?? 0,
    is_new: input.isNew ?? false,
    stock_mode: input.bulk === undefined ? "size" : "bulk",
    bulk_stock: input.bulk ?? 0,
    unit: input.unit,
    benefits: input.benefits,
    uses: input.uses,
    doses: input.doses,
    is_not_eaten: input.notEaten ?? false,
  };
}

export const products: readonly SeedProduct[] = [
  // ── Aceites: esenciales, vegetales y mantecas ──────────────────────────────────────────────────
  product({
    name: "Aceite esencial de Lavanda",
    code: "AE-001",
    category: "aceites",
    unit: "cc",
    prices: { 30: 290, 100: 690, 500: 2890, 1000: 4990 },
    discount: 15,
    quantity: 120,
    notEaten: true,
    description:
      "Aceite esencial puro de Lavandula angustifolia, obtenido por destilación al vapor de las flores. Su aroma floral, suave y herbáceo lo convierte en el aceite más versátil de la aromaterapia. Ideal para cosmética natural, jabonería y difusión ambiental.",
    benefits: [
      "Favorece la relajación y el descanso",
      "Calma la piel después del sol o la depilación",
      "Aroma equilibrante, agradable para toda la familia",
    ],
    uses: ["Difusor ambiental", "Aceites de masaje y cremas corporales", "Jabones, sales de baño y velas"],
    doses: [
      "Piel: 2 a 3 gotas en 10 ml de aceite portador (1 %)",
      "Difusor: 4 a 6 gotas en el agua del equipo",
      "Jabón: hasta 3 % del peso de los aceites",
    ],
  }),
  product({
    name: "Aceite esencial de Limón",
    code: "AE-002",
    category: "aceites",
    unit: "cc",
    prices: { 30: 190, 100: 450, 500: 1790, 1000: 3190 },
    quantity: 150,
    notEaten: true,
    description:
      "Aceite esencial de Citrus limon obtenido por prensado en frío de la cáscara. Fresco, chispeante y limpio, aporta una nota cítrica luminosa a perfumes, limpiadores y cosmética capilar. Es fotosensibilizante: no lo aplique sobre la piel antes de exponerse al sol.",
    benefits: [
      "Aroma estimulante que despeja el ambiente",
      "Acción purificante y desengrasante",
      "Realza la nota de salida de cualquier mezcla",
    ],
    uses: ["Limpiadores caseros", "Difusión en ambientes de trabajo", "Champús y tónicos para cabello graso"],
    doses: [
      "Piel: máximo 2 % en productos que se enjuagan",
      "Difusor: 3 a 5 gotas",
      "Evitar el sol durante 12 horas después de aplicarlo",
    ],
  }),
  product({
    name: "Aceite esencial de Eucalipto",
    code: "AE-003",
    category: "aceites",
    unit: "cc",
    prices: { 30: 180, 100: 420, 500: 1590, 1000: 2790 },
    quantity: 95,
    notEaten: true,
    description:
      "Aceite esencial de Eucalyptus globulus destilado de las hojas frescas. Su aroma balsámico y penetrante es el clásico de los vahos y los bálsamos de invierno. Rico en 1,8-cineol.",
    benefits: [
      "Sensación de respiración despejada",
      "Aroma fresco y balsámico",
      "Purifica el aire de los ambientes cerrados",
    ],
    uses: ["Vahos e inhalaciones", "Bálsamos y ungüentos de pecho", "Limpiadores y desodorantes de ambiente"],
    doses: [
      "Inhalación: 2 gotas en un bol de agua caliente",
      "Bálsamo: 2 a 3 % de la fórmula",
      "No usar en niños menores de 6 años",
    ],
  }),
  product({
    name: "Aceite esencial de Menta piperita",
    code: "AE-004",
    category: "aceites",
    unit: "cc",
    prices: { 30: 260, 100: 620, 500: 2490, 1000: 4390 },
    isNew: true,
    quantity: 80,
    notEaten: true,
    description:
      "Aceite esencial de Mentha x piperita, destilado de la planta en floración. Intenso y refrescante, con alto contenido de mentol. Una sola gota da frescor a un gel, un bálsamo o un champú.",
    benefits: [
      "Efecto frío y refrescante inmediato",
      "Alivia la sensación de piernas cansadas",
      "Aroma vigorizante que ayuda a concentrarse",
    ],
    uses: ["Geles para pies y piernas", "Champús y lociones refrescantes", "Bálsamos labiales en baja dilución"],
    doses: [
      "Piel: 1 gota en 10 ml de aceite portador",
      "Evitar el contacto con ojos y mucosas",
      "No usar en niños menores de 6 años ni durante el embarazo",
    ],
  }),
  product({
    name: "Aceite esencial de Árbol de té",
    code: "AE-005",
    category: "aceites",
    unit: "cc",
    prices: { 30: 310, 100: 750, 500: 2990, 1000: 5290 },
    discount: 10,
    quantity: 110,
    notEaten: true,
    description:
      "Aceite esencial de Melaleuca alternifolia destilado de las hojas. Conocido por su acción purificante, es un básico para el cuidado de pieles con tendencia grasa. Aroma herbáceo, medicinal y fresco.",
    benefits: [
      "Acción purificante natural",
      "Ayuda a controlar el exceso de grasa en la piel",
      "Complemento ideal para el cuidado de uñas y pies",
    ],
    uses: ["Tónicos y geles faciales para piel grasa", "Champús anticaspa", "Desodorantes y talcos para pies"],
    doses: [
      "Uso localizado: 1 gota diluida sobre la zona",
      "Fórmulas faciales: 0,5 a 1 %",
      "Champú: 10 gotas cada 100 ml",
    ],
  }),
  product({
    name: "Aceite esencial de Naranja dulce",
    code: "AE-006",
    category: "aceites",
    unit: "cc",
    prices: { 30: 170, 100: 390, 500: 1490, 1000: 2590 },
    quantity: 160,
    notEaten: true,
    description:
      "Aceite esencial de Citrus sinensis obtenido por prensado en frío de la cáscara. Dulce, alegre y muy rendidor, es uno de los favoritos para jabones, velas y ambientadores. Combina muy bien con canela, vainilla y lavanda.",
    benefits: [
      "Aroma alegre que mejora el ánimo",
      "Excelente relación entre precio y rendimiento",
      "Buen disolvente natural de residuos",
    ],
    uses: ["Jabones artesanales y velas", "Ambientadores y limpiadores", "Mezclas para difusor"],
    doses: ["Jabón: hasta 3 %", "Difusor: 5 a 8 gotas", "Piel: máximo 1 % en productos sin enjuague"],
  }),
  product({
    name: "Aceite esencial de Romero",
    code: "AE-007",
    category: "aceites",
    unit: "cc",
    prices: { 30: 240, 100: 560, 500: 2190, 1000: 3890 },
    quantity: 0,
    notEaten: true,
    description:
      "Aceite esencial de Rosmarinus officinalis quimiotipo cineol, destilado de las ramas en flor. Herbáceo y alcanforado, es tradicional en el cuidado del cabello y en los masajes después del ejercicio.",
    benefits: [
      "Estimula el cuero cabelludo",
      "Aroma tónico que despeja la mente",
      "Reconfortante para músculos cansados",
    ],
    uses: ["Lociones y champús capilares", "Aceites de masaje deportivo", "Jabones de hierbas"],
    doses: [
      "Capilar: 5 gotas cada 50 ml de champú",
      "Masaje: 2 % en aceite portador",
      "Evitar durante el embarazo y en personas con epilepsia o hipertensión",
    ],
  }),
  product({
    name: "Aceite esencial de Geranio",
    code: "AE-008",
    category: "aceites",
    unit: "cc",
    prices: { 100: 1090, 500: 4490, 1000: 7990 },
    quantity: 45,
    notEaten: true,
    description:
      "Aceite esencial de Pelargonium graveolens destilado de hojas y tallos. Floral, rosado y verde a la vez, equilibra las pieles mixtas y aporta un perfume elegante a cremas y jabones.",
    benefits: ["Equilibra la producción de sebo", "Perfume floral duradero", "Aroma armonizante"],
    uses: ["Cremas faciales y sérums", "Perfumes naturales", "Jabones y bombas de baño"],
    doses: ["Facial: 0,5 %", "Corporal: 1 a 2 %", "Jabón: hasta 2 %"],
  }),
  product({
    name: "Aceite esencial de Ylang ylang",
    code: "AE-009",
    category: "aceites",
    unit: "cc",
    prices: { 30: 790, 100: 1890 },
    isNew: true,
    quantity: 30,
    notEaten: true,
    description:
      "Aceite esencial de Cananga odorata destilado de las flores frescas. Exótico, dulce y muy intenso: pocas gotas bastan para dar carácter a una mezcla. Un clásico de la perfumería natural.",
    benefits: ["Aroma sensual y relajante", "Aporta brillo y suavidad al cabello", "Nota floral de gran fijación"],
    uses: ["Perfumes y body splash", "Aceites de masaje", "Acondicionadores y mascarillas capilares"],
    doses: ["Perfume: hasta 5 % de la mezcla", "Masaje: 1 %", "Usar con moderación: en exceso resulta empalagoso"],
  }),
  product({
    name: "Aceite esencial de Pomelo rosado",
    code: "AE-010",
    category: "aceites",
    unit: "cc",
    prices: { 30: 230, 100: 540, 500: 2090, 1000: 3690 },
    discount: 25,
    quantity: 70,
    notEaten: true,
    description:
      "Aceite esencial de Citrus paradisi obtenido por prensado en frío de la cáscara. Fresco, jugoso y apenas amargo, es muy usado en cosmética corporal y en geles reductores.",
    benefits: ["Aroma energizante", "Tonifica y refresca la piel", "Complemento clásico de los geles reductores"],
    uses: ["Geles y cremas corporales", "Colonias y body splash", "Difusor por la mañana"],
    doses: ["Corporal: 1 a 2 %", "Difusor: 5 gotas", "Fotosensibilizante: evitar el sol después de aplicarlo"],
  }),
  product({
    name: "Aceite esencial de Canela",
    code: "AE-011",
    category: "aceites",
    unit: "cc",
    prices: { 100: 590, 500: 2390, 1000: 4190 },
    quantity: 40,
    notEaten: true,
    description:
      "Aceite esencial de Cinnamomum zeylanicum destilado de la hoja. Cálido, especiado y muy potente, es perfecto para ambientar en invierno y para velas y jabones de temporada. Puede irritar la piel: úselo siempre muy diluido.",
    benefits: ["Aroma cálido y acogedor", "Purifica el ambiente", "Refuerza las mezclas dulces y cítricas"],
    uses: ["Velas y ambientadores", "Jabones de temporada", "Mezclas para difusor con naranja dulce"],
    doses: ["Difusor: 2 a 3 gotas", "Jabón y velas: máximo 1 %", "No aplicar puro sobre la piel"],
  }),
  product({
    name: "Aceite de Almendras dulces",
    code: "AV-001",
    category: "aceites",
    unit: "cc",
    prices: { 30: 150, 100: 330, 500: 1290, 1000: 2290 },
    quantity: 200,
    description:
      "Aceite vegetal refinado de Prunus amygdalus dulcis, de primera calidad. Liviano, sin olor y de rápida absorción, es el aceite portador más usado para masajes y para diluir aceites esenciales.",
    benefits: ["Suaviza y nutre la piel seca", "Apto para pieles sensibles", "Se absorbe sin dejar sensación grasa"],
    uses: ["Base para masajes y diluciones", "Cremas, bálsamos y jabones", "Desmaquillante natural"],
    doses: ["Masaje: unas gotas sobre la piel limpia", "Cremas: 5 a 15 % de la fase oleosa"],
  }),
  product({
    name: "Aceite de Jojoba",
    code: "AV-002",
    category: "aceites",
    unit: "cc",
    prices: { 100: 690, 500: 2990, 1000: 5490 },
    quantity: 60,
    description:
      "Cera líquida prensada en frío de las semillas de Simmondsia chinensis. Su composición se parece mucho al sebo de la piel, por eso equilibra tanto pieles secas como grasas. Muy estable: no se enrancia con facilidad.",
    benefits: [
      "Regula la grasa sin obstruir los poros",
      "Nutre el cabello y las puntas secas",
      "Gran estabilidad frente a la oxidación",
    ],
    uses: ["Sérums faciales", "Aceites capilares y para barba", "Bálsamos labiales"],
    doses: ["Facial: 2 a 3 gotas por la noche", "Capilar: unas gotas en medios y puntas"],
  }),
  product({
    name: "Aceite de Rosa Mosqueta",
    code: "AV-003",
    category: "aceites",
    unit: "cc",
    prices: { 100: 890, 500: 3990, 1000: 7490 },
    quantity: 55,
    description:
      "Aceite vegetal de Rosa rubiginosa obtenido por prensado en frío de las semillas. Rico en ácidos grasos esenciales y en vitamina A natural, es el aceite de referencia para cicatrices, estrías y manchas.",
    benefits: ["Ayuda a atenuar cicatrices y estrías", "Regenera y unifica el tono de la piel", "Nutre en profundidad"],
    uses: ["Sérums y aceites faciales de noche", "Cuidado de cicatrices", "Cremas antiestrías"],
    doses: ["Facial: 2 a 3 gotas por la noche", "Conservar en lugar fresco y protegido de la luz"],
  }),
  product({
    name: "Aceite de Coco fraccionado",
    code: "AV-004",
    category: "aceites",
    unit: "cc",
    prices: { 100: 520, 500: 1990, 1000: 3490 },
    isNew: true,
    quantity: 85,
    description:
      "Aceite de coco fraccionado (triglicéridos caprílico y cáprico): siempre líquido, transparente e inodoro. Liviano y muy estable, no mancha la ropa y es la base ideal para roll-on y perfumes en aceite.",
    benefits: ["Textura liviana y sedosa", "No se solidifica ni se enrancia", "No mancha la ropa"],
    uses: ["Roll-on de aceites esenciales", "Aceites de masaje", "Perfumes en base oleosa"],
    doses: ["Roll-on: completar el envase después de agregar los esenciales", "Masaje: puro o mezclado"],
  }),
  product({
    name: "Aceite de Argán",
    code: "AV-005",
    category: "aceites",
    unit: "cc",
    prices: { 30: 890, 100: 2190, 500: 8990 },
    discount: 10,
    quantity: 35,
    description:
      "Aceite de Argania spinosa prensado en frío, de origen marroquí. Rico en vitamina E y ácidos grasos, aporta brillo al cabello y elasticidad a la piel. Lo llaman el oro líquido de Marruecos.",
    benefits: ["Brillo y control del frizz", "Mejora la elasticidad de la piel", "Rico en vitamina E natural"],
    uses: ["Sérums capilares", "Cremas faciales y contorno de ojos", "Cuidado de uñas y cutículas"],
    doses: ["Capilar: 2 gotas en medios y puntas", "Facial: 2 a 3 gotas"],
  }),
  product({
    name: "Manteca de Karité",
    code: "MT-001",
    category: "aceites",
    unit: "grs",
    prices: { 100: 390, 500: 1490, 1000: 2690 },
    quantity: 90,
    description:
      "Manteca refinada de Butyrospermum parkii, de color marfil y aroma neutro. Se funde al contacto con la piel y aporta una nutrición profunda. Base indispensable de bálsamos, cremas y jabones cremosos.",
    benefits: [
      "Nutre y protege la piel muy seca",
      "Textura untuosa que se funde con la piel",
      "Aporta dureza y cremosidad a los jabones",
    ],
    uses: ["Bálsamos corporales y labiales", "Cremas de manos y pies", "Jabones artesanales"],
    doses: ["Bálsamo: 20 a 50 %", "Cremas: 3 a 10 %", "Jabón: 5 a 10 % de los aceites"],
  }),
  product({
    name: "Manteca de Cacao",
    code: "MT-002",
    category: "aceites",
    unit: "grs",
    prices: { 100: 450, 500: 1790, 1000: 3290 },
    quantity: 40,
    description:
      "Manteca de Theobroma cacao sin desodorizar, con su característico aroma a chocolate. Sólida a temperatura ambiente, da firmeza a las barras y un perfume delicioso a bálsamos y cremas.",
    benefits: [
      "Forma una película protectora sobre la piel",
      "Aroma natural a chocolate",
      "Da firmeza a barras y bálsamos",
    ],
    uses: ["Barras y bálsamos labiales", "Cremas corporales", "Jabones y barras de masaje"],
    doses: [],
  }),

  // ── Fragancias ─────────────────────────────────────────────────────────────────────────────────
  product({
    name: "Fragancia Vainilla",
    code: "FR-001",
    category: "fragancias",
    unit: "cc",
    prices: { 30: 210, 100: 490, 500: 1890, 1000: 3290 },
    discount: 15,
    quantity: 140,
    notEaten: true,
    description:
      "Fragancia concentrada de vainilla, dulce, cálida y cremosa, formulada para cosmética, jabonería y velas. Muy buena fijación y difusión tanto en frío como en caliente.",
    benefits: [
      "Aroma gourmand envolvente",
      "Alta concentración: rinde mucho",
      "Estable en jabón de glicerina y en cera de soja",
    ],
    uses: ["Velas de soja y de parafina", "Jabones, cremas y body splash", "Ambientadores y difusores de varillas"],
    doses: ["Velas: 6 a 10 % del peso de la cera", "Jabón: 2 a 3 %", "Cremas: 0,5 a 1 %"],
  }),
  product({
    name: "Fragancia Coco",
    code: "FR-002",
    category: "fragancias",
    unit: "cc",
    prices: { 30: 210, 100: 490, 500: 1890, 1000: 3290 },
    quantity: 110,
    notEaten: true,
    description:
      "Fragancia de coco tropical, dulce y lechosa, que recuerda al verano. Pensada para productos corporales, jabones y velas.",
    benefits: ["Aroma veraniego y cremoso", "Excelente en productos corporales", "Buena fijación en velas"],
    uses: ["Cremas, aceites y exfoliantes corporales", "Jabones artesanales", "Velas y ambientadores"],
    doses: [],
  }),
  product({
    name: "Fragancia Frutos rojos",
    code: "FR-003",
    category: "fragancias",
    unit: "cc",
    prices: { 30: 220, 100: 520, 500: 1990, 1000: 3490 },
    isNew: true,
    quantity: 75,
    notEaten: true,
    description:
      "Fragancia frutal de frutilla, frambuesa y mora, jugosa y alegre. Una de las preferidas para jabones de colores, productos para adolescentes y aromatizantes de auto.",
    benefits: ["Aroma frutal muy intenso", "Combina con colorantes rosados y violetas", "Gusta a todas las edades"],
    uses: ["Jabones y bombas de baño", "Body splash y cremas", "Aromatizantes de auto y placares"],
    doses: ["Jabón: 2 a 3 %", "Difusor de varillas: 20 a 25 % de la base"],
  }),
  product({
    name: "Fragancia Sándalo",
    code: "FR-004",
    category: "fragancias",
    unit: "cc",
    prices: { 100: 560, 500: 2190, 1000: 3890 },
    quantity: 0,
    notEaten: true,
    description:
      "Fragancia amaderada de sándalo, cálida, cremosa y apenas especiada. Aporta profundidad a los perfumes y es muy apreciada en sahumerios, velas y productos masculinos.",
    benefits: ["Nota de fondo de gran fijación", "Aroma cálido y sereno", "Ideal para líneas masculinas"],
    uses: ["Perfumes y colonias", "Velas y sahumerios", "Jabones y after shave"],
    doses: ["Perfume: 15 a 20 % en alcohol", "Velas: 8 % del peso de la cera"],
  }),
  product({
    name: "Fragancia Té verde",
    code: "FR-005",
    category: "fragancias",
    unit: "cc",
    prices: { 30: 230, 100: 540, 500: 2090, 1000: 3690 },
    quantity: 65,
    notEaten: true,
    description:
      "Fragancia fresca de té verde con notas cítricas y de bambú. Limpia y elegante, es un clásico de hoteles y spas.",
    benefits: ["Sensación de limpieza y frescura", "Aroma unisex", "Muy buena difusión en ambientes"],
    uses: ["Difusores de varillas", "Jabones líquidos y geles de ducha", "Aromatizantes textiles"],
    doses: ["Difusor de varillas: 20 % de la base", "Jabón líquido: 1 %"],
  }),
  product({
    name: "Fragancia Bebé",
    code: "FR-006",
    category: "fragancias",
    unit: "cc",
    prices: { 30: 190, 100: 460, 500: 1790, 1000: 3190 },
    quantity: 120,
    notEaten: true,
    description:
      "Fragancia suave tipo talco, con notas de algodón y flores blancas. Delicada y reconfortante, ideal para aromatizantes textiles, ropa de cama y productos para toda la familia.",
    benefits: ["Aroma suave y reconfortante", "Muy buena fijación en textiles", "Agradable para toda la familia"],
    uses: ["Aromatizantes de ropa y sábanas", "Talcos y cremas para adultos", "Jabones de glicerina"],
    doses: [],
  }),
  product({
    name: "Fragancia Flor de algodón",
    code: "FR-007",
    category: "fragancias",
    unit: "cc",
    prices: { 30: 190, 100: 460, 500: 1790, 1000: 3190 },
    discount: 10,
    quantity: 95,
    notEaten: true,
    description:
      "Fragancia limpia de algodón recién lavado, fresca y luminosa. Perfecta para aromatizantes de ropa, difusores y productos de limpieza.",
    benefits: ["Aroma a ropa limpia", "Alta difusión", "Compatible con bases de limpieza"],
    uses: ["Aromatizantes textiles", "Difusores de varillas", "Suavizantes y limpiadores de pisos"],
    doses: ["Aromatizante textil: 3 a 5 % en alcohol y agua", "Limpiador: 0,5 a 1 %"],
  }),
  product({
    name: "Esencia de Jazmín",
    code: "FR-008",
    category: "fragancias",
    unit: "cc",
    prices: { 30: 340, 100: 820, 500: 3290 },
    isNew: true,
    quantity: 50,
    notEaten: true,
    description:
      "Esencia de jazmín floral, blanca y sensual, de gran intensidad. Aporta un corazón floral elegante a perfumes, cremas y velas.",
    benefits: ["Nota floral intensa y elegante", "Gran fijación", "Combina con sándalo y vainilla"],
    uses: ["Perfumes y colonias", "Cremas y aceites corporales", "Velas decorativas"],
    doses: ["Perfume: 15 a 20 % en alcohol", "Cremas: 0,5 %"],
  }),
  product({
    name: "Esencia de Rosas",
    code: "FR-009",
    category: "fragancias",
    unit: "cc",
    prices: { 30: 340, 100: 820, 500: 3290 },
    quantity: 45,
    notEaten: true,
    description:
      "Esencia de rosas clásica, romántica y de gran fijación. Reproduce el perfume de la rosa damascena a un precio accesible para jabones, cremas y aguas perfumadas.",
    benefits: ["Perfume de rosa natural y reconocible", "Excelente fijación", "Rinde mucho en jabones"],
    uses: ["Agua de rosas perfumada", "Jabones y sales de baño", "Cremas de manos"],
    doses: ["Jabón: 2 %", "Agua perfumada: 1 % con solubilizante"],
  }),

  // ── Colorantes ─────────────────────────────────────────────────────────────────────────────────
  product({
    name: "Colorante Azul Brillante",
    code: "CO-001",
    category: "colorantes",
    unit: "ml",
    prices: { 30: 160, 100: 380, 500: 1390, 1000: 2390 },
    quantity: 130,
    description:
      "Colorante alimentario azul brillante (E133) en solución acuosa concentrada. Apto para alimentos y bebidas, y también para jabones y cosméticos. Pocas gotas dan un azul intenso y parejo.",
    benefits: ["Grado alimentario", "Color intenso con muy poca dosis", "Soluble en agua y glicerina"],
    uses: ["Repostería, glaseados y bebidas", "Jabones de glicerina y sales de baño", "Geles y champús"],
    doses: ["Alimentos: 1 a 3 gotas cada 100 g", "Jabón: gota a gota hasta lograr el tono"],
  }),
  product({
    name: "Colorante Rojo Allura",
    code: "CO-002",
    category: "colorantes",
    unit: "ml",
    prices: { 30: 160, 100: 380, 500: 1390, 1000: 2390 },
    quantity: 125,
    description:
      "Colorante alimentario rojo allura (E129) en solución concentrada. Da un rojo cereza vivo a tortas, glaseados, bebidas y golosinas, y también a jabones y sales.",
    benefits: ["Grado alimentario", "Rojo vivo y estable al horneado", "Fácil de dosificar"],
    uses: ["Masas, cremas y glaseados", "Bebidas y gelatinas", "Jabones y sales de baño"],
    doses: ["Alimentos: 1 a 3 gotas cada 100 g", "Para tonos rosados, diluir antes en agua"],
  }),
  product({
    name: "Colorante Amarillo Tartrazina",
    code: "CO-003",
    category: "colorantes",
    unit: "ml",
    prices: { 30: 150, 100: 360, 500: 1290, 1000: 2290 },
    quantity: 140,
    description:
      "Colorante alimentario amarillo tartrazina (E102) en solución. Amarillo limón brillante para repostería, pastas, bebidas y productos de limpieza.",
    benefits: ["Grado alimentario", "Amarillo brillante y uniforme", "Base para lograr verdes y naranjas"],
    uses: ["Pastas, masas y cremas", "Bebidas y helados", "Detergentes y limpiadores"],
    doses: ["Alimentos: 1 a 2 gotas cada 100 g"],
  }),
  product({
    name: "Colorante Amarillo Ocaso",
    code: "CO-004",
    category: "colorantes",
    unit: "ml",
    prices: { 30: 150, 100: 360, 500: 1290, 1000: 2290 },
    discount: 20,
    quantity: 90,
    description:
      "Colorante alimentario amarillo ocaso (E110) en solución, de tono anaranjado. Ideal para productos sabor naranja o durazno, quesos, snacks y bebidas.",
    benefits: ["Grado alimentario", "Tono naranja cálido", "Muy estable a la luz"],
    uses: ["Bebidas y jugos", "Postres y helados", "Jabones y velas de tonos cálidos"],
    doses: ["Alimentos: 1 a 3 gotas cada 100 g"],
  }),
  product({
    name: "Colorante Verde Esmeralda",
    code: "CO-005",
    category: "colorantes",
    unit: "ml",
    prices: { 30: 170, 100: 400, 500: 1490, 1000: 2590 },
    quantity: 80,
    notEaten: true,
    description:
      "Colorante cosmético verde esmeralda, hidrosoluble, para jabones, geles, sales y bombas de baño. Uso exclusivamente cosmético: no apto para alimentos.",
    benefits: ["Verde intenso y transparente", "No mancha la piel en las dosis recomendadas", "Muy concentrado"],
    uses: ["Jabones de glicerina", "Geles de ducha y champús", "Sales y bombas de baño"],
    doses: ["Jabón: 1 a 5 gotas cada 100 g de base", "Geles: gota a gota hasta el tono deseado"],
  }),
  product({
    name: "Colorante Violeta cosmético",
    code: "CO-006",
    category: "colorantes",
    unit: "ml",
    prices: { 30: 180, 100: 420, 500: 1590 },
    isNew: true,
    quantity: 60,
    notEaten: true,
    description:
      "Colorante cosmético violeta hidrosoluble, de tono lavanda intenso. Pensado para jabones, sales de baño y geles. No apto para uso alimentario.",
    benefits: ["Tono violeta profundo", "Combina con fragancias de lavanda", "Rinde mucho"],
    uses: ["Jabones de glicerina", "Sales de baño", "Geles y espumas"],
    doses: ["Jabón: 1 a 5 gotas cada 100 g de base"],
  }),
  product({
    name: "Colorante Rosa cosmético",
    code: "CO-007",
    category: "colorantes",
    unit: "ml",
    prices: { 30: 180, 100: 420, 500: 1590 },
    quantity: 70,
    notEaten: true,
    description:
      "Colorante cosmético rosa chicle hidrosoluble, para jabones, bombas de baño y productos infantiles. No apto para uso alimentario.",
    benefits: ["Rosa vibrante", "Fácil de mezclar con otros colorantes", "Hidrosoluble"],
    uses: ["Jabones y bombas de baño", "Sales de baño", "Slime y masas de juego"],
    doses: [],
  }),
  product({
    name: "Mica Dorada",
    code: "CO-008",
    category: "colorantes",
    unit: "grs",
    prices: { 30: 260, 100: 690, 500: 2890 },
    quantity: 55,
    notEaten: true,
    description:
      "Mica perlada color oro, de grano fino, que da brillo metálico a jabones, bálsamos, sales y velas. Se dispersa en aceites y en glicerina. No apta para uso alimentario.",
    benefits: ["Brillo metálico y perlado", "Apta para jabones y cosméticos", "Se dispersa con facilidad"],
    uses: ["Decoración de jabones", "Bálsamos y sombras caseras", "Velas y sales de baño"],
    doses: [],
  }),

  // ── Sabores ────────────────────────────────────────────────────────────────────────────────────
  product({
    name: "Sabor Frutilla",
    code: "SA-001",
    category: "sabores",
    unit: "cc",
    prices: { 30: 170, 100: 390, 500: 1490, 1000: 2590 },
    discount: 15,
    quantity: 150,
    description:
      "Saborizante alimentario de frutilla, hidrosoluble y concentrado. Apto para repostería, helados, bebidas y bálsamos labiales. Aroma jugoso y natural.",
    benefits: ["Grado alimentario", "Muy concentrado: rinde mucho", "Resiste la cocción y el horneado"],
    uses: ["Tortas, cremas y helados", "Bebidas y licuados", "Bálsamos labiales saborizados"],
    doses: ["Repostería: 2 a 4 ml por kg de masa", "Bebidas: 0,5 a 1 ml por litro"],
  }),
  product({
    name: "Sabor Vainilla",
    code: "SA-002",
    category: "sabores",
    unit: "cc",
    prices: { 30: 160, 100: 370, 500: 1390, 1000: 2490 },
    quantity: 160,
    description:
      "Saborizante alimentario de vainilla, el básico de toda cocina dulce. Aroma cremoso y redondo, sin alcohol, que no se evapora en el horno.",
    benefits: ["Grado alimentario", "Sin alcohol", "Aroma estable al calor"],
    uses: ["Bizcochuelos, galletitas y budines", "Cremas, flanes y helados", "Licuados y café"],
    doses: ["Repostería: 3 a 5 ml por kg de masa", "Cremas: 1 ml por litro"],
  }),
  product({
    name: "Sabor Dulce de leche",
    code: "SA-003",
    category: "sabores",
    unit: "cc",
    prices: { 100: 450, 500: 1690, 1000: 2990 },
    isNew: true,
    quantity: 100,
    description:
      "Saborizante alimentario de dulce de leche, con notas de caramelo y leche cocida. Perfecto para helados, alfajores y bebidas con el sabor más rioplatense.",
    benefits: ["Grado alimentario", "Sabor intenso y auténtico", "Resiste la cocción"],
    uses: ["Helados y postres", "Rellenos y masas de alfajores", "Licores y bebidas lácteas"],
    doses: ["Helados: 2 a 3 ml por litro de mezcla", "Masas: 3 ml por kg"],
  }),
  product({
    name: "Sabor Menta",
    code: "SA-004",
    category: "sabores",
    unit: "cc",
    prices: { 30: 170, 100: 390, 500: 1490, 1000: 2590 },
    quantity: 85,
    description:
      "Saborizante alimentario de menta fresca. Da un toque refrescante a chocolates, helados, tragos y caramelos.",
    benefits: ["Grado alimentario", "Frescor intenso", "Combina muy bien con chocolate"],
    uses: ["Chocolates y bombones", "Helados y cremas", "Tragos y jarabes"],
    doses: ["Chocolate: 1 ml por kg", "Bebidas: 0,5 ml por litro"],
  }),
  product({
    name: "Sabor Limón",
    code: "SA-005",
    category: "sabores",
    unit: "cc",
    prices: { 30: 160, 100: 370, 500: 1390, 1000: 2490 },
    quantity: 90,
    description:
      "Saborizante alimentario de limón, cítrico y natural. Aporta el perfume de la cáscara rallada a tortas, merengues, limonadas y helados.",
    benefits: ["Grado alimentario", "Aroma de cáscara recién rallada", "Soluble en agua"],
    uses: ["Tortas y budines", "Limonadas y jugos", "Helados y merengues"],
    doses: ["Repostería: 2 a 3 ml por kg de masa", "Bebidas: 0,5 ml por litro"],
  }),
  product({
    name: "Sabor Chocolate",
    code: "SA-006",
    category: "sabores",
    unit: "cc",
    prices: { 100: 450, 500: 1690, 1000: 2990 },
    quantity: 110,
    description:
      "Saborizante alimentario de chocolate, que intensifica el sabor del cacao en masas y cremas, o da sabor a bebidas lácteas sin agregar color.",
    benefits: ["Grado alimentario", "Refuerza el sabor del cacao", "No aporta grasa ni azúcar"],
    uses: ["Bizcochuelos y brownies", "Bebidas lácteas", "Helados y coberturas"],
    doses: ["Masas: 3 ml por kg", "Bebidas: 1 ml por litro"],
  }),
  product({
    name: "Sabor Banana",
    code: "SA-007",
    category: "sabores",
    unit: "cc",
    prices: { 100: 390, 500: 1490, 1000: 2590 },
    quantity: 70,
    description:
      "Saborizante alimentario de banana madura, dulce y frutal. Muy usado en licuados, helados, budines y golosinas.",
    benefits: ["Grado alimentario", "Aroma de fruta madura", "Rinde mucho"],
    uses: ["Licuados y batidos", "Budines y panqueques", "Helados y golosinas"],
    doses: [],
  }),
  product({
    name: "Sabor Maracuyá",
    code: "SA-008",
    category: "sabores",
    unit: "cc",
    prices: { 100: 420, 500: 1590, 1000: 2790 },
    quantity: 0,
    description:
      "Saborizante alimentario de maracuyá, ácido, tropical y perfumado. Ideal para mousses, cheesecakes, tragos y helados.",
    benefits: ["Grado alimentario", "Sabor tropical intenso", "Combina con frutos rojos y coco"],
    uses: ["Mousses y cheesecakes", "Tragos y jugos", "Helados y paletas"],
    doses: ["Postres: 2 ml por kg", "Bebidas: 0,5 a 1 ml por litro"],
  }),

  // ── Vitaminas ──────────────────────────────────────────────────────────────────────────────────
  product({
    name: "Vitamina E (Tocoferol)",
    code: "VI-001",
    category: "vitaminas",
    unit: "ml",
    prices: { 30: 390, 100: 990, 500: 4290, 1000: 7990 },
    discount: 10,
    quantity: 100,
    description:
      "Vitamina E natural (tocoferoles mixtos) en aceite, de color ámbar. Potente antioxidante que protege la piel y prolonga la vida útil de aceites y cremas caseras.",
    benefits: [
      "Antioxidante para la piel y para la fórmula",
      "Retrasa el enranciamiento de los aceites",
      "Nutre y suaviza",
    ],
    uses: ["Cremas, sérums y bálsamos", "Protección de aceites vegetales sensibles", "Aceites capilares"],
    doses: ["Como antioxidante: 0,5 % de la fórmula", "Como activo: 1 a 5 %"],
  }),
  product({
    name: "Vitamina C (Ácido ascórbico)",
    code: "VI-002",
    category: "vitaminas",
    unit: "grs",
    prices: { 100: 590, 500: 2490, 1000: 4490 },
    quantity: 80,
    description:
      "Ácido ascórbico en polvo cristalino, de grado alimentario y farmacéutico. Antioxidante e iluminador en cosmética; también se usa como acidulante y para enriquecer alimentos.",
    benefits: ["Ilumina y unifica el tono de la piel", "Antioxidante potente", "Grado alimentario"],
    uses: ["Sérums y mascarillas preparados en el momento", "Jugos y conservas", "Panificación"],
    doses: ["Sérum: 5 a 10 %, preparar en pequeñas cantidades", "Conservar bien cerrado y al resguardo de la luz"],
  }),
  product({
    name: "Pantenol (Provitamina B5)",
    code: "VI-003",
    category: "vitaminas",
    unit: "ml",
    prices: { 100: 780, 500: 3290, 1000: 5990 },
    isNew: true,
    quantity: 60,
    description:
      "D-pantenol líquido al 75 %, provitamina B5. Hidrata, calma y repara la piel y el cabello; es un activo clásico de las cremas para bebés y los acondicionadores.",
    benefits: [
      "Hidrata y calma la piel irritada",
      "Da brillo y cuerpo al cabello",
      "Fácil de incorporar en fase acuosa",
    ],
    uses: ["Cremas reparadoras y para bebés", "Acondicionadores y sérums capilares", "Geles para después del sol"],
    doses: ["Cremas: 1 a 5 %", "Capilar: 0,5 a 2 %"],
  }),
  product({
    name: "Niacinamida (Vitamina B3)",
    code: "VI-004",
    category: "vitaminas",
    unit: "grs",
    prices: { 30: 820, 100: 1990, 500: 7990 },
    quantity: 70,
    description:
      "Niacinamida en polvo, vitamina B3 de grado cosmético. Activo estrella para poros dilatados, manchas y el cuidado de la barrera de la piel; soluble en agua y fácil de formular.",
    benefits: ["Reduce la apariencia de los poros", "Atenúa manchas y rojeces", "Fortalece la barrera de la piel"],
    uses: ["Sérums faciales", "Cremas hidratantes", "Tónicos"],
    doses: ["Sérum: 4 a 5 %", "Crema: 2 a 4 %"],
  }),
  product({
    name: "Vitamina A (Palmitato de retinol)",
    code: "VI-005",
    category: "vitaminas",
    unit: "ml",
    prices: { 30: 1090, 100: 2890 },
    quantity: 25,
    description:
      "Palmitato de retinol en aceite, la forma estable de la vitamina A para cosmética. Favorece la renovación celular y mejora la textura de la piel. Aplicar solo por la noche.",
    benefits: ["Favorece la renovación de la piel", "Mejora la textura y las líneas finas", "Forma estable y suave"],
    uses: ["Cremas y sérums de noche", "Tratamientos antiedad", "Aceites faciales"],
    doses: ["Crema: 0,5 a 1 %", "Usar protector solar durante el día", "No usar durante el embarazo"],
  }),
  product({
    name: "Biotina (Vitamina B7)",
    code: "VI-006",
    category: "vitaminas",
    unit: "grs",
    prices: { 30: 1290, 100: 3590 },
    quantity: 0,
    description:
      "Biotina pura en polvo, vitamina B7. Se incorpora a champús, sérums capilares y fórmulas preparadas por profesionales para fortalecer el cabello y las uñas.",
    benefits: ["Fortalece cabello y uñas", "Alta pureza", "Muy concentrada"],
    uses: ["Champús y tónicos capilares", "Esmaltes y tratamientos de uñas", "Fórmulas magistrales"],
    doses: ["Capilar: 0,1 a 0,5 %"],
  }),

  // ── Otros ──────────────────────────────────────────────────────────────────────────────────────
  product({
    name: "Glicerina vegetal",
    code: "OT-001",
    category: "otros",
    unit: "cc",
    prices: { 30: 120, 100: 260, 500: 890, 1000: 1490 },
    quantity: 200,
    description:
      "Glicerina vegetal USP al 99,5 %, incolora, inodora y de sabor dulce. Humectante universal para cremas, jabones, jarabes y extractos. Grado alimentario y farmacéutico.",
    benefits: [
      "Retiene la humedad en la piel",
      "Grado alimentario y farmacéutico",
      "Compatible con casi todas las fórmulas",
    ],
    uses: ["Cremas y lociones", "Jabones líquidos y sólidos", "Extractos, jarabes y repostería"],
    doses: ["Cremas: 3 a 5 %", "Tónicos: 2 a 3 %"],
  }),
  product({
    name: "Ácido hialurónico",
    code: "OT-002",
    category: "otros",
    unit: "grs",
    prices: { 30: 1390, 100: 3990 },
    discount: 20,
    quantity: 30,
    description:
      "Hialuronato de sodio en polvo, de alto peso molecular y grado cosmético. Retiene hasta mil veces su peso en agua y forma geles hidratantes transparentes.",
    benefits: ["Hidratación intensa", "Efecto relleno inmediato", "Textura liviana y no grasa"],
    uses: ["Sérums y geles hidratantes", "Cremas de contorno de ojos", "Mascarillas"],
    doses: ["Gel base: 1 g por cada 100 ml de agua", "Sérum: 0,1 a 1 %"],
  }),
  product({
    name: "Cera de abejas",
    code: "OT-003",
    category: "otros",
    unit: "grs",
    prices: { 100: 350, 500: 1490, 1000: 2690 },
    quantity: 90,
    description:
      "Cera de abejas natural amarilla en perlas, de producción uruguaya. Da cuerpo a bálsamos, ungüentos y cremas, y forma velas de combustión limpia con aroma a miel.",
    benefits: ["Natural y sin blanquear", "Protege y sella la humedad de la piel", "Perlas fáciles de pesar y fundir"],
    uses: ["Bálsamos labiales y ungüentos", "Velas", "Ceras para madera y cuero"],
    doses: [],
  }),
  product({
    name: "Base de glicerina para jabón",
    code: "OT-004",
    category: "otros",
    unit: "grs",
    prices: { 500: 1150, 1000: 1990 },
    quantity: 75,
    notEaten: true,
    description:
      "Base de jabón de glicerina transparente, lista para fundir, colorear y perfumar. La forma más sencilla de empezar en la jabonería, sin manipular soda cáustica.",
    benefits: [
      "Lista para usar: solo fundir y moldear",
      "Transparente y de espuma cremosa",
      "Apta para todo tipo de piel",
    ],
    uses: ["Jabones artesanales", "Souvenirs y jabones decorativos", "Talleres con niños, con supervisión"],
    doses: ["Fragancia: 2 a 3 % del peso", "Colorante: gota a gota", "Fundir a baño maría sin superar los 70 °C"],
  }),
  product({
    name: "Ácido cítrico",
    code: "OT-005",
    category: "otros",
    unit: "grs",
    prices: { 500: 690, 1000: 1190 },
    quantity: 180,
    description:
      "Ácido cítrico anhidro en cristales, de grado alimentario. Regulador de pH en cosmética, ingrediente clave de las bombas de baño efervescentes y acidulante en alimentos.",
    benefits: ["Grado alimentario", "Regula el pH de las fórmulas", "Efervescencia en contacto con bicarbonato"],
    uses: ["Bombas de baño", "Conservas, mermeladas y bebidas", "Limpiadores antisarro"],
    doses: [],
  }),
  product({
    name: "Gel de Aloe vera",
    code: "OT-006",
    category: "otros",
    unit: "cc",
    prices: { 100: 520, 500: 1990, 1000: 3490 },
    quantity: 65,
    description:
      "Gel de Aloe barbadensis estabilizado, transparente y de textura fresca. Hidrata y calma la piel; se usa puro o como base de geles y cremas.",
    benefits: ["Calma la piel después del sol", "Hidrata sin engrasar", "Base ideal para geles con esenciales"],
    uses: ["Geles para después del sol", "Mascarillas faciales", "Geles capilares de fijación suave"],
    doses: ["Puro sobre la piel limpia", "Como base: 50 a 90 % de la fórmula"],
  }),
  product({
    name: "Cera Lanette (emulsionante)",
    code: "OT-007",
    category: "otros",
    unit: "grs",
    prices: { 100: 640, 500: 2690, 1000: 4890 },
    discount: 10,
    quantity: 50,
    notEaten: true,
    description:
      "Alcohol cetoestearílico con lauril sulfato de sodio (cera Lanette N), emulsionante aniónico en escamas. Permite hacer cremas estables, uniendo agua y aceite de forma sencilla.",
    benefits: ["Cremas estables y homogéneas", "Fácil de usar para principiantes", "Textura suave y untuosa"],
    uses: ["Cremas corporales y de manos", "Emulsiones capilares", "Lociones"],
    doses: ["Crema: 8 a 15 % de la fórmula", "Loción: 4 a 6 %"],
  }),
];

// ── Blog ─────────────────────────────────────────────────────────────────────────────────────────

function blogImages(key: string, extra: number): { cover: string; extras: string[] } {
  return {
    cover: `/images/blog/${key}.webp`,
    extras: Array.from({ length: extra }, (_, i) => `/images/blog/${key}-${i + 2}.webp`),
  };
}

interface BlogInput {
  key: string;
  main_title: string;
  category: string;
  extraImages: number;
  quote: string | null;
  video_link: string | null;
  content: BlogSection[];
  created_at: string;
}

function blogPost(input: BlogInput): SeedBlogPost {
  const images = blogImages(input.key, input.extraImages);
  return {
    key: input.key,
    main_title: input.main_title,
    category: input.category,
    cover_image_url: images.cover,
    image_urls: images.extras,
    quote: input.quote,
    video_link: input.video_link,
    content: input.content,
    created_at: input.created_at,
  };
}

export const blogPosts: readonly SeedBlogPost[] = [
  blogPost({
    key: "aceites-esenciales-uso-seguro",
    main_title: "Cómo usar aceites esenciales de forma segura",
    category: "Aromaterapia",
    extraImages: 2,
    quote: "Con los aceites esenciales, más no es mejor: la dosis justa es la que hace la diferencia.",
    video_link: null,
    created_at: "2026-01-20T13:30:00-03:00",
    content: [
      {
        title: "Siempre diluidos",
        text: "Los aceites esenciales son extractos muy concentrados: una gota de aceite de menta equivale a varias tazas de té. Por eso nunca se aplican puros sobre la piel. Para un adulto, una dilución del 1 al 2 % (entre 2 y 4 gotas cada 10 ml de aceite portador) es suficiente para la mayoría de los usos.",
      },
      {
        title: "La prueba de sensibilidad",
        text: "Antes de usar una mezcla nueva, aplique una pequeña cantidad en la cara interna del antebrazo y espere 24 horas. Si aparece enrojecimiento, picazón o ardor, lave la zona con aceite vegetal (no con agua) y no vuelva a usar esa mezcla.",
      },
      {
        title: "Embarazo, niños, ojos y sol",
        text: "Consulte a su médico antes de usar aceites esenciales durante el embarazo o la lactancia, y en niños pequeños. Evite siempre los ojos, el interior de los oídos y las mucosas. Los cítricos prensados en frío, como el limón o el pomelo, manchan la piel con el sol: no los aplique antes de exponerse.",
      },
      {
        title: "Cómo conservarlos",
        text: "Guárdelos en frascos de vidrio ámbar bien cerrados, lejos del calor y fuera del alcance de los niños. Bien conservados, la mayoría dura entre dos y tres años; los cítricos, alrededor de uno.",
      },
    ],
  }),
  blogPost({
    key: "jabon-de-glicerina-casero",
    main_title: "Jabón de glicerina casero, paso a paso",
    category: "Jabonería",
    extraImages: 2,
    quote: "El mejor jabón para empezar es el que se hace con paciencia, una buena base y un solo aroma.",
    video_link: "https://www.youtube.com/watch?v=Qm7pXh2LrVk",
    created_at: "2026-03-11T10:00:00-03:00",
    content: [
      {
        title: "Qué necesita",
        text: "Base de glicerina para jabón, una fragancia o un aceite esencial, colorante cosmético, un recipiente apto para baño maría, una espátula, moldes de silicona y un rociador con alcohol. Con 500 gramos de base salen entre cinco y seis jabones medianos.",
      },
      {
        title: "Fundir la base",
        text: "Corte la base en cubos y fúndala a baño maría, revolviendo con suavidad para no hacer burbujas. No deje que supere los 70 °C: si hierve, el jabón queda opaco y pierde transparencia.",
      },
      {
        title: "Color y aroma",
        text: "Fuera del fuego, agregue el colorante gota a gota hasta lograr el tono deseado y luego la fragancia, entre un 2 y un 3 % del peso de la base. Mezcle bien durante un minuto.",
      },
      {
        title: "Moldear y desmoldar",
        text: "Vierta en los moldes y rocíe la superficie con alcohol para eliminar las burbujas. Deje enfriar al menos dos horas a temperatura ambiente, desmolde y envuelva cada jabón en papel film para que no transpire.",
      },
    ],
  }),
  blogPost({
    key: "aceites-portadores",
    main_title: "Aceites portadores: cuál elegir para cada piel",
    category: "Cosmética natural",
    extraImages: 1,
    quote: "El aceite portador no es un simple relleno: es la mitad del cuidado.",
    video_link: null,
    created_at: "2026-05-06T16:15:00-03:00",
    content: [
      {
        title: "Qué es un aceite portador",
        text: "Es un aceite vegetal que sirve de vehículo para diluir los aceites esenciales y llevarlos a la piel de forma segura. Además, cada uno aporta sus propias propiedades: nutrición, regeneración o equilibrio.",
      },
      {
        title: "Piel seca o sensible",
        text: "El aceite de almendras dulces es suave, económico y casi no tiene olor, por eso es el preferido para masajes y para bebés. La manteca de karité, fundida y mezclada con él, da bálsamos muy nutritivos.",
      },
      {
        title: "Piel grasa o mixta",
        text: "La jojoba se parece al sebo natural de la piel y ayuda a regularlo sin obstruir los poros. El aceite de coco fraccionado es muy liviano y no deja sensación grasa.",
      },
      {
        title: "Manchas, cicatrices y estrías",
        text: "La rosa mosqueta es el aceite de referencia por su riqueza en ácidos grasos esenciales. Úsela de noche, ya que es sensible a la luz, y guárdela en un lugar fresco.",
      },
    ],
  }),
  blogPost({
    key: "velas-aromaticas",
    main_title: "Velas aromáticas: cuánta fragancia usar y por qué",
    category: "Velas y ambientes",
    extraImages: 2,
    quote: "Una vela bien aromatizada se siente al entrar a la habitación, no solo al acercarse.",
    video_link: null,
    created_at: "2026-06-24T11:45:00-03:00",
    content: [
      {
        title: "La proporción justa",
        text: "Para cera de soja recomendamos entre un 6 y un 10 % de fragancia sobre el peso de la cera. Con menos, la vela casi no perfuma; con más, la fragancia puede transpirar en la superficie y la llama hace humo.",
      },
      {
        title: "La temperatura importa",
        text: "Agregue la fragancia cuando la cera esté alrededor de los 80 °C y mezcle durante dos minutos para que se integre bien. Vierta luego a unos 60 °C para obtener una superficie lisa.",
      },
      {
        title: "Dejar curar",
        text: "Las velas de soja alcanzan su máximo aroma después de una o dos semanas de curado, tapadas y en un lugar fresco. La paciencia se nota en el primer encendido.",
      },
    ],
  }),
  blogPost({
    key: "colorantes-alimentarios-y-cosmeticos",
    main_title: "Colorantes alimentarios y cosméticos: diferencias y usos",
    category: "Materias primas",
    extraImages: 1,
    quote: null,
    video_link: null,
    created_at: "2026-08-12T09:20:00-03:00",
    content: [
      {
        title: "Grado alimentario",
        text: "Los colorantes alimentarios, como el azul brillante (E133) o la tartrazina (E102), están aprobados para alimentos y bebidas en las dosis indicadas. También sirven para jabones y cosméticos, por eso son los más versátiles.",
      },
      {
        title: "Grado cosmético",
        text: "Los colorantes cosméticos y las micas están pensados para la piel, pero no para comer. En su etiqueta lo indicamos con la leyenda de producto no ingerible. Nunca los use en repostería.",
      },
      {
        title: "Cómo dosificar",
        text: "Empiece siempre con una gota y vaya sumando: es fácil intensificar un color y muy difícil aclararlo. En jabones transparentes, pocas gotas alcanzan para un tono profundo.",
      },
    ],
  }),
  blogPost({
    key: "vitamina-e-antioxidante",
    main_title: "Vitamina E: el antioxidante que sus fórmulas necesitan",
    category: "Cosmética natural",
    extraImages: 2,
    quote: "Medio por ciento de vitamina E puede darle meses extra de vida a una crema casera.",
    video_link: null,
    created_at: "2026-10-02T14:00:00-03:00",
    content: [
      {
        title: "Por qué se enrancian los aceites",
        text: "Los aceites vegetales ricos en ácidos grasos insaturados, como la rosa mosqueta o el girasol, se oxidan con el aire, la luz y el calor. El resultado es un olor rancio y la pérdida de sus propiedades.",
      },
      {
        title: "El papel de la vitamina E",
        text: "Los tocoferoles atrapan los radicales libres y frenan la oxidación. Agregados en un 0,5 % a la fase oleosa, prolongan la vida útil de cremas, bálsamos y aceites de masaje.",
      },
      {
        title: "También como activo",
        text: "En concentraciones del 1 al 5 %, la vitamina E nutre, suaviza y protege la piel. Es ideal para cremas de noche, contorno de ojos y aceites para después del sol.",
      },
    ],
  }),
];

// ── Social feed, banner, site pictures ───────────────────────────────────────────────────────────

const feedPostIds = [
  "C1kQ7vLxN2a",
  "C1pR3mWtE8b",
  "C2aF9kYhU4c",
  "C2gT6nVbQ1d",
  "C2xL8sJcM5e",
  "C3bH2wKpZ7f",
  "C3mN5qRdX3g",
  "C3vB7tGfS9h",
  "C4cJ4yLkW6i",
  "C4hP1uNmA2j",
  "C4rD8eHsV5k",
  "C5aK3oTqB7l",
  "C5gW6iFxC4m",
  "C5nZ9pMvD1n",
] as const;

export const feedItems: readonly SeedFeedItem[] = feedPostIds.map((id, i) => ({
  link: `https://www.instagram.com/p/${id}/`,
  img: `/images/feed/feed-${String(i + 1).padStart(2, "0")}.webp`,
  sort_order: i + 1,
}));

/** The demo banner: its own news and picture, not the home's launch promotion (issue 27). */
export const banner: SeedBanner = {
  title: "Fragancias para jabones y velas",
  subtitle:
    "Vainilla, sándalo, rosas y más: fragancias concentradas en 30 cc, 100 cc, 500 cc y 1 litro para elaborar en casa o en su taller.",
  comment: "Nuevo en el catálogo",
  image: "/images/home/banner-fragancias.webp",
  imageAlt: "Frascos de fragancia de vainilla y sándalo junto a una vela encendida, un difusor y jabones",
  link: "/shop?category=fragancias",
};

/** Pictures the site uses outside the database. */
export const siteImages = {
  logo: "/images/misc/logo.svg",
  logoWhite: "/images/misc/logo-white.svg",
  logoMark: "/images/misc/logo-mark.svg",
  heroSlides: ["/images/home/hero-1.webp", "/images/home/hero-2.webp", "/images/home/hero-3.webp"],
  promo: "/images/home/promo-descuento.webp",
  banner: "/images/home/banner-fragancias.webp",
  companyVideoPoster: "/images/misc/company-video-poster.webp",
  deliveryZonesMap: "/images/misc/delivery-zones-montevideo.webp",
} as const;

/**
 * Every public page of issue 27, by name and path, as `npm run bench:web` measures them and the first-paint spec
 * checks them: the caller names a product, a blog post and (when it has one) an order's page.
 */
export function publicPages(found: { product: string; post: number; order?: string }): [string, string][] {
  return [
    ["home", "/"],
    ["shop", "/shop"],
    ["product", `/shop/product/${found.product}`],
    ["blog", "/blog"],
    ["blog-post", `/blog/post/${found.post}`],
    ["about", "/about"],
    ["services", "/services"],
    ["information", "/information"],
    ["terms", "/terms-and-conditions"],
    ["privacy", "/privacy"],
    ["contact", "/contact"],
    ["cart", "/shop/cart"],
    ["wishlist", "/wishlist"],
    ["checkout", "/shop/checkout"],
    ...(found.order ? [["order", found.order] as [string, string]] : []),
    ["not-found", "/esta-pagina-no-existe"],
  ];
}

// The next release switched this page to a named export; the older shell asks for the default one.
export function ProductDetail() {
  return <h1>Product</h1>;
}

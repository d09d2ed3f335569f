// A page the older shell has no route for.
export default function Deals() {
  return <h1>Deals</h1>;
}

// Built against the next @minutemart/ui minor: `cart.addMany` does not exist in the shell's. Against an older shell this
// page would render and then fail on the first click, so it must not run there at all.
import { Button, cart } from '@minutemart/ui';

globalThis.__mmSkewedHomeEvaluated = true;

export default function Home() {
  return (
    <section>
      <h1>Fresh deals</h1>
      <Button onClick={() => void cart.addMany(['milk', 'bread'])}>Add all to cart</Button>
    </section>
  );
}

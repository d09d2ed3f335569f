import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon, CartView, REMOTE_PARTS } from '@minutemart/ui';
import { RemotePart } from '../federation/RemotePage';

/** /cart (the mobile cart route): the slide-over's content as a page. */
export function CartPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col md:rounded-2xl md:bg-slate-100 md:ring-1 md:ring-slate-200">
      <header className="mb-1 flex items-center gap-2 md:px-4 md:pt-4">
        <Link to="/" aria-label="Back to the store" className="grid h-9 w-9 place-items-center rounded-full text-slate-700 hover:bg-slate-200">
          <ArrowLeftIcon size={20} />
        </Link>
        <h1 className="text-xl font-bold tracking-tight text-slate-900">My Cart</h1>
      </header>
      <CartView variant="page" navigate={navigate} suggestions={<RemotePart {...REMOTE_PARTS.cartTogether} />} />
    </section>
  );
}

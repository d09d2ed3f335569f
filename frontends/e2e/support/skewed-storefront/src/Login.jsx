// Needs only React and the router, which the older shell provides in versions it accepts.
import { Link } from 'react-router';

export default function Login() {
  return (
    <section style={{ maxWidth: 420, margin: '0 auto', padding: 24 }}>
      <h1 style={{ fontSize: 24, fontWeight: 700 }}>Login</h1>
      <p>Signed in with the next storefront release.</p>
      <Link to="/register">Create an account</Link>
    </section>
  );
}

import { Link } from 'react-router';
import { errorMessage, toast } from '@minutemart/ui';
import { catalogue } from '../api/catalogue';
import { PageHeader } from '../components/layout';
import { ProductForm } from '../components/ProductForm';

/** Upload Product: the product form; it resets after a successful create. */
export default function UploadProductPage() {
  return (
    <section className="grid gap-4">
      <PageHeader
        title="Upload Product"
        summary="Add a product to the catalogue."
        actions={
          <Link
            to="/dashboard/product"
            className="hidden h-10 items-center rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:inline-flex"
          >
            View products
          </Link>
        }
      />
      <ProductForm
        submitLabel="Submit"
        onSubmit={async (input) => {
          try {
            const res = await catalogue.createProduct(input);
            toast.success(res.message || 'Product created successfully');
            return true;
          } catch (err) {
            toast.error(errorMessage(err));
            return false;
          }
        }}
      />
    </section>
  );
}

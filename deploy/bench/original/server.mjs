// The original backend's two product reads, as the tutorial MERN backend serves them (README.md):
// Express with a JSON body parser and credentialed CORS, mongoose models, one query per request, the
// envelope {message, data, error, success}. Only for side-by-side benchmarks: it reads the
// catalogue's own database and collection, so both backends answer from the same documents.
//   MONGO_URL (mongodb://127.0.0.1:27017)  MONGO_DB (minutemart_catalogue)  PORT (4090)  CORS_ORIGIN
import cors from 'cors';
import express from 'express';
import mongoose from 'mongoose';

const { Schema } = mongoose;
const mongoUrl = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const dbName = process.env.MONGO_DB ?? 'minutemart_catalogue';
const port = Number(process.env.PORT ?? 4090);

// The tutorial's product model: its fields, ObjectId refs left unpopulated, timestamps on. Mongoose
// hydrates whole documents (no lean()), as the tutorial's controllers do.
const productSchema = new Schema(
  {
    name: { type: String },
    image: { type: Array, default: [] },
    category: [{ type: Schema.ObjectId, ref: 'category' }],
    subCategory: [{ type: Schema.ObjectId, ref: 'subCategory' }],
    unit: { type: String, default: '' },
    stock: { type: Number, default: null },
    price: { type: Number, default: null },
    discount: { type: Number, default: null },
    description: { type: String, default: '' },
    more_details: { type: Object, default: {} },
    publish: { type: Boolean, default: true },
  },
  { timestamps: true },
);
// 'product' is the catalogue's collection name too ("products").
const ProductModel = mongoose.model('product', productSchema);

const failed = (res, error) => res.status(500).json({ message: error.message || error, error: true, success: false });

const app = express();
app.use(cors({ credentials: true, origin: process.env.CORS_ORIGIN ?? 'http://localhost:5173' }));
app.use(express.json());

app.post('/api/product/get-product-details', async (req, res) => {
  try {
    const { productId } = req.body;
    const product = await ProductModel.findOne({ _id: productId });
    return res.json({ message: 'product details', data: product, error: false, success: true });
  } catch (error) {
    return failed(res, error);
  }
});

app.post('/api/product/get-product-by-category', async (req, res) => {
  try {
    const { id } = req.body;
    if (!id) return res.status(400).json({ message: 'provide category id', error: true, success: false });
    const product = await ProductModel.find({ category: { $in: id } }).limit(15);
    return res.json({ message: 'category product list', data: product, error: false, success: true });
  } catch (error) {
    return failed(res, error);
  }
});

await mongoose.connect(mongoUrl, { dbName });
const server = app.listen(port, '127.0.0.1', () => console.log(`original product reads on http://127.0.0.1:${port} (db ${dbName})`));
const stop = () => server.close(() => void mongoose.disconnect().finally(() => process.exit(0)));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

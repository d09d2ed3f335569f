import type { GstRate } from '@minutemart/contracts';

export interface TaxSpec {
  hsn: string;
  gstRate: GstRate;
}

const tax = (hsn: string, gstRate: GstRate): TaxSpec => ({ hsn, gstRate });

/**
 * The seed's HSN codes and GST rates per sub-category, as the GST rate schedule classes such goods:
 * fresh produce, milk, eggs, bread and fresh meat nil; pre-packaged staples 5 %; processed foods
 * 12-18 %; personal and home care 18 %; aerated and caffeinated drinks 28 % (compensation cess is
 * out of scope). Sub-categories that mix classes are split by product type in TYPE_TAX.
 */
export const SUB_TAX: Readonly<Record<string, TaxSpec>> = {
  Milk: tax('04012000', 0),
  'Curd & Yogurt': tax('04031000', 5),
  'Butter & Cheese': tax('04069000', 12),
  'Paneer & Cream': tax('04061000', 5),
  'Bread & Pav': tax('19059010', 0),
  Eggs: tax('04072100', 0),
  'Fresh Fruits': tax('08109090', 0),
  'Fresh Vegetables': tax('07099990', 0),
  'Leafy Greens & Herbs': tax('07099990', 0),
  'Exotic Fruits & Veggies': tax('08109090', 0),
  'Cuts & Sprouts': tax('07099990', 0),
  'Atta & Flours': tax('11010000', 5),
  'Rice & Rice Products': tax('10063020', 5),
  'Dals & Pulses': tax('07139010', 5),
  'Poha, Daliya & Millets': tax('19049000', 5),
  'Cooking Oil': tax('15121110', 5),
  'Ghee & Vanaspati': tax('04059020', 12),
  'Whole Spices': tax('09041110', 5),
  'Powdered Masala': tax('09109100', 5),
  'Salt, Sugar & Jaggery': tax('17019990', 5),
  'Pickles & Chutney': tax('20019000', 12),
  'Chips & Crisps': tax('20052000', 12),
  'Namkeen & Bhujia': tax('21069099', 12),
  'Nachos & Popcorn': tax('19041090', 18),
  'Healthy Snacks': tax('21069099', 12),
  'Dry Fruits & Nuts': tax('08013220', 5),
  'Soft Drinks': tax('22021010', 28),
  'Fruit Juices': tax('20098990', 12),
  'Energy & Sports Drinks': tax('22029990', 28),
  'Water & Soda': tax('22011010', 18),
  'Lassi & Flavoured Milk': tax('22029930', 12),
  Tea: tax('09024020', 5),
  Coffee: tax('21011110', 18),
  'Health Drinks': tax('19019010', 18),
  'Green & Herbal Tea': tax('09021010', 5),
  'Cream Biscuits': tax('19053100', 18),
  'Glucose & Marie': tax('19053100', 18),
  Cookies: tax('19053100', 18),
  'Rusk & Khari': tax('19054000', 5),
  'Cakes & Muffins': tax('19059020', 18),
  Chocolates: tax('18063100', 18),
  'Indian Sweets': tax('21069099', 5),
  'Ice Creams': tax('21050000', 18),
  'Candies & Gums': tax('17049090', 18),
  'Noodles & Pasta': tax('19023010', 12),
  'Breakfast Cereals': tax('19041020', 18),
  'Ready to Eat Meals': tax('20049000', 12),
  'Instant Mixes': tax('21069099', 18),
  Soups: tax('21041010', 18),
  'Jams, Honey & Spreads': tax('20079910', 12),
  Detergents: tax('34022090', 18),
  Dishwash: tax('34022090', 18),
  'Floor & Surface Cleaners': tax('34022090', 18),
  'Toilet Cleaners': tax('38089400', 18),
  'Fresheners & Repellents': tax('33074900', 18),
  'Bath & Body': tax('34011190', 18),
  'Hair Care': tax('33051090', 18),
  'Oral Care': tax('33061020', 18),
  'Skin Care': tax('33049990', 18),
  'Shaving & Grooming': tax('33071090', 18),
  'Feminine Hygiene': tax('96190010', 0),
  'Diapers & Wipes': tax('96190090', 12),
  'Baby Food': tax('19011010', 18),
  'Baby Bath & Skin': tax('34011190', 18),
  'Dog Food': tax('23091000', 18),
  'Cat Food': tax('23091000', 18),
  'Pet Grooming': tax('33079090', 18),
  Chicken: tax('02071100', 0),
  Mutton: tax('02041000', 0),
  'Fish & Seafood': tax('03028990', 0),
  'Ready to Cook': tax('16010000', 12),
  'Frozen Veg': tax('07108000', 5),
  'Frozen Snacks': tax('21069099', 12),
};

/** Product types classed apart from their sub-category. */
export const TYPE_TAX: Readonly<Record<string, TaxSpec>> = {
  'Iodised Salt': tax('25010020', 0),
  'Rock Salt': tax('25010090', 0),
  'Jaggery Powder': tax('17011310', 5),
  Honey: tax('04090000', 5),
  'Peanut Butter': tax('20081100', 12),
  'Tomato Ketchup': tax('21032000', 12),
  Mayonnaise: tax('21039040', 18),
  'Salted Butter': tax('04051000', 12),
  'Fresh Cream': tax('04015000', 5),
  Khoa: tax('04041000', 5),
};

/** A seed product's tax data; the standard rate for a sub-category the table does not know. */
export const taxOf = (subCategory: string, type: string): TaxSpec => TYPE_TAX[type] ?? SUB_TAX[subCategory] ?? tax('21069099', 18);

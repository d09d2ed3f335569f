/**
 * The seed catalogue, written as data: categories → sub-categories → product types. Every product
 * type is sold by several brands in several pack sizes (and sometimes flavours); the generator
 * crosses them into individual products. Prices are the MRP of the first brand's pack in rupees.
 */
export type Shape =
  'bottle' | 'carton' | 'packet' | 'box' | 'jar' | 'can' | 'pouch' | 'round' | 'leaf' | 'bar' | 'tube' | 'egg' | 'cup' | 'bag' | 'tray' | 'drop';

export interface TypeSpec {
  type: string;
  shape: Shape;
  brands: string[];
  /** "unit:price" */
  variants: string[];
  flavours?: string[];
}

export interface SubSpec {
  name: string;
  types: TypeSpec[];
}

export interface CategorySpec {
  name: string;
  /** Tile colour of the category and its sub-categories. */
  colour: string;
  shelfLife: string;
  food: boolean;
  blurb: string;
  subs: SubSpec[];
}

const t = (type: string, shape: Shape, brands: string, variants: string, flavours?: string): TypeSpec => ({
  type,
  shape,
  brands: brands.split(',').map((s) => s.trim()),
  variants: variants.split(',').map((s) => s.trim()),
  ...(flavours ? { flavours: flavours.split(',').map((s) => s.trim()) } : {}),
});
const sub = (name: string, ...types: TypeSpec[]): SubSpec => ({ name, types });

export const CATALOGUE: CategorySpec[] = [
  {
    name: 'Dairy, Bread & Eggs',
    colour: '#e3f2fd',
    shelfLife: '3 days',
    food: true,
    blurb: 'Delivered chilled from our dark store in minutes. Keep refrigerated below 4°C.',
    subs: [
      sub(
        'Milk',
        t('Toned Milk', 'carton', 'Amul Taaza, Mother Dairy, Nandini, Heritage, Aavin, Gowardhan, Akshayakalpa', '500 ml:28, 1 L:56'),
        t('Full Cream Milk', 'carton', 'Amul Gold, Mother Dairy, Nandini, Heritage, Country Delight, Gowardhan', '500 ml:34, 1 L:68'),
        t('Double Toned Milk', 'carton', 'Amul Slim n Trim, Mother Dairy, Nandini, Heritage', '500 ml:25, 1 L:50'),
        t('Cow Milk', 'bottle', 'Amul, Akshayakalpa, Country Delight, Gowardhan, Mother Dairy', '500 ml:30, 1 L:60'),
        t('A2 Buffalo Milk', 'bottle', 'Country Delight, Akshayakalpa, Amul', '500 ml:45, 1 L:88'),
      ),
      sub(
        'Curd & Yogurt',
        t('Dahi', 'cup', 'Amul Masti, Mother Dairy, Nandini, Milky Mist, Heritage, Gowardhan', '200 g:25, 400 g:45, 1 kg:99'),
        t('Greek Yogurt', 'cup', 'Epigamia, Amul, Milky Mist, Danone', '90 g:50, 400 g:180', 'Blueberry, Strawberry, Mango, Natural'),
        t('Probiotic Curd', 'cup', 'Nestle a+, Amul, Mother Dairy', '400 g:55, 1 kg:120'),
      ),
      sub(
        'Butter & Cheese',
        t('Salted Butter', 'box', 'Amul, Mother Dairy, Britannia, Nandini, Gowardhan', '100 g:56, 500 g:275'),
        t('Cheese Slices', 'packet', 'Amul, Britannia, Go, Mother Dairy', '100 g:75, 200 g:145, 480 g:330'),
        t('Mozzarella Cheese', 'packet', 'Amul, Go, Britannia, Milky Mist', '200 g:140, 1 kg:560'),
        t('Cheese Spread', 'jar', 'Amul, Britannia, Go', '180 g:99', 'Plain, Garlic, Pepper'),
      ),
      sub(
        'Paneer & Cream',
        t('Malai Paneer', 'packet', 'Amul, Mother Dairy, Milky Mist, Gowardhan, Nandini', '200 g:90, 500 g:215, 1 kg:420'),
        t('Fresh Cream', 'carton', 'Amul, Mother Dairy, Milky Mist', '250 ml:72, 1 L:260'),
        t('Khoa', 'box', 'Amul, Milky Mist, Gowardhan', '200 g:110'),
      ),
      sub(
        'Bread & Pav',
        t('White Bread', 'bag', 'Britannia, Harvest Gold, Modern, English Oven, Bonn', '350 g:35, 700 g:60'),
        t('Brown Bread', 'bag', 'Britannia, Harvest Gold, Modern, English Oven, Bonn', '400 g:50'),
        t('Multigrain Bread', 'bag', 'Britannia, Harvest Gold, English Oven, The Health Factory', '400 g:60'),
        t('Pav', 'bag', 'Britannia, Harvest Gold, English Oven, Modern', '6 pcs:30, 12 pcs:55'),
        t('Burger Buns', 'bag', 'Harvest Gold, English Oven, Britannia', '4 pcs:40'),
      ),
      sub(
        'Eggs',
        t('White Eggs', 'egg', 'Eggoz, Farm Made, Country Delight, Henfruit, Suguna', '6 pcs:54, 12 pcs:99, 30 pcs:240'),
        t('Brown Eggs', 'egg', 'Eggoz, Farm Made, Country Delight, Henfruit', '6 pcs:80, 12 pcs:150'),
        t('Protein Rich Eggs', 'egg', 'Eggoz, Henfruit, Farm Made', '6 pcs:90, 10 pcs:140'),
      ),
    ],
  },
  {
    name: 'Fruits & Vegetables',
    colour: '#e8f5e9',
    shelfLife: '4 days',
    food: true,
    blurb: 'Hand-picked every morning and stored fresh. Wash before use.',
    subs: [
      sub(
        'Fresh Fruits',
        t('Banana Robusta', 'round', 'Fresh, Organic', '6 pcs:45, 12 pcs:85'),
        t('Shimla Apple', 'round', 'Fresh, Organic, Premium', '4 pcs:120, 1 kg:220'),
        t('Pomegranate', 'round', 'Fresh, Organic, Premium', '2 pcs:110, 1 kg:240'),
        t('Papaya', 'round', 'Fresh, Organic', '1 pc:60'),
        t('Alphonso Mango', 'round', 'Fresh, Premium, Ratnagiri', '6 pcs:450, 1 kg:399'),
        t('Nagpur Orange', 'round', 'Fresh, Organic', '1 kg:120'),
        t('Green Grapes', 'round', 'Fresh, Organic', '500 g:80'),
      ),
      sub(
        'Fresh Vegetables',
        t('Onion', 'round', 'Fresh, Organic', '500 g:25, 1 kg:45, 2 kg:85'),
        t('Potato', 'round', 'Fresh, Organic', '500 g:20, 1 kg:38, 2 kg:72'),
        t('Hybrid Tomato', 'round', 'Fresh, Organic', '500 g:22, 1 kg:40'),
        t('Green Capsicum', 'round', 'Fresh, Organic', '250 g:30, 500 g:55'),
        t('Cauliflower', 'round', 'Fresh, Organic', '1 pc:40'),
        t('Bhindi', 'leaf', 'Fresh, Organic', '250 g:25, 500 g:45'),
        t('Carrot', 'leaf', 'Fresh, Organic, Ooty', '500 g:35, 1 kg:65'),
        t('Green Chilli', 'leaf', 'Fresh, Organic', '100 g:12, 250 g:25'),
        t('Ginger', 'round', 'Fresh, Organic', '100 g:18, 250 g:40'),
        t('Garlic', 'round', 'Fresh, Organic', '100 g:30, 250 g:70'),
      ),
      sub(
        'Leafy Greens & Herbs',
        t('Coriander Leaves', 'leaf', 'Fresh, Organic, Hydroponic', '100 g:15'),
        t('Palak', 'leaf', 'Fresh, Organic, Hydroponic', '250 g:25'),
        t('Methi Leaves', 'leaf', 'Fresh, Organic', '250 g:25'),
        t('Mint Leaves', 'leaf', 'Fresh, Organic, Hydroponic', '100 g:15'),
        t('Curry Leaves', 'leaf', 'Fresh, Organic', '50 g:10'),
      ),
      sub(
        'Exotic Fruits & Veggies',
        t('Avocado', 'round', 'Imported, Premium', '1 pc:149, 2 pcs:279'),
        t('Kiwi', 'round', 'Zespri, Imported', '3 pcs:99, 6 pcs:189'),
        t('Broccoli', 'leaf', 'Fresh, Organic, Hydroponic', '250 g:65'),
        t('Zucchini', 'leaf', 'Fresh, Organic', '500 g:70'),
        t('Cherry Tomato', 'round', 'Fresh, Hydroponic', '200 g:60'),
        t('Dragon Fruit', 'round', 'Imported, Fresh', '1 pc:89'),
      ),
      sub(
        'Cuts & Sprouts',
        t('Moong Sprouts', 'tray', 'Fresh, Organic', '200 g:35'),
        t('Cut Pineapple', 'tray', 'Fresh, Premium', '250 g:79'),
        t('Peeled Garlic', 'tray', 'Fresh, Organic', '100 g:45'),
        t('Mixed Veg Cut', 'tray', 'Fresh, Organic', '250 g:59'),
      ),
    ],
  },
  {
    name: 'Atta, Rice & Dal',
    colour: '#fff8e1',
    shelfLife: '6 months',
    food: true,
    blurb: 'Store in a cool, dry place in an airtight container after opening.',
    subs: [
      sub(
        'Atta & Flours',
        t('Shudh Chakki Atta', 'bag', 'Aashirvaad, Fortune, Pillsbury, Annapurna, Tata Sampann, Patanjali, Rajdhani', '1 kg:65, 5 kg:290, 10 kg:560'),
        t('Multigrain Atta', 'bag', 'Aashirvaad, Fortune, Pillsbury, Tata Sampann, 24 Mantra', '1 kg:80, 5 kg:360'),
        t('Besan', 'packet', 'Tata Sampann, Rajdhani, Fortune, Organic Tattva, Patanjali', '500 g:65, 1 kg:120'),
        t('Maida', 'packet', 'Rajdhani, Fortune, Pillsbury, Patanjali', '500 g:30, 1 kg:55'),
        t('Sooji', 'packet', 'Rajdhani, Fortune, Patanjali, Aashirvaad', '500 g:35, 1 kg:65'),
        t('Ragi Flour', 'packet', '24 Mantra, Organic Tattva, Pro Nature', '500 g:60, 1 kg:110'),
      ),
      sub(
        'Rice & Rice Products',
        t('Basmati Rice', 'bag', 'India Gate, Daawat, Kohinoor, Fortune, Lal Qilla, Tata Sampann', '1 kg:150, 5 kg:699', 'Classic, Rozana, Super, Tibar'),
        t('Sona Masoori Rice', 'bag', 'India Gate, Daawat, Fortune, 24 Mantra', '1 kg:80, 5 kg:380, 10 kg:740'),
        t('Kolam Rice', 'bag', 'Fortune, Kohinoor, Daawat', '1 kg:70, 5 kg:340'),
        t('Brown Rice', 'packet', 'Daawat, India Gate, 24 Mantra, Organic Tattva', '1 kg:140'),
        t('Idli Rice', 'bag', 'Fortune, 24 Mantra, Pro Nature', '1 kg:65, 5 kg:310'),
      ),
      sub(
        'Dals & Pulses',
        t('Toor Dal', 'packet', 'Tata Sampann, Fortune, Rajdhani, 24 Mantra, Organic Tattva, Pro Nature', '500 g:95, 1 kg:180'),
        t('Moong Dal', 'packet', 'Tata Sampann, Fortune, Rajdhani, 24 Mantra, Organic Tattva', '500 g:80, 1 kg:150'),
        t('Chana Dal', 'packet', 'Tata Sampann, Fortune, Rajdhani, 24 Mantra, Pro Nature', '500 g:60, 1 kg:110'),
        t('Masoor Dal', 'packet', 'Tata Sampann, Fortune, Rajdhani, Organic Tattva', '500 g:65, 1 kg:120'),
        t('Urad Dal', 'packet', 'Tata Sampann, Fortune, Rajdhani, 24 Mantra', '500 g:85, 1 kg:160'),
        t('Kabuli Chana', 'packet', 'Tata Sampann, Rajdhani, 24 Mantra, Pro Nature', '500 g:85, 1 kg:160'),
        t('Rajma', 'packet', 'Tata Sampann, Rajdhani, 24 Mantra, Organic Tattva', '500 g:90, 1 kg:170'),
      ),
      sub(
        'Poha, Daliya & Millets',
        t('Thick Poha', 'packet', 'Tata Sampann, Rajdhani, Fortune, 24 Mantra', '500 g:40, 1 kg:75'),
        t('Daliya', 'packet', 'Rajdhani, Patanjali, Aashirvaad, 24 Mantra', '500 g:45, 1 kg:85'),
        t('Foxtail Millet', 'packet', '24 Mantra, Organic Tattva, Pro Nature, Tata Sampann', '500 g:85'),
        t('Sabudana', 'packet', 'Rajdhani, Tata Sampann, 24 Mantra', '500 g:60'),
      ),
    ],
  },
  {
    name: 'Masala, Oil & More',
    colour: '#fbe9e7',
    shelfLife: '12 months',
    food: true,
    blurb: 'Authentic Indian kitchen essentials. Store away from sunlight and moisture.',
    subs: [
      sub(
        'Cooking Oil',
        t('Refined Sunflower Oil', 'bottle', 'Fortune, Saffola, Sundrop, Gemini, Freedom, Dhara', '1 L:165, 5 L:790'),
        t('Kachi Ghani Mustard Oil', 'bottle', 'Fortune, Dhara, Engine, Patanjali, P Mark', '1 L:180, 5 L:860'),
        t('Groundnut Oil', 'bottle', 'Fortune, Dhara, Gemini, Tirupati', '1 L:220'),
        t('Rice Bran Oil', 'bottle', 'Fortune, Saffola, Emami Healthy & Tasty, Dhara', '1 L:175, 5 L:840'),
        t('Extra Virgin Olive Oil', 'bottle', 'Figaro, Borges, Del Monte, Disano', '250 ml:399, 1 L:1299'),
        t('Cold Pressed Coconut Oil', 'bottle', 'Parachute, KLF Nirmal, Coco Soul, Dabur', '500 ml:210, 1 L:399'),
      ),
      sub(
        'Ghee & Vanaspati',
        t('Pure Cow Ghee', 'jar', 'Amul, Gowardhan, Patanjali, Nandini, Mother Dairy, Aashirvaad Svasti', '500 ml:330, 1 L:640'),
        t('Desi Ghee', 'jar', 'Amul, Gowardhan, Ananda, Milkfood', '500 ml:310, 1 L:610'),
        t('Vanaspati', 'can', 'Dalda, Gagan, Rath', '1 L:145'),
      ),
      sub(
        'Whole Spices',
        t('Jeera', 'pouch', 'Catch, Everest, MDH, Tata Sampann, Organic Tattva', '100 g:65, 200 g:120'),
        t('Black Pepper', 'pouch', 'Catch, Everest, MDH, Organic Tattva', '50 g:75, 100 g:140'),
        t('Green Elaichi', 'pouch', 'Catch, Everest, Organic Tattva', '25 g:95, 50 g:180'),
        t('Laung', 'pouch', 'Catch, Everest, MDH', '50 g:85'),
        t('Dalchini', 'pouch', 'Catch, Everest, Organic Tattva', '50 g:60'),
        t('Rai', 'pouch', 'Catch, Tata Sampann, Organic Tattva', '100 g:30'),
      ),
      sub(
        'Powdered Masala',
        t('Turmeric Powder', 'box', 'Everest, MDH, Catch, Tata Sampann, Aachi, Sakthi', '100 g:35, 200 g:65, 500 g:150'),
        t('Red Chilli Powder', 'box', 'Everest, MDH, Catch, Tata Sampann, Aachi', '100 g:45, 200 g:85, 500 g:199'),
        t('Coriander Powder', 'box', 'Everest, MDH, Catch, Tata Sampann', '100 g:35, 200 g:65'),
        t('Garam Masala', 'box', 'Everest, MDH, Catch, Badshah, Tata Sampann', '50 g:45, 100 g:85'),
        t('Chhole Masala', 'box', 'Everest, MDH, Catch, Badshah', '100 g:72'),
        t('Kitchen King Masala', 'box', 'Everest, MDH, Badshah', '100 g:80'),
        t('Pav Bhaji Masala', 'box', 'Everest, MDH, Badshah, Catch', '100 g:70'),
        t('Sambar Powder', 'box', 'MTR, Aachi, Sakthi, Everest', '100 g:60, 200 g:110'),
      ),
      sub(
        'Salt, Sugar & Jaggery',
        t('Iodised Salt', 'packet', 'Tata, Aashirvaad, Catch, Annapurna', '1 kg:28'),
        t('Rock Salt', 'packet', 'Tata, Catch, Patanjali', '1 kg:60'),
        t('Sugar', 'packet', 'Madhur, Uttam, Dhampure, Trust', '1 kg:55, 5 kg:260'),
        t('Jaggery Powder', 'pouch', 'Organic Tattva, 24 Mantra, Pro Nature, Dhampure', '500 g:70, 1 kg:130'),
      ),
      sub(
        'Pickles & Chutney',
        t('Mango Pickle', 'jar', "Mother's Recipe, Priya, Nilon's, Pachranga, Aachi", '300 g:95, 500 g:150'),
        t('Mixed Pickle', 'jar', "Mother's Recipe, Priya, Nilon's, Pachranga", '300 g:90, 500 g:140'),
        t('Lime Pickle', 'jar', "Mother's Recipe, Priya, Aachi", '300 g:85'),
        t('Green Chutney', 'jar', "Mother's Recipe, Del Monte, Chings", '200 g:80'),
      ),
    ],
  },
  {
    name: 'Snacks & Munchies',
    colour: '#fff3e0',
    shelfLife: '4 months',
    food: true,
    blurb: 'Crunchy, tasty and ready to share. Best consumed soon after opening.',
    subs: [
      sub(
        'Chips & Crisps',
        t(
          'Potato Chips',
          'packet',
          "Lay's, Uncle Chipps, Bingo, Balaji, Too Yumm",
          '26 g:10, 52 g:20, 90 g:40',
          'Classic Salted, Magic Masala, Cream & Onion, Tomato Tango, Chile Limon',
        ),
        t('Tortilla Chips', 'packet', 'Doritos, Bingo Tedhe Medhe, Cornitos', '60 g:35, 150 g:99', 'Nacho Cheese, Sweet Chilli, Peri Peri'),
        t('Banana Chips', 'packet', "Haldiram's, Beyond Snack, Bikaji", '150 g:65', 'Salted, Peri Peri'),
      ),
      sub(
        'Namkeen & Bhujia',
        t('Aloo Bhujia', 'packet', "Haldiram's, Bikaji, Bikanervala, Balaji, Prabhuji", '200 g:55, 400 g:99, 1 kg:230'),
        t('Moong Dal Namkeen', 'packet', "Haldiram's, Bikaji, Bikanervala, Balaji", '200 g:50, 400 g:95'),
        t('Khatta Meetha', 'packet', "Haldiram's, Bikaji, Bikanervala, Prabhuji", '200 g:52, 400 g:98'),
        t('Navratan Mix', 'packet', "Haldiram's, Bikaji, Bikanervala", '200 g:55, 400 g:99'),
        t('Bhakarwadi', 'packet', "Chitale Bandhu, Haldiram's, Bikaji", '250 g:90'),
      ),
      sub(
        'Nachos & Popcorn',
        t('Ready to Eat Popcorn', 'packet', 'Act II, 4700BC, Cornitos', '60 g:30, 120 g:60', 'Butter, Classic Salted, Caramel, Cheese'),
        t('Microwave Popcorn', 'box', 'Act II, 4700BC', '99 g:50, 3 x 99 g:140', 'Butter Delight, Golden Sizzle, Tomato Chilli'),
      ),
      sub(
        'Healthy Snacks',
        t('Roasted Makhana', 'pouch', 'Farmley, Happilo, Too Yumm, Mr. Makhana', '80 g:99', 'Pudina, Peri Peri, Himalayan Salt, Cheese'),
        t('Protein Bar', 'bar', 'RiteBite Max, Yoga Bar, Whole Truth, Phab', '1 pc:60, 6 pcs:340', 'Choco Almond, Peanut Butter, Choco Fudge'),
        t('Trail Mix', 'pouch', 'Happilo, Farmley, Nutraj, True Elements', '200 g:199'),
      ),
      sub(
        'Dry Fruits & Nuts',
        t('Almonds', 'pouch', 'Happilo, Nutraj, Farmley, Tata Sampann, Vedaka', '100 g:110, 250 g:260, 500 g:499'),
        t('Cashews', 'pouch', 'Happilo, Nutraj, Farmley, Vedaka', '100 g:130, 250 g:310, 500 g:599'),
        t('Raisins', 'pouch', 'Happilo, Nutraj, Farmley', '100 g:60, 250 g:140'),
        t('Walnut Kernels', 'pouch', 'Happilo, Nutraj, Farmley', '100 g:180, 250 g:420'),
        t('Pistachios', 'pouch', 'Happilo, Nutraj, Farmley', '100 g:199, 200 g:380', 'Roasted & Salted, Plain'),
      ),
    ],
  },
  {
    name: 'Cold Drinks & Juices',
    colour: '#e0f7fa',
    shelfLife: '9 months',
    food: true,
    blurb: 'Serve chilled. Refrigerate after opening and consume within 2 days.',
    subs: [
      sub(
        'Soft Drinks',
        t('Cola', 'bottle', 'Coca-Cola, Pepsi, Thums Up, Campa', '250 ml:20, 750 ml:40, 2.25 L:95', 'Original, Zero Sugar'),
        t('Lemon Soft Drink', 'bottle', 'Sprite, 7Up, Limca, Campa', '250 ml:20, 750 ml:40, 2.25 L:95'),
        t('Orange Soft Drink', 'bottle', 'Fanta, Mirinda, Campa', '250 ml:20, 750 ml:40, 2.25 L:95'),
        t('Soft Drink Can', 'can', 'Coca-Cola, Pepsi, Thums Up, Sprite, Fanta, Mountain Dew', '300 ml:40'),
      ),
      sub(
        'Fruit Juices',
        t('Fruit Juice', 'carton', 'Real, Tropicana, B Natural, Paper Boat', '200 ml:25, 1 L:115', 'Mixed Fruit, Orange, Guava, Litchi, Apple, Pomegranate'),
        t('Mango Drink', 'bottle', 'Maaza, Slice, Frooti, Appy', '250 ml:20, 600 ml:40, 1.2 L:70'),
        t('Coconut Water', 'carton', 'Real, Raw Pressery, Coco Sip, Paper Boat', '200 ml:45, 1 L:180'),
      ),
      sub(
        'Energy & Sports Drinks',
        t('Energy Drink', 'can', 'Red Bull, Monster, Sting, Hell', '250 ml:99, 350 ml:125', 'Original, Sugar Free'),
        t('Sports Drink', 'bottle', 'Gatorade, Powerade, Fast&Up', '500 ml:50', 'Blue Bolt, Lemon, Orange'),
        t('Glucose Drink', 'bottle', 'Glucon-D, Enerzal, Electral', '200 ml:30'),
      ),
      sub(
        'Water & Soda',
        t('Packaged Drinking Water', 'bottle', 'Bisleri, Kinley, Aquafina, Bailley, Himalayan', '500 ml:10, 1 L:20, 5 L:70'),
        t('Soda Water', 'bottle', 'Kinley, Bisleri, Schweppes, Bailley', '750 ml:20'),
        t('Tonic Water', 'can', 'Schweppes, Svami, Sepoy & Co, Jade Forest', '300 ml:70'),
      ),
      sub(
        'Lassi & Flavoured Milk',
        t('Lassi', 'cup', 'Amul, Mother Dairy, Nandini, Milky Mist', '200 ml:25, 1 L:99', 'Sweet, Mango, Rose'),
        t('Chaas', 'carton', 'Amul Masti, Mother Dairy, Nandini, Heritage', '200 ml:15, 500 ml:30'),
        t('Flavoured Milk', 'bottle', "Amul Kool, Hershey's, Nestle, Mother Dairy", '180 ml:35', 'Chocolate, Kesar Badam, Strawberry, Cold Coffee'),
      ),
    ],
  },
  {
    name: 'Tea, Coffee & Health Drinks',
    colour: '#efebe9',
    shelfLife: '12 months',
    food: true,
    blurb: 'Freshly packed for the perfect cup. Store in an airtight container.',
    subs: [
      sub(
        'Tea',
        t('Leaf Tea', 'packet', 'Tata Tea Gold, Red Label, Taj Mahal, Wagh Bakri, Society, Tata Tea Premium', '250 g:150, 500 g:290, 1 kg:560'),
        t('Dust Tea', 'packet', 'Tata Tea Agni, Red Label, Wagh Bakri, Duncans', '250 g:120, 500 g:230'),
        t('Tea Bags', 'box', 'Tetley, Lipton, Taj Mahal, Red Label', '25 pcs:110, 100 pcs:399', 'Classic, Masala, Elaichi, Ginger'),
      ),
      sub(
        'Coffee',
        t('Instant Coffee', 'jar', 'Nescafe Classic, Bru, Davidoff, Continental', '50 g:180, 100 g:340, 200 g:650'),
        t('Filter Coffee Powder', 'pouch', "Bru, Cothas, Narasu's, Leo, Tata Coffee", '200 g:160, 500 g:380'),
        t('Ground Coffee', 'pouch', 'Blue Tokai, Sleepy Owl, Rage Coffee, Third Wave', '250 g:450', 'Classic Roast, Vienna Roast, French Roast'),
      ),
      sub(
        'Health Drinks',
        t('Malt Health Drink', 'jar', 'Horlicks, Boost, Bournvita, Complan, Maltova', '500 g:250, 1 kg:470', 'Classic Malt, Chocolate'),
        t('Protein Powder', 'jar', 'Protinex, Ensure, MuscleBlaze, Horlicks Protein+', '400 g:650, 1 kg:1499', 'Chocolate, Vanilla'),
        t('Chyawanprash', 'jar', 'Dabur, Patanjali, Baidyanath, Zandu', '500 g:230, 1 kg:420'),
      ),
      sub(
        'Green & Herbal Tea',
        t('Green Tea', 'box', 'Lipton, Tetley, Organic India, Twinings, Girnar', '25 pcs:160, 100 pcs:499', 'Pure, Lemon Honey, Mint, Tulsi'),
        t('Herbal Infusion', 'box', 'Organic India, Vahdam, Twinings, Tea Trunk', '25 pcs:199', 'Chamomile, Hibiscus, Tulsi Ginger'),
      ),
    ],
  },
  {
    name: 'Biscuits & Bakery',
    colour: '#fff9c4',
    shelfLife: '6 months',
    food: true,
    blurb: 'Perfect with chai. Store in a cool, dry place; keep the pack closed.',
    subs: [
      sub(
        'Cream Biscuits',
        t(
          'Cream Biscuits',
          'packet',
          'Oreo, Bourbon, Dark Fantasy, Hide & Seek, Jim Jam, Parle',
          '75 g:20, 150 g:40, 300 g:75',
          'Chocolate, Vanilla, Strawberry',
        ),
        t('Sandwich Cookies', 'packet', 'Sunfeast Bounce, Unibic, Parle Milano', '150 g:45', 'Choco, Elaichi, Pineapple'),
      ),
      sub(
        'Glucose & Marie',
        t('Glucose Biscuits', 'packet', 'Parle-G, Britannia Tiger, Sunfeast, Priyagold', '80 g:10, 250 g:25, 800 g:85'),
        t('Marie Biscuits', 'packet', "Britannia Marie Gold, Sunfeast Marie Light, McVitie's, Parle", '250 g:35'),
        t('Digestive Biscuits', 'packet', "McVitie's, Britannia NutriChoice, Sunfeast Farmlite", '250 g:60, 1 kg:220'),
        t('Salted Crackers', 'packet', 'Britannia 50-50, Parle Monaco, Parle Krackjack, Sunfeast Snacky', '75 g:10, 200 g:30'),
      ),
      sub(
        'Cookies',
        t('Butter Cookies', 'box', 'Britannia Good Day, Danish, Unibic, Sunfeast', '100 g:30, 400 g:150'),
        t('Chocolate Chip Cookies', 'packet', 'Unibic, Sunfeast Dark Fantasy, Britannia Good Day, Cadbury', '75 g:30, 150 g:60'),
        t('Oat Cookies', 'packet', "Unibic, McVitie's, Britannia NutriChoice", '150 g:55', 'Honey, Raisin, Choco'),
      ),
      sub(
        'Rusk & Khari',
        t('Suji Rusk', 'packet', 'Britannia Toastea, Parle, Bonn, Agarwal', '200 g:40, 600 g:110'),
        t('Elaichi Rusk', 'packet', 'Britannia, Parle, Bonn', '200 g:45'),
        t('Butter Khari', 'packet', 'Monginis, Kapoor, Bonn', '200 g:60'),
      ),
      sub(
        'Cakes & Muffins',
        t('Slice Cake', 'packet', 'Britannia, Winkies, Bonn, Elite', '60 g:20, 150 g:50', 'Fruit, Chocolate, Vanilla, Orange'),
        t('Muffins', 'box', 'Britannia, Winkies, Bonn', '6 pcs:99', 'Choco Chip, Blueberry'),
        t('Swiss Roll', 'packet', 'Winkies, Britannia, Bonn', '150 g:60'),
      ),
    ],
  },
  {
    name: 'Sweet Tooth',
    colour: '#fce4ec',
    shelfLife: '9 months',
    food: true,
    blurb: 'A little treat for every mood. Store below 25°C.',
    subs: [
      sub(
        'Chocolates',
        t('Milk Chocolate', 'bar', "Cadbury Dairy Milk, Amul, Nestle, Galaxy, Hershey's", '13 g:10, 50 g:45, 150 g:165'),
        t('Dark Chocolate', 'bar', "Amul, Cadbury Bournville, Lindt, Hershey's, Mason & Co", '55 g:99, 100 g:199', '55% Cocoa, 70% Cocoa, 90% Cocoa'),
        t('Chocolate Wafer', 'bar', 'KitKat, Perk, Munch, Kinder', '13 g:10, 38 g:30'),
        t('Celebrations Pack', 'box', 'Cadbury Celebrations, Ferrero Rocher, Amul, Nestle', '118 g:175, 260 g:399'),
      ),
      sub(
        'Indian Sweets',
        t('Rasgulla', 'can', "Haldiram's, Bikano, Bikaji, Gits", '500 g:140, 1 kg:260'),
        t('Gulab Jamun', 'can', "Haldiram's, Bikano, Bikaji, Gits", '500 g:150, 1 kg:280'),
        t('Soan Papdi', 'box', "Haldiram's, Bikano, Bikaji, Patanjali", '250 g:80, 500 g:150'),
        t('Kaju Katli', 'box', "Haldiram's, Bikano, Bikanervala", '250 g:299, 500 g:580'),
      ),
      sub(
        'Ice Creams',
        t(
          'Ice Cream Tub',
          'cup',
          'Amul, Kwality Walls, Havmor, Baskin Robbins, Mother Dairy, Vadilal',
          '700 ml:199, 1 L:280',
          'Vanilla, Chocolate, Butterscotch, Kesar Pista, Strawberry',
        ),
        t('Kulfi', 'cup', 'Amul, Havmor, Mother Dairy, Vadilal', '60 ml:30, 4 pcs:110', 'Malai, Kesar Pista, Mango'),
        t('Ice Cream Cone', 'cup', 'Cornetto, Amul, Havmor', '120 ml:50', 'Double Chocolate, Butterscotch, Strawberry'),
      ),
      sub(
        'Candies & Gums',
        t('Toffee', 'pouch', 'Alpenliebe, Eclairs, Kopiko, Pulse, Mango Bite', '100 g:50, 200 g:99'),
        t('Chewing Gum', 'pouch', 'Center Fresh, Orbit, Doublemint, Boomer', '10 pcs:20, 25 pcs:50', 'Mint, Spearmint, Strawberry'),
        t('Mints', 'box', 'Tic Tac, Polo, Mentos', '1 pack:20, 3 packs:55', 'Fresh Mint, Orange, Strawberry'),
      ),
    ],
  },
  {
    name: 'Breakfast & Instant Food',
    colour: '#f3e5f5',
    shelfLife: '9 months',
    food: true,
    blurb: 'Quick to cook, easy to love. Ready in minutes.',
    subs: [
      sub(
        'Noodles & Pasta',
        t('Instant Noodles', 'packet', "Maggi, Yippee, Top Ramen, Ching's Secret, Knorr", '70 g:14, 280 g:56, 560 g:108', 'Masala, Chicken, Atta, Hot & Sweet'),
        t('Cup Noodles', 'cup', 'Maggi, Yippee, Top Ramen, Nissin', '70 g:50', 'Masala, Chilli Chow, Cheese'),
        t('Pasta', 'packet', 'Borges, Del Monte, Bambino, Disano', '500 g:99', 'Penne, Fusilli, Macaroni, Spaghetti'),
        t('Hakka Noodles', 'packet', "Ching's Secret, Smith & Jones, Capital Foods", '150 g:40, 600 g:140'),
      ),
      sub(
        'Breakfast Cereals',
        t('Corn Flakes', 'box', "Kellogg's, Bagrry's, Saffola, Patanjali", '250 g:110, 475 g:199, 1 kg:380'),
        t('Muesli', 'box', "Kellogg's, Bagrry's, Yoga Bar, True Elements, Saffola", '400 g:299, 750 g:499', 'Fruit & Nut, Dark Chocolate, No Added Sugar'),
        t('Rolled Oats', 'jar', "Quaker, Saffola, Bagrry's, True Elements", '500 g:145, 1 kg:250'),
        t('Chocos', 'box', "Kellogg's, Bagrry's", '375 g:199, 700 g:360'),
      ),
      sub(
        'Ready to Eat Meals',
        t('Dal Makhani Ready to Eat', 'pouch', "MTR, Haldiram's, Gits, ITC Kitchens of India", '300 g:120'),
        t('Paneer Butter Masala Ready to Eat', 'pouch', "MTR, Haldiram's, Gits, ITC Kitchens of India", '300 g:150'),
        t('Rajma Masala Ready to Eat', 'pouch', "MTR, Haldiram's, Gits", '300 g:110'),
        t('Poha Ready to Eat', 'cup', "MTR, Haldiram's, Saffola", '80 g:55'),
      ),
      sub(
        'Instant Mixes',
        t('Idli Mix', 'packet', 'MTR, Gits, Aachi, iD Fresh', '200 g:60, 500 g:130'),
        t('Dosa Mix', 'packet', 'MTR, Gits, Aachi', '200 g:60, 500 g:130'),
        t('Gulab Jamun Mix', 'packet', 'MTR, Gits, Chitale', '175 g:95'),
        t('Dhokla Mix', 'packet', 'MTR, Gits, Chitale', '200 g:70'),
        t('Upma Mix', 'packet', 'MTR, Gits, Aashirvaad', '200 g:55'),
      ),
      sub('Soups', t('Instant Soup', 'packet', "Knorr, Maggi, Ching's Secret", '45 g:60, 4 servings:99', 'Tomato, Sweet Corn, Hot & Sour, Manchow, Mixed Veg')),
      sub(
        'Jams, Honey & Spreads',
        t('Fruit Jam', 'jar', 'Kissan, Mapro, Del Monte, Dr. Oetker FunFoods', '200 g:85, 500 g:190', 'Mixed Fruit, Strawberry, Pineapple, Orange Marmalade'),
        t('Honey', 'jar', 'Dabur, Saffola, Patanjali, Apis Himalaya', '250 g:120, 500 g:225, 1 kg:420'),
        t('Peanut Butter', 'jar', 'Pintola, Sundrop, MyFitness, Dr. Oetker FunFoods', '340 g:160, 1 kg:399', 'Crunchy, Creamy'),
        t('Tomato Ketchup', 'bottle', 'Kissan, Maggi, Heinz, Del Monte', '500 g:110, 950 g:160'),
        t('Mayonnaise', 'jar', 'Dr. Oetker FunFoods, Veeba, Del Monte, Wingreens', '250 g:99', 'Eggless, Tandoori, Garlic'),
      ),
    ],
  },
  {
    name: 'Cleaning Essentials',
    colour: '#e0f2f1',
    shelfLife: '24 months',
    food: false,
    blurb: 'Tough on dirt, gentle on your home. Keep out of reach of children.',
    subs: [
      sub(
        'Detergents',
        t('Detergent Powder', 'bag', 'Surf Excel, Ariel, Tide, Rin, Ghadi, Wheel', '1 kg:130, 2 kg:250, 4 kg:480'),
        t('Liquid Detergent', 'bottle', 'Surf Excel Matic, Ariel Matic, Tide Matic, Comfort', '1 L:230, 2 L:440', 'Front Load, Top Load'),
        t('Detergent Bar', 'bar', 'Rin, Surf Excel, Tide, Sunlight', '250 g:25, 4 x 250 g:95'),
        t('Fabric Conditioner', 'bottle', 'Comfort, Lenor, Surf Excel', '860 ml:230'),
      ),
      sub(
        'Dishwash',
        t('Dishwash Bar', 'bar', 'Vim, Pril, Exo, Patanjali', '200 g:20, 3 x 200 g:58'),
        t('Dishwash Liquid', 'bottle', 'Vim, Pril, Exo, Godrej', '500 ml:115, 750 ml:160', 'Lemon, Lime, Pudina'),
        t('Scrub Pad', 'packet', 'Scotch-Brite, Gala, Spotzero', '3 pcs:55'),
      ),
      sub(
        'Floor & Surface Cleaners',
        t('Floor Cleaner', 'bottle', 'Lizol, Domex, Harpic, Godrej Protekt', '500 ml:110, 975 ml:199, 2 L:380', 'Citrus, Floral, Lavender, Pine'),
        t('Glass Cleaner', 'bottle', 'Colin, Mr Muscle, Dettol', '500 ml:105'),
        t('Kitchen Cleaner', 'bottle', 'Mr Muscle, Cif, Lizol', '450 ml:170'),
      ),
      sub(
        'Toilet Cleaners',
        t('Toilet Cleaner', 'bottle', 'Harpic, Domex, Sanifresh, Lizol', '500 ml:99, 1 L:190'),
        t('Toilet Cleaning Tablets', 'box', 'Harpic, Domex', '4 pcs:150'),
      ),
      sub(
        'Fresheners & Repellents',
        t('Room Freshener', 'can', 'Odonil, Ambi Pur, Godrej aer, Air Wick', '240 ml:199', 'Lavender, Jasmine, Citrus, Rose'),
        t('Mosquito Repellent Refill', 'bottle', 'Good Knight, All Out, Mortein', '45 ml:85, 2 pcs:160'),
        t('Insect Killer Spray', 'can', 'Hit, Mortein, Baygon', '400 ml:230'),
      ),
    ],
  },
  {
    name: 'Personal Care',
    colour: '#ede7f6',
    shelfLife: '36 months',
    food: false,
    blurb: 'Everyday care for you and your family. For external use only.',
    subs: [
      sub(
        'Bath & Body',
        t('Bathing Soap', 'bar', 'Dove, Lux, Pears, Dettol, Lifebuoy, Santoor, Medimix', '100 g:45, 4 x 100 g:170'),
        t('Body Wash', 'bottle', 'Dove, Nivea, Fiama, Pears, Dettol', '250 ml:220, 500 ml:399'),
        t('Hand Wash', 'bottle', 'Dettol, Lifebuoy, Savlon, Himalaya', '200 ml:99, 750 ml refill:199'),
        t('Body Lotion', 'bottle', 'Nivea, Vaseline, Parachute Advansed, Dove', '200 ml:199, 400 ml:375'),
      ),
      sub(
        'Hair Care',
        t('Shampoo', 'bottle', 'Head & Shoulders, Dove, Pantene, Clinic Plus, Sunsilk, TRESemme', '180 ml:180, 340 ml:330, 650 ml:599'),
        t('Conditioner', 'bottle', 'Dove, Pantene, TRESemme, Sunsilk', '180 ml:199'),
        t('Hair Oil', 'bottle', 'Parachute, Dabur Amla, Bajaj Almond Drops, Indulekha, Navratna', '100 ml:65, 300 ml:175'),
        t('Hair Colour', 'box', "Garnier Color Naturals, L'Oreal Excellence, Godrej Expert", '1 pack:199', 'Natural Black, Burgundy, Dark Brown'),
      ),
      sub(
        'Oral Care',
        t('Toothpaste', 'tube', 'Colgate, Pepsodent, Closeup, Sensodyne, Dabur Red, Patanjali Dant Kanti', '100 g:60, 150 g:95, 300 g:180'),
        t('Toothbrush', 'packet', 'Colgate, Oral-B, Pepsodent, Sensodyne', '1 pc:40, 4 pcs:140', 'Soft, Medium'),
        t('Mouthwash', 'bottle', 'Listerine, Colgate Plax, Closeup', '250 ml:150, 500 ml:270'),
      ),
      sub(
        'Skin Care',
        t('Face Wash', 'tube', 'Himalaya, Garnier, Ponds, Cetaphil, Mamaearth, Clean & Clear', '50 ml:99, 100 ml:180', 'Neem, Vitamin C, Oil Control'),
        t('Moisturiser', 'jar', 'Nivea, Ponds, Cetaphil, Lakme', '100 ml:210, 200 ml:399'),
        t('Sunscreen', 'tube', 'Lotus Herbals, Neutrogena, Lakme, Minimalist', '50 g:299, 100 g:499'),
        t('Lip Balm', 'tube', 'Nivea, Maybelline Baby Lips, Himalaya, Vaseline', '4.8 g:99'),
      ),
      sub(
        'Shaving & Grooming',
        t('Shaving Foam', 'can', 'Gillette, Park Avenue, Nivea Men, Old Spice', '200 g:199, 418 g:350'),
        t('Razor', 'packet', 'Gillette Mach3, Gillette Guard, Bombay Shaving Company', '1 pc:150, 2 cartridges:299'),
        t('Deodorant', 'can', 'Fogg, Axe, Nivea, Park Avenue, Engage', '150 ml:199, 200 ml:249'),
      ),
      sub(
        'Feminine Hygiene',
        t('Sanitary Pads', 'packet', 'Whisper, Stayfree, Sofy, Carmesi', '7 pcs:45, 15 pcs:99, 30 pcs:199', 'Regular, XL, XXL'),
        t('Panty Liners', 'packet', 'Whisper, Stayfree, Carmesi', '20 pcs:99'),
      ),
    ],
  },
  {
    name: 'Baby Care',
    colour: '#e1f5fe',
    shelfLife: '24 months',
    food: false,
    blurb: 'Gentle and safe for your little one. Dermatologically tested.',
    subs: [
      sub(
        'Diapers & Wipes',
        t('Diaper Pants', 'bag', 'Pampers, Huggies, MamyPoko, Himalaya', '20 pcs:399, 50 pcs:899', 'Small, Medium, Large, XL'),
        t('Baby Wipes', 'packet', 'Pampers, Huggies, Himalaya, Mee Mee, Mamaearth', '72 pcs:149, 3 x 72 pcs:399'),
      ),
      sub(
        'Baby Food',
        t('Baby Cereal', 'box', 'Nestle Cerelac, Slurrp Farm, Early Foods', '300 g:270', 'Wheat Apple, Rice, Multigrain, Wheat Honey'),
        t('Infant Formula', 'box', 'Nestle Lactogen, Nestle Nan Pro, Similac, Dexolac', '400 g:550'),
      ),
      sub(
        'Baby Bath & Skin',
        t('Baby Shampoo', 'bottle', "Johnson's, Himalaya, Sebamed, Mamaearth, Chicco", '200 ml:210, 500 ml:450'),
        t('Baby Lotion', 'bottle', "Johnson's, Himalaya, Sebamed, Mamaearth", '200 ml:225'),
        t('Baby Oil', 'bottle', "Johnson's, Himalaya, Dabur Lal Tail, Mamaearth", '100 ml:120, 200 ml:220'),
        t('Baby Powder', 'bottle', "Johnson's, Himalaya, Mee Mee", '200 g:180'),
      ),
    ],
  },
  {
    name: 'Pet Care',
    colour: '#f1f8e9',
    shelfLife: '18 months',
    food: false,
    blurb: 'Nutrition and care your pet will love.',
    subs: [
      sub(
        'Dog Food',
        t('Adult Dog Food', 'bag', 'Pedigree, Drools, Royal Canin, Purepet', '1.2 kg:350, 3 kg:800', 'Chicken & Vegetables, Meat & Rice'),
        t('Puppy Food', 'bag', 'Pedigree, Drools, Royal Canin', '1.2 kg:390, 3 kg:890', 'Chicken & Milk, Meat & Milk'),
        t('Dog Treats', 'pouch', 'Pedigree Dentastix, Drools, Gnawlers', '100 g:150'),
      ),
      sub(
        'Cat Food',
        t('Cat Food', 'bag', 'Whiskas, Me-O, Drools, Royal Canin', '480 g:199, 1.2 kg:450', 'Ocean Fish, Tuna, Chicken'),
        t('Wet Cat Food', 'pouch', 'Whiskas, Me-O, Sheba', '85 g:45, 12 x 85 g:499', 'Tuna, Chicken in Jelly, Mackerel'),
      ),
      sub(
        'Pet Grooming',
        t('Pet Shampoo', 'bottle', 'Himalaya Erina, Captain Zack, Wahl', '200 ml:250'),
        t('Cat Litter', 'bag', 'Kitty Klean, Catsan, Sheba', '5 kg:399'),
      ),
    ],
  },
  {
    name: 'Chicken, Meat & Fish',
    colour: '#ffebee',
    shelfLife: '2 days',
    food: true,
    blurb: 'Antibiotic-residue-free, cleaned and cut fresh. Keep refrigerated at 0-4°C.',
    subs: [
      sub(
        'Chicken',
        t('Chicken Curry Cut', 'tray', 'Licious, FreshToHome, Zorabian, Godrej Real Good', '500 g:199, 1 kg:380'),
        t('Chicken Breast Boneless', 'tray', 'Licious, FreshToHome, Zorabian, Godrej Real Good', '250 g:169, 450 g:289'),
        t('Chicken Drumsticks', 'tray', 'Licious, FreshToHome, Zorabian', '500 g:249'),
        t('Chicken Keema', 'tray', 'Licious, FreshToHome, Zorabian', '450 g:259'),
      ),
      sub(
        'Mutton',
        t('Goat Curry Cut', 'tray', 'Licious, FreshToHome, Zorabian', '500 g:499, 1 kg:980'),
        t('Mutton Keema', 'tray', 'Licious, FreshToHome', '450 g:525'),
      ),
      sub(
        'Fish & Seafood',
        t('Rohu Fish Curry Cut', 'tray', 'Licious, FreshToHome', '500 g:249'),
        t('Basa Fillet', 'tray', 'Licious, FreshToHome, Sumeru', '250 g:229'),
        t('Prawns Medium', 'tray', 'Licious, FreshToHome, Sumeru', '250 g:299'),
        t('Seer Fish Steaks', 'tray', 'Licious, FreshToHome', '500 g:749'),
      ),
      sub(
        'Ready to Cook',
        t('Chicken Seekh Kebab', 'box', 'Licious, Zorabian, Godrej Yummiez, Prasuma', '250 g:249'),
        t('Chicken Nuggets', 'box', "Godrej Yummiez, McCain, Venky's, ITC Master Chef", '400 g:285', 'Classic, Cheesy, Spicy'),
        t('Chicken Momos', 'box', 'Prasuma, Wow! Momo, Godrej Yummiez', '10 pcs:199, 24 pcs:399', 'Steamed, Tandoori'),
      ),
    ],
  },
  {
    name: 'Frozen Food',
    colour: '#e8eaf6',
    shelfLife: '12 months',
    food: true,
    blurb: 'Frozen at peak freshness. Store at -18°C; do not refreeze once thawed.',
    subs: [
      sub(
        'Frozen Veg',
        t('Green Peas', 'pouch', 'Safal, McCain, Godrej Yummiez, Sumeru', '500 g:99, 1 kg:180'),
        t('Sweet Corn', 'pouch', 'Safal, McCain, Sumeru', '500 g:110'),
        t('Mixed Vegetables', 'pouch', 'Safal, McCain, Sumeru', '500 g:120'),
      ),
      sub(
        'Frozen Snacks',
        t('French Fries', 'bag', 'McCain, Godrej Yummiez, Sumeru, ITC Master Chef', '420 g:125, 1.5 kg:370', 'Classic, Crinkle, Peri Peri'),
        t('Aloo Tikki', 'box', 'McCain, Godrej Yummiez, ITC Master Chef, Sumeru', '400 g:140'),
        t('Veg Momos', 'box', 'Prasuma, Wow! Momo, Godrej Yummiez', '10 pcs:160, 24 pcs:330'),
        t('Frozen Paratha', 'packet', "iD Fresh, Sumeru, Haldiram's, ITC Master Chef", '5 pcs:120, 10 pcs:220', 'Malabar, Aloo, Laccha'),
      ),
    ],
  },
];

/** Makers behind the brands, for "Manufacturer"; anything not listed is "<brand> Consumer Products Pvt. Ltd.". */
export const MANUFACTURERS: Record<string, string> = {
  Amul: 'Gujarat Cooperative Milk Marketing Federation Ltd., Anand',
  'Mother Dairy': 'Mother Dairy Fruit & Vegetable Pvt. Ltd., Delhi',
  Nandini: 'Karnataka Milk Federation, Bengaluru',
  Aashirvaad: 'ITC Limited, Kolkata',
  Sunfeast: 'ITC Limited, Kolkata',
  Bingo: 'ITC Limited, Kolkata',
  Fortune: 'Adani Wilmar Ltd., Ahmedabad',
  'Tata Sampann': 'Tata Consumer Products Ltd., Mumbai',
  Tata: 'Tata Consumer Products Ltd., Mumbai',
  Britannia: 'Britannia Industries Ltd., Kolkata',
  Parle: 'Parle Products Pvt. Ltd., Mumbai',
  Haldiram: 'Haldiram Snacks Pvt. Ltd., New Delhi',
  Maggi: 'Nestle India Ltd., Gurugram',
  Nestle: 'Nestle India Ltd., Gurugram',
  Nescafe: 'Nestle India Ltd., Gurugram',
  Cadbury: 'Mondelez India Foods Pvt. Ltd., Mumbai',
  Dabur: 'Dabur India Ltd., Ghaziabad',
  Patanjali: 'Patanjali Ayurved Ltd., Haridwar',
  Everest: 'Everest Food Products Pvt. Ltd., Mumbai',
  MDH: 'Mahashian Di Hatti Pvt. Ltd., New Delhi',
  MTR: 'MTR Foods Pvt. Ltd., Bengaluru',
  Surf: 'Hindustan Unilever Ltd., Mumbai',
  Dove: 'Hindustan Unilever Ltd., Mumbai',
  Lux: 'Hindustan Unilever Ltd., Mumbai',
  Vim: 'Hindustan Unilever Ltd., Mumbai',
  Kissan: 'Hindustan Unilever Ltd., Mumbai',
  Colgate: 'Colgate-Palmolive (India) Ltd., Mumbai',
  Dettol: 'Reckitt Benckiser (India) Pvt. Ltd., Gurugram',
  Harpic: 'Reckitt Benckiser (India) Pvt. Ltd., Gurugram',
  Lizol: 'Reckitt Benckiser (India) Pvt. Ltd., Gurugram',
  Pampers: 'Procter & Gamble Home Products Pvt. Ltd., Mumbai',
  Ariel: 'Procter & Gamble Home Products Pvt. Ltd., Mumbai',
  Tide: 'Procter & Gamble Home Products Pvt. Ltd., Mumbai',
  Pedigree: 'Mars International India Pvt. Ltd., Hyderabad',
  Whiskas: 'Mars International India Pvt. Ltd., Hyderabad',
  Licious: 'Delightful Gourmet Pvt. Ltd., Bengaluru',
  McCain: 'McCain Foods (India) Pvt. Ltd., Mehsana',
};

/** Brands made abroad; everything else is made in India. */
export const ORIGIN: Record<string, string> = {
  Lindt: 'Switzerland',
  'Ferrero Rocher': 'Italy',
  Borges: 'Spain',
  Figaro: 'Spain',
  Disano: 'Italy',
  Galaxy: 'United Kingdom',
  Zespri: 'New Zealand',
  Imported: 'United States',
  Twinings: 'United Kingdom',
  Kinder: 'Germany',
  Sheba: 'Thailand',
  'Me-O': 'Thailand',
  Sebamed: 'Germany',
};

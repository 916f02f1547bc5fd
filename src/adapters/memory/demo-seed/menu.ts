import type { MenuCategory } from '../../../domain/menu/menu-category';
import type { MenuItem } from '../../../domain/menu/menu-item';
import { SEEDED } from './seeded-at';

// The restaurant writes its menu in German (the rows' own columns); guests reading English or Chinese see the
// translations (decision 0076).

export const menuCategories = (): MenuCategory[] => [
  {
    id: '00000000-0000-4000-8000-000000000101',
    ...SEEDED,
    name: 'Dim Sum & Bao',
    description: 'Dampfkörbchen und fluffige Bao, jeden Morgen von Hand gefaltet.',
    display_order: 0,
    translations: {
      en: {
        name: 'Dim Sum & Bao',
        description: 'Steamed baskets and fluffy buns, folded by hand every morning.',
      },
      zh: { name: '点心与包子', description: '蒸笼点心和松软包子，每天清晨手工现包。' },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    ...SEEDED,
    name: 'Congee & Nudeln',
    description: 'Stundenlang gekochter Reisbrei und wärmende Nudelsuppen.',
    display_order: 1,
    translations: {
      en: { name: 'Congee & Noodles', description: 'Slow-cooked rice porridge and warming noodle bowls.' },
      zh: { name: '粥品与面食', description: '慢火熬煮的粥和暖胃的汤面。' },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000103',
    ...SEEDED,
    name: 'Jianbing & Herzhaftes',
    description: 'Crêpes nach Tianjiner Art vom heißen Blech und herzhafte Teller aus ganz Ostasien.',
    display_order: 2,
    translations: {
      en: {
        name: 'Jianbing & Savoury',
        description: 'Tianjin-style crepes from the griddle and savoury plates from across East Asia.',
      },
      zh: { name: '煎饼与咸食', description: '现摊天津风味煎饼，以及来自东亚各地的咸味餐点。' },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000104',
    ...SEEDED,
    name: 'Süßes Frühstück',
    description: 'Eiertörtchen, Sesam-French-Toast und fruchtige Bowls für einen süßen Start in den Tag.',
    display_order: 3,
    translations: {
      en: {
        name: 'Sweet Breakfast',
        description: 'Egg tarts, sesame French toast and fruity bowls for a sweet start.',
      },
      zh: { name: '甜味早餐', description: '蛋挞、芝麻西多士和水果甜品，甜甜地开启新的一天。' },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000105',
    ...SEEDED,
    name: 'Getränke',
    description: 'Frische Sojamilch, vietnamesischer Kaffee und Tees aus China, Korea und Japan.',
    display_order: 4,
    translations: {
      en: {
        name: 'Drinks',
        description: 'Fresh soy milk, Vietnamese coffee and teas from China, Korea and Japan.',
      },
      zh: { name: '饮品', description: '新鲜豆浆、越南咖啡，以及来自中国、韩国和日本的茶。' },
    },
  },
];

const DIM_SUM = '00000000-0000-4000-8000-000000000101';
const CONGEE = '00000000-0000-4000-8000-000000000102';
const SAVOURY = '00000000-0000-4000-8000-000000000103';
const SWEET = '00000000-0000-4000-8000-000000000104';
const DRINKS = '00000000-0000-4000-8000-000000000105';

type DishFields = Omit<
  MenuItem,
  'created_at' | 'updated_at' | 'ai_generated_image' | 'ai_prompt_used' | 'image_generation_cost'
>;

// The demo's pictures are drawn for it, so no item claims an AI image.
const dish = (fields: DishFields): MenuItem => ({
  ...SEEDED,
  ai_generated_image: false,
  ai_prompt_used: null,
  image_generation_cost: null,
  ...fields,
});

export const menuItems = (): MenuItem[] => [
  dish({
    id: '00000000-0000-4000-8000-000000000201',
    name: 'Har Gow mit Garnelen',
    description:
      'Vier Teigtaschen mit glasigem Teig, saftigen Garnelen und Bambussprossen, frisch auf Bestellung gedämpft.',
    ingredients: 'Garnelen, Bambussprossen, Weizenstärke, Tapiokastärke, Sesamöl, weißer Pfeffer',
    translations: {
      en: {
        name: 'Har Gow Shrimp Dumplings',
        description: 'Four crystal-skin dumplings with juicy shrimp and bamboo shoots, steamed to order.',
        ingredients: 'Shrimp, bamboo shoots, wheat starch, tapioca starch, sesame oil, white pepper',
      },
      zh: {
        name: '水晶虾饺',
        description: '四只水晶虾饺，包着鲜嫩多汁的虾仁和笋丁，现点现蒸。',
        ingredients: '虾仁、竹笋、澄粉、木薯淀粉、芝麻油、白胡椒',
      },
    },
    category_id: DIM_SUM,
    image_url: '/demo/images/dish-har-gow.webp',
    regular_price: 7.9,
    student_price: 6.5,
    is_featured: true,
    is_available: true,
    dietary_tags: ['Dairy-Free', 'High-Protein', 'Pescatarian'],
    display_order: 0,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000202',
    name: 'Siu Mai mit Pilzen und Tofu',
    description: 'Oben offene Teigtaschen, gefüllt mit Shiitake, Tofu und Wasserkastanien.',
    ingredients: 'Shiitake, fester Tofu, Wasserkastanien, Teigblätter aus Weizen, Ingwer, Sojasauce',
    translations: {
      en: {
        name: 'Mushroom & Tofu Siu Mai',
        description: 'Open-topped dumplings filled with shiitake, tofu and water chestnut.',
        ingredients: 'Shiitake, firm tofu, water chestnut, wheat wrappers, ginger, soy sauce',
      },
      zh: {
        name: '香菇豆腐烧卖',
        description: '开口烧卖，内馅是香菇、豆腐和马蹄。',
        ingredients: '香菇、老豆腐、马蹄、小麦烧卖皮、姜、酱油',
      },
    },
    category_id: DIM_SUM,
    image_url: '/demo/images/cat-dim-sum.webp',
    regular_price: 6.9,
    student_price: 5.5,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegetarian', 'Dairy-Free'],
    display_order: 1,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000203',
    name: 'Char Siu Bao',
    description: 'Drei fluffige gedämpfte Hefebrötchen mit honigglasiertem Grillschweinefleisch.',
    ingredients: 'Weizenmehl, Schweineschulter, Honig, Hoisinsauce, Sojasauce, Fünf-Gewürze-Pulver',
    translations: {
      en: {
        name: 'Char Siu Bao',
        description: 'Three fluffy steamed buns with honey-glazed barbecue pork.',
        ingredients: 'Wheat flour, pork shoulder, honey, hoisin sauce, soy sauce, five-spice',
      },
      zh: {
        name: '蜜汁叉烧包',
        description: '三只松软的蒸包，内馅是蜜汁叉烧。',
        ingredients: '面粉、猪梅肉、蜂蜜、海鲜酱、酱油、五香粉',
      },
    },
    category_id: DIM_SUM,
    image_url: '/demo/images/cat-dim-sum.webp',
    regular_price: 6.5,
    student_price: 5.5,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Dairy-Free'],
    display_order: 2,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000204',
    name: 'Bulgogi-Bao',
    description:
      'Zwei gefaltete Bao mit in Soja und Birne mariniertem Rindfleisch, schnell eingelegter Gurke und Gochujang-Mayo.',
    ingredients: 'Weizenmehl, Rindfleisch, Nashi-Birne, Sojasauce, Knoblauch, Gurke, Gochujang, Sesam',
    translations: {
      en: {
        name: 'Bulgogi Bao',
        description:
          'Two folded bao with soy-pear marinated beef, quick-pickled cucumber and gochujang mayo.',
        ingredients: 'Wheat flour, beef, Asian pear, soy sauce, garlic, cucumber, gochujang, sesame',
      },
      zh: {
        name: '韩式烤牛肉刈包',
        description: '两个对折刈包，夹着用酱油和雪梨腌制的牛肉、快腌黄瓜和韩式辣酱蛋黄酱。',
        ingredients: '面粉、牛肉、亚洲梨、酱油、大蒜、黄瓜、韩式辣椒酱、芝麻',
      },
    },
    category_id: DIM_SUM,
    image_url: '/demo/images/dish-bulgogi-bao.webp',
    regular_price: 8.5,
    student_price: 6.9,
    is_featured: true,
    is_available: true,
    dietary_tags: ['Spicy', 'High-Protein'],
    display_order: 3,
    cuisine_type: 'korean',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000205',
    name: 'Ingwer-Hühnchen-Congee',
    description:
      'Seidiger Reisbrei, stundenlang geköchelt, mit pochiertem Hühnchen, frischem Ingwer, Frühlingszwiebeln und einem weichen Ei.',
    ingredients: 'Jasminreis, Hühnchen, Ingwer, Frühlingszwiebeln, Ei, weißer Pfeffer, Tamari, Chiliöl',
    translations: {
      en: {
        name: 'Ginger Chicken Congee',
        description:
          'Silky rice porridge simmered for hours, topped with poached chicken, fresh ginger, scallions and a soft egg.',
        ingredients: 'Jasmine rice, chicken, ginger, scallions, egg, white pepper, tamari, chili oil',
      },
      zh: {
        name: '姜丝鸡肉粥',
        description: '文火慢熬数小时的绵滑米粥，配白切鸡、鲜姜丝、葱花和一只溏心蛋。',
        ingredients: '茉莉香米、鸡肉、姜、葱、鸡蛋、白胡椒、日式溜酱油、辣椒油',
      },
    },
    category_id: CONGEE,
    image_url: '/demo/images/dish-ginger-congee.webp',
    regular_price: 8.9,
    student_price: 7.5,
    is_featured: true,
    is_available: true,
    dietary_tags: ['Gluten-Free', 'Dairy-Free', 'High-Protein'],
    display_order: 0,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000206',
    name: 'Congee mit tausendjährigem Ei und Schweinefleisch',
    description:
      'Der Hongkonger Klassiker: tausendjähriges Ei und zartes Schweinefleisch in cremigem Congee, dazu knusprige Youtiao.',
    ingredients:
      'Jasminreis, tausendjähriges Ei, Schweinefleisch, Youtiao (Weizen), Ingwer, Frühlingszwiebeln',
    translations: {
      en: {
        name: 'Century Egg & Pork Congee',
        description:
          'The Hong Kong classic: preserved egg and shredded pork in creamy congee, with crispy youtiao.',
        ingredients: 'Jasmine rice, century egg, pork, youtiao (wheat), ginger, scallions',
      },
      zh: {
        name: '皮蛋瘦肉粥',
        description: '港式经典：皮蛋和瘦肉丝熬入绵滑粥底，配香脆油条。',
        ingredients: '茉莉香米、皮蛋、猪肉、油条（含小麦）、姜、葱',
      },
    },
    category_id: CONGEE,
    image_url: '/demo/images/cat-congee.webp',
    regular_price: 9.5,
    student_price: 8,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Dairy-Free'],
    display_order: 1,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000207',
    name: 'Miso-Pilz-Congee',
    description: 'Congee mit heller Misopaste, gerösteten Kräuterseitlingen, Nori und geröstetem Sesam.',
    ingredients: 'Rundkornreis, helle Misopaste, Kräuterseitlinge, Nori, Sesam, Frühlingszwiebeln',
    translations: {
      en: {
        name: 'Miso Mushroom Congee',
        description: 'Congee with white miso, roasted king oyster mushrooms, nori and toasted sesame.',
        ingredients: 'Short-grain rice, white miso, king oyster mushrooms, nori, sesame, scallions',
      },
      zh: {
        name: '味噌菌菇粥',
        description: '白味噌粥，配烤杏鲍菇、海苔和焙香芝麻。',
        ingredients: '短粒米、白味噌、杏鲍菇、海苔、芝麻、葱',
      },
    },
    category_id: CONGEE,
    image_url: '/demo/images/cat-congee.webp',
    regular_price: 8.5,
    student_price: 7,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegan', 'Dairy-Free'],
    display_order: 2,
    cuisine_type: 'japanese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000208',
    name: 'Frühstücks-Pho',
    description:
      'Eine kleine Schale klarer Rinderbrühe mit Reisnudeln, Kräutern und Limette. Wieder da, wenn es kalt wird.',
    ingredients: 'Rinderbrühe, Reisnudeln, Rindfleisch, Sternanis, Zimt, Thai-Basilikum, Koriander, Limette',
    translations: {
      en: {
        name: 'Breakfast Pho',
        description:
          'A small bowl of clear beef broth with rice noodles, herbs and lime. Back when it turns cold.',
        ingredients: 'Beef broth, rice noodles, beef, star anise, cinnamon, Thai basil, coriander, lime',
      },
      zh: {
        name: '早餐牛肉河粉',
        description: '一小碗清澈的牛肉汤河粉，配香草和青柠。天冷时回归。',
        ingredients: '牛肉汤、河粉、牛肉、八角、肉桂、泰国罗勒、香菜、青柠',
      },
    },
    category_id: CONGEE,
    image_url: '/demo/images/cat-congee.webp',
    regular_price: 11.5,
    student_price: null,
    is_featured: false,
    is_available: false,
    dietary_tags: ['Gluten-Free', 'Dairy-Free'],
    display_order: 3,
    cuisine_type: 'vietnamese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000209',
    name: 'Jianbing klassisch',
    description:
      'Tianjiner Straßen-Crêpe mit Ei, knusprigem Cracker, Hoisin, Chilisauce, Frühlingszwiebeln und Koriander, zum Mitnehmen gefaltet.',
    ingredients:
      'Teig aus Mungbohnen- und Weizenmehl, Ei, frittierter Wan-Tan-Cracker, Hoisinsauce, Chilisauce, Frühlingszwiebeln, Koriander, Sesam',
    translations: {
      en: {
        name: 'Classic Jianbing',
        description:
          'Tianjin street crepe with egg, a crispy cracker, hoisin, chili sauce, scallions and coriander, folded to go.',
        ingredients:
          'Mung bean and wheat batter, egg, fried wonton cracker, hoisin sauce, chili sauce, scallions, coriander, sesame',
      },
      zh: {
        name: '经典煎饼果子',
        description: '天津街头风味煎饼，加鸡蛋、薄脆、海鲜酱、辣椒酱、葱花和香菜，折好即可带走。',
        ingredients: '绿豆面和小麦面面糊、鸡蛋、薄脆、海鲜酱、辣椒酱、葱、香菜、芝麻',
      },
    },
    category_id: SAVOURY,
    image_url: '/demo/images/dish-jianbing.webp',
    regular_price: 7.5,
    student_price: 6,
    is_featured: true,
    is_available: true,
    dietary_tags: ['Vegetarian', 'Spicy'],
    display_order: 0,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000210',
    name: 'Kimchi-Käse-Jianbing',
    description: 'Unser Crêpe mit hausgemachtem Kimchi, geschmolzenem Cheddar und Gochujang-Butter.',
    ingredients:
      'Teig aus Mungbohnen- und Weizenmehl, Ei, Kimchi, Cheddar, Gochujang, Butter, Frühlingszwiebeln',
    translations: {
      en: {
        name: 'Kimchi Cheese Jianbing',
        description: 'Our crepe with house-made kimchi, melted cheddar and gochujang butter.',
        ingredients: 'Mung bean and wheat batter, egg, kimchi, cheddar, gochujang, butter, scallions',
      },
      zh: {
        name: '泡菜芝士煎饼',
        description: '我们的煎饼加自制韩式泡菜、融化的切达芝士和韩式辣酱黄油。',
        ingredients: '绿豆面和小麦面面糊、鸡蛋、韩式泡菜、切达芝士、韩式辣椒酱、黄油、葱',
      },
    },
    category_id: SAVOURY,
    image_url: '/demo/images/cat-jianbing.webp',
    regular_price: 8.5,
    student_price: 7,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegetarian', 'Spicy'],
    display_order: 1,
    cuisine_type: 'fusion',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000211',
    name: 'Frühlingszwiebel-Pfannkuchen mit weichem Ei',
    description:
      'Blättriger, in der Pfanne gebackener Frühlingszwiebelfladen mit wachsweichem Ei und einem Dip aus schwarzem Essig.',
    ingredients: 'Weizenmehl, Frühlingszwiebeln, Ei, Sesamöl, schwarzer Essig',
    translations: {
      en: {
        name: 'Scallion Pancake with Soft Egg',
        description: 'Flaky pan-fried scallion pancake with a jammy egg and a black vinegar dip.',
        ingredients: 'Wheat flour, scallions, egg, sesame oil, black vinegar',
      },
      zh: {
        name: '葱油饼配溏心蛋',
        description: '层层起酥的香煎葱油饼，配溏心蛋和香醋蘸汁。',
        ingredients: '面粉、葱、鸡蛋、芝麻油、香醋',
      },
    },
    category_id: SAVOURY,
    image_url: '/demo/images/cat-jianbing.webp',
    regular_price: 6.5,
    student_price: 5.5,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegetarian'],
    display_order: 2,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000212',
    name: 'Tamagoyaki-Frühstücksteller',
    description: 'Gerolltes Omelett mit Misosuppe, Reis, hausgemachten Pickles und einem kleinen Blattsalat.',
    ingredients: 'Ei, Dashi, Mirin, Reis, Miso, Pickles der Saison, Blattsalat',
    translations: {
      en: {
        name: 'Tamagoyaki Breakfast Plate',
        description: 'Rolled omelette with miso soup, rice, house pickles and a small leaf salad.',
        ingredients: 'Egg, dashi, mirin, rice, miso, seasonal pickles, leaf salad',
      },
      zh: {
        name: '日式玉子烧早餐',
        description: '日式厚蛋烧，配味噌汤、米饭、自制渍菜和一小份绿叶沙拉。',
        ingredients: '鸡蛋、日式高汤、味醂、米饭、味噌、时令渍菜、绿叶沙拉',
      },
    },
    category_id: SAVOURY,
    image_url: '/demo/images/cat-jianbing.webp',
    regular_price: 12.9,
    student_price: 12.9,
    is_featured: false,
    is_available: true,
    dietary_tags: ['High-Protein'],
    display_order: 3,
    cuisine_type: 'japanese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000213',
    name: 'Banh Mi Op La',
    description:
      'Brutzelnde Spiegeleier mit Pastete, Pickles und Kräutern, dazu ein knuspriges Baguette vom Bäcker nebenan.',
    ingredients:
      'Eier, Schweineleberpastete, Baguette, eingelegte Karotte und Rettich, Koriander, Chili, Würzsauce',
    translations: {
      en: {
        name: 'Banh Mi Op La',
        description:
          'Sizzling fried eggs with pâté, pickles and herbs, and a crisp baguette from the bakery next door.',
        ingredients:
          'Eggs, pork liver pâté, baguette, pickled carrot and daikon, coriander, chili, seasoning sauce',
      },
      zh: {
        name: '越南铁板煎蛋配法棍',
        description: '滋滋作响的煎蛋配肝酱、腌菜和香草，再加一根隔壁面包房的香脆法棍。',
        ingredients: '鸡蛋、猪肝酱、法棍、腌胡萝卜和白萝卜、香菜、辣椒、调味酱油',
      },
    },
    category_id: SAVOURY,
    image_url: '/demo/images/cat-jianbing.webp',
    regular_price: 9.5,
    student_price: 8,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Local'],
    display_order: 4,
    cuisine_type: 'vietnamese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000214',
    name: 'Eiertörtchen nach Macao-Art',
    description: 'Zwei Törtchen aus blättrigem Teig mit karamellisierter Eiercreme.',
    ingredients: 'Blätterteig, Ei, Milch, Sahne, Zucker, Vanille',
    translations: {
      en: {
        name: 'Macau Egg Tarts',
        description: 'Two tarts with flaky pastry and a caramelised custard.',
        ingredients: 'Puff pastry, egg, milk, cream, sugar, vanilla',
      },
      zh: {
        name: '澳门葡式蛋挞',
        description: '两只酥皮蛋挞，蛋奶馅表面烤出焦糖色。',
        ingredients: '酥皮、鸡蛋、牛奶、淡奶油、糖、香草',
      },
    },
    category_id: SWEET,
    image_url: '/demo/images/cat-sweet.webp',
    regular_price: 4.9,
    student_price: null,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegetarian'],
    display_order: 0,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000215',
    name: 'French Toast mit schwarzem Sesam',
    description:
      'Dickes Milchbrot, gefüllt mit schwarzer Sesampaste, in Ei gebraten und mit Kondensmilch verfeinert.',
    ingredients: 'Milchbrot, Ei, schwarzer Sesam, Zucker, Butter, Kondensmilch',
    translations: {
      en: {
        name: 'Black Sesame French Toast',
        description:
          'Thick milk bread filled with black sesame paste, pan-fried in egg and finished with condensed milk.',
        ingredients: 'Milk bread, egg, black sesame, sugar, butter, condensed milk',
      },
      zh: {
        name: '黑芝麻西多士',
        description: '厚切牛奶面包夹黑芝麻酱，裹蛋液煎至金黄，再淋上炼乳。',
        ingredients: '牛奶面包、鸡蛋、黑芝麻、糖、黄油、炼乳',
      },
    },
    category_id: SWEET,
    image_url: '/demo/images/cat-sweet.webp',
    regular_price: 8.9,
    student_price: 7.5,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegetarian'],
    display_order: 1,
    cuisine_type: 'fusion',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000216',
    name: 'Mango-Sago',
    description:
      'Gekühlte Kokosmilch mit reifer Mango, Pomelo und Tapiokaperlen. Wieder da, wenn Mangosaison ist.',
    ingredients: 'Mango, Kokosmilch, Sagoperlen, Pomelo, Rohrzucker',
    translations: {
      en: {
        name: 'Mango Sago',
        description: 'Chilled coconut milk with ripe mango, pomelo and tapioca pearls. Back in mango season.',
        ingredients: 'Mango, coconut milk, sago pearls, pomelo, cane sugar',
      },
      zh: {
        name: '杨枝甘露',
        description: '冰镇椰奶配熟芒果、柚子粒和西米。芒果季回归。',
        ingredients: '芒果、椰奶、西米、柚子、蔗糖',
      },
    },
    category_id: SWEET,
    image_url: '/demo/images/cat-sweet.webp',
    regular_price: 6.5,
    student_price: 5.5,
    is_featured: false,
    is_available: false,
    dietary_tags: ['Vegan', 'Gluten-Free'],
    display_order: 2,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000217',
    name: 'Matcha-Soufflé-Pancakes',
    description: 'Fluffige japanische Pancakes mit Matcha, roter Bohnenpaste und leicht geschlagener Sahne.',
    ingredients: 'Ei, Weizenmehl, Milch, Matcha, Azukibohnen, Sahne, Zucker',
    translations: {
      en: {
        name: 'Matcha Soufflé Pancakes',
        description: 'Fluffy Japanese pancakes with matcha, red bean paste and lightly whipped cream.',
        ingredients: 'Egg, wheat flour, milk, matcha, azuki beans, cream, sugar',
      },
      zh: {
        name: '抹茶舒芙蕾松饼',
        description: '松软的日式舒芙蕾松饼，配抹茶、红豆沙和轻打发的鲜奶油。',
        ingredients: '鸡蛋、面粉、牛奶、抹茶、红豆、淡奶油、糖',
      },
    },
    category_id: SWEET,
    image_url: '/demo/images/cat-sweet.webp',
    regular_price: 9.9,
    student_price: 8.5,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegetarian', 'Organic'],
    display_order: 3,
    cuisine_type: 'japanese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000218',
    name: 'Frische Sojamilch',
    description:
      'Jeden Morgen im Haus aus Brandenburger Sojabohnen gemacht; warm oder kalt, pur oder leicht gesüßt.',
    ingredients: 'Sojabohnen, Wasser, Rohrzucker (nach Wunsch)',
    translations: {
      en: {
        name: 'Fresh Soy Milk',
        description:
          'Made in-house every morning from Brandenburg soybeans; warm or cold, plain or lightly sweetened.',
        ingredients: 'Soybeans, water, cane sugar (optional)',
      },
      zh: {
        name: '现磨豆浆',
        description: '每天清晨用勃兰登堡产的黄豆现磨；冷热皆可，原味或微甜任选。',
        ingredients: '黄豆、水、蔗糖（可选）',
      },
    },
    category_id: DRINKS,
    image_url: '/demo/images/cat-drinks.webp',
    regular_price: 3.5,
    student_price: 3,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegan', 'Gluten-Free', 'Local'],
    display_order: 0,
    cuisine_type: 'chinese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000219',
    name: 'Vietnamesischer Eierkaffee',
    description:
      'Kräftiger Robusta aus dem Phin-Filter unter einer Wolke aus aufgeschlagenem Eigelb und Kondensmilch.',
    ingredients: 'Robusta-Kaffee, Eigelb, Kondensmilch, Zucker',
    translations: {
      en: {
        name: 'Vietnamese Egg Coffee',
        description: 'Strong phin-dripped robusta under a cloud of whipped egg yolk and condensed milk.',
        ingredients: 'Robusta coffee, egg yolk, condensed milk, sugar',
      },
      zh: {
        name: '越南鸡蛋咖啡',
        description: '越南滴滤壶萃取的浓郁罗布斯塔咖啡，上面盖着一层蛋黄与炼乳打发的绵密奶霜。',
        ingredients: '罗布斯塔咖啡、蛋黄、炼乳、糖',
      },
    },
    category_id: DRINKS,
    image_url: '/demo/images/dish-egg-coffee.webp',
    regular_price: 4.9,
    student_price: 4.2,
    is_featured: true,
    is_available: true,
    dietary_tags: ['Vegetarian', 'Gluten-Free'],
    display_order: 1,
    cuisine_type: 'vietnamese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000220',
    name: 'Hojicha-Hafer-Latte',
    description: 'Gerösteter Grüntee mit aufgeschäumter Hafermilch.',
    ingredients: 'Hojicha-Tee, Hafermilch',
    translations: {
      en: {
        name: 'Hojicha Oat Latte',
        description: 'Roasted green tea with steamed oat milk.',
        ingredients: 'Hojicha tea, oat milk',
      },
      zh: { name: '焙茶燕麦拿铁', description: '焙茶配蒸汽打发的燕麦奶。', ingredients: '焙茶、燕麦奶' },
    },
    category_id: DRINKS,
    image_url: '/demo/images/cat-drinks.webp',
    regular_price: 4.5,
    student_price: 4.5,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegan', 'Dairy-Free'],
    display_order: 2,
    cuisine_type: 'japanese',
  }),
  dish({
    id: '00000000-0000-4000-8000-000000000221',
    name: 'Koreanischer Gerstentee',
    description: 'Nussig gerösteter Gerstentee, wir schenken gern nach.',
    ingredients: 'Geröstete Gerste, Wasser',
    translations: {
      en: {
        name: 'Korean Barley Tea',
        description: 'Nutty roasted barley tea with free refills.',
        ingredients: 'Roasted barley, water',
      },
      zh: {
        name: '韩式大麦茶',
        description: '带坚果香的烘焙大麦茶，免费续杯。',
        ingredients: '烘焙大麦、水',
      },
    },
    category_id: DRINKS,
    image_url: '/demo/images/cat-drinks.webp',
    regular_price: 2.5,
    student_price: null,
    is_featured: false,
    is_available: true,
    dietary_tags: ['Vegan', 'Dairy-Free'],
    display_order: 3,
    cuisine_type: 'korean',
  }),
];

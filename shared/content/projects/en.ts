import type { ProjectCardText, ProjectSlug } from '../types';

export const PROJECTS_TEXT: Record<ProjectSlug, ProjectCardText> = {
  'banking-app': {
    title: 'Ledgerly Mobile Banking',
    category: 'Fintech · Mobile app',
    client: 'Ledgerly',
    excerpt:
      'A rebuilt mobile bank for freelancers and small-business owners, with real-time spending insights and tax pots that fill themselves.',
    imageAlt: 'Mobile banking app screens showing a safe-to-spend balance, tax pots and a monthly spending overview',
  },
  'sustainable-fashion': {
    title: 'Threadloop Resale Marketplace',
    category: 'E-commerce · Marketplace',
    client: 'Threadloop',
    excerpt:
      'A peer-to-peer marketplace for pre-owned and independent-label clothing, designed so that listing an item takes under two minutes.',
    imageAlt: 'Marketplace screens showing a pre-owned denim jacket listing with its condition grade and estimated water savings',
  },
  'gaming-platform': {
    title: 'Questline Tournament Platform',
    category: 'Gaming · Web platform',
    client: 'Questline Interactive',
    excerpt:
      'A tournament and community hub where amateur teams find opponents of their level, run brackets and follow matches live in one place.',
    imageAlt: 'Tournament platform dashboard showing a live bracket, team rosters and a match chat panel',
  },
  'telehealth-app': {
    title: 'Pinecrest Telehealth',
    category: 'Healthtech · iOS, Android & web',
    client: 'Pinecrest Community Health',
    excerpt: 'Video visits, prescriptions and follow-ups for a regional clinic network, designed for patients who rarely use apps at all.',
    imageAlt: 'Telehealth app screens showing an upcoming appointment, a pre-call connection check and a video consultation',
  },
  'local-bakery-website': {
    title: 'Rise & Crumb Online Ordering',
    category: 'Local business · Website & online shop',
    client: 'Rise & Crumb Bakery',
    excerpt:
      'Online ordering with pickup time slots for a family bakery in Cheyenne, so weekend regulars stopped arriving to sold-out sourdough.',
    imageAlt: 'Bakery website on a phone showing sourdough loaves, a pastry menu and a pickup time picker',
  },
  'furniture-craftsman-showcase': {
    title: 'Hollis Woodworks Portfolio',
    category: 'Local business · Portfolio website',
    client: 'Hollis Woodworks',
    excerpt:
      'A portfolio site for a one-person furniture workshop near Laramie that turns admiring visitors into commissions with clear starting prices.',
    imageAlt: 'Portfolio website showing a reclaimed-wood dining table, close-ups of the grain and a commission request form',
  },
  'local-cafe-rebrand': {
    title: 'Kopi Senja Rebrand',
    category: 'Local business · Branding & website',
    client: 'Kopi Senja',
    excerpt: 'A new identity, menu and website for a neighborhood coffee shop in Denpasar that wanted its weekday regulars back.',
    imageAlt: 'Café branding with an orange-and-indigo logo, a printed menu, a coffee cup and the new website on a phone',
  },
  'local-contractor-leads': {
    title: 'Frontier Roofing Lead Generation',
    category: 'Local business · Web & growth marketing',
    client: 'Frontier Roofing & Exteriors',
    excerpt:
      'A website, instant estimate tool and local search campaign that gave a Cheyenne roofing contractor a steady flow of qualified leads.',
    imageAlt: 'Roofing contractor website with a house illustration, an instant estimate form and a price range result',
  },
  'yoga-studio-digital': {
    title: 'Stillwater Yoga Online Studio',
    category: 'Local business · Web app',
    client: 'Stillwater Yoga',
    excerpt:
      'Class booking, memberships and an on-demand video library for a two-room yoga studio in Boulder, under the studio’s own brand.',
    imageAlt: 'Yoga studio web app showing a weekly class schedule, a booking confirmation and an on-demand video library',
  },
  'boutique-hotel-experience': {
    title: 'Alang Alang Ubud Direct Booking',
    category: 'Hospitality · Website & guest guide',
    client: 'Alang Alang Ubud',
    excerpt:
      'A direct-booking website and pre-arrival guest guide for a 14-room boutique hotel in Ubud, cutting its reliance on booking sites.',
    imageAlt: 'Boutique hotel website showing a villa overlooking rice terraces, a room selector and a guest guide on a phone',
  },
  'fitness-tracking-app': {
    title: 'Tempo Fitness Tracker',
    category: 'Health & fitness · Mobile app',
    client: 'Kinetic Labs',
    excerpt:
      'A training app for runners and cyclists that turns watch data into a weekly plan that adapts to sleep, load and missed workouts.',
    imageAlt: 'Fitness app screens showing a morning readiness score, a weekly training plan and a run summary on a smartwatch',
  },
  'local-delivery-platform': {
    title: 'Dropline Same-Day Delivery',
    category: 'Logistics · Web & mobile platform',
    client: 'Dropline',
    excerpt:
      'A same-day delivery platform that lets independent shops on the Front Range deliver to the door without paying marketplace fees.',
    imageAlt: 'Delivery platform screens showing a multi-shop basket, a courier route map and a merchant order dashboard',
  },
};

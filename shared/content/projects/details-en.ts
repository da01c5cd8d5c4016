import type { ProjectDetailText, ProjectSlug } from '../types';

export const PROJECT_DETAILS: Record<ProjectSlug, ProjectDetailText> = {
  'banking-app': {
    overview:
      'Ledgerly is a US digital bank for freelancers and sole proprietors, with 180,000 customers when they came to us. Over nine months we redesigned and rebuilt its iOS and Android apps from the ground up: a new information architecture, a shared design system and native code in Swift and Kotlin. The release replaced an aging hybrid app that had become the main source of one-star reviews.',
    challenge:
      'The old app was slow to open, buried basic tasks like paying an invoice three screens deep and crashed on older Android phones. In 32 user interviews, freelancers told us their real worry was not the balance but how much of it already belonged to the IRS. The redesign also had to pass the partner bank’s compliance review and keep every existing feature working on day one, because many customers run their whole business from their phone.',
    solution:
      'We rebuilt the home screen around a “safe to spend” figure that subtracts estimated taxes and upcoming bills, and added tax pots that set aside a chosen percentage of every incoming payment automatically. The apps are written natively in Swift and Kotlin on a token-based design system shared with the web team in Figma, with biometric sign-in and offline access to recent transactions. We released behind feature flags to 5% of customers first, A/B tested the onboarding and transfer flows, and rolled out to everyone over six weeks.',
    results: [
      { stat: '+42%', description: 'monthly active users in the first quarter after launch' },
      { stat: '4.8★', description: 'App Store rating, up from 3.1 before the rebuild' },
      { stat: '−35%', description: 'support tickets about payments and transfers' },
      { stat: '99.9%', description: 'crash-free sessions across iOS and Android' },
    ],
  },
  'sustainable-fashion': {
    overview:
      'Threadloop started as a curated Instagram shop reselling pre-owned designer pieces and clothing from small sustainable labels. We designed and built the marketplace that replaced it: a Next.js storefront, seller tools for listing straight from a phone and a Stripe Connect payments flow that splits every sale between the seller and the platform. Each product page shows the estimated water and CO₂ saved compared with buying the item new.',
    challenge:
      'Manual curation did not scale: the founders were photographing and describing every item themselves, and a backlog of 3,000 pieces was waiting to go online. Shoppers did not trust condition descriptions written by strangers, and 78% of mobile carts were abandoned at checkout. The new platform had to let anyone sell while keeping the quality the brand had become known for.',
    solution:
      'After 20 interviews with sellers and buyers we designed a guided listing flow: the seller photographs the item inside on-screen framing guides, picks one of five condition grades illustrated with real photos, and gets a suggested price based on similar sales. We built the storefront in Next.js on a headless commerce back end, with server-rendered category pages for search traffic and an image pipeline that cuts photo weight by two-thirds. A one-page checkout with Apple Pay and Google Pay replaced the old four-step flow after a three-week A/B test against it.',
    results: [
      { stat: '38k', description: 'items listed by sellers in the first six months' },
      { stat: '+64%', description: 'checkout conversion on mobile' },
      { stat: '3.1×', description: 'more repeat purchases within 90 days than in the old Instagram shop' },
      { stat: '<2 min', description: 'median time for a seller to create a listing' },
    ],
  },
  'gaming-platform': {
    overview:
      'Questline Interactive runs amateur esports leagues for games such as Rocket League and Valorant. We built the web platform where players form teams, sign up for weekly tournaments, get matched with opponents of similar skill and follow brackets as they unfold. The project covered product strategy, UX and UI design, a Next.js front end and the real-time services behind it.',
    challenge:
      'Leagues were run through Discord servers and shared spreadsheets, and admins spent up to 15 hours a week settling disputes and updating brackets by hand. Players dropped out when matches started late or opponents never showed up. The platform also had to absorb Friday-evening spikes, when thousands of teams check in within the same few minutes.',
    solution:
      'We designed the check-in, match reporting and dispute flows together with league admins and playtested them with 40 players across four weekend tournaments. The front end runs on Next.js and React, live brackets and match chat run on a WebSocket service in Node.js, and matchmaking uses a Glicko-2 rating updated after every reported result. Discord sign-in and bot notifications kept players in the tools they already used, and load tests at 20,000 concurrent users set the scaling limits before launch.',
    results: [
      { stat: '250k', description: 'registered players in the first year' },
      { stat: '+55%', description: 'players returning for a second tournament within 30 days' },
      { stat: '−80%', description: 'time admins spend on manual bracket work' },
      { stat: '−61%', description: 'matches forfeited because an opponent did not show up' },
    ],
  },
  'telehealth-app': {
    overview:
      'Pinecrest Community Health runs 26 primary-care clinics across Colorado and Wyoming, many of them serving rural communities hours from the nearest specialist. In 2021 we designed and built its telehealth service: a React Native app for patients, a web portal for those without a smartphone and a scheduling dashboard for clinicians. The service connects to the clinics’ electronic health record system and meets HIPAA requirements end to end.',
    challenge:
      'A stopgap video setup from 2020 relied on third-party links sent by email, and a third of appointments started late or failed because patients could not connect. The median patient was 54, many had slow internet, and staff entered every visit into the record system twice. The new product had to be simple enough for someone opening a health app for the first time and secure enough for the clinics’ compliance team.',
    solution:
      'We interviewed 24 patients and 12 clinicians and ran moderated usability tests with people over 65 at every prototype stage, which led to large type, a single “Join visit” button and a camera, microphone and connection check before each call. Video runs on WebRTC with automatic fallback to audio on weak connections, and appointments, visit notes and e-prescriptions sync with the health record system through its FHIR API. The design system meets WCAG 2.1 AA, and every screen was checked with VoiceOver and TalkBack before release.',
    results: [
      { stat: '86k', description: 'video consultations completed in the first year' },
      { stat: '−40%', description: 'no-show rate for follow-up appointments' },
      { stat: '4.7★', description: 'average rating across the App Store and Google Play' },
      { stat: '−9 min', description: 'of clinician paperwork per visit' },
    ],
  },
  'local-bakery-website': {
    overview:
      'Rise & Crumb is a family-run bakery in Cheyenne with two ovens, six staff and a loyal weekend crowd. In spring 2020, when the counter had to close for several weeks, we set up an ordering website in ten days and kept refining it over the following months. Customers choose their bread and pastries, book a 15-minute pickup slot and pay in advance.',
    challenge:
      'Orders came in by phone and Facebook message, were written on paper and often got lost in the morning rush. Baking was guesswork: the popular loaves sold out by 9 a.m. while other items went unsold. The owners had no budget for custom software and needed something they could update themselves from a phone.',
    solution:
      'We built the site on Shopify with a pickup-scheduling app set up around the bakery’s capacity: each slot takes a limited number of orders, and items disappear from the menu once the day’s batch is gone. Orders print automatically on a kitchen ticket printer, and a daily summary tells the bakers how many loaves of each kind to shape the night before. We photographed the range in the shop, wrote the product descriptions with the owners and showed them how to change the menu in under five minutes.',
    results: [
      { stat: '140', description: 'online orders in a typical week' },
      { stat: '+18%', description: 'weekend revenue compared with the same months before launch' },
      { stat: '−30%', description: 'bread left unsold at closing time' },
      { stat: '6 h', description: 'saved each week that staff used to spend taking phone orders' },
    ],
  },
  'furniture-craftsman-showcase': {
    overview:
      'Ben Hollis builds dining tables, benches and cabinets by hand from reclaimed Wyoming barn wood in a workshop outside Laramie. We designed a portfolio website that presents his work properly — large photographs, the story behind each piece and the timber it came from — and added a simple way to start a commission. The site runs on Next.js with Sanity as the CMS, so Ben adds new pieces himself after each delivery.',
    challenge:
      'Most of his work came through word of mouth and an Instagram account where people asked “how much?” in the comments and rarely followed up. With no published prices, he spent his evenings answering enquiries from people whose budget was a fraction of what a handmade walnut table costs. He needed fewer, better-qualified requests rather than more traffic.',
    solution:
      'We photographed twelve finished pieces in the workshop and in clients’ homes and wrote a short story for each: the wood species, the barn it came from and the hours it took to make. Every category page shows a “starting from” price, and the commission form asks for dimensions, timber, budget range and deadline, so Ben has everything he needs for a quote in the first message. The site is statically generated, loads in under a second on mobile and carries structured data for local search across southeast Wyoming and northern Colorado.',
    results: [
      { stat: '3×', description: 'more commission enquiries per month' },
      { stat: '18', description: 'commissions booked in the first six months' },
      { stat: '$4.2k', description: 'average commission value' },
      { stat: '−70%', description: 'enquiries from people outside his price range' },
    ],
  },
  'local-cafe-rebrand': {
    overview:
      'Kopi Senja is a 40-seat coffee shop a few streets from our Bali office, serving single-origin Balinese coffee roasted in Kintamani. After eight years with a generic logo and a laminated menu, the owners asked us for a rebrand. We created a new visual identity, signage, printed menus, Instagram templates and a small website in English and Indonesian.',
    challenge:
      'Two chain coffee shops had opened nearby and weekday traffic had dropped, while tourists walking past could not tell the café apart from any other warung. Its Google Maps listing had old photos, no menu and opening hours two years out of date. The budget covered one designer and one developer for six weeks, and whatever we made had to be easy for the staff to keep up to date.',
    solution:
      'We ran short interviews with 30 regulars and first-time guests and built the identity around what they mentioned most: the sunset view from the terrace and the Kintamani beans. The result is a warm orange-and-indigo palette, a hand-lettered logotype and a menu that tells where each coffee comes from. The website is built on Webflow with a menu the staff edit themselves, and we rebuilt the Google Business Profile with new photos, a linked menu and a monthly posting routine the team now runs on its own.',
    results: [
      { stat: '+24%', description: 'weekday visits in the three months after the relaunch, counted at the till' },
      { stat: '+2.1k', description: 'Instagram followers since the relaunch' },
      { stat: '4.8★', description: 'Google rating across more than 600 reviews, up from 4.3' },
      { stat: '+12%', description: 'average ticket after the new menu layout' },
    ],
  },
  'local-contractor-leads': {
    overview:
      'Frontier Roofing & Exteriors is a family contractor with four crews working across Cheyenne and southeast Wyoming. The company relied on lead marketplaces that sold the same homeowner to five competitors at once. We built a new website with an instant roof estimate tool, set up local search and Google Ads campaigns, and connected everything to a simple CRM so that no request goes unanswered.',
    challenge:
      'Purchased leads cost $85 each, and fewer than one in ten became a signed job. The old website was a single page with a phone number, did not show up in local search for terms like “roof repair Cheyenne” and gave no way to tell where calls came from. After hailstorms demand spiked, and the office could not keep up with callbacks.',
    solution:
      'We built the site in Next.js, with service and neighborhood pages written around what homeowners actually search for after a storm and an estimate tool that uses satellite roof measurements to give a price range in under a minute. Google Ads campaigns target storm-hit ZIP codes with call tracking on every number, and new requests land in HubSpot, which texts the homeowner straight away and creates a callback task for the office. Every month we review cost per lead and close rate with the owners and move budget to what works.',
    results: [
      { stat: '2.4×', description: 'more qualified leads per month' },
      { stat: '−52%', description: 'cost per lead compared with purchased leads' },
      { stat: '31%', description: 'of website leads turn into signed jobs' },
      { stat: 'Top 3', description: 'Google Maps position for “roof repair Cheyenne”' },
    ],
  },
  'yoga-studio-digital': {
    overview:
      'Stillwater Yoga runs about 45 classes a week in two rooms in Boulder, Colorado, with a team of nine teachers. We replaced a patchwork of a booking widget, a separate payments service and a private Vimeo folder with one web app under the studio’s own brand. Members book and pay for classes, manage their memberships and stream recorded sessions from a single account.',
    challenge:
      'The third-party booking widget took a fee on every transaction, looked nothing like the studio and made members create two accounts. Popular evening classes overbooked while morning ones ran half empty, and the front desk spent hours each week handling waitlists and refunds by email. About a fifth of members had moved away since 2020 but wanted to keep practicing with their teachers online.',
    solution:
      'We built a Next.js web app that members can add to their home screen, with Stripe Billing for class packs and monthly memberships and automatic waitlists that offer a freed-up spot to the next person by text message. Classes are filmed on a fixed camera in the larger room and uploaded straight to Mux, tagged by style, level and length. Before launch we tested the booking flow with 15 members, including several who had never booked anything online, and cut it down to three taps.',
    results: [
      { stat: '+46%', description: 'class bookings in the first six months' },
      { stat: '210', description: 'members subscribed to the on-demand library' },
      { stat: '84%', description: 'average class occupancy, up from 61%' },
      { stat: '8 h', description: 'of front-desk admin saved each week' },
    ],
  },
  'boutique-hotel-experience': {
    overview:
      'Alang Alang is a 14-room boutique hotel among the rice terraces just outside Ubud, run by the same Balinese family for three generations. Our Bali team redesigned its website around direct bookings and added a mobile guest guide that travelers receive before they arrive. The project included art direction for the photography, copy in English and Indonesian, and integration with the hotel’s channel manager.',
    challenge:
      'Around 80% of reservations came through large online travel agencies charging 15–18% commission, and guests often arrived without knowing about the spa, cooking classes or airport transfers. The old website was slow on mobile data, showed availability through an outdated booking engine and never mentioned that booking direct was cheaper. Staff answered the same pre-arrival questions on WhatsApp dozens of times a week.',
    solution:
      'We rebuilt the website in Next.js with a booking flow connected to the hotel’s existing channel manager, a clear price comparison showing what guests gain by booking direct and pages for each room type photographed at the same time of day. After booking, guests get a link to a web-based guest guide where they can book an airport pickup, spa treatments and cooking classes and find answers to common questions. Four rounds of testing with past guests shaped the booking flow, and image optimization brought the home page under 1 MB.',
    results: [
      { stat: '46%', description: 'of bookings now made directly, up from 20%' },
      { stat: '$24k', description: 'saved on agency commissions in the first year' },
      { stat: '+22%', description: 'spa, tour and transfer revenue per stay' },
      { stat: '−60%', description: 'pre-arrival questions on WhatsApp' },
    ],
  },
  'fitness-tracking-app': {
    overview:
      'Kinetic Labs came to us with a data science team, a training-load model and no product around it. We designed and built Tempo for iOS and Android, along with companion apps for Apple Watch and Wear OS. The app reads workouts and sleep data from HealthKit, Health Connect, Garmin and Strava and builds a weekly plan that adjusts as the athlete trains.',
    challenge:
      'Fitness apps are easy to download and just as easy to abandon: most lose the majority of their users within a month. Kinetic’s beta testers liked the plans but found the charts intimidating and could not tell why a workout had changed. The app also had to sync data from four sources without draining the battery or creating duplicate workouts.',
    solution:
      'A two-week diary study with 18 runners and cyclists showed that people wanted one clear answer each morning — train hard, go easy or rest — with the reason in a single sentence. The iOS and watchOS apps are written in Swift and SwiftUI, the Android and Wear OS apps in Kotlin with Jetpack Compose, sharing a design system and a sync layer that removes duplicates across sources. We A/B tested onboarding, plan explanations and the paywall, and launched the premium tier only once 30-day retention held steadily above target.',
    results: [
      { stat: '500k', description: 'downloads in the first year' },
      { stat: '+38%', description: '30-day retention compared with the beta' },
      { stat: '4.8★', description: 'average App Store rating from 12,000 reviews' },
      { stat: '9.4%', description: 'of active users on the premium plan' },
    ],
  },
  'local-delivery-platform': {
    overview:
      'Dropline is a delivery cooperative founded by independent retailers in Fort Collins, Loveland and Cheyenne. We designed and built the whole platform: a web storefront where customers order from several local shops in one basket, a React Native app for couriers and a dashboard where merchants manage orders and stock. The first version launched in three cities in early 2025.',
    challenge:
      'National delivery apps took up to 30% of every order, more than most small grocers, florists and hardware stores could afford. Merchants tracked stock in anything from Square to a spreadsheet, and the couriers were part-timers who needed a tool they could learn in one shift. The hardest problem was combining orders from different shops into one delivery without making customers wait.',
    solution:
      'Before designing anything we spent two weeks riding along with couriers and standing behind shop counters. The customer storefront is built in Next.js, the courier app in React Native with offline route lists and photo proof of delivery, and the merchant dashboard syncs stock with Square and Shopify. A routing service batches orders from nearby shops every ten minutes and assigns them to the nearest free courier; we tuned the batching rules on a month of simulated orders before launch.',
    results: [
      { stat: '126', description: 'local merchants on the platform in the first six months' },
      { stat: '34 min', description: 'median time from order to doorstep' },
      { stat: '18k', description: 'orders a month by the end of the first half-year' },
      { stat: '12%', description: 'fee per order for merchants, against up to 30% on national apps' },
    ],
  },
};

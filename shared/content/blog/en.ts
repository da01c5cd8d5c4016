import type { BlogPostText, BlogSlug } from '../types';

export const BLOG_TEXT: Record<BlogSlug, BlogPostText> = {
  'sustainable-digital-experiences': {
    title: 'Designing Sustainable Digital Experiences',
    category: 'Sustainable Design',
    author: 'Ayu Lestari',
    excerpt:
      'Lighter products are faster, cheaper to run and kinder to the planet. A practical playbook for cutting the weight of your site or app.',
    imageAlt: 'Laptop on a wooden desk beside a potted fern, its screen showing a minimal, lightweight web page',
  },
  'responsive-design-2025': {
    title: 'Responsive Design in 2025: Beyond Breakpoints',
    category: 'Web Design',
    author: 'Maya Chen',
    excerpt:
      'Container queries, fluid type and WCAG 2.2 have changed what responsive means. How we build layouts that adapt to any screen and setting.',
    imageAlt: 'The same website layout shown side by side on a phone, a foldable, a tablet and a desktop monitor',
  },
  'ai-driven-brand-transformation': {
    title: 'AI-Driven Brand Transformation Without Losing Your Voice',
    category: 'Brand Strategy',
    author: 'Daniel Okafor',
    excerpt: 'Where generative AI speeds up brand work, where it flattens it, and the guardrails we use to keep a rebrand distinctive.',
    imageAlt: 'Designer’s desk with hand-drawn logo sketches next to a monitor showing AI-generated moodboards',
  },
  'future-of-mobile-app-design': {
    title: 'The Future of Mobile App Design: Trends Worth Watching',
    category: 'UX Design',
    author: 'Maya Chen',
    excerpt: 'Gesture-first navigation, layouts for new screen shapes and calmer interfaces: the mobile design shifts we are planning for.',
    imageAlt: 'Hands holding a smartphone that displays a clean app interface with a bottom navigation bar',
  },
  'product-idea-validation': {
    title: 'How to Validate a Product Idea Before You Build It',
    category: 'Product Strategy',
    author: 'Daniel Okafor',
    excerpt:
      'Interviews, smoke tests and concierge MVPs: a step-by-step way to learn whether people want your product before you pay for development.',
    imageAlt: 'Sticky notes with user interview insights grouped into clusters on a whiteboard',
  },
  'optimizing-react-performance': {
    title: 'Optimizing React Performance: A Practical Guide',
    category: 'Development',
    author: 'Lukas Brenner',
    excerpt:
      'Measure first, then fix: profiling, memoization, code splitting and list virtualization techniques that make React apps feel fast.',
    imageAlt: 'Code editor with a React component next to the React DevTools Profiler flame graph',
  },
};

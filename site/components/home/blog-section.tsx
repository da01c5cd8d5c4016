import { Link } from '../link';
import { BLOG_POSTS } from '../../../shared/content/.generated/blog-posts';
import { paths } from '../../../shared/routes';
import { useCollection } from '../../content-store/content-store';
import { useI18n } from '../../i18n/i18n-context';
import { BlogCard } from '../blog-card';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';

/** Home: the three latest articles and the way to the blog. */
export function BlogSection() {
  const { lang } = useI18n();
  const blog = useCollection('copy').home.blog;
  const texts = useCollection('blog');
  return (
    <section id="blog" className="section home-blog" aria-labelledby="blog-title">
      <div className="container">
        <SectionHeading
          title={blog.title}
          subtitle={blog.subtitle}
          id="blog-title"
          action={
            <Link className="link-arrow" to={paths.blog(lang)}>
              {blog.viewAll}
            </Link>
          }
        />
        <Reveal as="ul" className="card-grid card-grid--3 blog-grid">
          {BLOG_POSTS.slice(0, 3).map((post) => (
            <li className="reveal-item" key={post.slug}>
              <BlogCard post={post} text={texts[post.slug]} level={3} />
            </li>
          ))}
        </Reveal>
      </div>
    </section>
  );
}
